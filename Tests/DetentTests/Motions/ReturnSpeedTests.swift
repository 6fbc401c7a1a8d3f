import Testing
@testable import Detent
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A spring's return speed from a displacement (`Spring.returnSpeedRatio`, `returnLimit`): the
/// critical limits solve their equations, the return grows with the displacement for every
/// damping, and `keepingReturn(within:displacement:leaving:)` slows a spring just enough and
/// only when needed.
@Suite struct ReturnSpeedTests {
    @Test func theCriticalLimitSolvesItsEquation() {
        let u = 1 + Spring.criticalReturnLimit
        #expect(abs(u * exp(-1 - 1 / u) - 1) < 4e-16)
        // The general computation (the velocity's first turn) agrees with the closed form.
        let q = Spring.criticalReturnLimit
        #expect(abs(Spring.returnSpeedRatio(q: q, dampingRatio: 1) - 1) < 1e-12)
        #expect(Spring.returnSpeedRatio(q: q * 1.001, dampingRatio: 1) > 1.0001)
        #expect(Spring.returnSpeedRatio(q: q * 0.999, dampingRatio: 1) < 0.9999)
        // Closed form B·e^(−1 − v0/B) at a few q.
        for q in [0.0, 0.5, 1, 2, 5, 20] {
            let b = 1 + q
            #expect(abs(Spring.returnSpeedRatio(q: q, dampingRatio: 1) - b * exp(-1 - 1 / b)) < 1e-12)
        }
    }

    @Test func theReturnGrowsWithTheDisplacementForEveryDamping() {
        for zeta in [0.05, 0.3, 0.7, 1, 1.3, 3] {
            var previous = -1.0
            for i in 0...200 {
                let g = Spring.returnSpeedRatio(q: Double(i) * 0.1, dampingRatio: zeta)
                #expect(g >= previous, "g(q, \(zeta)) falls at q = \(Double(i) * 0.1)")
                previous = g
            }
            let spring = Spring(response: 0.35, dampingRatio: zeta)
            let limit = spring.returnLimit()
            #expect(Spring.returnSpeedRatio(q: limit, dampingRatio: spring.dampingRatio) <= 1)
            #expect(Spring.returnSpeedRatio(q: limit * (1 + 1e-9), dampingRatio: spring.dampingRatio) > 1)
        }
    }

    @Test func theCriticalLimitForAFasterReturnSolvesItsEquation() {
        var previous = Spring.criticalReturnLimit
        for ratio in [1.0, 1.5, 3, 10, 1000] {
            let q = Spring.snappy.returnLimit(ratio: ratio)
            let u = 1 + q
            #expect(u * exp(-1 - 1 / u) <= ratio * (1 + 1e-15))
            #expect(abs(u * exp(-1 - 1 / u) - ratio) < 1e-12 * ratio)
            #expect(q >= previous)
            previous = q
        }
    }

    @Test func aSpringIsSlowedJustEnoughAndOnlyWhenNeeded() {
        for spring in [Spring.snappy, Spring(duration: 0.5, bounce: 0.3), Spring(duration: 0.3, bounce: -0.5)] {
            for (displacement, speed) in [(40.0, 60.0), (5, 300), (300, 50), (1, 8000), (0.2, 50)] {
                let slowed = spring.keepingReturn(within: speed, displacement: displacement, leaving: speed)
                let m = SpringMotion(spring: slowed, from: displacement, to: 0, velocity: speed)
                let peak = sampledPeakSpeed(m, every: 1e-4)
                #expect(peak <= speed * (1 + 1e-9), "\(spring) from \(displacement) at \(speed): \(peak)")
                #expect(abs(slowed.dampingRatio - spring.dampingRatio) < 1e-12)
                let q = spring.angularFrequency * displacement / speed
                if Spring.returnSpeedRatio(q: q, dampingRatio: spring.dampingRatio) <= 1 {
                    #expect(slowed == spring)
                } else {
                    // Just enough: the return reaches the speed it left with (to 1e-6, sampled).
                    #expect(slowed.angularFrequency < spring.angularFrequency)
                    let exact = Spring.returnSpeedRatio(q: slowed.angularFrequency * displacement / speed,
                                                        dampingRatio: slowed.dampingRatio)
                    #expect(exact > 1 - 1e-9 && exact <= 1)
                }
            }
        }
    }
}

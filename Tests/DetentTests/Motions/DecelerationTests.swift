import Testing
import Detent
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct DecelerationTests {
    // MARK: Rates and natural destinations

    @Test func ratesAreUIScrollViews() {
        #expect(DecelerationRate.normal.rawValue == 0.998)
        #expect(DecelerationRate.fast.rawValue == 0.99)
        // 1000·ln 0.998
        #expect(abs(DecelerationRate.normal.decayPerSecond - -2.0020026706730794) < 1e-12)
        #expect(DecelerationRate(rawValue: 1) == nil)
        #expect(DecelerationRate(rawValue: 0) == nil)
        #expect(DecelerationRate(rawValue: .nan) == nil)
        #expect(DecelerationRate(rawValue: 0.995)?.rawValue == 0.995)
    }

    @Test func naturalDestinations() {
        // x0 − v0/(1000·ln r): 1000 pt/s travels 499.5 pt at .normal, 99.5 pt at .fast.
        let normal = Deceleration.naturalDestination(position: 0, velocity: 1000, rate: .normal)
        let fast = Deceleration.naturalDestination(position: 0, velocity: 1000, rate: .fast)
        #expect(abs(normal - 499.5) <= 0.01)
        #expect(abs(fast - 99.5) <= 0.01)
        #expect(abs(normal - 499.4998331664548) < 1e-9)
        #expect(abs(fast - 99.49916247342207) < 1e-9)
        // From elsewhere, the other way.
        let back = Deceleration.naturalDestination(position: 100, velocity: -1000, rate: .normal)
        #expect(abs(back - (100 - 499.4998331664548)) < 1e-9)
    }

    // MARK: Free deceleration

    @Test func freeDecelerationClosedForm() {
        let d = Deceleration(position: 0, velocity: 1000, rate: .normal)
        // v(1) = 1000·0.998^1000, x(1) = 1000·(0.998^1000 − 1)/(1000·ln 0.998)
        #expect(abs(d.velocity(at: 1) - 135.06452244668338) < 1e-9)
        #expect(abs(d.position(at: 1) - 432.0351267376295) < 1e-9)
        // It stops when the speed falls to 1 pt/s: T = ln(1/1000)/(1000·ln 0.998).
        #expect(abs(d.endTime - 3.4504226094062744) < 1e-9)
        #expect(abs(d.restPosition - 499.0003333332883) < 1e-9)
        #expect(abs(d.ratePerMillisecond - 0.998) < 1e-15)
        #expect(d.position(at: 0) == 0)
        #expect(d.velocity(at: 0) == 1000)
        // time(toReach:) inverts position(at:).
        let t = d.time(toReach: 432.0351267376295)
        #expect(t != nil && abs(t! - 1) < 1e-9)
        #expect(d.time(toReach: d.restPosition) == d.endTime)
        #expect(d.time(toReach: 499.2) == nil)
        #expect(d.time(toReach: -1) == nil)
    }

    @Test(arguments: [
        (0.0, 1000.0, DecelerationRate.normal),
        (0.0, -1000.0, DecelerationRate.normal),
        (250.0, 1000.0, DecelerationRate.fast),
        (-40.0, 5000.0, DecelerationRate.normal),
        (10.0, -3.0, DecelerationRate.normal),
        (0.0, 12_000.0, DecelerationRate(rawValue: 0.9999)!),
    ])
    func freeDecelerationRestsNearNaturalDestination(x0: Double, v0: Double, rate: DecelerationRate) {
        let d = Deceleration(position: x0, velocity: v0, rate: rate)
        let natural = Deceleration.naturalDestination(position: x0, velocity: v0, rate: rate)
        #expect(abs(d.restPosition - natural) <= 1)
        #expect(abs(d.restPosition - natural) <= 0.5 + 1e-9)
        #expect(d.endTime > 0)
        // Exactly at rest from endTime on, velocity 0.
        for dt in [0.0, 1e-9, 0.016, 1, 1000] {
            #expect(d.position(at: d.endTime + dt) == d.restPosition)
            #expect(d.velocity(at: d.endTime + dt) == 0)
        }
        #expect(d.velocity(at: d.endTime * 0.999) != 0)
        // The speed it drops at the end is the stop speed, at most 1 pt/s.
        let before = d.endTime * (1 - 1e-12)
        #expect(abs(d.velocity(at: before)) <= 1 + 1e-6)
        #expect(abs(d.velocity(at: before)) >= min(1, 0.5 * -rate.decayPerSecond) - 1e-6)
        // Continuous at the end: no jump onto the rest position.
        #expect(abs(d.position(at: before) - d.restPosition) < 1e-6)
        // Monotone: never passes its rest.
        var previous = x0
        for i in 1...200 {
            let x = d.position(at: d.endTime * Double(i) / 200)
            #expect((x - previous) * v0.sign.factor >= 0)
            previous = x
        }
    }

    @Test func slowFlingDoesNotMove() {
        let d = Deceleration(position: 42, velocity: 0.5)
        #expect(d.endTime == 0)
        #expect(d.restPosition == 42)
        #expect(d.position(at: 1) == 42)
        #expect(d.velocity(at: 0) == 0)
    }

    // MARK: Retargeted deceleration

    @Test func retargetedClosedForm() throws {
        // Flutter's FrictionSimulation.through: k = (vEnd − v0)/(x1 − x0), T = ln(vEnd/v0)/k.
        let d = try #require(Deceleration(position: 0, velocity: 1000, through: 300))
        #expect(Deceleration.defaultEndSpeed == 5)
        #expect(abs(d.decay - -3.316666666666667) < 1e-12)
        #expect(abs(d.endTime - 1.5974826230798098) < 1e-9)
        #expect(abs(d.ratePerMillisecond - 0.9966888273965517) < 1e-12)
        #expect(d.position(at: d.endTime) == 300)
        #expect(abs(d.velocity(at: d.endTime * (1 - 1e-12)) - 5) < 1e-6)
    }

    @Test func retargetedRefusesImpossibleTargets() {
        #expect(Deceleration(position: 0, velocity: 1000, through: -10) == nil)  // behind
        #expect(Deceleration(position: 0, velocity: -1000, through: 10) == nil)  // behind
        #expect(Deceleration(position: 0, velocity: 4, through: 10) == nil)      // slower than endSpeed
        #expect(Deceleration(position: 0, velocity: 1000, through: 0) == nil)    // no distance
        #expect(Deceleration(position: 0, velocity: .infinity, through: 10) == nil)
    }

    @Test func retargetedEndsExactlyOnTargetForRandomCases() throws {
        var g = SeededGenerator(seed: 0x00DE_7E17)
        for _ in 0..<10_000 {
            let x0 = Double.random(in: -5000...5000, using: &g)
            let sign: Double = Bool.random(using: &g) ? 1 : -1
            let speed = Double.random(in: 5.5...12_000, using: &g)
            let distance = Double.random(in: 0.01...3000, using: &g)
            let endSpeed = Bool.random(using: &g) ? Deceleration.defaultEndSpeed : Double.random(in: 0.1...5, using: &g)
            let v0 = sign * speed, target = x0 + sign * distance
            let d = try #require(Deceleration(position: x0, velocity: v0, through: target, endSpeed: endSpeed))
            // Starts at (x0, v0) ...
            #expect(d.position(at: 0) == x0)
            #expect(d.velocity(at: 0) == v0)
            #expect(d.startPosition == x0 && d.startVelocity == v0)
            // ... ends exactly on the target, at rest from then on ...
            #expect(d.restPosition == target)
            #expect(d.position(at: d.endTime) == target)
            #expect(d.position(at: d.endTime + 0.5) == target)
            #expect(d.velocity(at: d.endTime) == 0)
            #expect(d.endTime > 0 && d.endTime.isFinite)
            // ... continuously, dropping exactly the end speed.
            let before = d.endTime * (1 - 1e-12)
            #expect(abs(d.position(at: before) - target) < 1e-6)
            #expect(abs(abs(d.velocity(at: before)) - endSpeed) < 1e-6 * endSpeed)
            // The speed never increases, the direction never flips, and it never passes the target.
            var lastSpeed = abs(v0)
            for i in 1...64 {
                let t = d.endTime * 1.1 * Double(i) / 64
                let v = d.velocity(at: t)
                #expect(abs(v) <= lastSpeed)
                #expect(v == 0 || v.sign == v0.sign)
                #expect((d.position(at: t) - target) * sign <= 1e-9 * max(1, abs(target)))
                lastSpeed = abs(v)
            }
        }
    }

    @Test func seededGeneratorIsSplitMix64() {
        // The reference outputs of SplitMix64 (Vigna) for seeds 0 and 1234567.
        var zero = SeededGenerator(seed: 0)
        #expect(zero.next() == 0xE220_A839_7B1D_CDAF)
        #expect(zero.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(zero.next() == 0x06C4_5D18_8009_454F)
        var other = SeededGenerator(seed: 1_234_567)
        #expect(other.next() == 0x599E_D017_FB08_FC85)
        #expect(other.next() == 0x2C73_F084_5854_0FA5)
    }
}

private extension FloatingPointSign {
    var factor: Double { self == .minus ? -1 : 1 }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import Detent

/// The largest speed of `m`, sampled every `dt` and around each of its pieces' ends (seams,
/// turns) and its end.
func sampledPeakSpeed(_ m: some Motion, every dt: Double = 0.001) -> Double {
    var peak = 0.0
    var n = 0.0
    while n * dt < m.endTime {
        peak = Swift.max(peak, abs(m.velocity(at: n * dt)))
        n += 1
    }
    var marks = [m.endTime]
    var turn = m.nextTurn(after: 0)
    while let s = turn, marks.count < 1000 {
        marks.append(s)
        turn = m.nextTurn(after: s)
    }
    for s in marks {
        for u in [s.nextDown, s, s.nextUp] where u >= 0 { peak = Swift.max(peak, abs(m.velocity(at: u))) }
    }
    return peak
}

/// A configuration like the reference picker's (values 0...100 every 10 pt, 280 pt) with `physics`.
func referenceConfiguration(_ physics: ScrollPhysics) -> ScrollEngine.Configuration {
    var c = referenceConfiguration()
    c.physics = physics
    return c
}

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

@Suite struct PlannerReleaseSpeedTests {
    @Test func aNearTargetAheadIsBrakedOntoByEveryProfile() throws {
        for physics in ScrollPhysics.all {
            let planner = ProfilePlanner(configuration: referenceConfiguration(physics))
            for v in [60.0, 400, 3000, -60, -3000] {
                let x = 500.0
                let natural = planner.naturalDestination(from: x, velocity: v)
                for fraction in [0.49, 0.1, 1e-3, 1e-9] {
                    let target = x + (natural - x) * fraction
                    let m = try #require(planner.motion(from: x, velocity: v, target: target, snaps: true))
                    if case .spring = m { Issue.record("\(physics) \(v) → \(target): a spring") }
                    #expect(m.restPosition == target && m.position(at: m.endTime) == target)
                    #expect(sampledPeakSpeed(m, every: 1e-4) <= abs(v) * (1 + 1e-9), "\(physics) \(v) → \(target)")
                }
            }
            // Distances down to the smallest Double: still braked onto, never a spring.
            for target in [1e-300, Double.leastNonzeroMagnitude] {
                let m = try #require(planner.motion(from: 0, velocity: 60, target: target, snaps: true))
                if case .spring = m { Issue.record("\(physics) → \(target): a spring") }
                #expect(m.restPosition == target && m.position(at: m.endTime) == target)
                #expect(sampledPeakSpeed(m) <= 60)
            }
        }
    }

    @Test func aFarTargetAheadIsGlidedTo() throws {
        for physics in ScrollPhysics.all {
            let planner = ProfilePlanner(configuration: referenceConfiguration(physics))
            for v in [60.0, 400, -60, -400] {
                let x = 500.0
                let natural = planner.naturalDestination(from: x, velocity: v)
                for factor in [2.1, 5, 40] {
                    let target = x + (natural - x) * factor
                    guard case let .glide(g)? = planner.motion(from: x, velocity: v, target: target, snaps: true)
                    else { Issue.record("\(physics) \(v) → \(target): not a glide"); continue }
                    #expect(g.restPosition == target && g.position(at: g.endTime) == target)
                    #expect(sampledPeakSpeed(g, every: 1e-3) <= abs(v) * (1 + 1e-9))
                    // It cruises at v, then stops as a free fling does: its last stretch is the
                    // free curve's distance, in the free curve's time.
                    let free = planner.free(from: 0, velocity: v)
                    #expect(abs(g.endTime - g.cruiseTime - free.endTime) < 1e-9)
                    #expect(abs((target - g.position(at: g.cruiseTime)) - free.restPosition) < 1e-9 * abs(target))
                }
            }
        }
        // 60 pt/s onto a page 900 pt away: 14.51 s at 60 pt/s, then the free fling's 29.47 pt
        // in 2.05 s (k = 1000·ln 0.998, stopping at 1 pt/s).
        let planner = ProfilePlanner(configuration: referenceConfiguration(.iOS))
        guard case let .glide(slow)? = planner.motion(from: 0, velocity: 60, target: 900, snaps: true)
        else { Issue.record("not a glide"); return }
        let k = 1000 * log(0.998)
        #expect(abs(slow.cruiseTime - (900 - (1 - 60) / k) / 60) < 1e-12)
        #expect(abs(slow.endTime - 16.554) < 1e-3)
    }

    @Test func theGlideIsContinuousAtItsSeam() throws {
        for fling in [ScrollPhysics.Fling.decay(.normal), .decay(.fast), .androidSpline(friction: 0.015),
                      .flutterClamping(friction: 0.015)] {
            for v in [55.0, 700, -2000] {
                let g = try #require(GlideMotion(position: 10, velocity: v, through: 10 + v * 3, fling: fling))
                let s = g.cruiseTime
                let dx = abs(g.position(at: s) - g.position(at: s.nextDown))
                #expect(dx <= abs(v) * 1e-12 + 1e-12, "\(fling) \(v): position jumps by \(dx) at the seam")
                let before = g.velocity(at: s.nextDown), after = g.velocity(at: s)
                #expect(before == v)
                // Exact for the decay and the clamping curve; the spline starts at 0.99964·v.
                let spline = if case .androidSpline = fling { true } else { false }
                #expect(abs(after - before) <= (spline ? 4e-4 : 1e-12) * abs(v), "\(fling) \(v): \(before) → \(after)")
                #expect(abs(after) <= abs(v))
                // Crossings (Newton's method) are the bisection's, on either side of the seam.
                let end = g.endTime
                for f in [0.1, 0.5, 0.9, 0.97, 0.999] {
                    let x = g.position(at: end * f) + (v > 0 ? 1e-7 : -1e-7)
                    let (lo, hi) = end * f < s ? (0.0, s) : (s, end)
                    #expect(g.crossing(of: x, increasing: v > 0, startedAt: 0, after: lo, through: hi, known: nil).time
                            == g.bisectCrossing(of: x, from: lo, to: hi, increasing: v > 0), "\(fling) \(v) at \(f)")
                }
                // Dense: no step in position larger than the speed allows.
                var t = 0.0, x = g.position(at: 0)
                while t < g.endTime {
                    t += 1e-4
                    let y = g.position(at: t)
                    #expect(abs(y - x) <= abs(v) * 1e-4 * (1 + 1e-9) + 1e-9)
                    x = y
                }
            }
        }
    }

    @Test func aTargetBehindIsReturnedToNoFasterThanTheFling() throws {
        for physics in ScrollPhysics.all {
            var c = referenceConfiguration(physics)
            for spring in [Spring.snappy, Spring(duration: 0.5, bounce: 0.4), Spring(duration: 0.2, bounce: -0.6)] {
                c.snapSpring = spring
                let planner = ProfilePlanner(configuration: c)
                // Inside (the behaviour chose a target behind) and past an edge moving outward.
                for (x, v, target) in [(504.0, 60.0, 500.0), (509, 50, 500), (500, 200, 500), (1040, 30, 1000),
                                       (-60, -300, 0), (1010, 3000, 1000), (995, -80, 1000)] {
                    let m = try #require(planner.motion(from: x, velocity: v, target: target, snaps: true))
                    #expect(m.restPosition == target && m.position(at: m.endTime) == target)
                    // Past an edge: no faster than the release (v before the band's slope)
                    // or than the edge's pull from rest there (the return-speed limit).
                    let slope = c.rubberBand.slope(atDisplayed: x)
                    let bound = planner.returnSpeedLimit(at: x, release: slope > 0 ? abs(v) / slope : abs(v))
                    let peak = sampledPeakSpeed(m, every: 1e-4)
                    #expect(peak <= bound * (1 + 1e-9), "\(physics) \(spring) \(x) \(v)")
                    switch m {
                    case let .spring(s):
                        // The snap spring itself, when it keeps under the bound.
                        #expect(s.spring == spring)
                        #expect(spring.returnSpeedRatio(displacement: abs(x - target), speed: abs(v)) <= bound / abs(v))
                    case let .turnBack(turn) where turn.brake != nil:
                        // Braked until it turns within the overshoot allowance (velocity 0
                        // there), then back from rest on the snap spring or slower.
                        #expect(abs(turn.velocity(at: turn.turnTime.nextDown)) < 1e-6 * abs(v))
                        #expect(turn.velocity(at: turn.turnTime) == 0)
                        #expect(turn.spring.spring.angularFrequency <= spring.angularFrequency)
                    case let .turnBack(turn):
                        // Slowed just enough: its return peaks at the bound, where the
                        // deceleration takes over, velocity continuous; sooner at rest than the
                        // slowed spring alone.
                        #expect(abs(abs(turn.velocity(at: turn.switchTime)) - bound) < 1e-6 * bound)
                        #expect(turn.velocity(at: turn.switchTime.nextDown) == turn.spring.velocity(at: turn.switchTime.nextDown))
                        #expect(abs(turn.velocity(at: turn.switchTime) - turn.spring.velocity(at: turn.switchTime)) < 1e-9 * bound)
                        #expect(turn.endTime < turn.spring.endTime)
                        #expect(abs(turn.spring.spring.dampingRatio - spring.dampingRatio) < 1e-12)
                    default:
                        Issue.record("\(x) \(v) → \(target): \(m)")
                    }
                }
            }
        }
    }

    @Test func aReleaseBelowTheMinimumKeepsTheSnapSpring() throws {
        let planner = ProfilePlanner(configuration: referenceConfiguration())
        guard case let .spring(s)? = planner.motion(from: 504, velocity: 0, target: 500, snaps: true)
        else { Issue.record("not a spring"); return }
        #expect(s.spring == Spring.snappy)
    }
}

@Suite struct ReleaseSpeedPropertyTestsOverPickers {
    /// Random pickers (steps, counts, sizes), behaviours, profiles, snap springs, release
    /// positions (inside and past either edge) and velocities from the minimum fling speed to
    /// past the maximum: the planned motion's speed, sampled every millisecond and around its
    /// pieces, never exceeds the fling velocity, and it rests exactly on the target.
    @Test func everyFlingKeepsUnderItsVelocityAndRestsOnItsTarget() throws {
        var rng = SeededGenerator(seed: 0xF11_6)
        var longest = 0.0, longestCase = "", longestPast = 0.0
        var kinds: [String: Int] = [:]
        for _ in 0..<2500 {
            let physics = ScrollPhysics.all.randomElement(using: &rng)!
            let step = [1.0, 3.7, 10, 25, 80, 333].randomElement(using: &rng)!
            let count = Int.random(in: 2...400, using: &rng)
            let extent = Double.random(in: 30...700, using: &rng).rounded()
            let upper = step * Double(count - 1)
            var c = ScrollEngine.Configuration(containerSize: Size(width: extent, height: 80),
                                               contentSize: Size(width: upper + extent, height: 80),
                                               bounds: 0...upper, targets: .uniform(first: 0, step: step, count: count))
            c.physics = physics
            c.snapSpring = [Spring.snappy, Spring(duration: 0.5, bounce: 0.3), Spring(duration: 0.3, bounce: -0.5)]
                .randomElement(using: &rng)!
            let behaviors: [any ScrollTargetBehavior] = [ClosestMultipleScrollTargetBehavior(step: step),
                                                         PagingScrollTargetBehavior(), ViewAlignedScrollTargetBehavior()]
            let b = Int.random(in: 0..<behaviors.count, using: &rng)
            let x: Double = switch Int.random(in: 0...5, using: &rng) {
            case 0: -Double.random(in: 0...(extent / 2), using: &rng)
            case 1: upper + Double.random(in: 0...(extent / 2), using: &rng)
            case 2: (Double(Int.random(in: 0..<count, using: &rng)) * step)
            default: Double.random(in: 0...upper, using: &rng)
            }
            let minimum = physics.minimumFlingSpeed
            let speed = minimum * exp(Double.random(in: 0...log(1.2 * physics.maximumFlingSpeed / minimum), using: &rng))
            let release = Bool.random(using: &rng) ? speed : -speed
            let e = try ScrollEngine(configuration: c, behavior: behaviors[b], offset: x)
            try e.fling(velocity: release, at: 0)
            let v = ProfilePlanner(configuration: c).flingVelocity(release: release, at: x)
            // Past an edge of a profile that clamps (no rubber band) the content moves at 0: a
            // snap, not a fling.
            guard let m = e.activity.motion, v != 0 else { continue }
            let label = "\(physics) step \(step) × \(count) in \(extent) pt, \(type(of: behaviors[b])), from \(x) at \(release) (v \(v))"
            let kind = switch m.motion {
            case .deceleration: "deceleration"; case .spring: "spring"; case .bounce: "bounce"
            case .spline: "spline"; case .clamping: "clamping"; case .glide: "glide"; case .turnBack: "turn back"
            case .custom: "custom"
            }
            kinds[kind, default: 0] += 1
            // Content past an edge returns no faster than the return-speed limit (the release
            // before the band's slope, or the edge's pull from rest there); everything else
            // keeps under v.
            let bound = c.rubberBand.isOutside(x)
                ? ProfilePlanner(configuration: c).returnSpeedLimit(at: x, release: Swift.min(abs(release), physics.maximumFlingSpeed))
                : abs(v)
            let peak = sampledPeakSpeed(m.motion, every: 1e-3)
            #expect(peak <= bound * (1 + 1e-9), "\(label): \(kind) reaches \(peak) pt/s")
            #expect(m.motion.position(at: m.motion.endTime) == m.restPosition)
            #expect(m.motion.position(at: 0) == x, "\(label)")
            if b != 1 {
                #expect(m.restPosition == c.targets.offset(at: c.targets.closestIndex(to: m.restPosition)), "\(label)")
            }
            if m.motion.endTime > longest && !c.rubberBand.isOutside(x) { longest = m.motion.endTime; longestCase = label }
            longestPast = Swift.max(longestPast, c.rubberBand.isOutside(x) ? m.motion.endTime : 0)
        }
        print("flings over random pickers: \(kinds.sorted { $0.key < $1.key }); longest rest \(longest) s released inside (\(longestCase)), \(longestPast) s past an edge")
        #expect(kinds["glide", default: 0] > 50 && kinds["turn back", default: 0] > 50)
        // Slow flings glide to far pages for seconds; content creeping back from far past an
        // edge at the band's slowed speed for longer.
        #expect(longest < 20 && longestPast < 60)
    }
}

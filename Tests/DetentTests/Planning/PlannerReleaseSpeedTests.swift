import Testing
@testable import Detent
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The planner keeps under the release speed, under every profile: a near target ahead is
/// braked onto, a far one glided to (continuous at the glide's seam), a target behind or past
/// an edge returned to no faster than the fling or the return-speed limit; a release below the
/// minimum keeps the snap spring.
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
                    if case .spring = m { Issue.record("\(physics.name) \(v) → \(target): a spring") }
                    #expect(m.restPosition == target && m.position(at: m.endTime) == target)
                    #expect(sampledPeakSpeed(m, every: 1e-4) <= abs(v) * (1 + 1e-9), "\(physics.name) \(v) → \(target)")
                }
            }
            // Distances down to the smallest Double: still braked onto, never a spring.
            for target in [1e-300, Double.leastNonzeroMagnitude] {
                let m = try #require(planner.motion(from: 0, velocity: 60, target: target, snaps: true))
                if case .spring = m { Issue.record("\(physics.name) → \(target): a spring") }
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
                    else { Issue.record("\(physics.name) \(v) → \(target): not a glide"); continue }
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
        for fling in [FlingCurve.decay(.normal), .decay(.fast), .androidSpline(friction: 0.015),
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
                    #expect(peak <= bound * (1 + 1e-9), "\(physics.name) \(spring) \(x) \(v)")
                    switch m {
                    case let .spring(s):
                        // The snap spring itself, when it keeps under the bound.
                        #expect(s.shape == SpringShape(spring))
                        #expect(spring.returnSpeedRatio(displacement: abs(x - target), speed: abs(v)) <= bound / abs(v))
                    case let .turnBack(turn) where turn.brake != nil:
                        // Braked until it turns within the overshoot allowance (velocity 0
                        // there), then back from rest on the snap spring or slower.
                        #expect(abs(turn.velocity(at: turn.turnTime.nextDown)) < 1e-6 * abs(v))
                        #expect(turn.velocity(at: turn.turnTime) == 0)
                        #expect(turn.spring.shape.angularFrequency <= spring.angularFrequency)
                    case let .turnBack(turn):
                        // Slowed just enough: its return peaks at the bound, where the
                        // deceleration takes over, velocity continuous; sooner at rest than the
                        // slowed spring alone.
                        #expect(abs(abs(turn.velocity(at: turn.switchTime)) - bound) < 1e-6 * bound)
                        #expect(turn.velocity(at: turn.switchTime.nextDown) == turn.spring.velocity(at: turn.switchTime.nextDown))
                        #expect(abs(turn.velocity(at: turn.switchTime) - turn.spring.velocity(at: turn.switchTime)) < 1e-9 * bound)
                        #expect(turn.endTime < turn.spring.endTime)
                        #expect(abs(turn.spring.shape.dampingRatio - spring.dampingRatio) < 1e-12)
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
        #expect(s.shape == SpringShape(Spring.snappy))
    }
}

import Testing
@testable import Detent

/// Releases past an edge: the content keeps its velocity, turns within the overshoot
/// allowance, comes back no faster than the return-speed limit and no slower than a release
/// at rest there, and rests exactly on its target.
@Suite struct EdgeReleaseTests {
    /// The planner's motion for a raw release `raw` at displayed offset `x` on the reference
    /// picker (the target: the nearest multiple of 10 to the natural destination, clamped).
    static func release(_ planner: ProfilePlanner, raw: Double, at x: Double) -> (v: Double, target: Double, motion: ScrollMotion?) {
        let v = planner.flingVelocity(release: raw, at: x)
        let natural = planner.naturalDestination(from: x, velocity: v)
        let target = planner.rubberBand.clamped((natural / 10).rounded() * 10)
        return (v, target, planner.motion(from: x, velocity: v, target: target, snaps: true))
    }

    /// Positions 1…270 pt past both edges of the 280 pt picker × raw releases in both
    /// directions (60 to 8000 pt/s) × every profile: the motion starts with exactly the
    /// release velocity (1e-9 relative), stays within the overshoot allowance, within the
    /// return-speed limit, and rests exactly on the target. On main the velocity was cut for
    /// outward releases that would overshoot (a jump at release).
    @Test func releasesPastAnEdgeAreContinuousBoundedAndExact() throws {
        var checked = 0, braked = 0
        for physics in ScrollPhysics.all {
            let planner = ProfilePlanner(configuration: referenceConfiguration(physics))
            for excess in [1.0, 10, 40, 69, 70, 71, 100, 150, 200, 250, 270] {
                for x in [-excess, 1000 + excess] {
                    for raw in [60.0, 300, 1500, 8000, -60, -300, -1500, -8000] {
                        let (v, target, m) = Self.release(planner, raw: raw, at: x)
                        let motion = try #require(m, "\(physics.name) \(x) \(raw)")
                        checked += 1
                        if case let .turnBack(t) = motion, t.brake != nil { braked += 1 }
                        #expect(abs(motion.velocity(at: 0) - v) <= 1e-9 * abs(v), "Δv at release: \(v) → \(motion.velocity(at: 0)), \(physics.name) \(x) \(raw)")
                        #expect(motion.position(at: 0) == x)
                        let allowance = planner.overshootAllowance(excess: planner.rubberBand.excess(of: x))
                        let limit = planner.returnSpeedLimit(at: x, release: planner.flingVelocity(release: raw, at: 500))
                        var t = 0.0, farthest = 0.0, fastest = 0.0
                        let dt = motion.endTime / 4000
                        while t <= motion.endTime {
                            farthest = Swift.max(farthest, planner.rubberBand.excess(of: motion.position(at: t)))
                            fastest = Swift.max(fastest, abs(motion.velocity(at: t)))
                            t += dt
                        }
                        var turn = motion.nextTurn(after: 0)
                        while let s = turn {
                            farthest = Swift.max(farthest, planner.rubberBand.excess(of: motion.position(at: s)))
                            turn = motion.nextTurn(after: s)
                        }
                        #expect(farthest <= allowance * (1 + 1e-9), "overshoot \(farthest) > \(allowance): \(physics.name) \(x) \(raw)")
                        #expect(fastest <= limit * (1 + 1e-9), "speed \(fastest) > \(limit): \(physics.name) \(x) \(raw)")
                        #expect(motion.restPosition == target && motion.position(at: motion.endTime) == target)
                        #expect(motion.velocity(at: motion.endTime) == 0)
                    }
                }
            }
        }
        #expect(checked == 5 * 22 * 8)
        #expect(braked > 0)  // the brake-then-return motion is exercised
    }

    /// The return-speed limit: |release| inside the bounds; past an edge the larger of it and
    /// the snap spring's peak from rest there (critically damped: ω·D/e).
    @Test func theReturnSpeedLimit() {
        let planner = ProfilePlanner(configuration: referenceConfiguration())
        #expect(planner.returnSpeedLimit(at: 500, release: -300) == 300)
        let omega = 2 * Double.pi / 0.35
        let pull = omega * 100 / 2.718281828459045
        #expect(abs(planner.returnSpeedLimit(at: 1100, release: 60) - pull) < 1e-9 * pull)
        #expect(abs(planner.returnSpeedLimit(at: -100, release: 60) - pull) < 1e-9 * pull)
        #expect(planner.returnSpeedLimit(at: 1100, release: 8000) == 8000)
    }

    /// A slow inward fling past an edge comes back about as quickly as a release at rest
    /// there (main: a raw 60 pt/s release 100 pt past the end decelerated at ~25 pt/s for
    /// ~8 s; a release at rest springs back in ~0.4 s). Bound: 1.5 × the rest release's time.
    @Test func aSlowInwardFlingPastAnEdgeReturnsNoSlowerThanAReleaseAtRest() throws {
        for physics in ScrollPhysics.all {
            let planner = ProfilePlanner(configuration: referenceConfiguration(physics))
            for excess in [20.0, 100, 200] {
                for (x, raw) in [(1000 + excess, -60.0), (1000 + excess, -200), (-excess, 60), (-excess, 200)] {
                    let (_, target, m) = Self.release(planner, raw: raw, at: x)
                    let motion = try #require(m)
                    let atRest = try #require(planner.motion(from: x, velocity: 0, target: planner.rubberBand.clamped(x), snaps: true))
                    #expect(motion.endTime <= 1.5 * atRest.endTime, "\(physics.name) \(x) \(raw): \(motion.endTime) s vs \(atRest.endTime) s at rest")
                    #expect(motion.position(at: motion.endTime) == target)
                }
            }
        }
        // The example: 0.604 s (main: 8 s), the rest release's time printed.
        let planner = ProfilePlanner(configuration: referenceConfiguration())
        let motion = try #require(Self.release(planner, raw: -60, at: 1100).motion)
        let atRest = try #require(planner.motion(from: 1100, velocity: 0, target: 1000, snaps: true))
        #expect(motion.endTime < 0.61)
        print("a raw 60 pt/s release 100 pt past the end: rests after \(motion.endTime) s; at rest there \(atRest.endTime) s")
    }
}

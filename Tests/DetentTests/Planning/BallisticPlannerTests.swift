import Testing
@testable import Detent

/// `ProfilePlanner`, the built-in `BallisticPlanner`, on the reference configuration: the kind
/// of motion it plans for each release (a free deceleration, one retargeted onto a target, a
/// bounce, a glide, back from past an edge, the snap spring) and the fling velocity it starts
/// from (thresholds, cap, the rubber band's slope).
@Suite struct BallisticPlannerTests {
    let planner = ProfilePlanner(configuration: referenceConfiguration())

    @Test func choosesEachKindOfMotion() throws {
        // Free: no behaviour, natural destination inside → a free deceleration near x − v/k.
        guard case let .deceleration(free)? = planner.motion(from: 100, velocity: 1000, target: 599.5, snaps: false)
        else { Issue.record("not a deceleration"); return }
        #expect(abs(free.restPosition - planner.naturalDestination(from: 100, velocity: 1000)) < 0.5)
        // Retargeted onto a close target: passes through it exactly.
        guard case let .deceleration(d)? = planner.motion(from: 100, velocity: 1000, target: 600, snaps: true)
        else { Issue.record("not retargeted"); return }
        #expect(d.restPosition == 600)
        #expect(d.decay != DecelerationRate.normal.decayPerSecond)
        // Heading for the end it will reach: a bounce.
        guard case let .bounce(b)? = planner.motion(from: 900, velocity: 3000, target: 1000, snaps: true)
        else { Issue.record("not a bounce"); return }
        #expect(b.restPosition == 1000)
        #expect(abs(b.position(at: b.switchTime) - 1000) < 1e-9)
        // A target farther than the deceleration reaches within the retarget tolerance: a
        // glide (a cruise at the release speed, then the free curve), never faster.
        guard case let .glide(g)? = planner.motion(from: 100, velocity: 100, target: 900, snaps: true)
        else { Issue.record("not a glide"); return }
        #expect(g.restPosition == 900 && g.velocity(at: 0) == 100)
        // Past an edge moving inward: back through the edge, decelerating onto the target...
        guard case let .deceleration(back)? = planner.motion(from: 1040, velocity: -2000, target: 1000, snaps: true)
        else { Issue.record("not a deceleration back from past the edge"); return }
        #expect(back.restPosition == 1000)
        // ...unless that is slower than the snap spring from rest there (0.76 s at 200 pt/s):
        // then the snap spring from the release.
        guard case let .spring(slow)? = planner.motion(from: 1040, velocity: -200, target: 1000, snaps: true)
        else { Issue.record("not a spring back from past the edge"); return }
        #expect(slow.startVelocity == -200 && slow.shape == SpringShape(planner.snapSpring))
        // Past an edge moving outward: the snap spring.
        guard case .spring? = planner.motion(from: 1040, velocity: 200, target: 1000, snaps: true)
        else { Issue.record("not a spring past the edge"); return }
        // At rest on the target: nothing.
        #expect(planner.motion(from: 300, velocity: 0, target: 300, snaps: true).map { _ in true } == nil)
    }

    @Test func flingVelocityAppliesTheThresholdsAndTheSlope() {
        #expect(planner.flingVelocity(release: 49.9, at: 500) == 0)
        #expect(planner.flingVelocity(release: -20_000, at: 500) == -8000)
        #expect(planner.flingVelocity(release: 1200, at: 500) == 1200)
        let band = RubberBand(dimension: 280, bounds: 0...1000)
        #expect(planner.flingVelocity(release: -1000, at: 1030) == -1000 * band.slope(atDisplayed: 1030))
        #expect(band.slope(atDisplayed: 1030) < 0.55)
    }
}

import Testing
@testable import Detent

/// Your own ``BallisticPlanner`` plans every release, and your own motion runs through the
/// engine with the built-ins' promises: exact rest, one selection event per target crossed
/// at the first time the shown offset is past each boundary, the same events at any frame
/// rate, and its crossings found in a few evaluations (Newton's steps, not bisection).
@Suite struct CustomPlannerTests {
    /// Constant speed to the target: a motion that counts its evaluations.
    struct Linear: Motion {
        var from: Double, to: Double, duration: Double
        func position(at t: Double) -> Double {
            Linear.evaluations += 1
            return t >= duration ? to : from + (to - from) * Swift.max(0, t) / duration
        }
        func velocity(at t: Double) -> Double { t >= duration || t < 0 ? 0 : (to - from) / duration }
        var endTime: Double { duration }
        var restPosition: Double { to }
        nonisolated(unsafe) static var evaluations = 0
    }

    struct LinearPlanner: BallisticPlanner {
        func naturalDestination(from x: Double, velocity v: Double, profile: ProfilePlanner) -> Double { x + v / 4 }
        func motion(for release: BallisticRelease, profile: ProfilePlanner) -> ScrollMotion? {
            release.position == release.target ? nil
                : .custom(AnyMotion(Linear(from: release.position, to: release.target, duration: 0.25)))
        }
    }

    func engine() throws -> ScrollEngine {
        let e = try ScrollEngine(configuration: referenceConfiguration(), behavior: ClosestMultipleScrollTargetBehavior(step: 10))
        e.setPlanner(LinearPlanner())
        return e
    }

    @Test(.serialized, arguments: [30.0, 120, 1000]) func flingRestsOnYourTargetWithAnEventPerTarget(fps: Double) throws {
        let e = try engine()
        try e.fling(velocity: 1_000, at: 0)
        #expect(e.phase == .decelerating)
        #expect(e.restTime == 0.25)
        Linear.evaluations = 0
        var t = 0.0
        while !e.isIdle { t += 1 / fps; try e.advance(to: t) }
        #expect(e.offset == 250 && e.selectedIndex == 25)
        let changes = e.selectionChanges
        #expect(changes.count == 25)
        // Each crossing at the first time the shown offset is past its boundary (5 pt
        // after the target before it, ties to the lower target: past when > 5 + 10·i).
        for (i, c) in changes.enumerated() {
            let boundary = 10 * Double(i) + 5
            #expect(c.from == i && c.to == i + 1)
            #expect(Linear(from: 0, to: 250, duration: 0.25).position(at: c.time) > boundary)
            #expect(Linear(from: 0, to: 250, duration: 0.25).position(at: c.time.nextDown) <= boundary)
        }
        // Newton's steps: a handful of evaluations a crossing (bisection took about 60).
        #expect(Linear.evaluations < 25 * 12, "\(Linear.evaluations) evaluations for 25 crossings")
    }

    @Test func removingThePlannerGoesBackToTheProfile() throws {
        let e = try engine()
        e.removePlanner()
        try e.fling(velocity: 1_000, at: 0)
        guard let m = e.activity.motion?.motion, case .deceleration = m else {
            Issue.record("not the profile's deceleration"); return
        }
    }
}

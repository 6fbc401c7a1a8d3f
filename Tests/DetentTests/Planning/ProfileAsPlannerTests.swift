import Testing
@testable import Detent

/// Every platform profile is a ``BallisticPlanner``: set on an engine of another profile, it
/// plans every release as the engine of its own profile does (the same events, bit for bit,
/// the same rest), and its natural destination is the profile's planner's.
@Suite struct ProfileAsPlannerTests {
    static let gesture: [(ScrollInput, Double)] = [
        (.pointerDown(Point(x: 240, y: 40)), 0), (.pointerMove(Point(x: 200, y: 40)), 1.0 / 60),
        (.pointerMove(Point(x: 120, y: 40)), 2.0 / 60), (.pointerUp(Point(x: 60, y: 40)), 3.0 / 60),
    ]

    func run(_ e: ScrollEngine, fling: Double) throws -> [ScrollEvent] {
        for (input, t) in Self.gesture { try e.handle(input, at: t) }
        var t = 3.0 / 60
        while !e.isIdle { t += 1.0 / 120; try e.advance(to: t) }
        try e.fling(velocity: fling, at: t)
        while !e.isIdle { t += 1.0 / 120; try e.advance(to: t) }
        return e.events
    }

    @Test(arguments: ScrollPhysics.all) func aProfileSetAsPlannerPlansAsItsOwnEngine(profile: ScrollPhysics) throws {
        var own = referenceConfiguration()
        own.physics = profile
        // The velocity tracker and thresholds stay the engine's: give both engines the same ones.
        var other = own
        other.physics.fling = profile.name == "android" ? .decay(.normal) : .androidSpline(friction: SplineFling.defaultFriction)
        other.physics.edge = .clamp
        for fling in [-2_500.0, 137, 900, 8_000] {
            let a = try ScrollEngine(configuration: own, behavior: ClosestMultipleScrollTargetBehavior(step: 10), offset: 500)
            let b = try ScrollEngine(configuration: other, behavior: ClosestMultipleScrollTargetBehavior(step: 10), offset: 500)
            b.setPlanner(profile)
            let (ea, eb) = (try run(a, fling: fling), try run(b, fling: fling))
            #expect(ea == eb, "\(profile) at \(fling)")
            #expect(a.offset.bitPattern == b.offset.bitPattern)
            #expect(ea.count > 3)
        }
        let planner = ProfilePlanner(configuration: own)
        #expect(profile.naturalDestination(from: 100, velocity: 1_234) == planner.naturalDestination(from: 100, velocity: 1_234))
    }
}

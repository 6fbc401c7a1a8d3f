import Testing
@testable import Detent

/// The reference configuration: 280 × 80, values 0...100 every 10 pt.
func referenceConfiguration() -> ScrollEngine.Configuration {
    ScrollEngine.Configuration(containerSize: Size(width: 280, height: 80), contentSize: Size(width: 1002, height: 80),
                               bounds: 0...1000, targets: .uniform(first: 0, step: 10, count: 101))
}

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
        #expect(slow.startVelocity == -200 && slow.spring == planner.snapSpring)
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

@Suite struct EngineBoundaryTests {
    @Test func configurationIsValidatedAtInitAndEveryChange() throws {
        var c = referenceConfiguration()
        c.maximumFlingSpeed = .nan
        #expect(throws: ScrollEngineError.nonFinite("the maximum fling speed")) { try ScrollEngine(configuration: c) }
        c = referenceConfiguration(); c.wheelQuietPeriod = .nan
        #expect(throws: ScrollEngineError.self) { try ScrollEngine(configuration: c) }
        c = referenceConfiguration(); c.targetsPerPage = 0
        #expect(throws: ScrollEngineError.self) { try ScrollEngine(configuration: c) }
        c = referenceConfiguration(); c.targetsPerPage = .max
        #expect(throws: ScrollEngineError.self) { try ScrollEngine(configuration: c) }
        c = referenceConfiguration(); c.slop = -1
        #expect(throws: ScrollEngineError.self) { try ScrollEngine(configuration: c) }
        c = referenceConfiguration(); c.snapSpring = Spring(mass: 1, stiffness: .infinity, damping: 1)
        #expect(throws: ScrollEngineError.self) { try ScrollEngine(configuration: c) }
        c = referenceConfiguration(); c.tolerance = MotionTolerance(distance: 0, velocity: 1)
        #expect(throws: ScrollEngineError.self) { try ScrollEngine(configuration: c) }

        let e = referenceEngine(offset: 300)
        c = referenceConfiguration(); c.minimumFlingSpeed = -5
        #expect(throws: ScrollEngineError.self) { try e.setConfiguration(c) }
        #expect(throws: ScrollEngineError.self) {
            try e.setContent(contentSize: Size(width: .nan, height: 80), bounds: 0...1000, targets: .none)
        }
        #expect(throws: ScrollEngineError.self) {
            try e.setContent(contentSize: Size(width: 10, height: 80), bounds: 0...Double.infinity, targets: .none)
        }
        #expect(e.configuration.maximumFlingSpeed == 8000)
        #expect(e.configuration.targets.count == 101)
    }

    @Test func timesOutsideTheAcceptedRangeAreRefused() throws {
        let e = referenceEngine(offset: 300)
        #expect(throws: ScrollEngineError.self) { try e.advance(to: 2e9) }
        #expect(throws: ScrollEngineError.self) { try e.handle(.key(.right), at: 1e10) }
        #expect(throws: ScrollEngineError.self) { try e.fling(velocity: 100, at: -2e9) }
        #expect(throws: ScrollEngineError.self) { try ScrollEngine(configuration: referenceConfiguration(), time: 1e12) }
        try e.advance(to: 1e9)
        #expect(e.time == 1e9)
        #expect(e.events.isEmpty)
    }

    @Test func stepsOfAnySizeSaturateAtTheEnds() throws {
        for n in [Int.max, Int.min, Int.max - 1, Int.min + 1, 1 << 62, -(1 << 62)] {
            let e = referenceEngine(offset: 500)
            e.step(by: n, at: 0, cause: .key)
            try e.settle()
            #expect(e.offset == (n > 0 ? 1000 : 0))
        }
        // Without targets, a page is the container, any other step a line.
        let e = try ScrollEngine(configuration: {
            var c = referenceConfiguration(); c.targets = .none; return c }())
        try e.advance(to: 0)
        e.step(by: Int.min, at: 0, cause: .key)
        try e.settle()
        #expect(e.offset == 0)
        e.step(by: Int.max, at: e.time, cause: .key)
        try e.settle()
        #expect(e.offset == 40)
    }

    /// A user's own motion: constant speed for a second.
    struct Glide: Motion {
        var from: Double, speed: Double
        func position(at t: Double) -> Double { t >= 1 ? restPosition : from + speed * Swift.max(0, t) }
        func velocity(at t: Double) -> Double { t >= 1 || t < 0 ? 0 : speed }
        var endTime: Double { 1 }
        var restPosition: Double { from + speed }
    }

    @Test func runsAUsersOwnMotionWithExactCrossings() throws {
        let e = referenceEngine(offset: 100)
        try e.run(Glide(from: 100, speed: 200), at: 0)
        #expect(e.phase == .animating)
        try e.advance(to: 2)
        #expect(e.offset == 300)
        #expect(e.phase == .idle)
        let times = e.selectionChanges.map(\.time)
        #expect(times.count == 20)
        // Value 10 → 11 when the position passes 105: at t = 0.025.
        #expect(abs(times[0] - 0.025) < 1e-12)
        #expect(e.selectionChanges.allSatisfy { $0.cause == .programmatic })
    }

    @Test func startingALongMotionDoesNoWorkPerTargetUpFront() throws {
        // 1,000,000 values: End is one spring; handle reports no crossing ahead of time.
        var c = referenceConfiguration()
        c.bounds = 0...9_999_990
        c.targets = .uniform(first: 0, step: 10, count: 1_000_000)
        let e = try ScrollEngine(configuration: c, behavior: ClosestMultipleScrollTargetBehavior(step: 10))
        try e.handle(.key(.end), at: 0)
        #expect(e.selectionChanges.isEmpty)
        try e.advance(to: 0.001)
        let early = e.selectionChanges.count
        #expect(early > 0 && early < 1000)
        #expect(e.selectionChanges.last.map { $0.time <= 0.001 } == true)
    }
}

import Testing
@testable import Detent

/// The engine's boundaries: configurations validated at init and at every change, times outside
/// the accepted range refused, steps of any size saturating at the ends, a motion of your own
/// run with exact crossings, and a long motion started without work per target.
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

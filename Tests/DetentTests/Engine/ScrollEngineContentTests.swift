import Testing
@testable import Detent

/// Content, targets and behaviour changed on a live engine; gestures cancelled.
@Suite struct ScrollEngineContentTests {
    /// Engine with `targets` over `bounds` in the reference container.
    func engine(targets: ScrollTargets, bounds: ClosedRange<Double>,
                behavior: (any ScrollTargetBehavior)? = nil) throws -> ScrollEngine {
        try ScrollEngine(configuration: ScrollEngine.Configuration(
            containerSize: Size(width: 280, height: 80),
            contentSize: Size(width: bounds.upperBound + 2, height: 80),
            bounds: bounds, targets: targets), behavior: behavior)
    }

    @Test func setContentWhileAtRestPastTheNewEndSpringsBackWithoutAJump() throws {
        let e = referenceEngine(offset: 500)
        try e.advance(to: 1)
        try e.setContent(contentSize: Size(width: 302, height: 80), bounds: 0...300,
                     targets: .uniform(first: 0, step: 10, count: 31))
        // Same place at the moment of the change; the selection follows the new targets at once.
        #expect(e.offset == 500)
        #expect(e.phase == .decelerating)
        #expect(e.selectedIndex == 30)
        let selections = e.selectionChanges
        // A change of targets is an immediate jump of the selection: one event, old to new.
        #expect(selections == [SelectionChange(from: 50, to: 30, time: 1, cause: .programmatic)])
        let end = try #require(e.restTime)
        try e.advance(to: end)
        #expect(e.offset == 300 && e.velocity == 0 && e.isIdle)
    }

    @Test func setContentDuringAFlingReAimsItInsideTheNewBoundsContinuously() throws {
        let e = referenceEngine()
        try e.fling(velocity: 2000, at: 0)
        try e.advance(to: 0.1)
        let x = e.offset, v = e.velocity
        #expect(x < 300 && v > 1000)
        try e.setContent(contentSize: Size(width: 302, height: 80), bounds: 0...300,
                     targets: .uniform(first: 0, step: 10, count: 31))
        #expect(e.offset == x)
        #expect(abs(e.velocity - v) < 1e-9)
        try e.settle()
        #expect(e.offset == 300)
        #expect(e.selectedIndex == 30)
    }

    /// Content that grows under a fling headed for its end (a list loading more rows): the
    /// fling goes on past the old end as a release from there would, with no jump in offset or
    /// speed and never faster; where the new content does not reach, or the fling would have
    /// stopped short of the old end anyway, it rests where it was going. Every profile, free
    /// and snapping to multiples of 10, toward either end.
    @Test func contentThatGrowsUnderAFlingLetsItGoOn() throws {
        var checked = 0
        for physics in ScrollPhysics.all {
            for behavior in [nil, ClosestMultipleScrollTargetBehavior(step: 10)] as [(any ScrollTargetBehavior)?] {
                for direction in [1.0, -1.0] {
                    // Old bounds 0...1000, from rest 100 pt inside the end the fling leaves.
                    let start = direction > 0 ? 100.0 : 900, grown = -2000.0...3000
                    func flung(_ velocity: Double) throws -> ScrollEngine {
                        var c = referenceConfiguration(physics)
                        c.targets = .uniform(first: 0, step: 10, count: 101)
                        let e = try ScrollEngine(configuration: c, behavior: behavior, offset: start)
                        try e.fling(velocity: direction * velocity, at: 0)
                        try e.advance(to: 0.05)
                        return e
                    }
                    // A re-planned spline (Android's) starts at its own curve's speed, 0.04 % below
                    // the velocity it is given here; the other profiles' curves start at it.
                    let step = if case .androidSpline = ProfilePlanner(configuration: referenceConfiguration(physics)).fling { 1e-3 }
                               else { 1e-9 }
                    func grow(_ e: ScrollEngine, to bounds: ClosedRange<Double>) throws -> (x: Double, v: Double) {
                        let x = e.offset, v = e.velocity
                        try e.setContent(contentSize: Size(width: bounds.upperBound - bounds.lowerBound + 2, height: 80),
                                         bounds: bounds, targets: .uniform(first: bounds.lowerBound, step: 10,
                                                                           count: Int((bounds.upperBound - bounds.lowerBound) / 10) + 1))
                        #expect(e.offset == x && abs(e.velocity) <= abs(v) * (1 + 1e-12) && abs(e.velocity - v) <= step * abs(v),
                                "\(physics.name): a jump at the change, \(v) → \(e.velocity) at \(x)")
                        return (x, v)
                    }
                    let label = "\(physics.name) \(behavior == nil ? "free" : "snapping") \(direction > 0 ? "up" : "down")"
                    // Headed past the old end: it goes on, no faster, and rests past it.
                    let e = try flung(4000)
                    let (_, v) = try grow(e, to: grown)
                    let (maxSpeed, _, _) = try e.sample(every: 1.0 / 240)
                    #expect(maxSpeed <= abs(v) * (1 + 1e-9), "\(label): \(maxSpeed) after \(abs(v))")
                    #expect(direction > 0 ? e.offset > 1000 : e.offset < 0, "\(label): rests on \(e.offset)")
                    #expect(grown.contains(e.offset) && e.isIdle, "\(label)")
                    if behavior != nil { #expect(e.offset.truncatingRemainder(dividingBy: 10) == 0, "\(label): \(e.offset)") }
                    // The same events and rest at 30 and 1000 fps as at 240.
                    for fps in [30.0, 1000] {
                        let other = try flung(4000)
                        _ = try grow(other, to: grown)
                        _ = try other.sample(every: 1 / fps)
                        #expect(other.events == e.events && other.offset == e.offset, "\(label): \(fps) fps against 240")
                    }
                    // Stopping short of the old end: it rests where it was going.
                    let short = try flung(150), alone = try flung(150)
                    _ = try grow(short, to: grown)
                    try short.settle()
                    try alone.settle()
                    #expect(short.offset == alone.offset, "\(label): \(short.offset) against \(alone.offset)")
                    checked += 1
                }
            }
        }
        #expect(checked == 2 * 2 * ScrollPhysics.all.count)
    }

    @Test func aCancelledDragRestsOnTheClosestTargetWithoutAFling() throws {
        // The same fast drag (43 pt in 20 ms) released flings far; cancelled, it does not.
        func dragged() throws -> ScrollEngine {
            let e = referenceEngine()
            try e.handle(.pointerDown(Point(x: 140, y: 40)), at: 0)
            try e.handle(.pointerMove(Point(x: 130, y: 40)), at: 0.01)
            try e.handle(.pointerMove(Point(x: 87, y: 40)), at: 0.02)
            #expect(e.offset == 43)
            return e
        }
        let released = try dragged()
        try released.handle(.pointerUp(Point(x: 87, y: 40)), at: 0.02)
        try released.settle()
        #expect(released.offset > 200)

        let cancelled = try dragged()
        try cancelled.handle(.pointerCancel(), at: 0.02)
        #expect(cancelled.phase != .interacting)
        try cancelled.settle()
        #expect(cancelled.offset == 40)
        #expect(cancelled.selectionChanges.map(\.to).max() == 4)
        // A cancel of a pointer that is not down changes nothing.
        let idle = referenceEngine()
        try idle.handle(.pointerCancel(pointer: 3), at: 0)
        #expect(idle.isIdle && idle.events.isEmpty)
    }

    @Test func removeBehaviorLetsAFlingRestAtItsNaturalDestination() throws {
        let e = referenceEngine()
        #expect(e.hasBehavior)
        e.removeBehavior()
        #expect(!e.hasBehavior)
        try e.fling(velocity: 1000, at: 0)
        try e.settle()
        // x0 − v0/(1000 ln r) = 499.50 for the normal rate; within 1 pt, and not on the 10-pt grid.
        #expect(abs(e.offset - 499.4996) <= 1)
        #expect(e.offset.truncatingRemainder(dividingBy: 10) != 0)
        e.setBehavior(ClosestMultipleScrollTargetBehavior(step: 10))
        try e.fling(velocity: 1000, at: e.time)
        try e.settle()
        #expect(e.offset.truncatingRemainder(dividingBy: 10) == 0)
    }

    @Test func withoutTargetsNothingIsSelectedAndNothingBreaks() throws {
        let e = try engine(targets: .none, bounds: 0...1000, behavior: ClosestMultipleScrollTargetBehavior(step: 10))
        try e.fling(velocity: 1500, at: 0)
        try e.settle()
        #expect(e.isIdle)
        #expect(e.offset.truncatingRemainder(dividingBy: 10) == 0 && e.offset > 500)
        let rest = e.offset
        try e.handle(.scrollTo(.target(3), animated: true), at: e.time)   // no target 3: ignored
        try e.handle(.key(.right), at: e.time + 0.1)
        try e.settle()
        #expect(e.selectedIndex == -1)   // nothing selected, as detent_engine_selected_index says
        #expect(e.selectionChanges.isEmpty)
        #expect(e.offset >= rest)
    }

    @Test func listTargetsAreSelectedAtTheExactTimeTheirMidpointsAreCrossed() throws {
        let offsets: [Double] = [0, 30, 45, 100, 250]
        let make = { try engine(targets: ScrollTargets(offsets: offsets), bounds: 0...250, behavior: ViewAlignedScrollTargetBehavior()) }
        let e = try make()
        try e.fling(velocity: 600, at: 0)
        try e.settle()
        #expect(offsets.contains(e.offset))
        let selections = e.selectionChanges
        #expect(!selections.isEmpty)
        for (k, s) in selections.enumerated() {
            #expect(s.from == k && s.to == k + 1)
            // Replayed to the event's time, a twin engine sits on the midpoint between the two targets.
            let twin = try make()
            try twin.fling(velocity: 600, at: 0)
            try twin.advance(to: s.time)
            #expect(abs(twin.offset - (offsets[s.from] + offsets[s.to]) / 2) < 1e-6)
        }
        #expect(e.selectedIndex == offsets.firstIndex(of: e.offset))
    }
}

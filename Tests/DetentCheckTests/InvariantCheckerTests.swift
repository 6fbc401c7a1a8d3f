import Testing
import Detent
@testable import DetentCheck

/// The invariant checker (`EngineInvariants`): a correct gesture breaks nothing, a phase change
/// the events do not show is reported, engines advanced in different steps must agree, and a
/// selection on a boundary to within rounding agrees.
@Suite struct InvariantCheckerTests {
    private func engine() throws -> ScrollEngine {
        try ScrollEngine(configuration: ScrollEngine.Configuration(
            containerSize: Size(width: 280, height: 80), contentSize: Size(width: 1000, height: 80),
            bounds: 0...1000, targets: .uniform(step: 10, count: 101)))
    }

    @Test func aCorrectGestureBreaksNothing() throws {
        let e = try engine()
        e.setBehavior(.closestMultiple(of: 10))
        var checker = EngineInvariants(engine: e, snapsToTargets: true)
        try e.handle(.pointerDown(Point(x: 240, y: 40)), at: 0)
        checker.check(e, after: .input(time: 0)); e.removeAllEvents()
        for i in 1...10 {
            let t = Double(i) * 0.008
            try e.handle(.pointerMove(Point(x: 240 - 12 * Double(i), y: 40)), at: t)
            checker.check(e, after: .input(time: t)); e.removeAllEvents()
        }
        try e.handle(.pointerUp(Point(x: 120, y: 40)), at: 0.09)
        checker.check(e, after: .input(time: 0.09)); e.removeAllEvents()
        var t = 0.09
        while !e.isIdle { t += 1.0 / 120; try e.advance(to: t); checker.check(e, after: .advance); e.removeAllEvents() }
        #expect(checker.count == 0, "\(checker.first)")
    }

    /// The checker follows the events: a phase change it did not see, or a selection that
    /// disagrees with the offset, is reported.
    @Test func aPhaseChangeTheEventsDoNotShowIsReported() throws {
        let e = try engine()
        var checker = EngineInvariants(engine: e, snapsToTargets: true)
        try e.handle(.pointerDown(Point(x: 240, y: 40)), at: 0)
        e.removeAllEvents()   // hidden from the checker
        checker.check(e, after: .input(time: 0))
        #expect(checker.counts["phase"] == 1)
        #expect(checker.first.first?.message == "the events end in idle but the engine is tracking")
    }

    @Test func enginesAdvancedInDifferentStepsMustAgree() throws {
        let a = try engine(), b = try engine()
        try a.handle(.key(.right), at: 0)
        try b.handle(.key(.right), at: 0)
        try a.advance(to: 0.1)
        try b.advance(to: 0.05)
        try b.advance(to: 0.1)
        var checker = EngineInvariants(engine: a, snapsToTargets: true)
        checker.checkAgreement(a, b)
        #expect(checker.count == 0)
        try b.advance(to: 0.11)
        checker.checkAgreement(a, b)
        #expect(checker.counts["frameRate"] == 1)
    }

    @Test func aSelectionOnTheBoundaryToWithinRoundingAgrees() {
        let targets = ScrollTargets.uniform(first: 60.980901585076936, step: 20.326966, count: 10)
        let boundary = targets.boundary(after: 0)
        #expect(EngineInvariants.agrees(1, 0, offset: boundary.nextDown, targets))
        #expect(!EngineInvariants.agrees(1, 0, offset: boundary - 0.001, targets))
        #expect(!EngineInvariants.agrees(2, 0, offset: boundary, targets))
    }
}

import Testing
@testable import Detent

/// What the engine reports: scroll transitions for item frames, geometry to its observers
/// (changes only), and phase and selection events at their exact times, however often the
/// engine is advanced and however far from time zero.
@Suite struct ReportingTests {
    @Test func transitionsOnTheReferencePickerAtOffset50() throws {
        let e = referenceEngine(offset: 50)
        func tick(_ i: Double) -> Rect { Rect(x: i * 10 - 1, y: 0, width: 2, height: 80) }
        #expect(e.transition(for: tick(5)).phase == .identity)
        #expect(e.transition(for: tick(4)).phase == .topLeading)
        #expect(e.transition(for: tick(6)).phase == .bottomTrailing)
        #expect(e.transition(for: tick(4)).phase.value == -1)
        #expect(e.transition(for: tick(6)).phase.value == 1)
        #expect(e.transition(for: tick(5)).phase.isIdentity)
        #expect(e.transition(for: tick(4)).progress == -1)
        // A label 14.4 pt wide around value 5 contains the line: identity.
        #expect(e.transition(for: Rect(x: 42.8, y: 0, width: 14.4, height: 29)).phase == .identity)
    }

    @Test func transitionThresholdsInAWideRegion() {
        let visible = ScrollTransitionPhase.resolve(itemStart: 95, itemEnd: 105, regionStart: 100, regionEnd: 200, threshold: .visible)
        #expect(visible.phase == .topLeading)
        #expect(visible.progress == -0.5)
        let half = ScrollTransitionPhase.resolve(itemStart: 95, itemEnd: 105, regionStart: 100, regionEnd: 200, threshold: .visible(0.5))
        #expect(half.phase == .identity)
        let hidden = ScrollTransitionPhase.resolve(itemStart: 201, itemEnd: 211, regionStart: 100, regionEnd: 200, threshold: .hidden)
        #expect(hidden.phase == .bottomTrailing)
        let centered = ScrollTransitionPhase.resolve(itemStart: 145, itemEnd: 155, regionStart: 100, regionEnd: 200, threshold: .centered)
        #expect(centered.phase == .identity)
    }

    @Test func geometryFollowsTheOffsetAndObserversSeeOnlyChanges() throws {
        let e = referenceEngine(offset: 100)
        let g = e.geometry
        #expect(g.contentOffset == Point(x: -40, y: 0))
        #expect(g.contentInsets == EdgeInsets(leading: 140, trailing: 140))
        #expect(g.visibleRect == Rect(x: -40, y: 0, width: 280, height: 80))
        final class Log { var values: [Int] = [] }
        let log = Log()
        e.onGeometryChange(for: Int.self, of: { Int(($0.contentOffset.x / 100).rounded(.down)) }) { _, new in
            log.values.append(new)
        }
        try e.handle(.scrollTo(.offset(300), animated: true), at: 0)
        var t = 0.0
        while e.phase != .idle { t += 1.0 / 120; try e.advance(to: t) }
        #expect(log.values == [0, 1])   // content offset −40 → 160: buckets −1, 0, 1
    }

    @Test func phaseEventsCarryTheirExactTimes() throws {
        let e = referenceEngine()
        try e.fling(velocity: 1000, at: 2)
        let end = try #require(e.restTime)
        try e.advance(to: 10)
        #expect(e.phaseChanges.map(\.to) == [.interacting, .decelerating, .idle])
        #expect(e.phaseChanges.last?.time == end)
    }

    @Test func selectionEventTimesDoNotDependOnHowOftenTheEngineIsAdvanced() throws {
        let once = referenceEngine(), often = referenceEngine()
        try once.fling(velocity: 2500, at: 0)
        try often.fling(velocity: 2500, at: 0)
        try once.advance(to: 5)
        var t = 0.0
        while t < 5 { t += 0.0013; try often.advance(to: Swift.min(t, 5)) }
        #expect(once.selectionChanges == often.selectionChanges)
        #expect(once.selectionChanges.count == 100)  // into the end: 0 → 100
    }

    /// An event's time is absolute (start + t): at 806.9 s an ulp is 1.1e-13 s, 1e-7 pt at
    /// 1e6 pt/s. At each event's own time the offset is past the boundary crossed, and an
    /// ulp earlier it is not (a search in motion time, its result rounded to absolute time,
    /// breaks one of the two for about half of the events). Snap deceleration, snap spring,
    /// both directions.
    @Test(arguments: [(1e6, 806.9), (-7.3e5, 806.9), (2.5e6, 65_536.1)])
    func selectionEventsAreExactInAbsoluteTimeAtHighSpeed(_ speed: Double, _ t0: Double) throws {
        var c = referenceEngine().configuration
        c.bounds = 0...9_999_990
        c.targets = .uniform(first: 0, step: 10, count: 1_000_000)
        c.maximumFlingSpeed = 1e12   // the range's top: no cap
        func engine() throws -> ScrollEngine {
            let e = try ScrollEngine(configuration: c, behavior: ClosestMultipleScrollTargetBehavior(step: 10),
                                     offset: 5_000_000, time: 0)
            try e.fling(velocity: speed, at: t0)
            return e
        }
        for window in [0.0, 0.25] {
            let once = try engine(), probe = try engine()
            // A window in the fling, then (the second time) a snap spring from where it is.
            if window > 0 {
                try once.advance(to: t0 + window); try probe.advance(to: t0 + window)
                try once.handle(.key(.end), at: t0 + window); try probe.handle(.key(.end), at: t0 + window)
                once.removeAllEvents()
            }
            let start = once.time
            try once.advance(to: start + 0.003)
            let changes = once.selectionChanges
            #expect(changes.count > 100, "\(once.velocity) pt/s, \(once.phase), at \(once.offset)")
            var wrong = 0
            for s in changes {
                // The boundary into `to` (past the step's bound an event spans several).
                let boundary = c.targets.boundary(after: s.to > s.from ? s.to - 1 : s.to)
                let past = { (x: Double) in s.to > s.from ? x > boundary : x <= boundary }
                try probe.advance(to: s.time.nextDown)
                if past(probe.offset) { wrong += 1 }
                try probe.advance(to: s.time)
                if !past(probe.offset) { wrong += 1 }
            }
            #expect(wrong == 0, "speed \(speed) at \(t0) s, window \(window): \(wrong) of \(changes.count) events on the wrong side")
        }
    }
}

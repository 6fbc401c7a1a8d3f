import Testing
@testable import Detent

/// The work of one step is bounded however far a motion goes (issue 33: End over 10,000,000
/// values took 10.2 s and 548 MB in one advance, one event per value): at most
/// ``ScrollEngine/selectionEventsPerStep`` events of one target each per step, then one that
/// spans the rest, at the exact time the offset crosses into its last target. Counts, not
/// wall time: the time per advance is measured in docs/performance.md.
@Suite struct SelectionBoundTests {
    static let bound = ScrollEngine.selectionEventsPerStep

    /// `count` targets 10 pt apart, at rest on `offset`.
    func engine(count: Int, offset: Double = 0) throws -> ScrollEngine {
        let upper = 10 * Double(count - 1)
        let c = ScrollEngine.Configuration(containerSize: Size(width: 280, height: 80),
                                           contentSize: Size(width: upper, height: 80), bounds: 0...upper,
                                           targets: .uniform(step: 10, count: count))
        return try ScrollEngine(configuration: c, behavior: .closestMultiple(of: 10), offset: offset)
    }

    struct Run {
        var events = 0, spans = 0, mostPerStep = 0, steps = 0
        var last: Int
    }

    /// Applies `input` and advances at `fps` until at rest, checking after every step: at most
    /// the bound plus one spanning event per piece, the chain from → to unbroken, the times in
    /// order and not after the step, and each spanning event's target the one `shadow`
    /// (the same engine, advanced to that event's time) shows there.
    func run(_ e: ScrollEngine, shadow: ScrollEngine? = nil, _ input: ScrollInput, fps: Double) throws -> Run {
        var r = Run(last: e.selectedIndex)
        var t = e.time + 1, lastTime = e.time
        try e.handle(input, at: t)
        try shadow?.handle(input, at: t)
        func check() throws {
            var n = 0
            for case let .selection(s) in e.events {
                #expect(s.from == r.last, "the chain breaks: \(s.from) after \(r.last)")
                #expect(s.time >= lastTime && s.time <= e.time)
                if abs(s.to - s.from) > 1 {
                    r.spans += 1
                    #expect(n >= Self.bound, "a span after only \(n) events in the step")
                    if let shadow {
                        try shadow.advance(to: s.time)
                        shadow.removeAllEvents()
                        #expect(shadow.configuration.targets.closestIndex(to: shadow.offset) == s.to,
                                "at \(s.time) the offset \(shadow.offset) is not on target \(s.to)")
                    }
                }
                r.last = s.to; lastTime = s.time; n += 1
            }
            r.events += n; r.mostPerStep = Swift.max(r.mostPerStep, n)
            e.removeAllEvents()
        }
        try check()
        while !e.isIdle && r.steps < 10_000 {
            t += 1 / fps
            try e.advance(to: t)
            r.steps += 1
            try check()
        }
        #expect(e.isIdle)
        #expect(r.last == e.selectedIndex)
        #expect(r.mostPerStep <= Self.bound + 4)
        return r
    }

    @Test func endAndHomeOverAHundredMillionValues() throws {
        let n = 100_000_000
        let e = try engine(count: n), shadow = try engine(count: n)
        let end = try run(e, shadow: shadow, .key(.end), fps: 120)
        #expect(end.last == n - 1 && end.spans > 0 && end.events < 100_000)
        let home = try run(e, .key(.home), fps: 60)
        #expect(home.last == 0 && home.spans > 0)
        let to = try run(e, .scrollTo(.target(n / 2), animated: true), fps: 30)
        #expect(to.last == n / 2)
    }

    /// An engine with 1e9 targets (it hung): End, then one advance straight to the rest.
    @Test func aBillionTargets() throws {
        let n = 1_000_000_000
        let e = try engine(count: n)
        let end = try run(e, .key(.end), fps: 120)
        #expect(end.last == n - 1)
        try e.handle(.key(.home), at: e.time + 1)
        try e.advance(to: e.time + 100)
        #expect(e.isIdle && e.selectedIndex == 0)
        #expect(e.selectionChanges.count <= Self.bound + 4)
        #expect(e.selectionChanges.last?.to == 0)
    }

    /// Ordinary motions are untouched: End over 1,000 values at 30 fps is one event per
    /// value, so the final index is the count of events.
    @Test func ordinaryMotionsGetOneEventPerTarget() throws {
        for fps in [30.0, 60, 120] {
            let e = try engine(count: 1_000)
            let r = try run(e, .key(.end), fps: fps)
            #expect(r.spans == 0 && r.events == 999 && r.last == 999, "\(fps) fps")
        }
    }

    /// A drag that crosses more targets than the bound in one move: the bound's events,
    /// then one for the rest, all at the move's time.
    @Test func aLongDragMoveIsBoundedToo() throws {
        let e = try engine(count: 10_000)
        try e.handle(.pointerDown(Point(x: 270, y: 40)), at: 0)
        try e.handle(.pointerMove(Point(x: 260, y: 40)), at: 0.01)
        e.removeAllEvents()
        try e.handle(.pointerMove(Point(x: 260 - 20_000, y: 40)), at: 0.02)
        let changes = e.selectionChanges
        #expect(changes.count == Self.bound + 1)
        #expect(changes.dropLast().allSatisfy { $0.to - $0.from == 1 && $0.time == 0.02 })
        #expect(changes.last?.to == e.selectedIndex && e.selectedIndex == 2_000)
    }
}

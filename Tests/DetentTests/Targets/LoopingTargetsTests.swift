import Testing
@testable import Detent

/// Looping wheels: targets repeat without end, every gesture rests exactly on a row with one
/// event per row crossed, no drift after hours, and keys and scroll-to take the shortest way.
@Suite struct LoopingTargetsTests {
    /// A looping wheel of `period` rows `step` apart (a vertical cylinder's engine), at rest on `row`.
    static func wheel(period: Int, step: Double, row: Int = 0) throws -> ScrollEngine {
        let targets = ScrollTargets.looping(step: step, period: period)
        var c = ScrollEngine.Configuration(axis: .vertical, containerSize: Size(width: 200, height: 216),
                                           contentSize: Size(width: 200, height: 216),
                                           bounds: targets.offset(at: 0)...targets.offset(at: targets.count - 1),
                                           targets: targets)
        c.pointsPerNotch = step   // a notch turns one row (as a picker's)
        return try ScrollEngine(configuration: c, behavior: ClosestMultipleScrollTargetBehavior(step: step),
                                offset: Double(row) * step)
    }

    /// The row the engine rests on, checking that it rests exactly on a target.
    static func restingRow(_ e: ScrollEngine) -> Int {
        let t = e.configuration.targets
        #expect(e.isIdle)
        #expect(e.offset == t.offset(at: e.selectedIndex), "at rest exactly on a target")
        return t.wrappedIndex(e.selectedIndex)
    }

    /// Each selection event moves one row, continuing from the last; returns the signed rows moved.
    static func checkChain(_ e: ScrollEngine, from index: inout Int) -> Int {
        var moved = 0
        for s in e.selectionChanges {
            #expect(s.from == index && abs(s.to - s.from) == 1, "one event per row crossed")
            moved += s.to - s.from
            index = s.to
        }
        e.removeAllEvents()
        return moved
    }

    @Test func theGridWrapsAndKeepsLapZeroAtIndexTimesStep() {
        let t = ScrollTargets.looping(step: 32, period: 60)
        #expect(t.isLooping && t.period == 60 && t.count == 60 * ScrollTargets.loopLaps)
        #expect(t.offset(at: t.loopOrigin + 7) == 7 * 32 && t.offset(at: t.loopOrigin - 1) == -32)
        #expect(t.wrappedIndex(t.loopOrigin - 1) == 59 && t.wrappedIndex(t.loopOrigin + 61) == 1)
        #expect(t.closestIndex(to: -16.1) == t.loopOrigin - 1 && t.closestIndex(to: 1e6) - t.loopOrigin == 31250)
        // The shortest way round (row 58 from row 1 is 3 rows back), the earlier lap on a tie.
        #expect(t.closestIndex(ofRow: 58, to: 32) == t.loopOrigin - 2)
        #expect(t.closestIndex(ofRow: 30, to: 0) == t.loopOrigin - 30)
        #expect(!ScrollTargets.uniform(step: 10, count: 101).isLooping)
        #expect(ScrollTargets.uniform(step: 10, count: 101).wrappedIndex(57) == 57)
    }

    /// 100,000 notches one way, the wheel resting between bursts: exactly on
    /// `(start + 100000) mod count`, its index exact, one event per row.
    @Test(arguments: [(60, 32.0, 17), (24, 44.1, 5), (7, 0.3, 6)])
    func aHundredThousandNotchesRestExactly(period: Int, step: Double, start: Int) throws {
        let e = try Self.wheel(period: period, step: step, row: start)
        let origin = e.configuration.targets.loopOrigin
        var index = e.selectedIndex, t = 0.0, notches = 0
        while notches < 100_000 {
            for _ in 0..<50 {   // a burst of quick notches, then rest
                t += 0.004
                try e.handle(.wheel(dx: 0, dy: step, precise: false), at: t)
                notches += 1
            }
            try e.settle()
            _ = Self.checkChain(e, from: &index)
            t = e.time
        }
        #expect(Self.restingRow(e) == (start + 100_000) % period)
        #expect(e.selectedIndex - origin == start + 100_000)
        print("looping: 100000 notches of \(step) pt over \(period) rows rest on row \((start + 100_000) % period), offset \(e.offset)")
    }

    /// Random flings and drags for a simulated hour: every rest exactly on a row, the rows
    /// moved (counted from the events) the index moved.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomFlingsForAnHourRestExactly(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let period = 60, step = 32.0
        let e = try Self.wheel(period: period, step: step, row: 0)
        var index = e.selectedIndex, moved = 0, t = 0.0, gestures = 0
        while t < 3600 {
            t += Double.random(in: 0.05...3, using: &rng)
            let v = Double.random(in: -9000...9000, using: &rng)
            if Bool.random(using: &rng) {
                try e.fling(velocity: v, at: t)
            } else {
                // a drag of a few moves, released at its speed
                let y0 = 108.0
                try e.handle(.pointerDown(Point(x: 100, y: y0)), at: t)
                for k in 1...6 {
                    try e.handle(.pointerMove(Point(x: 100, y: y0 - v * 0.008 * Double(k))), at: t + 0.008 * Double(k))
                }
                try e.handle(.pointerUp(Point(x: 100, y: y0 - v * 0.048)), at: t + 0.048)
            }
            // Sometimes caught mid-flight by the next gesture, usually left to rest.
            if Double.random(in: 0...1, using: &rng) < 0.8 { try e.settle() } else { try e.advance(to: e.time + 0.1) }
            moved += Self.checkChain(e, from: &index)
            t = e.time
            gestures += 1
        }
        try e.settle()
        moved += Self.checkChain(e, from: &index)
        let row = Self.restingRow(e)
        #expect(e.selectedIndex - e.configuration.targets.loopOrigin == moved)
        #expect(row == ((moved % period) + period) % period)
        print("looping: seed \(seed), \(gestures) gestures in an hour, \(moved) rows net, at rest on row \(row), offset \(e.offset)")
    }

    @Test func keysHomeEndAndScrollToTakeTheShortestWayRound() throws {
        let e = try Self.wheel(period: 60, step: 32, row: 55)
        let origin = e.configuration.targets.loopOrigin
        try e.handle(.key(.home), at: 0)
        try e.settle()
        #expect(Self.restingRow(e) == 0 && e.selectedIndex == origin + 60)   // 5 rows on, not 55 back
        #expect(e.selectionChanges.count == 5)
        e.removeAllEvents()
        try e.handle(.scrollTo(.target(57), animated: true), at: e.time)   // 3 rows back
        try e.settle()
        #expect(Self.restingRow(e) == 57 && e.selectedIndex == origin + 57 && e.selectionChanges.count == 3)
        e.removeAllEvents()
        try e.handle(.key(.end), at: e.time)   // row 59: 2 rows on
        try e.settle()
        #expect(Self.restingRow(e) == 59 && e.selectedIndex == origin + 59)
        try e.handle(.key(.down), at: e.time)
        try e.settle()
        #expect(Self.restingRow(e) == 0 && e.selectedIndex == origin + 60)
        try e.handle(.scrollTo(.target(-1), animated: false), at: e.time)   // row 59, one back, at once
        #expect(Self.restingRow(e) == 59 && e.selectedIndex == origin + 59)
    }
}

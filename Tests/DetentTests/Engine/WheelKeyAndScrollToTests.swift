import Testing
@testable import Detent

/// Wheels, keys and scroll-to: a trackpad swipe coasting from its last delta, wheel notches,
/// keys stepping by a target or a page and jumping to the ends, animated scroll-to on SwiftUI's
/// default spring and immediate scroll-to, and resizes in the middle of a motion.
@Suite struct WheelKeyAndScrollToTests {
    @Test func aTrackpadSwipeCoastsFromTheLastDeltaAndEndsAfterTheQuietPeriod() throws {
        let e = referenceEngine(offset: 200)
        var t = 1.0
        for _ in 0..<10 {
            try e.handle(.wheel(dx: 5, dy: 0, precise: true), at: t)
            t += 0.008
        }
        let last = t - 0.008
        #expect(e.phase == .interacting)
        #expect(e.offset == 250)                     // 1:1
        #expect(abs(e.velocity - 625) < 1e-6)        // 5 pt per 8 ms
        // The momentum runs from the last delta on: no stall while the gesture may go on.
        try e.advance(to: last + 0.049)
        #expect(e.phase == .interacting)
        #expect(e.offset > 250 + 0.049 * 590)
        try e.advance(to: last + 0.11)
        let leaving = try #require(e.phaseChanges.first { $0.from == .interacting })
        #expect(leaving.time == last + 0.1)
        #expect(leaving.to == .decelerating)
        #expect(abs(leaving.velocity - 625) < 1e-6)
        try e.settle()
        #expect(e.offset == (e.offset / 10).rounded() * 10)
        #expect(e.offset > 250)
        #expect(e.selectionChanges.first?.cause == .wheel)
        #expect(e.selectionChanges.last?.cause == .deceleration)
    }

    @Test func notchesStepOneTargetEachAndAccumulate() throws {
        let e = referenceEngine(offset: 100)
        try e.handle(.wheel(dx: 0, dy: 10, precise: false), at: 0)
        #expect(e.phase == .animating)
        try e.handle(.wheel(dx: 0, dy: 10, precise: false), at: 0.02)
        try e.handle(.wheel(dx: 0, dy: 20, precise: false), at: 0.04)  // two notches
        try e.settle()
        #expect(e.offset == 140)
        #expect(e.selectionChanges.map(\.to) == [11, 12, 13, 14])
        #expect(e.selectionChanges.allSatisfy { $0.cause == .wheel })
        try e.handle(.wheel(dx: -10, dy: 0, precise: false), at: 5)
        try e.settle()
        #expect(e.offset == 130)
    }

    @Test func aHugeNotchedDeltaGoesToTheEndWithoutCrashing() throws {
        let e = referenceEngine(offset: 100)
        try e.handle(.wheel(dx: 0, dy: 1e308, precise: false), at: 0)
        try e.settle()
        #expect(e.offset == 1000)
        try e.handle(.wheel(dx: -1e308, dy: 0, precise: false), at: 5)
        try e.settle()
        #expect(e.offset == 0)
    }

    @Test func keysStepPageAndJumpToTheEnds() throws {
        let e = referenceEngine(offset: 500)
        try e.handle(.key(.right), at: 0)
        try e.handle(.key(.right), at: 0.05)
        try e.settle()
        #expect(e.offset == 520)
        try e.handle(.key(.pageDown), at: 2)
        try e.settle()
        #expect(e.offset == 570)
        try e.handle(.key(.up), at: 4)
        try e.handle(.key(.pageUp), at: 4.01)
        try e.settle()
        #expect(e.offset == 510)
        try e.handle(.key(.end), at: 6)
        try e.settle()
        #expect(e.offset == 1000)
        try e.handle(.key(.home), at: 8)
        try e.settle()
        #expect(e.offset == 0)
        #expect(e.selectionChanges.allSatisfy { $0.cause == .key })
        #expect(e.phaseChanges.contains { $0.to == .animating })
    }

    /// Content past the last target (a header before the first, a footer after the last): a
    /// step that way goes on to the bound, never back onto the last target behind it.
    @Test func aStepPastTheLastTargetGoesToTheBoundNeverBack() throws {
        func engine(at offset: Double) throws -> ScrollEngine {
            try ScrollEngine(configuration: .init(containerSize: Size(width: 280, height: 80),
                                                  contentSize: Size(width: 1280, height: 80), bounds: 0...1000,
                                                  targets: .uniform(first: 100, step: 100, count: 6)),
                             behavior: nil, offset: offset)
        }
        // (from, key, rests on): past the last target, between it and the bound, before the first.
        let cases: [(Double, ScrollKey, Double)] = [
            (900, .right, 1000), (650, .right, 1000), (600, .right, 1000), (650, .pageDown, 1000),
            (50, .left, 0), (100, .up, 0), (50, .pageUp, 0), (50, .right, 100), (900, .left, 600),
        ]
        for (from, key, rest) in cases {
            let e = try engine(at: from)
            try e.handle(.key(key), at: 0)
            var t = 0.0, previous = from
            while !e.isIdle {   // every frame on the step's way: never back
                t += 1.0 / 120
                try e.advance(to: t)
                #expect((rest - e.offset) * (rest - from) >= 0 && (e.offset - previous) * (rest - from) >= 0,
                        "\(key) from \(from) at \(t): \(e.offset)")
                previous = e.offset
            }
            #expect(e.offset == rest, "\(key) from \(from)")
        }
        // Quick presses accumulate through the last target on to the bound, and stop there.
        let e = try engine(at: 500)
        for t in [0.0, 0.03, 0.06] { try e.handle(.key(.right), at: t) }
        try e.settle()
        #expect(e.offset == 1000)
    }

    @Test func animatedScrollToUsesSwiftUIsDefaultSpring() throws {
        let e = referenceEngine()
        try e.handle(.scrollTo(.target(42), animated: true), at: 0)
        #expect(e.phase == .animating)
        try e.advance(to: 0.25)
        #expect(e.offset > 0 && e.offset < 420)
        // Critically damped (bounce 0): sampled every millisecond, it approaches 420 without
        // ever moving back or passing it.
        let end = try #require(e.restTime)
        var previous = e.offset
        var k = 0.251
        while k < end {
            try e.advance(to: k)
            #expect(e.offset >= previous && e.offset <= 420, "at t = \(k): \(e.offset)")
            previous = e.offset
            k += 0.001
        }
        try e.settle()
        #expect(e.offset == 420)
        #expect(e.selectionChanges.count == 42)
        #expect(e.selectionChanges.allSatisfy { $0.cause == .programmatic })
        #expect(e.configuration.scrollToSpring.dampingRatio == 1)
    }

    @Test func immediateScrollToIsOneSelectionChange() throws {
        let e = referenceEngine()
        try e.handle(.scrollTo(.offset(423), animated: false), at: 1)
        #expect(e.offset == 423)
        #expect(e.phase == .idle)
        #expect(e.selectionChanges == [SelectionChange(from: 0, to: 42, time: 1, cause: .programmatic)])
    }

    @Test func aResizeMidMotionKeepsTheTarget() throws {
        let e = referenceEngine()
        try e.fling(velocity: 1500, at: 0)
        let rest = try #require(e.restTime)
        try e.advance(to: 0.3)
        try e.handle(.resize(Size(width: 500, height: 120)), at: 0.3)
        #expect(e.configuration.containerSize == Size(width: 500, height: 120))
        #expect(e.restTime == rest)                        // same target, same motion
        try e.settle()
        #expect(e.offset == 750)
        #expect(e.geometry.visibleRect == Rect(x: 500, y: 0, width: 500, height: 120))
    }

    /// A new axis cancels the pointer's gesture (UIKit cancels touches as the interface
    /// rotates): the next moves of that pointer leave the content where it is (a move with the
    /// pointer's y unchanged took it from 135 to -8.01 through the C interface), and it settles
    /// as a cancel would.
    @Test func aNewAxisCancelsThePointersGesture() throws {
        for dragging in [false, true] {
            let e = referenceEngine(offset: 100)
            try e.handle(.pointerDown(Point(x: 200, y: 40)), at: 0)
            if dragging {   // past the slop at 180 (the drag starts there), then 33 pt on
                try e.handle(.pointerMove(Point(x: 180, y: 40)), at: 0.005)
                try e.handle(.pointerMove(Point(x: 147, y: 40)), at: 0.01)
            }
            let held = e.offset, rest: Double = dragging ? 130 : 100
            #expect(held == (dragging ? 133 : 100))
            var c = e.configuration
            c.axis = .vertical
            try e.setConfiguration(c)
            #expect(e.pointer == nil)
            try e.handle(.pointerMove(Point(x: 147, y: 40)), at: 0.02)
            try e.handle(.pointerMove(Point(x: 100, y: 300)), at: 0.03)
            try e.handle(.pointerUp(Point(x: 100, y: 300)), at: 0.04)
            try e.settle()
            #expect(e.offset == rest, "dragging \(dragging)")
            // A new gesture follows the new axis.
            try e.handle(.pointerDown(Point(x: 100, y: 200)), at: 5)
            try e.handle(.pointerMove(Point(x: 100, y: 170)), at: 5.01)
            try e.handle(.pointerMove(Point(x: 100, y: 150)), at: 5.02)
            #expect(e.offset == rest + 20)   // the drag starts past the slop, at 170, without a jump
        }
    }

    @Test func aResizeMidMotionReaimsPaging() throws {
        let e = referenceEngine(behavior: PagingScrollTargetBehavior())
        try e.fling(velocity: 600, at: 0)                  // natural 299.7 → page 1 at 280
        try e.advance(to: 0.05)
        try e.handle(.resize(Size(width: 200, height: 80)), at: 0.05)
        try e.settle()
        #expect(e.offset == 200)                           // page 1 of the new size
    }
}

import Testing
@testable import Detent

/// Pointer gestures: a drag and the selection changes at its crossing moves, a second pointer
/// ignored, the up position, catching a deceleration, taps, releases off the grid and past an
/// edge, and a drag that returns inside the bounds.
@Suite struct GestureTests {
    @Test func dragFromTenToThirteenGivesThreeEventsAtTheCrossingMoves() throws {
        let e = referenceEngine(offset: 100)
        try e.handle(.pointerDown(Point(x: 200, y: 40)), at: 1.0)
        #expect(e.phase == .tracking)
        try e.handle(.pointerMove(Point(x: 191, y: 40)), at: 1.01)   // past the 8-pt slop
        #expect(e.phase == .interacting)
        #expect(e.offset == 100)                                      // no jump by the slop
        try e.handle(.pointerMove(Point(x: 181, y: 40)), at: 1.02)
        try e.handle(.pointerMove(Point(x: 171, y: 40)), at: 1.03)
        try e.handle(.pointerMove(Point(x: 161, y: 40)), at: 1.04)
        #expect(e.offset == 130)
        #expect(e.selectionChanges == [
            SelectionChange(from: 10, to: 11, time: 1.02, cause: .drag),
            SelectionChange(from: 11, to: 12, time: 1.03, cause: .drag),
            SelectionChange(from: 12, to: 13, time: 1.04, cause: .drag),
        ])
    }

    @Test func aSecondPointerIsIgnoredWhileOneIsDown() throws {
        let e = referenceEngine(offset: 100)
        try e.handle(.pointerDown(Point(x: 200, y: 40), pointer: 1), at: 0)
        try e.handle(.pointerDown(Point(x: 50, y: 40), pointer: 2), at: 0.01)
        try e.handle(.pointerMove(Point(x: 0, y: 40), pointer: 2), at: 0.02)
        #expect(e.offset == 100)
        #expect(e.phase == .tracking)
        try e.handle(.pointerMove(Point(x: 180, y: 40), pointer: 1), at: 0.03)
        #expect(e.phase == .interacting)
    }

    @Test func theUpPositionMovesTheContentFirst() throws {
        let e = referenceEngine(behavior: nil, offset: 100)
        try e.handle(.pointerDown(Point(x: 200, y: 40)), at: 0)
        try e.handle(.pointerMove(Point(x: 190, y: 40)), at: 0.1)
        try e.handle(.pointerMove(Point(x: 180, y: 40)), at: 0.2)
        try e.handle(.pointerUp(Point(x: 150, y: 40)), at: 0.3)
        // Velocity is zero (the last move is 100 ms old), the up position moved 30 pt more.
        #expect(e.offset == 140)
        #expect(e.phase == .idle)
    }

    @Test func catchingADecelerationHoldsTheContentThenSettlesOnTheNearestTarget() throws {
        let e = referenceEngine()
        try e.fling(velocity: 2000, at: 0)
        try e.advance(to: 0.2)
        let moving = e.offset
        #expect(moving > 100 && moving < 900)
        try e.handle(.pointerDown(Point(x: 100, y: 40)), at: 0.2)
        #expect(e.phase == .tracking)
        #expect(e.offset == moving)
        try e.advance(to: 0.4)
        #expect(e.offset == moving)       // held where it was caught
        #expect(e.velocity == 0)
        try e.handle(.pointerUp(Point(x: 100, y: 40)), at: 0.4)
        #expect(e.phase == .decelerating) // a tap that caught a motion releases with no velocity
        try e.settle()
        #expect(e.offset == (moving / 10).rounded() * 10)
    }

    @Test func aTapWhileIdleDoesNothingToTheOffset() throws {
        let e = referenceEngine(offset: 230)
        try e.handle(.pointerDown(Point(x: 100, y: 40)), at: 0)
        try e.handle(.pointerMove(Point(x: 104, y: 40)), at: 0.05)
        try e.handle(.pointerUp(Point(x: 104, y: 40)), at: 0.1)
        #expect(e.offset == 230)
        #expect(e.phase == .idle)
        #expect(e.selectionChanges.isEmpty)
        #expect(e.phaseChanges.map(\.to) == [.tracking, .idle])
    }

    @Test func aZeroVelocityReleaseOffTheGridSpringsToTheNearestTarget() throws {
        let e = referenceEngine(offset: 100)
        try e.handle(.pointerDown(Point(x: 200, y: 40)), at: 0)
        try e.handle(.pointerMove(Point(x: 190, y: 40)), at: 0.01)
        try e.handle(.pointerMove(Point(x: 176, y: 40)), at: 0.02)  // offset 114
        try e.handle(.pointerUp(Point(x: 176, y: 40)), at: 0.2)     // 180 ms still: no velocity
        #expect(e.phaseChanges.last == PhaseChange(from: .interacting, to: .decelerating, time: 0.2, velocity: 0))
        #expect(e.velocity == 0)
        try e.settle()
        #expect(e.offset == 110)
    }

    @Test func aReleasePastTheEdgeSpringsBackOntoIt() throws {
        let e = referenceEngine(offset: 0)
        try e.handle(.pointerDown(Point(x: 100, y: 40)), at: 0)
        var t = 0.0
        var x = 100.0
        for _ in 0..<20 {
            t += 0.01
            x += 6   // content moves toward negative offsets
            try e.handle(.pointerMove(Point(x: x, y: 40)), at: t)
        }
        // 120 pt past the slop-anchored start: banded, never the full distance.
        let band = RubberBand(dimension: 280)
        let expected = -band.offset(forExcess: x - 112)  // anchored where the slop was passed
        #expect(abs(e.offset - expected) < 1e-9)
        #expect(e.offset > -120 && e.offset < 0)
        #expect(e.selectionChanges.isEmpty)
        try e.handle(.pointerUp(Point(x: x, y: 40)), at: t)
        try e.settle()
        #expect(e.offset == 0)
        #expect(e.selectionChanges.isEmpty)
    }

    @Test func aDragThatReturnsInsideTheBoundsLandsWhereThePointerIs() throws {
        let e = referenceEngine(offset: 0)
        try e.handle(.pointerDown(Point(x: 100, y: 40)), at: 0)
        try e.handle(.pointerMove(Point(x: 110, y: 40)), at: 0.01) // anchor
        try e.handle(.pointerMove(Point(x: 200, y: 40)), at: 0.02) // 90 past the edge
        try e.handle(.pointerMove(Point(x: 80, y: 40)), at: 0.03)  // back: 30 inside
        #expect(e.offset == 30)
    }
}

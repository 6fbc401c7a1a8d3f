import Testing
import Detent
@testable import DetentPicker

/// A picker's input: taps on and between labels, a pointer going down outside the frame, a
/// window resize, and a vertical picker.
@Suite struct Input {
    @Test func aTapOnALabelScrollsThereAnimatedWithProgrammaticEvents() throws {
        let p = referencePicker()
        // Label "10" is centred at x = 240; tap inside it (no drag).
        try p.handle(.pointerDown(Point(x: 238, y: 40), pointer: 0), at: 0)
        try p.handle(.pointerUp(Point(x: 239, y: 40), pointer: 0), at: 0.05)
        #expect(p.phase == .animating)
        let end = try #require(p.restTime)
        try p.advance(to: end + 0.01)
        #expect(p.value == 10)
        #expect(p.offset == 100)
        let selections = p.events.compactMap { e -> SelectionChange? in
            if case let .selection(s) = e { return s } else { return nil }
        }
        #expect(selections.map(\.to) == Array(1...10))
        #expect(selections.allSatisfy { $0.cause == .programmatic })
    }

    @Test func aTapBetweenLabelsSelectsTheClosestTick() throws {
        let p = referencePicker()
        try p.handle(.pointerDown(Point(x: 172, y: 5), pointer: 0), at: 0)   // content x 32 → value 3
        try p.handle(.pointerUp(Point(x: 172, y: 5), pointer: 0), at: 0.05)
        try p.advance(to: 2)
        #expect(p.value == 3)
    }

    @Test func aPointerThatGoesDownOutsideTheFrameIsIgnoredWithItsMoves() throws {
        let p = WheelPicker(configuration: .init(), frame: WheelPicker.centeredFrame(size: Size(width: 280, height: 80), in: Size(width: 480, height: 200)))
        #expect(p.frame == Rect(x: 100, y: 60, width: 280, height: 80))
        #expect(!p.hitTest(Point(x: 50, y: 100)))
        #expect(p.hitTest(Point(x: 100, y: 60)))
        try p.handle(.pointerDown(Point(x: 50, y: 100), pointer: 0), at: 0)
        try p.handle(.pointerMove(Point(x: 150, y: 100), pointer: 0), at: 0.01)
        #expect(p.phase == .idle)
        #expect(p.offset == 0)
    }

    @Test func resizingTheWindowRecentresAndKeepsTheValue() throws {
        let p = WheelPicker(configuration: .init(), frame: WheelPicker.centeredFrame(size: Size(width: 280, height: 80), in: Size(width: 480, height: 200)))
        try p.handle(.select(value: 42, animated: false), at: 0)
        try p.handle(.resizeWindow(Size(width: 800, height: 600)), at: 0.1)
        #expect(p.frame == Rect(x: 260, y: 260, width: 280, height: 80))
        #expect(p.value == 42)
        try p.handle(.resizeWindow(Size(width: 200, height: 100)), at: 0.2)
        #expect(p.frame == Rect(x: 0, y: 10, width: 200, height: 80))
        try p.advance(to: 1)
        #expect(p.value == 42)
    }

    @Test func aVerticalPickerLaysTicksAlongY() throws {
        let p = WheelPicker(configuration: { var c = WheelPicker.Configuration(); c.axis = .vertical; c.size = Size(width: 80, height: 280); return c }(),
                            frame: Rect(x: 0, y: 0, width: 80, height: 280))
        try p.handle(.select(value: 1, animated: false), at: 0)
        let rects = p.displayList().compactMap { item -> Rect? in
            if case let .rect(r, _) = item, r.minX == 0, r.height == 2 { return r } else { return nil }
        }
        // Tick 1 (value under the indicator) at y = 140 − 1; tick 0 ten points above it.
        #expect(rects.contains(Rect(x: 0, y: 139, width: 8, height: 2)))
        #expect(rects.contains(Rect(x: 0, y: 129, width: 20, height: 2)))
    }
}

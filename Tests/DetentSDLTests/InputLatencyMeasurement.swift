import Testing
import Detent
@testable import DetentSDL

/// `InputLatencyMeter` and `DragLagMeter` on made-up clock readings and positions: an input
/// is timed from its frame's read to that frame's present; the drag lag is the distance
/// from the offset the pointer asks for (from where the drag took hold, after the slop) to
/// the offset shown, inside the bounds only.
@Suite struct InputLatencyMeasurement {
    @Test func everyInputIsTimedFromItsFramesReadToItsPresent() {
        var m = InputLatencyMeter()
        m.startReading(at: 10.0)
        m.applied(); m.applied(); m.applied()
        let first = m.presented(at: 10.0015)
        #expect(first.inputs == 3)
        #expect(abs(first.milliseconds - 1.5) < 1e-9)
        // A frame with no input reports none, whatever its times.
        m.startReading(at: 10.008333)
        let idle = m.presented(at: 10.0091)
        #expect(idle.inputs == 0)
        // The next frame's input is timed from that frame's read, not the previous present.
        m.startReading(at: 10.016666)
        m.applied()
        let next = m.presented(at: 10.017366)
        #expect(next.inputs == 1)
        #expect(abs(next.milliseconds - 0.7) < 1e-9)
        // Reading again forgets inputs a frame applied but never presented.
        m.startReading(at: 11)
        m.applied()
        m.startReading(at: 12)
        #expect(m.presented(at: 12.001).inputs == 0)
    }

    @Test func theDragLagIsMeasuredFromWhereTheDragTookHold() throws {
        var lag = DragLagMeter()
        let bounds = 0.0...1000
        // Down at x = 370, within the slop: no drag, nothing measured.
        lag.applied(phase: .tracking, pointer: 370, offset: 0)
        #expect(!lag.isDragging)
        #expect(lag.lag(pointer: 360, displayedOffset: 0, bounds: bounds) == nil)
        // Past the slop at x = 361: the drag holds there, from offset 0 (no jump by the slop).
        lag.applied(phase: .interacting, pointer: 361, offset: 0)
        lag.applied(phase: .interacting, pointer: 351, offset: 10)
        #expect(lag.anchor?.pointer == 361 && lag.anchor?.offset == 0)
        // The pointer is at 346 when the frame showing offset 10 appears: 5 pt behind.
        #expect(lag.lag(pointer: 346, displayedOffset: 10, bounds: bounds) == 5)
        #expect(lag.lag(pointer: 351, displayedOffset: 10, bounds: bounds) == 0)
        // Ahead counts as far as behind.
        #expect(lag.lag(pointer: 346, displayedOffset: 20, bounds: bounds) == 5)
        // Past an edge (the pointer asks for offset −39): the rubber band's, not lag.
        #expect(lag.lag(pointer: 400, displayedOffset: 0, bounds: bounds) == nil)
        #expect(lag.lag(pointer: 300, displayedOffset: 1001, bounds: 0...1000) == nil)
        // A release ends the drag.
        lag.applied(phase: .decelerating, pointer: 340, offset: 21)
        #expect(!lag.isDragging)
        #expect(lag.lag(pointer: 340, displayedOffset: 21, bounds: bounds) == nil)
    }

    @Test func aTrackpadGestureOrAFingerIsNotADragOfTheMouse() {
        var lag = DragLagMeter()
        // Interacting after a wheel delta or a finger: no mouse position, no anchor.
        lag.applied(phase: .interacting, pointer: nil, offset: 30)
        #expect(!lag.isDragging)
        #expect(SandboxApp.mousePosition(of: .wheel(dx: 3, dy: 0, precise: true), axis: .horizontal) == nil)
        #expect(SandboxApp.mousePosition(of: .pointerMove(Point(x: 5, y: 6), pointer: 2), axis: .horizontal) == nil)
        #expect(SandboxApp.mousePosition(of: .pointerMove(Point(x: 5, y: 6), pointer: 0), axis: .horizontal) == 5)
        #expect(SandboxApp.mousePosition(of: .pointerDown(Point(x: 5, y: 6), pointer: 0), axis: .vertical) == 6)
    }

    @Test func aVerticalDragLagsAlongY() {
        var lag = DragLagMeter()
        // Dragging up (smaller y) increases the offset, as dragging left does.
        lag.applied(phase: .interacting, pointer: 300, offset: 100)
        #expect(lag.lag(pointer: 280, displayedOffset: 112, bounds: 0...1000) == 8)
    }
}

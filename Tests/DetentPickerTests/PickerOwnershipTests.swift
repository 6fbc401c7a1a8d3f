import Testing
import Detent
@testable import DetentPicker

/// What goes through the picker and not around it: taps on a vertical picker, cancelled
/// pointers, behaviour changes, the indicator, text measuring, draining events.
@Suite struct PickerOwnershipTests {
    /// A vertical reference picker, 120 × 280 centred in a 200 × 480 window: frame
    /// (40, 100, 120, 280), the indicator at y = 240, value i at y = 240 + 10 i − offset.
    func verticalPicker() -> WheelPicker {
        var c = WheelPicker.Configuration()
        c.axis = .vertical
        c.size = Size(width: 120, height: 280)
        return WheelPicker(configuration: c, frame: WheelPicker.centeredFrame(size: c.size, in: Size(width: 200, height: 480)))
    }

    func tap(_ p: WheelPicker, _ point: Point, at t: Double) throws {
        try p.handle(.pointerDown(point, pointer: 0), at: t)
        try p.handle(.pointerUp(point, pointer: 0), at: t + 0.05)
    }

    @Test func verticalTapsSelectTheTickOrTheLabelUnderThePointAlongY() throws {
        let p = verticalPicker()
        #expect(p.frame == Rect(x: 40, y: 100, width: 120, height: 280))
        // y = 270: content 30, the tick of value 3 (label "5" spans y 275.6…304.4).
        #expect(p.tappedIndex(at: Point(x: 100, y: 270)) == 3)
        // y = 300 on the label "5" (x 92.8…107.2): the label's value, not the tick's (6).
        #expect(p.tappedIndex(at: Point(x: 100, y: 300)) == 5)
        // The same y beside the label: the closest tick.
        #expect(p.tappedIndex(at: Point(x: 45, y: 300)) == 6)
        try tap(p, Point(x: 100, y: 300), at: 0)
        #expect(p.phase == .animating)
        try p.advance(to: 2)
        #expect(p.value == 5 && p.offset == 50)
        // Above the indicator goes back: y = 200 is content 10 from offset 50.
        try tap(p, Point(x: 60, y: 200), at: 2)
        try p.advance(to: 4)
        #expect(p.value == 1 && p.offset == 10)
    }

    @Test func aCancelledPointerIsNoTapAndNoFling() throws {
        let p = WheelPicker(configuration: .init(), frame: Rect(x: 0, y: 0, width: 280, height: 80))
        // Down on the label "10" (centred at x = 240), then cancelled: no scroll.
        try p.handle(.pointerDown(Point(x: 240, y: 40), pointer: 0), at: 0)
        try p.handle(.pointerCancel(pointer: 0), at: 0.05)
        try p.advance(to: 1)
        #expect(p.value == 0 && p.offset == 0 && p.isIdle)
        // The pointer is forgotten: its up is ignored, and a new tap works.
        try p.handle(.pointerUp(Point(x: 240, y: 40), pointer: 0), at: 1.1)
        #expect(p.isIdle)
        try p.handle(.pointerDown(Point(x: 240, y: 40), pointer: 0), at: 1.2)
        try p.handle(.pointerUp(Point(x: 240, y: 40), pointer: 0), at: 1.25)
        try p.advance(to: 3)
        #expect(p.value == 10)
    }

    @Test func aSecondPointerMakesTheFirstNoTap() throws {
        let p = WheelPicker(configuration: .init(), frame: Rect(x: 0, y: 0, width: 280, height: 80))
        try p.handle(.pointerDown(Point(x: 240, y: 40), pointer: 0), at: 0)
        try p.handle(.pointerDown(Point(x: 200, y: 40), pointer: 1), at: 0.01)
        try p.handle(.pointerUp(Point(x: 200, y: 40), pointer: 1), at: 0.02)   // not the followed pointer
        try p.handle(.pointerUp(Point(x: 240, y: 40), pointer: 0), at: 0.05)
        try p.advance(to: 1)
        #expect(p.value == 0 && p.isIdle)
    }

    @Test func setBehaviorChangesTheConfigurationAndWhereFlingsRest() throws {
        let p = WheelPicker(configuration: .init(), frame: Rect(x: 0, y: 0, width: 280, height: 80))
        p.setBehavior(.none)
        #expect(p.configuration.behavior == .none)
        try p.fling(velocity: 1000, at: 0)
        try p.advance(to: 10)
        #expect(abs(p.offset - 499.4996) <= 1 && p.offset.truncatingRemainder(dividingBy: 10) != 0)
        p.setBehavior(.snap(step: 50))
        #expect(p.configuration.behavior == .snap(step: 50))
        try p.fling(velocity: 300, at: 10)
        try p.advance(to: 20)
        #expect(p.offset.truncatingRemainder(dividingBy: 50) == 0)
    }

    @Test func behaviorsReadBackWhatTheyWrite() {
        for b: PickerBehavior in [.closestMultiple, .snap(step: 25), .snap(step: 0.5), .paging, .viewAligned, .none] {
            #expect(PickerBehavior(b.description) == b)
        }
        #expect(PickerBehavior("snap:0") == nil && PickerBehavior("snap:-1") == nil && PickerBehavior("snap:nan") == nil)
        #expect(PickerBehavior("sticky") == nil)
    }

    @Test func theIndicatorRectIsTheOneTheDisplayListDraws() {
        let p = WheelPicker(configuration: .init(), frame: Rect(x: 100, y: 60, width: 280, height: 80))
        #expect(p.indicatorRect() == Rect(x: 239, y: 60, width: 2, height: 80))
        // Drawn in two pieces inside it, either side of the labels' band (it leaves out 25.6…54.4
        // and 3 pt around it).
        #expect(p.displayList().contains(.rect(Rect(x: 239, y: 60, width: 2, height: 22.6), color: p.configuration.theme.indicator)))
        #expect(p.displayList().contains(.rect(Rect(x: 239, y: 117.4, width: 2, height: 22.6), color: p.configuration.theme.indicator)))
        #expect(p.indicatorRect(width: 8) == Rect(x: 236, y: 60, width: 8, height: 80))
        let v = verticalPicker()
        #expect(v.indicatorRect() == Rect(x: 40, y: 239, width: 120, height: 2))
    }

    /// Measures every label as 40 × 10 points.
    final class WideMeasurer: TextMeasurer {
        func size(of text: String, fontSize: Double) -> Size { Size(width: 40, height: 10) }
    }

    @Test func labelsTakeTheSizeOfTheMeasurerThePickerWasGivenAndDrawingChangesNothing() {
        let p = WheelPicker(configuration: .init(), frame: Rect(x: 0, y: 0, width: 280, height: 80), textMeasurer: WideMeasurer())
        func labelFrames(_ list: [DisplayItem]) -> [Rect] {
            list.compactMap { if case let .text(_, frame, _, _, _) = $0 { return frame } else { return nil } }
        }
        let wide = labelFrames(p.displayList())
        #expect(wide.first == Rect(x: 120, y: 35, width: 40, height: 10))
        #expect(labelFrames(p.displayList()) == wide)   // drawing twice draws the same
        // Taps use the estimate whatever the labels are drawn with: content 12 is tick 1, though
        // the 40-pt label "0" covers it.
        #expect(p.tappedIndex(at: Point(x: 152, y: 40)) == 1)
        p.setTextMeasurer(EstimatedTextMeasurer())
        #expect(abs((labelFrames(p.displayList()).first?.width ?? 0) - 14.4) < 1e-9)
    }

    @Test func drainingDeliversEveryEventOnceInOrder() throws {
        let p = WheelPicker(configuration: .init(), frame: Rect(x: 0, y: 0, width: 280, height: 80))
        try p.handle(.key(.right), at: 0)
        try p.advance(to: 1)
        var drained: [ScrollEvent] = []
        let expected = p.events
        p.drainEvents { drained.append($0) }
        #expect(drained == expected && !drained.isEmpty)
        #expect(p.events.isEmpty)
        var again = 0
        p.drainEvents { _ in again += 1 }
        #expect(again == 0)
    }

    @Test func aPickerStartsAtItsOffsetClampedToItsBounds() {
        let frame = Rect(x: 0, y: 0, width: 280, height: 80)
        #expect(WheelPicker(configuration: .init(), frame: frame, offset: 905).value == 90)
        #expect(WheelPicker(configuration: .init(), frame: frame, offset: 5000).offset == 1000)
        #expect(WheelPicker(configuration: .init(), frame: frame, offset: -.infinity).offset == 0)
        #expect(WheelPicker(configuration: .init(), frame: frame, offset: 905).events.isEmpty)
    }
}

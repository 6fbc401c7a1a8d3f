import Testing
import Detent
@testable import DetentPicker

/// The reference picker (0...100, 280 × 80) in a frame at the window origin.
func referencePicker(_ configure: (inout WheelPicker.Configuration) -> Void = { _ in }) -> WheelPicker {
    var c = WheelPicker.Configuration()
    configure(&c)
    return WheelPicker(configuration: c, frame: Rect(x: 0, y: 0, width: 280, height: 80))
}

struct Tick: Equatable { var rect: Rect; var opacity: Double }
struct Label: Equatable { var text: String; var frame: Rect; var opacity: Double }

/// The top-edge ticks (one per value), the labels and the indicator's pieces of a display list.
func parts(_ list: [DisplayItem], picker: WheelPicker) -> (ticks: [Tick], labels: [Label], indicator: [Rect]) {
    var ticks: [Tick] = [], labels: [Label] = [], indicator: [Rect] = []
    let theme = picker.configuration.theme
    for item in list {
        switch item {
        case let .rect(r, color):
            if color.red == theme.indicator.red && color.green == theme.indicator.green { indicator.append(r) }
            else if color.red == theme.tick.red && r.minY == picker.frame.minY && r != picker.frame { ticks.append(Tick(rect: r, opacity: color.opacity)) }
        case let .text(s, frame, _, _, color):
            labels.append(Label(text: s, frame: frame, opacity: color.opacity))
        case .clip, .scaledText: break
        }
    }
    return (ticks, labels, indicator)
}

/// Drags the reference picker so that its offset becomes `offset` (the drag starts past the
/// slop without a jump, so the content moves exactly with the pointer after that).
func drag(_ picker: WheelPicker, toOffset offset: Double) throws {
    try picker.handle(.pointerDown(Point(x: 140, y: 40), pointer: 0), at: 0)
    try picker.handle(.pointerMove(Point(x: 130, y: 40), pointer: 0), at: 0.01)
    try picker.handle(.pointerMove(Point(x: 130 - offset, y: 40), pointer: 0), at: 0.02)
}

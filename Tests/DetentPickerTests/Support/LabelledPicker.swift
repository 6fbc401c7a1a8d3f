import Testing
import Detent
@testable import DetentPicker

/// The labels of a display list: text, frame, opacity.
func labels(_ p: WheelPicker) -> [(text: String, frame: Rect, opacity: Double)] {
    p.displayList().compactMap {
        if case let .text(s, frame, _, _, color) = $0 { return (s, frame, color.opacity) }
        return nil
    }
}

/// A picker of `values` along `axis`, `size` (280 × 80 or 120 × 280 by default) at the window
/// origin.
func picker(_ values: PickerValues = PickerValues(0...100), axis: Axis = .horizontal,
            size: Size? = nil, _ configure: (inout WheelPicker.Configuration) -> Void = { _ in }) -> WheelPicker {
    var c = WheelPicker.Configuration(values: values)
    c.axis = axis
    c.size = size ?? (axis == .horizontal ? Size(width: 280, height: 80) : Size(width: 120, height: 280))
    configure(&c)
    return WheelPicker(configuration: c, frame: Rect(origin: .zero, size: c.size))
}

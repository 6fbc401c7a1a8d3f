import Detent
import DetentPicker

/// The first line of a trace.
public struct TraceHeader: Hashable, Sendable {
    /// The format's version this library reads and writes.
    public static let version = 1
    /// The default window, in points.
    public static let defaultWindow = Size(width: 480, height: 200)

    /// The window, in points (default 480 × 200).
    public var window: Size
    public var picker: PickerSpec
    /// Free text: what recorded the trace, and why.
    public var source: String?

    public init(window: Size = TraceHeader.defaultWindow, picker: PickerSpec = PickerSpec(), source: String? = nil) {
        self.window = window; self.picker = picker; self.source = source
    }
}

extension TraceHeader {
    /// The picker configuration the header describes (the picker's defaults for what it omits).
    public var pickerConfiguration: WheelPicker.Configuration {
        var c = WheelPicker.Configuration()
        let p = picker
        if let v = p.values { c.values = v }
        if let d = p.spacing { c.spacing = d }
        if let d = p.tickWidth { c.tickWidth = d }
        if let d = p.majorEvery { c.majorEvery = d }
        if p.style == .cylinder { c = .cylinder(values: c.values) }
        if let w = p.cylinder { c.cylinder = w }
        if let l = p.looping { c.looping = l }
        if let f = p.frame { c.size = f.size } else if let s = p.size { c.size = s }
        if let a = p.axis, c.style != .cylinder { c.axis = a }
        if let b = p.behavior { c.behavior = b }
        if let f = p.profile { c.physics = f }
        if let r = p.rate { c.rate = r }
        if let t = p.theme { c.theme = t }
        return c
    }

    /// The picker's frame in the header's window: `picker.frame` if given, else its size
    /// centred in the window.
    public var pickerFrame: Rect {
        if let f = picker.frame { return f }
        return WheelPicker.centeredFrame(size: pickerConfiguration.size, in: window)
    }

    /// A picker as the header describes it, at rest on its first value at `time`, its labels
    /// measured by `textMeasurer` (a renderer's font; the deterministic estimate by default).
    public func makePicker(time: Double = 0, textMeasurer: any TextMeasurer = EstimatedTextMeasurer()) -> WheelPicker {
        WheelPicker(configuration: pickerConfiguration, frame: pickerFrame, time: time, textMeasurer: textMeasurer)
    }
}

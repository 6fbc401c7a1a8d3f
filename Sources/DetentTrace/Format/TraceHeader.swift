import Detent
import DetentPicker

/// The first line of a trace.
public struct TraceHeader: Hashable, Sendable {
    /// The format's version this library reads and writes.
    public static let version = 1
    /// The default window, in points.
    public static let defaultWindow = Size(width: 480, height: 200)
    /// The largest side of a window in points (16384, SDL's texture limit at 1 pixel a point).
    public static let maximumWindowSide = 16384.0
    /// The smallest side of a window in points: the sandbox's window is at least a pixel.
    public static let minimumWindowSide = 1.0

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

    /// The multi-column picker the header's `"demo"` describes, at rest on its `"start"`
    /// (2024-01-31 for a date, 09:41 for a time) at `time`; `nil` without a demo.
    package func makeColumnPicker(time: Double = 0, textMeasurer: any TextMeasurer = EstimatedTextMeasurer()) -> ColumnPicker? {
        guard let (c, frame, start) = columnPicker else { return nil }
        return ColumnPicker(configuration: c, frame: frame, value: start, time: time, textMeasurer: textMeasurer)
    }

    /// What ``makeColumnPicker(time:textMeasurer:)`` makes a picker of: the configuration, the
    /// frame in the header's window and the start; `nil` without a demo.
    package var columnPicker: (configuration: ColumnPicker.Configuration, frame: Rect, start: ColumnValue)? {
        guard let kind = picker.demo else { return nil }
        var c = ColumnPicker.Configuration(kind: kind)
        if let f = picker.frame { c.size = f.size } else if let s = picker.size { c.size = s }
        if let w = picker.cylinder { c.cylinder = w }
        if let t = picker.theme { c.theme = t }
        if let f = picker.profile { c.physics = f }
        if let r = picker.rate { c.physics.fling = .decay(r) }
        let start = picker.start ?? TraceHeader.defaultStart(kind)
        return (c, picker.frame ?? WheelPicker.centeredFrame(size: c.size, in: window), start)
    }

    /// Where a demo starts when its header says nothing: 31 January 2024, or 09:41.
    package static func defaultStart(_ kind: ColumnPicker.Kind) -> ColumnValue {
        switch kind {
        case .date: return .date(CalendarDate(year: 2024, month: 1, day: 31))
        case .time: return .time(ClockTime(hour: 9, minute: 41))
        }
    }

    /// What the header describes, one wheel or a demo's columns, at rest at `time`.
    package func makeModel(time: Double = 0, textMeasurer: any TextMeasurer = EstimatedTextMeasurer()) -> any PickerModel {
        makeColumnPicker(time: time, textMeasurer: textMeasurer) ?? makePicker(time: time, textMeasurer: textMeasurer)
    }

    /// A picker as the header describes it, at rest on its first value at `time`, its labels
    /// measured by `textMeasurer` (a renderer's font; the deterministic estimate by default).
    public func makePicker(time: Double = 0, textMeasurer: any TextMeasurer = EstimatedTextMeasurer()) -> WheelPicker {
        WheelPicker(configuration: pickerConfiguration, frame: pickerFrame, time: time, textMeasurer: textMeasurer)
    }
}

import Detent
import DetentPicker

extension TraceHeader {
    /// The picker configuration the header describes (the picker's defaults for what it omits).
    public var pickerConfiguration: WheelPicker.Configuration {
        var c = WheelPicker.Configuration()
        let p = picker
        if let v = p.values, let values = try? PickerValues(from: v.from, to: v.to, by: v.by) { c.values = values }
        if let d = p.spacing { c.spacing = d }
        if let d = p.tickWidth { c.tickWidth = d }
        if let d = p.majorEvery { c.majorEvery = d }
        if let f = p.frame { c.size = f.size } else if let s = p.size { c.size = s }
        if let a = p.axis { c.axis = a }
        if let b = p.behavior { c.behavior = PickerBehavior(rawValue: b.rawValue) ?? .closestMultiple }
        if let f = p.profile { c.physics = f }
        if let r = p.rate { c.rate = r }
        if let t = p.theme { c.theme = t == .dark ? .dark : .light }
        return c
    }

    /// The picker's frame in the header's window: `picker.frame` if given, else its size
    /// centred in the window.
    public var pickerFrame: Rect {
        if let f = picker.frame { return f }
        return WheelPicker.centeredFrame(size: pickerConfiguration.size, in: window)
    }

    /// A picker as the header describes it, at rest on its first value at `time`.
    public func makePicker(time: Double = 0) -> WheelPicker {
        WheelPicker(configuration: pickerConfiguration, frame: pickerFrame, time: time)
    }
}

extension TraceInput {
    /// The input as the picker takes it (window points).
    public var pickerInput: PickerInput {
        switch kind {
        case let .down(p, pointer): return .pointerDown(p, pointer: pointer)
        case let .move(p, pointer): return .pointerMove(p, pointer: pointer)
        case let .up(p, pointer): return .pointerUp(p, pointer: pointer)
        case let .cancel(pointer): return .pointerCancel(pointer: pointer)
        case let .wheel(dx, dy, precise): return .wheel(dx: dx, dy: dy, precise: precise)
        case let .key(k): return .key(k)
        case let .resize(size): return .resizeWindow(size)
        case let .select(value, animated): return .select(value: value, animated: animated)
        }
    }

    /// The trace input for a picker input at `t` (what a recorder writes).
    public init(t: Double, _ input: PickerInput) {
        let kind: TraceInputKind
        switch input {
        case let .pointerDown(p, pointer): kind = .down(p, pointer: pointer)
        case let .pointerMove(p, pointer): kind = .move(p, pointer: pointer)
        case let .pointerUp(p, pointer): kind = .up(p, pointer: pointer)
        case let .pointerCancel(pointer): kind = .cancel(pointer: pointer)
        case let .wheel(dx, dy, precise): kind = .wheel(dx: dx, dy: dy, precise: precise)
        case let .key(k): kind = .key(k)
        case let .resizeWindow(size): kind = .resize(size)
        case let .select(value, animated): kind = .select(value: value, animated: animated)
        }
        self.init(t: t, kind: kind)
    }
}

import CDetent
import Detent
import DetentPicker
import DetentTrace

// The picker's functions of include/detent.h (detent_picker_*), exported with C names. Each
// checks its arguments and reports a refusal through its status and detent_last_error(),
// changing nothing; none may trap, since a trap would take the host program down with it.

private typealias Picker = PickerHandle

// MARK: Creating

@_cdecl("detent_picker_config_init")
public func detent_picker_config_init(_ config: UnsafeMutablePointer<detent_picker_config>?, _ size: Int) -> detent_status {
    Sized.initialize(config, size: size, to: PickerConfiguration.defaults, "detent_picker_config_init")
}

/// Whether every picker accepts a window of `width` x `height`: 0 < s <= 1e12.
func admitsWindow(_ width: Double, _ height: Double) -> Bool {
    width > 0 && height > 0 && width <= EngineConfiguration.largest && height <= EngineConfiguration.largest
}

/// Whether every picker accepts the window, else false with the last error set.
func checkWindow(_ width: Double, _ height: Double, _ function: StaticString) -> Bool {
    if admitsWindow(width, height) { return true }
    LastError.set(function, "the window size \(width) x \(height) is not in 0 < s <= 1e12")
    return false
}

/// A new handle for one wheel, or nil with the last error set.
func makeWheel(_ configuration: WheelPicker.Configuration, frame: Rect, time: Double, _ function: StaticString) -> OpaquePointer? {
    if let problem = PickerConfiguration.magnitudeProblem(configuration, frame: frame) {
        LastError.set(function, problem)
        return nil
    }
    do {
        return Picker(wheel: try WheelPicker(validating: configuration, frame: frame, time: time)).retainedPointer()
    } catch {
        LastError.set(function, Message(error.reason))
        return nil
    }
}

/// A new handle for a date or time picker, or nil with the last error set.
func makeColumns(_ configuration: ColumnPicker.Configuration, frame: Rect, start: ColumnValue, time: Double,
                 _ function: StaticString) -> OpaquePointer? {
    if let problem = PickerConfiguration.magnitudeProblem(frame: frame) {
        LastError.set(function, problem)
        return nil
    }
    return Picker(columns: ColumnPicker(configuration: configuration, frame: frame, value: start, time: time)).retainedPointer()
}

@_cdecl("detent_picker_create_with_config")
public func detent_picker_create_with_config(_ config: UnsafePointer<detent_picker_config>?, _ windowWidth: Double,
                                             _ windowHeight: Double, _ time: Double) -> OpaquePointer? {
    let function: StaticString = "detent_picker_create_with_config"
    guard checkWindow(windowWidth, windowHeight, function) else { return nil }
    if Refusal.checkTime(time, function) != nil { return nil }
    do {
        return try PickerConfiguration.create(try PickerConfiguration.read(config), window: Size(width: windowWidth, height: windowHeight),
                                              time: time, function)
    } catch {
        LastError.set(function, error.reason)
        return nil
    }
}

@_cdecl("detent_picker_create")
public func detent_picker_create(_ json: UnsafePointer<CChar>?, _ windowWidth: Double, _ windowHeight: Double,
                                 _ time: Double) -> OpaquePointer? {
    let function: StaticString = "detent_picker_create"
    guard checkWindow(windowWidth, windowHeight, function) else { return nil }
    if Refusal.checkTime(time, function) != nil { return nil }
    var spec = PickerSpec()
    if let json {
        var length = 0
        while json[length] != 0 { length += 1 }
        let bytes = Array(UnsafeRawBufferPointer(start: json, count: length))
        do { spec = try TraceReader.parsePicker(json: bytes, name: "picker_json", strict: true) } catch {
            LastError.set(function, "picker_json: \(error.reason)")
            return nil
        }
    }
    let header = TraceHeader(window: Size(width: windowWidth, height: windowHeight), picker: spec)
    if let (configuration, frame, start) = header.columnPicker {
        return makeColumns(configuration, frame: frame, start: start, time: time, function)
    }
    return makeWheel(header.pickerConfiguration, frame: header.pickerFrame, time: time, function)
}

@_cdecl("detent_picker_destroy")
public func detent_picker_destroy(_ p: OpaquePointer?) {
    Picker.release(p, "detent_picker_destroy")
}

// MARK: Inputs

@_cdecl("detent_picker_pointer")
public func detent_picker_pointer(_ p: OpaquePointer?, _ phase: detent_pointer_phase, _ x: Double, _ y: Double,
                                  _ pointer: Int32, _ t: Double) -> detent_status {
    Calls.pointer(Picker.self, p, phase, x, y, pointer, t, "detent_picker_pointer")
}

@_cdecl("detent_picker_wheel")
public func detent_picker_wheel(_ p: OpaquePointer?, _ dx: Double, _ dy: Double, _ precise: Int32, _ t: Double) -> detent_status {
    Calls.wheel(Picker.self, p, dx, dy, precise, t, "detent_picker_wheel")
}

@_cdecl("detent_picker_key")
public func detent_picker_key(_ p: OpaquePointer?, _ key: detent_key, _ t: Double) -> detent_status {
    Calls.key(Picker.self, p, key, t, "detent_picker_key")
}

@_cdecl("detent_picker_select")
public func detent_picker_select(_ p: OpaquePointer?, _ value: Double, _ animated: Int32, _ t: Double) -> detent_status {
    Calls.select(Picker.self, p, value, animated, t, "detent_picker_select")
}

@_cdecl("detent_picker_fling")
public func detent_picker_fling(_ p: OpaquePointer?, _ velocity: Double, _ t: Double) -> detent_status {
    Calls.fling(Picker.self, p, velocity, t, "detent_picker_fling")
}

@_cdecl("detent_picker_resize")
public func detent_picker_resize(_ p: OpaquePointer?, _ width: Double, _ height: Double, _ t: Double) -> detent_status {
    Calls.resize(Picker.self, p, width, height, t, "detent_picker_resize")
}

@_cdecl("detent_picker_advance")
public func detent_picker_advance(_ p: OpaquePointer?, _ t: Double) -> detent_status {
    Calls.advance(Picker.self, p, t, "detent_picker_advance")
}

@_cdecl("detent_picker_frame")
public func detent_picker_frame(_ p: OpaquePointer?, _ t: Double, _ frame: UnsafeMutablePointer<detent_frame>?) -> detent_status {
    Calls.frame(Picker.self, p, t, frame, "detent_picker_frame")
}

// MARK: State

@_cdecl("detent_picker_value")
public func detent_picker_value(_ p: OpaquePointer?) -> Double {
    Picker.with(p, "detent_picker_value", else: .nan) { $0.model.modelValue }
}

@_cdecl("detent_picker_offset")
public func detent_picker_offset(_ p: OpaquePointer?) -> Double {
    Picker.with(p, "detent_picker_offset", else: .nan) { $0.model.offset }
}

@_cdecl("detent_picker_velocity")
public func detent_picker_velocity(_ p: OpaquePointer?) -> Double {
    Picker.with(p, "detent_picker_velocity", else: .nan) { $0.model.velocity }
}

@_cdecl("detent_picker_phase")
public func detent_picker_phase(_ p: OpaquePointer?) -> detent_phase {
    Picker.with(p, "detent_picker_phase", else: DETENT_PHASE_NONE) { Events.code($0.model.phase) }
}

@_cdecl("detent_picker_is_idle")
public func detent_picker_is_idle(_ p: OpaquePointer?) -> Int32 {
    Picker.with(p, "detent_picker_is_idle", else: Picker.refusal(p).rawValue) { $0.model.isIdle ? 1 : 0 }
}

@_cdecl("detent_picker_time")
public func detent_picker_time(_ p: OpaquePointer?) -> Double {
    Picker.with(p, "detent_picker_time", else: .nan) { $0.model.time }
}

@_cdecl("detent_picker_next_event_time")
public func detent_picker_next_event_time(_ p: OpaquePointer?) -> Double {
    Picker.with(p, "detent_picker_next_event_time", else: .nan) { $0.model.nextEventTime ?? .infinity }
}

@_cdecl("detent_picker_key_value")
public func detent_picker_key_value(_ p: OpaquePointer?, _ key: detent_key, _ value: UnsafeMutablePointer<Double>?) -> detent_status {
    Calls.keyAnswer(Picker.self, p, key, value, "value", "detent_picker_key_value") { h, k in h.value(after: k) }
}

// MARK: Columns

@_cdecl("detent_picker_column_count")
public func detent_picker_column_count(_ p: OpaquePointer?) -> Int32 {
    guard let h = Picker.from(p, "detent_picker_column_count") else { return 0 }
    return Int32(h.columns?.columns.count ?? 1)
}

@_cdecl("detent_picker_active_column")
public func detent_picker_active_column(_ p: OpaquePointer?) -> Int32 {
    guard let h = Picker.from(p, "detent_picker_active_column") else { return -1 }
    return Int32(h.model.modelColumn ?? -1)
}

@_cdecl("detent_picker_column")
public func detent_picker_column(_ p: OpaquePointer?, _ column: Int32, _ value: UnsafeMutablePointer<Double>?,
                                 _ first: UnsafeMutablePointer<Double>?, _ last: UnsafeMutablePointer<Double>?,
                                 _ frame: UnsafeMutablePointer<detent_rect>?) -> detent_status {
    let function: StaticString = "detent_picker_column"
    guard let h = Picker.from(p, function) else { return Picker.refusal(p) }
    guard column >= 0, let w = h.column(Int(column)) else {
        return Refusal.fail(DETENT_ERROR_INVALID, function, "the picker has no column \(column)")
    }
    value?.pointee = w.value
    first?.pointee = w.configuration.values.from
    // A date's day column: the shown month's last day (the rows past it are disabled; End rests there).
    last?.pointee = column == 1 ? h.columns?.validDays.map(Double.init) ?? w.configuration.values.to : w.configuration.values.to
    frame?.pointee = detent_rect(x: w.frame.minX, y: w.frame.minY, width: w.frame.width, height: w.frame.height)
    return DETENT_OK
}

@_cdecl("detent_picker_label")
public func detent_picker_label(_ p: OpaquePointer?, _ column: Int32, _ value: Double, _ out: UnsafeMutablePointer<CChar>?,
                                _ capacity: Int, _ needed: UnsafeMutablePointer<Int>?) -> detent_status {
    let function: StaticString = "detent_picker_label"
    guard let h = Picker.from(p, function) else { return Picker.refusal(p) }
    guard let needed else { return Refusal.null(function, "needed") }
    if let refused = Refusal.checkFinite(function, "the value", value) { return refused }
    let text: String
    if column == -1 { text = h.model.modelLabel(value) } else {
        guard column >= 0, let w = h.column(Int(column)) else {
            return Refusal.fail(DETENT_ERROR_INVALID, function, "the picker has no column \(column)")
        }
        text = w.modelLabel(value)   // read in place: `w.configuration` is a copy of all of it
    }
    return CText.write(text, to: out, capacity: capacity, needed: needed, function)
}

@_cdecl("detent_picker_focus")
public func detent_picker_focus(_ p: OpaquePointer?, _ column: Int32, _ t: Double) -> detent_status {
    let function: StaticString = "detent_picker_focus"
    guard let h = Picker.from(p, function) else { return Picker.refusal(p) }
    guard column >= 0, h.column(Int(column)) != nil else {
        return Refusal.fail(DETENT_ERROR_INVALID, function, "the picker has no column \(column)")
    }
    return h.apply(.focus(column: Int(column)), at: t, function)
}

@_cdecl("detent_picker_set_focus_effect")
public func detent_picker_set_focus_effect(_ p: OpaquePointer?, _ shown: Int32) -> detent_status {
    guard let h = Picker.from(p, "detent_picker_set_focus_effect") else { return Picker.refusal(p) }
    h.columns?.focusEffectDisabled = shown == 0
    return DETENT_OK
}

// MARK: Events and the display list

@_cdecl("detent_picker_events")
public func detent_picker_events(_ p: OpaquePointer?, _ buffer: UnsafeMutablePointer<detent_event>?, _ n: Int,
                                 _ count: UnsafeMutablePointer<Int>?) -> detent_status {
    Events.drain(Picker.self, p, into: buffer, capacity: n, count: count, "detent_picker_events")
}

@_cdecl("detent_picker_column_events")
public func detent_picker_column_events(_ p: OpaquePointer?, _ buffer: UnsafeMutablePointer<detent_event>?, _ n: Int,
                                        _ columns: UnsafeMutablePointer<Int32>?, _ count: UnsafeMutablePointer<Int>?) -> detent_status {
    Events.drain(Picker.self, p, into: buffer, capacity: n, columns: columns, count: count, "detent_picker_column_events")
}

@_cdecl("detent_picker_display_list")
public func detent_picker_display_list(_ p: OpaquePointer?, _ out: UnsafeMutablePointer<detent_item>?, _ n: Int,
                                       _ text: UnsafeMutablePointer<CChar>?, _ textCapacity: Int,
                                       _ count: UnsafeMutablePointer<Int>?, _ textSize: UnsafeMutablePointer<Int>?) -> detent_status {
    let function: StaticString = "detent_picker_display_list"
    guard let h = Picker.from(p, function) else { return Picker.refusal(p) }
    guard let count else { return Refusal.null(function, "count") }
    return h.displayList(into: out, capacity: capacity(n), text: text, textCapacity: capacity(textCapacity),
                         count: count, textSize: textSize)
}

@_cdecl("detent_picker_set_text_measurer")
public func detent_picker_set_text_measurer(_ p: OpaquePointer?, _ measure: detent_measure_text?,
                                            _ context: UnsafeMutableRawPointer?) -> detent_status {
    guard let h = Picker.from(p, "detent_picker_set_text_measurer") else { return Picker.refusal(p) }
    if let measure {
        h.model.setTextMeasurer(CallbackTextMeasurer(measure: measure, context: context))
    } else {
        h.model.setTextMeasurer(EstimatedTextMeasurer.standard)
    }
    return DETENT_OK
}

import CDetent
import Detent
import DetentPicker
import DetentTrace

/// What a `detent_model *` points to (the WebAssembly build): any picker a trace header's
/// `"picker"` member describes — one wheel, or a date or time picker of several columns
/// (``ColumnPicker``) — taking the picker calls of detent.h, so that the browser's pages and
/// `detent replay` build the same model from the same JSON.
final class ModelHandle: InputHandle {
    static let noun = "model"
    let model: any PickerModel
    /// The columns of a date or time picker; `nil` for one wheel.
    let columns: ColumnPicker?
    /// The one wheel; `nil` for a column picker.
    let wheel: WheelPicker?
    /// The display list, rebuilt in place each call (its storage is kept).
    private var list: [DisplayItem] = []
    /// The events drained from the model and not yet handed out, with their columns (-1 for one wheel).
    private var pending: [(column: Int32, event: detent_event)] = []
    private var cursor = 0
    /// No host callback runs inside a model (its labels are measured by the estimate).
    var isBusy: Bool { false }

    init(header: TraceHeader, time: Double) {
        columns = header.makeColumnPicker(time: time)
        wheel = columns == nil ? header.makePicker(time: time) : nil
        if let columns { model = columns } else { model = wheel! }
        list.reserveCapacity(256)
        pending.reserveCapacity(64)
    }

    func apply(_ input: PickerInput, at t: Double, _ function: StaticString) -> detent_status {
        if let refused = Refusal.checkTime(t, function) { return refused }
        do { try model.handle(input, at: t) } catch { return Refusal.fail(error, function) }
        return DETENT_OK
    }

    var heldBy: Int? {
        if let wheel { return wheel.engine.pointer }
        return columns!.columns.lazy.compactMap { $0.engine.pointer }.first
    }

    func fling(velocity: Double, at t: Double, _ function: StaticString) -> detent_status {
        do { try model.fling(velocity: velocity, at: t) } catch { return Refusal.fail(error, function) }
        return DETENT_OK
    }

    func advance(to t: Double, _ function: StaticString) -> detent_status {
        do { try model.advance(to: t) } catch { return Refusal.fail(error, function) }
        return DETENT_OK
    }

    /// Copies up to `capacity` events into `buffer` (as detent_picker_events) and their columns
    /// into `columnsOut` (may be NULL).
    func drain(into buffer: UnsafeMutablePointer<detent_event>, capacity: Int, columnsOut: UnsafeMutablePointer<Int32>?,
               count: UnsafeMutablePointer<Int>, _ function: StaticString) -> detent_status {
        if cursor == pending.count {
            pending.removeAll(keepingCapacity: true)
            cursor = 0
            model.drainModelEvents { column, e, from, to in
                var c = Events.event(e, value: { _ in 0 })
                if case .selection = e { c.from_value = from; c.to_value = to }
                pending.append((Int32(column ?? -1), c))
            }
        }
        let stride = Sized.size(at: buffer)
        if let refused = Sized.refusal(stride, detent_event.self, largerAllowed: true, "\(function): buffer[0]") { return refused }
        var written = 0
        while written < capacity, cursor < pending.count {
            Sized.write(pending[cursor].event, to: UnsafeMutableRawPointer(buffer) + written * stride, callerSize: stride)
            columnsOut?[written] = pending[cursor].column
            written += 1
            cursor += 1
        }
        count.pointee = written
        return DETENT_OK
    }

    func displayList(into out: UnsafeMutablePointer<detent_item>?, capacity: Int, text: UnsafeMutablePointer<CChar>?,
                     textCapacity: Int, count: UnsafeMutablePointer<Int>, textSize: UnsafeMutablePointer<Int>?) -> detent_status {
        list.removeAll(keepingCapacity: true)
        model.displayList(into: &list)
        return PickerHandle.write(list, into: out, capacity: capacity, text: text, textCapacity: textCapacity, count: count,
                                  textSize: textSize, "detent_model_display_list")
    }

    /// The model's value (as ``detent_model_value``) once `key` has moved the focused column
    /// at once, as a page under reduced motion selects it: a row (arrows), a page of rows
    /// (Page Up/Down: the wheel's targets per page) or its first or last row (Home, End),
    /// round a looping column's ends as the wheel turns, else stopping at them; `nil` for left
    /// and right on a multi-column picker, which move the focus, not a value.
    func value(after key: ScrollKey) -> Double? {
        if columns != nil, key == .left || key == .right { return nil }
        let i = columns?.focus ?? 0
        guard let w = column(i) else { return nil }
        let values = w.configuration.values, n = values.count, index = values.index(of: w.value)
        let page = w.engine.configuration.targetsPerPage, looping = w.configuration.looping
        // The rows moved (a looping column's Home and End the shorter way round, backwards on a
        // tie, as the wheel goes).
        func toRow(_ row: Int) -> Int {
            guard looping else { return row - index }
            let d = ((row - index) % n + n) % n
            return 2 * d >= n ? d - n : d
        }
        let delta: Int
        switch key {
        case .left, .up: delta = -1
        case .right, .down: delta = 1
        case .pageUp: delta = -page
        case .pageDown: delta = page
        case .home: delta = toRow(0)
        case .end: delta = toRow(n - 1)
        }
        let to = looping ? ((index + delta) % n + n) % n : Swift.min(Swift.max(index + delta, 0), n - 1)
        let v = values.value(at: to)
        guard let columns else { return v }
        var number = columns.value(withColumn: i, at: v).number
        // The 12-hour clock's AM/PM flips each time the hour wheel passes between 11 and 12
        // (rows 10 and 11), as the key's spring would make it (ColumnPicker's rule).
        if case .time(true) = columns.configuration.kind, i == 0 {
            // Rows p in low ..< high with p ≡ 10 (mod 12): those up to x number ⌊(x − 10) / 12⌋.
            func upTo(_ x: Int) -> Int { let a = x - 10; return a >= 0 ? a / 12 : -((11 - a) / 12) }
            let low = Swift.min(index, index + delta), high = Swift.max(index, index + delta)
            if (upTo(high - 1) - upTo(low - 1)) % 2 != 0 { number = (number + 1200) % 2400 }
        }
        return Double(number)
    }

    /// The wheel of column `i` (the one wheel for i = 0), or nil.
    func column(_ i: Int) -> WheelPicker? {
        if let columns { return columns.columns.indices.contains(i) ? columns.columns[i] : nil }
        return i == 0 ? wheel : nil
    }
}

private typealias Model = ModelHandle

/// A model as `picker_json` describes it (the members of detent_picker_create's, and a trace
/// header's `"demo"` and `"start"`), at rest at `time` in a window of the size given.
@_cdecl("detent_model_create")
public func detent_model_create(_ json: UnsafePointer<CChar>?, _ windowWidth: Double, _ windowHeight: Double,
                                _ time: Double) -> OpaquePointer? {
    let function: StaticString = "detent_model_create"
    if let problem = checkWindow(windowWidth, windowHeight, function) {
        LastError.set(problem)
        return nil
    }
    if Refusal.checkTime(time, function) != nil { return nil }
    var spec = PickerSpec()
    if let json {
        var length = 0
        while json[length] != 0 { length += 1 }
        let bytes = Array(UnsafeRawBufferPointer(start: json, count: length))
        do { spec = try TraceReader.parsePicker(json: bytes, name: "picker_json", strict: true) } catch {
            LastError.set("\(function): picker_json: \(error.reason)")
            return nil
        }
    }
    let header = TraceHeader(window: Size(width: windowWidth, height: windowHeight), picker: spec)
    return Model(header: header, time: time).retainedPointer()
}

@_cdecl("detent_model_destroy")
public func detent_model_destroy(_ p: OpaquePointer?) { Model.release(p, "detent_model_destroy") }

@_cdecl("detent_model_pointer")
public func detent_model_pointer(_ p: OpaquePointer?, _ phase: detent_pointer_phase, _ x: Double, _ y: Double,
                                 _ pointer: Int32, _ t: Double) -> detent_status {
    Calls.pointer(Model.self, p, phase, x, y, pointer, t, "detent_model_pointer")
}

@_cdecl("detent_model_wheel")
public func detent_model_wheel(_ p: OpaquePointer?, _ dx: Double, _ dy: Double, _ precise: Int32, _ t: Double) -> detent_status {
    Calls.wheel(Model.self, p, dx, dy, precise, t, "detent_model_wheel")
}

@_cdecl("detent_model_key")
public func detent_model_key(_ p: OpaquePointer?, _ key: detent_key, _ t: Double) -> detent_status {
    Calls.key(Model.self, p, key, t, "detent_model_key")
}

@_cdecl("detent_model_select")
public func detent_model_select(_ p: OpaquePointer?, _ value: Double, _ animated: Int32, _ t: Double) -> detent_status {
    Calls.select(Model.self, p, value, animated, t, "detent_model_select")
}

/// Moves the keyboard's and the wheel's focus to column `column` (a trace's `focus` input).
@_cdecl("detent_model_focus")
public func detent_model_focus(_ p: OpaquePointer?, _ column: Int32, _ t: Double) -> detent_status {
    let function: StaticString = "detent_model_focus"
    guard let h = Model.from(p, function) else { return Model.refusal(p) }
    guard column >= 0, h.column(Int(column)) != nil else {
        return Refusal.fail(DETENT_ERROR_INVALID, "\(function): the model has no column \(column)")
    }
    return h.apply(.focus(column: Int(column)), at: t, function)
}

/// The value `key` moves the model to at once (reduced motion: select it, not animated, instead
/// of the key's spring) in `*value`: the focused column a row, a page or to an end, round a
/// looping column's ends; NaN for left and right between a multi-column picker's columns
/// (apply the key: it moves the focus).
@_cdecl("detent_model_key_value")
public func detent_model_key_value(_ p: OpaquePointer?, _ key: detent_key, _ value: UnsafeMutablePointer<Double>?) -> detent_status {
    let function: StaticString = "detent_model_key_value"
    guard let h = Model.from(p, function) else { return Model.refusal(p) }
    guard let value else { return Refusal.fail(DETENT_ERROR_NULL, "\(function): value is NULL") }
    guard let k = ScrollKey(key) else { return Refusal.fail(DETENT_ERROR_INVALID, "\(function): \(key.rawValue) is not a detent_key") }
    value.pointee = h.value(after: k) ?? .nan
    return DETENT_OK
}

@_cdecl("detent_model_fling")
public func detent_model_fling(_ p: OpaquePointer?, _ velocity: Double, _ t: Double) -> detent_status {
    Calls.fling(Model.self, p, velocity, t, "detent_model_fling")
}

@_cdecl("detent_model_resize")
public func detent_model_resize(_ p: OpaquePointer?, _ width: Double, _ height: Double, _ t: Double) -> detent_status {
    Calls.resize(Model.self, p, width, height, t, "detent_model_resize")
}

@_cdecl("detent_model_advance")
public func detent_model_advance(_ p: OpaquePointer?, _ t: Double) -> detent_status {
    Calls.advance(Model.self, p, t, "detent_model_advance")
}

/// The value as one number (a wheel's value; a date's yyyymmdd, a time's hhmm); NaN for NULL.
@_cdecl("detent_model_value")
public func detent_model_value(_ p: OpaquePointer?) -> Double { Model.from(p, "detent_model_value")?.model.modelValue ?? .nan }

@_cdecl("detent_model_offset")
public func detent_model_offset(_ p: OpaquePointer?) -> Double { Model.from(p, "detent_model_offset")?.model.offset ?? .nan }

@_cdecl("detent_model_velocity")
public func detent_model_velocity(_ p: OpaquePointer?) -> Double { Model.from(p, "detent_model_velocity")?.model.velocity ?? .nan }

@_cdecl("detent_model_time")
public func detent_model_time(_ p: OpaquePointer?) -> Double { Model.from(p, "detent_model_time")?.model.time ?? .nan }

@_cdecl("detent_model_phase")
public func detent_model_phase(_ p: OpaquePointer?) -> detent_phase {
    guard let h = Model.from(p, "detent_model_phase") else { return DETENT_PHASE_NONE }
    return Events.code(h.model.phase)
}

@_cdecl("detent_model_is_idle")
public func detent_model_is_idle(_ p: OpaquePointer?) -> Int32 {
    guard let h = Model.from(p, "detent_model_is_idle") else { return Model.refusal(p).rawValue }
    return h.model.isIdle ? 1 : 0
}

/// When the model next changes on its own (a motion's end, an edge stretch's); +infinity when
/// nothing moves; NaN for NULL. A page draws frames until then.
@_cdecl("detent_model_next_event_time")
public func detent_model_next_event_time(_ p: OpaquePointer?) -> Double {
    guard let h = Model.from(p, "detent_model_next_event_time") else { return .nan }
    return h.model.nextEventTime ?? .infinity
}

/// How many columns: 1 for one wheel, 0 for NULL.
@_cdecl("detent_model_column_count")
public func detent_model_column_count(_ p: OpaquePointer?) -> Int32 {
    guard let h = Model.from(p, "detent_model_column_count") else { return 0 }
    return Int32(h.columns?.columns.count ?? 1)
}

/// The column whose offset, velocity and phase the readers give (-1 for one wheel).
@_cdecl("detent_model_active_column")
public func detent_model_active_column(_ p: OpaquePointer?) -> Int32 {
    guard let h = Model.from(p, "detent_model_active_column") else { return -1 }
    return Int32(h.model.modelColumn ?? -1)
}

/// Column `column`'s value under its indicator, its first and last values and its frame (window
/// points), each pointer may be NULL: what an accessible control per column needs.
@_cdecl("detent_model_column")
public func detent_model_column(_ p: OpaquePointer?, _ column: Int32, _ value: UnsafeMutablePointer<Double>?,
                                _ first: UnsafeMutablePointer<Double>?, _ last: UnsafeMutablePointer<Double>?,
                                _ frame: UnsafeMutablePointer<detent_rect>?) -> detent_status {
    let function: StaticString = "detent_model_column"
    guard let h = Model.from(p, function) else { return Model.refusal(p) }
    guard column >= 0, let w = h.column(Int(column)) else {
        return Refusal.fail(DETENT_ERROR_INVALID, "\(function): the model has no column \(column)")
    }
    value?.pointee = w.value
    first?.pointee = w.configuration.values.from
    last?.pointee = w.configuration.values.to
    frame?.pointee = detent_rect(x: w.frame.minX, y: w.frame.minY, width: w.frame.width, height: w.frame.height)
    return DETENT_OK
}

/// The text of column `column`'s value `value` ("February", "2024"), or of the model's combined
/// value for column -1 ("2024-02-29"), NUL-terminated in `out`; `*needed` its bytes.
@_cdecl("detent_model_label")
public func detent_model_label(_ p: OpaquePointer?, _ column: Int32, _ value: Double, _ out: UnsafeMutablePointer<CChar>?,
                               _ capacity: Int, _ needed: UnsafeMutablePointer<Int>?) -> detent_status {
    let function: StaticString = "detent_model_label"
    guard let h = Model.from(p, function) else { return Model.refusal(p) }
    guard let needed else { return Refusal.fail(DETENT_ERROR_NULL, "\(function): needed is NULL") }
    if let refused = Refusal.checkFinite(function, "the value", value) { return refused }
    let text: String
    if column < 0 { text = h.model.modelLabel(value) } else {
        guard let w = h.column(Int(column)) else {
            return Refusal.fail(DETENT_ERROR_INVALID, "\(function): the model has no column \(column)")
        }
        text = w.configuration.label(for: value)
    }
    return WebText.write(text, to: out, capacity: capacity, needed: needed, function)
}

/// Drains the model's events as detent_picker_events() does, with each event's column in
/// `columns` (-1 for one wheel; NULL to skip).
@_cdecl("detent_model_events")
public func detent_model_events(_ p: OpaquePointer?, _ buffer: UnsafeMutablePointer<detent_event>?, _ n: Int,
                                _ columns: UnsafeMutablePointer<Int32>?, _ count: UnsafeMutablePointer<Int>?) -> detent_status {
    let function: StaticString = "detent_model_events"
    guard let h = Model.from(p, function) else { count?.pointee = 0; return Model.refusal(p) }
    guard let count else { return Refusal.fail(DETENT_ERROR_NULL, "\(function): count is NULL") }
    count.pointee = 0
    guard libdetent.capacity(n) > 0 else { return DETENT_OK }
    guard let buffer else { return Refusal.fail(DETENT_ERROR_NULL, "\(function): the buffer is NULL with a capacity of \(n)") }
    return h.drain(into: buffer, capacity: libdetent.capacity(n), columnsOut: columns, count: count, function)
}

@_cdecl("detent_model_display_list")
public func detent_model_display_list(_ p: OpaquePointer?, _ out: UnsafeMutablePointer<detent_item>?, _ n: Int,
                                      _ text: UnsafeMutablePointer<CChar>?, _ textCapacity: Int,
                                      _ count: UnsafeMutablePointer<Int>?, _ textSize: UnsafeMutablePointer<Int>?) -> detent_status {
    let function: StaticString = "detent_model_display_list"
    guard let h = Model.from(p, function) else { return Model.refusal(p) }
    guard let count else { return Refusal.fail(DETENT_ERROR_NULL, "\(function): count is NULL") }
    return h.displayList(into: out, capacity: libdetent.capacity(n), text: text, textCapacity: libdetent.capacity(textCapacity),
                         count: count, textSize: textSize)
}

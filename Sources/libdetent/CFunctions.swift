import CDetent
import Detent
import DetentPicker
import DetentTrace
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The functions of include/detent.h, exported with C names. Each checks its arguments and
// reports a refusal through its return value and detent_last_error(); none may trap, since
// a trap would take the host program down with it.

private let version: StaticString = "0.1.0"

@_cdecl("detent_version")
public func detent_version() -> UnsafePointer<CChar> {
    UnsafeRawPointer(version.utf8Start).assumingMemoryBound(to: CChar.self)
}

@_cdecl("detent_last_error")
public func detent_last_error() -> UnsafePointer<CChar> {
    LastError.message
}

/// The handle behind a `detent_picker *`, or nil (and the last error) for NULL or for a
/// call from inside the picker's own text measurer.
private func handle(_ p: OpaquePointer?, _ function: StaticString) -> PickerHandle? {
    guard let p else {
        LastError.set("\(function): the picker is NULL")
        return nil
    }
    let h = Unmanaged<PickerHandle>.fromOpaque(UnsafeRawPointer(p)).takeUnretainedValue()
    guard !h.isBuildingList else {
        LastError.set("\(function): called from inside the picker's text measurer")
        return nil
    }
    return h
}

/// The error code for a call `handle` refused.
private func refusal(_ p: OpaquePointer?) -> Int32 {
    Int32(p == nil ? DETENT_ERROR_NULL : DETENT_ERROR_BUSY)
}

// MARK: Creating

@_cdecl("detent_picker_create")
public func detent_picker_create(_ json: UnsafePointer<CChar>?, _ windowWidth: Double, _ windowHeight: Double,
                                 _ time: Double) -> OpaquePointer? {
    let function: StaticString = "detent_picker_create"
    guard windowWidth.isFinite, windowHeight.isFinite, windowWidth > 0, windowHeight > 0 else {
        LastError.set("\(function): the window size \(windowWidth) x \(windowHeight) is not positive and finite")
        return nil
    }
    if PickerHandle.checkTime(time, function) != nil { return nil }
    var spec = PickerSpec()
    if let json {
        let bytes = Array(UnsafeRawBufferPointer(start: json, count: strlen(json)))
        do { spec = try TraceReader.parsePicker(json: bytes, name: "picker_json") } catch {
            LastError.set("\(function): picker_json: \(error.reason)")
            return nil
        }
    }
    let header = TraceHeader(window: Size(width: windowWidth, height: windowHeight), picker: spec)
    let picker: WheelPicker
    do { picker = try WheelPicker(validating: header.pickerConfiguration, frame: header.pickerFrame, time: time) } catch {
        LastError.set("\(function): \(error.reason)")
        return nil
    }
    return OpaquePointer(Unmanaged.passRetained(PickerHandle(picker: picker)).toOpaque())
}

@_cdecl("detent_picker_destroy")
public func detent_picker_destroy(_ p: OpaquePointer?) {
    // NULL is ignored; a picker inside its own text measurer is not freed under itself.
    guard let p, handle(p, "detent_picker_destroy") != nil else { return }
    Unmanaged<PickerHandle>.fromOpaque(UnsafeRawPointer(p)).release()
}

// MARK: Inputs

@_cdecl("detent_picker_pointer")
public func detent_picker_pointer(_ p: OpaquePointer?, _ phase: Int32, _ x: Double, _ y: Double, _ pointer: Int32,
                                  _ t: Double) -> Int32 {
    let function: StaticString = "detent_picker_pointer"
    guard let h = handle(p, function) else { return refusal(p) }
    let point = Point(x: x, y: y), id = Int(pointer)
    let input: PickerInput
    switch Int(phase) {
    case DETENT_POINTER_DOWN: input = .pointerDown(point, pointer: id)
    case DETENT_POINTER_MOVE: input = .pointerMove(point, pointer: id)
    case DETENT_POINTER_UP: input = .pointerUp(point, pointer: id)
    case DETENT_POINTER_CANCEL: input = .pointerCancel(pointer: id)
    default: return PickerHandle.fail(Int32(DETENT_ERROR_INVALID), "\(function): unknown pointer phase \(phase)")
    }
    if phase != DETENT_POINTER_CANCEL, !(x.isFinite && y.isFinite) {
        return PickerHandle.fail(Int32(DETENT_ERROR_NOT_FINITE), "\(function): the position (\(x), \(y)) is not finite")
    }
    return h.apply(input, at: t, function)
}

@_cdecl("detent_picker_wheel")
public func detent_picker_wheel(_ p: OpaquePointer?, _ dx: Double, _ dy: Double, _ precise: Int32, _ t: Double) -> Int32 {
    let function: StaticString = "detent_picker_wheel"
    guard let h = handle(p, function) else { return refusal(p) }
    guard dx.isFinite, dy.isFinite else {
        return PickerHandle.fail(Int32(DETENT_ERROR_NOT_FINITE), "\(function): the delta (\(dx), \(dy)) is not finite")
    }
    return h.apply(.wheel(dx: dx, dy: dy, precise: precise != 0), at: t, function)
}

@_cdecl("detent_picker_key")
public func detent_picker_key(_ p: OpaquePointer?, _ key: Int32, _ t: Double) -> Int32 {
    let function: StaticString = "detent_picker_key"
    guard let h = handle(p, function) else { return refusal(p) }
    let k: ScrollKey
    switch Int(key) {
    case DETENT_KEY_LEFT: k = .left
    case DETENT_KEY_RIGHT: k = .right
    case DETENT_KEY_UP: k = .up
    case DETENT_KEY_DOWN: k = .down
    case DETENT_KEY_PAGE_UP: k = .pageUp
    case DETENT_KEY_PAGE_DOWN: k = .pageDown
    case DETENT_KEY_HOME: k = .home
    case DETENT_KEY_END: k = .end
    default: return PickerHandle.fail(Int32(DETENT_ERROR_INVALID), "\(function): unknown key \(key)")
    }
    return h.apply(.key(k), at: t, function)
}

@_cdecl("detent_picker_select")
public func detent_picker_select(_ p: OpaquePointer?, _ value: Double, _ animated: Int32, _ t: Double) -> Int32 {
    let function: StaticString = "detent_picker_select"
    guard let h = handle(p, function) else { return refusal(p) }
    guard value.isFinite else {
        return PickerHandle.fail(Int32(DETENT_ERROR_NOT_FINITE), "\(function): the value \(value) is not finite")
    }
    return h.apply(.select(value: value, animated: animated != 0), at: t, function)
}

@_cdecl("detent_picker_resize")
public func detent_picker_resize(_ p: OpaquePointer?, _ width: Double, _ height: Double, _ t: Double) -> Int32 {
    let function: StaticString = "detent_picker_resize"
    guard let h = handle(p, function) else { return refusal(p) }
    guard width.isFinite, height.isFinite else {
        return PickerHandle.fail(Int32(DETENT_ERROR_NOT_FINITE), "\(function): the size \(width) x \(height) is not finite")
    }
    guard width > 0, height > 0 else {
        return PickerHandle.fail(Int32(DETENT_ERROR_INVALID), "\(function): the size \(width) x \(height) is not positive")
    }
    return h.apply(.resizeWindow(Size(width: width, height: height)), at: t, function)
}

@_cdecl("detent_picker_advance")
public func detent_picker_advance(_ p: OpaquePointer?, _ t: Double) -> Int32 {
    guard let h = handle(p, "detent_picker_advance") else { return refusal(p) }
    return h.advance(to: t)
}

// MARK: State

@_cdecl("detent_picker_value")
public func detent_picker_value(_ p: OpaquePointer?) -> Double {
    handle(p, "detent_picker_value")?.picker.value ?? .nan
}

@_cdecl("detent_picker_offset")
public func detent_picker_offset(_ p: OpaquePointer?) -> Double {
    handle(p, "detent_picker_offset")?.picker.engine.offset ?? .nan
}

@_cdecl("detent_picker_velocity")
public func detent_picker_velocity(_ p: OpaquePointer?) -> Double {
    handle(p, "detent_picker_velocity")?.picker.engine.velocity ?? .nan
}

@_cdecl("detent_picker_phase")
public func detent_picker_phase(_ p: OpaquePointer?) -> Int32 {
    guard let h = handle(p, "detent_picker_phase") else { return refusal(p) }
    return PickerHandle.code(h.picker.engine.phase)
}

@_cdecl("detent_picker_is_idle")
public func detent_picker_is_idle(_ p: OpaquePointer?) -> Int32 {
    guard let h = handle(p, "detent_picker_is_idle") else { return refusal(p) }
    return h.picker.engine.isIdle ? 1 : 0
}

@_cdecl("detent_picker_time")
public func detent_picker_time(_ p: OpaquePointer?) -> Double {
    handle(p, "detent_picker_time")?.picker.engine.time ?? .nan
}

// MARK: Events and the display list

/// A C `size_t` as Swift imports it: above `Int.max` reads as negative, and means "plenty".
private func capacity(_ n: Int) -> Int { n < 0 ? .max : n }

@_cdecl("detent_picker_events")
public func detent_picker_events(_ p: OpaquePointer?, _ out: UnsafeMutablePointer<detent_event>?, _ n: Int) -> Int {
    let function: StaticString = "detent_picker_events"
    guard let h = handle(p, function) else { return 0 }
    guard n != 0 else { return 0 }
    guard let out else {
        LastError.set("\(function): the event buffer is NULL with a capacity of \(UInt(bitPattern: n))")
        return 0
    }
    return h.drainEvents(into: out, capacity: capacity(n))
}

@_cdecl("detent_picker_display_list")
public func detent_picker_display_list(_ p: OpaquePointer?, _ out: UnsafeMutablePointer<detent_item>?, _ n: Int,
                                       _ text: UnsafeMutablePointer<CChar>?, _ textCapacity: Int) -> Int {
    guard let h = handle(p, "detent_picker_display_list") else { return 0 }
    return h.displayList(into: out, capacity: capacity(n), text: text, textCapacity: capacity(textCapacity))
}

@_cdecl("detent_picker_display_text_size")
public func detent_picker_display_text_size(_ p: OpaquePointer?) -> Int {
    handle(p, "detent_picker_display_text_size")?.displayTextSize() ?? 0
}

@_cdecl("detent_picker_set_text_measurer")
public func detent_picker_set_text_measurer(_ p: OpaquePointer?, _ measure: detent_measure_text?,
                                            _ context: UnsafeMutableRawPointer?) -> Int32 {
    guard let h = handle(p, "detent_picker_set_text_measurer") else { return refusal(p) }
    if let measure {
        h.picker.textMeasurer = CallbackTextMeasurer(measure: measure, context: context)
    } else {
        h.picker.textMeasurer = EstimatedTextMeasurer()
    }
    return 0
}

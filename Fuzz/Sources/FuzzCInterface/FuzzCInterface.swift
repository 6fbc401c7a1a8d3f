import CDetent
import LibFuzzer
#if canImport(Glibc)
import Glibc
#endif

// libdetent's C interface (include/detent.h) under random sequences of calls with random
// arguments decoded from the bytes: NaN, infinities, huge and tiny numbers, NULL handles and
// buffers, zero, wrong and huge sizes and capacities, unknown constants, times going back.
// Every call must return (a trap takes the host down); a refused call must return a negative
// status with a message and change nothing that can be read; an accepted one must leave the
// state finite. Buffers are allocated at exactly the size the call is told, so AddressSanitizer
// catches a write past one.

/// The bytes, drawn from the front; zeros once they run out.
struct Bytes {
    var data: UnsafeBufferPointer<UInt8>
    var at = 0
    mutating func byte() -> UInt8 {
        defer { at += 1 }
        return at < data.count ? data[at] : 0
    }
    mutating func int(_ n: Int) -> Int { n <= 1 ? 0 : Int(byte()) % n }
    var done: Bool { at >= data.count }

    static let doubles: [Double] = [.nan, .infinity, -.infinity, 0, -0.0, 1, -1, 0.5, 10, 100, 280, 1000, -1000, 1e9,
                                    1e9 + 1, -1e9, 1e300, -1e300, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 1e-300, 7.25]
    /// A number: mostly a small one, often one of the edges, sometimes any bit pattern.
    mutating func double() -> Double {
        switch int(8) {
        case 0, 1: return Self.doubles[int(Self.doubles.count)]
        case 2:
            var bits: UInt64 = 0
            for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
            return Double(bitPattern: bits)
        default: return (Double(byte()) - 64) * 16 + Double(byte()) / 64
        }
    }
    /// A `size_t`: 0, small, the size of a struct ± a field, or huge.
    mutating func size(_ natural: Int) -> Int {
        switch int(8) {
        case 0: return 0
        case 1: return natural - 8
        case 2: return natural + 8
        case 3: return Int(byte())
        case 4: return -1   // SIZE_MAX
        case 5: return natural + 1
        default: return natural
        }
    }
    /// An enum constant: usually a valid one, sometimes not.
    mutating func constant(_ count: Int) -> Int32 {
        int(6) == 0 ? [Int32(-1), Int32(count), 99, .max, .min][int(5)] : Int32(int(count))
    }
}

/// The boxes of the current input, kept alive until it ends (a box whose last use is taking its
/// pointer would otherwise be freed before the call that writes through it).
nonisolated(unsafe) var boxes: [AnyObject] = []

/// A value on the heap, handed to a call as a pointer or as NULL.
final class Box<T> {
    let pointer: UnsafeMutablePointer<T>
    init(_ value: T) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: value)
        boxes.append(self)
    }
    deinit { pointer.deinitialize(count: 1); pointer.deallocate() }
    var value: T { pointer.pointee }
    /// The pointer, or NULL when `null`.
    func or(null: Bool) -> UnsafeMutablePointer<T>? { null ? nil : pointer }
}

/// Fails the run with `message` (libFuzzer saves the input).
func violated(_ message: String) -> Never {
    LibFuzzer.report("FuzzCInterface: \(message)")
    abort()
}

/// What can be read of an engine, bit for bit (NaN equal to NaN).
struct EngineState: Equatable {
    var numbers: [UInt64]
    var phase: Int32, idle: Int32, selected: Int, targets: Int
    var config: [UInt8]
    init(_ e: OpaquePointer?) {
        numbers = [detent_engine_offset(e), detent_engine_velocity(e), detent_engine_time(e), detent_engine_rest_time(e)]
            .map(\.bitPattern)
        phase = detent_engine_phase(e).rawValue
        idle = detent_engine_is_idle(e)
        selected = detent_engine_selected_index(e)
        targets = detent_engine_target_count(e)
        var c = detent_engine_config()
        _ = detent_engine_config_default(&c)
        _ = detent_engine_get_config(e, &c)
        config = withUnsafeBytes(of: &c) { Array($0) }
        var g = detent_geometry()
        g.size = MemoryLayout<detent_geometry>.size
        _ = detent_engine_geometry(e, &g)
        config += withUnsafeBytes(of: &g) { Array($0) }
    }
}

struct PickerState: Equatable {
    var numbers: [UInt64]
    var phase: Int32, idle: Int32
    init(_ p: OpaquePointer?) {
        numbers = [detent_picker_value(p), detent_picker_offset(p), detent_picker_velocity(p), detent_picker_time(p)]
            .map(\.bitPattern)
        phase = detent_picker_phase(p).rawValue
        idle = detent_picker_is_idle(p)
    }
}

/// The answers a behaviour callback gives, and whether calls from inside it were refused.
nonisolated(unsafe) var callbackAnswers: [Double] = []
nonisolated(unsafe) var callbackCalls = 0

func behavior(_ context: UnsafeMutableRawPointer?, _ target: UnsafeMutablePointer<detent_scroll_target>?,
              _ c: UnsafePointer<detent_target_context>?) {
    let engine = OpaquePointer(context)
    callbackCalls += 1
    guard let target, let c else { violated("the behaviour callback got NULL") }
    if c.pointee.target_count > 0, c.pointee.target_offsets == nil, c.pointee.target_step <= 0 {
        violated("a callback context without a way to read its \(c.pointee.target_count) targets")
    }
    if detent_engine_advance(engine, 1e6) != DETENT_ERROR_BUSY || !detent_engine_offset(engine).isNaN {
        violated("a call from inside the behaviour callback was not refused")
    }
    detent_engine_destroy(engine)   // ignored from inside
    let answer = callbackAnswers.isEmpty ? .nan : callbackAnswers[callbackCalls % callbackAnswers.count]
    if c.pointee.axis == DETENT_AXIS_VERTICAL { target.pointee.rect.y = answer } else { target.pointee.rect.x = answer }
}

/// Checks a call's status: a refusal has a message and a known status; `unchanged` says
/// whether the readable state is the same as before the call.
func check(_ status: detent_status, _ call: String, unchanged: Bool) {
    if status == DETENT_OK { return }
    let code = status.rawValue
    guard code < 0, code >= -8 else { violated("\(call) returned the unknown status \(code)") }
    guard String(cString: detent_strerror(status)).hasPrefix("DETENT_ERROR_") else { violated("\(call): strerror(\(code))") }
    guard detent_last_error().pointee != 0 else { violated("\(call) was refused (\(code)) without a message") }
    guard unchanged else { violated("\(call) was refused (\(code): \(String(cString: detent_last_error()))) but changed the state") }
}

func checkFinite(_ e: OpaquePointer?, _ after: String) {
    guard let e else { return }
    let offset = detent_engine_offset(e), velocity = detent_engine_velocity(e), time = detent_engine_time(e)
    guard offset.isFinite, velocity.isFinite, time.isFinite else {
        violated("after \(after): the engine's offset \(offset), velocity \(velocity), time \(time)")
    }
    let selected = detent_engine_selected_index(e), count = detent_engine_target_count(e)
    guard selected >= -1, selected < count || (count == 0 && selected == -1) else {
        violated("after \(after): selected index \(selected) of \(count) targets")
    }
    let phase = detent_engine_phase(e).rawValue
    guard phase >= 0, phase <= 4 else { violated("after \(after): phase \(phase)") }
}

/// A drain of events into a random buffer (its element size, capacity, NULL buffer or count),
/// allocated at exactly the bytes it is said to have; the count must fit the capacity.
func drainEvents(_ b: inout Bytes,
                 _ drain: (UnsafeMutablePointer<detent_event>?, Int, UnsafeMutablePointer<Int>?) -> detent_status) -> detent_status {
    let stride = b.size(MemoryLayout<detent_event>.size), capacity = b.size(4)
    let bytes = stride > 0 && capacity > 0 && capacity < 64 && stride < 512 ? stride * capacity : 0
    let buffer = bytes >= 8 ? UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 8) : nil
    defer { buffer?.deallocate() }
    buffer?.storeBytes(of: stride, as: Int.self)
    let count = Box(0), passed = bytes >= 8 ? capacity : b.size(4)
    let status = drain(buffer?.assumingMemoryBound(to: detent_event.self), passed, count.or(null: b.int(10) == 0))
    if status == DETENT_OK, UInt(bitPattern: count.value) > UInt(bitPattern: passed) {
        violated("events: \(count.value) written into \(UInt(bitPattern: passed))")
    }
    return status
}

/// DETENT_FUZZ_TRACE=1 writes each call and the state after it to stderr (replaying a finding).
let tracing = getenv("DETENT_FUZZ_TRACE") != nil

/// One input: the calls the bytes describe, on up to two engines and two pickers.
func fuzzCInterface(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var b = Bytes(data: UnsafeBufferPointer(start: data, count: size))
    var engines: [OpaquePointer?] = [nil, nil], pickers: [OpaquePointer?] = [nil, nil]
    var t = 0.0
    callbackAnswers = (0..<4).map { _ in b.double() }
    callbackCalls = 0
    defer {
        boxes.removeAll()
        for e in engines { detent_engine_destroy(e) }
        for p in pickers { detent_picker_destroy(p) }
    }
    var steps = 0
    while !b.done, steps < 400 {
        steps += 1
        // Mostly times that move on; sometimes any number.
        let time: Double = b.int(6) == 0 ? b.double() : { t += Double(b.byte()) / 256; return t }()
        let slot = b.int(2)
        let e = engines[slot], p = pickers[slot]
        let op = b.int(45)
        if op < 26 {
            let before = EngineState(e)
            var name = "engine op \(op)"
            let status: detent_status
            switch op {
            case 0:
                let box = Box(detent_engine_config())
                _ = detent_engine_config_init(box.pointer, b.int(4) == 0 ? b.size(MemoryLayout<detent_engine_config>.size) : MemoryLayout<detent_engine_config>.size)
                if b.int(2) == 0 { _ = detent_engine_config_profile(box.pointer, detent_profile(rawValue: UInt32(bitPattern: b.constant(5)))) }
                var c = box.value
                c.container_width = b.double(); c.container_height = b.double(); c.content_width = b.double()
                c.content_height = b.double(); c.bounds_lower = b.double(); c.bounds_upper = b.double()
                c.axis = detent_axis(rawValue: UInt32(bitPattern: b.constant(2)))
                c.automatic_insets = Int32(b.int(2))
                if b.int(3) == 0 { c.slop = b.double(); c.snap_spring.damping = b.double(); c.inset_leading = b.double() }
                if b.int(4) == 0 { c.targets_per_page = Int(b.constant(10)) }
                box.pointer.pointee = c
                let made = detent_engine_create(box.or(null: b.int(10) == 0), time)
                if made == nil && detent_last_error().pointee == 0 { violated("detent_engine_create failed without a message") }
                detent_engine_destroy(e)
                engines[slot] = made
                if made != nil { t = Swift.max(t, time) }
                if tracing {
                    LibFuzzer.report("engine \(slot) created: \(made != nil) container \(c.container_width) x \(c.container_height) "
                                     + "content \(c.content_width) x \(c.content_height) bounds \(c.bounds_lower) ... \(c.bounds_upper) "
                                     + "axis \(c.axis.rawValue) insets \(c.automatic_insets) slop \(c.slop) profile \(c.profile.rawValue) "
                                     + "snap damping \(c.snap_spring.damping) inset_leading \(c.inset_leading) per page \(c.targets_per_page)")
                }
                checkFinite(made, "detent_engine_create")
                continue
            case 1: name = "set_uniform_targets"; status = detent_engine_set_uniform_targets(e, b.double(), b.double(), b.size(100))
            case 2:
                let n = b.int(12)
                let values = (0..<n).map { _ in b.double() }
                name = "set_targets(\(values))"
                status = values.withUnsafeBufferPointer { detent_engine_set_targets(e, b.int(8) == 0 ? nil : $0.baseAddress, n) }
            case 3:
                name = "set_item_targets"
                let n = b.int(12)
                let starts = (0..<n).map { _ in b.double() }, extents = (0..<n).map { _ in b.double() }
                status = detent_engine_set_item_targets(e, starts, extents, n, b.int(3) == 0 ? b.double() : Double(b.int(3)) / 2)
            case 4: name = "set_closest_multiple"; status = detent_engine_set_closest_multiple(e, b.double())
            case 5: name = "set_paging"; status = detent_engine_set_paging(e)
            case 6: name = "set_view_aligned"; status = detent_engine_set_view_aligned(e, detent_view_aligned_limit(rawValue: UInt32(bitPattern: b.constant(5))))
            case 7: name = "remove_behavior"; status = detent_engine_remove_behavior(e)
            case 8:
                name = "set_behavior_callback"
                status = detent_engine_set_behavior_callback(e, b.int(8) == 0 ? nil : behavior, UnsafeMutableRawPointer(e))
            case 9, 10, 11:
                let phase = b.constant(4), x = b.double(), y = b.double(), id = Int32(b.int(3))
                name = "pointer(\(phase), \(x), \(y), \(id))"
                status = detent_engine_pointer(e, detent_pointer_phase(rawValue: UInt32(bitPattern: phase)), x, y, id, time)
            case 12:
                let dx = b.double(), dy = b.double(), precise = Int32(b.int(2))
                name = "wheel(\(dx), \(dy), \(precise))"
                status = detent_engine_wheel(e, dx, dy, precise, time)
            case 13:
                let key = b.constant(8)
                name = "key(\(key))"
                status = detent_engine_key(e, detent_key(rawValue: UInt32(bitPattern: key)), time)
            case 14: name = "scroll_to"; status = detent_engine_scroll_to(e, b.double(), Int32(b.int(2)), time)
            case 15: name = "scroll_to_target"; status = detent_engine_scroll_to_target(e, b.size(50), Int32(b.int(2)), time)
            case 16, 17:
                let v = b.double()
                name = "fling(\(v))"
                status = detent_engine_fling(e, v, time)
            case 18:
                let w = b.double(), h = b.double()
                name = "resize(\(w), \(h))"
                status = detent_engine_resize(e, w, h, time)
            case 19, 20: name = "advance"; status = detent_engine_advance(e, time)
            case 21:
                name = "set_config"
                var c = detent_engine_config()
                _ = detent_engine_config_default(&c)
                _ = detent_engine_get_config(e, &c)
                switch b.int(6) {
                case 0: c.bounds_upper = b.double()
                case 1: c.maximum_overshoot = b.double()
                case 2: c.size = b.size(MemoryLayout<detent_engine_config>.size)
                case 3: c.edge = detent_edge(rawValue: UInt32(bitPattern: b.constant(2)))
                case 4: c.container_height = b.double(); c.container_width = b.double()
                default: c.fling_curve = detent_fling_curve(rawValue: UInt32(bitPattern: b.constant(3))); c.fling_friction = b.double()
                }
                status = detent_engine_set_config(e, Box(c).or(null: b.int(10) == 0))
            case 22:
                name = "events"
                status = drainEvents(&b) { detent_engine_events(e, $0, $1, $2) }
            case 23:
                name = "geometry"
                let n = b.size(MemoryLayout<detent_geometry>.size)
                let buffer = n >= 8 && n < 4096 ? UnsafeMutableRawPointer.allocate(byteCount: n, alignment: 8) : nil
                defer { buffer?.deallocate() }
                buffer?.storeBytes(of: n, as: Int.self)
                status = detent_engine_geometry(e, buffer?.assumingMemoryBound(to: detent_geometry.self))
            case 24:
                name = "transition"
                let phase = Box(DETENT_TRANSITION_IDENTITY), progress = Box(0.0)
                let frame = detent_rect(x: b.double(), y: b.double(), width: b.double(), height: b.double())
                status = detent_engine_transition(e, frame, detent_threshold(rawValue: UInt32(bitPattern: b.constant(3))), b.double(),
                                                  phase.or(null: b.int(10) == 0), progress.pointer)
                if status == DETENT_OK, !(progress.value >= -1 && progress.value <= 1) { violated("transition progress \(progress.value)") }
            default:
                name = "get_config/target_offset"
                let n = b.size(MemoryLayout<detent_engine_config>.size)
                let buffer = n >= 8 && n < 4096 ? UnsafeMutableRawPointer.allocate(byteCount: n, alignment: 8) : nil
                defer { buffer?.deallocate() }
                buffer?.storeBytes(of: n, as: Int.self)
                _ = detent_engine_get_config(e, buffer?.assumingMemoryBound(to: detent_engine_config.self))
                status = detent_engine_target_offset(e, b.size(10), Box(0.0).or(null: b.int(10) == 0))
            }
            // A refusal changes nothing; an accepted input moves time to its own.
            let after = EngineState(e)
            if tracing {
                LibFuzzer.report("engine \(slot) \(name) t=\(time) -> \(status.rawValue): offset \(detent_engine_offset(e)) "
                                 + "velocity \(detent_engine_velocity(e)) phase \(detent_engine_phase(e).rawValue) targets \(detent_engine_target_count(e))")
            }
            check(status, "detent_engine_\(name)", unchanged: after == before)
            if status == DETENT_OK { t = Swift.max(t, detent_engine_time(e)) }
            checkFinite(e, "detent_engine_\(name)")
        } else {
            let before = PickerState(p)
            var name = "picker op \(op)"
            let status: detent_status
            switch op {
            case 26:
                var made: OpaquePointer?
                if b.int(2) == 0 {
                    let texts = ["{}", "{\"theem\":1}", "{\"values\":{\"from\":0,\"to\":5}}", "{\"values\":{\"form\":5}}", "[",
                                 "{\"theme\":\"dark\",\"profile\":\"gtk\",\"rate\":0.99}", "{\"major_every\":0}", "\u{7F}",
                                 "{\"demo\":\"date\",\"start\":\"2024-02-29\"}", "{\"demo\":\"time\"}",
                                 "{\"style\":\"cylinder\",\"looping\":true,\"values\":{\"to\":59}}"]
                    made = detent_picker_create(b.int(8) == 0 ? nil : texts[b.int(texts.count)], b.double(), b.double(), time)
                } else {
                    let box = Box(detent_picker_config())
                    _ = detent_picker_config_init(box.pointer, b.int(4) == 0 ? b.size(MemoryLayout<detent_picker_config>.size) : MemoryLayout<detent_picker_config>.size)
                    var c = box.value
                    if b.int(2) == 0 { c.values_from = b.double(); c.values_to = b.double(); c.values_by = b.double() }
                    if b.int(3) == 0 { c.spacing = b.double(); c.width = b.double(); c.major_every = Int(b.constant(10)) }
                    if b.int(3) == 0 { c.behavior = detent_picker_behavior(rawValue: UInt32(bitPattern: b.constant(5))); c.snap_step = b.double() }
                    if b.int(3) == 0 { c.deceleration_rate = b.double(); c.theme = detent_theme(rawValue: UInt32(bitPattern: b.constant(2))) }
                    // 1.3.0: the kinds, style, looping, a date's years and start, the cylinder.
                    if b.int(2) == 0 {
                        c.kind = detent_picker_kind(rawValue: UInt32(bitPattern: b.constant(4)))
                        c.style = detent_picker_style(rawValue: UInt32(bitPattern: b.constant(2)))
                        c.looping = Int32(b.int(2))
                        if b.int(2) == 0 { c.width = 0; c.height = 0 }
                    }
                    if b.int(3) == 0 { c.years_from = 1900 &+ b.constant(300); c.years_to = 2000 &+ b.constant(300) }
                    if b.int(3) == 0 { c.start_year = 2000 &+ b.constant(40); c.start_month = b.constant(14); c.start_day = b.constant(32) }
                    if b.int(3) == 0 { c.start_hour = b.constant(25); c.start_minute = b.constant(61) }
                    if b.int(3) == 0 { c.cylinder_item_extent = b.double(); c.cylinder_squeeze = b.double(); c.cylinder_diameter_ratio = b.double() }
                    if tracing {
                        LibFuzzer.report("picker config: values \(c.values_from) ... \(c.values_to) by \(c.values_by) spacing \(c.spacing) "
                                         + "tick \(c.tick_width) width \(c.width) major \(c.major_every) behavior \(c.behavior.rawValue) "
                                         + "snap \(c.snap_step) rate \(c.deceleration_rate)")
                    }
                    box.pointer.pointee = c
                    made = detent_picker_create_with_config(box.or(null: b.int(10) == 0), b.double(), b.double(), time)
                }
                if made == nil && detent_last_error().pointee == 0 { violated("a picker failed without a message") }
                if tracing { LibFuzzer.report("picker \(slot) created: \(made != nil) \(String(cString: detent_last_error()))") }
                detent_picker_destroy(p)
                pickers[slot] = made
                continue
            case 27, 28, 29:
                name = "pointer"
                status = detent_picker_pointer(p, detent_pointer_phase(rawValue: UInt32(bitPattern: b.constant(4))),
                                               b.int(2) == 0 ? 150 + Double(b.byte()) : b.double(), b.int(2) == 0 ? 100 : b.double(),
                                               Int32(b.int(2)), time)
            case 30:
                let dx = b.double(), dy = b.double(), precise = Int32(b.int(2))
                name = "wheel(\(dx), \(dy), \(precise))"
                status = detent_picker_wheel(p, dx, dy, precise, time)
            case 31: name = "key"; status = detent_picker_key(p, detent_key(rawValue: UInt32(bitPattern: b.constant(8))), time)
            case 32: name = "select"; status = detent_picker_select(p, b.double(), Int32(b.int(2)), time)
            case 33: name = "fling"; status = detent_picker_fling(p, b.double(), time)
            case 34: name = "resize"; status = detent_picker_resize(p, b.double(), b.double(), time)
            case 35, 36: name = "advance"; status = detent_picker_advance(p, time)
            case 37:
                name = "events"
                status = drainEvents(&b) { detent_picker_events(p, $0, $1, $2) }
            case 38:
                name = "display_list"
                let stride = b.size(MemoryLayout<detent_item>.size), capacity = b.int(3) == 0 ? b.size(64) : 300
                let bytes = stride > 0 && capacity > 0 && capacity <= 300 && stride < 512 ? stride * capacity : 0
                let items = bytes >= 8 ? UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 8) : nil
                let textCapacity = b.int(3) == 0 ? b.size(64) : 16384
                let text = textCapacity > 0 && textCapacity <= 16384 ? UnsafeMutablePointer<CChar>.allocate(capacity: textCapacity) : nil
                defer { items?.deallocate(); text?.deallocate() }
                items?.storeBytes(of: stride, as: Int.self)
                status = detent_picker_display_list(p, items?.assumingMemoryBound(to: detent_item.self), items == nil ? b.size(4) : capacity,
                                                    text, text == nil ? b.size(4) : textCapacity, Box(0).or(null: b.int(10) == 0),
                                                    Box(0).or(null: b.int(2) == 0))
            case 39: name = "focus"; status = detent_picker_focus(p, b.constant(3), time)
            case 40:
                name = "key_value"
                status = detent_picker_key_value(p, detent_key(rawValue: UInt32(bitPattern: b.constant(8))), Box(0.0).or(null: b.int(10) == 0))
            case 41:
                name = "column/label"
                let column = b.constant(3), value = Box(0.0)
                status = detent_picker_column(p, column, value.or(null: b.int(10) == 0), nil, nil, Box(detent_rect()).pointer)
                let capacity = b.int(2) == 0 ? b.size(4) : 64
                let text = capacity > 0 && capacity <= 64 ? UnsafeMutablePointer<CChar>.allocate(capacity: capacity) : nil
                defer { text?.deallocate() }
                _ = detent_picker_label(p, b.int(2) == 0 ? -1 : column, b.int(2) == 0 ? value.value : b.double(), text,
                                        text == nil ? b.size(4) : capacity, Box(0).or(null: b.int(10) == 0))
            case 42:
                name = "column_events"
                let columns = UnsafeMutablePointer<Int32>.allocate(capacity: 64)
                defer { columns.deallocate() }
                let withColumns = b.int(4) != 0
                status = drainEvents(&b) { detent_picker_column_events(p, $0, $1, withColumns ? columns : nil, $2) }
            case 43: name = "set_focus_effect"; status = detent_picker_set_focus_effect(p, b.constant(3))
            default:
                name = "set_text_measurer"
                status = detent_picker_set_text_measurer(p, nil, nil)
            }
            let after = PickerState(p)
            if tracing {
                LibFuzzer.report("picker \(slot) \(name) t=\(time) -> \(status.rawValue): value \(detent_picker_value(p)) "
                                 + "offset \(detent_picker_offset(p)) velocity \(detent_picker_velocity(p)) phase \(detent_picker_phase(p).rawValue)")
            }
            check(status, "detent_picker_\(name)", unchanged: after == before)
            if status == DETENT_OK, let p {
                t = Swift.max(t, detent_picker_time(p))
                let value = detent_picker_value(p), offset = detent_picker_offset(p)
                guard value.isFinite, offset.isFinite, detent_picker_velocity(p).isFinite else {
                    violated("after detent_picker_\(name): value \(value), offset \(offset)")
                }
            }
        }
    }
    return 0
}

/// SwiftPM links an executable's entry point under its own name, so the target starts
/// libFuzzer's driver itself rather than linking libFuzzer's `main`.
@main struct FuzzCInterfaceMain {
    static func main() { exit(LibFuzzer.run(fuzzCInterface)) }
}

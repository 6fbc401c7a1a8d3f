import CDetent
import Detent
import DetentPicker

/// The inputs the engine and the picker share (their enums have the same cases), so that
/// one implementation of each C call serves both.
protocol SharedInputs {
    static func pointerDown(_ point: Point, pointer: Int) -> Self
    static func pointerMove(_ point: Point, pointer: Int) -> Self
    static func pointerUp(_ point: Point, pointer: Int) -> Self
    static func pointerCancel(pointer: Int) -> Self
    static func wheel(dx: Double, dy: Double, precise: Bool) -> Self
    static func key(_ key: ScrollKey) -> Self
}

extension ScrollInput: SharedInputs {}
extension PickerInput: SharedInputs {}

/// What `detent_*_frame` writes besides the time and the events waiting.
typealias FrameState = (offset: Double, nextEventTime: Double, idle: Bool)

/// A handle that takes inputs: `detent_engine *` and `detent_picker *`.
protocol InputHandle: CHandle {
    associatedtype Input: SharedInputs
    /// Applies an input whose numbers are checked, at a time not yet checked.
    func apply(_ input: Input, at t: Double, _ function: StaticString) -> detent_status
    /// The pointer holding the content, if any.
    var heldBy: Int? { get }
    /// A fling at a checked time and velocity, no pointer down.
    func fling(velocity: Double, at t: Double, _ function: StaticString) -> detent_status
    /// Moves to a checked time.
    func advance(to t: Double, _ function: StaticString) -> detent_status
    /// The ``FrameState``, as the readers give it (not the time: the one advanced to, read
    /// back from another module, costs a run-time exclusivity check).
    var frameState: FrameState { get }
}

/// The C calls both handles take, each checking its arguments before anything moves.
enum Calls {
    static func pointer<H: InputHandle>(_: H.Type, _ p: OpaquePointer?, _ phase: detent_pointer_phase, _ x: Double,
                                        _ y: Double, _ pointer: Int32, _ t: Double, _ function: StaticString) -> detent_status {
        guard let h = H.from(p, function) else { return H.refusal(p) }
        let point = Point(x: x, y: y), id = Int(pointer)
        let input: H.Input
        switch phase {
        case DETENT_POINTER_DOWN: input = .pointerDown(point, pointer: id)
        case DETENT_POINTER_MOVE: input = .pointerMove(point, pointer: id)
        case DETENT_POINTER_UP: input = .pointerUp(point, pointer: id)
        case DETENT_POINTER_CANCEL: input = .pointerCancel(pointer: id)
        default: return Refusal.notA(function, phase.rawValue, "detent_pointer_phase")
        }
        if phase != DETENT_POINTER_CANCEL, let refused = Refusal.checkFinite(function, "the position", x, y) { return refused }
        return h.apply(input, at: t, function)
    }

    static func wheel<H: InputHandle>(_: H.Type, _ p: OpaquePointer?, _ dx: Double, _ dy: Double, _ precise: Int32,
                                      _ t: Double, _ function: StaticString) -> detent_status {
        guard let h = H.from(p, function) else { return H.refusal(p) }
        if let refused = Refusal.checkFinite(function, "the delta", dx, dy) { return refused }
        return h.apply(.wheel(dx: dx, dy: dy, precise: flag(precise)), at: t, function)
    }

    static func key<H: InputHandle>(_: H.Type, _ p: OpaquePointer?, _ key: detent_key, _ t: Double,
                                    _ function: StaticString) -> detent_status {
        guard let h = H.from(p, function) else { return H.refusal(p) }
        guard let k = ScrollKey(key) else { return Refusal.notA(function, key.rawValue, "detent_key") }
        return h.apply(.key(k), at: t, function)
    }

    /// What `key` would do, asked without pressing it (`detent_engine_key_offset`,
    /// `detent_picker_key_value`): `answer`'s number through `out`, NaN when the key would not
    /// move the content.
    static func keyAnswer<H: CHandle>(_: H.Type, _ p: OpaquePointer?, _ key: detent_key, _ out: UnsafeMutablePointer<Double>?,
                                      _ outName: StaticString, _ function: StaticString,
                                      _ answer: (H, ScrollKey) -> Double?) -> detent_status {
        guard let h = H.from(p, function) else { return H.refusal(p) }
        guard let out else { return Refusal.null(function, outName) }
        guard let k = ScrollKey(key) else { return Refusal.notA(function, key.rawValue, "detent_key") }
        out.pointee = answer(h, k) ?? .nan
        return DETENT_OK
    }

    static func fling<H: InputHandle>(_: H.Type, _ p: OpaquePointer?, _ velocity: Double, _ t: Double,
                                      _ function: StaticString) -> detent_status {
        guard let h = H.from(p, function) else { return H.refusal(p) }
        if let refused = Refusal.checkFinite(function, "the velocity", velocity) { return refused }
        if let refused = Refusal.checkTime(t, function) { return refused }
        if let pointer = h.heldBy {
            return Refusal.fail(DETENT_ERROR_STATE, function, "pointer \(pointer) is down on the \(H.noun)")
        }
        return h.fling(velocity: velocity, at: t, function)
    }

    // The picker's own calls, for `detent_picker *` and the browser's models.
    static func select<H: InputHandle>(_: H.Type, _ p: OpaquePointer?, _ value: Double, _ animated: Int32, _ t: Double,
                                       _ function: StaticString) -> detent_status where H.Input == PickerInput {
        guard let h = H.from(p, function) else { return H.refusal(p) }
        if let refused = Refusal.checkFinite(function, "the value", value) { return refused }
        return h.apply(.select(value: value, animated: flag(animated)), at: t, function)
    }

    static func resize<H: InputHandle>(_: H.Type, _ p: OpaquePointer?, _ width: Double, _ height: Double, _ t: Double,
                                       _ function: StaticString) -> detent_status where H.Input == PickerInput {
        guard let h = H.from(p, function) else { return H.refusal(p) }
        if let refused = Refusal.checkFinite(function, "the size", width, height) { return refused }
        guard admitsWindow(width, height) else {
            return Refusal.fail(DETENT_ERROR_INVALID, function, "the size \(width) x \(height) is not in 0 < s <= 1e12")
        }
        return h.apply(.resizeWindow(Size(width: width, height: height)), at: t, function)
    }

    static func advance<H: InputHandle>(_: H.Type, _ p: OpaquePointer?, _ t: Double, _ function: StaticString) -> detent_status {
        H.with(p, function, else: H.refusal(p)) { h in
            if let refused = Refusal.checkTime(t, function) { return refused }
            return h.advance(to: t, function)
        }
    }

    /// `detent_*_frame`: ``advance(_:_:_:_:)`` and the state after it in one call, the frame
    /// struct checked before anything moves.
    static func frame<H: InputHandle & EventHandle>(_: H.Type, _ p: OpaquePointer?, _ t: Double,
                                                    _ out: UnsafeMutablePointer<detent_frame>?,
                                                    _ function: StaticString) -> detent_status {
        H.with(p, function, else: H.refusal(p)) { h in
            guard let out else { return Refusal.null(function, "frame") }
            let size = Sized.size(at: out)
            if let refused = Sized.refusal(size, detent_frame.self, largerAllowed: true, function, "frame") { return refused }
            if let refused = Refusal.checkTime(t, function) { return refused }
            let status = h.advance(to: t, function)
            guard status == DETENT_OK else { return status }
            h.collectEvents()
            let state = h.frameState
            // Field by field, a larger caller's tail zeroed: a struct copy (Sized.write) is a
            // `memory.copy` in WebAssembly, which costs V8 several ns however short, every frame.
            let own = MemoryLayout<detent_frame>.size
            if size > own { (UnsafeMutableRawPointer(out) + own).initializeMemory(as: UInt8.self, repeating: 0, count: size - own) }
            out.pointee.size = own
            out.pointee.time = t        // an advance ends at its time
            out.pointee.offset = state.offset
            out.pointee.next_event_time = state.nextEventTime
            out.pointee.events = h.eventCount - h.eventCursor
            out.pointee.idle = state.idle ? 1 : 0
            return DETENT_OK
        }
    }
}

import CDetent
import Detent

/// A handle whose collected events the caller drains: `detent_engine *` and `detent_picker *`.
/// `eventCount` and `event(at:)` read the source in place: a copy of the array would make
/// `removeAllEvents` reallocate.
protocol EventHandle: CHandle {
    /// How many of the collected events the caller has been given.
    var eventCursor: Int { get set }
    /// How many events are collected.
    var eventCount: Int { get }
    /// Moves events the source holds elsewhere into those counted (a column picker's).
    func collectEvents()
    /// Collected event `i` in C form.
    func event(at i: Int) -> detent_event
    /// The column of collected event `i` (-1 but for a column picker's).
    func column(at i: Int) -> Int32
    /// Forgets the collected events, keeping their storage.
    func removeAllEvents()
}

extension EventHandle {
    func collectEvents() {}
    func column(at i: Int) -> Int32 { -1 }
}

/// `detent_engine_events` and `detent_picker_events`: events copied into the caller's buffer.
enum Events {
    /// Copies up to `capacity` events of the handle at `p`, from its cursor on, into `buffer`
    /// (each element of the caller's `buffer[0].size`) and their columns into `columns` (when
    /// not NULL), sets `*count` (0 for a refused handle); once every event has been handed out
    /// they are forgotten and the cursor reset. Out of line: one copy per handle type, not one
    /// in each of the picker's two calls.
    @inline(never)
    static func drain<H: EventHandle>(_: H.Type, _ p: OpaquePointer?, into buffer: UnsafeMutablePointer<detent_event>?,
                                      capacity n: Int, columns: UnsafeMutablePointer<Int32>? = nil,
                                      count: UnsafeMutablePointer<Int>?, _ function: StaticString) -> detent_status {
        H.with(p, function, else: { count?.pointee = 0; return H.refusal(p) }()) { h in
            drain(h, into: buffer, capacity: n, columns: columns, count: count, function)
        }
    }

    private static func drain<H: EventHandle>(_ h: H, into buffer: UnsafeMutablePointer<detent_event>?, capacity n: Int,
                                              columns: UnsafeMutablePointer<Int32>?, count: UnsafeMutablePointer<Int>?,
                                              _ function: StaticString) -> detent_status {
        guard let count else { return Refusal.null(function, "count") }
        let capacity = libdetent.capacity(n)
        count.pointee = 0
        guard capacity > 0 else { return DETENT_OK }
        guard let buffer else {
            return Refusal.fail(DETENT_ERROR_NULL, function, "the buffer is NULL with a capacity of \(UInt(bitPattern: n))")
        }
        let stride = Sized.size(at: buffer)
        if let refused = Sized.refusal(stride, detent_event.self, largerAllowed: true, function, "buffer[0]") { return refused }
        h.collectEvents()
        let base = UnsafeMutableRawPointer(buffer), available = h.eventCount
        // The cursor is counted in a local and stored once: `+=` on the protocol's property
        // goes through its modify accessor, which allocated per event in an unspecialised build.
        var written = 0, cursor = h.eventCursor
        while written < capacity, cursor < available {
            Sized.write(h.event(at: cursor), to: base + written * stride, callerSize: stride)
            columns?[written] = h.column(at: cursor)
            written += 1
            cursor += 1
        }
        if cursor >= available {
            h.removeAllEvents()
            cursor = 0
        }
        h.eventCursor = cursor
        count.pointee = written
        return DETENT_OK
    }

    /// The C form of `e`; `value` gives a selection's number (a picker's value, an engine's
    /// target offset) for a target index.
    @inline(__always)
    static func event(_ e: ScrollEvent, value: (Int) -> Double) -> detent_event {
        var out = detent_event()
        out.size = MemoryLayout<detent_event>.size
        switch e {
        case let .selection(s):
            out.kind = DETENT_EVENT_SELECTION
            out.cause = code(s.cause)
            out.time = s.time
            out.from_index = s.from
            out.to_index = s.to
            out.from_phase = DETENT_PHASE_NONE
            out.to_phase = DETENT_PHASE_NONE
            out.from_value = value(s.from)
            out.to_value = value(s.to)
        case let .phase(p):
            out.kind = DETENT_EVENT_PHASE
            out.cause = DETENT_CAUSE_NONE
            out.time = p.time
            out.from_index = -1
            out.to_index = -1
            out.from_phase = code(p.from)
            out.to_phase = code(p.to)
            out.velocity = p.velocity
        }
        return out
    }

    static func code(_ phase: ScrollPhase) -> detent_phase {
        switch phase {
        case .idle: return DETENT_PHASE_IDLE
        case .tracking: return DETENT_PHASE_TRACKING
        case .interacting: return DETENT_PHASE_INTERACTING
        case .decelerating: return DETENT_PHASE_DECELERATING
        case .animating: return DETENT_PHASE_ANIMATING
        }
    }

    static func code(_ cause: SelectionCause) -> detent_cause {
        switch cause {
        case .drag: return DETENT_CAUSE_DRAG
        case .deceleration: return DETENT_CAUSE_DECELERATION
        case .wheel: return DETENT_CAUSE_WHEEL
        case .key: return DETENT_CAUSE_KEY
        case .programmatic: return DETENT_CAUSE_PROGRAMMATIC
        }
    }
}

extension ScrollKey {
    /// The key for a C `detent_key`, or nil for an unknown constant.
    init?(_ key: detent_key) {
        switch key {
        case DETENT_KEY_LEFT: self = .left
        case DETENT_KEY_RIGHT: self = .right
        case DETENT_KEY_UP: self = .up
        case DETENT_KEY_DOWN: self = .down
        case DETENT_KEY_PAGE_UP: self = .pageUp
        case DETENT_KEY_PAGE_DOWN: self = .pageDown
        case DETENT_KEY_HOME: self = .home
        case DETENT_KEY_END: self = .end
        default: return nil
        }
    }
}

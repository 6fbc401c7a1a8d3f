import CDetent
import Detent
import DetentPicker
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a `detent_picker *` points to: the picker, and the buffers that let the per-frame
/// calls (events, display list) copy into the caller's memory without allocating.
final class PickerHandle {
    let picker: WheelPicker
    /// The display list, rebuilt in place each call (its storage is kept).
    private var list: [DisplayItem] = []
    /// How many of the picker's collected events the caller has been given.
    private var eventCursor = 0
    /// Whether the display list is being built: the host's text measurer is running, and a
    /// call back into this picker from it is refused (it would modify what is being read).
    private(set) var isBuildingList = false

    init(picker: WheelPicker) {
        self.picker = picker
        list.reserveCapacity(256)
    }

    // MARK: Inputs

    /// Applies `input` at `t`, or says why not: a `DETENT_ERROR_*` and the thread's last error.
    func apply(_ input: PickerInput, at t: Double, _ function: StaticString) -> Int32 {
        if let error = Self.checkTime(t, function) { return error }
        do { try picker.handle(input, at: t) } catch { return Self.fail(error, function) }
        return 0
    }

    func advance(to t: Double) -> Int32 {
        if let error = Self.checkTime(t, "detent_picker_advance") { return error }
        do { try picker.advance(to: t) } catch { return Self.fail(error, "detent_picker_advance") }
        return 0
    }

    /// `nil` for a time every layer accepts, else the error code (and the message set).
    static func checkTime(_ t: Double, _ function: StaticString) -> Int32? {
        guard !InputLimits.isAcceptedTime(t) else { return nil }
        if !t.isFinite { return fail(Int32(DETENT_ERROR_NOT_FINITE), "\(function): the time \(t) is not a finite number") }
        return fail(Int32(DETENT_ERROR_TIME), "\(function): the time \(t) s is outside ±\(InputLimits.maximumTime) s")
    }

    static func fail(_ error: ScrollEngineError, _ function: StaticString) -> Int32 {
        let code: Int32
        switch error {
        case .nonFinite: code = Int32(DETENT_ERROR_NOT_FINITE)
        case .timeWentBackwards: code = Int32(DETENT_ERROR_TIME)
        case .invalid: code = Int32(DETENT_ERROR_INVALID)
        }
        return fail(code, "\(function): \(error)")
    }

    static func fail(_ code: Int32, _ message: String) -> Int32 {
        LastError.set(message)
        return code
    }

    // MARK: State

    static func code(_ phase: ScrollPhase) -> Int32 {
        switch phase {
        case .idle: return Int32(DETENT_PHASE_IDLE)
        case .tracking: return Int32(DETENT_PHASE_TRACKING)
        case .interacting: return Int32(DETENT_PHASE_INTERACTING)
        case .decelerating: return Int32(DETENT_PHASE_DECELERATING)
        case .animating: return Int32(DETENT_PHASE_ANIMATING)
        }
    }

    static func code(_ cause: SelectionCause) -> Int32 {
        switch cause {
        case .drag: return Int32(DETENT_CAUSE_DRAG)
        case .deceleration: return Int32(DETENT_CAUSE_DECELERATION)
        case .wheel: return Int32(DETENT_CAUSE_WHEEL)
        case .key: return Int32(DETENT_CAUSE_KEY)
        case .programmatic: return Int32(DETENT_CAUSE_PROGRAMMATIC)
        }
    }

    // MARK: Events

    /// Copies up to `capacity` undrained events into `out`; the picker's buffer is emptied
    /// (its storage kept) once all of them have been handed out.
    func drainEvents(into out: UnsafeMutablePointer<detent_event>, capacity: Int) -> Int {
        var n = 0
        // Indexing the picker's array in place: holding a copy of it would make the
        // `removeAllEvents` below reallocate.
        while n < capacity, eventCursor < picker.events.count {
            out[n] = event(picker.events[eventCursor])
            n += 1
            eventCursor += 1
        }
        if eventCursor >= picker.events.count {
            picker.removeAllEvents()
            eventCursor = 0
        }
        return n
    }

    private func event(_ e: ScrollEvent) -> detent_event {
        switch e {
        case let .selection(s):
            return detent_event(kind: Int32(DETENT_EVENT_SELECTION), cause: Self.code(s.cause), time: s.time,
                                from: picker.value(at: s.from), to: picker.value(at: s.to), velocity: 0)
        case let .phase(p):
            return detent_event(kind: Int32(DETENT_EVENT_PHASE), cause: Int32(DETENT_CAUSE_NONE), time: p.time,
                                from: Double(Self.code(p.from)), to: Double(Self.code(p.to)), velocity: p.velocity)
        }
    }

    // MARK: Display list

    /// Rebuilds the display list at the picker's time.
    private func rebuild() {
        isBuildingList = true
        list.removeAll(keepingCapacity: true)
        picker.displayList(into: &list)
        isBuildingList = false
    }

    /// The bytes the list's texts take in the caller's text buffer, NULs included.
    private var textSize: Int {
        var bytes = 0
        for i in list.indices {
            if case let .text(s, _, _, _, _) = list[i] { bytes += s.utf8.count + 1 }
            if case let .scaledText(s, _, _, _, _) = list[i] { bytes += s.utf8.count + 1 }
        }
        return bytes
    }

    func displayTextSize() -> Int {
        rebuild()
        return textSize
    }

    /// `detent_picker_display_list`: the count, with the items and texts written when they fit.
    func displayList(into out: UnsafeMutablePointer<detent_item>?, capacity: Int,
                     text: UnsafeMutablePointer<CChar>?, textCapacity: Int) -> Int {
        rebuild()
        let count = list.count
        guard count <= capacity else { return count }
        guard let out else {
            LastError.set("detent_picker_display_list: the item buffer is NULL with a capacity of \(capacity)")
            return 0
        }
        let needed = textSize
        guard needed <= textCapacity, needed == 0 || text != nil else {
            LastError.set("detent_picker_display_list: the texts need \(needed) bytes, the text buffer holds \(text == nil ? 0 : textCapacity)")
            return 0
        }
        var used = 0
        for i in 0..<count {
            out[i] = item(list[i], text: text, used: &used)
        }
        return count
    }

    private func item(_ d: DisplayItem, text: UnsafeMutablePointer<CChar>?, used: inout Int) -> detent_item {
        var item = detent_item()
        switch d {
        case let .rect(r, color):
            item.kind = Int32(DETENT_ITEM_RECT)
            Self.set(&item, r)
            Self.set(&item, color)
        case let .text(s, frame, fontSize, alignment, color):
            item.kind = Int32(DETENT_ITEM_TEXT)
            Self.set(&item, frame)
            Self.set(&item, color)
            item.font_size = fontSize
            item.align_x = alignment.x
            item.align_y = alignment.y
            if let text {
                let start = text + used
                var s = s
                let length = s.withUTF8 { utf8 in
                    if let base = utf8.baseAddress, utf8.count > 0 {
                        UnsafeRawPointer(base).withMemoryRebound(to: CChar.self, capacity: utf8.count) { start.update(from: $0, count: utf8.count) }
                    }
                    return utf8.count
                }
                start[length] = 0
                item.text = UnsafePointer(start)
                item.text_length = length
                used += length + 1
            }
        case let .scaledText(s, frame, fontSize, scale, color):
            // A cylinder's row, for C as text of its seen height in its seen frame.
            return self.item(.text(s, frame: frame, fontSize: fontSize * scale.dy, alignment: .center, color: color),
                             text: text, used: &used)
        case let .clip(r?):
            item.kind = Int32(DETENT_ITEM_CLIP)
            Self.set(&item, r)
        case .clip(nil):
            item.kind = Int32(DETENT_ITEM_UNCLIP)
        }
        return item
    }

    private static func set(_ item: inout detent_item, _ r: Rect) {
        item.x = r.minX; item.y = r.minY; item.width = r.width; item.height = r.height
    }

    private static func set(_ item: inout detent_item, _ c: DisplayColor) {
        item.red = c.red; item.green = c.green; item.blue = c.blue; item.opacity = c.opacity
    }
}

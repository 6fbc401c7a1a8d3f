import CDetent
import Detent
import DetentPicker

/// What a `detent_picker *` points to: the picker — one wheel, or a date or time picker of
/// several columns (``ColumnPicker``) — and the buffers that let the per-frame calls (events,
/// display list) copy into the caller's memory without allocating.
final class PickerHandle: InputHandle, EventHandle {
    static let noun = "picker"
    /// The picker, whichever it is: ``wheel`` or ``columns`` as the model both are, set once
    /// (all three are `let`). Stored: computed from the two optionals, each per-frame call
    /// retained and released it (a frame through the C interface 871 -> 1,059 instructions).
    let model: any PickerModel
    /// The one wheel; `nil` for a column picker.
    let wheel: WheelPicker?
    /// The columns of a date or time picker; `nil` for one wheel.
    let columns: ColumnPicker?
    /// The display list, rebuilt in place each call (its storage is kept).
    private var list: [DisplayItem] = []
    // The event state is unchecked, as the engine's: only the handle's own calls touch it, one
    // at a time (a call from inside a callback is refused), and checked, each frame's drain
    // paid run-time exclusivity checks (some 75 instructions each).
    /// How many of the collected events the caller has been given.
    @exclusivity(unchecked) var eventCursor = 0
    /// A column picker's events drained from it and not yet handed out, with their columns (a
    /// wheel's are read in place).
    @exclusivity(unchecked) private var pending: [(column: Int32, event: detent_event)] = []
    /// Whether the display list is being built: the host's text measurer is running, and a
    /// call back into this picker from it is refused (it would modify what is being read).
    private(set) var isBusy = false
    /// Whether the one wheel loops: its events' target indices are then made its rows'. Kept
    /// (a wheel's looping never changes): read from the wheel per event, it cost c_frame 30
    /// instructions.
    private let wheelLoops: Bool

    init(wheel: WheelPicker) {
        model = wheel
        self.wheel = wheel
        columns = nil
        wheelLoops = wheel.configuration.looping
        list.reserveCapacity(256)
    }

    init(columns: ColumnPicker) {
        model = columns
        wheel = nil
        self.columns = columns
        wheelLoops = false
        list.reserveCapacity(256)
        pending.reserveCapacity(64)
    }

    // MARK: Inputs

    /// Applies `input` at `t`, or says why not: a `DETENT_ERROR_*` and the thread's last error.
    func apply(_ input: PickerInput, at t: Double, _ function: StaticString) -> detent_status {
        if let refused = Refusal.checkTime(t, function) { return refused }
        return run(function) { model throws(ScrollEngineError) in try model.handle(input, at: t) }
    }

    var heldBy: Int? {
        if let wheel { return wheel.engine.pointer }
        return columns?.columns.lazy.compactMap { $0.engine.pointer }.first
    }

    func fling(velocity: Double, at t: Double, _ function: StaticString) -> detent_status {
        run(function) { model throws(ScrollEngineError) in try model.fling(velocity: velocity, at: t) }
    }

    /// Per frame: the wheel called directly (through ``model``, each call is an indirect call
    /// to a witness thunk, which WebAssembly pays several ns for).
    func advance(to t: Double, _ function: StaticString) -> detent_status {
        do throws(ScrollEngineError) {
            // Optional chaining borrows the wheel; `if let` would retain and release it.
            if wheel != nil { try wheel?.advance(to: t) } else { try model.advance(to: t) }
        } catch { return Refusal.fail(error, function) }
        return DETENT_OK
    }

    /// Runs `body` on the picker and turns what it throws into a status (the engine handle's
    /// `run` without the busy flag: the host's text measurer runs only in ``rebuild()``).
    private func run(_ function: StaticString, _ body: (any PickerModel) throws(ScrollEngineError) -> Void) -> detent_status {
        do { try body(model) } catch { return Refusal.fail(error, function) }
        return DETENT_OK
    }

    // MARK: Events

    /// A column picker's new events, moved into `pending` once the last were handed out.
    func collectEvents() {
        guard let columns, pending.isEmpty else { return }
        columns.drainModelEvents { column, e, from, to in
            var c = Events.event(e, value: { _ in 0 })
            if case .selection = e, let column {
                c.from_value = from
                c.to_value = to
                let engine = columns.columns[column].engine   // a looping column's rows, as a wheel's
                (c.from_index, c.to_index) = (engine.targetRow(c.from_index), engine.targetRow(c.to_index))
            }
            pending.append((Int32(column ?? -1), c))
        }
    }

    var eventCount: Int { wheel?.engine.eventCount ?? pending.count }

    var frameState: FrameState { wheel?.frameState ?? (model.offset, model.nextEventTime ?? .infinity, model.isIdle) }

    /// Event `i` in C form, its selection values the picker's (a column's) values and its
    /// indices the values' (detent.h): a looping wheel's rows, not the engine's target indices,
    /// which count its laps (a wrap is 59 -> 0, not 62914619 -> 62914620).
    func event(at i: Int) -> detent_event {
        guard let e = wheel?.engine.event(at: i) else { return pending[i].event }
        var c = Events.event(e, value: { wheel?.value(at: $0) ?? 0 })
        if wheelLoops, c.kind == DETENT_EVENT_SELECTION {   // (optional chaining borrows the wheel: no retain)
            c.from_index = wheel?.engine.targetRow(c.from_index) ?? c.from_index
            c.to_index = wheel?.engine.targetRow(c.to_index) ?? c.to_index
        }
        return c
    }

    func column(at i: Int) -> Int32 { wheel == nil ? pending[i].column : -1 }

    func removeAllEvents() {
        // Optional chaining borrows the wheel; `if let` would retain and release it every frame.
        if wheel != nil { wheel?.removeAllEvents() } else { pending.removeAll(keepingCapacity: true) }
    }

    // MARK: Columns

    /// The wheel of column `i` (the one wheel for i = 0), or nil.
    func column(_ i: Int) -> WheelPicker? {
        if let columns { return columns.columns.indices.contains(i) ? columns.columns[i] : nil }
        return i == 0 ? wheel : nil
    }

    /// The picker's value (as ``detent_picker_value``) once `key` has moved the focused column
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
        var number = columns.value(withColumn: i, at: v).numberValue   // a date's overflows a 32-bit Int
        // The 12-hour clock's AM/PM flips each time the hour wheel passes between 11 and 12
        // (rows 10 and 11), as the key's spring would make it (ColumnPicker's rule).
        if case .time(true) = columns.configuration.kind, i == 0 {
            // Rows p in low ..< high with p ≡ 10 (mod 12): those up to x number ⌊(x − 10) / 12⌋.
            func upTo(_ x: Int) -> Int { let a = x - 10; return a >= 0 ? a / 12 : -((11 - a) / 12) }
            let low = Swift.min(index, index + delta), high = Swift.max(index, index + delta)
            if (upTo(high - 1) - upTo(low - 1)) % 2 != 0 { number = (number + 1200).truncatingRemainder(dividingBy: 2400) }
        }
        return number
    }

    // MARK: Display list

    /// Rebuilds the display list at the picker's time.
    private func rebuild() {
        isBusy = true
        list.removeAll(keepingCapacity: true)
        model.displayList(into: &list)
        isBusy = false
    }

    /// The bytes `list`'s texts take in the caller's text buffer, NULs included.
    private static func textSize(of list: [DisplayItem]) -> Int {
        var bytes = 0
        for i in list.indices {
            switch list[i] {
            case let .text(s, _, _, _, _), let .scaledText(s, _, _, _, _): bytes += s.utf8ByteCount + 1
            case .rect, .clip: break
            }
        }
        return bytes
    }

    /// `detent_picker_display_list`: the sizes, with the items and texts written when they fit.
    func displayList(into out: UnsafeMutablePointer<detent_item>?, capacity: Int, text: UnsafeMutablePointer<CChar>?,
                     textCapacity: Int, count: UnsafeMutablePointer<Int>, textSize neededText: UnsafeMutablePointer<Int>?)
        -> detent_status {
        rebuild()
        return Self.write(list, into: out, capacity: capacity, text: text, textCapacity: textCapacity, count: count,
                          textSize: neededText, "detent_picker_display_list")
    }

    /// Writes `list` as `detent_picker_display_list` does: the sizes, with the items and texts
    /// written when they fit.
    private static func write(_ list: [DisplayItem], into out: UnsafeMutablePointer<detent_item>?, capacity: Int,
                      text: UnsafeMutablePointer<CChar>?, textCapacity: Int, count: UnsafeMutablePointer<Int>,
                      textSize neededText: UnsafeMutablePointer<Int>?, _ function: StaticString) -> detent_status {
        let n = list.count, needed = textSize(of: list)
        count.pointee = n
        neededText?.pointee = needed
        guard n <= capacity, needed <= textCapacity else {
            return Refusal.fail(DETENT_ERROR_BUFFER_TOO_SMALL,
                                function, "the list has \(n) items and \(needed) bytes of text; the buffers hold \(capacity) and \(textCapacity)")
        }
        guard let out else { return Refusal.fail(DETENT_ERROR_NULL, function, "the item buffer is NULL with a capacity of \(capacity)") }
        guard needed == 0 || text != nil else {
            return Refusal.fail(DETENT_ERROR_NULL, function, "the text buffer is NULL with a capacity of \(textCapacity)")
        }
        let stride = Sized.size(at: out)
        if let refused = Sized.refusal(stride, detent_item.self, largerAllowed: true, function, "items[0]") { return refused }
        var used = 0
        let base = UnsafeMutableRawPointer(out)
        // A caller built before 1.2.0 has no scale fields: its scaled texts are plain.
        let scales = stride >= MemoryLayout<detent_item>.size
        for i in 0..<n {
            Sized.write(item(list[i], scales: scales, text: text, used: &used), to: base + i * stride, callerSize: stride)
        }
        return DETENT_OK
    }

    private static func item(_ d: DisplayItem, scales: Bool, text: UnsafeMutablePointer<CChar>?, used: inout Int) -> detent_item {
        var item = detent_item()
        item.size = MemoryLayout<detent_item>.size
        switch d {
        case let .rect(r, color):
            item.kind = DETENT_ITEM_RECT
            Self.set(&item, r)
            Self.set(&item, color)
        case let .text(s, frame, fontSize, alignment, color):
            Self.set(&item, s, frame, fontSize, alignment, color, text: text, used: &used)
        case let .scaledText(s, frame, fontSize, scale, color):
            // A cylinder's row: its text at fontSize, scaled (1.2.0), or for an older caller
            // plain text of its seen height in its seen frame.
            Self.set(&item, s, frame, scales ? fontSize : fontSize * scale.dy, .center, color, text: text, used: &used)
            if scales {
                item.scale_x = scale.dx
                item.scale_y = scale.dy
            }
        case let .clip(r?):
            item.kind = DETENT_ITEM_CLIP
            Self.set(&item, r)
        case .clip(nil):
            item.kind = DETENT_ITEM_UNCLIP
        }
        return item
    }

    /// A text item, unscaled, its text written at `used` in `text` (when there is a buffer).
    private static func set(_ item: inout detent_item, _ s: String, _ frame: Rect, _ fontSize: Double, _ alignment: UnitPoint,
                            _ color: DisplayColor, text: UnsafeMutablePointer<CChar>?, used: inout Int) {
        item.kind = DETENT_ITEM_TEXT
        set(&item, frame)
        set(&item, color)
        item.font_size = fontSize
        item.align_x = alignment.x
        item.align_y = alignment.y
        item.scale_x = 1
        item.scale_y = 1
        if let text {
            let start = text + used
            let length = CText.copy(s, to: start)
            item.text = UnsafePointer(start)
            item.text_length = length
            used += length + 1
        }
    }

    private static func set(_ item: inout detent_item, _ r: Rect) {
        item.x = r.minX; item.y = r.minY; item.width = r.width; item.height = r.height
    }

    private static func set(_ item: inout detent_item, _ c: DisplayColor) {
        item.red = c.red; item.green = c.green; item.blue = c.blue; item.opacity = c.opacity
    }
}

extension WheelPicker {
    /// ``PickerHandle/frameState``, read in place (through the handle's optional, borrowed).
    /// On the wheel's own type: as an extension of `PickerModel` the three reads went through
    /// its witness table (25 instructions more a frame).
    fileprivate var frameState: FrameState { (offset, nextEventTime ?? .infinity, isIdle) }
}

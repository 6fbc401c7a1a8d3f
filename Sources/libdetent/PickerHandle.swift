import CDetent
import Detent
import DetentPicker

/// What a `detent_picker *` points to: the picker, and the buffers that let the per-frame
/// calls (events, display list) copy into the caller's memory without allocating.
final class PickerHandle: InputHandle, EventHandle {
    static let noun = "picker"
    let picker: WheelPicker
    /// The display list, rebuilt in place each call (its storage is kept).
    private var list: [DisplayItem] = []
    /// How many of the picker's collected events the caller has been given.
    var eventCursor = 0
    /// Whether the display list is being built: the host's text measurer is running, and a
    /// call back into this picker from it is refused (it would modify what is being read).
    private(set) var isBusy = false

    init(picker: WheelPicker) {
        self.picker = picker
        list.reserveCapacity(256)
    }

    // MARK: Inputs

    /// Applies `input` at `t`, or says why not: a `DETENT_ERROR_*` and the thread's last error.
    func apply(_ input: PickerInput, at t: Double, _ function: StaticString) -> detent_status {
        if let refused = Refusal.checkTime(t, function) { return refused }
        return run(function) { picker throws(ScrollEngineError) in try picker.handle(input, at: t) }
    }

    var heldBy: Int? { picker.engine.pointer }

    func fling(velocity: Double, at t: Double, _ function: StaticString) -> detent_status {
        run(function) { picker throws(ScrollEngineError) in try picker.fling(velocity: velocity, at: t) }
    }

    func advance(to t: Double, _ function: StaticString) -> detent_status {
        run(function) { picker throws(ScrollEngineError) in try picker.advance(to: t) }
    }

    /// Runs `body` on the picker and turns what it throws into a status (the engine handle's
    /// `run` without the busy flag: the host's text measurer runs only in ``rebuild()``).
    private func run(_ function: StaticString, _ body: (WheelPicker) throws(ScrollEngineError) -> Void) -> detent_status {
        do { try body(picker) } catch { return Refusal.fail(error, function) }
        return DETENT_OK
    }

    // MARK: Events

    var eventCount: Int { picker.engine.eventCount }

    /// Event `i` of the picker in C form, its selection values the picker's values.
    func event(at i: Int) -> detent_event { Events.event(picker.engine.event(at: i), value: { picker.value(at: $0) }) }

    func removeAllEvents() { picker.removeAllEvents() }

    // MARK: Display list

    /// Rebuilds the display list at the picker's time.
    private func rebuild() {
        isBusy = true
        list.removeAll(keepingCapacity: true)
        picker.displayList(into: &list)
        isBusy = false
    }

    /// The bytes `list`'s texts take in the caller's text buffer, NULs included.
    private static func textSize(of list: [DisplayItem]) -> Int {
        var bytes = 0
        for i in list.indices {
            if case let .text(s, _, _, _, _) = list[i] { bytes += s.utf8.count + 1 }
            if case let .scaledText(s, _, _, _, _) = list[i] { bytes += s.utf8.count + 1 }
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

    /// Writes `list` as `detent_picker_display_list` does (the WebAssembly build's column
    /// pickers too): the sizes, with the items and texts written when they fit.
    static func write(_ list: [DisplayItem], into out: UnsafeMutablePointer<detent_item>?, capacity: Int,
                      text: UnsafeMutablePointer<CChar>?, textCapacity: Int, count: UnsafeMutablePointer<Int>,
                      textSize neededText: UnsafeMutablePointer<Int>?, _ function: StaticString) -> detent_status {
        let n = list.count, needed = textSize(of: list)
        count.pointee = n
        neededText?.pointee = needed
        guard n <= capacity, needed <= textCapacity else {
            return Refusal.fail(DETENT_ERROR_BUFFER_TOO_SMALL,
                                "\(function): the list has \(n) items and \(needed) bytes of text; the buffers hold \(capacity) and \(textCapacity)")
        }
        guard let out else { return Refusal.fail(DETENT_ERROR_NULL, "\(function): the item buffer is NULL with a capacity of \(capacity)") }
        guard needed == 0 || text != nil else {
            return Refusal.fail(DETENT_ERROR_NULL, "\(function): the text buffer is NULL with a capacity of \(textCapacity)")
        }
        let stride = Sized.size(at: out)
        if let refused = Sized.refusal(stride, detent_item.self, largerAllowed: true, "\(function): items[0]") { return refused }
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
            item.kind = DETENT_ITEM_TEXT
            Self.set(&item, frame)
            Self.set(&item, color)
            item.font_size = fontSize
            item.align_x = alignment.x
            item.align_y = alignment.y
            item.scale_x = 1
            item.scale_y = 1
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
            // A cylinder's row: its text at fontSize, scaled (1.2.0), or for an older caller
            // plain text of its seen height in its seen frame.
            guard scales else {
                return Self.item(.text(s, frame: frame, fontSize: fontSize * scale.dy, alignment: .center, color: color),
                                 scales: false, text: text, used: &used)
            }
            var item = Self.item(.text(s, frame: frame, fontSize: fontSize, alignment: .center, color: color),
                                 scales: true, text: text, used: &used)
            item.scale_x = scale.dx
            item.scale_y = scale.dy
            return item
        case let .clip(r?):
            item.kind = DETENT_ITEM_CLIP
            Self.set(&item, r)
        case .clip(nil):
            item.kind = DETENT_ITEM_UNCLIP
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

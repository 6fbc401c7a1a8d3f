import CAllocationCounter
import CDetent
import Detent
import DetentPicker
import DetentTrace
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// libdetent through its C declarations (detent.h), as a C host calls it.
@Suite struct CInterfaceTests {
    private func lastError() -> String { String(cString: detent_last_error()) }

    private func reference(time: Double = 0) throws -> OpaquePointer {
        try #require(detent_picker_create(nil, 480, 200, time))
    }

    /// A drag of the reference picker from x = 300 to 180 over 0.1 s (1200 pt/s), released at 0.1 s.
    private func fling(_ p: OpaquePointer) {
        #expect(detent_picker_pointer(p, Int32(DETENT_POINTER_DOWN), 300, 100, 0, 0) == 0)
        for k in 1...12 {
            #expect(detent_picker_pointer(p, Int32(DETENT_POINTER_MOVE), 300 - 10 * Double(k), 100, 0, Double(k) / 120) == 0)
        }
        #expect(detent_picker_pointer(p, Int32(DETENT_POINTER_UP), 180, 100, 0, 0.1) == 0)
    }

    private func drain(_ p: OpaquePointer, capacity: Int = 16) -> [detent_event] {
        var all: [detent_event] = []
        var buffer = [detent_event](repeating: detent_event(), count: capacity)
        while true {
            let n = detent_picker_events(p, &buffer, capacity)
            all += buffer[0..<n]
            if n < capacity { return all }
        }
    }

    @Test func versionMatchesTheHeader() {
        #expect(String(cString: detent_version()) == DETENT_VERSION)
    }

    @Test func nullAndEmptyJSONGiveTheReferencePicker() throws {
        for json in [nil, "{}", " { } "] as [String?] {
            let p = try #require(json.map { detent_picker_create($0, 480, 200, 0) } ?? detent_picker_create(nil, 480, 200, 0))
            defer { detent_picker_destroy(p) }
            #expect(detent_picker_value(p) == 0)
            #expect(detent_picker_phase(p) == Int32(DETENT_PHASE_IDLE))
            #expect(detent_picker_is_idle(p) == 1)
            #expect(detent_picker_key(p, Int32(DETENT_KEY_END), 0) == 0)
            #expect(detent_picker_advance(p, 5) == 0)
            #expect(detent_picker_value(p) == 100)
            #expect(detent_picker_offset(p) == 1000)
        }
    }

    @Test func theHeadersPickerObjectConfiguresThePicker() throws {
        let p = try #require(detent_picker_create(#"{"values": {"from": 10, "to": 20, "by": 0.5}, "theme": "dark"}"#, 480, 200, 3))
        defer { detent_picker_destroy(p) }
        #expect(detent_picker_value(p) == 10)
        #expect(detent_picker_time(p) == 3)
        #expect(detent_picker_select(p, 12.4, 0, 3) == 0)
        #expect(detent_picker_value(p) == 12.5)
        var items = [detent_item](repeating: detent_item(), count: 64)
        var text = [CChar](repeating: 0, count: 4096)
        let n = detent_picker_display_list(p, &items, 64, &text, 4096)
        #expect(n > 4)
        #expect(items[0].kind == Int32(DETENT_ITEM_RECT))
        #expect(items[0].red < 0.5) // the dark theme's background
    }

    @Test func badCreationsReturnNullWithAReason() {
        let cases: [(String?, Double, Double, Double, String)] = [
            ("{\"values\": ", 480, 200, 0, "picker_json: unexpected end"),
            ("[1, 2]", 480, 200, 0, "must be an object"),
            ("{\"values\": {\"from\": 5, \"to\": 1}}", 480, 200, 0, "picker.values"),
            ("{\"theme\": \"sepia\"}", 480, 200, 0, "picker.theme"),
            ("{\"major_every\": 0}", 480, 200, 0, "picker.major_every"),
            (nil, .nan, 200, 0, "window size"),
            (nil, 480, -1, 0, "window size"),
            (nil, 480, 200, .infinity, "not a finite number"),
            (nil, 480, 200, 2e9, "outside"),
            ("\u{7F}\u{1}", 480, 200, 0, "picker_json"),
        ]
        for (json, w, h, t, reason) in cases {
            let p = json.map { detent_picker_create($0, w, h, t) } ?? detent_picker_create(nil, w, h, t)
            #expect(p == nil, "\(json ?? "NULL") \(w) \(h) \(t)")
            detent_picker_destroy(p)
            #expect(lastError().contains(reason), "\(lastError())")
        }
        // Invalid UTF-8.
        let bytes: [CChar] = [0x7B, CChar(bitPattern: 0xFF), 0x7D, 0]
        #expect(detent_picker_create(bytes, 480, 200, 0) == nil)
        #expect(lastError().contains("UTF-8"))
    }

    @Test func refusedInputsReturnTheirErrorAndChangeNothing() throws {
        let p = try reference(time: 1)
        defer { detent_picker_destroy(p) }
        let refusals: [(Int32, String, () -> Int32)] = [
            (Int32(DETENT_ERROR_NOT_FINITE), "time", { detent_picker_advance(p, .nan) }),
            (Int32(DETENT_ERROR_NOT_FINITE), "time", { detent_picker_key(p, Int32(DETENT_KEY_END), .infinity) }),
            (Int32(DETENT_ERROR_TIME), "earlier", { detent_picker_advance(p, 0.5) }),
            (Int32(DETENT_ERROR_TIME), "outside", { detent_picker_advance(p, 1.5e9) }),
            (Int32(DETENT_ERROR_TIME), "outside", { detent_picker_wheel(p, 0, 10, 0, -2e9) }),
            (Int32(DETENT_ERROR_INVALID), "unknown key", { detent_picker_key(p, 99, 2) }),
            (Int32(DETENT_ERROR_INVALID), "unknown pointer phase", { detent_picker_pointer(p, 7, 300, 100, 0, 2) }),
            (Int32(DETENT_ERROR_NOT_FINITE), "position", { detent_picker_pointer(p, Int32(DETENT_POINTER_DOWN), .nan, 100, 0, 2) }),
            (Int32(DETENT_ERROR_NOT_FINITE), "delta", { detent_picker_wheel(p, 0, -.infinity, 1, 2) }),
            (Int32(DETENT_ERROR_NOT_FINITE), "value", { detent_picker_select(p, .nan, 1, 2) }),
            (Int32(DETENT_ERROR_INVALID), "not positive", { detent_picker_resize(p, 0, 100, 2) }),
            (Int32(DETENT_ERROR_NOT_FINITE), "not finite", { detent_picker_resize(p, .infinity, 100, 2) }),
            (Int32(DETENT_ERROR_NULL), "NULL", { detent_picker_advance(nil, 2) }),
            (Int32(DETENT_ERROR_NULL), "NULL", { detent_picker_phase(nil) }),
        ]
        for (code, reason, call) in refusals {
            #expect(call() == code, "\(reason)")
            #expect(lastError().contains(reason), "\(lastError())")
            #expect(detent_picker_time(p) == 1)
            #expect(detent_picker_value(p) == 0)
            #expect(detent_picker_is_idle(p) == 1)
        }
        #expect(detent_picker_value(nil).isNaN)
        #expect(detent_picker_offset(nil).isNaN)
        #expect(detent_picker_events(nil, nil, 4) == 0)
        #expect(detent_picker_display_list(nil, nil, 0, nil, 0) == 0)
        // Extreme but finite numbers are taken without trapping.
        #expect(detent_picker_wheel(p, 0, 1e300, 0, 2) == 0)
        #expect(detent_picker_wheel(p, -1e300, 1e300, 1, 2.01) == 0)
        #expect(detent_picker_select(p, -1e308, 1, 2.02) == 0)
        #expect(detent_picker_pointer(p, Int32(DETENT_POINTER_DOWN), 300, 100, 0, 2.03) == 0)
        #expect(detent_picker_pointer(p, Int32(DETENT_POINTER_MOVE), -1e300, 1e300, 0, 2.04) == 0)
        #expect(detent_picker_pointer(p, Int32(DETENT_POINTER_UP), 1e300, 100, 0, 2.05) == 0)
        #expect(detent_picker_resize(p, 1e300, 1e300, 2.06) == 0)
        #expect(detent_picker_advance(p, 1e9) == 0)
        #expect(detent_picker_is_idle(p) == 1)
        let v = detent_picker_value(p)
        #expect(v >= 0 && v <= 100)
    }

    /// 20,000 calls with arguments drawn from the edges of `double` and `int` (NaN, ±inf,
    /// ±1e300, ±1e9 s, subnormals, unknown constants), in random order: every call returns,
    /// a refusal always comes with a message, and the state stays finite.
    @Test func randomExtremeCallsNeverTrap() throws {
        let doubles: [Double] = [0, -0.0, 1, -1, 0.5, 100, 240, .leastNonzeroMagnitude, 1e-300, 1e300, -1e300, .nan, .infinity,
                                 -.infinity, 1e9, -1e9, 1e9 + 1, .greatestFiniteMagnitude, -.greatestFiniteMagnitude]
        let ints: [Int32] = [0, 1, 2, 3, 4, 7, 8, -1, .max, .min]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Int(truncatingIfNeeded: state >> 1)
        }
        func d() -> Double { next() % 3 == 0 ? Double(next() % 2000) / 7 - 100 : doubles[next() % doubles.count] }
        func i() -> Int32 { ints[next() % ints.count] }
        let p = try reference()
        defer { detent_picker_destroy(p) }
        var items = [detent_item](repeating: detent_item(), count: 512)
        var text = [CChar](repeating: 0, count: 16384)
        var events = [detent_event](repeating: detent_event(), count: 8)
        var t = 0.0
        var refused = 0
        for _ in 0..<20_000 {
            // Mostly increasing times, sometimes one that must be refused.
            t += Double(next() % 50) / 1000
            let badTimes: [Double] = [.nan, .infinity, -.infinity, 1e9 + 1, 1e300, -1e300, t - 0.001]
            let time = next() % 8 == 0 ? badTimes[next() % badTimes.count] : t
            let status: Int32
            switch next() % 8 {
            case 0: status = detent_picker_pointer(p, i(), d(), d(), i(), time)
            case 1: status = detent_picker_wheel(p, d(), d(), i(), time)
            case 2: status = detent_picker_key(p, i(), time)
            case 3: status = detent_picker_select(p, d(), i(), time)
            case 4: status = detent_picker_resize(p, d(), d(), time)
            case 5: status = detent_picker_advance(p, time)
            case 6: _ = detent_picker_events(p, &events, 8); status = 0
            default: _ = detent_picker_display_list(p, &items, 512, &text, 16384); status = 0
            }
            if status != 0 {
                refused += 1
                #expect(status < 0 && !lastError().isEmpty)
            }
            #expect(detent_picker_value(p).isFinite && detent_picker_offset(p).isFinite && detent_picker_velocity(p).isFinite)
        }
        #expect(refused > 1000)
        #expect(refused < 15_000)
        #expect(detent_picker_advance(p, 1e9) == 0)
        #expect(detent_picker_is_idle(p) == 1 || detent_picker_phase(p) == Int32(DETENT_PHASE_TRACKING)
                || detent_picker_phase(p) == Int32(DETENT_PHASE_INTERACTING))
    }

    @Test func theLastErrorIsPerThread() throws {
        #expect(detent_picker_advance(nil, 0) == Int32(DETENT_ERROR_NULL))
        let before = lastError()
        var thread = pthread_t()
        pthread_create(&thread, nil, { _ in
            _ = detent_picker_key(nil, 0, 0)
            _ = detent_picker_create("nonsense", 1, 1, 0)
            return nil
        }, nil)
        pthread_join(thread, nil)
        #expect(lastError() == before)
        #expect(before.contains("detent_picker_advance"))
    }

    /// The wrapper adds nothing: the same fling through C and through the Swift picker gives
    /// the same state and the same events at the same times.
    @Test func aFlingMatchesTheSwiftPicker() throws {
        let p = try reference()
        defer { detent_picker_destroy(p) }
        let swift = TraceHeader().makePicker(time: 0)
        fling(p)
        try swift.handle(.pointerDown(Point(x: 300, y: 100), pointer: 0), at: 0)
        for k in 1...12 { try swift.handle(.pointerMove(Point(x: 300 - 10 * Double(k), y: 100), pointer: 0), at: Double(k) / 120) }
        try swift.handle(.pointerUp(Point(x: 180, y: 100), pointer: 0), at: 0.1)
        var k = 13
        while detent_picker_is_idle(p) == 0 {
            #expect(detent_picker_advance(p, Double(k) / 120) == 0)
            try swift.advance(to: Double(k) / 120)
            #expect(detent_picker_offset(p) == swift.offset)
            #expect(detent_picker_velocity(p) == swift.velocity)
            k += 1
            if k > 2000 { break }
        }
        #expect(detent_picker_value(p) == swift.value)
        #expect(swift.value > 12)
        let events = drain(p, capacity: 3)
        let selections = events.filter { $0.kind == Int32(DETENT_EVENT_SELECTION) }
        let expected = swift.events.compactMap { e -> SelectionChange? in
            if case let .selection(s) = e { return s } else { return nil }
        }
        #expect(selections.count == expected.count)
        #expect(selections.map(\.time) == expected.map(\.time))
        #expect(selections.map(\.to) == expected.map { swift.value(at: $0.to) })
        for (i, s) in selections.enumerated() {
            #expect(s.to - s.from == 1, "one event per value crossed (\(i))")
        }
        #expect(selections.last?.to == detent_picker_value(p))
        let phases = events.filter { $0.kind == Int32(DETENT_EVENT_PHASE) }.map { Int32($0.to) }
        #expect(phases.first == Int32(DETENT_PHASE_TRACKING))
        #expect(phases.last == Int32(DETENT_PHASE_IDLE))
        #expect(phases.contains(Int32(DETENT_PHASE_DECELERATING)))
        #expect(detent_picker_events(p, nil, 0) == 0)
    }

    @Test func theDisplayListReportsItsSizeAndMatchesTheSwiftList() throws {
        let p = try reference()
        defer { detent_picker_destroy(p) }
        #expect(detent_picker_select(p, 42, 0, 0) == 0)
        let swift = TraceHeader().makePicker(time: 0)
        try swift.handle(.select(value: 42, animated: false), at: 0)
        let expected = swift.displayList()
        let count = detent_picker_display_list(p, nil, 0, nil, 0)
        #expect(count == expected.count)
        let textSize = detent_picker_display_text_size(p)
        #expect(textSize == expected.reduce(0) { n, d in
            if case let .text(s, _, _, _, _) = d { return n + s.utf8.count + 1 } else { return n }
        })
        var items = [detent_item](repeating: detent_item(), count: count)
        var text = [CChar](repeating: 0, count: textSize)
        // Too small an item buffer: the count, nothing written.
        #expect(detent_picker_display_list(p, &items, count - 1, &text, textSize) == count)
        #expect(items[0].kind == 0)
        // Too small a text buffer: 0 and the bytes needed.
        #expect(detent_picker_display_list(p, &items, count, &text, textSize - 1) == 0)
        #expect(lastError().contains("\(textSize) bytes"))
        #expect(items[0].kind == 0)
        text.withUnsafeMutableBufferPointer { t in
            items.withUnsafeMutableBufferPointer { out in
                #expect(detent_picker_display_list(p, out.baseAddress, count, t.baseAddress, textSize) == count)
                for (item, d) in zip(out, expected) {
                    switch d {
                    case let .rect(r, c):
                        #expect(item.kind == Int32(DETENT_ITEM_RECT))
                        #expect(Rect(x: item.x, y: item.y, width: item.width, height: item.height) == r)
                        #expect(ColorComponents(item) == ColorComponents(c.red, c.green, c.blue, c.opacity))
                        #expect(item.text == nil)
                    case let .text(s, f, size, alignment, c):
                        #expect(item.kind == Int32(DETENT_ITEM_TEXT))
                        #expect(Rect(x: item.x, y: item.y, width: item.width, height: item.height) == f)
                        #expect(item.font_size == size && item.align_x == alignment.x && item.align_y == alignment.y)
                        #expect(ColorComponents(item) == ColorComponents(c.red, c.green, c.blue, c.opacity))
                        #expect(item.text.map { String(cString: $0) } == s)
                        #expect(item.text_length == s.utf8.count)
                        let inside = item.text.map { UnsafeRawPointer($0) >= UnsafeRawPointer(t.baseAddress!) && UnsafeRawPointer($0) < UnsafeRawPointer(t.baseAddress! + textSize) }
                        #expect(inside == true)
                    case let .clip(r?):
                        #expect(item.kind == Int32(DETENT_ITEM_CLIP))
                        #expect(Rect(x: item.x, y: item.y, width: item.width, height: item.height) == r)
                    case .clip(nil):
                        #expect(item.kind == Int32(DETENT_ITEM_UNCLIP))
                    case let .scaledText(s, f, _, _, _):
                        #expect(item.kind == Int32(DETENT_ITEM_TEXT))
                        #expect(Rect(x: item.x, y: item.y, width: item.width, height: item.height) == f)
                        #expect(item.text.map { String(cString: $0) } == s)
                    }
                }
            }
        }
        #expect(expected.contains { if case let .text(s, _, _, _, _) = $0 { return s == "40" } else { return false } })
    }

    @Test func aTextMeasurerSetsTheLabelsSize() throws {
        let p = try reference()
        defer { detent_picker_destroy(p) }
        #expect(detent_picker_set_text_measurer(p, { _, text, fontSize, width, height in
            // 10 pt per byte, 2 em tall; "5" declines (the estimate is used).
            guard let text, String(cString: text) != "5" else { return 1 }
            width?.pointee = 10 * Double(strlen(text)); height?.pointee = 2 * fontSize
            return 0
        }, nil) == 0)
        var items = [detent_item](repeating: detent_item(), count: 128)
        var text = [CChar](repeating: 0, count: 4096)
        let n = detent_picker_display_list(p, &items, 128, &text, 4096)
        let labels = items[0..<n].filter { $0.kind == Int32(DETENT_ITEM_TEXT) }
        let zero = try #require(labels.first { String(cString: $0.text) == "0" })
        #expect(zero.width == 10 && zero.height == 48)
        let five = try #require(labels.first { String(cString: $0.text) == "5" })
        #expect(abs(five.width - 0.6 * 24) < 1e-9 && abs(five.height - 1.2 * 24) < 1e-9)
        #expect(detent_picker_set_text_measurer(p, nil, nil) == 0)
        _ = detent_picker_display_list(p, &items, 128, &text, 4096)
        #expect(items.first { $0.kind == Int32(DETENT_ITEM_TEXT) }?.height == 1.2 * 24)
    }

    /// A text measurer that calls back into its picker is refused, and the picker survives.
    @Test func callsFromInsideTheTextMeasurerAreRefused() throws {
        let p = try reference()
        defer { detent_picker_destroy(p) }
        #expect(detent_picker_set_text_measurer(p, { context, _, _, width, height in
            let p = OpaquePointer(context)
            detent_picker_destroy(p)
            guard detent_picker_advance(p, 1) == Int32(DETENT_ERROR_BUSY),
                  detent_picker_set_text_measurer(p, nil, nil) == Int32(DETENT_ERROR_BUSY),
                  detent_picker_display_list(p, nil, 0, nil, 0) == 0,
                  detent_picker_value(p).isNaN else { return 1 }
            width?.pointee = 7; height?.pointee = 9
            return 0
        }, UnsafeMutableRawPointer(p)) == 0)
        var items = [detent_item](repeating: detent_item(), count: 128)
        var text = [CChar](repeating: 0, count: 4096)
        let n = detent_picker_display_list(p, &items, 128, &text, 4096)
        #expect(n > 4)
        #expect(items[0..<n].contains { $0.kind == Int32(DETENT_ITEM_TEXT) && $0.width == 7 && $0.height == 9 })
        #expect(lastError().contains("inside the picker's text measurer"))
        #expect(detent_picker_advance(p, 1) == 0)
        #expect(detent_picker_value(p) == 0)
    }

    /// Frames through the C API — advance, drain the events, build the display list into the
    /// caller's buffers — allocate nothing of their own once warmed up: advancing and draining
    /// nothing at all, and the display list nothing either (as `WheelPicker.displayList(into:)`
    /// for a twin picker, which has its own allocation test).
    @Test func framesAllocateNothing() throws {
        let p = try reference()
        defer { detent_picker_destroy(p) }
        let twin = TraceHeader().makePicker(time: 0)
        var twinList: [DisplayItem] = []
        twinList.reserveCapacity(256)
        let itemCapacity = 256, textCapacity = 8192
        let items = UnsafeMutablePointer<detent_item>.allocate(capacity: itemCapacity)
        let text = UnsafeMutablePointer<CChar>.allocate(capacity: textCapacity)
        let events = UnsafeMutablePointer<detent_event>.allocate(capacity: 64)
        defer { items.deallocate(); text.deallocate(); events.deallocate() }
        var moving = 0, selections = 0, itemCount = 0
        var stepping = 0, listing = 0, twinListing = 0
        func frames(_ range: ClosedRange<Int>) throws {
            for k in range {
                var before = detent_thread_allocations()
                _ = detent_picker_advance(p, Double(k) / 120)
                let n = detent_picker_events(p, events, 64)
                for i in 0..<n where events[i].kind == Int32(DETENT_EVENT_SELECTION) { selections += 1 }
                stepping += detent_thread_allocations() - before
                before = detent_thread_allocations()
                itemCount += detent_picker_display_list(p, items, itemCapacity, text, textCapacity)
                listing += detent_thread_allocations() - before
                if detent_picker_is_idle(p) == 0 { moving += 1 }
                try twin.advance(to: Double(k) / 120)
                before = detent_thread_allocations()
                twinList.removeAll(keepingCapacity: true)
                twin.displayList(into: &twinList)
                twinListing += detent_thread_allocations() - before
            }
        }
        func flingBoth(at frame: Int) throws {
            let t0 = Double(frame) / 120
            _ = detent_picker_pointer(p, Int32(DETENT_POINTER_DOWN), 300, 100, 0, t0)
            try twin.handle(.pointerDown(Point(x: 300, y: 100), pointer: 0), at: t0)
            for k in 1...12 {
                let x = 300 - 10 * Double(k), t = t0 + Double(k) / 120
                _ = detent_picker_pointer(p, Int32(DETENT_POINTER_MOVE), x, 100, 0, t)
                try twin.handle(.pointerMove(Point(x: x, y: 100), pointer: 0), at: t)
            }
            _ = detent_picker_pointer(p, Int32(DETENT_POINTER_UP), 180, 100, 0, t0 + 0.1)
            try twin.handle(.pointerUp(Point(x: 180, y: 100), pointer: 0), at: t0 + 0.1)
        }
        // Warm up over a whole fling (the event buffer grows to its size).
        try flingBoth(at: 0)
        try frames(13...600)
        twin.removeAllEvents()
        moving = 0; selections = 0; itemCount = 0; stepping = 0; listing = 0; twinListing = 0
        // Measured: another fling, its events and its frames.
        try flingBoth(at: 601)
        try frames(614...1500)
        twin.removeAllEvents()
        #expect(stepping == 0)
        #expect(twinListing == 0)
        #expect(listing == 0)
        #expect(moving > 60)
        #expect(selections > 10)
        #expect(itemCount > 887 * 30)
    }

}

/// A colour as its four components.
private struct ColorComponents: Equatable {
    var r, g, b, a: Double
    init(_ r: Double, _ g: Double, _ b: Double, _ a: Double) { self.r = r; self.g = g; self.b = b; self.a = a }
    init(_ item: detent_item) { self.init(item.red, item.green, item.blue, item.opacity) }
}

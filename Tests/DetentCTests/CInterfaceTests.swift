import CAllocationCounter
import CDetent
import Detent
import DetentPicker
import DetentTrace
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// libdetent through its C declarations (detent.h), as a C host calls it, beside the Swift
/// types it wraps: the wrapper adds nothing. (Every call and status is also exercised from C,
/// as C99 and C++17, by Tests/C/suite.c, which `make test` runs through Examples/check.sh.)
@Suite struct CInterfaceTests {
    private func lastError() -> String { String(cString: detent_last_error()) }

    private func reference(time: Double = 0) throws -> OpaquePointer {
        try #require(detent_picker_create(nil, 480, 200, time))
    }

    /// A drag of the reference picker from x = 300 to 180 over 0.1 s (1200 pt/s), released at 0.1 s.
    private func fling(_ p: OpaquePointer) {
        #expect(detent_picker_pointer(p, DETENT_POINTER_DOWN, 300, 100, 0, 0) == DETENT_OK)
        for k in 1...12 {
            #expect(detent_picker_pointer(p, DETENT_POINTER_MOVE, 300 - 10 * Double(k), 100, 0, Double(k) / 120) == DETENT_OK)
        }
        #expect(detent_picker_pointer(p, DETENT_POINTER_UP, 180, 100, 0, 0.1) == DETENT_OK)
    }

    /// Every event of a picker or an engine, drained `capacity` at a time.
    private func drain(capacity: Int = 16, _ call: (UnsafeMutablePointer<detent_event>, Int, UnsafeMutablePointer<Int>) -> detent_status)
        -> [detent_event] {
        var all: [detent_event] = []
        var buffer = [detent_event](repeating: detent_event(), count: capacity)
        while true {
            var n = 0
            buffer[0].size = MemoryLayout<detent_event>.size
            #expect(call(&buffer, capacity, &n) == DETENT_OK)
            all += buffer[0..<n]
            if n < capacity { return all }
        }
    }

    @Test func theVersionIsTheHeaders() {
        #expect(String(cString: detent_version()) == DETENT_VERSION)
        #expect(detent_version_number() == UInt32(DETENT_VERSION_MAJOR << 16 | DETENT_VERSION_MINOR << 8 | DETENT_VERSION_PATCH))
        #expect(DETENT_VERSION == "\(DETENT_VERSION_MAJOR).\(DETENT_VERSION_MINOR).\(DETENT_VERSION_PATCH)")
    }

    /// The default engine configuration is the core's: an engine made from it runs the same
    /// physics, bit for bit, as a Swift `ScrollEngine` with the default configuration, and every
    /// profile's C fields give back that profile.
    @Test func theDefaultConfigurationIsTheCores() throws {
        var c = detent_engine_config()
        #expect(detent_engine_config_default(&c) == DETENT_OK)
        for (code, physics) in [(DETENT_PROFILE_IOS, ScrollPhysics.iOS), (DETENT_PROFILE_ANDROID, .android),
                                (DETENT_PROFILE_FLUTTER_BOUNCING, .flutterBouncing), (DETENT_PROFILE_FLUTTER_CLAMPING, .flutterClamping),
                                (DETENT_PROFILE_GTK, .gtk)] {
            #expect(detent_engine_config_profile(&c, code) == DETENT_OK)
            c.container_width = 280; c.container_height = 80; c.bounds_upper = 1000; c.content_width = 1000
            let e = try #require(detent_engine_create(&c, 0))
            defer { detent_engine_destroy(e) }
            #expect(detent_engine_set_uniform_targets(e, 0, 10, 101) == DETENT_OK)
            var swiftConfig = ScrollEngine.Configuration(containerSize: Size(width: 280, height: 80),
                                                         contentSize: Size(width: 1000, height: 0), bounds: 0...1000,
                                                         targets: .uniform(first: 0, step: 10, count: 101))
            swiftConfig.physics = physics
            let swift = try ScrollEngine(configuration: swiftConfig)
            // A drag and release, then frames: the same offsets and events.
            #expect(detent_engine_pointer(e, DETENT_POINTER_DOWN, 200, 40, 0, 0) == DETENT_OK)
            try swift.handle(.pointerDown(Point(x: 200, y: 40)), at: 0)
            for k in 1...12 {
                let x = 200 - 12 * Double(k), t = Double(k) / 120
                #expect(detent_engine_pointer(e, DETENT_POINTER_MOVE, x, 40, 0, t) == DETENT_OK)
                try swift.handle(.pointerMove(Point(x: x, y: 40)), at: t)
            }
            #expect(detent_engine_pointer(e, DETENT_POINTER_UP, 56, 40, 0, 0.1) == DETENT_OK)
            try swift.handle(.pointerUp(Point(x: 56, y: 40)), at: 0.1)
            for k in 13...600 {
                #expect(detent_engine_advance(e, Double(k) / 120) == DETENT_OK)
                try swift.advance(to: Double(k) / 120)
                #expect(detent_engine_offset(e) == swift.offset, "\(physics.name) frame \(k)")
            }
            let events = drain { detent_engine_events(e, $0, $1, $2) }
            #expect(events.count == swift.events.count, "\(physics.name)")
            #expect(events.map(\.time) == swift.events.map(\.time))
            #expect(detent_engine_selected_index(e) == swift.selectedIndex && swift.selectedIndex > 10)
        }
    }

    /// The engine reached through C allocates nothing per frame once warmed up: inputs,
    /// advancing, draining events, the geometry and transitions.
    @Test func engineFramesAllocateNothing() throws {
        var c = detent_engine_config()
        detent_engine_config_default(&c)
        c.axis = DETENT_AXIS_VERTICAL
        c.container_width = 400; c.container_height = 600; c.automatic_insets = 0
        c.content_height = 100_000; c.bounds_upper = 100_000 - 600
        let e = try #require(detent_engine_create(&c, 0))
        defer { detent_engine_destroy(e) }
        let tops = (0..<2000).map { Double($0) * 50 }, heights = [Double](repeating: 50, count: 2000)
        #expect(detent_engine_set_item_targets(e, tops, heights, 2000, 0) == DETENT_OK)
        #expect(detent_engine_set_view_aligned(e, DETENT_LIMIT_NEVER) == DETENT_OK)
        let events = UnsafeMutablePointer<detent_event>.allocate(capacity: 64)
        defer { events.deallocate() }
        var geometry = detent_geometry()
        var allocations = 0, selections = 0, refused = 0
        // No #expect inside the measured frames: it allocates.
        func frames(from start: Double, velocity: Double, measured: Bool) {
            let before = detent_thread_allocations()
            if detent_engine_fling(e, velocity, start) != DETENT_OK { refused += 1 }
            for k in 1...300 {
                let t = start + Double(k) / 120
                if detent_engine_advance(e, t) != DETENT_OK { refused += 1 }
                var n = 0
                events[0].size = MemoryLayout<detent_event>.size
                if detent_engine_events(e, events, 64, &n) != DETENT_OK { refused += 1 }
                for i in 0..<n where events[i].kind == DETENT_EVENT_SELECTION { selections += 1 }
                geometry.size = MemoryLayout<detent_geometry>.size
                if detent_engine_geometry(e, &geometry) != DETENT_OK { refused += 1 }
                var phase = DETENT_TRANSITION_IDENTITY
                if detent_engine_transition(e, detent_rect(x: 0, y: 1000, width: 400, height: 50), DETENT_THRESHOLD_VISIBLE, 1,
                                            &phase, nil) != DETENT_OK { refused += 1 }
            }
            if measured { allocations += detent_thread_allocations() - before }
        }
        frames(from: 0, velocity: 3000, measured: false)
        selections = 0
        frames(from: 10, velocity: -2000, measured: true)
        frames(from: 20, velocity: 3000, measured: true)
        #expect(refused == 0)
        #expect(allocations == 0)
        #expect(selections > 30)
    }

    @Test func nullAndEmptyJSONGiveTheReferencePicker() throws {
        for json in [nil, "{}", " { } "] as [String?] {
            let p = try #require(json.map { detent_picker_create($0, 480, 200, 0) } ?? detent_picker_create(nil, 480, 200, 0))
            defer { detent_picker_destroy(p) }
            #expect(detent_picker_value(p) == 0)
            #expect(detent_picker_phase(p) == DETENT_PHASE_IDLE)
            #expect(detent_picker_is_idle(p) == 1)
            #expect(detent_picker_key(p, DETENT_KEY_END, 0) == DETENT_OK)
            #expect(detent_picker_advance(p, 5) == DETENT_OK)
            #expect(detent_picker_value(p) == 100)
            #expect(detent_picker_offset(p) == 1000)
        }
    }

    /// The typed configuration and the JSON give the same picker.
    @Test func theTypedConfigurationMatchesTheJSON() throws {
        let json = try #require(detent_picker_create(
            #"{"values": {"from": 10, "to": 20, "by": 0.5}, "theme": "dark", "profile": "gtk", "behavior": "paging"}"#, 480, 200, 3))
        defer { detent_picker_destroy(json) }
        var c = detent_picker_config()
        #expect(detent_picker_config_default(&c) == DETENT_OK)
        c.values_from = 10; c.values_to = 20; c.values_by = 0.5
        c.theme = DETENT_THEME_DARK; c.profile = DETENT_PROFILE_GTK; c.behavior = DETENT_PICKER_PAGING
        let typed = try #require(detent_picker_create_with_config(&c, 480, 200, 3))
        defer { detent_picker_destroy(typed) }
        for p in [json, typed] {
            #expect(detent_picker_fling(p, 900, 3) == DETENT_OK)
            for k in 1...300 { #expect(detent_picker_advance(p, 3 + Double(k) / 120) == DETENT_OK) }
        }
        #expect(detent_picker_value(json) == detent_picker_value(typed))
        #expect(detent_picker_value(json) > 10)
        var items = [detent_item](repeating: detent_item(), count: 2)
        var listed = [[detent_item]]()
        for p in [json, typed] {
            var count = 0, textSize = 0
            #expect(detent_picker_display_list(p, nil, 0, nil, 0, &count, &textSize) == DETENT_ERROR_BUFFER_TOO_SMALL)
            items = [detent_item](repeating: detent_item(), count: count)
            items[0].size = MemoryLayout<detent_item>.size
            var text = [CChar](repeating: 0, count: textSize)
            #expect(detent_picker_display_list(p, &items, count, &text, textSize, &count, nil) == DETENT_OK)
            listed.append(items)
        }
        #expect(listed[0].map(\.x) == listed[1].map(\.x))
        #expect(listed[0][0].red < 0.5) // the dark theme's background
    }

    /// Unknown members are refused, as the header says, with the member's name.
    @Test func unknownJSONMembersAreRefusedByName() {
        for (json, member) in [(#"{"theem":"dark"}"#, "picker.theem"), (#"{"values":{"form":5,"to":10}}"#, "picker.values.form")] {
            #expect(detent_picker_create(json, 480, 200, 0) == nil)
            #expect(lastError().contains("unknown member \"\(member)\""), "\(lastError())")
        }
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
            #expect(detent_picker_advance(p, Double(k) / 120) == DETENT_OK)
            try swift.advance(to: Double(k) / 120)
            #expect(detent_picker_offset(p) == swift.offset)
            #expect(detent_picker_velocity(p) == swift.velocity)
            k += 1
            if k > 2000 { break }
        }
        #expect(detent_picker_value(p) == swift.value)
        #expect(swift.value > 12)
        let events = drain(capacity: 3) { detent_picker_events(p, $0, $1, $2) }
        let selections = events.filter { $0.kind == DETENT_EVENT_SELECTION }
        let expected = swift.events.compactMap { e -> SelectionChange? in
            if case let .selection(s) = e { return s } else { return nil }
        }
        #expect(selections.count == expected.count)
        #expect(selections.map(\.time) == expected.map(\.time))
        #expect(selections.map(\.to_value) == expected.map { swift.value(at: $0.to) })
        #expect(selections.map(\.to_index) == expected.map(\.to))
        for (i, s) in selections.enumerated() {
            #expect(s.to_value - s.from_value == 1, "one event per value crossed (\(i))")
        }
        #expect(selections.last?.to_value == detent_picker_value(p))
        let phases = events.filter { $0.kind == DETENT_EVENT_PHASE }.map(\.to_phase)
        #expect(phases.first == DETENT_PHASE_TRACKING)
        #expect(phases.last == DETENT_PHASE_IDLE)
        #expect(phases.contains(DETENT_PHASE_DECELERATING))
        var n = 5
        #expect(detent_picker_events(p, nil, 0, &n) == DETENT_OK && n == 0)
    }

    @Test func theDisplayListMatchesTheSwiftList() throws {
        let p = try reference()
        defer { detent_picker_destroy(p) }
        #expect(detent_picker_select(p, 42, 0, 0) == DETENT_OK)
        let swift = TraceHeader().makePicker(time: 0)
        try swift.handle(.select(value: 42, animated: false), at: 0)
        let expected = swift.displayList()
        var count = 0, textSize = 0
        #expect(detent_picker_display_list(p, nil, 0, nil, 0, &count, &textSize) == DETENT_ERROR_BUFFER_TOO_SMALL)
        #expect(count == expected.count)
        #expect(textSize == expected.reduce(0) { n, d in
            switch d {
            case let .text(s, _, _, _, _), let .scaledText(s, _, _, _, _): n + s.utf8.count + 1
            default: n
            }
        })
        var items = [detent_item](repeating: detent_item(), count: count)
        var text = [CChar](repeating: 0, count: textSize)
        items[0].size = MemoryLayout<detent_item>.size
        text.withUnsafeMutableBufferPointer { t in
            items.withUnsafeMutableBufferPointer { out in
                var written = 0
                #expect(detent_picker_display_list(p, out.baseAddress, count, t.baseAddress, textSize, &written, nil) == DETENT_OK)
                #expect(written == count)
                for (item, d) in zip(out, expected) {
                    let frame = Rect(x: item.x, y: item.y, width: item.width, height: item.height)
                    switch d {
                    case let .rect(r, c):
                        #expect(item.kind == DETENT_ITEM_RECT && frame == r && item.text == nil)
                        #expect(ColorComponents(item) == ColorComponents(c.red, c.green, c.blue, c.opacity))
                    case let .text(s, f, size, alignment, c):
                        #expect(item.kind == DETENT_ITEM_TEXT && frame == f)
                        #expect(item.font_size == size && item.align_x == alignment.x && item.align_y == alignment.y)
                        #expect(ColorComponents(item) == ColorComponents(c.red, c.green, c.blue, c.opacity))
                        #expect(item.text.map { String(cString: $0) } == s)
                        #expect(item.text_length == s.utf8.count)
                    case let .clip(r?):
                        #expect(item.kind == DETENT_ITEM_CLIP && frame == r)
                    case .clip(nil):
                        #expect(item.kind == DETENT_ITEM_UNCLIP)
                    case let .scaledText(s, f, size, scale, _):
                        #expect(item.kind == DETENT_ITEM_TEXT && frame == f)
                        #expect(item.font_size == size && item.scale_x == scale.dx && item.scale_y == scale.dy)
                        #expect(item.text.map { String(cString: $0) } == s)
                    }
                }
            }
        }
        #expect(expected.contains { if case let .text(s, _, _, _, _) = $0 { return s == "40" } else { return false } })
    }

    /// Issue 32 (1.2.0): a cylinder's rows reach C as Swift draws them, text at the wheel's font
    /// size with its scale about the frame's centre; a caller whose items[0].size is 1.1.0's
    /// (no scale fields) gets each as plain text of the font size times its scale down.
    @Test func aCylindersRowsCarryTheirScaleAndOldCallersGetPlainText() throws {
        let p = try #require(detent_picker_create(#"{"style":"cylinder"}"#, 480, 300, 0))
        defer { detent_picker_destroy(p) }
        #expect(detent_picker_select(p, 50, 0, 0) == DETENT_OK)
        let oldSize = MemoryLayout<detent_item>.size - 16
        var items = [detent_item](repeating: detent_item(), count: 256)
        var text = [CChar](repeating: 0, count: 4096), oldText = text
        var old = [UInt8](repeating: 0, count: 256 * oldSize)
        var n = 0, oldN = 0
        items[0].size = MemoryLayout<detent_item>.size
        #expect(detent_picker_display_list(p, &items, 256, &text, text.count, &n, nil) == DETENT_OK)
        old.withUnsafeMutableBytes { b in
            b.storeBytes(of: oldSize, as: Int.self)
            let out = b.baseAddress!.assumingMemoryBound(to: detent_item.self)
            #expect(detent_picker_display_list(p, out, 256, &oldText, oldText.count, &oldN, nil) == DETENT_OK)
        }
        #expect(n == oldN)
        var squeezed = 0
        for i in 0..<n where items[i].kind == DETENT_ITEM_TEXT {
            let o = old.withUnsafeBytes { b in
                var o = detent_item()
                withUnsafeMutableBytes(of: &o) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: b[i * oldSize..<(i + 1) * oldSize])) }
                return o
            }
            let new = items[i]
            #expect(o.size == oldSize && o.scale_x == 0 && o.scale_y == 0)
            #expect(new.scale_x > 0 && new.scale_y > 0)
            #expect(o.font_size == new.font_size * new.scale_y)
            #expect(o.x == new.x && o.y == new.y && o.width == new.width && o.height == new.height)
            if new.scale_y < 0.9 { squeezed += 1 }
        }
        #expect(squeezed >= 2)
    }

    /// Issue 34: a cylinder's C display list has no item with a negative or non-finite size
    /// (rows past Flutter's window had a height of −3.74 and a font size of −3.12: 34 such
    /// items over 19 offsets), over a spin through many offsets.
    @Test func aCylindersDisplayListHasNoNegativeSize() throws {
        let p = try #require(detent_picker_create(#"{"style":"cylinder"}"#, 480, 300, 0))
        defer { detent_picker_destroy(p) }
        #expect(detent_picker_select(p, 50, 0, 0) == DETENT_OK)
        #expect(detent_picker_select(p, 90, 1, 0) == DETENT_OK)
        var items = [detent_item](repeating: detent_item(), count: 256)
        var text = [CChar](repeating: 0, count: 4096)
        var rows = 0
        for k in 0...60 {
            #expect(detent_picker_advance(p, Double(k) / 60) == DETENT_OK)
            var n = 0
            items[0].size = MemoryLayout<detent_item>.size
            #expect(detent_picker_display_list(p, &items, items.count, &text, text.count, &n, nil) == DETENT_OK)
            for item in items[0..<n] where item.kind == DETENT_ITEM_TEXT || item.kind == DETENT_ITEM_RECT {
                #expect(item.width >= 0 && item.height >= 0 && item.width.isFinite && item.height.isFinite)
                if item.kind == DETENT_ITEM_TEXT {
                    #expect(item.font_size > 0 && item.font_size.isFinite && item.height > 0)
                    rows += 1
                }
            }
        }
        #expect(rows > 400)
    }

    /// Issue 34, item 2: with automatic insets (the default) the inset fields are unused, and
    /// one set is refused by name rather than silently ignored; with automatic_insets 0 a
    /// vertical list's anchor is inset_top from its top edge, as the header now says.
    @Test func insetsWithAutomaticInsetsAreRefusedAndAVerticalListFollowsInsetTop() throws {
        var c = detent_engine_config()
        #expect(detent_engine_config_default(&c) == DETENT_OK)
        c.axis = DETENT_AXIS_VERTICAL
        c.container_width = 320; c.container_height = 300; c.content_height = 880; c.bounds_upper = 580
        c.inset_leading = 20
        #expect(detent_engine_create(&c, 0) == nil)
        #expect(lastError() == "detent_engine_create: config.inset_leading is 20.0 but automatic_insets is 1 (the content padded by half the container, the insets unused): set automatic_insets = 0 to use the insets")
        c.inset_leading = 0
        c.automatic_insets = 0
        c.inset_top = 0
        let e = try #require(detent_engine_create(&c, 0))
        defer { detent_engine_destroy(e) }
        let starts = (0..<20).map { 44.0 * Double($0) }, extents = [Double](repeating: 44, count: 20)
        #expect(detent_engine_set_item_targets(e, starts, extents, 20, 0) == DETENT_OK)
        #expect(detent_engine_scroll_to_target(e, 3, 0, 0) == DETENT_OK)
        #expect(detent_engine_offset(e) == 132)   // row 3's top at the container's top
        var g = detent_geometry()
        g.size = MemoryLayout<detent_geometry>.size
        #expect(detent_engine_geometry(e, &g) == DETENT_OK)
        #expect(g.inset_top == 0 && g.inset_leading == 0)
    }

    /// Frames through the C API — advance, drain the events, build the display list into the
    /// caller's buffers — allocate nothing of their own once warmed up: advancing and draining
    /// nothing at all, and the display list nothing either (as `WheelPicker.displayList(into:)`
    /// for a twin picker, which has its own allocation test).
    @Test func pickerFramesAllocateNothing() throws {
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
                var n = 0
                events[0].size = MemoryLayout<detent_event>.size
                _ = detent_picker_events(p, events, 64, &n)
                for i in 0..<n where events[i].kind == DETENT_EVENT_SELECTION { selections += 1 }
                stepping += detent_thread_allocations() - before
                before = detent_thread_allocations()
                var count = 0
                items[0].size = MemoryLayout<detent_item>.size
                _ = detent_picker_display_list(p, items, itemCapacity, text, textCapacity, &count, nil)
                itemCount += count
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
            _ = detent_picker_pointer(p, DETENT_POINTER_DOWN, 300, 100, 0, t0)
            try twin.handle(.pointerDown(Point(x: 300, y: 100), pointer: 0), at: t0)
            for k in 1...12 {
                let x = 300 - 10 * Double(k), t = t0 + Double(k) / 120
                _ = detent_picker_pointer(p, DETENT_POINTER_MOVE, x, 100, 0, t)
                try twin.handle(.pointerMove(Point(x: x, y: 100), pointer: 0), at: t)
            }
            _ = detent_picker_pointer(p, DETENT_POINTER_UP, 180, 100, 0, t0 + 0.1)
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

import Testing
import CAllocationCounter
import Detent
@testable import DetentPicker

/// Multi-column pickers (issue 24, item 3): the date picker's calendar, the day wheel's
/// spring to the month's last day, events per column and the combined value, routing, and
/// the same events at any frame rate.
@Suite struct ColumnPickerTests {
    /// A kind's columns are described by four functions that must agree (count, share, spec,
    /// index): the shares fill the width, and every value's index is one of its column's.
    @Test func eachKindsColumnTablesAgree() {
        let dates = [CalendarDate(year: 1900, month: 1, day: 1), CalendarDate(year: 2024, month: 2, day: 29),
                     CalendarDate(year: 2100, month: 12, day: 31)]
        let times = [ClockTime(hour: 0, minute: 0), ClockTime(hour: 11, minute: 59), ClockTime(hour: 12, minute: 0),
                     ClockTime(hour: 23, minute: 59)]
        let kinds: [(ColumnPicker.Kind, [ColumnValue])] = [(.date(years: 1900...2100), dates.map { .date($0) }),
                                                           (.time(twelveHour: true), times.map { .time($0) }),
                                                           (.time(twelveHour: false), times.map { .time($0) })]
        for (kind, values) in kinds {
            let shares = (0..<kind.columnCount).reduce(0.0) { $0 + kind.share($1) }
            #expect(abs(shares - 1) < 1e-12, "\(kind.name): shares add up to \(shares)")
            for value in values {
                for i in 0..<kind.columnCount {
                    let index = ColumnPicker.index(i, of: value, kind: kind), count = ColumnPicker.columnSpec(i, kind).values.count
                    #expect(index >= 0 && index < count, "\(kind.name) column \(i): \(value) at \(index) of \(count)")
                }
            }
        }
    }

    /// Runs `picker` with frames at `fps` from its time to `end`, collecting every event.
    static func run(_ picker: ColumnPicker, until end: Double, fps: Double,
                    inputs: [(Double, PickerInput)] = []) throws -> [ColumnPickerEvent] {
        var events: [ColumnPickerEvent] = []
        var k = Int((picker.time * fps).rounded(.up)), i = 0
        while true {
            let tf = Double(k) / fps
            if i < inputs.count, inputs[i].0 <= tf {
                try picker.handle(inputs[i].1, at: inputs[i].0)
                picker.drainEvents { events.append($0) }
                i += 1
                continue
            }
            guard tf <= end else { break }
            try picker.advance(to: tf)
            picker.drainEvents { events.append($0) }
            k += 1
        }
        return events
    }

    static func selections(_ events: [ColumnPickerEvent], column: Int, in picker: ColumnPicker) -> [(Double, Double, SelectionCause)] {
        events.compactMap { e in
            guard case let .column(c, .selection(s)) = e, c == column else { return nil }
            return (picker.columns[c].value(at: s.from), picker.columns[c].value(at: s.to), s.cause)
        }
    }

    @Test func leapYearsFollowTheGregorianRules() {
        #expect(GregorianCalendar.isLeapYear(2024))
        #expect(!GregorianCalendar.isLeapYear(2100))
        #expect(GregorianCalendar.isLeapYear(2000))
        #expect(!GregorianCalendar.isLeapYear(1900))
        #expect(!GregorianCalendar.isLeapYear(2023))
        #expect(GregorianCalendar.daysInMonth(2, year: 2024) == 29)
        #expect(GregorianCalendar.daysInMonth(2, year: 2100) == 28)
        #expect(GregorianCalendar.daysInMonth(2, year: 2000) == 29)
        #expect((1...12).map { GregorianCalendar.daysInMonth($0, year: 2023) } == [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31])
        #expect(CalendarDate(year: 2024, month: 2, day: 29).isValid)
        #expect(!CalendarDate(year: 2100, month: 2, day: 29).isValid)
        #expect(CalendarDate(number: 20000229) == CalendarDate(year: 2000, month: 2, day: 29))
        // A year before 1 reads back as the number was made (floor division): -5-03-01 is -49,699.
        for date in [CalendarDate(year: -5, month: 3, day: 1), CalendarDate(year: -1, month: 12, day: 31),
                     CalendarDate(year: -999_999, month: 1, day: 1), CalendarDate(year: 0, month: 1, day: 1)] {
            #expect(CalendarDate(number: Int64(date.numberValue)) == date)
        }
    }

    /// From 31 January, Down on the month wheel chooses February: the month wheel animates
    /// one row; when it rests, the day wheel springs 31 → 30 → 29 (→ 28), animated, and rests
    /// on the month's last day. The combined value changes once, to the valid date.
    @Test(arguments: [(2024, 29), (2100, 28), (2000, 29), (2023, 28)])
    func thirtyFirstOfJanuaryToFebruarySpringsToTheLastDay(_ year: Int, _ last: Int) throws {
        let picker = DatePicker(value: CalendarDate(year: year, month: 1, day: 31))
        let w = picker.wheels
        #expect(picker.value == CalendarDate(year: year, month: 1, day: 31))
        try picker.handle(.key(.down), at: 0.1)
        let monthRest = try #require(w.columns[0].restTime)
        let events = try Self.run(w, until: 3, fps: 120)
        #expect(picker.value == CalendarDate(year: year, month: 2, day: last))
        #expect(w.columns[1].value == Double(last) && w.columns[1].isIdle && w.isIdle)
        // Month: one step, by the key.
        #expect(Self.selections(events, column: 0, in: w).map { [$0.0, $0.1] } == [[1, 2]])
        // Day: 31 down to the last day, one event per row, programmatic, after the month rests.
        let days = Self.selections(events, column: 1, in: w)
        #expect(days.map(\.1) == Array((last...30).reversed()).map(Double.init))
        #expect(days.allSatisfy { $0.2 == .programmatic })
        let dayTimes = events.compactMap { e -> Double? in
            if case let .column(1, .selection(s)) = e { return s.time } else { return nil }
        }
        #expect(dayTimes.allSatisfy { $0 > monthRest })
        // Animated: the day wheel leaves idle exactly when the month wheel rests, and moves.
        let dayPhases = events.compactMap { e -> PhaseChange? in
            if case let .column(1, .phase(p)) = e { return p } else { return nil }
        }
        #expect(dayPhases.first?.time == monthRest)
        #expect(dayPhases.first?.to == .animating)
        #expect(dayPhases.last?.to == .idle)
        // The combined value: one change, straight to the valid day.
        let changes = events.compactMap { e -> ColumnValue? in if case let .changed(v, _) = e { return v } else { return nil } }
        #expect(changes == [.date(CalendarDate(year: year, month: 2, day: last))])
    }

    /// The spring is seen: frames between the month's rest and the day's show the day wheel
    /// between rows 31 and the last day.
    @Test func theDaySpringIsAnimated() throws {
        let picker = DatePicker(value: CalendarDate(year: 2024, month: 1, day: 31))
        let w = picker.wheels, day = w.columns[1]
        try picker.handle(.key(.down), at: 0)
        let monthRest = try #require(w.columns[0].restTime)
        try picker.advance(to: monthRest)
        let start = day.offset, end = try #require(day.restTime)
        #expect(end - monthRest > 0.1)
        try picker.advance(to: (monthRest + end) / 2)
        #expect(day.offset < start && day.offset > start - 2 * day.configuration.step)
        try picker.advance(to: end)
        #expect(day.offset == start - 2 * day.configuration.step)
    }

    /// While the day wheel is held, nothing springs; it springs when the last wheel rests.
    @Test func noSpringWhileAWheelIsHeld() throws {
        let picker = DatePicker(value: CalendarDate(year: 2023, month: 3, day: 31))
        let w = picker.wheels
        let day = w.columns[1].frame
        let p = Point(x: day.midX, y: day.midY)
        try picker.handle(.pointerDown(p, pointer: 1), at: 0)       // hold the day wheel
        try picker.handle(.focus(column: 0), at: 0.01)
        try picker.handle(.key(.down), at: 0.02)                     // March → April (30 days)
        try picker.advance(to: 2)
        #expect(w.columns[1].value == 31 && picker.value == CalendarDate(year: 2023, month: 4, day: 30))
        try picker.handle(.pointerUp(p, pointer: 1), at: 2)
        try picker.advance(to: 4)
        #expect(w.columns[1].value == 30 && w.isIdle)
    }

    /// Inputs go to the column under the pointer (which takes the focus), keys and the wheel
    /// to the focused column, Left/Right move the focus; every event names its column and the
    /// combined value follows.
    @Test func inputsAreRoutedAndEventsNameTheirColumn() throws {
        let picker = TimePicker(value: ClockTime(hour: 9, minute: 41), frame: Rect(x: 20, y: 10, width: 240, height: 216))
        let w = picker.wheels
        #expect(w.columns.count == 3 && w.focus == 0)
        // Drag the minute wheel up by 80 pt (two rows and a half, less the touch slop).
        let m = w.columns[1].frame
        var inputs: [(Double, PickerInput)] = [(0, .pointerDown(Point(x: m.midX, y: m.midY), pointer: 0))]
        for k in 1...8 { inputs.append((0.02 * Double(k), .pointerMove(Point(x: m.midX, y: m.midY - 8 * Double(k)), pointer: 0))) }
        inputs.append((0.3, .pointerMove(Point(x: m.midX, y: m.midY - 80), pointer: 0)))
        inputs.append((0.5, .pointerUp(Point(x: m.midX, y: m.midY - 80), pointer: 0)))
        inputs.append((2, .key(.right)))            // focus: AM/PM
        inputs.append((2.1, .key(.down)))           // AM → PM
        inputs.append((3, .key(.left)))
        inputs.append((3.1, .key(.left)))           // focus: hour
        inputs.append((3.2, .wheel(dx: 0, dy: 32, precise: false)))  // 9 → 10
        let events = try Self.run(w, until: 5, fps: 120, inputs: inputs)
        #expect(picker.value == ClockTime(hour: 22, minute: 43))
        #expect(Self.selections(events, column: 1, in: w).map(\.1) == [42, 43])
        #expect(Self.selections(events, column: 2, in: w).map(\.1) == [1])
        #expect(Self.selections(events, column: 0, in: w).map(\.1) == [10])
        let changes = events.compactMap { e -> ClockTime? in if case let .changed(.time(t), _) = e { return t } else { return nil } }
        #expect(changes == [ClockTime(hour: 9, minute: 42), ClockTime(hour: 9, minute: 43), ClockTime(hour: 21, minute: 43),
                            ClockTime(hour: 22, minute: 43)])
        #expect(w.focus == 0)
        // A pointer outside every column moves nothing; `focus` sets the focus.
        try picker.handle(.pointerDown(Point(x: 1, y: 1), pointer: 0), at: 6)
        try picker.handle(.focus(column: 2), at: 6.1)
        #expect(w.focus == 2 && w.isIdle)
        #expect(throws: ScrollEngineError.self) { try picker.handle(.focus(column: 3), at: 6.2) }
    }

    /// The 12-hour clock as on iOS: moving the hour between 11 and 12 (keys, a drag, the
    /// wheel) flips AM/PM, animated, at the crossing's time, whatever the frame rate;
    /// `select` sets the AM/PM wheel itself and flips nothing on the way.
    @Test func crossingElevenTwelveFlipsAMPM() throws {
        func run(fps: Double) throws -> (TimePicker, [ColumnPickerEvent]) {
            let picker = TimePicker(value: ClockTime(hour: 10, minute: 30), frame: Rect(x: 20, y: 10, width: 240, height: 216))
            let h = picker.wheels.columns[0].frame
            var inputs: [(Double, PickerInput)] = [
                (0, .key(.down)),                    // 10 → 11 AM
                (1, .key(.down)),                    // 11 AM → 12 PM: flips to PM
                (2, .key(.up)),                      // 12 PM → 11 AM: flips back
                (3, .wheel(dx: 0, dy: 32, precise: false)),   // 11 AM → 12 PM
                (4, .select(value: 2315, animated: true)),    // 11:15 PM, no flip on the way
                (6, .key(.down)),                    // 11 PM → 12 AM: flips to AM
                (7, .pointerDown(Point(x: h.midX, y: h.midY), pointer: 0)),
            ]
            // A drag up by three rows or so: 12 → 1 → 2 … AM (no crossing of 11 ↔ 12).
            for k in 1...12 { inputs.append((7 + 0.02 * Double(k), .pointerMove(Point(x: h.midX, y: h.midY - 10 * Double(k)), pointer: 0))) }
            inputs.append((7.5, .pointerUp(Point(x: h.midX, y: h.midY - 120), pointer: 0)))
            inputs.append((9, .select(value: 1030, animated: false)))
            return (picker, try Self.run(picker.wheels, until: 12, fps: fps, inputs: inputs))
        }
        var times: [[Double]] = []
        for fps in [30.0, 120, 1000] {
            let (picker, events) = try run(fps: fps)
            let changes = events.compactMap { e -> ClockTime? in if case let .changed(.time(t), _) = e { return t } else { return nil } }
            let hours = changes.map(\.hour)
            // 11 AM, 12 PM (never 12 AM on the way), 11 AM, 12 PM; then the select's way to 23:15.
            #expect(Array(hours.prefix(4)) == [11, 12, 11, 12], "\(fps) fps: \(changes)")
            #expect(!changes.contains(ClockTime(hour: 0, minute: 30)))
            #expect(changes.contains(ClockTime(hour: 23, minute: 15)) && changes.contains(ClockTime(hour: 0, minute: 15)))
            #expect(changes.contains(ClockTime(hour: 1, minute: 15)) && !changes.contains(ClockTime(hour: 13, minute: 15)))
            #expect(picker.value == ClockTime(hour: 10, minute: 30))
            let flips = Self.selections(events, column: 2, in: picker.wheels)
            // PM, AM, PM; the select to 23:15 finds PM already; AM at 12 AM; 10:30 AM finds AM.
            #expect(flips.map(\.1) == [1, 0, 1, 0], "\(fps) fps")
            times.append(events.compactMap { e -> Double? in if case let .column(2, .selection(s)) = e { return s.time } else { return nil } })
        }
        #expect(times[0] == times[1] && times[1] == times[2])
    }

    /// `select` takes the combined number and moves every wheel; a date that does not exist
    /// rests on the month's last day.
    @Test func selectSetsEveryColumn() throws {
        let picker = DatePicker(value: CalendarDate(year: 2024, month: 5, day: 17))
        try picker.select(CalendarDate(year: 2100, month: 2, day: 31), animated: true, at: 0)
        try picker.advance(to: 5)
        #expect(picker.value == CalendarDate(year: 2100, month: 2, day: 28))
        #expect(picker.wheel(.day).value == 28)
        let time = TimePicker(value: ClockTime(hour: 0, minute: 0), twelveHour: false)
        try time.select(ClockTime(hour: 23, minute: 59), animated: false, at: 0)
        #expect(time.value == ClockTime(hour: 23, minute: 59))
        // The shortest way round: 00 → 23 is one row back on a looping hour wheel.
        #expect(time.wheels.columns[0].offset == -32)
    }

    /// A number that is no time selects the closest: 2400 is 23:59 (it was 23:00, the hour and
    /// the minute clamped apart), below 00:00 is 00:00, a minute past 59 is :59.
    @Test func selectingANumberThatIsNoTimeSelectsTheClosest() throws {
        for twelveHour in [false, true] {
            let time = TimePicker(value: ClockTime(hour: 8, minute: 30), twelveHour: twelveHour)
            var t = 0.0
            for (number, hour, minute) in [(2400.0, 23, 59), (9999, 23, 59), (1e15, 23, 59), (1260, 12, 59), (-1, 0, 0),
                                           (-130, 0, 0), (-1e15, 0, 0), (2359, 23, 59), (1230, 12, 30)] {
                t += 1
                try time.wheels.handle(.select(value: number, animated: false), at: t)
                #expect(time.value == ClockTime(hour: hour, minute: minute), "\(number), 12-hour \(twelveHour)")
            }
        }
    }

    /// A date outside the years selects the closest day in them, as UIDatePicker keeps to its
    /// minimum and maximum dates (it kept the month and day in the nearest year: 2200-03-15
    /// became 2100-03-15, nine months short of the closest).
    @Test func aDateOutsideTheYearsSelectsTheClosestDayInThem() throws {
        let years = 1900...2100
        for (date, closest) in [(CalendarDate(year: 2200, month: 3, day: 15), CalendarDate(year: 2100, month: 12, day: 31)),
                                (CalendarDate(year: 1850, month: 6, day: 30), CalendarDate(year: 1900, month: 1, day: 1)),
                                (CalendarDate(year: 2101, month: 1, day: 1), CalendarDate(year: 2100, month: 12, day: 31)),
                                (CalendarDate(year: 2100, month: 13, day: 40), CalendarDate(year: 2100, month: 12, day: 31)),
                                (CalendarDate(year: 1900, month: 0, day: 0), CalendarDate(year: 1900, month: 1, day: 1))] {
            #expect(DatePicker(value: date, years: years).value == closest, "made on \(date)")
            let picker = DatePicker(value: CalendarDate(year: 2024, month: 5, day: 17), years: years)
            try picker.select(date, animated: false, at: 1)
            #expect(picker.value == closest, "\(date) selected")
        }
    }

    /// A scripted sequence of drags, flings, keys, wheel notches and taps across the columns
    /// gives the same events, at the same times, at 30, 120 and 1000 fps.
    @Test func aScriptedSequenceGivesTheSameEventsAtEveryFrameRate() throws {
        func make() -> ColumnPicker { DatePicker(value: CalendarDate(year: 2024, month: 1, day: 31)).wheels }
        let probe = make()
        let month = probe.columns[0].frame, day = probe.columns[1].frame, year = probe.columns[2].frame
        var inputs: [(Double, PickerInput)] = []
        // A fling of the month wheel (up: later months).
        inputs.append((0.1, .pointerDown(Point(x: month.midX, y: 150), pointer: 0)))
        for k in 1...5 { inputs.append((0.1 + 0.012 * Double(k), .pointerMove(Point(x: month.midX, y: 150 - 14 * Double(k)), pointer: 0))) }
        inputs.append((0.17, .pointerUp(Point(x: month.midX, y: 80), pointer: 0)))
        // The year wheel by keys while the month spins.
        inputs.append((0.2, .focus(column: 2)))
        inputs.append((0.25, .key(.up)))
        inputs.append((0.3, .key(.up)))
        // A drag of the day wheel to 31, released near where it is.
        inputs.append((3.0, .pointerDown(Point(x: day.midX, y: 100), pointer: 0)))
        inputs.append((3.1, .pointerMove(Point(x: day.midX, y: 140), pointer: 0)))
        inputs.append((3.3, .pointerMove(Point(x: day.midX, y: 196), pointer: 0)))
        inputs.append((3.6, .pointerUp(Point(x: day.midX, y: 196), pointer: 0)))
        // A tap on the year below the band, a wheel notch and a row down on the day.
        inputs.append((6.0, .pointerDown(Point(x: year.midX, y: 150), pointer: 0)))
        inputs.append((6.05, .pointerUp(Point(x: year.midX, y: 150), pointer: 0)))
        inputs.append((6.5, .focus(column: 1)))
        inputs.append((6.6, .wheel(dx: 0, dy: 32, precise: false)))
        inputs.append((6.62, .key(.down)))
        let reference = try Self.run(make(), until: 12, fps: 120, inputs: inputs)
        #expect(reference.count > 40)
        for fps in [30.0, 1000.0] {
            let p = make()
            let events = try Self.run(p, until: 12, fps: fps, inputs: inputs)
            #expect(events == reference, "\(fps) fps")
            #expect(p.isIdle)
        }
        // The day wheel sprang at least once (a programmatic selection).
        #expect(reference.contains { if case let .column(1, .selection(s)) = $0 { s.cause == .programmatic } else { false } })
    }

    /// The display list: columns side by side under one band, a date's missing days disabled.
    @Test func theDisplayListDrawsColumnsSideBySide() throws {
        let picker = DatePicker(value: CalendarDate(year: 2023, month: 2, day: 14), frame: Rect(x: 0, y: 0, width: 320, height: 216))
        let list = picker.wheels.displayList()
        let texts = list.compactMap { item -> (String, Rect, DisplayColor)? in
            if case let .text(s, f, _, _, c) = item { return (s, f, c) }
            return nil
        }
        #expect(Set(texts.map(\.0)) == ["February", "14", "2023"])
        let xs = texts.map(\.1.midX)
        #expect(xs[0] < xs[1] && xs[1] < xs[2])
        // Rows 29, 30, 31 are visible above 1 on a looping wheel... only at 1; here, on 14,
        // none; turn the day wheel to 27 and 29…31 show disabled.
        try picker.wheels.handle(.select(value: 20230227, animated: false), at: 0)
        let disabled = picker.wheels.displayList().compactMap { item -> String? in
            // Disabled: 0.2 of the label's opacity (0.447 otherwise), both times the edge fade.
            if case let .scaledText(s, _, _, k, c) = item, c.opacity < 0.3 * CylinderWheel.edgeOpacity(scale: k.dy) { return s }
            return nil
        }
        #expect(Set(disabled) == ["29", "30", "31"])
        #expect(list.filter { if case .rect = $0 { true } else { false } }.count == 5)
    }

    /// The focused column's mark is the one rect with the column's extent; a host whose
    /// keyboard focus is elsewhere leaves it out (`focusEffectDisabled`), the keys still routed.
    @Test func theFocusMarkCanBeLeftOut() throws {
        let picker = DatePicker(value: CalendarDate(year: 2023, month: 2, day: 14), frame: Rect(x: 0, y: 0, width: 320, height: 216))
        try picker.handle(.focus(column: 2), at: 0)
        func rects() -> [Rect] { picker.wheels.displayList().compactMap { if case let .rect(r, _) = $0 { r } else { nil } } }
        let year = picker.wheel(.year).frame
        #expect(rects().filter { $0.minX == year.minX && $0.width == year.width }.count == 1)
        picker.focusEffectDisabled = true
        #expect(rects().filter { $0.minX == year.minX && $0.width == year.width }.isEmpty)
        #expect(rects().count == 4)
        try picker.handle(.key(.down), at: 0)
        try picker.advance(to: 2)
        #expect(picker.value == CalendarDate(year: 2024, month: 2, day: 14))
        picker.focusEffectDisabled = false
        #expect(rects().count == 5)
    }

    /// A frame of a spinning date picker (advance, drain, display list) allocates nothing
    /// once warm, the day wheel's spring included.
    @Test func framesAllocateNothingInSteadyState() throws {
        let picker = DatePicker(value: CalendarDate(year: 2024, month: 1, day: 31)).wheels
        var list: [DisplayItem] = []
        list.reserveCapacity(1024)
        var changes = 0
        func frame(_ k: Int) throws {
            try picker.advance(to: Double(k) / 120)
            picker.drainEvents { if case .changed = $0 { changes += 1 } }
            picker.displayList(into: &list)
            list.removeAll(keepingCapacity: true)
        }
        try picker.fling(velocity: 2_000, at: 0)
        try picker.handle(.focus(column: 2), at: 0)
        try picker.fling(velocity: -1_500, at: 0)
        for k in 1...3 { try frame(k) }
        let before = detent_thread_allocations()
        for k in 4...240 { try frame(k) }
        #expect(detent_thread_allocations() - before == 0)
        #expect(changes > 5)
    }
}

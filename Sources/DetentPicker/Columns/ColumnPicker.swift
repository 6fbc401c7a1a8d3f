import Detent

/// A picker of several cylinder wheels side by side, each with its own engine, under a
/// model that keeps the combination valid (UIKit's `UIDatePicker`, Flutter's
/// `CupertinoDatePicker`): the machinery ``DatePicker`` and ``TimePicker`` share.
///
/// - **Columns.** Each column is a ``WheelPicker`` in the ``PickerStyle/cylinder`` style, in its
///   own frame; together they fill ``frame``, with one centre band across them all.
/// - **Routing.** A pointer goes to the column it went down in (and focuses it) until it goes
///   up; the wheel, Up/Down, Page Up/Down, Home/End and scripted flings go to the focused
///   column; Left/Right move the focus (``PickerInput/focus(column:)`` sets it: Tab in the
///   sandbox, or the column under the mouse before a wheel turns it); ``PickerInput/select(value:animated:)``
///   takes a combined value (``ColumnValue/number``) and moves every column.
/// - **Validity.** A date's day is at most the days in its month: when every wheel has come
///   to rest on a day that does not exist (31 February), the day wheel springs to the last
///   valid day, animated, at the exact time the last wheel stopped (as
///   `CupertinoDatePicker` does when scrolling ends). The combined ``value`` is always valid:
///   its day is the wheel's, clamped to the month.
/// - **Time.** As for ``WheelPicker``, time is an input: ``advance(to:)`` stops at every time
///   a wheel comes to rest, so a correction starts at the same time at any frame rate.
package final class ColumnPicker {
    /// Which multi-column picker: its columns and how they combine.
    package enum Kind: Hashable, Sendable {
        /// Month (1…12, looping), day (1…31, looping) and year (not looping), as
        /// `UIDatePicker`'s date mode in English.
        case date(years: ClosedRange<Int>)
        /// Hour and minute (both looping), with an AM/PM column when `twelveHour`.
        case time(twelveHour: Bool)

        /// How many columns: month, day and year; hour, minute and AM/PM; hour and minute.
        var columnCount: Int {
            if case .time(false) = self { return 2 }
            return 3
        }

        /// Column `i`'s share of the width (left to right). A function, not an array: an
        /// array literal is built on the heap at each use.
        func share(_ i: Int) -> Double {
            switch self {
            case .date: return i == 0 ? 0.46 : i == 1 ? 0.22 : 0.32
            case .time(true): return i == 0 ? 0.34 : 0.33
            case .time(false): return 0.5
            }
        }

        /// The name a trace header's `"demo"` gives it: `date`, `time` (12-hour, with AM/PM)
        /// or `time24`.
        package var name: String {
            switch self {
            case .date: return "date"
            case let .time(twelveHour): return twelveHour ? "time" : "time24"
            }
        }
    }

    /// Everything that shapes a multi-column picker; the defaults are Cupertino's.
    package struct Configuration: Sendable {
        package var kind: Kind
        /// The whole picker's size (320 × 216 for a date, 240 × 216 for a time).
        package var size: Size
        /// The wheels' numbers (Cupertino's: rows 32 pt, diameter ratio 1.07, squeeze 1.45);
        /// each column sets its own `offAxisFraction` (±0.45 at the sides, as Flutter's).
        package var cylinder: CylinderWheel = CylinderWheel()
        /// The rows' font size (21, Cupertino's picker text).
        package var labelFontSize: Double = 21
        package var theme: PickerTheme = .light
        /// The platform feel of every wheel (`ScrollPhysics.iOS`, Detent).
        package var physics: ScrollPhysics = .iOS

        /// A picker of `kind` at its default size.
        package init(kind: Kind) {
            self.kind = kind
            switch kind {
            case .date: size = Size(width: 320, height: 216)
            case .time: size = Size(width: 240, height: 216)
            }
        }
    }

    /// A date picker's years when none are given.
    package static let defaultYears = 1900...2100

    package let configuration: Configuration
    /// The columns, left to right (date: month, day, year; time: hour, minute[, AM/PM]).
    package let columns: [WheelPicker]
    /// The whole picker's frame in window points.
    package private(set) var frame: Rect
    /// The column the keys and the wheel move.
    package private(set) var focus: Int = 0
    /// Whether the display list leaves out the focused column's mark (a host whose keyboard
    /// focus is elsewhere); the keys still go to ``focus``.
    package var focusEffectDisabled = false
    /// Which column each pointer that went down in a column drives (a few at most).
    private var captures: [(pointer: Int, column: Int)] = []
    /// Each column's value as of the events drained so far (for ``ColumnPickerEvent/changed(_:time:)``).
    private var reported: [Double]
    /// The combined value as of the events drained so far.
    private var reportedValue: ColumnValue
    /// The merge's place in each column's events.
    private var cursors: [Int]
    /// How many of the hour wheel's events the 12-hour clock has looked at for 11 ↔ 12.
    private var hourCursor = 0
    /// The AM/PM row the last flip asked for (while that wheel is still on its way there),
    /// and the times of the last flip and of the last `select` (whose animation the AM/PM
    /// wheel's programmatic events then belong to).
    private var meridiemAskedFor: Double?
    private var lastFlip = -Double.infinity, lastSelect = -Double.infinity

    /// The AM/PM row of the combined value: where a flip is taking the wheel, else its row.
    var meridiem: Double {
        guard columns.count == 3, !columns[2].isIdle, let asked = meridiemAskedFor, lastFlip > lastSelect else { return columns[2].value }
        return asked
    }

    /// A picker of `configuration` in `frame` (window points), at rest on `value` (a date
    /// picker's day clamped to its month) at `time`, its rows measured by `textMeasurer`.
    package init(configuration: Configuration, frame: Rect, value: ColumnValue, time: Double = 0,
                textMeasurer: any TextMeasurer = EstimatedTextMeasurer.standard) {
        var c = configuration
        if !c.cylinder.isValid { c.cylinder = CylinderWheel() }
        if !(c.labelFontSize.isFinite && c.labelFontSize > 0) { c.labelFontSize = 21 }
        if case let .date(years) = c.kind, years.count > ScrollTargets.maximumLoopPeriod { c.kind = .date(years: Self.defaultYears) }
        self.configuration = c
        var f = frame
        if !WheelPicker.isFrame(f) { f = Rect(origin: .zero, size: c.size) }
        self.frame = f
        var made: [WheelPicker] = []
        let start = ColumnPicker.clamped(value, c.kind)
        let count = c.kind.columnCount
        for i in 0..<count {
            let spec = ColumnPicker.columnSpec(i, c.kind), frame = ColumnPicker.columnFrame(i, c.kind, in: f)
            var w = WheelPicker.Configuration.cylinder(values: spec.values, size: frame.size, looping: spec.looping)
            w.cylinder = c.cylinder
            // Flutter's CupertinoDatePicker: the first column seen from its right, the third
            // (or the second of two) from its left.
            w.cylinder.offAxisFraction = i == 0 ? -0.45 : (i >= 2 || count == 2) ? 0.45 : 0
            w.labelFontSize = c.labelFontSize
            w.labelFormatter = spec.formatter
            w.theme = c.theme
            w.physics = c.physics
            // The offset read first: `w` is then passed without a copy (its last use).
            let offset = Double(ColumnPicker.index(i, of: start, kind: c.kind)) * w.step
            made.append(WheelPicker(configuration: w, frame: frame, time: time, offset: offset, textMeasurer: textMeasurer))
        }
        columns = made
        reported = made.map { $0.value }
        reportedValue = ColumnPicker.combine(reported, c.kind)
        cursors = [Int](repeating: 0, count: made.count)
        captures.reserveCapacity(8)
    }

    /// A picker of `configuration` centred in a window of `window` points.
    package convenience init(configuration: Configuration, window: Size, value: ColumnValue, time: Double = 0,
                             textMeasurer: any TextMeasurer = EstimatedTextMeasurer.standard) {
        self.init(configuration: configuration, frame: WheelPicker.centeredFrame(size: configuration.size, in: window),
                  value: value, time: time, textMeasurer: textMeasurer)
    }

    // MARK: Columns

    struct ColumnSpec {
        var values: PickerValues
        var looping: Bool
        var formatter: (@Sendable (Double) -> String)?
    }

    /// The label of `v` (a caller's, any finite number) of a minute or hour column, on two
    /// digits (00…59): clamped before the conversion, which traps on a large one (where Int is
    /// 32 bits, past 2^31). Written when drawn, as a small string: no table to build when the module
    /// starts.
    static func twoDigits(of v: Double) -> String { DetentPicker.twoDigits(Int(Swift.min(59, Swift.max(0, v)))) }

    /// Column `i`'s values, looping and labels (one at a time: an array of them is built on
    /// the heap).
    static func columnSpec(_ i: Int, _ kind: Kind) -> ColumnSpec {
        // One closure for the three two-digit columns (each closure written is code).
        let twoDigits: @Sendable (Double) -> String = { ColumnPicker.twoDigits(of: $0) }
        switch kind {
        case let .date(years):
            switch i {
            case 0: return ColumnSpec(values: PickerValues(1...12), looping: true,
                                      formatter: { GregorianCalendar.monthNames[Int(Swift.min(12, Swift.max(1, $0))) - 1].description })
            case 1: return ColumnSpec(values: PickerValues(1...31), looping: true, formatter: nil)
            default: return ColumnSpec(values: PickerValues(years), looping: false, formatter: nil)
            }
        case .time(true):
            switch i {
            case 0: return ColumnSpec(values: PickerValues(1...12), looping: true, formatter: nil)
            case 1: return ColumnSpec(values: PickerValues(0...59), looping: true, formatter: twoDigits)
            default: return ColumnSpec(values: PickerValues(0...1), looping: false, formatter: { $0 < 0.5 ? "AM" : "PM" })
            }
        case .time(false):
            return ColumnSpec(values: PickerValues(i == 0 ? 0...23 : 0...59), looping: true, formatter: twoDigits)
        }
    }

    /// Column `i`'s frame in `frame`: the columns side by side, left to right, on whole points
    /// (the last one ends at the frame's edge).
    static func columnFrame(_ i: Int, _ kind: Kind, in frame: Rect) -> Rect {
        var x = frame.minX
        for j in 0..<i { x = (x + frame.width * kind.share(j)).rounded() }
        let right = i == kind.columnCount - 1 ? frame.maxX : (x + frame.width * kind.share(i)).rounded()
        return Rect(x: x, y: frame.minY, width: right - x, height: frame.height)
    }

    /// `value` made valid for `kind`: the closest date in the years (before them, the first
    /// year's 1 January; after them, the last year's 31 December, as UIDatePicker keeps to its
    /// minimum and maximum dates; within them, the month clamped to 1…12 and the day to the
    /// month); the closest time, 00:00 … 23:59 (an hour past 23 is 23:59, not 23:00; within
    /// the hours, the minute is clamped to 0…59). A value of the other kind: the first valid one.
    static func clamped(_ value: ColumnValue, _ kind: Kind) -> ColumnValue {
        switch (kind, value) {
        case let (.date(years), .date(d)):
            if d.year < years.lowerBound { return .date(CalendarDate(year: years.lowerBound, month: 1, day: 1)) }
            if d.year > years.upperBound { return .date(CalendarDate(year: years.upperBound, month: 12, day: 31)) }
            let month = Swift.min(Swift.max(d.month, 1), 12)
            return .date(CalendarDate(year: d.year, month: month, day: Swift.min(Swift.max(d.day, 1), GregorianCalendar.daysInMonth(month, year: d.year))))
        case let (.time, .time(t)):
            if t.hour > 23 { return .time(ClockTime(hour: 23, minute: 59)) }
            if t.hour < 0 { return .time(ClockTime(hour: 0, minute: 0)) }
            return .time(ClockTime(hour: t.hour, minute: Swift.min(Swift.max(t.minute, 0), 59)))
        case let (.date(years), .time):
            return .date(CalendarDate(year: years.lowerBound, month: 1, day: 1))
        case (.time, .date):
            return .time(ClockTime(hour: 0, minute: 0))
        }
    }

    /// Column `i`'s index for a valid `value` (one at a time: an array of them is built on the heap).
    static func index(_ i: Int, of value: ColumnValue, kind: Kind) -> Int {
        switch (kind, value) {
        case let (.date(years), .date(d)): return i == 0 ? d.month - 1 : i == 1 ? d.day - 1 : d.year - years.lowerBound
        case let (.time(true), .time(t)): return i == 0 ? (t.hour + 11) % 12 : i == 1 ? t.minute : t.hour >= 12 ? 1 : 0
        case let (.time(false), .time(t)): return i == 0 ? t.hour : t.minute
        default: return 0
        }
    }

    /// The value `number` (``ColumnValue/number``, a caller's: any finite number, rounded and
    /// held within ±1e15) stands for in a picker of `kind`. Int64, not Int: where Int is 32 bits
    /// (the module) a number past it trapped.
    package static func value(number: Double, kind: Kind) -> ColumnValue {
        let number = Int64(Swift.max(-1e15, Swift.min(1e15, number)).rounded())
        switch kind {
        case .date: return .date(CalendarDate(number: number))
        case .time: return .time(ClockTime(number: number))
        }
    }

    // MARK: State

    /// The combined value: every column's value, a date's day clamped to its month.
    package var value: ColumnValue { value(withColumn: nil, at: 0) }

    /// The combined value with column `column` at `value` and the others where they are (a
    /// page's key under reduced motion selects it at once): ``value`` for `nil`.
    package func value(withColumn column: Int?, at value: Double) -> ColumnValue {
        func at(_ i: Int) -> Double { i == column ? value : columns[i].value }
        let kind = configuration.kind, third: Double
        switch kind {
        case .date: third = at(2)
        // While a flip animates, the AM/PM it goes to (the hour has already crossed).
        case .time(true): third = column == 2 ? value : meridiem
        case .time(false): third = 0
        }
        return ColumnPicker.combine(at(0), at(1), third, kind)
    }

    /// ``combine(_:_:_:_:)`` of the columns' values `v` (two or three).
    static func combine(_ v: [Double], _ kind: Kind) -> ColumnValue { combine(v[0], v[1], v.count > 2 ? v[2] : 0, kind) }

    /// The combined value of the columns' values `a`, `b` and `c` (the third ignored for two columns).
    static func combine(_ a: Double, _ b: Double, _ c: Double, _ kind: Kind) -> ColumnValue {
        switch kind {
        case .date:
            let year = Int(c), month = Int(a)
            return .date(CalendarDate(year: year, month: month, day: Swift.min(Int(b), GregorianCalendar.daysInMonth(month, year: year))))
        case .time(true): return .time(ClockTime(hour: Int(a) % 12 + (c >= 0.5 ? 12 : 0), minute: Int(b)))
        case .time(false): return .time(ClockTime(hour: Int(a), minute: Int(b)))
        }
    }

    /// The time of the last input or advance (every column's).
    package var time: Double { columns[0].time }
    /// Whether no wheel moves or is held.
    package var isIdle: Bool {
        for i in columns.indices where !columns[i].isIdle { return false }
        return true
    }
    /// The column whose state a single number describes (frames of a replay): the first one
    /// that moves or is held, else the focused one.
    package var activeColumn: Int { columns.firstIndex(where: { !$0.isIdle }) ?? focus }
    /// The earliest time a wheel changes on its own; `nil` when none can.
    package var nextEventTime: Double? {
        var next: Double?
        for i in columns.indices { if let t = columns[i].nextEventTime { next = Swift.min(next ?? t, t) } }
        return next
    }
    /// Whether events wait to be drained.
    package var hasEvents: Bool {
        for i in columns.indices where !columns[i].events.isEmpty { return true }
        return false
    }
    /// The days the day column offers that the shown month has (a date picker's; `nil` otherwise):
    /// rows past it are drawn disabled.
    package var validDays: Int? {
        guard case .date = configuration.kind else { return nil }
        return GregorianCalendar.daysInMonth(Int(columns[0].value), year: Int(columns[2].value))
    }

    /// The column whose frame holds `point`, if any.
    package func column(at point: Point) -> Int? { columns.firstIndex { $0.frame.contains(point) } }

    // MARK: Input

    /// Applies `input` at `time` (see the type's routing); a refused input changes nothing.
    package func handle(_ input: PickerInput, at time: Double) throws(ScrollEngineError) {
        guard time.isFinite else { throw .nonFinite("the input time") }
        // The engine's error, as one wheel gives it (the C library's DETENT_ERROR_TIME, not _INVALID).
        guard time >= self.time else { throw .timeWentBackwards(time: time, last: self.time) }
        if case let .focus(column) = input, !columns.indices.contains(column) {
            throw .invalid(saying: "column \(column) does not exist (the picker has \(columns.count))")
        }
        if case let .select(value, _) = input, !value.isFinite { throw .nonFinite("the selected value") }
        try advance(to: time)
        // The column the input goes to as it is, if any: one call for every case that routes it.
        var routed: Int?
        switch input {
        case let .pointerDown(p, pointer):
            guard let i = column(at: p), !captures.contains(where: { $0.pointer == pointer }) else { return }
            try columns[i].handle(input, at: time)
            if columns[i].engine.pointer == pointer {
                captures.append((pointer, i))
                focus = i
            }
        case let .pointerMove(_, pointer):
            guard let k = captures.firstIndex(where: { $0.pointer == pointer }) else { return }
            routed = captures[k].column
        case let .pointerUp(_, pointer), let .pointerCancel(pointer):
            guard let k = captures.firstIndex(where: { $0.pointer == pointer }) else { return }
            routed = captures[k].column
            captures.remove(at: k)
        case .wheel:
            routed = focus
        case let .key(key):
            switch key {
            case .left: focus = Swift.max(0, focus - 1)
            case .right: focus = Swift.min(columns.count - 1, focus + 1)
            default: routed = focus
            }
        case let .focus(column):
            focus = column
        case let .select(number, animated):
            lastSelect = time
            let v = ColumnPicker.clamped(ColumnPicker.value(number: number,
                                                            kind: configuration.kind), configuration.kind)
            for (i, c) in columns.enumerated() {
                let target = ColumnPicker.index(i, of: v, kind: configuration.kind)
                try c.handle(.select(value: c.configuration.values.value(at: target), animated: animated), at: time)
            }
        case let .resizeWindow(size):
            let f = WheelPicker.centeredFrame(size: configuration.size, in: size)
            frame = f
            for (i, c) in columns.enumerated() { c.move(to: ColumnPicker.columnFrame(i, configuration.kind, in: f)) }
        }
        if let routed { try columns[routed].handle(input, at: time) }
        try flipMeridiemIfHourCrossedNoon()
        try correctIfSettled(at: time)
    }

    /// Moves every wheel to `time`, stopping at each time a wheel comes to rest (there a
    /// date whose day does not exist starts its spring).
    package func advance(to time: Double) throws(ScrollEngineError) {
        guard time.isFinite else { throw .nonFinite("the time") }
        while true {
            var next = Double.infinity
            for i in columns.indices where !columns[i].isIdle {
                if let r = columns[i].restTime, r > columns[i].time, r < next { next = r }
            }
            guard next <= time else { break }
            try advanceColumns(to: next)
            try correctIfSettled(at: next)
        }
        try advanceColumns(to: time)
        try correctIfSettled(at: time)
    }

    /// Every wheel to `time`, left to right; the AM/PM wheel after the hour's crossings.
    private func advanceColumns(to time: Double) throws(ScrollEngineError) {
        for i in columns.indices {
            try columns[i].advance(to: time)
            if i == 0 { try flipMeridiemIfHourCrossedNoon() }
        }
    }

    /// The 12-hour clock as on iOS (and Flutter's `CupertinoDatePicker`): each time the hour
    /// wheel moves between 11 and 12 by a gesture, a key or the wheel (not by `select`), the
    /// AM/PM wheel flips, animated, at the exact time of that crossing (11 AM → 12 PM,
    /// 12 PM → 11 AM, 11 PM → 12 AM). Called with the AM/PM wheel no later than the crossings.
    private func flipMeridiemIfHourCrossedNoon() throws(ScrollEngineError) {
        guard case .time(true) = configuration.kind else { return }
        let hour = columns[0], meridiem = columns[2]
        let events = hour.events
        while hourCursor < events.count {
            let e = events[hourCursor]
            hourCursor += 1
            guard case let .selection(s) = e, crossesNoon(s) else { continue }
            try meridiem.advance(to: s.time)
            // A second crossing while the last flip is still animating flips back from where
            // that flip was going, not from the row the wheel happens to show.
            let current = !meridiem.isIdle ? (meridiemAskedFor ?? meridiem.value) : meridiem.value
            let flipped = current < 0.5 ? 1.0 : 0.0
            meridiemAskedFor = flipped
            lastFlip = s.time
            try meridiem.handle(.select(value: flipped, animated: true), at: s.time)
        }
    }

    /// Whether `s`, a selection of the hour wheel, moves it between 11 and 12 by a gesture, a
    /// key or the wheel (not by `select`): what flips the 12-hour clock's AM/PM. Out of line,
    /// one rule for the flip and the events' combined value.
    @inline(never)
    private func crossesNoon(_ s: SelectionChange) -> Bool {
        guard s.cause != .programmatic else { return false }
        let from = columns[0].value(at: s.from), to = columns[0].value(at: s.to)
        return (from == 11 && to == 12) || (from == 12 && to == 11)
    }

    /// Releases the focused wheel with an offset velocity at `time` (scripted flings).
    package func fling(velocity: Double, at time: Double) throws(ScrollEngineError) {
        try advance(to: time)
        try columns[focus].fling(velocity: velocity, at: time)
    }

    /// When every wheel rests and the day does not exist in the month, springs the day wheel
    /// to the month's last day, the shortest way round (31 → 30 → 29 in a leap February).
    private func correctIfSettled(at time: Double) throws(ScrollEngineError) {
        guard let days = validDays, isIdle, columns[1].value > Double(days) else { return }
        try columns[1].handle(.select(value: Double(days), animated: true), at: time)
    }

    // MARK: Events

    /// Calls `body` with every column's events, merged in time order (a tie: the left column
    /// first), each selection followed by a ``ColumnPickerEvent/changed(_:time:)`` when it
    /// changes the combined value; then forgets them.
    package func drainEvents(_ body: (ColumnPickerEvent) -> Void) {
        let kind = configuration.kind
        while true {
            var best = -1, bestTime = Double.infinity
            for i in columns.indices {
                let events = columns[i].events
                if cursors[i] < events.count, events[cursors[i]].time < bestTime { best = i; bestTime = events[cursors[i]].time }
            }
            guard best >= 0 else { break }
            let e = columns[best].events[cursors[best]]
            cursors[best] += 1
            body(.column(best, e))
            if case let .selection(s) = e {
                if case .time(true) = kind, best == 2, s.cause == .programmatic, lastFlip <= s.time, lastFlip > lastSelect || lastSelect > s.time {
                    // A flip's animation: the hour's crossing already flipped the combined value.
                    continue
                }
                if case .time(true) = kind, best == 0, crossesNoon(s) { reported[2] = reported[2] < 0.5 ? 1 : 0 }
                reported[best] = columns[best].value(at: s.to)
                let v = ColumnPicker.combine(reported, kind)
                if v != reportedValue {
                    reportedValue = v
                    body(.changed(v, time: s.time))
                }
            }
        }
        for i in columns.indices {
            columns[i].removeAllEvents()
            cursors[i] = 0
            hourCursor = 0
        }
    }

    /// Forgets the events not drained (the combined value is taken as it is now).
    package func removeAllEvents() {
        for i in columns.indices {
            columns[i].removeAllEvents()
            cursors[i] = 0
            hourCursor = 0
            reported[i] = columns[i].value
        }
        reportedValue = value
    }

    // MARK: Display list

    /// The display list of the whole picker at its current time, appended to `list`: the
    /// background, one centre band across every column, each column's rows (a date's days
    /// past the month drawn disabled). The focused column is marked by a tint of its part of
    /// the band, under the rows: a mark that never crosses a label (none while
    /// ``focusEffectDisabled``).
    package func displayList(into list: inout [DisplayItem]) {
        let theme = configuration.theme, bandRect = centreBand
        WheelPicker.appendCylinderBackground(frame: frame, band: bandRect, line: 1, theme: theme, into: &list)
        if !focusEffectDisabled {
            let f = columns[focus].frame
            list.appendRect(Rect(x: f.minX, y: bandRect.minY + 1, width: f.width, height: Swift.max(0, bandRect.height - 2)),
                            color: theme.indicator.opacity(0.12))
        }
        let days = validDays
        for i in columns.indices {
            list.appendClip(columns[i].frame)
            columns[i].cylinderRows(into: &list, disabledFrom: i == 1 ? days : nil)
        }
        list.appendEndOfClip()
    }

    /// The centre band across every column, in window points: where the selected rows are
    /// seen magnified, and what a host highlights as selection feedback.
    package var centreBand: Rect { configuration.cylinder.band(in: frame) }

    /// The display list at the current time.
    package func displayList() -> [DisplayItem] {
        var list: [DisplayItem] = []
        displayList(into: &list)
        return list
    }

    /// Changes every wheel's text measurer (a renderer's font).
    package func setTextMeasurer(_ measurer: any TextMeasurer) {
        for c in columns { c.setTextMeasurer(measurer) }
    }
}

/// The combined value of a ``DatePicker`` or a ``TimePicker``.
public enum ColumnValue: Hashable, Sendable, CustomStringConvertible {
    case date(CalendarDate)
    case time(ClockTime)

    /// Whether it is a day or a time that exists.
    package var isValid: Bool {
        switch self {
        case let .date(d): return d.isValid
        case let .time(t): return t.isValid
        }
    }

    /// As one number: `yyyymmdd` for a date, `hhmm` for a time.
    public var number: Int {
        switch self {
        case let .date(d): return d.number
        case let .time(t): return t.number
        }
    }

    /// ``number`` as a Double (``CalendarDate/numberValue``: where Int is 32 bits a date's
    /// number overflows).
    package var numberValue: Double {
        switch self {
        case let .date(d): return d.numberValue
        case let .time(t): return Double(t.number)
        }
    }

    public var description: String {
        switch self {
        case let .date(d): return d.description
        case let .time(t): return t.description
        }
    }
}

/// What a ``MultiColumnPicker`` reports.
public enum ColumnPickerEvent: Hashable, Sendable {
    /// A column's own event (0 is the leftmost column): a phase change, or a selection that
    /// carries the column's row indices (a tick per row crossed, at its exact time).
    case column(Int, ScrollEvent)
    /// The combined value changed, at the time of the selection that changed it.
    case changed(ColumnValue, time: Double)
}

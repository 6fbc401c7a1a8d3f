import Detent

/// What ``DatePicker`` and ``TimePicker`` share: cylinder wheels side by side, each with its
/// own engine, under a model that keeps their combined value valid, driven and drawn as one
/// picker.
///
/// A pointer goes to the column it went down in (and focuses it) until it goes up; the
/// wheel, Up/Down, Page Up/Down and Home/End go to the focused column; Left/Right move the
/// focus (``PickerInput/focus(column:)`` sets it); ``PickerInput/select(value:animated:)``
/// takes a combined value (``ColumnValue/number``) and moves every column. As for
/// ``WheelPicker``, time is an input: ``advance(to:)`` stops at every time a wheel comes to
/// rest, so a correction starts at the same time at any frame rate.
public class MultiColumnPicker {
    /// The wheels and the model over them.
    package let wheels: ColumnPicker

    package init(wheels: ColumnPicker) { self.wheels = wheels }

    /// Applies `input` at `time`, routed to a column as the type says; a refused input
    /// changes nothing.
    public final func handle(_ input: PickerInput, at time: Double) throws(ScrollEngineError) { try wheels.handle(input, at: time) }

    /// Moves every wheel to `time`.
    public final func advance(to time: Double) throws(ScrollEngineError) { try wheels.advance(to: time) }

    /// Every column's events in time order, and each change of the combined value
    /// (``ColumnPickerEvent/changed(_:time:)``); then forgets them.
    public final func drainEvents(_ body: (ColumnPickerEvent) -> Void) { wheels.drainEvents(body) }

    /// The display list of the whole picker at its current time, appended to `list`: one
    /// centre band across every column, each column's rows.
    public final func displayList(into list: inout [DisplayItem]) { wheels.displayList(into: &list) }

    /// Whether no wheel moves or is held.
    public final var isIdle: Bool { wheels.isIdle }

    /// Whether the display list leaves out the mark of the focused column, as SwiftUI's
    /// `focusEffectDisabled(_:)`: a host sets it while its keyboard focus is elsewhere (the
    /// keys and the wheel still go to the focused column). `false` at first.
    public final var focusEffectDisabled: Bool {
        get { wheels.focusEffectDisabled }
        set { wheels.focusEffectDisabled = newValue }
    }

    /// The earliest time a wheel changes on its own; `nil` when none can (a host draws
    /// frames until then).
    public final var nextEventTime: Double? { wheels.nextEventTime }
}

extension ColumnPicker {
    /// A picker of `kind` with Cupertino's wheels in `frame` (its default size at the
    /// origin when `nil`), at rest on `value` at `time`.
    convenience init(kind: Kind, value: ColumnValue, frame: Rect?, time: Double, theme: PickerTheme, physics: ScrollPhysics,
                     textMeasurer: any TextMeasurer) {
        var c = Configuration(kind: kind)
        c.theme = theme
        c.physics = physics
        self.init(configuration: c, frame: frame ?? Rect(origin: .zero, size: c.size), value: value, time: time,
                  textMeasurer: textMeasurer)
    }
}

/// A date picker of three cylinder wheels, month, day and year (`UIDatePicker`'s date mode,
/// `CupertinoDatePicker`), whose combined value is a ``CalendarDate``.
///
/// The month and day wheels loop, the year wheel does not. The day wheel always offers 31
/// rows; days the month lacks are drawn disabled, and when every wheel rests on one (31
/// January turned to February) the day wheel springs to the month's last day, animated,
/// the shortest way round. ``value`` is always a valid date.
public final class DatePicker: MultiColumnPicker {
    /// The columns of a date picker, left to right.
    package enum Column: Int, Hashable, Sendable, CaseIterable { case month, day, year }

    /// A date picker in `frame` (window points; Cupertino's 320 × 216 by default), at rest
    /// on `value` at `time`: the closest date in `years` (before them, their first 1 January;
    /// after them, their last 31 December).
    public init(value: CalendarDate, years: ClosedRange<Int> = 1900...2100, frame: Rect? = nil, time: Double = 0,
                theme: PickerTheme = .light, physics: ScrollPhysics = .iOS,
                textMeasurer: any TextMeasurer = EstimatedTextMeasurer()) {
        super.init(wheels: ColumnPicker(kind: .date(years: years), value: .date(value), frame: frame, time: time,
                                        theme: theme, physics: physics, textMeasurer: textMeasurer))
    }

    /// The date the wheels show (the day clamped to the month while the day wheel springs back).
    public var value: CalendarDate {
        if case let .date(d) = wheels.value { return d }
        return CalendarDate(year: 0, month: 1, day: 1)
    }

    /// The wheel of `column`.
    package func wheel(_ column: Column) -> WheelPicker { wheels.columns[column.rawValue] }

    /// Sets the date, animated or at once (clamped as ``init(value:years:frame:time:theme:physics:textMeasurer:)``).
    public func select(_ date: CalendarDate, animated: Bool, at time: Double) throws(ScrollEngineError) {
        try wheels.handle(.select(value: date.numberValue, animated: animated), at: time)
    }
}

/// A time picker of cylinder wheels, hour and minute, with AM/PM on a 12-hour clock
/// (`UIDatePicker`'s time mode), whose combined value is a ``ClockTime`` (24-hour).
///
/// The hour and minute wheels loop; the AM/PM wheel does not.
public final class TimePicker: MultiColumnPicker {
    /// A time picker in `frame` (window points; 240 × 216 by default), at rest on `value`
    /// at `time`; `twelveHour` adds the AM/PM wheel and writes hours 1…12.
    public init(value: ClockTime, twelveHour: Bool = true, frame: Rect? = nil, time: Double = 0,
                theme: PickerTheme = .light, physics: ScrollPhysics = .iOS,
                textMeasurer: any TextMeasurer = EstimatedTextMeasurer()) {
        super.init(wheels: ColumnPicker(kind: .time(twelveHour: twelveHour), value: .time(value), frame: frame, time: time,
                                        theme: theme, physics: physics, textMeasurer: textMeasurer))
    }

    /// The time the wheels show.
    public var value: ClockTime {
        if case let .time(t) = wheels.value { return t }
        return ClockTime(hour: 0, minute: 0)
    }

    /// Sets the time, animated or at once.
    public func select(_ value: ClockTime, animated: Bool, at time: Double) throws(ScrollEngineError) {
        try wheels.handle(.select(value: Double(value.number), animated: animated), at: time)
    }
}

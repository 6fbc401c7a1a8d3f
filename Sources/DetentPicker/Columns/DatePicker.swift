import Detent

/// A picker made of a ``ColumnPicker`` (``DatePicker``, ``TimePicker``): what they share,
/// forwarded to their wheels.
public protocol MultiColumnPicker: AnyObject {
    /// The wheels and their model.
    var wheels: ColumnPicker { get }
}

extension MultiColumnPicker {
    /// Applies `input` at `time` (routed as ``ColumnPicker/handle(_:at:)`` says).
    public func handle(_ input: PickerInput, at time: Double) throws(ScrollEngineError) { try wheels.handle(input, at: time) }

    /// Moves every wheel to `time`.
    public func advance(to time: Double) throws(ScrollEngineError) { try wheels.advance(to: time) }

    /// Every column's events in time order, and each change of the combined value.
    public func drainEvents(_ body: (ColumnPickerEvent) -> Void) { wheels.drainEvents(body) }

    /// The display list of the whole picker.
    public func displayList(into list: inout [DisplayItem]) { wheels.displayList(into: &list) }
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
/// `CupertinoDatePicker`): a ``ColumnPicker`` of kind ``ColumnPicker/Kind/date(years:)``
/// whose combined value is a ``CalendarDate``.
///
/// The month and day wheels loop, the year wheel does not. The day wheel always offers 31
/// rows; days the month lacks are drawn disabled, and when every wheel rests on one (31
/// January turned to February) the day wheel springs to the month's last day, animated,
/// the shortest way round. ``value`` is always a valid date.
public final class DatePicker: MultiColumnPicker {
    /// The columns of a date picker, left to right.
    public enum Column: Int, Hashable, Sendable, CaseIterable { case month, day, year }

    /// The three wheels and their model.
    public let wheels: ColumnPicker

    /// A date picker in `frame` (window points; Cupertino's 320 × 216 by default), at rest
    /// on `value` (clamped to `years` and to its month) at `time`.
    public init(value: CalendarDate, years: ClosedRange<Int> = 1900...2100, frame: Rect? = nil, time: Double = 0,
                theme: PickerTheme = .light, physics: ScrollPhysics = .iOS,
                textMeasurer: any TextMeasurer = EstimatedTextMeasurer.standard) {
        wheels = ColumnPicker(kind: .date(years: years), value: .date(value), frame: frame, time: time, theme: theme,
                              physics: physics, textMeasurer: textMeasurer)
    }

    /// The date the wheels show (the day clamped to the month while the day wheel springs back).
    public var value: CalendarDate {
        if case let .date(d) = wheels.value { return d }
        return CalendarDate(year: 0, month: 1, day: 1)
    }

    /// The wheel of `column`.
    public func wheel(_ column: Column) -> WheelPicker { wheels.columns[column.rawValue] }

    /// Sets the date, animated or at once (clamped as ``init(value:years:frame:time:theme:physics:textMeasurer:)``).
    public func select(_ date: CalendarDate, animated: Bool, at time: Double) throws(ScrollEngineError) {
        try wheels.handle(.select(value: Double(date.number), animated: animated), at: time)
    }
}

/// A time picker of cylinder wheels, hour and minute, with AM/PM on a 12-hour clock
/// (`UIDatePicker`'s time mode): a ``ColumnPicker`` of kind ``ColumnPicker/Kind/time(twelveHour:)``
/// whose combined value is a ``ClockTime`` (24-hour).
///
/// The hour and minute wheels loop; the AM/PM wheel does not.
public final class TimePicker: MultiColumnPicker {
    /// The three wheels (two on a 24-hour clock) and their model.
    public let wheels: ColumnPicker

    /// A time picker in `frame` (window points; 240 × 216 by default), at rest on `value`
    /// at `time`; `twelveHour` adds the AM/PM wheel and writes hours 1…12.
    public init(value: ClockTime, twelveHour: Bool = true, frame: Rect? = nil, time: Double = 0,
                theme: PickerTheme = .light, physics: ScrollPhysics = .iOS,
                textMeasurer: any TextMeasurer = EstimatedTextMeasurer.standard) {
        wheels = ColumnPicker(kind: .time(twelveHour: twelveHour), value: .time(value), frame: frame, time: time, theme: theme,
                              physics: physics, textMeasurer: textMeasurer)
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

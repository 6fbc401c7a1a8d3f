import Detent

/// What a host drives and draws, whether one wheel (``WheelPicker``) or several side by side
/// (``ColumnPicker``): the one shape the sandbox, replay and rendering use.
package protocol PickerModel: AnyObject {
    /// The time of the last input or advance, in seconds.
    var time: Double { get }
    /// Whether nothing moves or is held.
    var isIdle: Bool { get }
    /// The phase of the picker (a column picker's: its `activeColumn`'s).
    var phase: ScrollPhase { get }
    /// The offset (a column picker's: its active column's).
    var offset: Double { get }
    /// The offset velocity (a column picker's: its active column's).
    var velocity: Double { get }
    /// The value as one number: a wheel's value, a column picker's ``ColumnValue/number``.
    var modelValue: Double { get }
    /// The column a column picker's ``offset``, ``velocity`` and ``phase`` describe; `nil` for one wheel.
    var modelColumn: Int? { get }
    /// The time of the next change the picker makes on its own (an edge stretch's end included).
    var nextEventTime: Double? { get }
    /// Whether events wait to be drained.
    var hasEvents: Bool { get }
    /// The colours.
    var theme: PickerTheme { get }
    /// A cylinder's centre band in window points (a column picker's, across its columns),
    /// `nil` for a ruler: a host's selection feedback highlights the band, as the ruler's
    /// swells its indicator.
    var selectionBand: Rect? { get }
    /// The text of a ``modelValue``.
    func modelLabel(_ value: Double) -> String
    func handle(_ input: PickerInput, at time: Double) throws(ScrollEngineError)
    func advance(to time: Double) throws(ScrollEngineError)
    func fling(velocity: Double, at time: Double) throws(ScrollEngineError)
    /// Calls `body` with every event in time order, its column (`nil` for one wheel) and a
    /// selection's values (`from`, `to`; 0 for a phase), then forgets them.
    func drainModelEvents(_ body: (_ column: Int?, _ event: ScrollEvent, _ from: Double, _ to: Double) -> Void)
    func displayList(into list: inout [DisplayItem])
    func setTextMeasurer(_ measurer: any TextMeasurer)
}

extension WheelPicker: PickerModel {
    package var modelValue: Double { value }
    package var modelColumn: Int? { nil }
    package var hasEvents: Bool { !events.isEmpty }
    package var theme: PickerTheme { configuration.theme }
    /// A cylinder's centre band in window points, `nil` for a ruler: a host's selection
    /// feedback highlights the band, as the ruler's swells its indicator.
    public var selectionBand: Rect? { configuration.style == .cylinder ? cylinderBand : nil }
    package func modelLabel(_ value: Double) -> String { label(for: value) }
    package func drainModelEvents(_ body: (Int?, ScrollEvent, Double, Double) -> Void) {
        drainEvents { e in
            if case let .selection(s) = e { body(nil, e, value(at: s.from), value(at: s.to)) } else { body(nil, e, 0, 0) }
        }
    }
}

extension ColumnPicker: PickerModel {
    package var phase: ScrollPhase { columns[activeColumn].phase }
    package var offset: Double { columns[activeColumn].offset }
    package var velocity: Double { columns[activeColumn].velocity }
    package var modelValue: Double { value.numberValue }
    package var modelColumn: Int? { activeColumn }
    package var theme: PickerTheme { configuration.theme }
    public var selectionBand: Rect? { centreBand }
    package func modelLabel(_ value: Double) -> String {
        ColumnPicker.value(number: value, kind: configuration.kind).description
    }
    package func drainModelEvents(_ body: (Int?, ScrollEvent, Double, Double) -> Void) {
        drainEvents { e in
            guard case let .column(i, event) = e else { return }
            if case let .selection(s) = event {
                body(i, event, columns[i].value(at: s.from), columns[i].value(at: s.to))
            } else {
                body(i, event, 0, 0)
            }
        }
    }
}

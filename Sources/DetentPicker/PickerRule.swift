import Detent

/// The range one number of a picker's configuration must lie in, with the words to name it.
///
/// ``WheelPicker/Configuration/rules`` is the one table of them: the picker's initialisers,
/// the trace reader and the executables' options all check against it.
package struct PickerRule: Sendable {
    /// The smallest value allowed, and whether it is allowed itself.
    package enum Bound: Hashable, Sendable {
        /// Greater than zero.
        case positive
        /// Zero or more.
        case nonNegative
        /// A whole number, 1 or more.
        case atLeastOne
    }

    /// The number in words, for messages ("the spacing").
    package var name: String { words.description }
    /// Its name in a trace header's `"picker"` object (`"spacing"`; `"width"` and `"height"`
    /// of its `"size"`), for the members the format has.
    package var traceKey: String { key.description }
    // Static strings: a table of rules is then constant data, where Strings made it a
    // kilobyte of WebAssembly building it at run time.
    private let words: StaticString
    private let key: StaticString
    package let bound: Bound
    /// The largest value allowed: far beyond any screen, and near enough that what the
    /// picker draws from it stays finite and short (a spacing of 1e303 gave a NaN offset).
    package let maximum: Double

    // Always inlined: an initialiser left as a call keeps ``WheelPicker/Configuration/rules``
    // from being constant data (it would be built at run time).
    @inline(__always)
    package init(name: StaticString, traceKey: StaticString, bound: Bound, maximum: Double = 1e6) {
        words = name; key = traceKey; self.bound = bound; self.maximum = maximum
    }

    /// What the bound asks for, in words ("positive").
    package var requirement: String {
        switch bound {
        case .positive: return "positive"
        case .nonNegative: return "zero or more"
        case .atLeastOne: return "a whole number, 1 or more"
        }
    }

    /// What `value` fails: the bound, or the maximum ("at most 1000000") above it.
    package func requirement(for value: Double) -> String {
        guard value > maximum else { return requirement }
        // A Message: String's interpolation inlines its appends.
        let atMost: Message = "at most \(Self.written(maximum))"
        return atMost.text
    }

    /// Whether `value` is finite and within the bound and the maximum.
    package func admits(_ value: Double) -> Bool {
        guard value.isFinite, value <= maximum else { return false }
        switch bound {
        case .positive: return value > 0
        case .nonNegative: return value >= 0
        case .atLeastOne: return value >= 1 && value == value.rounded()
        }
    }

    /// `value` if the rule admits it, else an error naming the number and the bound.
    @discardableResult
    package func check(_ value: Double) throws(PickerError) -> Double {
        guard admits(value) else { throw refusal(of: value) }
        return value
    }

    /// The error ``check(_:)`` throws for `value`: out of line, as the refusal is rare.
    @inline(never)
    private func refusal(of value: Double) -> PickerError {
        // The number and its value written once, what it fails after them.
        let fails: Message = value.isFinite ? "must be \(requirement(for: value))" : "is not a finite number"
        return PickerError(saying: "\(words) (\(Self.written(value))) \(fails)")
    }
}

extension PickerRule {
    /// `value` for a message: a whole number without a fraction ("(0)", not "(0.0)").
    package static func written(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : ("\(value)" as Message).text
    }
}

extension WheelPicker.Configuration {
    /// The rule of every number of the configuration, and where it is kept: lengths up to
    /// 1,000,000 pt, the label font up to 10,000 pt, lengths in ems up to 1,000.
    package static let rules: [(rule: PickerRule, field: NumberField)] = [
        (PickerRule(name: "the spacing", traceKey: "spacing", bound: .nonNegative), .spacing),
        (PickerRule(name: "the tick width", traceKey: "tick_width", bound: .positive), .tickWidth),
        (PickerRule(name: "the major tick height", traceKey: "major_tick_height", bound: .nonNegative), .majorTickHeight),
        (PickerRule(name: "the minor tick height", traceKey: "minor_tick_height", bound: .nonNegative), .minorTickHeight),
        (PickerRule(name: "the label font size", traceKey: "label_font_size", bound: .positive, maximum: 1e4), .labelFontSize),
        (PickerRule(name: "the indicator width", traceKey: "indicator_width", bound: .nonNegative), .indicatorWidth),
        (PickerRule(name: "the picker width", traceKey: "width", bound: .positive), .width),
        (PickerRule(name: "the picker height", traceKey: "height", bound: .positive), .height),
        (PickerRule(name: "the minimum label gap", traceKey: "minimum_label_gap", bound: .nonNegative, maximum: 1e3), .minimumLabelGap),
        (PickerRule(name: "the label edge fade", traceKey: "label_edge_fade", bound: .nonNegative, maximum: 1e3), .labelEdgeFade),
        (PickerRule(name: "the indicator's margin around the labels", traceKey: "indicator_label_margin", bound: .nonNegative, maximum: 1e3), .indicatorLabelMargin),
    ]

    /// A number of the configuration that has a rule: an enum rather than a key path, which
    /// Embedded Swift (the WebAssembly build) does not have.
    package enum NumberField: Hashable, Sendable {
        case spacing, tickWidth, majorTickHeight, minorTickHeight, labelFontSize, indicatorWidth, width, height
        case minimumLabelGap, labelEdgeFade, indicatorLabelMargin
    }

    /// The number `field` names.
    // The setter out of line: inlined, sanitized() spread the whole configuration into locals
    // to switch over it (a kilobyte of WebAssembly). The getter stays inline: the loops over
    // ``rules`` that read every number then cost nothing per number (a picker's creation).
    package subscript(field: NumberField) -> Double {
        get {
            switch field {
            case .spacing: spacing
            case .tickWidth: tickWidth
            case .majorTickHeight: majorTickHeight
            case .minorTickHeight: minorTickHeight
            case .labelFontSize: labelFontSize
            case .indicatorWidth: indicatorWidth
            case .width: size.width
            case .height: size.height
            case .minimumLabelGap: minimumLabelGap
            case .labelEdgeFade: labelEdgeFade
            case .indicatorLabelMargin: indicatorLabelMargin
            }
        }
        @inline(never) set {
            switch field {
            case .spacing: spacing = newValue
            case .tickWidth: tickWidth = newValue
            case .majorTickHeight: majorTickHeight = newValue
            case .minorTickHeight: minorTickHeight = newValue
            case .labelFontSize: labelFontSize = newValue
            case .indicatorWidth: indicatorWidth = newValue
            case .width: size.width = newValue
            case .height: size.height = newValue
            case .minimumLabelGap: minimumLabelGap = newValue
            case .labelEdgeFade: labelEdgeFade = newValue
            case .indicatorLabelMargin: indicatorLabelMargin = newValue
            }
        }
    }

    /// The rule of ``majorEvery``.
    package static let majorEveryRule = PickerRule(name: "the number of values per major tick", traceKey: "major_every", bound: .atLeastOne,
                                                  maximum: 1e9)

    /// The rule of the number a trace header's `"picker"` member `key` holds.
    package static func rule(forTraceKey key: String) -> PickerRule? {
        key.isSameUTF8(majorEveryRule.traceKey) ? majorEveryRule : rules.first { $0.rule.traceKey.isSameUTF8(key) }?.rule
    }
}

import Detent

extension WheelPicker {
    /// Everything that shapes a picker. Every number is configuration; the defaults are the
    /// reference design (a horizontal ruler of 0…100, 280 × 80 pt).
    public struct Configuration: Sendable {
        /// The values offered (default `0...100`).
        public var values: PickerValues = PickerValues(0...100)
        /// The gap between neighbouring ticks, in points (8).
        public var spacing: Double = 8
        /// The width of a tick along the scroll axis, in points (2).
        public var tickWidth: Double = 2
        /// Every `majorEvery`-th value (counted from the first) has a major tick and a label (5).
        public var majorEvery: Int = 5
        /// The length of a major tick across the axis, at each edge of the band (20).
        public var majorTickHeight: Double = 20
        /// The length of a minor tick across the axis, at each edge of the band (8).
        public var minorTickHeight: Double = 8
        /// The size of the monospaced label font, in points (24).
        public var labelFontSize: Double = 24
        /// The width of the selection indicator, in points (2).
        public var indicatorWidth: Double = 2
        /// The picker's size, in points (280 × 80).
        public var size: Size = Size(width: 280, height: 80)
        /// The scroll axis (horizontal); a cylinder is always vertical.
        public var axis: Axis = .horizontal
        /// How the picker is drawn: a ruler (the default) or a cylinder (vertical, rows of
        /// ``CylinderWheel/itemExtent``; see ``cylinder``).
        public var style: PickerStyle = .ruler
        /// The cylinder's numbers, for the ``PickerStyle/cylinder`` style (Cupertino's).
        public var cylinder: CylinderWheel = CylinderWheel()
        /// Whether the values repeat without end (a looping wheel: after the last value comes
        /// the first); keys, taps and selection take the shortest way round. A wheel of one
        /// value does not loop: every row would be that value, and no turn a change of it.
        public var looping: Bool = false
        /// The colours (light).
        public var theme: PickerTheme = .light
        /// Where a gesture comes to rest (the closest value).
        public var behavior: PickerBehavior = .closestMultiple
        /// The platform feel: tracker, fling curve, edges (`ScrollPhysics.iOS`, Detent).
        public var physics: ScrollPhysics = .iOS
        /// How quickly a fling slows down when it decays exponentially (`.normal` for
        /// `ScrollPhysics.iOS`); `nil` for the Android and Flutter-clamping curves. Setting it
        /// makes the fling an exponential decay at that rate.
        package var rate: DecelerationRate? {
            get { if case let .decay(r) = physics.fling { return r } else { return nil } }
            set { if let newValue { physics.fling = .decay(newValue) } }
        }
        /// Writes a value as its label; the default writes as many decimals as the step needs.
        public var labelFormatter: (@Sendable (Double) -> String)? = nil
        /// The transition of ticks by phase (0.2 opacity before the indicator).
        public var tickTransition: ItemTransition = .defaultTick
        /// The transition of labels by phase (dimmed to 0.4 unless lit).
        public var labelTransition: ItemTransition = .defaultLabel
        /// Which label is lit (takes the identity phase): the selected value's (default).
        public var litLabel: LitLabel = .selectedValue
        /// The smallest gap between neighbouring labels along the axis, in ems of the label
        /// font (0.25): labels are thinned (every 1, 2, 5, 10, 20, … majors) until it holds.
        public var minimumLabelGap: Double = 0.25
        /// How far before the picker's edge a label fades out, in ems of the label font (1): its
        /// opacity falls to 0 as its own edge reaches the picker's, so that no label is ever
        /// drawn cut (the "5" of a cut "85" would read as another number).
        public var labelEdgeFade: Double = 1
        /// The room the indicator leaves around the labels' band, in ems of the label font
        /// (0.125): the indicator runs from each edge of the picker to the band, never
        /// through the selected label.
        public var indicatorLabelMargin: Double = 0.125

        /// Which label a picker draws lit.
        public enum LitLabel: String, Hashable, Sendable, CaseIterable {
            /// The label of the value under the indicator, and no other; none when that value
            /// has no label.
            case selectedValue = "selected-value"
            /// Every label whose own frame holds the indicator line (the label's own
            /// `scrollTransition`); a wide label can be lit while a neighbour is selected.
            case overlapsIndicator = "overlaps-indicator"
        }

        /// A configuration with the given values (`0...100` by default) and the reference
        /// design otherwise.
        @inline(never)
        public init(values: PickerValues = PickerValues(0...100)) { self.values = values }

        /// The distance between neighbouring values along the axis: spacing + tick width (10);
        /// a cylinder's row extent.
        public var step: Double { style == .cylinder ? cylinder.itemExtent : spacing + tickWidth }

        /// A cylinder's size when none is given: Cupertino's 216 pt tall wheel.
        @usableFromInline
        package static let cylinderSize = Size(width: 200, height: 216)

        /// A cylinder of `values`, `size` points (Cupertino's 216 pt tall wheel by default),
        /// looping or not.
        public static func cylinder(values: PickerValues = PickerValues(0...100), size: Size = cylinderSize,
                                    looping: Bool = false) -> Configuration {
            var c = Configuration(values: values)
            c.style = .cylinder
            c.axis = .vertical
            c.size = size
            c.looping = looping
            return c
        }

        /// The label of `value`, by ``labelFormatter`` or the default formatting.
        package func label(for value: Double) -> String { Self.label(value, labelFormatter, values) }

        /// The label of `value` by `formatter`, else as `values` write it: ``label(for:)`` of a
        /// configuration's two members, which a picker reads in place (a copy of its
        /// configuration retains the closures).
        static func label(_ value: Double, _ formatter: (@Sendable (Double) -> String)?, _ values: PickerValues) -> String {
            if let formatter { return formatter(value) }
            return values.text(value)
        }

        /// How many values apart labels are drawn: `majorEvery` times the first of 1, 2, 5,
        /// 10, 20, 50, … that leaves at least ``minimumLabelGap`` between the widest labels
        /// (the first, middle and last values' labels as `measurer` sizes them) along the axis.
        package func labelEvery(measurer: any TextMeasurer) -> Int { measureLabels(measurer).every }

        /// ``labelEvery(measurer:)`` and `band`, the extent across the axis of the band the
        /// labels sit in, centred: the largest of the first, middle and last values' labels as
        /// `measurer` sizes them (a horizontal picker's label height, a vertical one's widest
        /// label). One measuring of the three labels.
        package func measureLabels(_ measurer: any TextMeasurer) -> (every: Int, band: Double) {
            let n = values.count
            var widest = 0.0, band = 0.0
            for k in 0..<3 {   // not over an array literal: it allocates the array
                let i = k == 0 ? 0 : k == 1 ? n / 2 : n - 1
                let size = measurer.checkedSize(of: label(for: values.value(at: i)), fontSize: labelFontSize)
                widest = Swift.max(widest, size.extent(along: axis))
                band = Swift.max(band, axis == .horizontal ? size.height : size.width)
            }
            let needed = widest + minimumLabelGap * labelFontSize
            let majorStep = step * Double(majorEvery)
            // 1, 2, 5, 10, 20, 50, …; past the last value one label is all there is to draw.
            var decade = 1, mantissa = 1
            while Double(decade * mantissa) * majorStep < needed && decade * mantissa * majorEvery < n {
                switch mantissa {
                case 1: mantissa = 2
                case 2: mantissa = 5
                default: mantissa = 1; decade *= 10
                }
            }
            let multiple = decade * mantissa
            return (multiple * majorEvery, band)
        }

        /// Throws an error naming the first number out of range (``rules``), if any (checked in
        /// place, the configuration not copied).
        @inline(never)
        package func validate() throws(PickerError) {
            for (rule, field) in Self.rules { try rule.check(self[field]) }
            try Self.majorEveryRule.check(Double(majorEvery))
            if style == .cylinder {
                try cylinder.validate(height: size.height)
            } else if showsTooManyValues {
                throw PickerError(saying: "the ruler shows more than \(Self.maximumVisibleValues) values: its step (\(step)) is too small for its \(axis == .horizontal ? "width" : "height") (\(size.extent(along: axis)))")
            }
            if looping, values.count > ScrollTargets.maximumLoopPeriod {
                throw PickerError(saying: "a looping picker takes at most \(ScrollTargets.maximumLoopPeriod) values")
            }
        }

        /// The most values a ruler shows at once (its extent over its step): a tick 1e-300 pt
        /// wide would have the display list hold more ticks than any screen has pixels.
        package static let maximumVisibleValues = 100_000

        /// Whether a ruler's extent over its step is more than ``maximumVisibleValues``.
        var showsTooManyValues: Bool { style == .ruler && !(size.extent(along: axis) / step <= Double(Self.maximumVisibleValues)) }

        /// This configuration with every out-of-range number (``rules``) replaced by its default.
        @inline(never)
        func sanitized() -> Configuration {
            var c = self
            let d = Configuration()
            for (rule, field) in Self.rules where !rule.admits(c[field]) { c[field] = d[field] }
            if !Self.majorEveryRule.admits(Double(c.majorEvery)) { c.majorEvery = d.majorEvery }
            if (try? c.cylinder.validate(height: c.size.height)) == nil { c.cylinder = d.cylinder }
            if c.showsTooManyValues { c.spacing = d.spacing; c.tickWidth = d.tickWidth }
            if c.style == .cylinder { c.axis = .vertical }
            if c.values.count > ScrollTargets.maximumLoopPeriod || c.values.count == 1 { c.looping = false }
            return c
        }
    }
}

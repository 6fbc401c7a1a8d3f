import CDetent
import Detent
import DetentPicker
import DetentTrace

/// `detent_picker_config` and `WheelPicker.Configuration` (and a column picker's). The defaults
/// are the pickers' (the reference design), never numbers of the C layer's own.
enum PickerConfiguration {
    /// The numbers of the struct, in the header's order, with their names and byte offsets
    /// (checked finite before anything else); the cylinder's (1.3.0) last, in
    /// ``CylinderWheel/ranges``' order. Data, not closures; offsets written out, as
    /// ``EngineConfiguration/fields``' are (Tests/C/suite.c checks them).
    static let fields: [(name: StaticString, offset: Int)] = [
        ("values_from", 8),
        ("values_to", 16),
        ("values_by", 24),
        ("width", 40),
        ("height", 48),
        ("x", 64),
        ("y", 72),
        ("spacing", 80),
        ("tick_width", 88),
        ("major_tick_height", 104),
        ("minor_tick_height", 112),
        ("label_font_size", 120),
        ("indicator_width", 128),
        ("minimum_label_gap", 136),
        ("snap_step", 160),
        ("deceleration_rate", 176),
        ("cylinder_item_extent", 224),
        ("cylinder_diameter_ratio", 232),
        ("cylinder_perspective", 240),
        ("cylinder_off_axis_fraction", 248),
        ("cylinder_magnification", 256),
        ("cylinder_squeeze", 264),
        ("cylinder_over_and_under_center_opacity", 272),
    ]

    /// The number at `offset` in `c`.
    static func number(_ c: detent_picker_config, _ offset: Int) -> Double {
        withUnsafeBytes(of: c) { $0.load(fromByteOffset: offset, as: Double.self) }
    }

    /// The numbers the picker keeps as they are in C, each with its C field: `body(&c.field,
    /// &picker.field)` (the values, the frame's origin, the snap step and the rate are converted
    /// by hand).
    static func forEachShared(_ c: inout detent_picker_config, _ p: inout WheelPicker.Configuration,
                              _ body: (inout Double, inout Double) -> Void) {
        body(&c.width, &p.size.width)
        body(&c.height, &p.size.height)
        body(&c.spacing, &p.spacing)
        body(&c.tick_width, &p.tickWidth)
        body(&c.major_tick_height, &p.majorTickHeight)
        body(&c.minor_tick_height, &p.minorTickHeight)
        body(&c.label_font_size, &p.labelFontSize)
        body(&c.indicator_width, &p.indicatorWidth)
        body(&c.minimum_label_gap, &p.minimumLabelGap)
        body(&c.cylinder_item_extent, &p.cylinder.itemExtent)
        body(&c.cylinder_diameter_ratio, &p.cylinder.diameterRatio)
        body(&c.cylinder_perspective, &p.cylinder.perspective)
        body(&c.cylinder_off_axis_fraction, &p.cylinder.offAxisFraction)
        body(&c.cylinder_magnification, &p.cylinder.magnification)
        body(&c.cylinder_squeeze, &p.cylinder.squeeze)
        body(&c.cylinder_over_and_under_center_opacity, &p.cylinder.overAndUnderCenterOpacity)
    }

    static let defaults: detent_picker_config = {
        var p = WheelPicker.Configuration()
        var c = detent_picker_config()
        c.size = MemoryLayout<detent_picker_config>.size
        forEachShared(&c, &p) { c, p in c = p }
        c.values_from = p.values.from
        c.values_to = p.values.to
        c.values_by = p.values.by
        c.axis = EngineConfiguration.code(p.axis)
        c.centered = 1
        c.major_every = p.majorEvery
        c.lit_label = DETENT_LIT_SELECTED_VALUE
        c.theme = DETENT_THEME_LIGHT
        c.behavior = DETENT_PICKER_CLOSEST_VALUE
        c.snap_step = p.step
        c.profile = DETENT_PROFILE_IOS
        c.deceleration_rate = 0
        c.kind = DETENT_KIND_WHEEL
        c.style = DETENT_STYLE_RULER
        c.looping = 0
        let years = ColumnPicker.defaultYears
        (c.years_from, c.years_to) = (Int32(years.lowerBound), Int32(years.upperBound))
        if case let .date(d) = TraceHeader.defaultStart(.date(years: years)) {
            (c.start_year, c.start_month, c.start_day) = (Int32(d.year), Int32(d.month), Int32(d.day))
        }
        if case let .time(t) = TraceHeader.defaultStart(.time(twelveHour: false)) {
            (c.start_hour, c.start_minute) = (Int32(t.hour), Int32(t.minute))
        }
        return c
    }()

    typealias Problem = EngineConfiguration.Problem

    /// Why a picker's numbers are too large for the engine's arithmetic, or nil: every number,
    /// the frame and the length of the ruler (values × step) at most 1e12 in magnitude, as
    /// an engine's configuration (a spacing of 1e303 gave a NaN offset after a fling).
    static func magnitudeProblem(_ c: WheelPicker.Configuration, frame: Rect) -> Message? {
        for r in WheelPicker.Configuration.rules where !(abs(c[r.field]) <= EngineConfiguration.largest) {
            return "\(r.rule.name) (\(c[r.field])) is beyond 1e12 in magnitude"
        }
        return beyond("the first value", c.values.from) ?? beyond("the last value", c.values.to)
            ?? beyond("the step between values", c.values.by) ?? magnitudeProblem(frame: frame)
            ?? beyond("the length of the ruler", Double(c.values.count - 1) * c.step)
    }

    /// Why a column picker's frame is too large for the engine's arithmetic (as
    /// ``magnitudeProblem(_:frame:)``), or nil.
    static func magnitudeProblem(frame: Rect) -> Message? {
        beyond("the frame's x", frame.minX) ?? beyond("the frame's y", frame.minY) ?? beyond("the frame's width", frame.width)
            ?? beyond("the frame's height", frame.height)
    }

    /// `value`, named, said to be beyond 1e12 in magnitude when it is, else nil. Calls, not a
    /// list: an array of the numbers was allocated (code for it at each list) on every check.
    @inline(never)
    private static func beyond(_ name: StaticString, _ value: Double) -> Message? {
        abs(value) <= EngineConfiguration.largest ? nil : "\(name) (\(value)) is beyond 1e12 in magnitude"
    }

    /// The caller's config at `p`, checked: its bytes over the defaults, or why not.
    static func read(_ p: UnsafePointer<detent_picker_config>?) throws(Problem) -> detent_picker_config {
        guard let p else { return defaults }
        if let problem = Sized.problem(Sized.size(at: p), detent_picker_config.self, largerAllowed: false) {
            throw Problem(status: DETENT_ERROR_SIZE, reason: "config: \(problem)")
        }
        return Sized.read(p, over: defaults)
    }

    /// A new handle for the picker `c` describes, with its frame in `window`, at `time`; the
    /// first field that is wrong (named as in the header) is thrown, and nil is a picker that
    /// refused its configuration (the last error set). Every field of the C struct is checked,
    /// those a kind does not read too, before the configuration is made; the configuration's
    /// own rules (`validate()`) are checked on it after. The picker is made here: returning the
    /// configuration would copy it out and back in (hundreds of bytes of WebAssembly). Out of
    /// line, though called once: its callers stay small.
    @inline(never)
    static func create(_ c: detent_picker_config, window: Size, time: Double, _ function: StaticString) throws(Problem)
        -> OpaquePointer? {
        for f in fields where !number(c, f.offset).isFinite { throw .notFinite(f.name, number(c, f.offset)) }
        let values: PickerValues
        do { values = try PickerValues(from: c.values_from, to: c.values_to, by: c.values_by) } catch {
            throw Problem(status: DETENT_ERROR_INVALID, reason: "config.values_from, values_to, values_by: \(error.reason)")
        }
        guard let axis = EngineConfiguration.axis(c.axis) else { throw .notA("axis", c.axis.rawValue, "detent_axis") }
        guard c.major_every >= 1, c.major_every <= Int(Int32.max) else {
            throw .field("major_every", c.major_every, "must be in 1 ... \(Int32.max)")
        }
        let litLabel: WheelPicker.Configuration.LitLabel
        switch c.lit_label {
        case DETENT_LIT_SELECTED_VALUE: litLabel = .selectedValue
        case DETENT_LIT_OVERLAPS_INDICATOR: litLabel = .overlapsIndicator
        default: throw .notA("lit_label", c.lit_label.rawValue, "detent_lit_label")
        }
        let theme: PickerTheme
        switch c.theme {
        case DETENT_THEME_LIGHT: theme = .light
        case DETENT_THEME_DARK: theme = .dark
        default: throw .notA("theme", c.theme.rawValue, "detent_theme")
        }
        let behavior: PickerBehavior
        switch c.behavior {
        case DETENT_PICKER_CLOSEST_VALUE: behavior = .closestMultiple
        case DETENT_PICKER_SNAP:
            guard c.snap_step > 0 else { throw .field("snap_step", c.snap_step, "must be positive") }
            behavior = .snap(step: c.snap_step)
        case DETENT_PICKER_PAGING: behavior = .paging
        case DETENT_PICKER_VIEW_ALIGNED: behavior = .viewAligned
        case DETENT_PICKER_FREE: behavior = .none
        default: throw .notA("behavior", c.behavior.rawValue, "detent_picker_behavior")
        }
        guard var physics = EngineConfiguration.physics(c.profile) else { throw .notA("profile", c.profile.rawValue, "detent_profile") }
        var rate: DecelerationRate?
        if c.deceleration_rate != 0 {
            rate = DecelerationRate(rawValue: c.deceleration_rate)
            guard rate != nil else { throw .field("deceleration_rate", c.deceleration_rate, "must be 0 (the profile's) or in 0 < r < 1") }
        }
        // 1.3.0: the style, looping, the cylinder, the kind and a date's or time's numbers.
        guard c.style == DETENT_STYLE_RULER || c.style == DETENT_STYLE_CYLINDER else {
            throw .notA("style", c.style.rawValue, "detent_picker_style")
        }
        for (f, range) in zip(fields[(fields.count - CylinderWheel.ranges.count)...], CylinderWheel.ranges) {
            let v = number(c, f.offset)
            guard v >= range.lower, v <= range.upper else {
                throw .field(f.name, v, "must be in \(PickerRule.written(range.lower)) ... \(PickerRule.written(range.upper))")
            }
        }
        let kind = try Self.kind(c)
        let start = try Self.start(c, kind: kind)
        var p = WheelPicker.Configuration(values: values)
        let rulerSize = p.size
        p.axis = axis
        var c = c
        forEachShared(&c, &p) { c, p in p = c }
        p.majorEvery = c.major_every
        p.litLabel = litLabel
        p.theme = theme
        p.behavior = behavior
        swap(&p.physics, &physics)   // not assigned: an assignment is an outlined 272 bytes of code here
        if let rate { p.rate = rate }
        if c.style == DETENT_STYLE_CYLINDER { p.style = .cylinder; p.axis = .vertical }
        p.looping = flag(c.looping)
        // Both sides 0: the picker's own size (a JSON picker's without "size").
        let ownSize = c.width == 0 && c.height == 0
        if ownSize { p.size = p.style == .cylinder ? WheelPicker.Configuration.cylinderSize : rulerSize }
        // Checked in place, not copied back (the assignment was an outlined 1 KB of code in the
        // WebAssembly module).
        do { try p.validate() } catch { throw Problem(status: DETENT_ERROR_INVALID, reason: "config: \(error.reason)") }
        func frame(_ size: Size) -> Rect {
            flag(c.centered) ? WheelPicker.centeredFrame(size: size, in: window) : Rect(x: c.x, y: c.y, width: size.width, height: size.height)
        }
        guard let kind else { return makeWheel(p, frame: frame(p.size), time: time, function) }
        var columns = ColumnPicker.Configuration(kind: kind)
        if !ownSize { columns.size = p.size }
        columns.cylinder = p.cylinder
        columns.theme = p.theme
        columns.physics = p.physics
        do { try columns.cylinder.validate(height: columns.size.height) } catch {
            throw Problem(status: DETENT_ERROR_INVALID, reason: "config: \(error.reason)")
        }
        return makeColumns(columns, frame: frame(columns.size), start: start, time: time, function)
    }

    /// The column picker `c.kind` names (nil for one wheel), its years checked.
    private static func kind(_ c: detent_picker_config) throws(Problem) -> ColumnPicker.Kind? {
        // Int64: where Int is 32 bits (the module) abs(Int32.min) traps.
        let from = Int64(c.years_from), to = Int64(c.years_to)
        guard from <= to, to - from < ScrollTargets.maximumLoopPeriod, abs(from) < 1_000_000, abs(to) < 1_000_000 else {
            throw Problem(status: DETENT_ERROR_INVALID, reason:
                "config.years_from, years_to (\(c.years_from), \(c.years_to)) must run from a year to a later one (at most \(ScrollTargets.maximumLoopPeriod) years, within ±999999)")
        }
        switch c.kind {
        case DETENT_KIND_WHEEL: return nil
        case DETENT_KIND_DATE: return .date(years: Int(from)...Int(to))
        case DETENT_KIND_TIME: return .time(twelveHour: true)
        case DETENT_KIND_TIME24: return .time(twelveHour: false)
        default: throw .notA("kind", c.kind.rawValue, "detent_picker_kind")
        }
    }

    /// Where a date or time picker rests at first (one wheel's is checked too, and unused). A
    /// date outside the years rests on the nearest year, as a JSON picker's years without a
    /// start do (the picker clamps it, as it clamps a selected value).
    private static func start(_ c: detent_picker_config, kind: ColumnPicker.Kind?) throws(Problem) -> ColumnValue {
        let date = CalendarDate(year: Int(c.start_year), month: Int(c.start_month), day: Int(c.start_day))
        guard date.isValid else {
            throw Problem(status: DETENT_ERROR_INVALID, reason:
                "config.start_year, start_month, start_day (\(c.start_year), \(c.start_month), \(c.start_day)) is a day that does not exist")
        }
        let time = ClockTime(hour: Int(c.start_hour), minute: Int(c.start_minute))
        guard time.isValid else {
            throw Problem(status: DETENT_ERROR_INVALID,
                          reason: "config.start_hour, start_minute (\(c.start_hour), \(c.start_minute)) is not a time 00:00 to 23:59")
        }
        if case .time = kind { return .time(time) }
        return .date(date)
    }
}

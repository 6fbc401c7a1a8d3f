import CDetent
import Detent
import DetentPicker
import DetentTrace

/// What a `detent_picker_config` or a picker's JSON describes: one wheel, or a date or time
/// picker's columns, each with its frame in the window.
enum PickerPlan {
    case wheel(WheelPicker.Configuration, frame: Rect)
    case columns(ColumnPicker.Configuration, frame: Rect, start: ColumnValue)
}

/// `detent_picker_config` and `WheelPicker.Configuration` (and a column picker's). The defaults
/// are the pickers' (the reference design), never numbers of the C layer's own.
enum PickerConfiguration {
    private typealias C = MemoryLayout<detent_picker_config>

    /// The numbers of the struct with their names and byte offsets (checked finite before
    /// anything else). Data, not closures: tables of closures cost some 13 KB of code in the
    /// WebAssembly module.
    static let fields: [(name: StaticString, offset: Int)] = [
        ("values_from", C.offset(of: \.values_from)!),
        ("values_to", C.offset(of: \.values_to)!),
        ("values_by", C.offset(of: \.values_by)!),
        ("width", C.offset(of: \.width)!),
        ("height", C.offset(of: \.height)!),
        ("x", C.offset(of: \.x)!),
        ("y", C.offset(of: \.y)!),
        ("spacing", C.offset(of: \.spacing)!),
        ("tick_width", C.offset(of: \.tick_width)!),
        ("major_tick_height", C.offset(of: \.major_tick_height)!),
        ("minor_tick_height", C.offset(of: \.minor_tick_height)!),
        ("label_font_size", C.offset(of: \.label_font_size)!),
        ("indicator_width", C.offset(of: \.indicator_width)!),
        ("minimum_label_gap", C.offset(of: \.minimum_label_gap)!),
        ("snap_step", C.offset(of: \.snap_step)!),
        ("deceleration_rate", C.offset(of: \.deceleration_rate)!),
    ]

    /// The cylinder's numbers (1.3.0) in ``CylinderWheel/ranges``' order.
    static let cylinderFields: [(name: StaticString, offset: Int)] = [
        ("cylinder_item_extent", C.offset(of: \.cylinder_item_extent)!),
        ("cylinder_diameter_ratio", C.offset(of: \.cylinder_diameter_ratio)!),
        ("cylinder_perspective", C.offset(of: \.cylinder_perspective)!),
        ("cylinder_off_axis_fraction", C.offset(of: \.cylinder_off_axis_fraction)!),
        ("cylinder_magnification", C.offset(of: \.cylinder_magnification)!),
        ("cylinder_squeeze", C.offset(of: \.cylinder_squeeze)!),
        ("cylinder_over_and_under_center_opacity", C.offset(of: \.cylinder_over_and_under_center_opacity)!),
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
        return firstBeyond([("the first value", c.values.from), ("the last value", c.values.to), ("the step between values", c.values.by)])
            ?? magnitudeProblem(frame: frame)
            ?? firstBeyond([("the length of the ruler", Double(c.values.count - 1) * c.step)])
    }

    /// Why a column picker's frame is too large for the engine's arithmetic (as
    /// ``magnitudeProblem(_:frame:)``), or nil.
    static func magnitudeProblem(frame: Rect) -> Message? {
        firstBeyond([("the frame's x", frame.minX), ("the frame's y", frame.minY), ("the frame's width", frame.width),
                     ("the frame's height", frame.height)])
    }

    /// The first of `numbers` beyond 1e12 in magnitude, said, or nil.
    private static func firstBeyond(_ numbers: [(name: StaticString, value: Double)]) -> Message? {
        guard let n = numbers.first(where: { !(abs($0.value) <= EngineConfiguration.largest) }) else { return nil }
        return "\(n.name) (\(n.value)) is beyond 1e12 in magnitude"
    }

    /// The caller's config at `p`, checked: its bytes over the defaults, or why not.
    static func read(_ p: UnsafePointer<detent_picker_config>?) throws(Problem) -> detent_picker_config {
        guard let p else { return defaults }
        if let problem = Sized.problem(Sized.size(at: p), detent_picker_config.self, largerAllowed: false) {
            throw Problem(status: DETENT_ERROR_SIZE, reason: "config: \(problem)")
        }
        return Sized.read(p, over: defaults)
    }

    /// The picker `c` describes, with its frame in `window`, or the first field that is
    /// wrong (named as in the header). Every field is checked, those a kind does not read too.
    static func plan(_ c: detent_picker_config, window: Size) throws(Problem) -> PickerPlan {
        func invalid(_ reason: Message) -> Problem { Problem(status: DETENT_ERROR_INVALID, reason: reason) }
        for f in fields + cylinderFields where !number(c, f.offset).isFinite {
            throw Problem(status: DETENT_ERROR_NOT_FINITE, reason: "config.\(f.name) (\(number(c, f.offset))) is not finite")
        }
        var p = WheelPicker.Configuration()
        let rulerSize = p.size
        do { p.values = try PickerValues(from: c.values_from, to: c.values_to, by: c.values_by) } catch {
            throw invalid("config.values_from, values_to, values_by: \(error.reason)")
        }
        guard let axis = EngineConfiguration.axis(c.axis) else { throw invalid("config.axis (\(c.axis.rawValue)) is not a detent_axis") }
        p.axis = axis
        var c = c
        forEachShared(&c, &p) { c, p in p = c }
        guard c.major_every >= 1, c.major_every <= Int(Int32.max) else {
            throw invalid("config.major_every (\(c.major_every)) must be in 1 ... \(Int32.max)")
        }
        p.majorEvery = c.major_every
        switch c.lit_label {
        case DETENT_LIT_SELECTED_VALUE: p.litLabel = .selectedValue
        case DETENT_LIT_OVERLAPS_INDICATOR: p.litLabel = .overlapsIndicator
        default: throw invalid("config.lit_label (\(c.lit_label.rawValue)) is not a detent_lit_label")
        }
        switch c.theme {
        case DETENT_THEME_LIGHT: p.theme = .light
        case DETENT_THEME_DARK: p.theme = .dark
        default: throw invalid("config.theme (\(c.theme.rawValue)) is not a detent_theme")
        }
        switch c.behavior {
        case DETENT_PICKER_CLOSEST_VALUE: p.behavior = .closestMultiple
        case DETENT_PICKER_SNAP:
            guard c.snap_step > 0 else { throw invalid("config.snap_step (\(c.snap_step)) must be positive") }
            p.behavior = .snap(step: c.snap_step)
        case DETENT_PICKER_PAGING: p.behavior = .paging
        case DETENT_PICKER_VIEW_ALIGNED: p.behavior = .viewAligned
        case DETENT_PICKER_FREE: p.behavior = .none
        default: throw invalid("config.behavior (\(c.behavior.rawValue)) is not a detent_picker_behavior")
        }
        guard let physics = EngineConfiguration.physics(c.profile) else {
            throw invalid("config.profile (\(c.profile.rawValue)) is not a detent_profile")
        }
        p.physics = physics
        if c.deceleration_rate != 0 {
            guard let rate = DecelerationRate(rawValue: c.deceleration_rate) else {
                throw invalid("config.deceleration_rate (\(c.deceleration_rate)) must be 0 (the profile's) or in 0 < r < 1")
            }
            p.rate = rate
        }
        // 1.3.0: the style, looping, the cylinder, the kind and a date's or time's numbers.
        switch c.style {
        case DETENT_STYLE_RULER: break
        case DETENT_STYLE_CYLINDER: p.style = .cylinder; p.axis = .vertical
        default: throw invalid("config.style (\(c.style.rawValue)) is not a detent_picker_style")
        }
        p.looping = flag(c.looping)
        for (f, range) in zip(cylinderFields, CylinderWheel.ranges) {
            let v = number(c, f.offset)
            guard v >= range.lower, v <= range.upper else {
                throw invalid("config.\(f.name) (\(v)) must be in \(PickerRule.written(range.lower)) ... \(PickerRule.written(range.upper))")
            }
        }
        let kind = try Self.kind(c)
        let start = try Self.start(c, kind: kind)
        // Both sides 0: the picker's own size (a JSON picker's without "size").
        let ownSize = c.width == 0 && c.height == 0
        if ownSize { p.size = p.style == .cylinder ? WheelPicker.Configuration.cylinder().size : rulerSize }
        do { p = try p.validated() } catch { throw invalid("config: \(error.reason)") }
        func frame(_ size: Size) -> Rect {
            flag(c.centered) ? WheelPicker.centeredFrame(size: size, in: window) : Rect(x: c.x, y: c.y, width: size.width, height: size.height)
        }
        guard let kind else { return .wheel(p, frame: frame(p.size)) }
        var columns = ColumnPicker.Configuration(kind: kind)
        if !ownSize { columns.size = p.size }
        columns.cylinder = p.cylinder
        columns.theme = p.theme
        columns.physics = p.physics
        do { try columns.cylinder.validate(height: columns.size.height) } catch { throw invalid("config: \(error.reason)") }
        return .columns(columns, frame: frame(columns.size), start: start)
    }

    /// The column picker `c.kind` names (nil for one wheel), its years checked.
    private static func kind(_ c: detent_picker_config) throws(Problem) -> ColumnPicker.Kind? {
        // Int64: where Int is 32 bits (the module) abs(Int32.min) traps.
        let from = Int64(c.years_from), to = Int64(c.years_to)
        guard from <= to, to - from < ScrollTargets.maximumLoopPeriod, abs(from) < 1_000_000, abs(to) < 1_000_000 else {
            throw Problem(status: DETENT_ERROR_INVALID, reason:
                "config.years_from, years_to (\(from), \(to)) must run from a year to a later one (at most \(ScrollTargets.maximumLoopPeriod) years, within ±999999)")
        }
        switch c.kind {
        case DETENT_KIND_WHEEL: return nil
        case DETENT_KIND_DATE: return .date(years: Int(from)...Int(to))
        case DETENT_KIND_TIME: return .time(twelveHour: true)
        case DETENT_KIND_TIME24: return .time(twelveHour: false)
        default: throw Problem(status: DETENT_ERROR_INVALID, reason: "config.kind (\(c.kind.rawValue)) is not a detent_picker_kind")
        }
    }

    /// Where a date or time picker rests at first (one wheel's is checked too, and unused). A
    /// date outside the years rests on the nearest year, as a JSON picker's years without a
    /// start do (the picker clamps it, as it clamps a selected value).
    private static func start(_ c: detent_picker_config, kind: ColumnPicker.Kind?) throws(Problem) -> ColumnValue {
        let date = CalendarDate(year: Int(c.start_year), month: Int(c.start_month), day: Int(c.start_day))
        let named = "config.start_year, start_month, start_day (\(c.start_year), \(c.start_month), \(c.start_day))"
        guard date.isValid else { throw Problem(status: DETENT_ERROR_INVALID, reason: "\(named) is a day that does not exist") }
        let time = ClockTime(hour: Int(c.start_hour), minute: Int(c.start_minute))
        guard time.isValid else {
            throw Problem(status: DETENT_ERROR_INVALID,
                          reason: "config.start_hour, start_minute (\(c.start_hour), \(c.start_minute)) is not a time 00:00 to 23:59")
        }
        if case .time = kind { return .time(time) }
        return .date(date)
    }
}

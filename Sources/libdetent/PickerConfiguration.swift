import CDetent
import Detent
import DetentPicker

/// `detent_picker_config` and `WheelPicker.Configuration`. The defaults are the picker's
/// (the reference design), never numbers of the C layer's own.
enum PickerConfiguration {
    /// The numbers of the struct with their names (checked finite before anything else), and
    /// where the picker keeps them (nil for those converted by hand).
    static let fields: [(name: String, c: Place<detent_picker_config>, core: Place<WheelPicker.Configuration>?)] = [
        ("values_from", Place({ $0.values_from }, { $0.values_from = $1 }), nil),
        ("values_to", Place({ $0.values_to }, { $0.values_to = $1 }), nil),
        ("values_by", Place({ $0.values_by }, { $0.values_by = $1 }), nil),
        ("width", Place({ $0.width }, { $0.width = $1 }), Place({ $0.size.width }, { $0.size.width = $1 })),
        ("height", Place({ $0.height }, { $0.height = $1 }), Place({ $0.size.height }, { $0.size.height = $1 })),
        ("x", Place({ $0.x }, { $0.x = $1 }), nil),
        ("y", Place({ $0.y }, { $0.y = $1 }), nil),
        ("spacing", Place({ $0.spacing }, { $0.spacing = $1 }), Place({ $0.spacing }, { $0.spacing = $1 })),
        ("tick_width", Place({ $0.tick_width }, { $0.tick_width = $1 }), Place({ $0.tickWidth }, { $0.tickWidth = $1 })),
        ("major_tick_height", Place({ $0.major_tick_height }, { $0.major_tick_height = $1 }), Place({ $0.majorTickHeight }, { $0.majorTickHeight = $1 })),
        ("minor_tick_height", Place({ $0.minor_tick_height }, { $0.minor_tick_height = $1 }), Place({ $0.minorTickHeight }, { $0.minorTickHeight = $1 })),
        ("label_font_size", Place({ $0.label_font_size }, { $0.label_font_size = $1 }), Place({ $0.labelFontSize }, { $0.labelFontSize = $1 })),
        ("indicator_width", Place({ $0.indicator_width }, { $0.indicator_width = $1 }), Place({ $0.indicatorWidth }, { $0.indicatorWidth = $1 })),
        ("minimum_label_gap", Place({ $0.minimum_label_gap }, { $0.minimum_label_gap = $1 }), Place({ $0.minimumLabelGap }, { $0.minimumLabelGap = $1 })),
        ("snap_step", Place({ $0.snap_step }, { $0.snap_step = $1 }), nil),
        ("deceleration_rate", Place({ $0.deceleration_rate }, { $0.deceleration_rate = $1 }), nil),
    ]

    static let defaults: detent_picker_config = {
        let p = WheelPicker.Configuration()
        var c = detent_picker_config()
        c.size = MemoryLayout<detent_picker_config>.size
        for f in fields { if let place = f.core { f.c.set(&c, place.get(p)) } }
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
        return c
    }()

    typealias Problem = EngineConfiguration.Problem

    /// Why a picker's numbers are too large for the engine's arithmetic, or nil: every number,
    /// the frame and the length of the ruler (values × step) at most 1e12 in magnitude, as
    /// an engine's configuration (a spacing of 1e303 gave a NaN offset after a fling).
    static func magnitudeProblem(_ c: WheelPicker.Configuration, frame: Rect) -> String? {
        let largest = EngineConfiguration.largest
        var numbers: [(String, Double)] = WheelPicker.Configuration.rules.map { ($0.rule.name, c[$0.field]) }
        numbers += [("the first value", c.values.from), ("the last value", c.values.to), ("the step between values", c.values.by),
                    ("the frame's x", frame.minX), ("the frame's y", frame.minY), ("the frame's width", frame.width),
                    ("the frame's height", frame.height), ("the length of the ruler", Double(c.values.count - 1) * c.step)]
        guard let (name, v) = numbers.first(where: { !(abs($0.1) <= largest) }) else { return nil }
        return "\(name) (\(v)) is beyond 1e12 in magnitude"
    }

    /// The caller's config at `p`, checked: its bytes over the defaults, or why not.
    static func read(_ p: UnsafePointer<detent_picker_config>?) throws(Problem) -> detent_picker_config {
        guard let p else { return defaults }
        if let problem = Sized.problem(Sized.size(at: p), detent_picker_config.self, largerAllowed: false) {
            throw Problem(status: DETENT_ERROR_SIZE, reason: "config: \(problem)")
        }
        return Sized.read(p, over: defaults)
    }

    /// The picker's configuration and its frame in `window` for `c`, or the first field that
    /// is wrong (named as in the header).
    static func configuration(_ c: detent_picker_config, window: Size) throws(Problem)
        -> (configuration: WheelPicker.Configuration, frame: Rect) {
        func invalid(_ reason: String) -> Problem { Problem(status: DETENT_ERROR_INVALID, reason: reason) }
        for f in fields where !f.c.get(c).isFinite {
            throw Problem(status: DETENT_ERROR_NOT_FINITE, reason: "config.\(f.name) (\(f.c.get(c))) is not finite")
        }
        var p = WheelPicker.Configuration()
        do { p.values = try PickerValues(from: c.values_from, to: c.values_to, by: c.values_by) } catch {
            throw invalid("config.values_from, values_to, values_by: \(error.reason)")
        }
        guard let axis = EngineConfiguration.axis(c.axis) else { throw invalid("config.axis (\(c.axis.rawValue)) is not a detent_axis") }
        p.axis = axis
        for f in fields { if let place = f.core { place.set(&p, f.c.get(c)) } }
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
        do { p = try p.validated() } catch { throw invalid("config: \(error.reason)") }
        let frame = flag(c.centered) ? WheelPicker.centeredFrame(size: p.size, in: window)
                                     : Rect(x: c.x, y: c.y, width: c.width, height: c.height)
        return (p, frame)
    }
}

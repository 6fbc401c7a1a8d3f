import CDetent
import Detent

/// `detent_engine_config` and `ScrollEngine.Configuration`, both ways, through one table of
/// fields. The defaults are the core's (a `Configuration` made with the iOS profile), never
/// numbers of the C layer's own.
enum EngineConfiguration {
    typealias Core = ScrollEngine.Configuration

    /// The largest magnitude of any number of the configuration: far beyond any screen, and
    /// small enough that the motions' sums and squares stay finite (the core checks only that
    /// a number is finite; a spring's damping of 1e308 overflowed into a NaN offset).
    static let largest = 1e12
    /// The smallest spring mass, stiffness and damping.
    static let smallestSpringNumber = 1e-6
    /// The smallest container extent but 0 (a width of 5e-324 gave a NaN velocity).
    static let smallestContainer = 1e-6

    /// Whether `v` is a container extent the engine's arithmetic takes: 0, or 1e-6 ... 1e12.
    static func admitsContainer(_ v: Double) -> Bool { v == 0 || (v >= smallestContainer && v <= largest) }

    /// A field's requirement, in the header's words; every number is also at most ``largest``
    /// in magnitude.
    enum Bound {
        case any, atLeastZero, positive, openUnit, upTo10, atLeastOne, unitOrLess, unit, spring, container, pixelRatio
        func admits(_ v: Double) -> Bool {
            guard abs(v) <= EngineConfiguration.largest else { return false }
            switch self {
            case .any: return true
            case .atLeastZero: return v >= 0
            case .positive: return v > 0
            case .openUnit: return v > 0 && v < 1
            case .upTo10: return v > 0 && v <= 10
            case .atLeastOne: return v >= 1
            case .unitOrLess: return v > 0 && v <= 1
            case .unit: return v >= 0 && v <= 1
            case .pixelRatio: return v >= 0.1 && v <= 100
            case .spring: return v >= EngineConfiguration.smallestSpringNumber
            case .container: return EngineConfiguration.admitsContainer(v)
            }
        }
        var words: String {
            switch self {
            case .any: return "at most 1e12 in magnitude"
            case .atLeastZero: return "in 0 ... 1e12"
            case .positive: return "in 0 < x <= 1e12"
            case .openUnit: return "in 0 < r < 1"
            case .upTo10: return "in 0 < x <= 10"
            case .atLeastOne: return "in 1 ... 1e12"
            case .unitOrLess: return "in 0 < f <= 1"
            case .unit: return "in 0 ... 1"
            case .pixelRatio: return "in 0.1 ... 100"
            case .spring: return "in 1e-6 ... 1e12"
            case .container: return "0 or in 1e-6 ... 1e12"
            }
        }
    }

    /// A number of the C struct: its name, its requirement, and where the core keeps it (nil
    /// for the numbers converted by hand: bounds, insets, and the curve's and edge's payloads).
    struct Field: Sendable {
        let name: String
        let c: WritableKeyPath<detent_engine_config, Double> & Sendable
        let bound: Bound
        let core: (WritableKeyPath<Core, Double> & Sendable)?
        /// Whether a profile sets it (detent_engine_config_profile).
        let profile: Bool
        init(_ name: String, _ c: WritableKeyPath<detent_engine_config, Double> & Sendable, _ bound: Bound,
             _ core: WritableKeyPath<Core, Double> & Sendable, profile: Bool = false) {
            self.name = name; self.c = c; self.bound = bound; self.core = core; self.profile = profile
        }
        init(_ name: String, _ c: WritableKeyPath<detent_engine_config, Double> & Sendable, _ bound: Bound, profile: Bool = false) {
            self.name = name; self.c = c; self.bound = bound; self.core = nil; self.profile = profile
        }
    }

    /// Every number of the struct (key paths written out: one appended to another is not Sendable).
    static let fields: [Field] = [
        Field("container_width", \.container_width, .container, \.containerSize.width),
        Field("container_height", \.container_height, .container, \.containerSize.height),
        Field("content_width", \.content_width, .atLeastZero, \.contentSize.width),
        Field("content_height", \.content_height, .atLeastZero, \.contentSize.height),
        Field("bounds_lower", \.bounds_lower, .any), Field("bounds_upper", \.bounds_upper, .any),
        Field("inset_top", \.inset_top, .any), Field("inset_leading", \.inset_leading, .any),
        Field("inset_bottom", \.inset_bottom, .any), Field("inset_trailing", \.inset_trailing, .any),
        Field("deceleration_rate", \.deceleration_rate, .openUnit, profile: true),
        Field("fling_friction", \.fling_friction, .positive, profile: true),
        Field("bounce_spring.mass", \.bounce_spring.mass, .spring, profile: true),
        Field("bounce_spring.stiffness", \.bounce_spring.stiffness, .spring, profile: true),
        Field("bounce_spring.damping", \.bounce_spring.damping, .spring, profile: true),
        Field("bounce_maximum_speed", \.bounce_maximum_speed, .atLeastZero, profile: true),
        Field("rubber_band_coefficient", \.rubber_band_coefficient, .atLeastZero, \.physics.rubberBandCoefficient, profile: true),
        Field("slop", \.slop, .atLeastZero, \.physics.slop, profile: true),
        Field("minimum_fling_speed", \.minimum_fling_speed, .atLeastZero, \.physics.minimumFlingSpeed, profile: true),
        Field("maximum_fling_speed", \.maximum_fling_speed, .positive, \.physics.maximumFlingSpeed, profile: true),
        Field("stop_speed", \.stop_speed, .positive, \.physics.stopSpeed, profile: true),
        Field("wheel_quiet_period", \.wheel_quiet_period, .upTo10, \.wheelQuietPeriod),
        Field("points_per_notch", \.points_per_notch, .positive, \.pointsPerNotch),
        Field("line_step", \.line_step, .positive, \.lineStep),
        Field("scroll_to_spring.mass", \.scroll_to_spring.mass, .spring, \.scrollToSpring.mass),
        Field("scroll_to_spring.stiffness", \.scroll_to_spring.stiffness, .spring, \.scrollToSpring.stiffness),
        Field("scroll_to_spring.damping", \.scroll_to_spring.damping, .spring, \.scrollToSpring.damping),
        Field("step_spring.mass", \.step_spring.mass, .spring, \.stepSpring.mass),
        Field("step_spring.stiffness", \.step_spring.stiffness, .spring, \.stepSpring.stiffness),
        Field("step_spring.damping", \.step_spring.damping, .spring, \.stepSpring.damping),
        Field("snap_spring.mass", \.snap_spring.mass, .spring, \.snapSpring.mass),
        Field("snap_spring.stiffness", \.snap_spring.stiffness, .spring, \.snapSpring.stiffness),
        Field("snap_spring.damping", \.snap_spring.damping, .spring, \.snapSpring.damping),
        Field("end_speed", \.end_speed, .upTo10, \.endSpeed),
        Field("retarget_tolerance", \.retarget_tolerance, .atLeastOne, \.retargetTolerance),
        Field("maximum_overshoot", \.maximum_overshoot, .unit, profile: true),
        Field("overshoot_limit", \.overshoot_limit, .positive, profile: true),
        Field("device_pixel_ratio", \.device_pixel_ratio, .pixelRatio, \.devicePixelRatio),
        Field("tolerance_distance", \.tolerance_distance, .positive, \.tolerance.distance),
        Field("tolerance_velocity", \.tolerance_velocity, .positive, \.tolerance.velocity),
    ]

    /// A core configuration of a 0 × 0 container, bounds 0 … 0, with `physics`.
    static func coreDefaults(_ physics: ScrollPhysics = .iOS) -> Core {
        var core = Core(containerSize: .zero, contentSize: .zero, bounds: 0...0, targets: .none)
        core.physics = physics
        return core
    }

    /// The defaults: the core's configuration of a 0 × 0 container and bounds 0 … 0.
    static let defaults: detent_engine_config = {
        let core = coreDefaults()
        var c = detent_engine_config()
        c.size = MemoryLayout<detent_engine_config>.size
        for f in fields { if let path = f.core { c[keyPath: f.c] = core[keyPath: path] } }
        c.bounds_lower = core.bounds.lowerBound
        c.bounds_upper = core.bounds.upperBound
        c.axis = code(core.axis)
        c.automatic_insets = core.contentInsets == nil ? 1 : 0
        c.targets_per_page = core.targetsPerPage
        setProfile(&c, core.physics, DETENT_PROFILE_IOS)
        return c
    }()

    /// The built-in profiles, by their C constants.
    static let profiles: [(detent_profile, ScrollPhysics)] = [
        (DETENT_PROFILE_IOS, .iOS), (DETENT_PROFILE_ANDROID, .android), (DETENT_PROFILE_FLUTTER_BOUNCING, .flutterBouncing),
        (DETENT_PROFILE_FLUTTER_CLAMPING, .flutterClamping), (DETENT_PROFILE_GTK, .gtk),
    ]

    static func physics(_ profile: detent_profile) -> ScrollPhysics? { profiles.first { $0.0 == profile }?.1 }

    /// Sets the profile group of `c` to `physics`'s values. The numbers a curve or an edge does
    /// not use keep iOS's (a decay's friction is the spline's default, a spline's rate
    /// UIScrollView's, a clamp's bounce iOS's), so that switching the curve or the edge alone
    /// gives a usable fling.
    static func setProfile(_ c: inout detent_engine_config, _ physics: ScrollPhysics, _ profile: detent_profile) {
        let core = coreDefaults(physics)
        for f in fields where f.profile { if let path = f.core { c[keyPath: f.c] = core[keyPath: path] } }
        c.profile = profile
        c.velocity_estimation = physics.velocityEstimation == .flutterLeastSquares ? DETENT_VELOCITY_FLUTTER : DETENT_VELOCITY_ANDROID
        c.deceleration_rate = DecelerationRate.normal.rawValue
        c.fling_friction = SplineFling.defaultFriction
        switch physics.fling {
        case let .decay(rate):
            c.fling_curve = DETENT_FLING_DECAY
            c.deceleration_rate = rate.rawValue
        case let .androidSpline(friction):
            c.fling_curve = DETENT_FLING_ANDROID_SPLINE
            c.fling_friction = friction
        case let .flutterClamping(friction):
            c.fling_curve = DETENT_FLING_FLUTTER_CLAMPING
            c.fling_friction = friction
        }
        let spring = physics.edge.spring ?? ScrollPhysics.iOS.edge.spring!
        c.bounce_spring = detent_spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
        c.bounce_maximum_speed = 0
        c.overshoot_limit = ScrollPhysics.gtkOvershoot
        switch physics.edge {
        case let .bounce(_, maximumSpeed):
            c.edge = DETENT_EDGE_BOUNCE
            c.bounce_maximum_speed = maximumSpeed.isFinite ? maximumSpeed : 0
        case let .flutterBounce(_, maximumSpeed):
            c.edge = DETENT_EDGE_FLUTTER_BOUNCE
            c.bounce_maximum_speed = maximumSpeed.isFinite ? maximumSpeed : 0
        case let .overshoot(_, limit):
            c.edge = DETENT_EDGE_OVERSHOOT
            c.overshoot_limit = limit
        case .clamp:
            c.edge = DETENT_EDGE_CLAMP
        }
        c.maximum_overshoot = physics.maximumOvershoot ?? 0
        c.flutter_tolerance = physics.usesFlutterTolerance ? 1 : 0
    }

    static func code(_ axis: Axis) -> detent_axis { axis == .horizontal ? DETENT_AXIS_HORIZONTAL : DETENT_AXIS_VERTICAL }

    static func axis(_ a: detent_axis) -> Axis? {
        switch a {
        case DETENT_AXIS_HORIZONTAL: return .horizontal
        case DETENT_AXIS_VERTICAL: return .vertical
        default: return nil
        }
    }

    /// Why `c` is refused: the status and the reason naming the field.
    struct Problem: Error {
        var status: detent_status
        var reason: String
    }

    /// The core's configuration for `c` with `targets`, or the first field that is wrong.
    /// Every field is checked here with its C name; the core's own check runs last.
    static func configuration(_ c: detent_engine_config, targets: ScrollTargets) throws(Problem) -> Core {
        for f in fields {
            let v = c[keyPath: f.c]
            guard v.isFinite else { throw Problem(status: DETENT_ERROR_NOT_FINITE, reason: "config.\(f.name) (\(v)) is not finite") }
            guard f.bound.admits(v) else { throw Problem(status: DETENT_ERROR_INVALID, reason: "config.\(f.name) (\(v)) must be \(f.bound.words)") }
        }
        func invalid(_ reason: String) -> Problem { Problem(status: DETENT_ERROR_INVALID, reason: reason) }
        guard c.bounds_lower <= c.bounds_upper else {
            throw invalid("config.bounds_lower (\(c.bounds_lower)) is greater than config.bounds_upper (\(c.bounds_upper))")
        }
        guard let axis = axis(c.axis) else { throw invalid("config.axis (\(c.axis.rawValue)) is not a detent_axis") }
        guard var physics = physics(c.profile) else { throw invalid("config.profile (\(c.profile.rawValue)) is not a detent_profile") }
        guard c.targets_per_page >= 1, c.targets_per_page <= Core.maximumTargetsPerPage else {
            throw invalid("config.targets_per_page (\(c.targets_per_page)) must be in 1 ... \(Core.maximumTargetsPerPage)")
        }
        switch c.velocity_estimation {
        case DETENT_VELOCITY_FLUTTER: physics.velocityEstimation = .flutterLeastSquares
        case DETENT_VELOCITY_ANDROID: physics.velocityEstimation = .androidLeastSquares
        default: throw invalid("config.velocity_estimation (\(c.velocity_estimation.rawValue)) is not a detent_velocity_estimation")
        }
        switch c.fling_curve {
        case DETENT_FLING_DECAY: physics.fling = .decay(DecelerationRate(rawValue: c.deceleration_rate)!)
        case DETENT_FLING_ANDROID_SPLINE: physics.fling = .androidSpline(friction: c.fling_friction)
        case DETENT_FLING_FLUTTER_CLAMPING: physics.fling = .flutterClamping(friction: c.fling_friction)
        default: throw invalid("config.fling_curve (\(c.fling_curve.rawValue)) is not a detent_fling_curve")
        }
        let s = c.bounce_spring
        let spring = Spring(mass: s.mass, stiffness: s.stiffness, damping: s.damping)
        let maximumSpeed = c.bounce_maximum_speed == 0 ? Double.infinity : c.bounce_maximum_speed
        switch c.edge {
        case DETENT_EDGE_BOUNCE: physics.edge = .bounce(spring: spring, maximumSpeed: maximumSpeed)
        case DETENT_EDGE_FLUTTER_BOUNCE: physics.edge = .flutterBounce(spring: spring, maximumSpeed: maximumSpeed)
        case DETENT_EDGE_OVERSHOOT: physics.edge = .overshoot(spring: spring, limit: c.overshoot_limit)
        case DETENT_EDGE_CLAMP: physics.edge = .clamp
        default: throw invalid("config.edge (\(c.edge.rawValue)) is not a detent_edge")
        }
        physics.maximumOvershoot = c.maximum_overshoot == 0 ? nil : c.maximum_overshoot
        guard c.flutter_tolerance == 0 || c.flutter_tolerance == 1 else {
            throw invalid("config.flutter_tolerance (\(c.flutter_tolerance)) must be 0 or 1")
        }
        physics.usesFlutterTolerance = c.flutter_tolerance == 1
        // Automatic insets ignore the four fields: one set anyway is a mistake, said now
        // rather than an anchor left silently at the centre.
        if flag(c.automatic_insets), let (name, value) = [("inset_top", c.inset_top), ("inset_leading", c.inset_leading),
                                                          ("inset_bottom", c.inset_bottom), ("inset_trailing", c.inset_trailing)]
            .first(where: { $0.1 != 0 }) {
            throw invalid("config.\(name) is \(value) but automatic_insets is 1 (the content padded by half the container, the insets unused): set automatic_insets = 0 to use the insets")
        }
        var core = Core(axis: axis, containerSize: .zero, contentSize: .zero,
                        contentInsets: flag(c.automatic_insets) ? nil
                            : EdgeInsets(top: c.inset_top, leading: c.inset_leading, bottom: c.inset_bottom, trailing: c.inset_trailing),
                        bounds: c.bounds_lower...c.bounds_upper, targets: targets)
        core.physics = physics
        for f in fields { if let path = f.core { core[keyPath: path] = c[keyPath: f.c] } }
        core.targetsPerPage = c.targets_per_page
        do { try core.validate() } catch { throw Problem(status: DETENT_ERROR_INVALID, reason: "config: \(error)") }
        return core
    }

    /// The caller's config at `p`, checked: its bytes over the defaults, or why not.
    static func read(_ p: UnsafePointer<detent_engine_config>?) throws(Problem) -> detent_engine_config {
        guard let p else { throw Problem(status: DETENT_ERROR_NULL, reason: "the config is NULL") }
        if let problem = Sized.problem(Sized.size(at: p), detent_engine_config.self, largerAllowed: false) {
            throw Problem(status: DETENT_ERROR_SIZE, reason: "config: \(problem)")
        }
        return Sized.read(p, over: defaults)
    }
}

import CDetent
import Detent

/// `detent_engine_config` and `ScrollEngine.Configuration`, both ways, through one table of
/// fields. The defaults are the core's (a `Configuration` made with the iOS profile), never
/// numbers of the C layer's own.
enum EngineConfiguration {
    typealias Core = ScrollEngine.Configuration

    /// The largest magnitude of a position (the core's ``ScrollEngine/Configuration/Ranges/position``).
    static let largest = Core.Ranges.position.upperBound

    /// Whether `v` is a container extent the engine takes (the core's range).
    static func admitsContainer(_ v: Double) -> Bool { Core.Ranges.container.contains(v) }

    /// The core's ranges for the C fields the core keeps as optionals or payloads: 0 means
    /// none in C (no overshoot bound, no cap on the speed a bounce carries).
    static let noneOrEdgeLimit = NumberRange(Core.Ranges.edgeLimit.lowerBound, Core.Ranges.edgeLimit.upperBound, orZero: true,
                                             "0 or in 1e-3 ... 1e12")
    static let noneOrOvershoot = NumberRange(Core.Ranges.maximumOvershoot.lowerBound, 1, orZero: true, "0 or in 1e-6 ... 1")
    /// A deceleration rate: 0 < r < 1 (``DecelerationRate``).
    static let rate = NumberRange(Double.leastNonzeroMagnitude, Double(1).nextDown, "in 0 < r < 1")

    /// A number of the C struct: its name, its requirement, and where the core keeps it (nil
    /// for the numbers converted by hand: bounds, insets, and the curve's and edge's payloads).
    struct Field: Sendable {
        let name: String
        let c: WritableKeyPath<detent_engine_config, Double> & Sendable
        let bound: NumberRange
        let core: (WritableKeyPath<Core, Double> & Sendable)?
        /// Whether a profile sets it (detent_engine_config_profile).
        let profile: Bool
        init(_ name: String, _ c: WritableKeyPath<detent_engine_config, Double> & Sendable, _ bound: NumberRange,
             _ core: WritableKeyPath<Core, Double> & Sendable, profile: Bool = false) {
            self.name = name; self.c = c; self.bound = bound; self.core = core; self.profile = profile
        }
        init(_ name: String, _ c: WritableKeyPath<detent_engine_config, Double> & Sendable, _ bound: NumberRange, profile: Bool = false) {
            self.name = name; self.c = c; self.bound = bound; self.core = nil; self.profile = profile
        }
    }

    private typealias R = Core.Ranges

    /// Every number of the struct with the core's range for it (key paths written out: one
    /// appended to another is not Sendable).
    static let fields: [Field] = [
        Field("container_width", \.container_width, R.container, \.containerSize.width),
        Field("container_height", \.container_height, R.container, \.containerSize.height),
        Field("content_width", \.content_width, R.contentSize, \.contentSize.width),
        Field("content_height", \.content_height, R.contentSize, \.contentSize.height),
        Field("bounds_lower", \.bounds_lower, R.position), Field("bounds_upper", \.bounds_upper, R.position),
        Field("inset_top", \.inset_top, R.position), Field("inset_leading", \.inset_leading, R.position),
        Field("inset_bottom", \.inset_bottom, R.position), Field("inset_trailing", \.inset_trailing, R.position),
        Field("deceleration_rate", \.deceleration_rate, rate, profile: true),
        Field("fling_friction", \.fling_friction, R.friction, profile: true),
        Field("bounce_spring.mass", \.bounce_spring.mass, R.spring, profile: true),
        Field("bounce_spring.stiffness", \.bounce_spring.stiffness, R.spring, profile: true),
        Field("bounce_spring.damping", \.bounce_spring.damping, R.spring, profile: true),
        Field("bounce_maximum_speed", \.bounce_maximum_speed, noneOrEdgeLimit, profile: true),
        Field("rubber_band_coefficient", \.rubber_band_coefficient, R.rubberBandCoefficient, \.physics.rubberBandCoefficient, profile: true),
        Field("slop", \.slop, R.slop, \.physics.slop, profile: true),
        Field("minimum_fling_speed", \.minimum_fling_speed, R.minimumFlingSpeed, \.physics.minimumFlingSpeed, profile: true),
        Field("maximum_fling_speed", \.maximum_fling_speed, R.maximumFlingSpeed, \.physics.maximumFlingSpeed, profile: true),
        Field("stop_speed", \.stop_speed, R.stopSpeed, \.physics.stopSpeed, profile: true),
        Field("wheel_quiet_period", \.wheel_quiet_period, R.wheelQuietPeriod, \.wheelQuietPeriod),
        Field("points_per_notch", \.points_per_notch, R.step, \.pointsPerNotch),
        Field("line_step", \.line_step, R.step, \.lineStep),
        Field("scroll_to_spring.mass", \.scroll_to_spring.mass, R.spring, \.scrollToSpring.mass),
        Field("scroll_to_spring.stiffness", \.scroll_to_spring.stiffness, R.spring, \.scrollToSpring.stiffness),
        Field("scroll_to_spring.damping", \.scroll_to_spring.damping, R.spring, \.scrollToSpring.damping),
        Field("step_spring.mass", \.step_spring.mass, R.spring, \.stepSpring.mass),
        Field("step_spring.stiffness", \.step_spring.stiffness, R.spring, \.stepSpring.stiffness),
        Field("step_spring.damping", \.step_spring.damping, R.spring, \.stepSpring.damping),
        Field("snap_spring.mass", \.snap_spring.mass, R.spring, \.snapSpring.mass),
        Field("snap_spring.stiffness", \.snap_spring.stiffness, R.spring, \.snapSpring.stiffness),
        Field("snap_spring.damping", \.snap_spring.damping, R.spring, \.snapSpring.damping),
        Field("end_speed", \.end_speed, R.endSpeed, \.endSpeed),
        Field("retarget_tolerance", \.retarget_tolerance, R.retargetTolerance, \.retargetTolerance),
        Field("maximum_overshoot", \.maximum_overshoot, noneOrOvershoot, profile: true),
        Field("overshoot_limit", \.overshoot_limit, R.edgeLimit, profile: true),
        Field("device_pixel_ratio", \.device_pixel_ratio, R.devicePixelRatio, \.devicePixelRatio),
        Field("tolerance_distance", \.tolerance_distance, R.tolerance, \.tolerance.distance),
        Field("tolerance_velocity", \.tolerance_velocity, R.tolerance, \.tolerance.velocity),
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
            guard f.bound.contains(v) else { throw Problem(status: DETENT_ERROR_INVALID, reason: "config.\(f.name) (\(v)) must be \(f.bound)") }
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

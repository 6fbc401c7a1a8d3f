import CDetent
import Detent

/// `detent_engine_config` and `ScrollEngine.Configuration`, both ways, through one table of
/// fields. The defaults are the core's (a `Configuration` made with the iOS profile), never
/// numbers of the C layer's own.
/// A number's place in a struct of type `Root`, read and written through closures (Embedded
/// Swift, the WebAssembly build, has no key paths).
struct Place<Root>: Sendable {
    let get: @Sendable (Root) -> Double
    let set: @Sendable (inout Root, Double) -> Void
    init(_ get: @escaping @Sendable (Root) -> Double, _ set: @escaping @Sendable (inout Root, Double) -> Void) {
        self.get = get; self.set = set
    }
}

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
        let c: Place<detent_engine_config>
        let bound: NumberRange
        let core: Place<Core>?
        /// Whether a profile sets it (detent_engine_config_profile).
        let profile: Bool
        init(_ name: String, _ c: Place<detent_engine_config>, _ bound: NumberRange, _ core: Place<Core>? = nil, profile: Bool = false) {
            self.name = name; self.c = c; self.bound = bound; self.core = core; self.profile = profile
        }
    }

    private typealias R = Core.Ranges

    /// Every number of the struct with the core's range for it.
    static let fields: [Field] = [
        Field("container_width", Place({ $0.container_width }, { $0.container_width = $1 }), R.container, Place({ $0.containerSize.width }, { $0.containerSize.width = $1 })),
        Field("container_height", Place({ $0.container_height }, { $0.container_height = $1 }), R.container, Place({ $0.containerSize.height }, { $0.containerSize.height = $1 })),
        Field("content_width", Place({ $0.content_width }, { $0.content_width = $1 }), R.contentSize, Place({ $0.contentSize.width }, { $0.contentSize.width = $1 })),
        Field("content_height", Place({ $0.content_height }, { $0.content_height = $1 }), R.contentSize, Place({ $0.contentSize.height }, { $0.contentSize.height = $1 })),
        Field("bounds_lower", Place({ $0.bounds_lower }, { $0.bounds_lower = $1 }), R.position),
        Field("bounds_upper", Place({ $0.bounds_upper }, { $0.bounds_upper = $1 }), R.position),
        Field("inset_top", Place({ $0.inset_top }, { $0.inset_top = $1 }), R.position),
        Field("inset_leading", Place({ $0.inset_leading }, { $0.inset_leading = $1 }), R.position),
        Field("inset_bottom", Place({ $0.inset_bottom }, { $0.inset_bottom = $1 }), R.position),
        Field("inset_trailing", Place({ $0.inset_trailing }, { $0.inset_trailing = $1 }), R.position),
        Field("deceleration_rate", Place({ $0.deceleration_rate }, { $0.deceleration_rate = $1 }), rate, profile: true),
        Field("fling_friction", Place({ $0.fling_friction }, { $0.fling_friction = $1 }), R.friction, profile: true),
        Field("bounce_spring.mass", Place({ $0.bounce_spring.mass }, { $0.bounce_spring.mass = $1 }), R.spring, profile: true),
        Field("bounce_spring.stiffness", Place({ $0.bounce_spring.stiffness }, { $0.bounce_spring.stiffness = $1 }), R.spring, profile: true),
        Field("bounce_spring.damping", Place({ $0.bounce_spring.damping }, { $0.bounce_spring.damping = $1 }), R.spring, profile: true),
        Field("bounce_maximum_speed", Place({ $0.bounce_maximum_speed }, { $0.bounce_maximum_speed = $1 }), noneOrEdgeLimit, profile: true),
        Field("rubber_band_coefficient", Place({ $0.rubber_band_coefficient }, { $0.rubber_band_coefficient = $1 }), R.rubberBandCoefficient, Place({ $0.physics.rubberBandCoefficient }, { $0.physics.rubberBandCoefficient = $1 }), profile: true),
        Field("slop", Place({ $0.slop }, { $0.slop = $1 }), R.slop, Place({ $0.physics.slop }, { $0.physics.slop = $1 }), profile: true),
        Field("minimum_fling_speed", Place({ $0.minimum_fling_speed }, { $0.minimum_fling_speed = $1 }), R.minimumFlingSpeed, Place({ $0.physics.minimumFlingSpeed }, { $0.physics.minimumFlingSpeed = $1 }), profile: true),
        Field("maximum_fling_speed", Place({ $0.maximum_fling_speed }, { $0.maximum_fling_speed = $1 }), R.maximumFlingSpeed, Place({ $0.physics.maximumFlingSpeed }, { $0.physics.maximumFlingSpeed = $1 }), profile: true),
        Field("stop_speed", Place({ $0.stop_speed }, { $0.stop_speed = $1 }), R.stopSpeed, Place({ $0.physics.stopSpeed }, { $0.physics.stopSpeed = $1 }), profile: true),
        Field("wheel_quiet_period", Place({ $0.wheel_quiet_period }, { $0.wheel_quiet_period = $1 }), R.wheelQuietPeriod, Place({ $0.wheelQuietPeriod }, { $0.wheelQuietPeriod = $1 })),
        Field("points_per_notch", Place({ $0.points_per_notch }, { $0.points_per_notch = $1 }), R.step, Place({ $0.pointsPerNotch }, { $0.pointsPerNotch = $1 })),
        Field("line_step", Place({ $0.line_step }, { $0.line_step = $1 }), R.step, Place({ $0.lineStep }, { $0.lineStep = $1 })),
        Field("scroll_to_spring.mass", Place({ $0.scroll_to_spring.mass }, { $0.scroll_to_spring.mass = $1 }), R.spring, Place({ $0.scrollToSpring.mass }, { $0.scrollToSpring.mass = $1 })),
        Field("scroll_to_spring.stiffness", Place({ $0.scroll_to_spring.stiffness }, { $0.scroll_to_spring.stiffness = $1 }), R.spring, Place({ $0.scrollToSpring.stiffness }, { $0.scrollToSpring.stiffness = $1 })),
        Field("scroll_to_spring.damping", Place({ $0.scroll_to_spring.damping }, { $0.scroll_to_spring.damping = $1 }), R.spring, Place({ $0.scrollToSpring.damping }, { $0.scrollToSpring.damping = $1 })),
        Field("step_spring.mass", Place({ $0.step_spring.mass }, { $0.step_spring.mass = $1 }), R.spring, Place({ $0.stepSpring.mass }, { $0.stepSpring.mass = $1 })),
        Field("step_spring.stiffness", Place({ $0.step_spring.stiffness }, { $0.step_spring.stiffness = $1 }), R.spring, Place({ $0.stepSpring.stiffness }, { $0.stepSpring.stiffness = $1 })),
        Field("step_spring.damping", Place({ $0.step_spring.damping }, { $0.step_spring.damping = $1 }), R.spring, Place({ $0.stepSpring.damping }, { $0.stepSpring.damping = $1 })),
        Field("snap_spring.mass", Place({ $0.snap_spring.mass }, { $0.snap_spring.mass = $1 }), R.spring, Place({ $0.snapSpring.mass }, { $0.snapSpring.mass = $1 })),
        Field("snap_spring.stiffness", Place({ $0.snap_spring.stiffness }, { $0.snap_spring.stiffness = $1 }), R.spring, Place({ $0.snapSpring.stiffness }, { $0.snapSpring.stiffness = $1 })),
        Field("snap_spring.damping", Place({ $0.snap_spring.damping }, { $0.snap_spring.damping = $1 }), R.spring, Place({ $0.snapSpring.damping }, { $0.snapSpring.damping = $1 })),
        Field("end_speed", Place({ $0.end_speed }, { $0.end_speed = $1 }), R.endSpeed, Place({ $0.endSpeed }, { $0.endSpeed = $1 })),
        Field("retarget_tolerance", Place({ $0.retarget_tolerance }, { $0.retarget_tolerance = $1 }), R.retargetTolerance, Place({ $0.retargetTolerance }, { $0.retargetTolerance = $1 })),
        Field("maximum_overshoot", Place({ $0.maximum_overshoot }, { $0.maximum_overshoot = $1 }), noneOrOvershoot, profile: true),
        Field("overshoot_limit", Place({ $0.overshoot_limit }, { $0.overshoot_limit = $1 }), R.edgeLimit, profile: true),
        Field("device_pixel_ratio", Place({ $0.device_pixel_ratio }, { $0.device_pixel_ratio = $1 }), R.devicePixelRatio, Place({ $0.devicePixelRatio }, { $0.devicePixelRatio = $1 })),
        Field("tolerance_distance", Place({ $0.tolerance_distance }, { $0.tolerance_distance = $1 }), R.tolerance, Place({ $0.tolerance.distance }, { $0.tolerance.distance = $1 })),
        Field("tolerance_velocity", Place({ $0.tolerance_velocity }, { $0.tolerance_velocity = $1 }), R.tolerance, Place({ $0.tolerance.velocity }, { $0.tolerance.velocity = $1 })),
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
        for f in fields { if let place = f.core { f.c.set(&c, place.get(core)) } }
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
        for f in fields where f.profile { if let place = f.core { f.c.set(&c, place.get(core)) } }
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
            let v = f.c.get(c)
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
        for f in fields { if let place = f.core { place.set(&core, f.c.get(c)) } }
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

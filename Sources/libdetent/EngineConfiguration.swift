import CDetent
import Detent

/// `detent_engine_config` and `ScrollEngine.Configuration`, both ways, through a table of the
/// struct's numbers and one list of those the core keeps as they are. The defaults are the
/// core's (a `Configuration` made with the iOS profile), never numbers of the C layer's own.
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
    /// A deceleration rate: 0 < r < 1 (``DecelerationRate``). The upper bound, 1's `nextDown`,
    /// written as a literal: a constant then, not a global made on first use.
    static let rate = NumberRange(Double.leastNonzeroMagnitude, 0x1.fffffffffffffp-1, "in 0 < r < 1")

    /// A number of the C struct: its name, its byte offset in the struct, and its requirement.
    /// Data, not closures: a table of closures cost some 13 KB of code in the WebAssembly module.
    struct Field {
        let name: StaticString
        let offset: Int
        let bound: Bound
        init(_ name: StaticString, _ offset: Int, _ bound: Bound) {
            self.name = name; self.offset = offset; self.bound = bound
        }
    }

    /// Which range a number must be in: the name of the core's range (or of one above), not
    /// the range itself, whose copy in each row of the table cost 4 KB of code.
    enum Bound {
        case container, contentSize, position, rate, friction, spring, noneOrEdgeLimit, rubberBandCoefficient, slop,
             minimumFlingSpeed, maximumFlingSpeed, stopSpeed, wheelQuietPeriod, step, endSpeed, retargetTolerance,
             noneOrOvershoot, edgeLimit, devicePixelRatio, tolerance

        var range: NumberRange {
            switch self {
            case .container: R.container
            case .contentSize: R.contentSize
            case .position: R.position
            case .rate: EngineConfiguration.rate
            case .friction: R.friction
            case .spring: R.spring
            case .noneOrEdgeLimit: EngineConfiguration.noneOrEdgeLimit
            case .rubberBandCoefficient: R.rubberBandCoefficient
            case .slop: R.slop
            case .minimumFlingSpeed: R.minimumFlingSpeed
            case .maximumFlingSpeed: R.maximumFlingSpeed
            case .stopSpeed: R.stopSpeed
            case .wheelQuietPeriod: R.wheelQuietPeriod
            case .step: R.step
            case .endSpeed: R.endSpeed
            case .retargetTolerance: R.retargetTolerance
            case .noneOrOvershoot: EngineConfiguration.noneOrOvershoot
            case .edgeLimit: R.edgeLimit
            case .devicePixelRatio: R.devicePixelRatio
            case .tolerance: R.tolerance
            }
        }
    }

    private typealias R = Core.Ranges

    /// Every number of the struct, in the header's order but for the 1.1.0 fields
    /// (overshoot_limit, device_pixel_ratio, before tolerance_*: the order names the first of
    /// several wrong fields), with the core's range for it. The
    /// offsets are written out: `MemoryLayout.offset(of:)` made the table code that fills it
    /// (1.8 KB in the WebAssembly module), literals make it constant data. detent.h lays its
    /// structs out alike on every target (each `size_t`, `long` and enum padded to 8 bytes);
    /// Tests/C/suite.c checks each name against `offsetof`.
    static let fields: [Field] = [
        Field("container_width", 8, .container),
        Field("container_height", 16, .container),
        Field("content_width", 24, .contentSize),
        Field("content_height", 32, .contentSize),
        Field("bounds_lower", 40, .position),
        Field("bounds_upper", 48, .position),
        Field("inset_top", 64, .position),
        Field("inset_leading", 72, .position),
        Field("inset_bottom", 80, .position),
        Field("inset_trailing", 88, .position),
        Field("deceleration_rate", 112, .rate),
        Field("fling_friction", 120, .friction),
        Field("bounce_spring.mass", 136, .spring),
        Field("bounce_spring.stiffness", 144, .spring),
        Field("bounce_spring.damping", 152, .spring),
        Field("bounce_maximum_speed", 160, .noneOrEdgeLimit),
        Field("rubber_band_coefficient", 168, .rubberBandCoefficient),
        Field("slop", 176, .slop),
        Field("minimum_fling_speed", 184, .minimumFlingSpeed),
        Field("maximum_fling_speed", 192, .maximumFlingSpeed),
        Field("stop_speed", 200, .stopSpeed),
        Field("wheel_quiet_period", 208, .wheelQuietPeriod),
        Field("points_per_notch", 216, .step),
        Field("line_step", 232, .step),
        Field("scroll_to_spring.mass", 240, .spring),
        Field("scroll_to_spring.stiffness", 248, .spring),
        Field("scroll_to_spring.damping", 256, .spring),
        Field("step_spring.mass", 264, .spring),
        Field("step_spring.stiffness", 272, .spring),
        Field("step_spring.damping", 280, .spring),
        Field("snap_spring.mass", 288, .spring),
        Field("snap_spring.stiffness", 296, .spring),
        Field("snap_spring.damping", 304, .spring),
        Field("end_speed", 312, .endSpeed),
        Field("retarget_tolerance", 320, .retargetTolerance),
        Field("maximum_overshoot", 328, .noneOrOvershoot),
        Field("overshoot_limit", 352, .edgeLimit),
        Field("device_pixel_ratio", 368, .devicePixelRatio),
        Field("tolerance_distance", 336, .tolerance),
        Field("tolerance_velocity", 344, .tolerance),
    ]

    /// The number of field `f` in `c`.
    static func number(_ c: detent_engine_config, _ f: Field) -> Double {
        withUnsafeBytes(of: c) { $0.load(fromByteOffset: f.offset, as: Double.self) }
    }

    /// The numbers the core keeps as they are in C, each with its C field: `body(&c.field,
    /// &core.field)`, a profile's among them. (The bounds, the insets, and the curve's and the
    /// edge's payloads are converted by hand.)
    static func forEachShared(_ c: inout detent_engine_config, _ core: inout Core, _ body: (inout Double, inout Double) -> Void) {
        body(&c.container_width, &core.containerSize.width)
        body(&c.container_height, &core.containerSize.height)
        body(&c.content_width, &core.contentSize.width)
        body(&c.content_height, &core.contentSize.height)
        forEachProfileNumber(&c, &core.physics, body)
        body(&c.wheel_quiet_period, &core.wheelQuietPeriod)
        body(&c.points_per_notch, &core.pointsPerNotch)
        body(&c.line_step, &core.lineStep)
        body(&c.scroll_to_spring.mass, &core.scrollToSpring.mass)
        body(&c.scroll_to_spring.stiffness, &core.scrollToSpring.stiffness)
        body(&c.scroll_to_spring.damping, &core.scrollToSpring.damping)
        body(&c.step_spring.mass, &core.stepSpring.mass)
        body(&c.step_spring.stiffness, &core.stepSpring.stiffness)
        body(&c.step_spring.damping, &core.stepSpring.damping)
        body(&c.snap_spring.mass, &core.snapSpring.mass)
        body(&c.snap_spring.stiffness, &core.snapSpring.stiffness)
        body(&c.snap_spring.damping, &core.snapSpring.damping)
        body(&c.end_speed, &core.endSpeed)
        body(&c.retarget_tolerance, &core.retargetTolerance)
        body(&c.device_pixel_ratio, &core.devicePixelRatio)
        body(&c.tolerance_distance, &core.tolerance.distance)
        body(&c.tolerance_velocity, &core.tolerance.velocity)
    }

    /// The numbers a profile sets that the core keeps as they are in C: `body(&c.field,
    /// &physics.field)`.
    static func forEachProfileNumber(_ c: inout detent_engine_config, _ physics: inout ScrollPhysics,
                                     _ body: (inout Double, inout Double) -> Void) {
        body(&c.rubber_band_coefficient, &physics.rubberBandCoefficient)
        body(&c.slop, &physics.slop)
        body(&c.minimum_fling_speed, &physics.minimumFlingSpeed)
        body(&c.maximum_fling_speed, &physics.maximumFlingSpeed)
        body(&c.stop_speed, &physics.stopSpeed)
    }

    /// A core configuration of a 0 × 0 container, bounds 0 … 0, with `physics`. Out of line, so
    /// that libdetent holds one copy of the call to the core's initialiser and of the profile's
    /// swap.
    @inline(never)
    static func coreDefaults(_ physics: consuming ScrollPhysics = .iOS) -> Core {
        var core = Core(containerSize: .zero, contentSize: .zero, bounds: 0...0, targets: .none)
        // Swapped in, not assigned: assigning over the profile the initialiser stored took
        // 900 bytes more code in the WebAssembly module (the old value copied out to destroy).
        swap(&core.physics, &physics)
        return core
    }

    /// The defaults: the core's configuration of a 0 × 0 container and bounds 0 … 0.
    static let defaults: detent_engine_config = {
        var core = coreDefaults()
        var c = detent_engine_config()
        c.size = MemoryLayout<detent_engine_config>.size
        forEachShared(&c, &core) { c, core in c = core }
        c.bounds_lower = core.bounds.lowerBound
        c.bounds_upper = core.bounds.upperBound
        c.axis = code(core.axis)
        c.automatic_insets = core.contentInsets == nil ? 1 : 0
        c.targets_per_page = core.targetsPerPage
        setProfile(&c, core.physics, DETENT_PROFILE_IOS)
        return c
    }()

    /// The built-in profile a C constant names, or nil.
    static func physics(_ profile: detent_profile) -> ScrollPhysics? {
        switch profile {
        case DETENT_PROFILE_IOS: .iOS
        case DETENT_PROFILE_ANDROID: .android
        case DETENT_PROFILE_FLUTTER_BOUNCING: .flutterBouncing
        case DETENT_PROFILE_FLUTTER_CLAMPING: .flutterClamping
        case DETENT_PROFILE_GTK: .gtk
        default: nil
        }
    }

    /// Sets the profile group of `c` to `physics`'s values. The numbers a curve or an edge does
    /// not use keep iOS's (a decay's friction is the spline's default, a spline's rate
    /// UIScrollView's, a clamp's bounce iOS's), so that switching the curve or the edge alone
    /// gives a usable fling.
    static func setProfile(_ c: inout detent_engine_config, _ physics: consuming ScrollPhysics, _ profile: detent_profile) {
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
        forEachProfileNumber(&c, &physics) { c, p in c = p }
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
        var reason: Message

        // The refusals of a field of either config, each written by one function out of line:
        // built where each field is checked, their messages took some 100 bytes of code each.

        /// "config.<name> (<value>) <words>", DETENT_ERROR_INVALID.
        @inline(never)
        static func field(_ name: StaticString, _ value: Double, _ words: Message) -> Problem {
            Problem(status: DETENT_ERROR_INVALID, reason: "config.\(name) (\(value)) \(words)")
        }

        @inline(never)
        static func field(_ name: StaticString, _ value: Int, _ words: Message) -> Problem {
            Problem(status: DETENT_ERROR_INVALID, reason: "config.\(name) (\(value)) \(words)")
        }

        /// "config.<name> (<value>) is not finite", DETENT_ERROR_NOT_FINITE.
        @inline(never)
        static func notFinite(_ name: StaticString, _ value: Double) -> Problem {
            Problem(status: DETENT_ERROR_NOT_FINITE, reason: "config.\(name) (\(value)) is not finite")
        }

        /// "config.<name> (<value>) is not a <type>": a C enum constant that names none of its cases.
        @inline(never)
        static func notA(_ name: StaticString, _ value: UInt32, _ type: StaticString) -> Problem {
            Problem(status: DETENT_ERROR_INVALID, reason: "config.\(name) (\(value)) is not a \(type)")
        }
    }

    /// The core's configuration for `c` with `targets`, or the first field that is wrong.
    /// Every field is checked here with its C name; the core's own check runs last.
    static func configuration(_ c: detent_engine_config, targets: ScrollTargets) throws(Problem) -> Core {
        for f in fields {
            let v = number(c, f), bound = f.bound.range
            guard v.isFinite else { throw .notFinite(f.name, v) }
            guard bound.contains(v) else { throw .field(f.name, v, "must be \(bound)") }
        }
        func invalid(_ reason: Message) -> Problem { Problem(status: DETENT_ERROR_INVALID, reason: reason) }
        guard c.bounds_lower <= c.bounds_upper else {
            throw invalid("config.bounds_lower (\(c.bounds_lower)) is greater than config.bounds_upper (\(c.bounds_upper))")
        }
        guard let axis = axis(c.axis) else { throw .notA("axis", c.axis.rawValue, "detent_axis") }
        guard var physics = physics(c.profile) else { throw .notA("profile", c.profile.rawValue, "detent_profile") }
        guard c.targets_per_page >= 1, c.targets_per_page <= Core.maximumTargetsPerPage else {
            throw .field("targets_per_page", c.targets_per_page, "must be in 1 ... \(Core.maximumTargetsPerPage)")
        }
        switch c.velocity_estimation {
        case DETENT_VELOCITY_FLUTTER: physics.velocityEstimation = .flutterLeastSquares
        case DETENT_VELOCITY_ANDROID: physics.velocityEstimation = .androidLeastSquares
        default: throw .notA("velocity_estimation", c.velocity_estimation.rawValue, "detent_velocity_estimation")
        }
        switch c.fling_curve {
        case DETENT_FLING_DECAY: physics.fling = .decay(DecelerationRate(rawValue: c.deceleration_rate)!)
        case DETENT_FLING_ANDROID_SPLINE: physics.fling = .androidSpline(friction: c.fling_friction)
        case DETENT_FLING_FLUTTER_CLAMPING: physics.fling = .flutterClamping(friction: c.fling_friction)
        default: throw .notA("fling_curve", c.fling_curve.rawValue, "detent_fling_curve")
        }
        let s = c.bounce_spring
        let spring = Spring(mass: s.mass, stiffness: s.stiffness, damping: s.damping)
        let maximumSpeed = c.bounce_maximum_speed == 0 ? Double.infinity : c.bounce_maximum_speed
        switch c.edge {
        case DETENT_EDGE_BOUNCE: physics.edge = .bounce(spring: spring, maximumSpeed: maximumSpeed)
        case DETENT_EDGE_FLUTTER_BOUNCE: physics.edge = .flutterBounce(spring: spring, maximumSpeed: maximumSpeed)
        case DETENT_EDGE_OVERSHOOT: physics.edge = .overshoot(spring: spring, limit: c.overshoot_limit)
        case DETENT_EDGE_CLAMP: physics.edge = .clamp
        default: throw .notA("edge", c.edge.rawValue, "detent_edge")
        }
        physics.maximumOvershoot = c.maximum_overshoot == 0 ? nil : c.maximum_overshoot
        guard c.flutter_tolerance == 0 || c.flutter_tolerance == 1 else {
            throw .field("flutter_tolerance", Int(c.flutter_tolerance), "must be 0 or 1")
        }
        physics.usesFlutterTolerance = c.flutter_tolerance == 1
        // Automatic insets ignore the four fields: one set anyway is a mistake, said now
        // rather than an anchor left silently at the centre.
        let insets: [(name: StaticString, value: Double)] = [("inset_top", c.inset_top), ("inset_leading", c.inset_leading),
                                                             ("inset_bottom", c.inset_bottom), ("inset_trailing", c.inset_trailing)]
        if flag(c.automatic_insets), let (name, value) = insets.first(where: { $0.value != 0 }) {
            throw invalid("config.\(name) is \(value) but automatic_insets is 1 (the content padded by half the container, the insets unused): set automatic_insets = 0 to use the insets")
        }
        var core = coreDefaults(physics)
        core.axis = axis
        core.contentInsets = flag(c.automatic_insets) ? nil
            : EdgeInsets(top: c.inset_top, leading: c.inset_leading, bottom: c.inset_bottom, trailing: c.inset_trailing)
        core.bounds = c.bounds_lower...c.bounds_upper
        core.targets = targets
        var c = c
        forEachShared(&c, &core) { c, core in core = c }
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

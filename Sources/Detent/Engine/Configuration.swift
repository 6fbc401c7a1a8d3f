extension ScrollEngine {
    /// What the engine scrolls and how. Every number is checked when an
    /// engine is made with it and when it changes.
    public struct Configuration: Sendable {
        /// The scroll axis.
        public var axis: Axis
        /// The visible container's size.
        public var containerSize: Size
        /// The content's size (without insets), reported in ``ScrollGeometry``.
        public var contentSize: Size
        /// Padding around the content; `nil` pads half the container on both ends of the axis
        /// (what lets a picker's first and last items reach a centred indicator).
        public var contentInsets: EdgeInsets?
        /// The range of resting offsets.
        public var bounds: ClosedRange<Double>
        /// Where items line up with the anchor (snapping, keys, notches, selection).
        public var targets: ScrollTargets
        /// The platform feel: the velocity tracker, the fling curve, the edges, the rubber
        /// band, the slop, the fling speeds (``ScrollPhysics/iOS``, UIScrollView's, by default).
        public var physics: ScrollPhysics = .iOS
        /// How quickly an exponential fling slows down: the profile's decay rate (for the
        /// Android and Flutter-clamping curves, UIScrollView's `.normal`, which then only
        /// estimates a trackpad's speed between its deltas). Setting it makes the profile's
        /// fling an exponential decay at that rate.
        package var rate: DecelerationRate {
            get { if case let .decay(r) = physics.fling { return r } else { return .normal } }
            set { physics.fling = .decay(newValue) }
        }
        /// How far a pointer moves before a drag starts, in points (the profile's).
        package var slop: Double {
            get { physics.slop }
            set { physics.slop = newValue }
        }
        /// Release speeds below this count as zero, in points per second (the profile's).
        package var minimumFlingSpeed: Double {
            get { physics.minimumFlingSpeed }
            set { physics.minimumFlingSpeed = newValue }
        }
        /// Release speeds above this are capped for the motion, in points per second (the profile's).
        package var maximumFlingSpeed: Double {
            get { physics.maximumFlingSpeed }
            set { physics.maximumFlingSpeed = newValue }
        }
        /// A trackpad (precise wheel) gesture ends after this long without a delta, in seconds
        /// (0.1: a slow drag with a delta every 60 ms stays one gesture). The momentum does
        /// not wait for it: it runs from the last delta on (see ``ScrollEngine``).
        public var wheelQuietPeriod: Double = 0.1
        /// Points per wheel notch: a notched delta of this size moves one target.
        public var pointsPerNotch: Double = 10
        /// Targets moved by page up / page down (1 … 1,000,000,000).
        public var targetsPerPage: Int = 5
        /// How far keys and notches move when there are no targets, in points.
        public var lineStep: Double = 40
        /// The spring of scroll-to (SwiftUI's default, `Spring(duration: 0.5, bounce: 0)`).
        public var scrollToSpring: Spring = .smooth
        /// The spring of key and notch steps.
        public var stepSpring: Spring = Spring(duration: 0.3, bounce: 0)
        /// The spring that settles a release on a target it cannot decelerate onto.
        public var snapSpring: Spring = .snappy
        /// The speed at which a retargeted deceleration reaches its target (≤ 10 pt/s).
        public var endSpeed: Double = Deceleration.defaultEndSpeed
        /// A retargeted deceleration is used when its decay is within this factor of the
        /// configured rate's (1/factor … factor); otherwise a spring.
        public var retargetTolerance: Double = 2
        /// The largest overshoot of a bounce off an end, and of any spring past one, as a
        /// fraction of the container's extent, or `nil` for none: the profile's
        /// ``ScrollPhysics/maximumOvershoot`` (iOS's 0.25: a 280 pt picker overshoots at most
        /// 70 pt, so it is never blank). Setting it sets the profile's.
        package var maximumOvershoot: Double? {
            get { physics.maximumOvershoot }
            set { physics.maximumOvershoot = newValue }
        }
        /// Device pixels per point: Flutter's profiles end their flings at
        /// `toleranceFor(metrics)`, 20/dpr pt/s and 1/dpr pt (``ScrollPhysics/usesFlutterTolerance``).
        public var devicePixelRatio: Double = 1
        /// When springs count as settled. (A free fling stops at the profile's
        /// ``ScrollPhysics/stopSpeed``.)
        public var tolerance: MotionTolerance = .standard

        public init(axis: Axis = .horizontal, containerSize: Size, contentSize: Size,
                    contentInsets: EdgeInsets? = nil, bounds: ClosedRange<Double>,
                    targets: ScrollTargets) {
            self.axis = axis
            self.containerSize = containerSize
            self.contentSize = contentSize
            self.contentInsets = contentInsets
            self.bounds = bounds
            self.targets = targets
        }

        /// The insets in force: explicit ones, or half the container along the axis.
        package var resolvedInsets: EdgeInsets {
            if let contentInsets { return contentInsets }
            let half = containerSize.extent(along: axis) / 2
            return axis == .horizontal ? EdgeInsets(leading: half, trailing: half)
                                       : EdgeInsets(top: half, bottom: half)
        }

        /// The rubber band past the bounds, as wide as the container along the axis.
        package var rubberBand: RubberBand {
            RubberBand(coefficient: physics.rubberBandCoefficient, dimension: containerSize.extent(along: axis),
                       bounds: bounds)
        }

        /// The largest page a key moves, in targets.
        package static let maximumTargetsPerPage = 1_000_000_000

        /// Throws for a number that is not finite or out of its range.
        package func validate() throws(ScrollEngineError) {
            func finite(_ name: String, _ values: Double...) throws(ScrollEngineError) {
                for v in values where !v.isFinite { throw .nonFinite(name) }
            }
            func check(_ ok: Bool, _ what: @autoclosure () -> String) throws(ScrollEngineError) {
                if !ok { throw .invalid(what()) }
            }
            try finite("the container size", containerSize.width, containerSize.height)
            try finite("the content size", contentSize.width, contentSize.height)
            if let i = contentInsets { try finite("the content insets", i.top, i.leading, i.bottom, i.trailing) }
            try finite("the bounds", bounds.lowerBound, bounds.upperBound)
            try finite("the slop", slop)
            try finite("the minimum fling speed", minimumFlingSpeed)
            try finite("the maximum fling speed", maximumFlingSpeed)
            try finite("the wheel quiet period", wheelQuietPeriod)
            try finite("the points per notch", pointsPerNotch)
            try finite("the line step", lineStep)
            try finite("the end speed", endSpeed)
            try finite("the retarget tolerance", retargetTolerance)
            try finite("the motion tolerance", tolerance.distance, tolerance.velocity)
            if let maximumOvershoot { try finite("the maximum overshoot", maximumOvershoot) }
            try finite("the device pixel ratio", devicePixelRatio)
            try check(containerSize.width >= 0 && containerSize.height >= 0, "the container size is negative")
            try check(contentSize.width >= 0 && contentSize.height >= 0, "the content size is negative")
            try check(slop >= 0, "the slop is negative")
            try check(minimumFlingSpeed >= 0, "the minimum fling speed is negative")
            try check(maximumFlingSpeed > 0, "the maximum fling speed must be positive")
            try check(wheelQuietPeriod > 0 && wheelQuietPeriod <= 10, "the wheel quiet period must be in 0 < s ≤ 10 s")
            try check(pointsPerNotch > 0, "points per notch must be positive")
            try check(targetsPerPage >= 1 && targetsPerPage <= Self.maximumTargetsPerPage,
                      "targets per page must be in 1 … \(Self.maximumTargetsPerPage)")
            try check(lineStep > 0, "the line step must be positive")
            try check(endSpeed > 0 && endSpeed <= 10, "the end speed must be in 0 < s ≤ 10 pt/s")
            try check(retargetTolerance >= 1, "the retarget tolerance must be at least 1")
            if let maximumOvershoot {
                try check(maximumOvershoot > 0 && maximumOvershoot <= 1, "the maximum overshoot must be in 0 < f ≤ 1 of the container")
            }
            try check(devicePixelRatio >= 0.1 && devicePixelRatio <= 100, "the device pixel ratio must be in 0.1 … 100")
            try check(tolerance.distance > 0 && tolerance.velocity > 0, "the motion tolerance must be positive")
            try finite("the rubber band coefficient", physics.rubberBandCoefficient)
            try finite("the stop speed", physics.stopSpeed)
            try check(physics.rubberBandCoefficient >= 0, "the rubber band coefficient is negative")
            try check(physics.stopSpeed > 0, "the stop speed must be positive")
            switch physics.fling {
            case .decay: break
            case let .androidSpline(friction), let .flutterClamping(friction):
                try finite("the fling friction", friction)
                try check(friction > 0, "the fling friction must be positive")
            }
            var springs = [("scroll-to", scrollToSpring), ("step", stepSpring), ("snap", snapSpring)]
            if let spring = physics.edge.spring { springs.append(("bounce", spring)) }
            switch physics.edge {
            case let .bounce(_, maximumSpeed), let .flutterBounce(_, maximumSpeed):
                try check(maximumSpeed > 0, "the speed carried past an edge must be positive")
            case let .overshoot(_, limit):
                try check(limit > 0, "the overshoot limit must be positive")
            case .clamp: break
            }
            for (name, s) in springs {
                try finite("the \(name) spring", s.mass, s.stiffness, s.damping)
                try check(s.mass > 0 && s.stiffness > 0 && s.damping > 0, "the \(name) spring needs a positive mass, stiffness and damping")
            }
            if targets.count > 0 {
                try finite("the targets", targets.offset(at: 0), targets.offset(at: targets.count - 1))
            }
        }
    }
}

extension ProfilePlanner {
    /// The planner of an engine with `configuration`: its profile with its springs,
    /// tolerances and bounds.
    package init(configuration c: ScrollEngine.Configuration) {
        self.init(physics: c.physics, devicePixelRatio: c.devicePixelRatio, tolerance: c.tolerance,
                  endSpeed: c.endSpeed, retargetTolerance: c.retargetTolerance, snapSpring: c.snapSpring,
                  rubberBand: c.rubberBand, maximumOvershoot: c.maximumOvershoot)
    }
}

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

        // Out of line: it stores every default (springs computed from durations, the iOS
        // profile), some 1.5 KB of code in the WebAssembly module at each call.
        @inline(never)
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
            Self.resolvedInsets(contentInsets, containerSize: containerSize, axis: axis)
        }

        /// ``resolvedInsets`` from the three fields it reads. The engine reads them from its
        /// `configuration` one by one: a computed property of it made a copy of all of it
        /// (464 bytes, its arrays retained and released) on every frame's transition region.
        @inline(__always)
        package static func resolvedInsets(_ contentInsets: EdgeInsets?, containerSize: Size, axis: Axis) -> EdgeInsets {
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

        /// Throws for a number that is not finite or out of its range (``Ranges``), naming it.
        package func validate() throws(ScrollEngineError) {
            // One value a call, its name and range read from `Checked.table` (constant data), and
            // the first refusal kept and thrown at the end: no array is allocated, no name is
            // built unless a value is refused, and each check is a call with nothing after it.
            var refusal: ScrollEngineError?
            func check(_ number: Checked, _ v: Double) {
                let (name, range) = Checked.table[Int(number.rawValue)]
                if refusal == nil, !v.isFinite || !range.contains(v) { refusal = Self.refusal("\(name)", range, v) }
            }
            func check(_ number: Checked, _ a: Double, _ b: Double) {
                check(number, a)
                check(number, b)
            }
            check(.container, containerSize.width, containerSize.height)
            check(.contentSize, contentSize.width, contentSize.height)
            if let i = contentInsets {
                check(.insets, i.top, i.leading)
                check(.insets, i.bottom, i.trailing)
            }
            check(.bounds, bounds.lowerBound, bounds.upperBound)
            check(.slop, slop)
            check(.minimumFlingSpeed, minimumFlingSpeed)
            check(.maximumFlingSpeed, maximumFlingSpeed)
            check(.wheelQuietPeriod, wheelQuietPeriod)
            check(.pointsPerNotch, pointsPerNotch)
            check(.lineStep, lineStep)
            check(.endSpeed, endSpeed)
            check(.retargetTolerance, retargetTolerance)
            check(.tolerance, tolerance.distance, tolerance.velocity)
            if let maximumOvershoot { check(.maximumOvershoot, maximumOvershoot) }
            check(.devicePixelRatio, devicePixelRatio)
            if refusal == nil, !Ranges.targetsPerPage.contains(targetsPerPage) {
                refusal = .invalid(saying: "targets per page (\(targetsPerPage)) must be in 1 … \(Self.maximumTargetsPerPage)")
            }
            check(.rubberBandCoefficient, physics.rubberBandCoefficient)
            check(.stopSpeed, physics.stopSpeed)
            switch physics.fling {
            case .decay: break
            case let .androidSpline(friction), let .flutterClamping(friction):
                check(.friction, friction)
            }
            switch physics.edge {
            case let .bounce(_, maximumSpeed), let .flutterBounce(_, maximumSpeed):
                if maximumSpeed != .infinity { check(.edgeSpeed, maximumSpeed) }
            case let .overshoot(_, limit):
                check(.overshootLimit, limit)
            case .clamp: break
            }
            func spring(_ name: String, _ s: Spring) {
                // Out of line: five checks a spring, each a name built for a refusal otherwise.
                @inline(never) func springCheck(_ part: String, _ range: NumberRange, _ v: Double) {
                    if refusal == nil, !v.isFinite || !range.contains(v) {
                        refusal = Self.refusal("the \(name) spring\(part)", range, v)
                    }
                }
                springCheck("", Ranges.spring, s.mass)
                springCheck("", Ranges.spring, s.stiffness)
                springCheck("", Ranges.spring, s.damping)
                springCheck("'s response", Ranges.springResponse, 2 * Double.pi * (s.mass / s.stiffness).squareRoot())
                springCheck("'s damping ratio", Ranges.dampingRatio, s.dampingRatio)
            }
            spring("scroll-to", scrollToSpring)
            spring("step", stepSpring)
            spring("snap", snapSpring)
            if let b = physics.edge.spring { spring("bounce", b) }
            spring("page", physics.pageSpring)
            if targets.count > 0 { check(.targets, targets.offset(at: 0), targets.offset(at: targets.count - 1)) }
            if let refusal { throw refusal }
        }

        /// The refusal of `v`, `name`'s value, which is not finite or not in `range`.
        private static func refusal(_ name: Message, _ range: NumberRange, _ v: Double) -> ScrollEngineError {
            v.isFinite ? .invalid(saying: "\(name) (\(v)) must be \(range)") : .nonFinite(name.text)
        }

        /// The numbers ``validate()`` checks against ``Ranges``, in `table`'s order.
        private enum Checked: UInt8 {
            case container, contentSize, insets, bounds, slop, minimumFlingSpeed, maximumFlingSpeed, wheelQuietPeriod,
                 pointsPerNotch, lineStep, endSpeed, retargetTolerance, tolerance, maximumOvershoot, devicePixelRatio,
                 rubberBandCoefficient, stopSpeed, friction, edgeSpeed, overshootLimit, targets

            /// Each number's name in messages and its range, by ``rawValue``.
            static let table: [(name: StaticString, range: NumberRange)] = [
                ("the container size", Ranges.container),
                ("the content size", Ranges.contentSize),
                ("the content insets", Ranges.position),
                ("the bounds", Ranges.position),
                ("the slop", Ranges.slop),
                ("the minimum fling speed", Ranges.minimumFlingSpeed),
                ("the maximum fling speed", Ranges.maximumFlingSpeed),
                ("the wheel quiet period", Ranges.wheelQuietPeriod),
                ("the points per notch", Ranges.step),
                ("the line step", Ranges.step),
                ("the end speed", Ranges.endSpeed),
                ("the retarget tolerance", Ranges.retargetTolerance),
                ("the motion tolerance", Ranges.tolerance),
                ("the maximum overshoot", Ranges.maximumOvershoot),
                ("the device pixel ratio", Ranges.devicePixelRatio),
                ("the rubber band coefficient", Ranges.rubberBandCoefficient),
                ("the stop speed", Ranges.stopSpeed),
                ("the fling friction", Ranges.friction),
                ("the speed carried past an edge", Ranges.edgeLimit),
                ("the overshoot limit", Ranges.edgeLimit),
                ("the targets", Ranges.position),
            ]
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

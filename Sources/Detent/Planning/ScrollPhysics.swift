#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How scrolling feels on a platform: what differs between UIScrollView, Android's
/// `OverScroller`, Flutter's two physics and GTK, bundled in one value.
///
/// A profile is the velocity estimator a release is measured with and the planner that
/// turns the release into a motion (the fling curve, what happens at an edge, the springs,
/// the stop criterion), plus the gesture thresholds. The engine takes one in its
/// configuration; ``iOS`` is the default.
///
/// | profile | fling | tracker | edges |
/// | --- | --- | --- | --- |
/// | ``iOS`` | exponential decay, 0.998 per ms | Flutter's least squares | rubber band 0.55, bounce |
/// | ``android`` | `OverScroller` spline (``SplineFling``) | Android's LSQ2 (``AndroidVelocityEstimator``) | clamped, with Android 12's stretch (``EdgeStretch``) |
/// | ``flutterBouncing`` | `FrictionSimulation` drag 0.135 /s | Flutter's least squares | rubber band 0.52, spring 0.5/100/1.1, carried ≤ 5000 pt/s |
/// | ``flutterClamping`` | `ClampingScrollSimulation` (``ClampingFling``) | Flutter's least squares | clamped |
/// | ``gtk`` | exponential decay 4 /s | Flutter's least squares | rubber band 0.55, critically damped spring (friction 20), overshoot ≤ 50 pt |
///
/// With a snapping behaviour every profile still rests exactly on its target, by
/// retargeting its own curve (``Fling``).
public struct ScrollPhysics: Hashable, Sendable, CustomStringConvertible {
    /// The curve a released fling follows.
    public enum Fling: Hashable, Sendable {
        /// v(t) = v0·e^(k·t) (``Deceleration``): UIScrollView, Flutter's `FrictionSimulation`,
        /// GTK's kinetic scrolling. Retargeted by solving the decay (``Deceleration/init(position:velocity:through:endSpeed:)``).
        case decay(DecelerationRate)
        /// Android's `OverScroller` spline with this friction (``SplineFling``).
        case androidSpline(friction: Double)
        /// Flutter's `ClampingScrollSimulation` with this friction (``ClampingFling``).
        case flutterClamping(friction: Double)

        /// Where a free fling from `position` with `velocity` comes to rest (for the
        /// behaviour to choose a target from).
        public func naturalDestination(position: Double, velocity: Double) -> Double {
            switch self {
            case let .decay(rate):
                return Deceleration.naturalDestination(position: position, velocity: velocity, rate: rate)
            case let .androidSpline(friction):
                return SplineFling(position: position, velocity: velocity, friction: friction).restPosition
            case let .flutterClamping(friction):
                return ClampingFling(position: position, velocity: velocity, friction: friction).restPosition
            }
        }
    }

    /// What a fling does at an edge of the bounds.
    public enum Edge: Hashable, Sendable {
        /// It carries its velocity past the edge (at most `maximumSpeed`) into `spring`, which
        /// settles back onto the edge.
        case bounce(spring: Spring, maximumSpeed: Double)
        /// It stops at the edge.
        case clamp
    }

    /// A short name: `ios`, `android`, `flutter-bouncing`, `flutter-clamping`, `gtk`.
    public var name: String
    /// How a release's velocity is estimated.
    public var velocityEstimation: VelocityEstimation
    /// The curve of a fling.
    public var fling: Fling
    /// What a fling does at an edge.
    public var edge: Edge
    /// The rubber band's coefficient c while dragging past an edge (``RubberBand``); 0
    /// holds the content at the edge.
    public var rubberBandCoefficient: Double
    /// How far a pointer moves before a drag starts, in points.
    public var slop: Double
    /// Release speeds below this count as zero, in points per second.
    public var minimumFlingSpeed: Double
    /// Release speeds above this are capped, in points per second.
    public var maximumFlingSpeed: Double
    /// An exponential fling stops below this speed, in points per second (never more than
    /// 0.5 pt short of its natural destination: ``Deceleration``).
    public var stopSpeed: Double
    /// The spring a paging release settles onto its page with (``ProfilePlanner/page(from:velocity:to:)``),
    /// from the release's position and velocity.
    public var pageSpring: Spring
    /// Whether the content stretches at an edge as Android 12's `EdgeEffect` does
    /// (``EdgeStretch``, ``ScrollEngine/edgeStretch``): a visual effect beside the motion, meant
    /// for a profile that clamps. Only ``android`` does.
    public var stretchesAtEdges: Bool

    /// Flutter's scroll spring (`ScrollPhysics.spring`, `SpringDescription.withDampingRatio(mass:
    /// 0.5, stiffness: 100, ratio: 1.1)`): its bounce and `PageScrollPhysics`' page spring.
    public static let flutterSpring = Spring(mass: 0.5, stiffness: 100, dampingRatio: 1.1)

    public var description: String { name }

    /// UIScrollView: today's Detent. Decay 0.998 per ms, rubber band 0.55 and a bounce,
    /// Flutter's least-squares tracker, slop 8 pt, flings from 50 to 8000 pt/s, stopping
    /// below 1 pt/s.
    public static let iOS = ScrollPhysics(
        name: "ios", velocityEstimation: .flutterLeastSquares, fling: .decay(.normal),
        edge: .bounce(spring: Spring(duration: 0.4, bounce: 0), maximumSpeed: .infinity),
        rubberBandCoefficient: 0.55, slop: 8, minimumFlingSpeed: 50, maximumFlingSpeed: 8000, stopSpeed: 1,
        pageSpring: defaultPageSpring)

    /// The page spring of ``iOS`` and ``gtk`` (UIScrollView's paging curve is not public; GTK
    /// has no paging): response 0.35 s like the snap spring, a little overdamped (ratio 1.1,
    /// as Flutter's) so that a fling that swings past its page comes back without a tail.
    public static let defaultPageSpring = Spring(response: 0.35, dampingRatio: 1.1)

    /// Android (AOSP `OverScroller` + native `VelocityTracker`, density 1): the spline fling
    /// with friction 0.015, clamped at the edges where the content stretches as Android 12's
    /// (``EdgeStretch``), LSQ2 velocities, `ViewConfiguration`'s touch slop 8 and fling speeds
    /// 50 … 8000.
    public static let android = ScrollPhysics(
        name: "android", velocityEstimation: .androidLeastSquares,
        fling: .androidSpline(friction: SplineFling.defaultFriction), edge: .clamp,
        rubberBandCoefficient: 0, slop: 8, minimumFlingSpeed: 50, maximumFlingSpeed: 8000, stopSpeed: 1,
        pageSpring: androidPageSpring, stretchesAtEdges: true)

    /// Android's pager settles a page in about 0.3 s (`PagerSnapHelper`: at most
    /// ⌈100 ms / 0.3356⌉ = 298 ms on a `DecelerateInterpolator`); Detent springs there
    /// from the release's velocity instead (response 0.3 s, damping ratio 1.1),
    /// as the interpolator would start at 2·d/T whatever the fling.
    public static let androidPageSpring = Spring(response: 0.3, dampingRatio: 1.1)

    /// Flutter's `BouncingScrollPhysics` (its iOS feel): friction drag 0.135 per second, the
    /// scroll spring (mass 0.5, stiffness 100, ratio 1.1) carrying at most 5000 pt/s past an
    /// edge, drag resistance 0.52·(1 − f)² (integrated over the drag: a rubber band of
    /// coefficient 0.52), `kTouchSlop` 18, fling speeds 50 … 8000. Flutter ends a fling once
    /// its speed is under its tolerance (20/dpr px/s, 3–10 pt short of where it would
    /// rest); Detent stops every exponential fling within 0.5 pt of that, at 1 pt/s.
    public static let flutterBouncing = ScrollPhysics(
        name: "flutter-bouncing", velocityEstimation: .flutterLeastSquares,
        fling: .decay(DecelerationRate(fractionPerSecond: 0.135)!),
        edge: .bounce(spring: flutterSpring, maximumSpeed: 5000),
        rubberBandCoefficient: 0.52, slop: 18, minimumFlingSpeed: 50, maximumFlingSpeed: 8000, stopSpeed: 1,
        pageSpring: flutterSpring)

    /// Flutter's `ClampingScrollPhysics` (its Android feel): `ClampingScrollSimulation`,
    /// clamped at the edges, `kTouchSlop` 18, fling speeds 50 … 8000.
    public static let flutterClamping = ScrollPhysics(
        name: "flutter-clamping", velocityEstimation: .flutterLeastSquares,
        fling: .flutterClamping(friction: SplineFling.defaultFriction), edge: .clamp,
        rubberBandCoefficient: 0, slop: 18, minimumFlingSpeed: 50, maximumFlingSpeed: 8000, stopSpeed: 1,
        pageSpring: flutterSpring)

    /// The overshoot spring's peak, in points past the edge (GTK's `MAX_OVERSHOOT_DISTANCE`
    /// 100, of which half is allowed past each bound).
    public static let gtkOvershoot = 50.0

    /// GTK4 (`gtkkineticscrolling.c`): decay 4 per second (1000 pt/s travels 250 pt),
    /// stopping below 0.1 pt/s; past an edge a critically damped spring of friction 20
    /// (k = 20²/4) whose overshoot peaks at 50 pt at most.
    public static let gtk = ScrollPhysics(
        name: "gtk", velocityEstimation: .flutterLeastSquares,
        fling: .decay(DecelerationRate(fractionPerSecond: exp(-4))!),
        edge: .bounce(spring: Spring(mass: 1, stiffness: 100, damping: 20),
                      // A critically damped spring (ω = 10) from the edge with speed v peaks
                      // at v/(ω·e): carrying at most 50·ω·e keeps the peak within 50 pt.
                      maximumSpeed: gtkOvershoot * 10 * exp(1)),
        rubberBandCoefficient: 0.55, slop: 8, minimumFlingSpeed: 50, maximumFlingSpeed: 8000, stopSpeed: 0.1,
        pageSpring: defaultPageSpring)

    /// Every built-in profile, ``iOS`` first.
    public static let all: [ScrollPhysics] = [.iOS, .android, .flutterBouncing, .flutterClamping, .gtk]

    /// The built-in profile called `name` (``name``, or its Swift spelling such as
    /// `flutterBouncing`; case-insensitive), or `nil`.
    public init?(named name: String) {
        let key = name.lowercased().filter { $0 != "-" && $0 != "_" }
        guard let p = ScrollPhysics.all.first(where: { $0.name.filter { $0 != "-" } == key }) else { return nil }
        self = p
    }

    public init(name: String, velocityEstimation: VelocityEstimation, fling: Fling, edge: Edge,
                rubberBandCoefficient: Double, slop: Double, minimumFlingSpeed: Double,
                maximumFlingSpeed: Double, stopSpeed: Double, pageSpring: Spring = defaultPageSpring,
                stretchesAtEdges: Bool = false) {
        self.pageSpring = pageSpring
        self.stretchesAtEdges = stretchesAtEdges
        self.name = name
        self.velocityEstimation = velocityEstimation
        self.fling = fling
        self.edge = edge
        self.rubberBandCoefficient = rubberBandCoefficient
        self.slop = slop
        self.minimumFlingSpeed = minimumFlingSpeed
        self.maximumFlingSpeed = maximumFlingSpeed
        self.stopSpeed = stopSpeed
    }
}

/// Each profile is a planner: ``ScrollEngine/setPlanner(_:)`` with `.android` plans releases
/// as Android does whatever the engine's own profile, and a profile's plan can be asked
/// without an engine. The engine plans with its configuration's profile this way by default
/// (kept made: ``ProfilePlanner``).
extension ScrollPhysics: BallisticPlanner {
    public func naturalDestination(from x: Double, velocity v: Double) -> Double {
        fling.naturalDestination(position: x, velocity: v)
    }

    public func motion(for release: BallisticRelease, configuration: borrowing ScrollEngine.Configuration) -> ScrollMotion? {
        var c = copy configuration
        c.physics = self
        return ProfilePlanner(configuration: c).motion(for: release, configuration: c)
    }
}


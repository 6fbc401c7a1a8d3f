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
/// | ``iOS`` | exponential decay, 0.998 per ms | Flutter's least squares | rubber band 0.55, bounce within a quarter of the container |
/// | ``android`` | `OverScroller` spline (``SplineFling``) | Android's LSQ2 (`AndroidVelocityEstimator`) | clamped, with Android 12's stretch (``EdgeStretch``) |
/// | ``flutterBouncing`` | `FrictionSimulation` drag 0.135 /s, ends under 20/dpr pt/s | Flutter's least squares | rubber band 0.52, `BouncingScrollSimulation`'s spring 0.5/100/1.1 carrying min(v, 5000) |
/// | ``flutterClamping`` | `ClampingScrollSimulation` (``ClampingFling``) | Flutter's least squares | clamped |
/// | ``gtk`` | exponential decay 4 /s | Flutter's least squares | rubber band 0.55, critically damped spring (friction 20) at full speed, stopped 50 pt past |
///
/// With a snapping behaviour every profile still rests exactly on its target, by
/// retargeting its own curve (``FlingCurve``).
public struct ScrollPhysics: Hashable, Sendable {
    /// What a fling does at an edge of the bounds. Each bounce is a ``BounceMotion``: the
    /// fling into the edge, then a spring from the edge back onto it; they differ in what
    /// the spring carries and how far it may go.
    public enum Edge: Hashable, Sendable {
        /// Detent's (``iOS``): the spring carries the fling's velocity at the edge less the
        /// stop speed, at most `maximumSpeed`, and is stiffened to keep within the
        /// profile's ``ScrollPhysics/maximumOvershoot``.
        case bounce(spring: Spring, maximumSpeed: Double)
        /// Flutter's `BouncingScrollSimulation`: the spring carries the friction's velocity
        /// where it reaches the edge, `min(v, maximumSpeed)` (`maxSpringTransferVelocity`:
        /// a velocity toward the leading edge, negative, passes uncapped, as in Flutter), and
        /// ends within Flutter's tolerance (``usesFlutterTolerance``).
        case flutterBounce(spring: Spring, maximumSpeed: Double)
        /// GTK's overshoot (`gtk_kinetic_scrolling_tick`): the spring carries the full
        /// velocity; `limit` points past the edge the content stops and the spring pulls it
        /// back from rest (GTK clamps its overshoot to half its overshoot width, 50 px, and
        /// restarts it with velocity 0), and it ends within 0.1 pt of the edge.
        case overshoot(spring: Spring, limit: Double)
        /// It stops at the edge.
        case clamp

        /// How far past an edge the platform's own overshoot goes at most, in points: GTK's
        /// limit; 0 for a clamp (Android's `OverScroller` and Flutter's `ClampingScrollPhysics`
        /// never carry content past the end: a spring that would is stiffened or stopped
        /// there); infinite for the others.
        package var overshootLimit: Double {
            switch self {
            case let .overshoot(_, limit): return limit
            case .clamp: return 0
            case .bounce, .flutterBounce: return .infinity
            }
        }

        /// The spring of a bounce (`nil` for ``clamp``).
        package var spring: Spring? {
            switch self {
            case let .bounce(spring, _), let .flutterBounce(spring, _), let .overshoot(spring, _): return spring
            case .clamp: return nil
            }
        }
    }

    /// A short name: `ios`, `android`, `flutter-bouncing`, `flutter-clamping`, `gtk`.
    public var name: String {
        get { storedName.text }
        set { storedName.text = newValue }
    }
    private var storedName: Name
    /// How a release's velocity is estimated.
    public var velocityEstimation: VelocityEstimation
    /// The curve of a fling.
    public var fling: FlingCurve
    /// What a fling does at an edge.
    public var edge: Edge
    /// The rubber band's coefficient c while dragging past an edge (`RubberBand`); 0
    /// holds the content at the edge.
    public var rubberBandCoefficient: Double
    /// How far a pointer moves before a drag starts, in points.
    public var slop: Double
    /// Release speeds below this count as zero, in points per second.
    public var minimumFlingSpeed: Double
    /// Release speeds above this are capped, in points per second.
    public var maximumFlingSpeed: Double
    /// An exponential fling stops below this speed, in points per second (never more than
    /// 0.5 pt short of its natural destination: ``Deceleration``), unless the profile
    /// ``usesFlutterTolerance``.
    public var stopSpeed: Double
    /// Whether flings end as Flutter's `ScrollPhysics.toleranceFor(metrics)` says: a free
    /// fling once its speed is under 20/dpr pt/s, wherever it is then (not ``stopSpeed``), and
    /// the bounce spring within 1/dpr pt and 20/dpr pt/s of the edge, with dpr the
    /// configuration's ``ScrollEngine/Configuration/devicePixelRatio``.
    public var usesFlutterTolerance: Bool
    /// The largest overshoot of a bounce, and of any spring past an edge, as a fraction of the
    /// container's extent: iOS's 0.25 (a 280 pt picker overshoots at most 70 pt, so it is never
    /// blank), `nil` for the platforms whose own overshoot is not bounded this way (Flutter's
    /// spring goes where it goes; GTK's stops at its own limit). Any profile can set one.
    public var maximumOvershoot: Double?
    /// The spring a paging release settles onto its page with (``ProfilePlanner/page(from:velocity:to:)``),
    /// from the release's position and velocity.
    public var pageSpring: Spring
    /// Whether the content stretches at an edge as Android 12's `EdgeEffect` does
    /// (``EdgeStretch``, ``ScrollEngine/edgeStretch``): a visual effect beside the motion, meant
    /// for a profile that clamps. Only ``android`` does.
    public var stretchesAtEdges: Bool

    /// Flutter's scroll spring (`ScrollPhysics.spring`, `SpringDescription.withDampingRatio(mass:
    /// 0.5, stiffness: 100, ratio: 1.1)`): its bounce and `PageScrollPhysics`' page spring.
    /// Its damping, 1.1 · 2 · √50, is written out (the same bits; ScrollPhysicsTests checks
    /// them): the profiles made with it are then constants, not globals built on first use.
    package static let flutterSpring = Spring(mass: 0.5, stiffness: 100, damping: 15.556349186104047)

    package var description: String { name }

    /// A name that equals another byte for byte (``Swift/String/isSameUTF8(_:)``), so that the
    /// profile's synthesized `==` and hashing do not use String's, which would bring Unicode's
    /// normalisation tables into the WebAssembly module.
    private struct Name: Hashable, Sendable {
        var text: String
        static func == (a: Name, b: Name) -> Bool { a.text.isSameUTF8(b.text) }
        func hash(into h: inout Hasher) { for b in text.utf8 { h.combine(b) } }
    }

    /// UIScrollView (the default): decay 0.998 per ms (`.normal`), rubber band 0.55, a
    /// critically damped bounce (0.4 s) that keeps within a quarter of the container
    /// (``maximumOvershoot`` 0.25), the page spring ``defaultPageSpring``, Flutter's
    /// least-squares tracker, slop 8 pt, flings from 50 to 8000 pt/s, stopping below 1 pt/s.
    public static let iOS = ScrollPhysics(
        name: "ios", velocityEstimation: .flutterLeastSquares, fling: .decay(.normal),
        edge: .bounce(spring: Spring(duration: 0.4, bounce: 0), maximumSpeed: .infinity),
        rubberBandCoefficient: 0.55, slop: 8, minimumFlingSpeed: 50, maximumFlingSpeed: 8000, stopSpeed: 1,
        pageSpring: defaultPageSpring, maximumOvershoot: 0.25)

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
    package static let androidPageSpring = Spring(response: 0.3, dampingRatio: 1.1)

    /// Flutter's `BouncingScrollPhysics` (its iOS feel): friction drag 0.135 per second, then
    /// at an edge `BouncingScrollSimulation`'s scroll spring (mass 0.5, stiffness 100, ratio
    /// 1.1) from the edge carrying `min(v, 5000)` pt/s, with no bound on its overshoot; drag
    /// resistance 0.52·(1 − f)² (integrated over the drag: a rubber band of coefficient 0.52),
    /// `kTouchSlop` 18, fling speeds 50 … 8000. A fling ends at Flutter's tolerance
    /// (``usesFlutterTolerance``: under 20/dpr pt/s, 10/dpr pt short of where it would rest).
    public static let flutterBouncing = ScrollPhysics(
        name: "flutter-bouncing", velocityEstimation: .flutterLeastSquares,
        fling: .decay(.flutter),
        edge: .flutterBounce(spring: flutterSpring, maximumSpeed: 5000),
        rubberBandCoefficient: 0.52, slop: 18, minimumFlingSpeed: 50, maximumFlingSpeed: 8000, stopSpeed: 1,
        pageSpring: flutterSpring, usesFlutterTolerance: true)

    /// Flutter's `ClampingScrollPhysics` (its Android feel): `ClampingScrollSimulation`,
    /// clamped at the edges, `kTouchSlop` 18, fling speeds 50 … 8000.
    public static let flutterClamping = ScrollPhysics(
        name: "flutter-clamping", velocityEstimation: .flutterLeastSquares,
        fling: .flutterClamping(friction: SplineFling.defaultFriction), edge: .clamp,
        rubberBandCoefficient: 0, slop: 18, minimumFlingSpeed: 50, maximumFlingSpeed: 8000, stopSpeed: 1,
        pageSpring: flutterSpring, usesFlutterTolerance: true)

    /// How far past an edge GTK's overshoot goes, in points: half its `MAX_OVERSHOOT_DISTANCE`
    /// of 100 (`gtk_kinetic_scrolling_tick` clamps to `lower − overshoot_width / 2` and
    /// `upper + overshoot_width / 2`).
    package static let gtkOvershoot = 50.0

    /// GTK4 (`gtkkineticscrolling.c`): decay 4 per second (1000 pt/s travels 250 pt),
    /// stopping below 0.1 pt/s; at an edge a critically damped spring of friction 20
    /// (k = 20²/4) entered at full speed, stopped 50 pt past the edge and pulled back from rest
    /// there (``Edge/overshoot(spring:limit:)``).
    public static let gtk = ScrollPhysics(
        name: "gtk", velocityEstimation: .flutterLeastSquares,
        fling: .decay(.gtk),
        edge: .overshoot(spring: Spring(mass: 1, stiffness: 100, damping: 20), limit: gtkOvershoot),
        rubberBandCoefficient: 0.55, slop: 8, minimumFlingSpeed: 50, maximumFlingSpeed: 8000, stopSpeed: 0.1,
        pageSpring: defaultPageSpring)

    /// How far past an edge content let go `e` points past it may go in a container `d` points
    /// long, as this profile promises: ``overshootAllowance(excess:container:fraction:limit:)``
    /// with its ``maximumOvershoot`` and its edge's ``Edge/overshootLimit``.
    package func overshootAllowance(excess e: Double, container d: Double) -> Double {
        Self.overshootAllowance(excess: e, container: d, fraction: maximumOvershoot, limit: edge.overshootLimit)
    }

    /// The overshoot rule, written once for the planner and the engine's invariants: the least of
    ///
    /// - with a fraction f (iOS's quarter), e + f·max(0, d − e): ``maximumOvershoot`` of the
    ///   container from the edge, so the view is never more than a quarter blank, and room to
    ///   turn in from anywhere the rubber band can pull content to;
    /// - the edge's own limit (GTK's 50 pt, a clamp's 0), or `e` when let go farther;
    ///
    /// and no bound otherwise (Flutter's `BouncingScrollSimulation` goes where its spring takes it).
    package static func overshootAllowance(excess e: Double, container d: Double, fraction: Double?, limit: Double) -> Double {
        let quarter = fraction.map { e + $0 * Swift.max(0, d - e) } ?? .infinity
        return Swift.min(quarter, Swift.max(e, limit))
    }

    /// Every built-in profile, ``iOS`` first.
    public static let all: [ScrollPhysics] = [.iOS, .android, .flutterBouncing, .flutterClamping, .gtk]

    /// The built-in profile called `name` (``name``, or its Swift spelling such as
    /// `flutterBouncing`; ASCII letters in either case), or `nil`.
    public init?(named name: String) {
        // Bytes, not Characters: the names are ASCII, and `lowercased()` would bring Unicode's
        // case tables (16 KB) into the WebAssembly module.
        func key(_ s: String) -> [UInt8] {
            s.utf8.compactMap { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") ? nil : $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
        }
        let wanted = key(name)
        guard let p = ScrollPhysics.all.first(where: { key($0.name) == wanted }) else { return nil }
        self = p
    }

    public init(name: String, velocityEstimation: VelocityEstimation, fling: FlingCurve, edge: Edge,
                rubberBandCoefficient: Double, slop: Double, minimumFlingSpeed: Double,
                maximumFlingSpeed: Double, stopSpeed: Double, pageSpring: Spring = defaultPageSpring,
                usesFlutterTolerance: Bool = false, maximumOvershoot: Double? = nil, stretchesAtEdges: Bool = false) {
        self.pageSpring = pageSpring
        self.usesFlutterTolerance = usesFlutterTolerance
        self.maximumOvershoot = maximumOvershoot
        self.stretchesAtEdges = stretchesAtEdges
        self.storedName = Name(text: name)
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

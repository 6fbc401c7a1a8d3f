/// The curve a released fling follows: a profile's (``ScrollPhysics/fling``), and what a
/// ``GlideMotion`` ends on.
public enum FlingCurve: Hashable, Sendable {
    /// v(t) = v0·e^(k·t) (``Deceleration``): UIScrollView, Flutter's `FrictionSimulation`,
    /// GTK's kinetic scrolling. Retargeted by solving the decay.
    case decay(DecelerationRate)
    /// Android's `OverScroller` spline with this friction (``SplineFling``).
    case androidSpline(friction: Double)
    /// Flutter's `ClampingScrollSimulation` with this friction (``ClampingFling``).
    case flutterClamping(friction: Double)

    /// Where a free fling from `position` with `velocity` comes to rest (for the
    /// behaviour to choose a target from).
    package func naturalDestination(position: Double, velocity: Double) -> Double {
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

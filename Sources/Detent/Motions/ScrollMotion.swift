/// The motion a ``BallisticPlanner`` plans and a ``ScrollEngine`` runs: one of the built-in
/// motions, stored inline.
///
/// A plain value (no reference, no existential in any case): the engine copies it with a
/// `memcpy` and reads only the fields of the case it runs, where one reference in any case
/// made every copy and every evaluation go through the enum's value witness (a whole copy,
/// some 280 bytes, per `position(at:)`). A motion of your own runs beside it
/// (``ScrollEngine/run(_:cause:at:)``).
public enum ScrollMotion: Motion, Hashable {
    case deceleration(Deceleration)
    case spring(SpringMotion)
    case bounce(BounceMotion)
    /// Android's spline fling (``ScrollPhysics/android``).
    case spline(SplineFling)
    /// Flutter's clamping fling (``ScrollPhysics/flutterClamping``).
    case clamping(ClampingFling)
    /// A cruise at the fling velocity, then the profile's curve (``GlideMotion``).
    case glide(GlideMotion)
    /// A spring turning back, then a deceleration onto the target (``TurnBackMotion``).
    case turnBack(TurnBackMotion)

    @inline(__always)
    public func position(at t: Double) -> Double {
        switch self {
        case let .deceleration(m): return m.position(at: t)
        case let .spring(m): return m.position(at: t)
        case let .bounce(m): return m.position(at: t)
        case let .spline(m): return m.position(at: t)
        case let .clamping(m): return m.position(at: t)
        case let .glide(m): return m.position(at: t)
        case let .turnBack(m): return m.position(at: t)
        }
    }
    @inline(__always)
    public func velocity(at t: Double) -> Double {
        switch self {
        case let .deceleration(m): return m.velocity(at: t)
        case let .spring(m): return m.velocity(at: t)
        case let .bounce(m): return m.velocity(at: t)
        case let .spline(m): return m.velocity(at: t)
        case let .clamping(m): return m.velocity(at: t)
        case let .glide(m): return m.velocity(at: t)
        case let .turnBack(m): return m.velocity(at: t)
        }
    }
    @inline(__always)
    public var endTime: Double {
        switch self {
        case let .deceleration(m): return m.endTime
        case let .spring(m): return m.endTime
        case let .bounce(m): return m.endTime
        case let .spline(m): return m.endTime
        case let .clamping(m): return m.endTime
        case let .glide(m): return m.endTime
        case let .turnBack(m): return m.endTime
        }
    }
    @inline(__always)
    public var restPosition: Double {
        switch self {
        case let .deceleration(m): return m.restPosition
        case let .spring(m): return m.restPosition
        case let .bounce(m): return m.restPosition
        case let .spline(m): return m.restPosition
        case let .clamping(m): return m.restPosition
        case let .glide(m): return m.restPosition
        case let .turnBack(m): return m.restPosition
        }
    }
    public func nextTurn(after t: Double) -> Double? {
        switch self {
        case let .deceleration(m): return m.nextTurn(after: t)
        case let .spring(m): return m.nextTurn(after: t)
        case let .bounce(m): return m.nextTurn(after: t)
        case let .spline(m): return m.nextTurn(after: t)
        case let .clamping(m): return m.nextTurn(after: t)
        case let .glide(m): return m.nextTurn(after: t)
        case let .turnBack(m): return m.nextTurn(after: t)
        }
    }
    public func crossingTime(of x: Double, from lo: Double, to hi: Double, increasing: Bool) -> Double {
        switch self {
        case let .deceleration(m): return m.crossingTime(of: x, from: lo, to: hi, increasing: increasing)
        case let .spring(m): return m.crossingTime(of: x, from: lo, to: hi, increasing: increasing)
        case let .bounce(m): return m.crossingTime(of: x, from: lo, to: hi, increasing: increasing)
        case let .spline(m): return m.crossingTime(of: x, from: lo, to: hi, increasing: increasing)
        case let .clamping(m): return m.crossingTime(of: x, from: lo, to: hi, increasing: increasing)
        case let .glide(m): return m.crossingTime(of: x, from: lo, to: hi, increasing: increasing)
        case let .turnBack(m): return m.crossingTime(of: x, from: lo, to: hi, increasing: increasing)
        }
    }
}

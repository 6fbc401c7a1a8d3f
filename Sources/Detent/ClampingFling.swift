#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fling as Flutter's `ClampingScrollSimulation` (its Android feel): Android's distance in
/// a ballistic curve that finishes a little sooner.
///
/// With DR = ln 0.78 / ln 0.9, Android's distance D (``SplineFling/flingDistance(speed:friction:)``,
/// signed as v0) and duration T_a (``SplineFling/flingDuration(speed:friction:)``):
///
///     T = DR · 0.35 · T_a                 (so D = v0·T/DR)
///     x(t) = x0 + D·(1 − (1 − t/T)^DR)
///     v(t) = v0·(1 − t/T)^(DR − 1)
///
/// It ends at T. The deceleration depends only on the velocity,
/// a(v) = −sign(v)·a_ref·(|v|/v_ref)^((DR − 2)/(DR − 1)), so restarting it from any of its own
/// states continues the same trajectory. 1000 pt/s → 0.458231 s, 194.3136 pt; 3000 →
/// 1.028900 s, 1308.9210 pt; 8000 → 2.118362 s, 7186.3628 pt.
///
/// ``init(position:velocity:through:)`` retargets the same curve onto a chosen rest: distance
/// D′, duration D′·DR/v0, the same starting velocity. ``stopped(at:)`` ends it where it reaches
/// an edge (`ClampingScrollPhysics` clamps there and the ballistic activity ends).
public struct ClampingFling: Motion, Hashable {
    public let startPosition: Double
    public let startVelocity: Double
    /// The signed distance, D.
    public let distance: Double
    /// The duration of the whole curve, T, in seconds.
    public let duration: Double
    public let endTime: Double
    public let restPosition: Double

    private static let exponent = SplineFling.decelerationRate

    /// A free fling from `position` with `velocity`.
    public init(position: Double, velocity: Double, friction: Double = SplineFling.defaultFriction) {
        startPosition = position
        startVelocity = velocity
        guard velocity != 0, velocity.isFinite, friction > 0 else {
            distance = 0; duration = 0; endTime = 0; restPosition = position
            return
        }
        let t = ClampingFling.exponent * SplineFling.inflexion
            * SplineFling.flingDuration(speed: velocity, friction: friction)
        duration = t
        distance = velocity * t / ClampingFling.exponent
        endTime = t
        restPosition = position + distance
    }

    /// The curve from `position` with `velocity`, scaled to rest exactly on `target`; `nil`
    /// unless the target is ahead in the direction of the velocity.
    public init?(position: Double, velocity: Double, through target: Double) {
        let d = target - position
        guard velocity.isFinite, d.isFinite, velocity != 0, d != 0, (d > 0) == (velocity > 0) else { return nil }
        startPosition = position
        startVelocity = velocity
        distance = d
        duration = d * ClampingFling.exponent / velocity
        endTime = duration
        restPosition = target
    }

    private init(_ base: ClampingFling, endTime: Double, rest: Double) {
        startPosition = base.startPosition; startVelocity = base.startVelocity
        distance = base.distance; duration = base.duration
        self.endTime = endTime; restPosition = rest
    }

    /// The same fling ending where it reaches `edge` (unchanged if it never does).
    public func stopped(at edge: Double) -> ClampingFling {
        guard let t = time(toReach: edge), t < endTime else { return self }
        return ClampingFling(self, endTime: t, rest: edge)
    }

    public func position(at t: Double) -> Double {
        if t >= endTime { return restPosition }
        if t <= 0 { return startPosition }
        return startPosition + distance * -expm1(ClampingFling.exponent * log1p(-t / duration))
    }

    public func velocity(at t: Double) -> Double {
        if t >= endTime { return 0 }
        if t <= 0 { return startVelocity }
        return startVelocity * pow(1 - t / duration, ClampingFling.exponent - 1)
    }

    /// The time at which the fling reaches `x`: t = T·(1 − (1 − (x − x0)/D)^(1/DR)); `nil`
    /// when it never does.
    public func time(toReach x: Double) -> Double? {
        if x == startPosition { return 0 }
        guard distance != 0 else { return nil }
        let f = (x - startPosition) / distance
        guard f > 0, f <= 1 else { return nil }
        let t = duration * -expm1(log1p(-f) / ClampingFling.exponent)
        return t <= endTime ? t : nil
    }
}

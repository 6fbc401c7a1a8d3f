/// A fling as Flutter's `ClampingScrollSimulation` (its Android feel): Android's distance in
/// a ballistic curve that finishes a little sooner.
///
/// With DR = ln 0.78 / ln 0.9, Android's distance D (`flingDistance(speed:friction:)`,
/// signed as v0) and duration T_a (`flingDuration(speed:friction:)`):
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
/// `init(position:velocity:through:)` retargets the same curve onto a chosen rest: distance
/// D′, duration D′·DR/v0, the same starting velocity. `stopped(at:)` ends it where it reaches
/// an edge (`ClampingScrollPhysics` clamps there and the ballistic activity ends).
public struct ClampingFling: Hashable {
    package let shape: FlingShape

    private static let exponent = SplineFling.decelerationRate

    /// A free fling from `position` with `velocity`.
    package init(position: Double, velocity: Double, friction: Double = SplineFling.defaultFriction) {
        guard velocity != 0, velocity.isFinite, friction > 0 else {
            shape = FlingShape(restingAt: position)
            return
        }
        let t = ClampingFling.exponent * SplineFling.inflexion
            * SplineFling.flingDuration(speed: velocity, friction: friction)
        shape = FlingShape(position: position, velocity: velocity, distance: velocity * t / ClampingFling.exponent,
                           duration: t)
    }

    /// The curve from `position` with `velocity`, scaled to rest exactly on `target`; `nil`
    /// unless the target is ahead in the direction of the velocity.
    package init?(position: Double, velocity: Double, through target: Double) {
        guard let s = FlingShape(position: position, velocity: velocity, through: target,
                                 initialSlope: ClampingFling.exponent) else { return nil }
        shape = s
    }

    private init(shape: FlingShape) { self.shape = shape }

    /// The same fling ending where it reaches `edge` (unchanged if it never does).
    package func stopped(at edge: Double) -> ClampingFling {
        ClampingFling(shape: shape.stopped(at: edge, time: time(toReach: edge)))
    }


    // Out of line: a crossing search evaluates it in six places, each a copy otherwise.
    @inline(never)
    package func position(at t: Double) -> Double {
        if t >= endTime { return restPosition }
        if t <= 0 { return startPosition }
        return startPosition + distance * -Math.expm1(ClampingFling.exponent * Math.log1p(-t / duration))
    }

    package func velocity(at t: Double) -> Double {
        if t >= endTime { return 0 }
        if t <= 0 { return startVelocity }
        return startVelocity * Math.pow(1 - t / duration, ClampingFling.exponent - 1)
    }

    /// The time at which the fling reaches `x`: t = T·(1 − (1 − (x − x0)/D)^(1/DR)); `nil`
    /// when it never does.
    package func time(toReach x: Double) -> Double? {
        if x == startPosition { return 0 }
        guard let f = shape.fraction(at: x) else { return nil }
        let t = duration * -Math.expm1(Math.log1p(-f) / ClampingFling.exponent)
        return t <= endTime ? t : nil
    }
}

extension ClampingFling: StoppableFling, ShapedFling {}

extension ClampingFling: BuiltInMotion {
    var scrollMotion: ScrollMotion { .clamping(self) }
}

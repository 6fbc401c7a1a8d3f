/// Content moving away from its target turning back: a spring until its speed on the way
/// back peaks, then a deceleration through the target. What the planner runs when the snap
/// spring had to be slowed to keep under the release speed: a slowed spring alone would
/// creep onto the target for many times its response (its tail is e^(−ω·t) with a small ω).
///
/// With the spring s (from x0 with v0, onto the target) and tₚ the first time its
/// acceleration is zero after it turned back (the velocity of a spring is a spring motion
/// itself, so tₚ is exact from ``SpringMotion/nextTurn(after:)``), xₚ = s(tₚ), vₚ = s′(tₚ),
/// and d the deceleration from xₚ with vₚ through the target
/// (``Deceleration/init(position:velocity:through:endSpeed:)``):
///
///     x(t) = s(t)          t < tₚ
///     x(t) = d(t − tₚ)     t ≥ tₚ
///
/// The velocity is continuous at tₚ, and the speed falls from there: the motion is never
/// faster than max(|v0|, |vₚ|).
public struct TurnBackMotion: Motion, Hashable {
    /// The spring up to the speed's peak on the way back.
    public let spring: SpringMotion
    /// When the deceleration takes over (tₚ).
    public let switchTime: Double
    /// The deceleration from the peak onto the target.
    public let deceleration: Deceleration

    /// The turn-back of `spring`, braking at `endSpeed` (at most half the peak speed) onto its
    /// target; `nil` when the spring does not turn back, or rests before its speed peaks.
    public init?(spring: SpringMotion, endSpeed: Double = Deceleration.defaultEndSpeed) {
        let s = spring.spring
        let y0 = spring.startPosition - spring.target, v0 = spring.startVelocity
        guard v0 != 0 else { return nil }
        let a0 = -(s.stiffness * y0 + s.damping * v0) / s.mass
        let speed = SpringMotion(spring: s, from: v0, to: 0, velocity: a0,
                                 tolerance: MotionTolerance(distance: 1e-12 * abs(v0), velocity: 1e-12))
        guard let tp = speed.nextTurn(after: 0), tp < spring.endTime else { return nil }
        let xp = spring.position(at: tp), vp = spring.velocity(at: tp)
        guard let d = Deceleration(position: xp, velocity: vp, through: spring.target,
                                   endSpeed: Swift.min(endSpeed, abs(vp) / 2)) else { return nil }
        self.spring = spring
        switchTime = tp
        deceleration = d
    }

    public var endTime: Double { switchTime + deceleration.endTime }
    public var restPosition: Double { deceleration.restPosition }

    public func position(at t: Double) -> Double {
        if t >= endTime { return restPosition }
        return t < switchTime ? spring.position(at: t) : deceleration.position(at: t - switchTime)
    }

    public func velocity(at t: Double) -> Double {
        if t >= endTime { return 0 }
        return t < switchTime ? spring.velocity(at: t) : deceleration.velocity(at: t - switchTime)
    }

    /// The spring's turn (before the seam), then the seam.
    public func nextTurn(after t: Double) -> Double? {
        guard t < switchTime else { return nil }
        if let turn = spring.nextTurn(after: t), turn < switchTime { return turn }
        return switchTime
    }

    /// Newton's method on the whole motion (`newtonCrossing`): the same first time past `x`
    /// as bisection.
    public func crossingTime(of x: Double, from lo: Double, to hi: Double, increasing: Bool) -> Double {
        newtonCrossing(of: x, from: lo, to: hi, increasing: increasing) { t in (position(at: t), velocity(at: t)) }.time
    }
}

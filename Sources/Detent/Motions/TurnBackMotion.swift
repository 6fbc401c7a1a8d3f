/// Content moving away from its target turning back: braked until it turns, returned by a
/// spring, and, when that spring was slowed, braked by a deceleration from the peak of its
/// return speed onto the target (a slowed spring alone would creep onto the target for many
/// times its response: its tail is e^(−ω·t) with a small ω).
///
/// Two shapes, one type:
/// - one spring s (from x0 with v0, onto the target) through its turn until tₚ, the first
///   time its speed peaks after that (its acceleration is zero), then the deceleration
///   (``init(spring:endSpeed:)``);
/// - a brake b (a stiffer spring from x0 with v0) until its turn t₁ (v = 0), then the return
///   spring r from rest at b(t₁), until its speed peaks or to its end
///   (``init(brake:returning:decelerates:endSpeed:)``): what the planner runs when the
///   return spring would carry the content too far past an edge.
///
/// With d the deceleration from xₚ with vₚ through the target
/// (``Deceleration/init(position:velocity:through:endSpeed:)``), tₚ exact from
/// ``SpringMotion/speedPeakTime()``:
///
///     x(t) = b(t)              t < t₁        (no brake: t₁ = 0)
///     x(t) = r(t − t₁)         t₁ ≤ t < tₚ
///     x(t) = d(t − tₚ)         t ≥ tₚ        (no deceleration: tₚ = ∞)
///
/// The velocity is continuous at t₁ (0 on both sides) and at tₚ, and the speed falls from
/// tₚ on: the motion is never faster than max(|v0|, |vₚ|).
public struct TurnBackMotion: Motion, Hashable {
    /// The spring that brakes the content until it turns (``turnTime``), or `nil` when the
    /// return spring itself runs from the start.
    public let brake: SpringMotion?
    /// When the brake turns and the return spring takes over (0 without a brake).
    public let turnTime: Double
    /// The return spring, from ``turnTime`` on.
    public let spring: SpringMotion
    /// When the deceleration takes over (tₚ, in the motion's time; `.infinity` without one).
    public let switchTime: Double
    /// The deceleration from the peak onto the target, if the return spring was slowed.
    public let deceleration: Deceleration?

    /// The turn-back of `spring`, braking at `endSpeed` (at most half the peak speed) onto its
    /// target; `nil` when the spring's speed never peaks before it rests.
    public init?(spring: SpringMotion, endSpeed: Double = Deceleration.defaultEndSpeed) {
        guard let (tp, d) = TurnBackMotion.decelerationFromPeak(of: spring, endSpeed: endSpeed) else { return nil }
        brake = nil
        turnTime = 0
        self.spring = spring
        switchTime = tp
        deceleration = d
    }

    /// `brake` until its first turn, then `returning` from rest there onto the brake's
    /// target; from the peak of its speed a deceleration when `decelerates` (a slowed
    /// return). `nil` when the brake does not turn before it rests.
    public init?(brake: SpringMotion, returning: Spring, decelerates: Bool,
                 endSpeed: Double = Deceleration.defaultEndSpeed) {
        guard let t1 = brake.nextTurn(after: 0) else { return nil }
        let r = SpringMotion(spring: returning, from: brake.position(at: t1), to: brake.target, tolerance: brake.tolerance)
        self.brake = brake
        turnTime = t1
        spring = r
        if decelerates, let (tp, d) = TurnBackMotion.decelerationFromPeak(of: r, endSpeed: endSpeed) {
            switchTime = t1 + tp
            deceleration = d
        } else {
            switchTime = .infinity
            deceleration = nil
        }
    }

    /// The time `spring`'s speed peaks and the deceleration from there through its target.
    private static func decelerationFromPeak(of spring: SpringMotion, endSpeed: Double) -> (Double, Deceleration)? {
        guard let tp = spring.speedPeakTime() else { return nil }
        let xp = spring.position(at: tp), vp = spring.velocity(at: tp)
        guard let d = Deceleration(position: xp, velocity: vp, through: spring.target,
                                   endSpeed: Swift.min(endSpeed, abs(vp) / 2)) else { return nil }
        return (tp, d)
    }

    public var endTime: Double { deceleration.map { switchTime + $0.endTime } ?? turnTime + spring.endTime }
    public var restPosition: Double { deceleration?.restPosition ?? spring.restPosition }

    public func position(at t: Double) -> Double {
        if t >= endTime { return restPosition }
        if t < turnTime, let brake { return brake.position(at: t) }
        if t >= switchTime, let deceleration { return deceleration.position(at: t - switchTime) }
        return spring.position(at: t - turnTime)
    }

    public func velocity(at t: Double) -> Double {
        if t >= endTime { return 0 }
        if t < turnTime, let brake { return brake.velocity(at: t) }
        if t >= switchTime, let deceleration { return deceleration.velocity(at: t - switchTime) }
        return spring.velocity(at: t - turnTime)
    }

    /// The brake's turn, then the return spring's turns before the seam, then the seam.
    public func nextTurn(after t: Double) -> Double? {
        if t < turnTime { return turnTime }
        guard t < switchTime else { return nil }
        // t − turnTime may round below a turn already passed: step to the first one after t.
        var after = t - turnTime
        while let s = spring.nextTurn(after: after) {
            if turnTime + s >= switchTime { break }
            if turnTime + s > t { return turnTime + s }
            after = s
        }
        return switchTime < endTime ? switchTime : nil
    }
}

extension TurnBackMotion: BuiltInMotion {
    var scrollMotion: ScrollMotion { .turnBack(self) }
}

/// Content moving away from its target turning back: braked until it turns, returned by a
/// spring, and, when that spring was slowed, braked by a deceleration from the peak of its
/// return speed onto the target (a slowed spring alone would creep onto the target for many
/// times its response: its tail is e^(−ω·t) with a small ω).
///
/// Two shapes, one type:
/// - one spring s (from x0 with v0, onto the target) through its turn until tₚ, the first
///   time its speed peaks after that (its acceleration is zero), then the deceleration
///   (`init(_:of:endSpeed:)`);
/// - a brake b (a stiffer spring from x0 with v0) until its turn t₁ (v = 0), then the return
///   spring r from rest at b(t₁), until its speed peaks or to its end
///   (`init(brake:returning:decelerates:tolerance:endSpeed:)`): what the planner runs when the
///   return spring would carry the content too far past an edge.
///
/// With d the deceleration from xₚ with vₚ through the target
/// (`init(position:velocity:through:endSpeed:)`), tₚ exact from
/// `speedPeakTime()`:
///
///     x(t) = b(t)              t < t₁        (no brake: t₁ = 0)
///     x(t) = r(t − t₁)         t₁ ≤ t < tₚ
///     x(t) = d(t − tₚ)         t ≥ tₚ        (no deceleration: tₚ = ∞)
///
/// The velocity is continuous at t₁ (0 on both sides) and at tₚ, and the speed falls from
/// tₚ on: the motion is never faster than max(|v0|, |vₚ|).
public struct TurnBackMotion: Hashable {
    /// Where the first spring starts (the brake's, or the return spring's without a brake).
    private let from: Double
    /// Its velocity there.
    private let startVelocity: Double
    /// Where the return spring and the deceleration rest.
    private let target: Double
    /// The brake's ω0 and ζ (unused without a brake).
    private let brakeShape: SpringShape
    /// The return spring's ω0 and ζ.
    private let returnShape: SpringShape
    /// Where the return spring starts from rest, after a brake (unused without one).
    private let returnFrom: Double
    /// When the return spring ends, in its own time.
    private let returnEnd: Double
    /// When the brake turns and the return spring takes over (0 without a brake).
    package let turnTime: Double
    /// When the return spring's speed peaks, in its own time (`.infinity` without a deceleration).
    private let peakTime: Double
    /// The deceleration's decay and its end, in its own time.
    private let decay: Double, decelerationEnd: Double

    // The pieces are kept as the numbers they are made from and made again where they run
    // (a few operations, no search): three whole pieces would make a turn-back too large for
    // a ``ScrollMotion`` to be opened without a copy. The brake is only shown before its
    // turn, so it is made without its end.

    /// The spring that brakes the content until it turns (``turnTime``), or `nil` when the
    /// return spring itself runs from the start.
    package var brake: SpringMotion? {
        turnTime > 0 ? SpringMotion(brakeShape, from: from, to: target, velocity: startVelocity, endTime: .infinity) : nil
    }

    /// The return spring, from ``turnTime`` on.
    package var spring: SpringMotion {
        // One spring made, from the chosen start (one copy of the spring's form, not one a branch).
        let braked = turnTime > 0
        return SpringMotion(returnShape, from: braked ? returnFrom : from, to: target, velocity: braked ? 0 : startVelocity,
                            endTime: returnEnd)
    }

    /// When the deceleration takes over (tₚ, in the motion's time; `.infinity` without one).
    package var switchTime: Double { turnTime + peakTime }

    /// The deceleration from the peak onto the target, if the return spring was slowed.
    package var deceleration: Deceleration? { peakTime.isFinite ? deceleration(after: spring) : nil }

    /// The deceleration from `spring`'s speed peak (this motion's return spring).
    @inline(__always)
    private func deceleration(after spring: SpringMotion) -> Deceleration {
        Deceleration(startPosition: spring.position(at: peakTime), startVelocity: spring.velocity(at: peakTime),
                     decay: decay, endTime: decelerationEnd, restPosition: target)
    }

    /// The turn-back of `spring` (a motion made with `s`), braking at `endSpeed` (at most half
    /// the peak speed) onto its target; `nil` when the spring's speed never peaks before it rests.
    package init?(_ spring: SpringMotion, of s: Spring, endSpeed: Double = Deceleration.defaultEndSpeed) {
        guard let peak = TurnBackMotion.decelerationFromPeak(of: spring, s, endSpeed: endSpeed) else { return nil }
        self.init(first: spring, returning: spring, turnTime: 0, peak: peak)
    }

    /// `brake` until its first turn, then `returning` from rest there onto the brake's
    /// target (settled within `tolerance`); from the peak of its speed a deceleration when
    /// `decelerates` (a slowed return). `nil` when the brake does not turn before it rests.
    package init?(brake: SpringMotion, returning: Spring, decelerates: Bool, tolerance: MotionTolerance = .standard,
                 endSpeed: Double = Deceleration.defaultEndSpeed) {
        guard let t1 = brake.nextTurn(after: 0) else { return nil }
        let r = SpringMotion(spring: returning, from: brake.position(at: t1), to: brake.target, tolerance: tolerance)
        let peak = decelerates ? TurnBackMotion.decelerationFromPeak(of: r, returning, endSpeed: endSpeed) : nil
        self.init(first: brake, returning: r, turnTime: t1, peak: peak)
    }

    /// `first` (the brake, or the return spring itself when `turnTime` is 0) until
    /// `turnTime`, then `returning`, then from `peak` (its time in `returning`'s own time and
    /// the deceleration from there) the deceleration; no deceleration without a peak.
    private init(first: SpringMotion, returning r: SpringMotion, turnTime: Double, peak: (Double, Deceleration)?) {
        from = first.startPosition
        startVelocity = first.startVelocity
        target = first.target
        brakeShape = first.shape
        returnShape = r.shape
        returnFrom = r.startPosition
        returnEnd = r.endTime
        self.turnTime = turnTime
        peakTime = peak?.0 ?? .infinity
        decay = peak?.1.decay ?? 0
        decelerationEnd = peak?.1.endTime ?? 0
    }

    /// The time `spring`'s speed peaks (a motion made with `s`) and the deceleration from there
    /// through its target.
    private static func decelerationFromPeak(of spring: SpringMotion, _ s: Spring,
                                             endSpeed: Double) -> (Double, Deceleration)? {
        guard let tp = spring.speedPeakTime(s) else { return nil }
        let xp = spring.position(at: tp), vp = spring.velocity(at: tp)
        guard let d = Deceleration(position: xp, velocity: vp, through: spring.target,
                                   endSpeed: Swift.min(endSpeed, abs(vp) / 2)) else { return nil }
        return (tp, d)
    }

    package var endTime: Double { peakTime.isFinite ? switchTime + decelerationEnd : turnTime + returnEnd }
    package var restPosition: Double { target }

    package func position(at t: Double) -> Double {
        if t >= endTime { return restPosition }
        if t < turnTime, let brake { return brake.position(at: t) }
        let spring = self.spring
        if t >= switchTime { return deceleration(after: spring).position(at: t - switchTime) }
        return spring.position(at: t - turnTime)
    }

    package func velocity(at t: Double) -> Double {
        if t >= endTime { return 0 }
        if t < turnTime, let brake { return brake.velocity(at: t) }
        let spring = self.spring
        if t >= switchTime { return deceleration(after: spring).velocity(at: t - switchTime) }
        return spring.velocity(at: t - turnTime)
    }

    /// The brake's turn, then the return spring's turns before the seam, then the seam.
    package func nextTurn(after t: Double) -> Double? {
        if t < turnTime { return turnTime }
        guard t < switchTime else { return nil }
        // t − turnTime may round below a turn already passed: step to the first one after t.
        var after = t - turnTime
        let spring = self.spring
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

/// Android 12's overscroll stretch (`EdgeEffect` of `TYPE_STRETCH`, AOSP
/// `core/java/android/widget/EdgeEffect.java`) in closed form: how far the content is stretched at
/// an edge, as a fraction of the container's extent along the axis, at any time.
///
/// Android keeps `mDistance` (that fraction, 0 … 1) and `mVelocity` (px/s) and steps them each
/// frame (`updateSpring`). Detent computes the whole recession when it starts, so the stretch at
/// a time depends only on the inputs before it, never on how often frames ask (points are
/// Android's pixels at density 1; x = distance × `extent`):
///
/// - **Held** (`onPullDistance`, a finger past the edge or on a receding stretch): x is constant
///   and the velocity 0.
/// - **Receding** (`onRelease` from rest, `onAbsorb` with 13 × the speed, `absorbVelocityAdjustment`):
///   the spring of `naturalFrequency` ω = 24.657 /s and `dampingRatio` ζ = 0.98 toward 0:
///
///       x(τ) = e^(−ζωτ)·(x0·cos ω_d τ + (ζω·x0 + v0)/ω_d · sin ω_d τ),   ω_d = ω·√(1 − ζ²)
///
///   Three things end or cut it, each found once, in closed form or by a bracketed search on
///   the closed form (the same bits whoever asks):
///   1. `mDistance` is capped at 1 (`if (mDistance > 1f)`): where x rises through the extent,
///      the spring restarts from rest there.
///   2. The linear take-over (`LINEAR_VELOCITY_TAKE_OVER` 200 px/s, `LINEAR_DISTANCE_TAKE_OVER`
///      8 px): from the first moment x < 8 pt while coming back no faster than 200 pt/s, x falls
///      at 200 pt/s to 0, where the stretch ends.
///   3. `isAtEquilibrium`: x below 0 (a spring that reaches 0 faster than 200 pt/s) or
///      |v| < 0.01 pt/s with x < 0.001 pt (`velocityThreshold`, `valueThreshold`) ends it.
///
/// Android takes each of these at the first frame after the moment; the closed form takes
/// the moment itself (the limit of its frames), so a frame of Android's lags by at most one
/// frame interval.
///
/// The content is drawn scaled along the axis by ``scale(at:)`` = 1 + `dampStretchVector`(distance)
/// (`scale(forDistance:)`: at most 1.032), about the container's side at the stretched
/// ``edge``: hwui's `StretchEffect::makeLinearStretch` scales by 1 + |stretch| about 0 for a
/// positive stretch (the top or left `EdgeEffect`) and about the far side for a negative one
/// (the bottom or right, drawn rotated); its shader distorts the same amount non-uniformly.
public struct EdgeStretch: Hashable, Sendable {
    /// Which end of the bounds is stretched, and so the container's side the content is
    /// scaled about.
    public enum Edge: Hashable, Sendable {
        /// The lower bound: the content is stretched away from the container's leading (left
        /// or top) side, which stays in place.
        case leading
        /// The upper bound: anchored at the container's trailing (right or bottom) side.
        case trailing
    }

    /// `NATURAL_FREQUENCY` of the stretch spring, per second.
    package static let naturalFrequency = 24.657
    /// `DAMPING_RATIO` of the stretch spring (under-damped).
    package static let dampingRatio = 0.98
    /// `ON_ABSORB_VELOCITY_ADJUSTMENT`: `onAbsorb` starts the spring at 13 × the impact speed.
    package static let absorbVelocityAdjustment = 13.0
    /// `LINEAR_STRETCH_INTENSITY` (0.016f, as Android's `Float`).
    package static let linearIntensity = Double(Float(0.016))
    /// `EXP_STRETCH_INTENSITY` (0.016f).
    package static let exponentialIntensity = Double(Float(0.016))
    /// `SCROLL_DIST_AFFECTED_BY_EXP_STRETCH` (0.33f).
    package static let exponentialDistance = Double(Float(0.33))
    /// `VELOCITY_THRESHOLD`, pt/s, and `VALUE_THRESHOLD`, pt: slower and nearer ends it.
    package static let velocityThreshold = 0.01
    package static let valueThreshold = 0.001
    /// `LINEAR_VELOCITY_TAKE_OVER`, pt/s, and `LINEAR_DISTANCE_TAKE_OVER`, pt.
    package static let linearTakeOverSpeed = 200.0
    package static let linearTakeOverDistance = 8.0

    /// The stretched end.
    public let edge: Edge
    /// The container's extent along the axis, in points (`mHeight`): distance 1 is this far.
    package let extent: Double
    /// Whether a pointer holds it (pulled past the edge, or a receding stretch caught).
    package let isHeld: Bool
    // The spring piece: from `x0` (points) with `v0` (pt/s) at `start`.
    private let start: Double, x0: Double, v0: Double
    // When x reached the extent: from then on the spring from rest there (∞ when never).
    private let clamp: Double
    // When the linear take-over starts and from where (`end` when it never does).
    private let linearStart: Double, linearFrom: Double
    // When it reaches 0 (∞ while held, −∞ for none).
    private let end: Double

    /// No stretch.
    package static let none = EdgeStretch(edge: .trailing, extent: 0, isHeld: false, start: 0, x0: 0, v0: 0,
                                         clamp: .infinity, linearStart: -.infinity, linearFrom: 0, end: -.infinity)

    private init(edge: Edge, extent: Double, isHeld: Bool, start: Double, x0: Double, v0: Double, clamp: Double,
                 linearStart: Double, linearFrom: Double, end: Double) {
        self.edge = edge; self.extent = extent; self.isHeld = isHeld
        self.start = start; self.x0 = x0; self.v0 = v0; self.clamp = clamp
        self.linearStart = linearStart; self.linearFrom = linearFrom; self.end = end
    }

    /// A stretch held at `distance` (0 … 1 of `extent`; `onPull`'s `mDistance`, capped at 1).
    /// ``none`` for a distance of 0 or less (`onPull` goes idle there) or an extent that is not
    /// positive and finite.
    package init(held distance: Double, edge: Edge, extent: Double) {
        guard extent > 0, extent.isFinite, distance > 0 else { self = .none; return }
        let x = Swift.min(1, distance) * extent
        self.init(edge: edge, extent: extent, isHeld: true, start: 0, x0: x, v0: 0, clamp: .infinity,
                  linearStart: .infinity, linearFrom: x, end: .infinity)
    }

    /// A stretch receding from `distance` (0 … 1) with `velocity` (pt/s, positive stretching
    /// further) at `time`: `updateSpring`'s spring with its cap, take-over and ends, found now.
    package init(receding distance: Double, velocity: Double, edge: Edge, extent: Double, at time: Double) {
        guard extent > 0, extent.isFinite, time.isFinite, distance.isFinite, velocity.isFinite else { self = .none; return }
        let h = extent, x = Swift.max(0, Swift.min(1, distance)) * h
        // Android's impact speed is a Java int: the cast saturates (and keeps the sums finite).
        let v = Swift.max(-2147483647 * Self.absorbVelocityAdjustment, Swift.min(2147483647 * Self.absorbVelocityAdjustment, velocity))
        // 1. The cap at distance 1: where x rises through the extent, the spring restarts from
        // rest there (at once when it is there already).
        var first = (x: x, v: v), clamp = Double.infinity
        if v > 0 && x >= h {
            first = (h, 0)
        } else if v > 0 {
            let peak = Self.peak(x, v)
            if Self.spring(x, v, peak).x > h { clamp = time + Self.crossing(of: h, from: 0, to: peak, rising: true, x, v) }
        }
        let (s, px, pv) = clamp.isFinite ? (clamp, h, 0.0) : (time, first.x, first.v)
        // 2. and 3. on the way back, from the peak (or the start, already coming back) to 0.
        let from = pv > 0 ? Self.peak(px, pv) : 0
        let top = Self.spring(px, pv, from)
        var linear = Double.infinity, linearFrom = 0.0, zero = Self.zero(px, pv)
        if top.x < Self.valueThreshold && abs(top.v) < Self.velocityThreshold {
            zero = from   // at equilibrium already
        } else if zero > from {
            let d = Self.linearTakeOverDistance, speed = Self.linearTakeOverSpeed
            let near = top.x <= d ? from : Self.crossing(of: d, from: from, to: zero, rising: false, px, pv)
            if abs(Self.spring(px, pv, near).v) <= speed {
                linear = near
            } else if abs(Self.spring(px, pv, zero).v) <= speed {
                // |v| peaks once on the way back, then falls: where it falls to 200 pt/s.
                let fastest = Self.fastest(px, pv, from: from, to: zero)
                linear = Self.crossing(of: -speed, from: Swift.max(near, fastest), to: zero, rising: true, px, pv,
                                       velocity: true)
            }
            if linear.isFinite { linearFrom = Swift.max(0, Self.spring(px, pv, linear).x) }
        }
        self.init(edge: edge, extent: h, isHeld: false, start: time, x0: first.x, v0: first.v, clamp: clamp,
                  linearStart: linear.isFinite ? s + linear : .infinity, linearFrom: linearFrom,
                  end: linear.isFinite ? s + linear + linearFrom / Self.linearTakeOverSpeed : s + zero)
    }

    // MARK: Reading

    /// The distance at `t`, 0 … 1 of `extent`.
    package func distance(at t: Double) -> Double { position(at: t) / (extent > 0 ? extent : 1) }

    /// How fast the stretch grows at `t`, in points per second (negative receding; 0 held).
    package func velocity(at t: Double) -> Double {
        if isHeld || t >= end || t < start { return 0 }
        if t >= linearStart { return -Self.linearTakeOverSpeed }
        if t >= clamp { return Self.spring(extent, 0, t - clamp).v }
        return Self.spring(x0, v0, t - start).v
    }

    /// The scale of the content along the axis at `t` (1 without a stretch).
    public func scale(at t: Double) -> Double { Self.scale(forDistance: distance(at: t)) }

    /// Whether it recedes at `t` (not held, not yet at 0): a host draws frames until ``endTime``.
    package func isAnimating(at t: Double) -> Bool { !isHeld && t < end }

    /// When it reaches 0 and ends; `nil` while held and for ``none``.
    package var endTime: Double? { end.isFinite ? end : nil }

    /// 1 + `dampStretchVector(distance)`: 0.016·d + 0.016·(1 − e^(−d·e/0.33)) for d in 0 … 1.
    package static func scale(forDistance d: Double) -> Double {
        let o = Swift.max(0, Swift.min(1, d))
        return 1 + linearIntensity * o + exponentialIntensity * -Math.expm1(-o * Math.e / exponentialDistance)
    }

    /// The stretch in points at `t`.
    private func position(at t: Double) -> Double {
        if isHeld { return x0 }
        if t >= end { return 0 }
        if t >= linearStart { return Swift.max(0, linearFrom - Self.linearTakeOverSpeed * (t - linearStart)) }
        if t >= clamp { return Swift.max(0, Self.spring(extent, 0, t - clamp).x) }
        return t <= start ? x0 : Swift.max(0, Self.spring(x0, v0, t - start).x)
    }

    // MARK: Changes (what `EdgeEffect`'s callers do)

    /// `onAbsorb(speed)` at `t`: the spring from the distance shown then, at 13 × `speed`
    /// (positive: into the edge, stretching further).
    package func absorbing(_ speed: Double, at t: Double) -> EdgeStretch {
        EdgeStretch(receding: distance(at: t), velocity: speed * Self.absorbVelocityAdjustment, edge: edge, extent: extent, at: t)
    }

    /// `onRelease` at `t`: a held stretch recedes from rest (a receding one goes on).
    package func released(at t: Double) -> EdgeStretch {
        isHeld ? EdgeStretch(receding: distance(at: t), velocity: 0, edge: edge, extent: extent, at: t) : self
    }

    /// `onPullDistance(0)` at `t` (a finger down on it): held where it is.
    package func caught(at t: Double) -> EdgeStretch { EdgeStretch(held: distance(at: t), edge: edge, extent: extent) }

    // MARK: The spring

    private static let decay = dampingRatio * naturalFrequency
    /// ω·√(1 − ζ²), written out (the same bits; AndroidStretchTests checks them): a constant
    /// rather than a global computed on first use and checked at each of its eight uses.
    static let damped = 4.906681047347591

    /// The spring from `x` with `v` after `tau`: position, velocity and acceleration. (Out of
    /// line: a receding stretch is planned with up to eight evaluations, each a copy otherwise.)
    @inline(never)
    private static func spring(_ x: Double, _ v: Double, _ tau: Double) -> (x: Double, v: Double, a: Double) {
        let b = (decay * x + v) / damped, e = Math.exp(-decay * tau)
        let c = Math.cos(damped * tau), s = Math.sin(damped * tau)
        let p = e * (x * c + b * s)
        let vel = e * (v * c - (damped * x + decay * b) * s)
        return (p, vel, -2 * decay * vel - naturalFrequency * naturalFrequency * p)
    }

    /// The first time the velocity is 0 (the peak) for a spring leaving 0 … with `v` > 0.
    private static func peak(_ x: Double, _ v: Double) -> Double {
        // v(τ) ∝ v·cos ω_d τ − D·sin ω_d τ, D = (ω²x + ζωv)/ω_d > 0.
        Math.atan2(v * damped, naturalFrequency * naturalFrequency * x + decay * v) / damped
    }

    /// The first time from 0 at which x reaches 0 (x ∝ cos(ω_d τ − φ), φ = atan2(b, x)).
    private static func zero(_ x: Double, _ v: Double) -> Double {
        Swift.max(0, (Math.atan2((decay * x + v) / damped, x) + Double.pi / 2) / damped)
    }

    /// Where |v| is largest between the peak `lo` and the zero `hi`: where the acceleration
    /// turns positive (once in less than half a damped period), bisected.
    private static func fastest(_ x: Double, _ v: Double, from lo: Double, to hi: Double) -> Double {
        if spring(x, v, lo).a >= 0 { return lo }
        var a = lo, b = hi
        while true {
            let mid = (a + b) / 2
            if mid <= a || mid >= b { return b }
            if spring(x, v, mid).a >= 0 { b = mid } else { a = mid }
        }
    }

    /// The first time in `lo...hi` at which the spring's position (its velocity, with
    /// `velocity`) is past `level`: above it `rising`, at or below it otherwise. Newton's steps
    /// kept in the bracket (`newtonCrossing`).
    @inline(never)   // three calls, each a whole Newton search inlined otherwise
    private static func crossing(of level: Double, from lo: Double, to hi: Double, rising: Bool, _ x: Double,
                                 _ v: Double, velocity: Bool = false) -> Double {
        newtonCrossing(of: level, from: lo, to: hi, increasing: rising) { tau in
            let s = spring(x, v, tau)
            return velocity ? (s.v, s.a) : (s.x, s.v)
        }.time
    }
}

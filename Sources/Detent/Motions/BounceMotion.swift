/// A deceleration into an edge, then a spring that carries the velocity it has there past
/// the edge and settles back on it: the bounce at the end of a fling.
///
///     x(t) = deceleration(t)                 t < tₑ
///     x(t) = spring(t − tₑ)  (from the edge)  t ≥ tₑ
///
/// tₑ is when the deceleration reaches the edge with speed vₑ. The spring starts at the
/// edge with the speed above `stopSpeed` (vₑ − stopSpeed: the same speed a retargeted
/// deceleration drops when it stops on the edge, so a fling that barely reaches the edge
/// and one that stops on it end alike), at most `maximumSpeed` (a profile's cap on the
/// velocity carried past the edge, as Flutter's 5000 pt/s). The overshoot is bounded: a spring from the edge
/// with speed v overshoots v·u (u from the spring's closed form: 1/(ω·e) when critically
/// damped); when that would exceed `maximumOvershoot`, the spring is made stiffer by
/// f² (response × f, same damping ratio, f = maximumOvershoot / (v·u)), so the overshoot
/// is exactly the maximum, the velocity stays continuous and the return is quicker.
public struct BounceMotion: Motion, Hashable {
    /// The deceleration that reaches the edge.
    public let deceleration: Deceleration
    /// The spring from the edge back onto it.
    public let spring: SpringMotion
    /// When the deceleration reaches the edge and the spring takes over.
    public let switchTime: Double

    /// A bounce: `deceleration` until it reaches `edge`, then `spring` from the edge onto it,
    /// or `nil` when the deceleration reaches the edge no faster than `stopSpeed` (it
    /// should be retargeted onto the edge instead).
    public init?(deceleration: Deceleration, edge: Double, spring: Spring, stopSpeed: Double = 0,
                 maximumSpeed: Double = .infinity, maximumOvershoot: Double = .infinity,
                 tolerance: MotionTolerance = .standard) {
        guard let te = deceleration.time(toReach: edge), te < deceleration.endTime else { return nil }
        let ve = deceleration.velocity(at: te)
        guard abs(ve) > stopSpeed else { return nil }
        let above = ve > 0 ? ve - stopSpeed : ve + stopSpeed
        let carried = Swift.max(-maximumSpeed, Swift.min(maximumSpeed, above))
        let perSpeed = BounceMotion.overshootPerSpeed(spring)
        var s = spring
        if abs(carried) * perSpeed > maximumOvershoot {
            let f = maximumOvershoot / (abs(carried) * perSpeed)
            // A bound a spring cannot keep within finite, sane constants (a container of
            // 0 or 1e-300 pt): no bounce; the planner stops the fling on the edge instead.
            guard f >= BounceMotion.minimumStiffening else { return nil }
            s = spring.scaledResponse(by: f)
        }
        self.deceleration = deceleration
        self.spring = SpringMotion(spring: s, from: edge, to: edge, velocity: carried, tolerance: tolerance)
        switchTime = te
    }

    /// The smallest response factor a bounce spring is stiffened by (its stiffness grows by at
    /// most 1/f² = 10⁶): below it the overshoot bound cannot be kept and there is no bounce.
    public static let minimumStiffening = 1e-3

    /// How far `spring` overshoots per point per second it starts with from its rest: the
    /// position at its first turn (exact, from the closed form; linear in the speed).
    public static func overshootPerSpeed(_ spring: Spring) -> Double {
        let probe = SpringMotion(spring: spring, from: 0, to: 0, velocity: 1e6)
        guard let turn = probe.nextTurn(after: 0) else { return 0 }
        return abs(probe.unclampedPosition(at: turn)) / 1e6
    }

    public var endTime: Double { switchTime + spring.endTime }
    public var restPosition: Double { spring.restPosition }

    // From endTime on exactly the rest: (switchTime + spring.endTime) − switchTime may round
    // below the spring's own end.
    public func position(at t: Double) -> Double {
        if t >= endTime { return restPosition }
        return t >= switchTime ? spring.position(at: t - switchTime) : deceleration.position(at: t)
    }
    public func velocity(at t: Double) -> Double {
        if t >= endTime { return 0 }
        return t >= switchTime ? spring.velocity(at: t - switchTime) : deceleration.velocity(at: t)
    }

    /// The seam is a piece boundary; after it, the spring's turns.
    public func nextTurn(after t: Double) -> Double? {
        if t < switchTime { return switchTime }
        // t − switchTime may round below a turn already passed: step to the first one after t.
        var after = t - switchTime
        while let s = spring.nextTurn(after: after) {
            if switchTime + s > t { return switchTime + s }
            after = s
        }
        return nil
    }

    /// ``position(at:)`` and ``velocity(at:)`` at once (one evaluation of the spring).
    @inline(__always)
    func positionAndVelocity(at t: Double) -> MotionState {
        if t >= endTime { return (restPosition, 0) }
        return t >= switchTime ? spring.positionAndVelocity(at: t - switchTime)
                               : (deceleration.position(at: t), deceleration.velocity(at: t))
    }

    /// In the deceleration, from its closed-form inverse; in the spring, by Halley's steps on
    /// the absolute time (the seam is a piece boundary: a piece lies in one or the other).
    public func crossing(of x: Double, increasing: Bool, startedAt start: Double, after lo: Double,
                         through hi: Double, known: MotionState?) -> (time: Double, state: MotionState?) {
        guard (lo + hi) / 2 - start > switchTime else {
            let guess = deceleration.crossingTime(of: x, from: Swift.max(0, lo - start),
                                                  to: Swift.min(switchTime, hi - start), increasing: increasing)
            return crossing(near: guess, of: x, increasing: increasing, startedAt: start, after: lo, through: hi)
        }
        let found = newtonCrossing(of: x, from: lo, to: hi, increasing: increasing, known: known,
                                   acceleration: spring.acceleration) { positionAndVelocity(at: $0 - start) }
        return (found.time, found.state)
    }
}

extension BounceMotion: BuiltInMotion {
    var scrollMotion: ScrollMotion { .bounce(self) }
}

/// A deceleration into an edge, then a spring that carries the velocity it has there past
/// the edge and settles back on it: the bounce at the end of a fling.
///
///     x(t) = deceleration(t)                 t < tₑ
///     x(t) = spring(t − tₑ)  (from the edge)  t ≥ tₑ
///
/// tₑ is when the deceleration reaches the edge; the spring starts at the edge with
/// velocity `carried` (at most the deceleration's velocity there), so the position is
/// continuous and the speed never rises at the seam.
public struct BounceMotion: Motion, Hashable {
    /// The deceleration that reaches the edge.
    public let deceleration: Deceleration
    /// The spring from the edge back onto it.
    public let spring: SpringMotion
    /// When the deceleration reaches the edge and the spring takes over.
    public let switchTime: Double

    /// A bounce: `deceleration` until it reaches `edge`, then `spring` from the edge onto it
    /// with the velocity there, or `nil` when the deceleration stops before the edge.
    /// `maximumSpeed` caps the velocity carried past the edge (the overshoot grows with it).
    public init?(deceleration: Deceleration, edge: Double, spring: Spring,
                 maximumSpeed: Double = .infinity, tolerance: MotionTolerance = .standard) {
        guard let te = deceleration.time(toReach: edge), te < deceleration.endTime else { return nil }
        let v = deceleration.velocity(at: te)
        let carried = Swift.max(-maximumSpeed, Swift.min(maximumSpeed, v))
        self.deceleration = deceleration
        self.spring = SpringMotion(spring: spring, from: edge, to: edge, velocity: carried, tolerance: tolerance)
        switchTime = te
    }

    public var endTime: Double { switchTime + spring.endTime }
    public var restPosition: Double { spring.restPosition }

    public func position(at t: Double) -> Double {
        t >= switchTime ? spring.position(at: t - switchTime) : deceleration.position(at: t)
    }
    public func velocity(at t: Double) -> Double {
        t >= switchTime ? spring.velocity(at: t - switchTime) : deceleration.velocity(at: t)
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

    public func crossingTime(of x: Double, from lo: Double, to hi: Double, increasing: Bool) -> Double {
        if hi <= switchTime { return deceleration.crossingTime(of: x, from: lo, to: hi, increasing: increasing) }
        return switchTime + spring.crossingTime(of: x, from: lo - switchTime, to: hi - switchTime, increasing: increasing)
    }
}

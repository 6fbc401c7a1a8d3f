/// A deceleration into an edge, then a spring that carries the velocity it has there past
/// the edge and settles back on it: the bounce at the end of a fling.
///
///     x(t) = deceleration(t)                      t < tₑ
///     x(t) = spring(t − tₑ)  (from the edge)       tₑ ≤ t < tₑ + t꜀
///     x(t) = back(t − tₑ − t꜀) (from rest at L)    t ≥ tₑ + t꜀
///
/// tₑ is when the deceleration reaches the edge with speed vₑ; what the spring carries from
/// there is the profile's (``ScrollPhysics/Edge``). A bounce with a `limit` (GTK's clamp of
/// its overshoot, half its `MAX_OVERSHOOT_DISTANCE`) stops where the spring gets `limit`
/// past the edge, at t꜀, and springs back from rest there, as `gtk_kinetic_scrolling_tick`
/// restarts its overshoot with velocity 0; without one, `back` is `nil` and t꜀ infinite.
public struct BounceMotion: Hashable {
    /// The deceleration that reaches the edge.
    package let deceleration: Deceleration
    /// When the deceleration reaches the edge and the spring takes over.
    package let switchTime: Double
    /// When the spring reaches the limit and stops there (infinite without one).
    package let clampTime: Double
    /// The edge the spring starts from and settles on.
    private let edge: Double
    /// The velocity the spring carries past the edge.
    private let carried: Double
    /// The spring's ω0 and ζ (stiffened when the overshoot bound needs it), shared by the
    /// spring back from the limit.
    private let shape: SpringShape
    /// When the spring ends, in its own time.
    private let springEnd: Double
    /// When the spring back from the limit ends, in its own time (unused without a limit).
    private let backEnd: Double
    /// Where the limit stops the spring (unused without a limit).
    private let wall: Double

    // The springs are kept as the numbers they are made from, and made again where they
    // run (a few operations, no settling-time search): two whole springs would make a
    // bounce too large for a ``ScrollMotion`` to be opened without a copy.

    /// The spring from the edge back onto it, from ``switchTime`` on. (Inlined: a frame that
    /// reads the position makes it for the one evaluation, which uses only its form.)
    package var spring: SpringMotion {
        @inline(__always) get {
        SpringMotion(shape, from: edge, to: edge, velocity: carried, endTime: springEnd)
        }
    }

    /// The spring back from rest at the limit (`nil` when the limit is never reached), from
    /// ``switchTime`` + ``clampTime`` on.
    package var back: SpringMotion? {
        clampTime.isFinite ? SpringMotion(shape, from: wall, to: edge, velocity: 0, endTime: backEnd) : nil
    }

    /// `deceleration` until `te`, when it is at `edge`, then `spring` from the edge with
    /// `carried` (what the profile's edge carries: ``ProfilePlanner``), stiffened to keep
    /// within `maximumOvershoot`, and stopped `limit` past the edge to spring back from rest
    /// there.
    ///
    /// The overshoot is bounded: a spring from the edge with speed v overshoots v·u (u from
    /// the spring's closed form: 1/(ω·e) when critically damped); when that would exceed
    /// `maximumOvershoot`, the spring is made stiffer by f² (response × f, same damping
    /// ratio, f = maximumOvershoot / (v·u)), so the overshoot is exactly the maximum, the
    /// velocity stays continuous and the return is quicker. `endsOnFirstEntry`: the
    /// spring ends the first time it is within `tolerance` (Flutter's `isDone`,
    /// ``SpringMotion/endingOnFirstEntry(_:)``). `nil` when no sane stiffening keeps within the
    /// bound (a container of 0 or 1e-300 pt).
    // Out of line: one call in the planner's release plan, which it would fill.
    @inline(never)
    package init?(deceleration: Deceleration, edge: Double, at te: Double, spring: Spring, carrying carried: Double,
                 maximumOvershoot: Double = .infinity, limit: Double = .infinity, tolerance: MotionTolerance = .standard,
                 endsOnFirstEntry: Bool = false) {
        let perSpeed = BounceMotion.overshootPerSpeed(spring)
        var s = spring
        if abs(carried) * perSpeed > maximumOvershoot {
            let f = maximumOvershoot / (abs(carried) * perSpeed)
            guard f >= BounceMotion.minimumStiffening else { return nil }
            s = spring.scaledResponse(by: f)
        }
        var motion = SpringMotion(spring: s, from: edge, to: edge, velocity: carried, tolerance: tolerance)
        if endsOnFirstEntry { motion = motion.endingOnFirstEntry(tolerance) }
        self.deceleration = deceleration
        switchTime = te
        self.edge = edge
        self.carried = carried
        shape = SpringShape(s)
        springEnd = motion.endTime
        // The clamp: the first time the spring is `limit` past the edge, on its way out (it
        // moves away until its first turn), by the spring's own crossing search.
        if limit.isFinite, let turn = motion.nextTurn(after: 0), abs(motion.position(at: turn) - edge) > limit {
            let wall = carried > 0 ? edge + limit : edge - limit
            clampTime = motion.crossing(of: wall, increasing: carried > 0, startedAt: 0, after: 0, through: turn, known: nil).time
            self.wall = wall
            backEnd = SpringMotion(spring: s, from: wall, to: edge, tolerance: tolerance).endTime
        } else {
            clampTime = .infinity
            wall = edge
            backEnd = 0
        }
    }

    /// The smallest response factor a bounce spring is stiffened by (its stiffness grows by at
    /// most 1/f² = 10⁶): below it the overshoot bound cannot be kept and there is no bounce.
    package static let minimumStiffening = 1e-3

    /// How far `spring` overshoots per point per second it starts with from its rest: the
    /// position at its first turn (exact, from the closed form; linear in the speed).
    package static func overshootPerSpeed(_ spring: Spring) -> Double {
        let probe = SpringMotion(spring: spring, from: 0, to: 0, velocity: 1e6)
        guard let turn = probe.nextTurn(after: 0) else { return 0 }
        return abs(probe.unclampedPosition(at: turn)) / 1e6
    }

    /// When the clamp stops the spring (infinite without one).
    private var backTime: Double { switchTime + clampTime }

    package var endTime: Double { clampTime.isFinite ? backTime + backEnd : switchTime + springEnd }
    package var restPosition: Double { edge }

    // From endTime on exactly the rest: (switchTime + spring.endTime) − switchTime may round
    // below the spring's own end.
    package func position(at t: Double) -> Double { positionAndVelocity(at: t).position }
    package func velocity(at t: Double) -> Double { positionAndVelocity(at: t).velocity }

    /// The seam and the clamp are piece boundaries; between and after them, the springs' turns.
    package func nextTurn(after t: Double) -> Double? {
        if t < switchTime { return switchTime }
        if let back, t >= backTime { return Self.turn(of: back, startedAt: backTime, after: t) }
        if let s = Self.turn(of: spring, startedAt: switchTime, after: t), s < backTime { return s }
        return back == nil ? nil : backTime
    }

    /// The first turn of `motion`, started at `start`, after `t` (t − start may round below
    /// a turn already passed: step on to the first one after t).
    private static func turn(of motion: SpringMotion, startedAt start: Double, after t: Double) -> Double? {
        var after = t - start
        while let s = motion.nextTurn(after: after) {
            if start + s > t { return start + s }
            after = s
        }
        return nil
    }

    /// ``position(at:)`` and ``velocity(at:)`` at once (one evaluation of the spring).
    @inline(__always)
    func positionAndVelocity(at t: Double) -> MotionState {
        if t >= endTime { return (restPosition, 0) }
        if t < switchTime { return deceleration.positionAndVelocity(at: t) }
        if t >= backTime { return back!.positionAndVelocity(at: t - backTime) }   // finite only with a limit
        return spring.positionAndVelocity(at: t - switchTime)
    }

    /// ``positionAndVelocity(at:)`` with the springs made once, for a search that evaluates
    /// many times (the same bits).
    @inline(__always)
    private func state(at t: Double, _ spring: SpringMotion, _ back: SpringMotion?) -> MotionState {
        if t >= endTime { return (restPosition, 0) }
        if t < switchTime { return deceleration.positionAndVelocity(at: t) }
        if let back, t >= backTime { return back.positionAndVelocity(at: t - backTime) }
        return spring.positionAndVelocity(at: t - switchTime)
    }

    /// In the deceleration, from its closed-form inverse; in a spring, by Halley's steps on
    /// the absolute time (the seam and the clamp are piece boundaries: a piece lies in one).
    package func crossing(of x: Double, increasing: Bool, startedAt start: Double, after lo: Double,
                          through hi: Double, known: MotionState?) -> (time: Double, state: MotionState?) {
        guard !decelerates(after: lo, through: hi, startedAt: start) else {
            return (decelerationCrossing(reaching: deceleration.time(toReach: x), of: x, increasing: increasing,
                                         startedAt: start, after: lo, through: hi), nil)
        }
        let spring = self.spring, back = self.back
        let piece = back != nil && (lo + hi) / 2 - start >= backTime ? back! : spring
        let found = newtonCrossing(of: x, from: lo, to: hi, increasing: increasing, known: known,
                                   acceleration: piece.acceleration) { state(at: $0 - start, spring, back) }
        return (found.time, found.state)
    }
}

extension BounceMotion {
    /// Whether the piece `lo...hi` (absolute) of the bounce started at `start` is searched in
    /// the deceleration (``crossing(of:increasing:startedAt:after:through:known:)``).
    func decelerates(after lo: Double, through hi: Double, startedAt start: Double) -> Bool {
        !((lo + hi) / 2 - start > switchTime)
    }

    /// A crossing in the deceleration, from its closed-form time `t`
    /// (``Deceleration/time(toReach:)``).
    @inline(__always)
    private func decelerationCrossing(reaching t: Double?, of x: Double, increasing: Bool, startedAt start: Double,
                                      after lo: Double, through hi: Double) -> Double {
        let guess = deceleration.crossingTime(reaching: t, of: x, from: Swift.max(0, lo - start),
                                              to: Swift.min(switchTime, hi - start), increasing: increasing)
        return crossing(near: guess, of: x, increasing: increasing, startedAt: start, after: lo, through: hi).time
    }

    /// The crossings of `boundaries` in turn in a piece that starts in the deceleration, each
    /// as ``crossing(of:increasing:startedAt:after:through:known:)`` finds it after the one
    /// before (the same times), `known` the state at `after`: the deceleration's closed-form
    /// times first, independent of one another (as ``Deceleration/crossings(startedAt:after:through:increasing:boundaries:into:)``).
    func crossings(startedAt start: Double, after: Double, through: Double, known: MotionState?, increasing: Bool,
                   boundaries: UnsafeBufferPointer<Double>, into lookahead: inout CrossingLookahead) {
        let n = boundaries.count
        withUnsafeTemporaryAllocation(of: Double?.self, capacity: CrossingLookahead.capacity) { reaching in
            for i in 0..<n { reaching.initializeElement(at: i, to: deceleration.time(toReach: boundaries[i])) }
            var found: (time: Double, state: MotionState?) = (after, known)
            for i in 0..<n {
                let x = boundaries[i]
                if decelerates(after: found.time, through: through, startedAt: start) {
                    found = (decelerationCrossing(reaching: reaching[i], of: x, increasing: increasing, startedAt: start,
                                                  after: found.time, through: through), nil)
                } else {
                    found = crossing(of: x, increasing: increasing, startedAt: start, after: found.time, through: through,
                                     known: found.state)
                }
                lookahead.append(time: found.time)
            }
            lookahead.setLastState(found.state)
        }
    }
}

extension BounceMotion: BuiltInMotion {
    var scrollMotion: ScrollMotion { .bounce(self) }
}

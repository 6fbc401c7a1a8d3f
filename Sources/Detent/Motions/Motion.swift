/// A one-dimensional motion evaluated in closed form: what the engine runs after a release,
/// for a step or a scroll-to. Conform your own type to run it with
/// ``ScrollEngine/run(_:cause:at:)`` or to return it from your own ``BallisticPlanner``
/// (as ``ScrollMotion/custom(_:)``, made with ``AnyMotion/init(_:)``).
///
/// `t` is seconds since the motion started. Every motion has an ``endTime`` computed when it
/// is made; from then on ``position(at:)`` is exactly ``restPosition`` and ``velocity(at:)``
/// is zero, so sampling a motion at any frame rate cannot change where or when it ends.
///
/// The engine finds selection changes piece by piece: between ``nextTurn(after:)`` times the
/// position must be monotonic (the default, `nil`, says the whole motion is), and inside such
/// a piece it finds where the motion passes a target by Newton's steps on ``position(at:)``
/// and ``velocity(at:)``: a few evaluations a crossing, given a velocity that is the
/// position's derivative.
public protocol Motion: Sendable {
    /// The position at time `t` (seconds since the motion started).
    func position(at t: Double) -> Double
    /// The velocity at time `t`, in points per second.
    func velocity(at t: Double) -> Double
    /// When the motion ends, in seconds since it started.
    var endTime: Double { get }
    /// Where the motion rests from ``endTime`` on.
    var restPosition: Double { get }
    /// The first time after `t` and before ``endTime`` at which the motion may change
    /// direction, or `nil`: the position is monotonic from `t` to the returned time (or to the end).
    func nextTurn(after t: Double) -> Double?
}

extension Motion {
    public func nextTurn(after t: Double) -> Double? { nil }
}

/// A motion as the engine runs it: ``Motion``'s requirements, and how the engine finds where
/// the motion passes a value — each built-in motion's own search (a closed-form inverse,
/// Halley's steps on a spring), Newton's steps for yours (``AnyMotion``).
///
/// The built-in motions are no public ``Motion``: ``ScrollMotion`` is the one public way to
/// read one. So this protocol states the requirements itself rather than refining `Motion`.
package protocol CrossingSearch: Sendable {
    // ``Motion``'s requirements, meaning what they mean there (`nextTurn` is `nil` by default).
    func position(at t: Double) -> Double
    func velocity(at t: Double) -> Double
    var endTime: Double { get }
    var restPosition: Double { get }
    func nextTurn(after t: Double) -> Double?
    /// The first absolute time in `lo...hi` at which the motion, started at the absolute
    /// time `start` and monotonic there, is past `x` in its direction of travel (`> x`
    /// increasing, `<= x` decreasing), as the engine shows it: `position(at: time − start)`.
    /// It is not past at `lo` and is at `hi`. `known`, when given, is the position and
    /// velocity at `lo`. Returns the time and, when the search has it, the state there.
    func crossing(of x: Double, increasing: Bool, startedAt start: Double, after lo: Double,
                  through hi: Double, known: MotionState?) -> (time: Double, state: MotionState?)
}

extension CrossingSearch {
    package func crossing(of x: Double, increasing: Bool, startedAt start: Double, after lo: Double,
                          through hi: Double, known: MotionState?) -> (time: Double, state: MotionState?) {
        newtonSearch(of: x, increasing: increasing, startedAt: start, after: lo, through: hi, known: known)
    }

    package func nextTurn(after t: Double) -> Double? { nil }

    /// Bisection over `lo...hi` (motion time): a fixed sequence of steps, so the same time for
    /// every caller. The reference the faster searches are checked against.
    package func bisectCrossing(of x: Double, from lo: Double, to hi: Double, increasing: Bool) -> Double {
        var a = lo, b = hi
        for _ in 0..<80 {
            let mid = (a + b) / 2
            if mid <= a || mid >= b { break }
            let p = position(at: mid)
            let past = increasing ? p > x : p <= x
            if past { b = mid } else { a = mid }
        }
        return b
    }

    /// The crossing of ``CrossingSearch/crossing(of:increasing:startedAt:after:through:known:)``
    /// from a guess in the motion's own time (a closed-form inverse): moved to the first
    /// absolute time past `x`.
    func crossing(near guess: Double, of x: Double, increasing: Bool, startedAt start: Double,
                  after lo: Double, through hi: Double) -> (time: Double, state: MotionState?) {
        (refineCrossing(near: start + guess, after: lo, through: hi) { time in
            let p = position(at: time - start)
            return increasing ? p > x : p <= x
        }, nil)
    }

    /// Newton's steps on ``position(at:)`` and ``velocity(at:)`` kept inside the piece: the
    /// search of a motion with no faster one of its own.
    package func newtonSearch(of x: Double, increasing: Bool, startedAt start: Double, after lo: Double,
                             through hi: Double, known: MotionState?) -> (time: Double, state: MotionState?) {
        let found = newtonSearchCrossing(of: x, from: lo, to: hi, increasing: increasing, known: known) {
            (position(at: $0 - start), velocity(at: $0 - start))
        }
        return (found.time, found.state)
    }
}

/// ``newtonCrossing(of:from:to:increasing:known:acceleration:_:)`` for ``CrossingSearch/newtonSearch(of:increasing:startedAt:after:through:known:)``,
/// written once for every motion type: its evaluations are calls anyway (one copy, not one
/// of 1.2 KB of WebAssembly per type).
@inline(never)
func newtonSearchCrossing(of x: Double, from lo: Double, to hi: Double, increasing: Bool, known: MotionState?,
                          _ state: (Double) -> MotionState) -> (time: Double, state: MotionState) {
    newtonCrossing(of: x, from: lo, to: hi, increasing: increasing, known: known, state)
}

/// A monotonic motion whose position can be inverted in closed form (``time(toReach:)``):
/// its crossings start from that time rather than from Newton's steps.
package protocol InvertibleMotion: CrossingSearch {
    /// When the motion reaches `x` (motion time), or `nil` when it never does.
    func time(toReach x: Double) -> Double?
}

extension InvertibleMotion {
    /// In closed form (``time(toReach:)``) when that lands in `lo...hi`, else by bisection
    /// (motion time).
    package func crossingTime(of x: Double, from lo: Double, to hi: Double, increasing: Bool) -> Double {
        crossingTime(reaching: time(toReach: x), of: x, from: lo, to: hi, increasing: increasing)
    }

    /// The same from `t`, ``time(toReach:)`` already found.
    @inline(__always)
    func crossingTime(reaching t: Double?, of x: Double, from lo: Double, to hi: Double, increasing: Bool) -> Double {
        if let t, t >= lo, t <= hi { return t }
        return bisectCrossing(of: x, from: lo, to: hi, increasing: increasing)
    }

    /// From ``crossingTime(of:from:to:increasing:)``, moved to the first absolute time past.
    package func crossing(of x: Double, increasing: Bool, startedAt start: Double, after lo: Double,
                          through hi: Double, known: MotionState?) -> (time: Double, state: MotionState?) {
        let guess = crossingTime(of: x, from: Swift.max(0, lo - start), to: hi - start, increasing: increasing)
        return crossing(near: guess, of: x, increasing: increasing, startedAt: start, after: lo, through: hi)
    }
}

/// A free fling that can be cut short where it reaches an edge (clamped profiles).
protocol StoppableFling: InvertibleMotion, BuiltInMotion {
    /// The same fling ending where it reaches `edge` (unchanged if it never does).
    func stopped(at edge: Double) -> Self
}

/// A position and a velocity at one time.
package typealias MotionState = (position: Double, velocity: Double)

/// The crossing of ``Motion/crossing(of:increasing:startedAt:after:through:known:)`` found by Newton's method
/// kept inside the bracket: `state` gives the position and velocity at a time (motion time,
/// or absolute time for a scheduled motion: the search only needs the two to agree),
/// `known`, when given, is `state(lo)` already evaluated, and `acceleration`, when given,
/// the second derivative at a state (Halley's steps then: one evaluation fewer than
/// Newton's from a nearby start). Every evaluated time narrows the
/// bracket (past `x` or not); a step that would leave it bisects instead; once the next
/// step would be at most two ulps, ``closeCrossing(at:_:isPast:after:through:_:)``
/// finishes at adjacent times. So the result is the bisection's: the first time past `x`,
/// the time before it not past — in a few evaluations instead of 60–80, all from `state`
/// and `lo...hi` alone (the same bits whoever asks, at any frame rate). Returns the time
/// and the state there.
@inline(__always)
func newtonCrossing(of x: Double, from lo: Double, to hi: Double, increasing: Bool, known: MotionState? = nil,
                    acceleration: ((MotionState) -> Double)? = nil,
                    _ state: (Double) -> MotionState) -> (time: Double, state: MotionState) {
    @inline(__always) func isPast(_ p: Double) -> Bool { increasing ? p > x : p <= x }
    // `state` written once, out of line: the search evaluates it in six places, and each
    // motion's search carried its closed form six times (the call costs little beside it).
    @inline(never) func evaluate(_ t: Double) -> MotionState { state(t) }
    var a = lo, b = hi
    var t = lo
    var s = known ?? evaluate(lo)
    var tIsPast = false
    for _ in 0..<64 {
        let f = s.position - x
        // Converged: Newton's step f/v, the distance to the crossing, is at most two ulps
        // (not at zero velocity: that step bisects).
        if abs(f) <= 2 * t.ulp * abs(s.velocity) && s.velocity != 0 { break }
        var next: Double
        if let acceleration {
            // Halley's step (cubic convergence): −2ff′ / (2f′² − ff″).
            next = t - 2 * f * s.velocity / (2 * s.velocity * s.velocity - f * acceleration(s))
        } else {
            next = t - f / s.velocity
        }
        if !(next > a && next < b) {
            next = (a + b) / 2
            if next <= a || next >= b { break }
        }
        s = evaluate(next)
        t = next
        tIsPast = isPast(s.position)
        if tIsPast { b = t } else { a = t }
    }
    let (time, found) = closeCrossing(at: t, s, isPast: tIsPast, after: a, through: b) { time in
        let s = evaluate(time)
        return (isPast(s.position), s)
    }
    return (time, found ?? evaluate(time))
}

/// The first time in `lo...hi` at which `isPast` holds (it holds at `hi` and not at `lo`,
/// and changes once in between), from a guess within a few ulps of it: the time found by
/// a motion's own search, moved into the time the engine evaluates it in.
@inline(__always)
func refineCrossing(near guess: Double, after lo: Double, through hi: Double,
                    _ isPast: (Double) -> Bool) -> Double {
    let t = Swift.min(Swift.max(guess, lo.nextUp), hi)
    return closeCrossing(at: t, (), isPast: isPast(t), after: lo, through: hi) { (isPast($0), ()) }.time
}

/// Narrows `a...b` (not past at `a`, past at `b`) around `t`, one of them, to adjacent times:
/// probes on the other side of `t` growing from one ulp, then bisection. `evaluate` says
/// whether a time is past and what else was computed there (`tState` at `t`). Returns `b`
/// and what was computed there (`nil` if `b` is the `b` given and never evaluated).
@inline(__always)
func closeCrossing<State>(at t: Double, _ tState: State, isPast tIsPast: Bool, after a: Double, through b: Double,
                          _ evaluate: (Double) -> (past: Bool, state: State)) -> (time: Double, state: State?) {
    var a = a, b = b
    var bState: State? = nil
    var d = t.ulp
    if tIsPast {
        b = t
        bState = tState
        while t - d > a {
            let probe = t - d, e = evaluate(probe)
            if e.past { b = probe; bState = e.state } else { a = probe; break }
            d *= 2
        }
    } else {
        a = t
        while t + d < b {
            let probe = t + d, e = evaluate(probe)
            if e.past { b = probe; bState = e.state; break } else { a = probe }
            d *= 2
        }
    }
    while true {
        let mid = (a + b) / 2
        if mid <= a || mid >= b { return (b, bState) }
        let e = evaluate(mid)
        if e.past { b = mid; bState = e.state } else { a = mid }
    }
}

/// When a motion counts as settled: within ``distance`` points of its rest and slower than
/// ``velocity`` points per second (Flutter's `Tolerance`). Springs end when both hold from
/// then on; a free deceleration stops at ``velocity``.
public struct MotionTolerance: Hashable, Sendable {
    /// Points from the rest position.
    public var distance: Double
    /// Points per second.
    public var velocity: Double

    public init(distance: Double, velocity: Double) {
        self.distance = distance
        self.velocity = velocity
    }

    /// 0.01 pt and 1 pt/s: below what a display shows.
    public static let standard = MotionTolerance(distance: 0.01, velocity: 1)
}

/// The rest of a motion: a constant position.
package struct Rest: CrossingSearch, Hashable {
    package var restPosition: Double
    package init(_ position: Double) { restPosition = position }
    package func position(at t: Double) -> Double { restPosition }
    package func velocity(at t: Double) -> Double { 0 }
    package var endTime: Double { 0 }
}

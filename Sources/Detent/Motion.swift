/// A one-dimensional motion evaluated in closed form: what the engine runs after a release,
/// for a step or a scroll-to. Conform your own type to run it with
/// ``ScrollEngine/run(_:cause:at:)``.
///
/// `t` is seconds since the motion started. Every motion has an ``endTime`` computed when it
/// is made; from then on ``position(at:)`` is exactly ``restPosition`` and ``velocity(at:)``
/// is zero, so sampling a motion at any frame rate cannot change where or when it ends.
///
/// The engine reads selection changes from a motion piece by piece: between ``nextTurn(after:)``
/// times the position must be monotonic, and ``crossingTime(of:from:to:increasing:)`` finds
/// where it passes a value inside such a piece. The defaults suit a motion that never turns
/// back (one piece) and find crossings by bisection.
public protocol Motion: Sendable {
    /// The position at time `t` (seconds since the motion started).
    func position(at t: Double) -> Double
    /// The velocity at time `t`, in points per second.
    func velocity(at t: Double) -> Double
    /// Whether the motion has come to rest by time `t` (`t >= endTime`).
    func isDone(at t: Double) -> Bool
    /// When the motion ends, in seconds since it started.
    var endTime: Double { get }
    /// Where the motion rests from ``endTime`` on.
    var restPosition: Double { get }
    /// The first time after `t` and before ``endTime`` at which the motion may change
    /// direction, or `nil`: the position is monotonic from `t` to the returned time (or to the end).
    func nextTurn(after t: Double) -> Double?
    /// The time in `lo...hi` at which the position, monotonic there, passes `x`: the first
    /// time at which it is past `x` in the direction of travel (`> x` increasing, `<= x`
    /// decreasing).
    func crossingTime(of x: Double, from lo: Double, to hi: Double, increasing: Bool) -> Double
}

extension Motion {
    public func isDone(at t: Double) -> Bool { t >= endTime }
    public func nextTurn(after t: Double) -> Double? { nil }
    public func crossingTime(of x: Double, from lo: Double, to hi: Double, increasing: Bool) -> Double {
        bisectCrossing(of: x, from: lo, to: hi, increasing: increasing)
    }

    /// Bisection over `lo...hi`: a fixed sequence of steps, so the same time for every caller.
    public func bisectCrossing(of x: Double, from lo: Double, to hi: Double, increasing: Bool) -> Double {
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
}

/// The crossing of ``Motion/crossingTime(of:from:to:increasing:)`` found by Newton's method
/// kept inside the bracket: `state` gives the position and velocity at a time. Every evaluated
/// time narrows the bracket (past `x` or not); a step that would leave it bisects instead; once
/// the steps are a few ulps, probes on the open side close the bracket and bisection finishes
/// it down to adjacent times. So the result is the bisection's: the first time past `x`, the
/// time before it not past — in a few evaluations instead of 60–80, all from the motion and
/// `lo...hi` alone (the same bits whoever asks, at any frame rate).
@inline(__always)
func newtonCrossing(of x: Double, from lo: Double, to hi: Double, increasing: Bool,
                    _ state: (Double) -> (position: Double, velocity: Double)) -> Double {
    var a = lo, b = hi
    @inline(__always) func isPast(_ p: Double) -> Bool { increasing ? p > x : p <= x }
    var t = lo
    var (p, v) = state(lo)
    var converged = false
    for _ in 0..<16 {
        var next = t + (x - p) / v
        if !(next > a && next < b) { next = (a + b) / 2 }
        if next <= a || next >= b { return b }
        let step = abs(next - t)
        (p, v) = state(next)
        if isPast(p) { b = next } else { a = next }
        t = next
        if step <= 16 * t.ulp { converged = true; break }
    }
    if converged {
        // Close the side Newton approached from with probes growing from one ulp.
        var d = t.ulp
        if b == t {
            while t - d > a {
                let probe = t - d
                if isPast(state(probe).position) { b = probe } else { a = probe; break }
                d *= 2
            }
        } else {
            while t + d < b {
                let probe = t + d
                if isPast(state(probe).position) { b = probe; break } else { a = probe }
                d *= 2
            }
        }
    }
    while true {
        let mid = (a + b) / 2
        if mid <= a || mid >= b { return b }
        if isPast(state(mid).position) { b = mid } else { a = mid }
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
public struct Rest: Motion, Hashable {
    public var restPosition: Double
    public init(_ position: Double) { restPosition = position }
    public func position(at t: Double) -> Double { restPosition }
    public func velocity(at t: Double) -> Double { 0 }
    public var endTime: Double { 0 }
}

/// What a spring motion's closed form needs of a ``Spring``: ω0 and ζ (two numbers where the
/// spring has three), so that a composite motion can keep its springs small and make them
/// again at their times.
package struct SpringShape: Hashable, Sendable {
    /// ω0 = √(k/m).
    package let angularFrequency: Double
    /// ζ = c / (2·√(m·k)).
    package let dampingRatio: Double

    package init(_ spring: Spring) {
        angularFrequency = spring.angularFrequency
        dampingRatio = spring.dampingRatio
    }
}

/// The physical description of a damped spring: mass, stiffness and damping.
///
/// `Spring(response:dampingRatio:)` has mass 1, stiffness (2π/response)² and damping
/// 4π·ratio/response. `Spring(duration:bounce:)` is SwiftUI's: the response is the
/// duration and the damping ratio is 1 − bounce (or 1/(1 + bounce) for a negative bounce),
/// so `Spring(duration: 0.5, bounce: 0.3)` has stiffness 157.9 and damping 17.6.
///
/// A spring describes; a ``SpringMotion`` moves.
public struct Spring: Hashable, Sendable {
    public var mass: Double
    public var stiffness: Double
    public var damping: Double

    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = mass; self.stiffness = stiffness; self.damping = damping
    }

    /// A spring damped by `dampingRatio` (1 is critical): damping = ratio·2·√(m·k), as
    /// Flutter's `SpringDescription.withDampingRatio`. Flutter's scroll spring is
    /// `Spring(mass: 0.5, stiffness: 100, dampingRatio: 1.1)` (damping 15.556).
    public init(mass: Double, stiffness: Double, dampingRatio: Double) {
        self.init(mass: mass, stiffness: stiffness, damping: dampingRatio * 2 * (mass * stiffness).squareRoot())
    }

    /// A spring of mass 1 that takes about `response` seconds per oscillation, damped by
    /// `dampingRatio` (1 is critical).
    public init(response: Double, dampingRatio: Double) {
        let omega = 2 * Double.pi / response
        self.init(mass: 1, stiffness: omega * omega, damping: 4 * Double.pi * dampingRatio / response)
    }

    /// SwiftUI's spring: `duration` is the perceptual duration (the response) and `bounce`
    /// how much it overshoots (0 none, up to 1; negative values overdamp). The bounce is
    /// clamped to −0.99…0.99 so that every spring settles in finite time.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        // Clamped to ±0.99: a bounce of 1 never settles and −1 has no finite damping.
        let b = Swift.min(0.99, Swift.max(-0.99, bounce.isFinite ? bounce : 0))
        let ratio = b >= 0 ? 1 - b : 1 / (1 + b)
        self.init(response: duration, dampingRatio: ratio)
    }

    /// SwiftUI's default spring, `Spring(duration: 0.5, bounce: 0)`.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// A quick spring with a little bounce, used for the bounce off an edge.
    public static let bouncy = Spring(duration: 0.4, bounce: 0.15)
    /// A critically damped spring for snapping after a release.
    public static let snappy = Spring(duration: 0.35, bounce: 0)

    /// The damping ratio ζ = c / (2·√(m·k)).
    public var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }
    /// The undamped angular frequency ω0 = √(k/m).
    package var angularFrequency: Double { (stiffness / mass).squareRoot() }
}

/// A damped spring pulling a position toward a target, from any initial position and
/// velocity, in closed form.
///
/// With y = x − target, ω0 = √(k/m), ζ = c/(2√(mk)):
///
/// - underdamped (ζ < 1), ωd = ω0·√(1 − ζ²):
///   y(t) = e^(−ζω0t)·(A·cos ωd·t + B·sin ωd·t), A = y0, B = (v0 + ζω0·y0)/ωd
/// - critically damped (ζ = 1): y(t) = (A + B·t)·e^(−ω0t), A = y0, B = v0 + ω0·y0
/// - overdamped (ζ > 1), r1,2 = −ω0(ζ ∓ √(ζ² − 1)):
///   y(t) = C1·e^(r1·t) + C2·e^(r2·t), C2 = (v0 − r1·y0)/(r2 − r1), C1 = y0 − C2
///
/// The motion is done once an envelope that bounds |y| stays within the `tolerance`'s
/// distance and one that bounds |v| within its velocity; that time is computed when the
/// motion is made, and from it on the position is exactly the target.
public struct SpringMotion: Hashable {
    package let startPosition: Double
    package let startVelocity: Double
    package let target: Double
    package private(set) var endTime: Double
    package var restPosition: Double { target }
    /// The spring's ω0 and ζ.
    package let shape: SpringShape

    /// The closed form of this spring's kind, chosen when the motion is made: the one
    /// representation every reader evaluates through (a loop that evaluates it many times
    /// takes the case's form once and calls it directly).
    enum Form: Hashable, Sendable {
        case under(UnderdampedForm), critical(CriticalForm), over(OverdampedForm)
    }
    let form: Form

    /// A spring motion from `position` with `velocity` toward `target`, done once it is
    /// settled within `tolerance` (default 0.01 pt and 1 pt/s).
    @inline(never)   // made in many places; it stays one call (the form's init is one too)
    package init(spring: Spring, from position: Double, to target: Double, velocity: Double = 0,
                tolerance: MotionTolerance = .standard) {
        self.init(SpringShape(spring), from: position, to: target, velocity: velocity, endTime: 0)
        switch form {
        case let .under(f): endTime = f.settlingTime(tolerance)
        case let .critical(f): endTime = f.settlingTime(tolerance)
        case let .over(f): endTime = f.settlingTime(tolerance)
        }
    }

    /// The spring of `shape` from `position` with `velocity` toward `target`, ending at
    /// `endTime`: a motion made again from what a composite motion keeps of it (the same
    /// bits as the motion first made with that shape, start and end).
    // Out of line: the bounce's and the turn-back's springs are made again where they run,
    // in five places, each a copy of the form's choice otherwise.
    @inline(never)
    init(_ shape: SpringShape, from position: Double, to target: Double, velocity: Double, endTime: Double) {
        startPosition = position
        startVelocity = velocity
        self.target = target
        self.endTime = endTime
        self.shape = shape
        let y0 = position - target, v0 = velocity
        let w0 = shape.angularFrequency, zeta = shape.dampingRatio
        if abs(zeta - 1) < 1e-9 {
            form = .critical(CriticalForm(omega: w0, a: y0, b: v0 + w0 * y0))
        } else if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            form = .under(UnderdampedForm(decay: zeta * w0, omega: wd, a: y0, b: (v0 + zeta * w0 * y0) / wd))
        } else {
            let s = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - s), r2 = -w0 * (zeta + s)
            let c2 = (v0 - r1 * y0) / (r2 - r1)
            form = .over(OverdampedForm(r1: r1, r2: r2, c1: y0 - c2, c2: c2))
        }
    }

    /// The displacement from the target and the velocity, before the end.
    @inline(__always)
    private func state(_ t: Double) -> (y: Double, v: Double) {
        switch form {
        case let .under(f): return f.state(t)
        case let .critical(f): return f.state(t)
        case let .over(f): return f.state(t)
        }
    }

    /// ``positionAndVelocity(at:)`` through `form`, which must be this spring's ``form``
    /// (the same bits).
    @inline(__always)
    func positionAndVelocity<F: SpringForm>(at t: Double, _ form: F) -> MotionState {
        if t >= endTime { return (target, 0) }
        if t <= 0 { return (startPosition, startVelocity) }
        let s = form.state(t)
        return (target + s.y, s.v)
    }

    /// ``acceleration(_:)`` through `form`, which must be this spring's ``form``.
    @inline(__always)
    func acceleration<F: SpringForm>(_ s: MotionState, _ form: F) -> Double {
        form.acceleration(y: s.position - target, v: s.velocity)
    }

    package func position(at t: Double) -> Double {
        if t >= endTime { return target }
        if t <= 0 { return startPosition }
        return target + state(t).y
    }

    package func velocity(at t: Double) -> Double {
        if t >= endTime { return 0 }
        if t <= 0 { return startVelocity }
        return state(t).v
    }

    /// The first time after `t` (and before the end) at which the velocity is zero, from the
    /// closed form: v = 0 at t = 1/ω − A/B (critical), at t = (π/2 − φ + kπ)/ωd with
    /// φ = atan2(Q, P) (underdamped), at ln(−C2·r2 / (C1·r1))/(r1 − r2) (overdamped).
    @inline(never)   // asked in many places (the planner's checks, a bounce's and a turn-back's pieces)
    package func nextTurn(after t: Double) -> Double? {
        let turn: Double?
        switch form {
        case let .critical(f): turn = f.turn(after: t)
        case let .under(f): turn = f.turn(after: t)
        case let .over(f): turn = f.turn(after: t)
        }
        guard let turn, turn > 0, turn > t, turn < endTime else { return nil }
        return turn
    }

    /// The first time after 0 (and before the end) at which the content passes its target,
    /// from the closed form: t = −A/B (critical), ln(−C2/C1)/(r1 − r2) (overdamped), the
    /// first zero of A·cos ωd·t + B·sin ωd·t (underdamped); `nil` when it never does.
    package func firstCrossing() -> Double? {
        let t: Double?
        switch form {
        case let .critical(f): t = f.b != 0 ? -f.a / f.b : nil
        case let .over(f): t = f.c1 != 0 && -f.c2 / f.c1 > 0 ? Math.log(-f.c2 / f.c1) / (f.r1 - f.r2) : nil
        case let .under(f):
            let phase = Math.atan2(-f.a, f.b)   // a·cos + b·sin = 0 where tan ωd·t = −a/b
            var s = phase / f.omega
            while s <= 0 { s += Double.pi / f.omega }
            t = s
        }
        guard let t, t > 0, t < endTime else { return nil }
        return t
    }

    /// This motion ended at `t`: from then on it rests on its target, so `t` where it
    /// passes the target (``firstCrossing()``) stops it there dead (a clamp).
    package func ending(at t: Double) -> SpringMotion {
        var m = self
        m.endTime = Swift.min(endTime, Swift.max(0, t))
        return m
    }

    /// The same motion ending at the first time it is within its tolerance's distance of the
    /// target and under its velocity at once, as Flutter's `SpringSimulation.isDone` tests
    /// each frame, rather than once envelopes of both stay within them (``endTime``): up to
    /// some 0.1 s sooner for a spring that never leaves the tolerance by much. Found on 256
    /// steps up to the envelopes' end, then bisected (60 steps) across the step it enters in;
    /// a visit shorter than a step may be missed.
    package func endingOnFirstEntry(_ tolerance: MotionTolerance) -> SpringMotion {
        // (Out of line: two uses, each two evaluations of the closed form inlined otherwise.)
        @inline(never) func within(_ t: Double) -> Bool {
            abs(unclampedPosition(at: t) - target) < tolerance.distance && abs(unclampedVelocity(at: t)) < tolerance.velocity
        }
        let step = endTime / 256
        guard step > 0 else { return self }
        var previous = 0.0
        for k in 0...256 {
            let t = Double(k) * step
            guard within(t) else { previous = t; continue }
            if k == 0 { return ending(at: 0) }
            var lo = previous, hi = t
            for _ in 0..<60 {
                let mid = (lo + hi) / 2
                if within(mid) { hi = mid } else { lo = mid }
            }
            return ending(at: hi)
        }
        return self
    }

    /// By Halley's method on the closed form in absolute time, kept inside `lo...hi`
    /// (`newtonCrossing`): the first time past `x`, in a few evaluations.
    package func crossing(of x: Double, increasing: Bool, startedAt start: Double, after lo: Double,
                          through hi: Double, known: MotionState?) -> (time: Double, state: MotionState?) {
        let found = newtonCrossing(of: x, from: lo, to: hi, increasing: increasing, known: known,
                                   acceleration: acceleration) { positionAndVelocity(at: $0 - start) }
        return (found.time, found.state)
    }

    /// The acceleration at a position and velocity, −(k·(x − target) + c·v)/m, from the
    /// closed form's constants (no division): −ω0²·y − 2ζω0·v, with ω0² = decay² + ωd²
    /// (underdamped) or r1·r2 and −2ζω0 = r1 + r2 (overdamped).
    @inline(__always)
    func acceleration(_ s: MotionState) -> Double {
        let y = s.position - target
        switch form {
        case let .under(f): return f.acceleration(y: y, v: s.velocity)
        case let .critical(f): return f.acceleration(y: y, v: s.velocity)
        case let .over(f): return f.acceleration(y: y, v: s.velocity)
        }
    }

    /// ``position(at:)`` and ``velocity(at:)`` from one evaluation of the closed form (the
    /// same bits as each).
    @inline(__always)
    func positionAndVelocity(at t: Double) -> MotionState {
        if t >= endTime { return (target, 0) }
        if t <= 0 { return (startPosition, startVelocity) }
        let s = state(t)
        return (target + s.y, s.v)
    }

    /// The closed form's position at `t`, without the start and end shortcuts of
    /// ``position(at:)``: what the spring would do if it were never stopped. For checking
    /// the formulas and the tolerances.
    package func unclampedPosition(at t: Double) -> Double { target + state(t).y }

    /// The closed form's velocity at `t`, without the start and end shortcuts of
    /// ``velocity(at:)``.
    package func unclampedVelocity(at t: Double) -> Double { state(t).v }

    /// A cap for tolerances no spring reaches (a zero tolerance): the motion stops then.
    static let maximumSettlingTime = 1e6

    /// The time from which (p + q·t)·e^(−ω·t) (p, q ≥ 0, ω > 0) stays at or below `bound`: 0
    /// when it is there from 0 on. The envelope rises until t* = 1/ω − p/q and falls after.
    /// With z = ω·(t + p/q) the equation (p + q·t)·e^(−ω·t) = bound is z − ln z = L,
    /// L = ln(q/(bound·ω)) + ω·p/q; no root past the peak (z = 1) when L ≤ 1. z − ln z is
    /// convex: Newton's method from z0 = L + ln L (left of the root) steps right of it, and
    /// from there every iterate stays right of it (a time after which the envelope is within
    /// the bound) and converges quadratically: 3 steps leave it within 1e-12 of the root. A
    /// fixed sequence of steps: the same bits every run.
    static func lastTimeAbove(p: Double, q: Double, omega w: Double, bound c: Double) -> Double {
        guard q > 0 else { return p > c ? Math.log(p / c) / w : 0 }
        let l = Math.log(q / (c * w)) + w * p / q
        guard l > 1 else { return 0 }
        var z = l + Math.log(l)
        for _ in 0..<12 {
            let step = (z - Math.log(z) - l) / (1 - 1 / z)
            z -= step
            // The error left is about step²/(2z²): below 1e-12·z, on the late side.
            if abs(step) <= 1e-6 * z { break }
        }
        return Swift.max(0, z / w - p / q)
    }

    /// The time from which α·e^(r1·t) + β·e^(r2·t) (α, β ≥ 0, r2 < r1 < 0) stays at or below
    /// `bound`: 0 when it starts there. G(t) = ln(α·e^(r1·t) + β·e^(r2·t)) − ln(bound) is
    /// convex and decreasing, so Newton's method from 0 approaches the root from the left;
    /// its slope is at most r1 everywhere, so G(t) ≤ G(tₙ) + r1·(t − tₙ), and a last step
    /// of G(tₙ)/|r1| (plus a few ulps for rounding) lands on a time where G ≤ 0. A fixed
    /// sequence of steps: the same bits every run.
    static func lastTimeAbove(_ alpha: Double, _ r1: Double, _ beta: Double, _ r2: Double,
                              bound c: Double) -> Double {
        if alpha + beta <= c { return 0 }
        let logC = Math.log(c)
        var t = 0.0
        for _ in 0..<40 {
            let e1 = alpha * Math.exp(r1 * t), e2 = beta * Math.exp(r2 * t)
            let sum = e1 + e2
            let g = Math.log(sum) - logC
            if g <= 0 { return t }
            let slope = (e1 * r1 + e2 * r2) / sum
            let step = -g / slope
            if step <= 1e-15 * t {
                return t + g / -r1 + 4 * t.ulp
            }
            t += step
        }
        let g = Math.log(alpha * Math.exp(r1 * t) + beta * Math.exp(r2 * t)) - logC
        return g <= 0 ? t : t + g / -r1 + 4 * t.ulp
    }
}

/// One kind of spring's closed form: its displacement from the target and its velocity at a
/// time, its acceleration at a state, where it turns and when it settles. ``SpringMotion``
/// holds one (``SpringMotion/Form``) and evaluates through it, so a loop that takes the form
/// once computes the same bits.
protocol SpringForm: Hashable, Sendable {
    /// The displacement from the target and the velocity at `t`.
    func state(_ t: Double) -> (y: Double, v: Double)
    /// −(k·y + c·v)/m from the closed form's constants (no division).
    func acceleration(y: Double, v: Double) -> Double
    /// The first time after `t` at which the velocity is zero, if any (before the motion's
    /// end or not: the motion checks).
    func turn(after t: Double) -> Double?
    /// The earliest time after which envelopes of |y| and |v| stay within the tolerances.
    func settlingTime(_ tolerance: MotionTolerance) -> Double
    /// The time over which the motion changes character, 1/ω0 (1/|r2| when overdamped):
    /// a Halley step of size h leaves an error of about h³/timeScale².
    var timeScale: Double { get }
}

/// y = e^(−decay·t)·(A·cos ωd·t + B·sin ωd·t).
struct UnderdampedForm: SpringForm {
    let decay: Double, omega: Double, a: Double, b: Double
    @inline(__always)
    func state(_ t: Double) -> (y: Double, v: Double) {
        let w = omega
        let e = Math.exp(-decay * t), c = Math.cos(w * t), s = Math.sin(w * t)
        let y = e * (a * c + b * s)
        let v = e * ((b * w - decay * a) * c - (a * w + decay * b) * s)
        return (y, v)
    }
    /// ω0² = decay² + ωd², 2ζω0 = 2·decay.
    @inline(__always)
    func acceleration(y: Double, v: Double) -> Double { -(decay * decay + omega * omega) * y - 2 * decay * v }
    var timeScale: Double { 1 / (decay * decay + omega * omega).squareRoot() }

    /// v = 0 at t = (π/2 − φ + kπ)/ωd with φ = atan2(Q, P).
    func turn(after t: Double) -> Double? {
        let w = omega
        let p = b * w - decay * a, q = a * w + decay * b
        guard p != 0 || q != 0 else { return nil }
        let phi = Math.atan2(q, p)
        // k counts from the first turn at or before 0; every k is a whole number, so the
        // times are the same bits whichever k a search starts from.
        let first = ((phi - Double.pi / 2) / Double.pi).rounded(.down)
        let after = Swift.max(t, 0)
        var k = Swift.max(first, ((after * w + phi - Double.pi / 2) / Double.pi).rounded(.down) - 1)
        while (Double.pi / 2 - phi + k * Double.pi) / w <= after { k += 1 }
        return (Double.pi / 2 - phi + k * Double.pi) / w
    }

    /// |y| ≤ e^(−decay·t)·√(A²+B²); |v| ≤ e^(−decay·t)·√(P²+Q²).
    func settlingTime(_ tolerance: MotionTolerance) -> Double {
        let w = omega
        let ampY = (a * a + b * b).squareRoot()
        let p = b * w - decay * a, q = a * w + decay * b
        let ampV = (p * p + q * q).squareRoot()
        return Swift.max(Math.log(ampY / tolerance.distance), Math.log(ampV / tolerance.velocity), 0) / decay
    }
}

/// y = (A + B·t)·e^(−ω·t).
struct CriticalForm: SpringForm {
    let omega: Double, a: Double, b: Double
    @inline(__always)
    func state(_ t: Double) -> (y: Double, v: Double) {
        let w = omega
        let e = Math.exp(-w * t)
        return ((a + b * t) * e, (b - w * (a + b * t)) * e)
    }
    @inline(__always)
    func acceleration(y: Double, v: Double) -> Double { -omega * omega * y - 2 * omega * v }
    var timeScale: Double { 1 / omega }

    /// v = 0 at t = 1/ω − A/B.
    func turn(after t: Double) -> Double? { b != 0 ? 1 / omega - a / b : nil }

    func settlingTime(_ tolerance: MotionTolerance) -> Double {
        let w = omega, py = tolerance.distance, pv = tolerance.velocity
        let limit = SpringMotion.maximumSettlingTime
        // |y| ≤ (|A| + |B|t)e^(−ωt), rising until tₚ = 1/ω − |A|/|B| when content moves
        // away from the target, falling after. A peak within the distance tolerance ends
        // it at tₚ·peak/tolerance, not at 0: so the end is continuous in the start (a
        // bounce carrying 0.43 pt/s and one carrying 0.44 end alike).
        let tp = b == 0 ? 0 : Swift.max(0, 1 / w - abs(a) / abs(b))
        let peak = (abs(a) + abs(b) * tp) * Math.exp(-w * tp)
        let position = peak <= py ? tp * peak / py
            : SpringMotion.lastTimeAbove(p: abs(a), q: abs(b), omega: w, bound: py)
        // |v| ≤ (|B| + ω|A| + ω|B|t)e^(−ωt) falls from t = 0 on (its peak is at −|A|/|B|):
        // when it is within its tolerance where the position settles, it stays so.
        let p = abs(b) + w * abs(a), q = w * abs(b)
        if (p + q * position) * Math.exp(-w * position) <= pv { return Swift.min(limit, position) }
        return Swift.min(limit, Swift.max(position, SpringMotion.lastTimeAbove(p: p, q: q, omega: w, bound: pv)))
    }
}

/// y = C1·e^(r1·t) + C2·e^(r2·t).
struct OverdampedForm: SpringForm {
    let r1: Double, r2: Double, c1: Double, c2: Double
    @inline(__always)
    func state(_ t: Double) -> (y: Double, v: Double) {
        let e1 = Math.exp(r1 * t), e2 = Math.exp(r2 * t)
        return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
    }
    /// ω0² = r1·r2, −2ζω0 = r1 + r2.
    @inline(__always)
    func acceleration(y: Double, v: Double) -> Double { -r1 * r2 * y + (r1 + r2) * v }
    var timeScale: Double { 1 / abs(r2) }

    /// v = 0 at t = ln(−C2·r2 / (C1·r1))/(r1 − r2).
    func turn(after t: Double) -> Double? {
        let arg = -(c2 * r2) / (c1 * r1)
        return c1 != 0 && arg > 0 ? Math.log(arg) / (r1 - r2) : nil
    }

    /// |y| ≤ |C1|e^(r1 t) + |C2|e^(r2 t); |v| ≤ |C1 r1|e^(r1 t) + |C2 r2|e^(r2 t).
    func settlingTime(_ tolerance: MotionTolerance) -> Double {
        Swift.min(SpringMotion.maximumSettlingTime,
                  Swift.max(SpringMotion.lastTimeAbove(abs(c1), r1, abs(c2), r2, bound: tolerance.distance),
                            SpringMotion.lastTimeAbove(abs(c1 * r1), r1, abs(c2 * r2), r2, bound: tolerance.velocity)))
    }
}

extension SpringMotion: BuiltInMotion {
    var scrollMotion: ScrollMotion { .spring(self) }
}

/// The motion a ``ScrollEngine`` runs: one of the built-in motions, stored inline (no heap,
/// no existential), or any ``Motion`` of your own (behind a ``CustomMotion`` reference, so
/// that the enum stays a plain value).
public enum ScrollMotion: Motion {
    case deceleration(Deceleration)
    case spring(SpringMotion)
    case bounce(BounceMotion)
    /// Android's spline fling (``ScrollPhysics/android``).
    case spline(SplineFling)
    /// Flutter's clamping fling (``ScrollPhysics/flutterClamping``).
    case clamping(ClampingFling)
    /// A cruise at the fling velocity, then the profile's curve (``GlideMotion``).
    case glide(GlideMotion)
    /// A spring turning back, then a deceleration onto the target (``TurnBackMotion``).
    case turnBack(TurnBackMotion)
    /// A motion of your own.
    case custom(CustomMotion)

    @inline(__always)
    public func position(at t: Double) -> Double {
        switch self {
        case let .deceleration(m): return m.position(at: t)
        case let .spring(m): return m.position(at: t)
        case let .bounce(m): return m.position(at: t)
        case let .spline(m): return m.position(at: t)
        case let .clamping(m): return m.position(at: t)
        case let .glide(m): return m.position(at: t)
        case let .turnBack(m): return m.position(at: t)
        case let .custom(m): return m.position(at: t)
        }
    }
    @inline(__always)
    public func velocity(at t: Double) -> Double {
        switch self {
        case let .deceleration(m): return m.velocity(at: t)
        case let .spring(m): return m.velocity(at: t)
        case let .bounce(m): return m.velocity(at: t)
        case let .spline(m): return m.velocity(at: t)
        case let .clamping(m): return m.velocity(at: t)
        case let .glide(m): return m.velocity(at: t)
        case let .turnBack(m): return m.velocity(at: t)
        case let .custom(m): return m.velocity(at: t)
        }
    }
    @inline(__always)
    public var endTime: Double {
        switch self {
        case let .deceleration(m): return m.endTime
        case let .spring(m): return m.endTime
        case let .bounce(m): return m.endTime
        case let .spline(m): return m.endTime
        case let .clamping(m): return m.endTime
        case let .glide(m): return m.endTime
        case let .turnBack(m): return m.endTime
        case let .custom(m): return m.endTime
        }
    }
    @inline(__always)
    public var restPosition: Double {
        switch self {
        case let .deceleration(m): return m.restPosition
        case let .spring(m): return m.restPosition
        case let .bounce(m): return m.restPosition
        case let .spline(m): return m.restPosition
        case let .clamping(m): return m.restPosition
        case let .glide(m): return m.restPosition
        case let .turnBack(m): return m.restPosition
        case let .custom(m): return m.restPosition
        }
    }
    public func nextTurn(after t: Double) -> Double? {
        switch self {
        case let .deceleration(m): return m.nextTurn(after: t)
        case let .spring(m): return m.nextTurn(after: t)
        case let .bounce(m): return m.nextTurn(after: t)
        case let .spline(m): return m.nextTurn(after: t)
        case let .clamping(m): return m.nextTurn(after: t)
        case let .glide(m): return m.nextTurn(after: t)
        case let .turnBack(m): return m.nextTurn(after: t)
        case let .custom(m): return m.nextTurn(after: t)
        }
    }
    public func crossingTime(of x: Double, from lo: Double, to hi: Double, increasing: Bool) -> Double {
        switch self {
        case let .deceleration(m): return m.crossingTime(of: x, from: lo, to: hi, increasing: increasing)
        case let .spring(m): return m.crossingTime(of: x, from: lo, to: hi, increasing: increasing)
        case let .bounce(m): return m.crossingTime(of: x, from: lo, to: hi, increasing: increasing)
        case let .spline(m): return m.crossingTime(of: x, from: lo, to: hi, increasing: increasing)
        case let .clamping(m): return m.crossingTime(of: x, from: lo, to: hi, increasing: increasing)
        case let .glide(m): return m.crossingTime(of: x, from: lo, to: hi, increasing: increasing)
        case let .turnBack(m): return m.crossingTime(of: x, from: lo, to: hi, increasing: increasing)
        case let .custom(m): return m.crossingTime(of: x, from: lo, to: hi, increasing: increasing)
        }
    }
}

/// A motion placed in time: started at ``start`` (absolute seconds), making selection
/// changes with ``cause``.
struct ScheduledMotion: Sendable {
    let motion: ScrollMotion
    let start: Double
    let cause: SelectionCause
    /// The index of the target it rests on (where quick key presses accumulate from).
    let targetIndex: Int?
    /// When it ends (absolute), kept: reading it from the motion switches on its case.
    let endTime: Double

    init(motion: ScrollMotion, start: Double, cause: SelectionCause, targetIndex: Int?) {
        self.motion = motion
        self.start = start
        self.cause = cause
        self.targetIndex = targetIndex
        endTime = start + motion.endTime
    }

    /// A motion at rest at 0 from time 0: what an activity without a motion keeps in its
    /// place (never read).
    static let none = ScheduledMotion(motion: .deceleration(Deceleration(position: 0, velocity: 0)), start: 0,
                                      cause: .programmatic, targetIndex: nil)

    @inline(__always)
    var restPosition: Double { motion.restPosition }
    @inline(__always)
    func position(at t: Double) -> Double { motion.position(at: t - start) }
    @inline(__always)
    func velocity(at t: Double) -> Double { motion.velocity(at: t - start) }

    /// The first absolute time in `lo...hi` (a monotonic piece, not past `x` at `lo`) at
    /// which ``position(at:)`` — the offset the engine shows then — is past `x` (`> x`
    /// increasing, `<= x` decreasing). Searched in absolute time: a motion's own time,
    /// `T − start`, is exact there but `start + t` rounds, by up to an ulp of `T` (at
    /// 800 s and 1e6 pt/s, 5e-8 pt on the wrong side). Springs (Halley), glides and
    /// turn-backs (Newton) by steps on the absolute time, from `known` (their position and
    /// velocity at `lo`) when given, returning theirs at the crossing; the other motions from
    /// their own crossing, moved to the first absolute time past.
    func crossingTime(of x: Double, after lo: Double, through hi: Double, increasing: Bool,
                      known: MotionState?) -> (time: Double, state: MotionState?) {
        let start = start
        @inline(__always) func fromMotionTime<M: Motion, G: Motion>(_ m: M, guess g: G, until end: Double = .infinity) -> (time: Double, state: MotionState?) {
            let t = g.crossingTime(of: x, from: Swift.max(0, lo - start), to: Swift.min(end, hi - start), increasing: increasing)
            return (refineCrossing(near: start + t, after: lo, through: hi) { time in
                let p = m.position(at: time - start)
                return increasing ? p > x : p <= x
            }, nil)
        }
        switch motion {
        case let .spring(m):
            let found = newtonCrossing(of: x, from: lo, to: hi, increasing: increasing, known: known,
                                       acceleration: m.acceleration) {
                m.positionAndVelocity(at: $0 - start)
            }
            return (found.time, found.state)
        case let .bounce(m) where (lo + hi) / 2 - start > m.switchTime:
            let found = newtonCrossing(of: x, from: lo, to: hi, increasing: increasing, known: known,
                                       acceleration: m.spring.acceleration) {
                m.positionAndVelocity(at: $0 - start)
            }
            return (found.time, found.state)
        case let .bounce(m): return fromMotionTime(m, guess: m.deceleration, until: m.switchTime)
        case let .deceleration(m): return fromMotionTime(m, guess: m)
        case let .spline(m): return fromMotionTime(m, guess: m)
        case let .clamping(m): return fromMotionTime(m, guess: m)
        case let .glide(m):
            let found = newtonCrossing(of: x, from: lo, to: hi, increasing: increasing, known: known) {
                (m.position(at: $0 - start), m.velocity(at: $0 - start))
            }
            return (found.time, found.state)
        case let .turnBack(m):
            let found = newtonCrossing(of: x, from: lo, to: hi, increasing: increasing, known: known) {
                (m.position(at: $0 - start), m.velocity(at: $0 - start))
            }
            return (found.time, found.state)
        case let .custom(m): return fromMotionTime(m, guess: m)
        }
    }
}

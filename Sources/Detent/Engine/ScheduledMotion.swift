/// A motion placed in time: started at ``start`` (absolute seconds), making selection
/// changes with ``cause``. A built-in motion, stored packed (``PackedMotion``: read in place,
/// never copied whole per frame), or ``custom``, a motion of your own, when set (the packed
/// one is then a rest, never read).
///
/// Its readers are `mutating` though they change nothing, for ``PackedMotion``'s reason.
struct ScheduledMotion: Sendable {
    private(set) var custom: CustomMotion?
    private(set) var start: Double
    private(set) var cause: SelectionCause
    /// The index of the target it rests on (where quick key presses accumulate from).
    private(set) var targetIndex: Int?
    /// When it ends (absolute), kept: reading it from the motion switches on its case.
    private(set) var endTime: Double
    /// Where it rests, kept for the same reason.
    private(set) var restPosition: Double
    /// When it ends in its own time (``endTime`` − ``start``, unrounded).
    private(set) var duration: Double
    /// The motion's bytes, last: the fields above and the start of the bytes (a
    /// deceleration's) share the first cache lines.
    private var packed: PackedMotion

    init(motion: consuming ScrollMotion, start: Double, cause: SelectionCause, targetIndex: Int?) {
        // Read back from the packed bytes: each read of the enum would copy all of it.
        packed = PackedMotion(motion)
        duration = packed.endTime()
        endTime = start + duration
        restPosition = packed.restPosition()
        custom = nil
        self.start = start
        self.cause = cause
        self.targetIndex = targetIndex
    }

    /// Runs `motion` from `start` instead, in place: only its own bytes and these fields are
    /// written (a new scheduled motion assigned over this one was made in a temporary and
    /// copied twice, some 1.4 KB per release).
    mutating func restart(_ motion: consuming ScrollMotion, start: Double, cause: SelectionCause, targetIndex: Int?) {
        packed.replace(with: motion)
        forgetCustom()
        self.start = start
        self.cause = cause
        self.targetIndex = targetIndex
        duration = packed.endTime()
        endTime = start + duration
        restPosition = packed.restPosition()
    }

    /// Your own motion, from `start`.
    init(custom: CustomMotion, start: Double, cause: SelectionCause, targetIndex: Int?) {
        packed = PackedMotion(.deceleration(Deceleration(position: custom.restPosition, velocity: 0)))
        self.custom = custom
        duration = custom.endTime
        self.start = start
        self.cause = cause
        self.targetIndex = targetIndex
        endTime = start + custom.endTime
        restPosition = custom.restPosition
    }

    /// Lets go of a motion of your own (the place is no longer shown: no reference kept).
    mutating func forgetCustom() {
        if custom != nil { custom = nil }
    }

    /// A motion at rest at 0 from time 0: what an activity without a motion keeps in its
    /// place (never read).
    static let none = ScheduledMotion(motion: .deceleration(Deceleration(position: 0, velocity: 0)), start: 0,
                                      cause: .programmatic, targetIndex: nil)

    /// The built-in motion (a copy; a rest for a custom one).
    var motion: ScrollMotion {
        var copy = packed
        return copy.unpacked()
    }

    @inline(__always)
    mutating func position(at t: Double) -> Double { position(inMotionTime: t - start) }
    @inline(__always)
    mutating func velocity(at t: Double) -> Double { velocity(inMotionTime: t - start) }

    /// The position at the motion's own time `t` (since ``start``).
    @inline(__always)
    mutating func position(inMotionTime t: Double) -> Double {
        if let custom { return custom.position(at: t) }
        return packed.position(at: t)
    }
    /// The velocity at the motion's own time `t`.
    @inline(__always)
    mutating func velocity(inMotionTime t: Double) -> Double {
        if let custom { return custom.velocity(at: t) }
        return packed.velocity(at: t)
    }
    /// The running motion when it is a plain spring (for ``SelectionTracker``'s search of
    /// several crossings at once), else `nil`.
    mutating func runningSpring() -> SpringMotion? {
        custom == nil && packed.kind == .spring ? packed.load(SpringMotion.self) : nil
    }

    /// ``Motion/nextTurn(after:)`` in its own time.
    mutating func nextTurn(after t: Double) -> Double? {
        if let custom { return custom.nextTurn(after: t) }
        return packed.nextTurn(after: t)
    }
    /// Whether `planner` lets it run on from its own time `t` (``BallisticPlanner/keepsWithinOvershoot(_:after:)``).
    mutating func keepsWithinOvershoot(_ planner: BallisticPlanner, after t: Double) -> Bool {
        if let custom { return planner.keepsWithinOvershoot(custom, after: t) }
        return planner.keepsWithinOvershoot(packed.unpacked(), after: t)
    }

    /// The first absolute time in `lo...hi` (a monotonic piece, not past `x` at `lo`) at
    /// which ``position(at:)`` — the offset the engine shows then — is past `x` (`> x`
    /// increasing, `<= x` decreasing). Searched in absolute time: a motion's own time,
    /// `T − start`, is exact there but `start + t` rounds, by up to an ulp of `T` (at
    /// 800 s and 1e6 pt/s, 5e-8 pt on the wrong side). Springs (Halley), glides and
    /// turn-backs (Newton) by steps on the absolute time, from `known` (their position and
    /// velocity at `lo`) when given, returning theirs at the crossing; the other motions from
    /// their own crossing, moved to the first absolute time past.
    mutating func crossingTime(of x: Double, after lo: Double, through hi: Double, increasing: Bool,
                               known: MotionState?) -> (time: Double, state: MotionState?) {
        let start = start
        @inline(__always) func fromMotionTime<M: Motion, G: Motion>(_ m: M, guess g: G, until end: Double = .infinity) -> (time: Double, state: MotionState?) {
            let t = g.crossingTime(of: x, from: Swift.max(0, lo - start), to: Swift.min(end, hi - start), increasing: increasing)
            return (refineCrossing(near: start + t, after: lo, through: hi) { time in
                let p = m.position(at: time - start)
                return increasing ? p > x : p <= x
            }, nil)
        }
        if let custom { return fromMotionTime(custom, guess: custom) }
        switch packed.kind {
        case .spring:
            let m = packed.load(SpringMotion.self)
            let found = newtonCrossing(of: x, from: lo, to: hi, increasing: increasing, known: known,
                                       acceleration: m.acceleration) {
                m.positionAndVelocity(at: $0 - start)
            }
            return (found.time, found.state)
        case .bounce:
            let m = packed.load(BounceMotion.self)
            guard (lo + hi) / 2 - start > m.switchTime else {
                return fromMotionTime(m, guess: m.deceleration, until: m.switchTime)
            }
            let found = newtonCrossing(of: x, from: lo, to: hi, increasing: increasing, known: known,
                                       acceleration: m.spring.acceleration) {
                m.positionAndVelocity(at: $0 - start)
            }
            return (found.time, found.state)
        case .deceleration:
            let m = packed.load(Deceleration.self)
            return fromMotionTime(m, guess: m)
        case .spline:
            let m = packed.load(SplineFling.self)
            return fromMotionTime(m, guess: m)
        case .clamping:
            let m = packed.load(ClampingFling.self)
            return fromMotionTime(m, guess: m)
        case .glide:
            let m = packed.load(GlideMotion.self)
            let found = newtonCrossing(of: x, from: lo, to: hi, increasing: increasing, known: known) {
                (m.position(at: $0 - start), m.velocity(at: $0 - start))
            }
            return (found.time, found.state)
        case .turnBack:
            let m = packed.load(TurnBackMotion.self)
            let found = newtonCrossing(of: x, from: lo, to: hi, increasing: increasing, known: known) {
                (m.position(at: $0 - start), m.velocity(at: $0 - start))
            }
            return (found.time, found.state)
        }
    }
}

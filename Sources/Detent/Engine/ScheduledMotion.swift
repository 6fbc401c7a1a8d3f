/// A motion placed in time: started at ``start`` (absolute seconds), making selection
/// changes with ``cause``.
struct ScheduledMotion: Sendable {
    private(set) var motion: ScrollMotion
    private(set) var start: Double
    private(set) var cause: SelectionCause
    /// The index of the target it rests on (where quick key presses accumulate from).
    private(set) var targetIndex: Int?

    init(motion: ScrollMotion, start: Double, cause: SelectionCause, targetIndex: Int?) {
        self.motion = motion
        self.start = start
        self.cause = cause
        self.targetIndex = targetIndex
    }

    /// When it ends in its own time (``Motion/endTime``).
    var duration: Double { motion.endTime }
    /// When it ends (absolute: ``start`` + ``duration``, rounded).
    var endTime: Double { start + motion.endTime }
    /// Where it rests.
    var restPosition: Double { motion.restPosition }

    // From ``endTime`` on, at rest: `endTime − start` may round below ``duration``. One
    // opening of the motion's case for the end and the position. Never inlined (the whole
    // switch): the frame's reader, ``ScrollActivity/position(at:)``, inlines the read itself.
    @inline(never)
    func position(at t: Double) -> Double { motion.read(MotionReaders.ScheduledPosition(t: t, start: start)) }
    @inline(never)
    func velocity(at t: Double) -> Double { motion.read(MotionReaders.ScheduledVelocity(t: t, start: start)) }

    /// The position at the motion's own time `t` (since ``start``).
    func position(inMotionTime t: Double) -> Double { motion.position(at: t) }
    /// The velocity at the motion's own time `t`.
    func velocity(inMotionTime t: Double) -> Double { motion.velocity(at: t) }

    /// ``Motion/nextTurn(after:)`` in its own time.
    func nextTurn(after t: Double) -> Double? { motion.nextTurn(after: t) }

    /// The first absolute time in `lo...hi` (a monotonic piece, not past `x` at `lo`) at
    /// which ``position(at:)`` — the offset the engine shows then — is past `x`. Searched in
    /// absolute time: a motion's own time, `T − start`, is exact there but `start + t`
    /// rounds, by up to an ulp of `T` (at 800 s and 1e6 pt/s, 5e-8 pt on the wrong side).
    // Out of line: the selection tracker searches from two places, each a copy of the whole
    // switch otherwise. `mutating` (it changes nothing) so that the tracker's motion, `inout`
    // there, is passed in place, not copied for the call.
    @inline(never)
    mutating func crossingTime(of x: Double, after lo: Double, through hi: Double, increasing: Bool,
                      known: MotionState?) -> (time: Double, state: MotionState?) {
        motion.crossing(of: x, increasing: increasing, startedAt: start, after: lo, through: hi, known: known)
    }
}

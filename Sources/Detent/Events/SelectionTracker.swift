/// The target under the anchor, and the selection changes a motion makes.
///
/// A running motion's crossings are found lazily, as time advances: the motion is cut into
/// monotonic pieces at its turns (``Motion/nextTurn(after:)``); in a piece the selection
/// moves one target at a time toward the target at the piece's end, each crossing at the
/// first absolute time at which the offset the engine shows is past the boundary between
/// two targets. Each time depends only on the motion, the piece and the boundary, never on
/// when the engine is advanced, so the events are the same at any frame rate, and starting
/// a motion costs nothing however far it goes.
///
/// The work of one step (an advance, an input) is bounded: it appends at most
/// ``ScrollEngine/selectionEventsPerStep`` events of one target each, then one event from
/// there to the target shown at the step's end, at the exact time the offset crosses into
/// it (``span(_:until:)``). A step opens as many monotonic pieces at most; past either bound
/// the pieces before the step's end are skipped, with one event to the target shown there at
/// that time (or the motion's rest, at its end). The chain from → to stays unbroken; a jump across millions of targets costs
/// no more than that bound, whatever the distance.
struct SelectionTracker: Sendable {
    /// The targets it selects from: the engine's (``ScrollEngine/Configuration/targets``).
    private(set) var targets: ScrollTargets
    /// The target under the anchor.
    private(set) var index: Int

    /// The end of the current piece, in motion time (the next piece starts there).
    private var pieceEnd = 0.0
    /// The current piece in absolute time: from its start or the last crossing in it
    /// (not past the next boundary there) through its end.
    private var after = -Double.infinity
    private var through = 0.0
    private var pieceTarget = 0
    /// The absolute time of the next crossing.
    private var nextCrossing: Double?
    /// The motion's position and velocity at ``after`` when known (a spring's search
    /// starts from them).
    private var afterState: MotionState?
    /// The same at ``nextCrossing``.
    private var nextState: MotionState?
    /// Whether the next crossing in the current piece is still to be found: put off while
    /// nothing of the piece after ``after`` has been shown (a release runs its motion to its
    /// own start time), since a crossing always falls after ``after``.
    private var crossingDue = false
    private var finished = true
    /// A spring's next crossings in the current piece, found ahead (``CrossingLookahead``).
    private var lookahead = CrossingLookahead()
    /// How many crossings were found by their own search rather than ahead (the lookahead
    /// hands over a crossing it cannot certify), for tests to check that it stays rare.
    private(set) var crossingsSearchedOneAtATime = 0

    /// At the target closest to `offset` among `targets`.
    init(targets: ScrollTargets, at offset: Double) {
        self.targets = targets
        index = targets.closestIndex(to: offset)
    }

    /// Selects from `targets` from now on (the index is unchanged until ``jump(to:at:cause:into:)``).
    mutating func use(_ targets: ScrollTargets) { self.targets = targets }

    /// Starts following a motion from its time `t` (0: it begins now), its crossings
    /// counted from ``index``.
    mutating func follow(from t: Double = 0) {
        pieceEnd = t
        after = -.infinity
        afterState = nil
        nextCrossing = nil
        crossingDue = false
        finished = false
        lookahead.removeAll()
    }

    /// Appends the crossings `motion` makes up to `until` (absolute), in order. (`inout` only
    /// to be handed the engine's motion in place, not a copy; it is not changed.)
    @inline(__always)
    mutating func advance(_ motion: inout ScheduledMotion, through until: Double, into events: inout [ScrollEvent]) {
        if hasChange(through: until) { advanceChanges(motion, through: until, into: &events) }
    }

    /// Whether ``advance(_:through:into:)`` through `until` has anything to do: no when the
    /// motion is done with, or its next crossing is known and after `until`, or put off and
    /// nothing after the last crossing is shown yet (most frames: checked inline, the rest
    /// of the work is a call).
    @inline(__always)
    func hasChange(through until: Double) -> Bool {
        if finished || targets.count <= 1 { return false }
        if crossingDue { return until > after }
        if let time = nextCrossing { return time <= until }
        return true
    }

    private mutating func advanceChanges(_ motion: borrowing ScheduledMotion, through until: Double,
                                         into events: inout [ScrollEvent]) {
        // ``hasChange(through:)`` held: targets to cross, not finished, a put-off search due.
        var budget = ScrollEngine.selectionEventsPerStep, pieces = ScrollEngine.selectionEventsPerStep
        if crossingDue {
            crossingDue = false
            findCrossing(motion)
        }
        while true {
            if let time = nextCrossing {
                guard time <= until else { return }
                if budget <= 0 {
                    span(motion, until: until, into: &events)
                    if crossingDue { return }
                    continue
                }
                let step = pieceTarget > index ? 1 : -1, cause = motion.cause
                // This crossing, then those found ahead that are due, in one loop.
                var crossing = (time: time, state: nextState)
                while true {
                    events.append(.selection(SelectionChange(from: index, to: index + step, time: crossing.time,
                                                             cause: cause)))
                    index += step
                    budget -= 1
                    guard budget > 0, index != pieceTarget, let due = lookahead.removeFirst(through: until) else { break }
                    crossing = due
                }
                // The piece is monotonic: the next crossing comes after this one.
                after = crossing.time
                afterState = crossing.state
                nextCrossing = nil
                guard index != pieceTarget else { continue }
                // A crossing found ahead is taken here (no search, so none to put off).
                if !lookahead.isEmpty {
                    let found = lookahead.removeFirst()
                    nextCrossing = found.time
                    nextState = found.state
                    continue
                }
                findCrossingOrDefer(motion, until: until)
                if crossingDue { return }
                continue
            }
            // The piece is done: open the next one, unless it starts after `until`.
            var lo = pieceEnd
            let end = motion.duration
            guard lo < end else {
                // At its end the motion shows its rest (a trackpad's coast too, before the
                // gesture's quiet end): the target there, at the end time.
                let rest = targets.closestIndex(to: motion.position(inMotionTime: end))
                guard rest == index || motion.start + end <= until else { return }
                steps(to: rest, at: motion.start + end, cause: motion.cause, budget: &budget, into: &events)
                finished = true
                return
            }
            // Not before something of it is shown: a crossing comes after its start, so a
            // release (which runs its motion to its own start) opens no piece.
            guard motion.start + lo < until else { return }
            // As many pieces as events of one target a step; past either bound the pieces
            // before `until` are skipped (a spring stiffened a trillion times rings thousands of times
            // a frame): one event to the target shown at `until`, then a piece from there, or
            // to the motion's end when it ends in the step.
            pieces -= 1
            if pieces < 0 || budget <= 0 {
                if motion.start + end <= until { pieceEnd = end; budget = 0; continue }
                let shown = targets.closestIndex(to: motion.position(at: until))
                if shown != index {
                    events.append(.selection(SelectionChange(from: index, to: shown, time: until, cause: motion.cause)))
                    index = shown
                }
                lo = Swift.max(lo, until - motion.start)
                after = Swift.max(after, until)
            }
            // (A turn not after `lo` would make no progress: the rest is one piece then.)
            let turn = motion.nextTurn(after: lo) ?? end
            let hi = turn > lo ? Swift.min(turn, end) : end
            pieceEnd = hi
            // Never before the last crossing (`start + lo` rounds).
            after = Swift.max(after, motion.start + lo)
            afterState = nil
            through = motion.start + hi
            // The last piece ends where the motion is shown just before it rests: a motion
            // that stops within its tolerance (a page spring on its way past its page) puts
            // the content there at its end time, the engine's end of the motion selects it.
            pieceTarget = targets.closestIndex(to: motion.position(inMotionTime: hi < end ? hi : end.nextDown))
            nextCrossing = nil
            if pieceTarget != index { findCrossingOrDefer(motion, until: until) }
            if crossingDue { return }
        }
    }

    /// ``findCrossing(_:)`` now, or on the next ``advance`` that goes past ``after`` when
    /// this one does not: the crossing comes after ``after`` (``newtonCrossing`` and
    /// ``refineCrossing(near:after:through:_:)`` return a time in `after <.. through`), and
    /// its time depends only on the motion, the piece and ``index``, all kept until then.
    private mutating func findCrossingOrDefer(_ motion: borrowing ScheduledMotion, until: Double) {
        if until <= after && through > after {
            crossingDue = true
            return
        }
        findCrossing(motion)
    }

    /// Past the step's budget, with the next crossing due by `until`: one event from
    /// ``index`` to the target the piece shows at `until` (or at its end), at the first time
    /// the offset is past the boundary into that target, as a crossing of its own would be.
    private mutating func span(_ motion: borrowing ScheduledMotion, until: Double, into events: inout [ScrollEvent]) {
        let increasing = pieceTarget > index, step = increasing ? 1 : -1
        var to = until >= through ? pieceTarget : targets.closestIndex(to: motion.position(at: until))
        // Between the next target and the piece's, as the piece is monotonic.
        to = increasing ? Swift.max(index + 1, Swift.min(pieceTarget, to)) : Swift.min(index - 1, Swift.max(pieceTarget, to))
        var found: (time: Double, state: MotionState?) = (nextCrossing ?? until, nextState)
        while to != index + step {
            found = motion.crossingTime(of: targets.boundary(after: increasing ? to - 1 : to), after: after, through: through,
                                        increasing: increasing, known: afterState)
            if found.time <= until { break }
            to -= step   // rounding at `until`: the target before
        }
        if to == index + step, let time = nextCrossing { found = (time, nextState) }
        events.append(.selection(SelectionChange(from: index, to: to, time: found.time, cause: motion.cause)))
        index = to
        after = found.time
        afterState = found.state
        nextCrossing = nil
        lookahead.removeAll()
        if index != pieceTarget { findCrossingOrDefer(motion, until: until) }
    }

    /// One event per target from ``index`` to `target`, all at `t`, while `budget` lasts;
    /// then one event for the rest.
    private mutating func steps(to target: Int, at t: Double, cause: SelectionCause, budget: inout Int,
                                into events: inout [ScrollEvent]) {
        while index != target {
            let next = budget > 0 ? (target > index ? index + 1 : index - 1) : target
            events.append(.selection(SelectionChange(from: index, to: next, time: t, cause: cause)))
            index = next
            budget -= 1
        }
    }

    /// Finds the next crossing toward ``pieceTarget`` in the current piece: the next one
    /// found ahead, or for a spring with two or more to go, up to 16 found ahead at once
    /// (``findSpringCrossings(_:_:increasing:)``), else one by its own search.
    private mutating func findCrossing(_ motion: borrowing ScheduledMotion) {
        if lookahead.isEmpty, abs(pieceTarget - index) >= 2, let known = afterState, case let .spring(spring) = motion.motion {
            lookahead.removeAll()
            findSpringCrossings(spring, motion.start, known: known, increasing: pieceTarget > index)
        }
        if !lookahead.isEmpty {
            let found = lookahead.removeFirst()
            nextCrossing = found.time
            nextState = found.state
            return
        }
        let increasing = pieceTarget > index
        let boundary = targets.boundary(after: increasing ? index : index - 1)
        let found = motion.crossingTime(of: boundary, after: after, through: through, increasing: increasing,
                                        known: afterState)
        crossingsSearchedOneAtATime += 1
        nextCrossing = found.time
        nextState = found.state
    }

    /// Fills ``lookahead`` with the next crossings of `spring` (started at `start`, absolute)
    /// in the current piece, from its state `known` at ``after``: the same times as one
    /// search at a time (``newtonCrossing``), each certified the same way — the first time at
    /// which the shown position is past its boundary, the time an ulp before it not past.
    ///
    /// The work is done in passes over stack buffers, each a tight loop:
    /// 1. the searches' first steps, a chain: each a Halley step on the absolute time from
    ///    the state the last one found (an exact evaluation near the last crossing);
    /// 2. each search's second step, a candidate (independent of the others);
    /// 3. the spring at every candidate;
    /// 4. the spring an ulp before each candidate that is past its boundary, or after one
    ///    that is not;
    /// 5. the certificates, in order, stopping at the first candidate that does not certify
    ///    (the one-at-a-time search takes over there: a time in ulp noise, a step that leaves
    ///    the piece), so that every crossing kept is the one that search finds.
    /// Passes 3 and 4 are a call to `exp` after another with little else live, so nothing
    /// is saved and restored around each call (no floating-point register survives a call);
    /// in one loop with the searches, that was a third of the work.
    private mutating func findSpringCrossings(_ spring: SpringMotion, _ start: Double, known: MotionState,
                                              increasing: Bool) {
        // One loop for each kind of spring and direction (chosen once, not at each
        // evaluation and comparison).
        switch spring.form {
        case let .critical(form):
            if increasing { findSpringCrossings(spring, form, start, known: known, increasing: true) }
            else { findSpringCrossings(spring, form, start, known: known, increasing: false) }
        case let .under(form):
            if increasing { findSpringCrossings(spring, form, start, known: known, increasing: true) }
            else { findSpringCrossings(spring, form, start, known: known, increasing: false) }
        case let .over(form):
            if increasing { findSpringCrossings(spring, form, start, known: known, increasing: true) }
            else { findSpringCrossings(spring, form, start, known: known, increasing: false) }
        }
    }

    @inline(__always)
    private mutating func findSpringCrossings<F: SpringForm>(_ spring: SpringMotion, _ form: F, _ start: Double,
                                                             known: MotionState, increasing: Bool) {
        let capacity = CrossingLookahead.capacity
        let n = Swift.min(capacity, abs(pieceTarget - index))
        @inline(__always) func state(_ time: Double) -> MotionState { spring.positionAndVelocity(at: time - start, form) }
        @inline(__always) func halley(_ t: Double, _ s: MotionState, _ x: Double) -> Double {
            let f = s.position - x
            return t - 2 * f * s.velocity / (2 * s.velocity * s.velocity - f * spring.acceleration(s, form))
        }
        let after = after, through = through
        let first = increasing ? index : index - 1, direction = increasing ? 1 : -1
        // 7 rows of `capacity` on the stack (a temporary allocation of up to 1 KiB never
        // reaches the heap): boundaries, candidates and their states, the neighbours and
        // their states.
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 7 * capacity) { buffer in
            let xs = buffer.baseAddress!
            let t2s = xs + capacity, p2s = t2s + capacity, v2s = p2s + capacity
            let others = v2s + capacity, pos = others + capacity, vel = pos + capacity
            for j in 0..<n { xs[j] = targets.boundary(after: first + direction * j) }
            // 1, 2. The chain of first steps, and from each a candidate. A step of h leaves an
            // error of about h³/timeScale²: where the crossings are far apart for the spring
            // (as it leaves rest, as it settles) a step longer than `converged` is followed by
            // another (up to 4 in all) rather than a candidate that would not certify.
            let converged = 1e-5 * form.timeScale
            var candidates = 0
            var t = after, s = known
            chain: while candidates < n {
                let x = xs[candidates]
                var t1 = halley(t, s, x)
                var t2 = t1
                for _ in 0..<4 {
                    guard t1 > after && t1 < through else { break chain }
                    s = state(t1)
                    t = t1
                    t2 = halley(t1, s, x)
                    if abs(t2 - t1) <= converged { break }
                    t1 = t2
                }
                guard t2 > after && t2 <= through else { break }
                t2s[candidates] = t2
                candidates += 1
            }
            // 3–5 by groups of 4: a certificate that fails (near the end of a motion, where
            // the position moves by less than its rounding in an ulp of time) wastes at most
            // the rest of its group.
            var last = after
            var lo = 0
            while lo < candidates {
                let hi = Swift.min(candidates, lo + 4)
                // 3. The spring at each candidate.
                for j in lo..<hi {
                    let s2 = state(t2s[j])
                    p2s[j] = s2.position
                    v2s[j] = s2.velocity
                }
                // 4. The neighbour on the other side of each, chosen without a branch (a
                // candidate is past its boundary about as often as not), and the spring there.
                for j in lo..<hi {
                    let x = xs[j], p = p2s[j], t2 = t2s[j]
                    let past = increasing ? p > x : p <= x
                    others[j] = past ? t2.nextDown : t2.nextUp
                }
                for j in lo..<hi {
                    let so = state(others[j])
                    pos[j] = so.position
                    vel[j] = so.velocity
                }
                // 5. The certificates, in order.
                for j in lo..<hi {
                    let x = xs[j]
                    @inline(__always) func isPast(_ p: Double) -> Bool { increasing ? p > x : p <= x }
                    let past = isPast(p2s[j]), other = others[j]
                    guard past != isPast(pos[j]) && (past || other <= through) else { return }
                    let time = past ? t2s[j] : other
                    guard time > last else { return }
                    lookahead.append(time: time, state: past ? (p2s[j], v2s[j]) : (pos[j], vel[j]))
                    last = time
                }
                lo = hi
            }
        }
    }

    /// Moves to the target at `x`, one event per target crossed, all at `t` (drags, wheels,
    /// a motion's end), up to the step's bound, then one for the rest.
    mutating func move(to x: Double, at t: Double, cause: SelectionCause, into events: inout [ScrollEvent]) {
        guard targets.count > 0 else { return }
        var budget = ScrollEngine.selectionEventsPerStep
        steps(to: targets.closestIndex(to: x), at: t, cause: cause, budget: &budget, into: &events)
    }

    /// Jumps to the target at `x`: a single event from the old index to the new.
    mutating func jump(to x: Double, at t: Double, cause: SelectionCause, into events: inout [ScrollEvent]) {
        let target = targets.closestIndex(to: x)
        guard targets.count > 0, target != index else { return }
        events.append(.selection(SelectionChange(from: index, to: target, time: t, cause: cause)))
        index = target
    }
}

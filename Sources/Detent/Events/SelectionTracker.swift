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
/// it (``span(_:until:into:)``). A step opens as many monotonic pieces at most; past either bound
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
    /// A spring's or a deceleration's next crossings in the current piece, found ahead
    /// (``CrossingLookahead``).
    private var lookahead = CrossingLookahead()
    /// How many crossings were found by their own search rather than ahead (the lookahead
    /// hands over a crossing it cannot certify), for tests to check that it stays rare.
    private(set) var crossingsSearchedOneAtATime = 0

    /// At the target closest to `offset` among `targets`; -1 when there are none.
    init(targets: ScrollTargets, at offset: Double) {
        self.targets = targets
        index = targets.count > 0 ? targets.closestIndex(to: offset) : -1
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
        if hasChange(through: until) { advanceChanges(&motion, through: until, into: &events) }
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

    // The scheduled motion goes `inout` down these calls, though they only read it: as a
    // `borrowing` argument its 145 bytes were copied at each call (a selection event's
    // `memcpy`, about 30 instructions).
    private mutating func advanceChanges(_ motion: inout ScheduledMotion, through until: Double,
                                         into events: inout [ScrollEvent]) {
        // ``hasChange(through:)`` held: targets to cross, not finished, a put-off search due.
        var budget = ScrollEngine.selectionEventsPerStep, pieces = ScrollEngine.selectionEventsPerStep
        if crossingDue {
            crossingDue = false
            findCrossing(&motion)
        }
        while true {
            if let time = nextCrossing {
                guard time <= until else { return }
                if budget <= 0 {
                    span(&motion, until: until, into: &events)
                    if crossingDue { return }
                    continue
                }
                var crossing = (time: time, state: nextState)
                if !lookahead.hasDue(through: until) {
                    // This crossing alone (the next one found ahead, if any, is not due yet).
                    appendCrossing(at: time, cause: motion.cause, into: &events)
                    budget -= 1
                } else {
                    crossing = appendCrossings(from: crossing, through: until, cause: motion.cause, budget: &budget,
                                               into: &events)
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
                findCrossingOrDefer(&motion, until: until)
                if crossingDue { return }
                continue
            }
            // The piece is done: open the next one (out of line: most calls only cross).
            guard openPiece(&motion, through: until, budget: &budget, pieces: &pieces, into: &events) else { return }
        }
    }

    /// Opens the piece after the current one, unless it starts after `until`; appends the
    /// motion's last changes at its end. Returns whether ``advanceChanges(_:through:into:)``
    /// goes on.
    @inline(never)
    private mutating func openPiece(_ motion: inout ScheduledMotion, through until: Double, budget: inout Int,
                                    pieces: inout Int, into events: inout [ScrollEvent]) -> Bool {
        var lo = pieceEnd
        let end = motion.duration
        guard lo < end else {
            // At its end the motion shows its rest (a trackpad's coast too, before the
            // gesture's quiet end): the target there, at the end time.
            let rest = targets.closestIndex(to: motion.position(inMotionTime: end))
            guard rest == index || motion.start + end <= until else { return false }
            steps(to: rest, at: motion.start + end, cause: motion.cause, budget: &budget, into: &events)
            finished = true
            return false
        }
        // Not before something of it is shown: a crossing comes after its start, so a
        // release (which runs its motion to its own start) opens no piece.
        guard motion.start + lo < until else { return false }
        // As many pieces as events of one target a step; past either bound the pieces
        // before `until` are skipped (a spring stiffened a trillion times rings thousands of times
        // a frame): one event to the target shown at `until`, then a piece from there, or
        // to the motion's end when it ends in the step.
        pieces -= 1
        if pieces < 0 || budget <= 0 {
            if motion.start + end <= until { pieceEnd = end; budget = 0; return true }
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
        if pieceTarget != index { findCrossingOrDefer(&motion, until: until) }
        return !crossingDue
    }

    /// Appends the event of one crossing toward ``pieceTarget`` at `time`, and moves there.
    @inline(__always)
    private mutating func appendCrossing(at time: Double, cause: SelectionCause, into events: inout [ScrollEvent]) {
        let step = pieceTarget > index ? 1 : -1
        events.append(.selection(SelectionChange(from: index, to: index + step, time: time, cause: cause)))
        index += step
    }

    /// Appends the event of crossing `first`, then those of the crossings found ahead that are
    /// due by `until` (while `budget` lasts, short of ``pieceTarget``), and returns the last.
    /// Several are made on the stack and appended at once: one check of the array's storage
    /// for them all, not one per event. (Out of line: a frame with one crossing due pays
    /// nothing for it.)
    @inline(never)
    private mutating func appendCrossings(from first: (time: Double, state: MotionState?), through until: Double,
                                          cause: SelectionCause, budget: inout Int,
                                          into events: inout [ScrollEvent]) -> (time: Double, state: MotionState?) {
        let step = pieceTarget > index ? 1 : -1
        let count = 1 + lookahead.countDue(through: until, limit: Swift.min(budget, abs(pieceTarget - index)) - 1)
        budget -= count
        guard count > 1 else {
            appendCrossing(at: first.time, cause: cause, into: &events)
            return first
        }
        var crossing = first
        withUnsafeTemporaryAllocation(of: ScrollEvent.self, capacity: CrossingLookahead.capacity + 1) { buffer in
            // (Written out twice, not as a local function: one changing a captured variable
            // boxes it on the heap in a debug build.)
            var from = index
            buffer.initializeElement(at: 0, to: .selection(SelectionChange(from: from, to: from + step, time: first.time,
                                                                            cause: cause)))
            from += step
            crossing = lookahead.removeFirst(count - 1) { k, time in
                buffer.initializeElement(at: k + 1, to: .selection(SelectionChange(from: from, to: from + step, time: time,
                                                                                    cause: cause)))
                from += step
            }
            index = from
            let made = UnsafeMutableBufferPointer(rebasing: buffer[..<count])
            events.append(contentsOf: made)
            made.deinitialize()
        }
        return crossing
    }

    /// ``findCrossing(_:)`` now, or on the next ``advance`` that goes past ``after`` when
    /// this one does not: the crossing comes after ``after`` (``newtonCrossing`` and
    /// ``refineCrossing(near:after:through:_:)`` return a time in `after <.. through`), and
    /// its time depends only on the motion, the piece and ``index``, all kept until then.
    private mutating func findCrossingOrDefer(_ motion: inout ScheduledMotion, until: Double) {
        if until <= after && through > after {
            crossingDue = true
            return
        }
        findCrossing(&motion)
    }

    /// Past the step's budget, with the next crossing due by `until`: one event from
    /// ``index`` to the target the piece shows at `until` (or at its end), at the first time
    /// the offset is past the boundary into that target, as a crossing of its own would be.
    @inline(never)
    private mutating func span(_ motion: inout ScheduledMotion, until: Double, into events: inout [ScrollEvent]) {
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
        if index != pieceTarget { findCrossingOrDefer(&motion, until: until) }
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
    /// found ahead, or for a spring, a deceleration or a bounce's deceleration with two or more
    /// to go, several found ahead at once (``findCrossingsAhead(_:)``), else one by its own
    /// search.
    private mutating func findCrossing(_ motion: inout ScheduledMotion) {
        if lookahead.isEmpty, abs(pieceTarget - index) >= 2 {
            switch motion.motion {
            case .spring where afterState != nil, .deceleration: findCrossingsAhead(&motion)
            case let .bounce(bounce) where bounce.decelerates(after: after, through: through, startedAt: motion.start):
                findCrossingsAhead(&motion)
            default: break
            }
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

    /// Up to ``CrossingLookahead/capacity`` crossings toward ``pieceTarget`` found ahead into
    /// ``lookahead``: a spring's from the state at ``after`` (``afterState``), a
    /// deceleration's or a bounce's (``Deceleration/crossingsFoundAhead``) one after the
    /// other. (Out of
    /// line: its stack buffer would make every search pay for a frame of its size and its
    /// guard.)
    @inline(never)
    private mutating func findCrossingsAhead(_ motion: inout ScheduledMotion) {
        lookahead.removeAll()
        let increasing = pieceTarget > index
        // The boundaries to cross, in order, on the stack (the targets read from a local
        // copy: through `self`, `inout` here, a store to the buffer could change them, so
        // they were read again for each boundary).
        var n = Swift.min(CrossingLookahead.capacity, abs(pieceTarget - index))
        switch motion.motion {
        case .deceleration, .bounce: n = Swift.min(n, Deceleration.crossingsFoundAhead)
        default: break
        }
        let targets = targets
        withUnsafeTemporaryAllocation(of: Double.self, capacity: CrossingLookahead.capacity) { xs in
            let xs = UnsafeMutableBufferPointer(rebasing: xs[..<n])
            targets.boundaries(after: increasing ? index : index - 1, step: increasing ? 1 : -1, into: xs)
            switch motion.motion {
            case let .spring(spring):
                guard let known = afterState else { return }
                spring.crossings(startedAt: motion.start, after: after, through: through, known: known,
                                 increasing: increasing, boundaries: UnsafeBufferPointer(xs), into: &lookahead)
            case let .deceleration(deceleration):
                deceleration.crossings(startedAt: motion.start, after: after, through: through, increasing: increasing,
                                       boundaries: UnsafeBufferPointer(xs), into: &lookahead)
            case let .bounce(bounce):
                bounce.crossings(startedAt: motion.start, after: after, through: through, known: afterState,
                                 increasing: increasing, boundaries: UnsafeBufferPointer(xs), into: &lookahead)
            default:
                break
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

    /// Jumps to the target at `x`: a single event from the old index to the new. Targets
    /// appearing where there were none, or all removed, start or end the selection without an
    /// event (as a picker's first value is no change): the index is -1 while there are none, so
    /// that an event's `from` is always the index read before it.
    mutating func jump(to x: Double, at t: Double, cause: SelectionCause, into events: inout [ScrollEvent]) {
        guard targets.count > 0 else { index = -1; return }
        let target = targets.closestIndex(to: x)
        guard index >= 0 else { index = target; return }
        guard target != index else { return }
        events.append(.selection(SelectionChange(from: index, to: target, time: t, cause: cause)))
        index = target
    }
}

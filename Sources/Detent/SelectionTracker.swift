/// The target under the anchor, and the selection changes a motion makes.
///
/// A running motion's crossings are found lazily, as time advances: the motion is cut into
/// monotonic pieces at its turns (``Motion/nextTurn(after:)``); in a piece the selection
/// moves one target at a time toward the target at the piece's end, each crossing at the
/// exact time the position passes the boundary between two targets. Each time depends only
/// on the motion, the piece and the boundary, never on when the engine is advanced, so the
/// events are the same at any frame rate, and starting a motion costs nothing however far
/// it goes.
struct SelectionTracker: Sendable {
    /// The target under the anchor.
    private(set) var index: Int

    /// Where the walk through the running motion stands (motion time).
    private var pieceStart = 0.0
    private var pieceEnd = 0.0
    private var pieceTarget = 0
    private var nextCrossing: Double?
    private var finished = true

    init(index: Int) { self.index = index }

    /// Starts following a motion from its time `t` (0: it begins now), its crossings
    /// counted from ``index``.
    mutating func follow(from t: Double = 0) {
        pieceStart = t
        pieceEnd = t
        nextCrossing = nil
        finished = false
    }

    /// Appends the crossings `motion` makes up to `until` (absolute), in order.
    mutating func advance(_ motion: ScheduledMotion, through until: Double, targets: ScrollTargets,
                          into events: inout [ScrollEvent]) {
        guard targets.count > 1, !finished else { return }
        let m = motion.motion
        while true {
            if let t = nextCrossing {
                let time = motion.start + t
                guard time <= until else { return }
                let next = pieceTarget > index ? index + 1 : index - 1
                events.append(.selection(SelectionChange(from: index, to: next, time: time, cause: motion.cause)))
                index = next
                // The piece is monotonic: the next crossing comes after this one.
                pieceStart = t
                nextCrossing = index == pieceTarget ? nil : crossing(m, targets)
                continue
            }
            // The piece is done: open the next one, unless it starts after `until`.
            let lo = pieceEnd, end = m.endTime
            guard lo < end else { finished = true; return }
            guard motion.start + lo <= until else { return }
            // (A turn not after `lo` would make no progress: the rest is one piece then.)
            let turn = m.nextTurn(after: lo) ?? end
            let hi = turn > lo ? Swift.min(turn, end) : end
            pieceStart = lo
            pieceEnd = hi
            pieceTarget = targets.closestIndex(to: m.position(at: hi))
            nextCrossing = pieceTarget == index ? nil : crossing(m, targets)
        }
    }

    /// The time of the next crossing toward ``pieceTarget`` in the current piece.
    private func crossing(_ m: ScrollMotion, _ targets: ScrollTargets) -> Double {
        let increasing = pieceTarget > index
        let boundary = targets.boundary(after: increasing ? index : index - 1)
        return m.crossingTime(of: boundary, from: pieceStart, to: pieceEnd, increasing: increasing)
    }

    /// Moves to the target at `x`, one event per target crossed, all at `t` (drags, wheels,
    /// a motion's end).
    mutating func move(to x: Double, at t: Double, cause: SelectionCause, targets: ScrollTargets,
                       into events: inout [ScrollEvent]) {
        guard targets.count > 0 else { return }
        let target = targets.closestIndex(to: x)
        while index != target {
            let next = target > index ? index + 1 : index - 1
            events.append(.selection(SelectionChange(from: index, to: next, time: t, cause: cause)))
            index = next
        }
    }

    /// Jumps to the target at `x`: a single event from the old index to the new.
    mutating func jump(to x: Double, at t: Double, cause: SelectionCause, targets: ScrollTargets,
                       into events: inout [ScrollEvent]) {
        let target = targets.closestIndex(to: x)
        guard targets.count > 0, target != index else { return }
        events.append(.selection(SelectionChange(from: index, to: target, time: t, cause: cause)))
        index = target
    }
}

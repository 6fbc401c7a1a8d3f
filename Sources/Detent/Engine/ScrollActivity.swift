/// What a ``ScrollEngine`` is doing: one value, so that impossible combinations (a pointer
/// and a trackpad gesture at once, a motion while a finger holds the content) cannot be
/// written. Flutter's `ScrollActivity`; the ``ScrollPhase`` is derived from it, and the
/// engine reports a phase change wherever the activity changes
/// (``ScrollEngine/reportPhase(from:at:velocity:)``).
///
/// The motion the content shows (a ballistic or driven motion, a trackpad gesture's
/// momentum) is kept beside the ``kind``. Invariant: a motion is shown (``showsMotion``) for
/// `.ballistic` and `.driven`, may be for `.trackpad` (its momentum), and is not otherwise —
/// kept by the methods below, the only ways to change an activity.
struct ScrollActivity: Sendable {
    /// What the engine is doing, without the motion.
    enum Kind: Sendable {
        /// At rest.
        case idle
        /// A pointer is down but has not moved past the slop.
        case hold(PointerHold)
        /// A pointer drags the content.
        case drag(PointerDrag)
        /// A trackpad (precise wheel) gesture moves the content 1:1.
        case trackpad(TrackpadGesture)
        /// A scripted fling (``ScrollEngine/fling(velocity:at:)``): content taken where it is,
        /// about to be released with a given velocity, as a pointer would.
        case scriptedFling
        /// Moving on its own after a release: fling, snap, bounce.
        case ballistic
        /// Moving to a chosen place: keys, notches, scroll-to, your own motion.
        case driven
    }

    private(set) var kind: Kind = .idle
    /// Whether a motion is shown.
    private(set) var showsMotion = false
    /// The motion the content shows when ``showsMotion``: the running one, or a trackpad
    /// gesture's momentum; otherwise the last one shown, never read. Not an optional: a
    /// frame reads it several times, and reading an optional's payload copies all of it.
    private var shown = ScheduledMotion(motion: .deceleration(Deceleration(position: 0, velocity: 0)), start: 0,
                                        cause: .programmatic, targetIndex: nil)

    /// The motion the content shows, if any (a copy: for the paths that run once an input).
    var motion: ScheduledMotion? { showsMotion ? shown : nil }

    /// At rest.
    init() {}

    /// Becomes `kind`, one without a motion (not `.ballistic` or `.driven`; a trackpad
    /// gesture not coasting).
    mutating func set(_ kind: Kind) {
        precondition(!kind.isMoving, "a ballistic or driven activity needs its motion")
        self.kind = kind
        showsMotion = false
    }

    /// A drag moved on: its new state (only a drag becomes a drag).
    mutating func update(_ d: PointerDrag) {
        guard case .drag = kind else { return }
        kind = .drag(d)
    }

    /// Becomes `.driven` or `.ballistic`, running `motion` from `t`.
    @inline(__always)
    mutating func start(_ motion: consuming ScrollMotion, driven: Bool, at t: Double, cause: SelectionCause, targetIndex: Int?) {
        kind = driven ? .driven : .ballistic
        shown = ScheduledMotion(motion: motion, start: t, cause: cause, targetIndex: targetIndex)
        showsMotion = true
    }

    /// Becomes the trackpad gesture `g` showing `motion` from `t`, the fling the content makes
    /// if the finger lifted at its last delta: shown while no further delta comes.
    mutating func coast(_ g: TrackpadGesture, on motion: consuming ScrollMotion, at t: Double, targetIndex: Int?) {
        kind = .trackpad(g)
        shown = ScheduledMotion(motion: motion, start: t, cause: .deceleration, targetIndex: targetIndex)
        showsMotion = true
    }

    /// A coasting trackpad gesture has ended: its momentum goes on as a ballistic motion.
    mutating func keepCoasting() {
        precondition(showsMotion, "no momentum to keep")
        kind = .ballistic
    }

    // The readers below run on every frame and are `mutating` though they change nothing:
    // the engine keeps its activity in a class, and a non-mutating call on a class's stored
    // property copies the value out first (the motion with it, through its value witness);
    // a mutating call works on it in place.

    /// When the shown motion ends, where it rests and the cause of its selection changes,
    /// or `nil` without one.
    mutating func end() -> (time: Double, rest: Double, cause: SelectionCause)? {
        showsMotion ? (shown.endTime, shown.restPosition, shown.cause) : nil
    }

    /// When the shown motion ends, or `nil` without one.
    var endTime: Double? { mutating get { showsMotion ? shown.endTime : nil } }

    /// When the running motion (`.ballistic`, `.driven`: ``Kind/isMoving``) ends, or `nil`
    /// when none runs. By the invariant, a shown motion that is not running is a trackpad
    /// gesture's momentum: a flag and one case to test, cheaper on every frame than
    /// `isMoving`'s two payload-less cases of a multi-payload enum.
    var runningEndTime: Double? {
        mutating get {
            assert((showsMotion && !kind.isTrackpad) == kind.isMoving, "the activity's invariant")
            return showsMotion && !kind.isTrackpad ? shown.endTime : nil
        }
    }

    /// The shown motion's position at `t`, or `nil` without one. (Inlined into the engine's
    /// `offset`, its one caller, which a host reads every frame: no call, no optional made.)
    @inline(__always)
    mutating func position(at t: Double) -> Double? {
        showsMotion ? shown.motion.read(MotionReaders.ScheduledPosition(t: t, start: shown.start)) : nil
    }

    /// The same for the velocity, through the motion's own reader (out of line: a host reads
    /// the velocity far less often than the offset, and the switch inlined is about 1 KB).
    mutating func velocity(at t: Double) -> Double? {
        showsMotion ? shown.velocity(at: t) : nil
    }

    /// Appends the selection changes the shown motion makes up to `until` (none without one).
    mutating func advance(_ selection: inout SelectionTracker, through until: Double, into events: inout [ScrollEvent]) {
        guard showsMotion else { return }
        selection.advance(&shown, through: until, into: &events)
    }
}

extension ScrollActivity.Kind {
    var phase: ScrollPhase {
        switch self {
        case .idle: return .idle
        case .hold: return .tracking
        case .drag, .trackpad, .scriptedFling: return .interacting
        case .ballistic: return .decelerating
        case .driven: return .animating
        }
    }

    /// Whether a ballistic or driven motion runs.
    var isMoving: Bool {
        switch self {
        case .ballistic, .driven: return true
        case .idle, .hold, .drag, .trackpad, .scriptedFling: return false
        }
    }

    /// The pointer holding or dragging the content, if any.
    var pointer: Int? {
        switch self {
        case let .hold(h): return h.pointer
        case let .drag(d): return d.pointer
        default: return nil
        }
    }

    /// Whether the velocity is the tracker's (a drag, a trackpad gesture).
    var isTracked: Bool {
        switch self {
        case .drag, .trackpad: return true
        case .idle, .hold, .scriptedFling, .ballistic, .driven: return false
        }
    }

    /// Whether a driven motion runs.
    var isDriven: Bool {
        if case .driven = self { return true }
        return false
    }

    /// Whether a trackpad gesture runs.
    var isTrackpad: Bool {
        if case .trackpad = self { return true }
        return false
    }

    /// Whether a pointer or a trackpad gesture owns the content (keys, notches wait).
    var isUserDriven: Bool {
        switch self {
        case .hold, .drag, .trackpad: return true
        default: return false
        }
    }
}

/// A pointer down, not yet past the slop.
struct PointerHold: Sendable {
    var pointer: Int
    /// The pointer's position along the axis when it went down.
    var start: Double
    /// Whether it caught moving content (a release then settles it on a target).
    var caught: Bool
}

/// A pointer dragging: the raw offset follows the pointer from the anchor.
struct PointerDrag: Sendable {
    var pointer: Int
    /// The pointer position and raw (un-banded) offset at which the drag was anchored.
    var anchorPointer: Double
    var anchorRaw: Double
    /// The last pointer position applied.
    var last: Double
}

/// A trackpad gesture: the deltas so far, in pointer space.
///
/// A trackpad does not say when the finger lifts; the gesture ends after the quiet period
/// without deltas. The momentum does not wait for that: after each delta the engine plans the
/// fling a lift there would give (the tracker's velocity, from the last delta's time and
/// place) and shows it while no delta comes (the activity's shown motion), so a lift moves on
/// without a stalled frame and travels as far as a pointer fling at that speed. A delta within
/// ``VelocityTracker/stoppedGap`` of the previous one continues the finger's path (the
/// momentum shown in between was its prediction); a later one (a new touch while the content
/// coasts) continues from where the content is shown, with a fresh tracker.
struct TrackpadGesture: Sendable {
    /// The raw offset when it started.
    var anchorRaw: Double
    /// The sum of the deltas, pointer space (content follows: the offset moves the other way).
    var accumulated: Double
    /// The time of the last delta.
    var lastDelta: Double
}

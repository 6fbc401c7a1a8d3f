/// What a ``ScrollEngine`` is doing: one value, so that impossible combinations (a pointer
/// and a trackpad gesture at once, a motion while a finger holds the content) cannot be
/// written. Flutter's `ScrollActivity`; the ``ScrollPhase`` is derived from it.
///
/// The motion the content shows (a ballistic or driven motion, a trackpad gesture's
/// momentum) is stored beside the ``kind``, not in it: reading an enum's payload copies it
/// out, and a scheduled motion is some 360 bytes, read several times a frame. The guarantee
/// stays by construction: the activity changes only through the methods below, each in
/// place (a new activity assigned over the old one copied 400 bytes twice, on every pointer
/// down, drag start and release): ``set(_:)`` to a kind without a motion, ``start(_:driven:at:cause:targetIndex:)``
/// and ``start(custom:at:cause:targetIndex:)`` for a ballistic or driven one,
/// ``coast(_:on:at:targetIndex:)`` for a trackpad gesture with its momentum, and
/// ``keepCoasting()`` when that momentum goes on after the gesture.
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
        /// Moving on its own after a release: fling, snap, bounce.
        case ballistic
        /// Moving to a chosen place: keys, notches, scroll-to.
        case driven
    }

    private(set) var kind: Kind = .idle
    /// Whether a motion is shown: always for `.ballistic` and `.driven`, for `.trackpad` when
    /// it coasts, never for the others.
    private(set) var showsMotion = false
    /// The running motion (`.ballistic`, `.driven`) or the trackpad gesture's momentum when
    /// ``showsMotion``; otherwise the last one shown, never read. Not an optional: an
    /// optional's case is read from a copy of the whole value, twice a frame.
    private var shown: ScheduledMotion = .none

    /// At rest.
    init() {}

    /// Becomes `kind`, one without a motion (not `.ballistic` or `.driven`; a trackpad
    /// gesture not coasting).
    mutating func set(_ kind: Kind) {
        precondition(!kind.isMoving, "a ballistic or driven activity needs its motion")
        self.kind = kind
        if showsMotion {
            showsMotion = false
            shown.forgetCustom()
        }
    }

    /// A drag moved on: its new state (only a drag becomes a drag).
    mutating func update(_ d: PointerDrag) {
        guard case .drag = kind else { return }
        kind = .drag(d)
    }

    /// Becomes `.driven` or `.ballistic`, running `motion` from `t`.
    mutating func start(_ motion: consuming ScrollMotion, driven: Bool, at t: Double, cause: SelectionCause,
                        targetIndex: Int?) {
        kind = driven ? .driven : .ballistic
        showsMotion = true
        shown.restart(motion, start: t, cause: cause, targetIndex: targetIndex)
    }

    /// Becomes `.driven`, running your own motion from `t`.
    mutating func start(custom motion: CustomMotion, at t: Double, cause: SelectionCause, targetIndex: Int?) {
        kind = .driven
        showsMotion = true
        shown = ScheduledMotion(custom: motion, start: t, cause: cause, targetIndex: targetIndex)
    }

    /// Becomes the trackpad gesture `g` showing `motion` from `t`, the fling the content makes
    /// if the finger lifted at its last delta: shown while no further delta comes.
    mutating func coast(_ g: TrackpadGesture, on motion: consuming ScrollMotion, at t: Double, targetIndex: Int?) {
        kind = .trackpad(g)
        showsMotion = true
        shown.restart(motion, start: t, cause: .deceleration, targetIndex: targetIndex)
    }

    /// A coasting trackpad gesture has ended: its momentum goes on as a ballistic motion.
    mutating func keepCoasting() {
        precondition(showsMotion, "no momentum to keep")
        kind = .ballistic
    }

    /// The running motion, if any (a copy: the engine reads it in place, below).
    var motion: ScheduledMotion? { kind.isMoving ? shown : nil }

    /// The motion the content shows: the running one, or a trackpad gesture's momentum.
    var shownMotion: ScheduledMotion? { showsMotion ? shown : nil }

    // The readers of the shown motion below are `mutating` though they change nothing: on
    // the engine's stored `activity` a mutating call is a modify access that passes it in
    // place, where a non-mutating one first copies the activity out (a retain and a memcpy
    // of some 200 bytes).

    /// The shown motion's position at `t`, or `nil` without one.
    mutating func shownPosition(at t: Double) -> Double? { showsMotion ? shown.position(at: t) : nil }

    /// The same for the velocity.
    mutating func shownVelocity(at t: Double) -> Double? { showsMotion ? shown.velocity(at: t) : nil }

    /// When the shown motion ends.
    mutating func shownEndTime() -> Double? { showsMotion ? shown.endTime : nil }

    /// Appends the selection changes the shown motion makes up to `until` (none without one).
    mutating func advance(_ selection: inout SelectionTracker, through until: Double,
                 into events: inout [ScrollEvent]) {
        guard showsMotion else { return }
        selection.advance(&shown, through: until, into: &events)
    }
}

// Read on the kind (`activity.kind.phase`): a computed property of the whole activity would
// copy its motion out of the engine to answer.
extension ScrollActivity.Kind {
    var phase: ScrollPhase {
        switch self {
        case .idle: return .idle
        case .hold: return .tracking
        case .drag, .trackpad: return .interacting
        case .ballistic: return .decelerating
        case .driven: return .animating
        }
    }

    /// Whether a ballistic or driven motion runs.
    var isMoving: Bool {
        switch self {
        case .ballistic, .driven: return true
        case .idle, .hold, .drag, .trackpad: return false
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

/// A trackpad gesture: the deltas so far, in pointer space (its momentum, the motion that runs
/// from the last delta on in case it was the last, is the activity's shown motion).
struct TrackpadGesture: Sendable {
    /// The raw offset when it started.
    var anchorRaw: Double
    /// The sum of the deltas, pointer space (content follows: the offset moves the other way).
    var accumulated: Double
    /// The time of the last delta.
    var lastDelta: Double
}

/// What a ``ScrollEngine`` is doing: one value, so that impossible combinations (a pointer
/// and a trackpad gesture at once, a motion while a finger holds the content) cannot be
/// written. Flutter's `ScrollActivity`; the ``ScrollPhase`` is derived from it.
///
/// The motion the content shows (a ballistic or driven motion, a trackpad gesture's
/// momentum) is stored beside the ``kind``, not in it: reading an enum's payload copies it
/// out, and a motion is some 200 bytes, read several times a frame. The guarantee stays by
/// construction: both are set only by the constructors below (`.idle`, `.hold(_:)`,
/// `.drag(_:)`, `.trackpad(_:coast:)`, `.ballistic(_:)`, `.driven(_:)`) and by
/// ``start(_:driven:at:cause:targetIndex:)``, which makes a ballistic or driven activity in
/// place; only the ballistic, driven and trackpad ones take a motion (the first two always,
/// the last when it coasts).
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

    private(set) var kind: Kind
    /// Whether a motion is shown: always for `.ballistic` and `.driven`, for `.trackpad` when
    /// it coasts, never for the others.
    private(set) var showsMotion: Bool
    /// The running motion (`.ballistic`, `.driven`) or the trackpad gesture's momentum when
    /// ``showsMotion``; otherwise ``ScheduledMotion/none``, never read. Not an optional: an
    /// optional's case is read from a copy of the whole value, twice a frame. A `var` only
    /// for its in-place readers and ``start(_:driven:at:cause:targetIndex:)``.
    private var shown: ScheduledMotion

    private init(_ kind: Kind) {
        self.kind = kind
        showsMotion = false
        shown = .none
    }

    private init(_ kind: Kind, showing motion: consuming ScheduledMotion) {
        self.kind = kind
        showsMotion = true
        shown = motion
    }

    static let idle = ScrollActivity(.idle)
    static func hold(_ h: PointerHold) -> ScrollActivity { ScrollActivity(.hold(h)) }
    static func drag(_ d: PointerDrag) -> ScrollActivity { ScrollActivity(.drag(d)) }
    /// A trackpad gesture, with the fling the content makes if the finger lifted at its last
    /// delta (a fast enough one only): shown while no further delta comes, kept when the
    /// quiet period ends.
    static func trackpad(_ g: TrackpadGesture, coast: ScheduledMotion?) -> ScrollActivity {
        if let coast { ScrollActivity(.trackpad(g), showing: coast) } else { ScrollActivity(.trackpad(g)) }
    }
    /// A drag moved on: its new state, in place (a pointer move makes no new activity,
    /// which would copy a motion's place). Only a drag becomes a drag.
    mutating func update(_ d: PointerDrag) {
        guard case .drag = kind else { return }
        kind = .drag(d)
    }

    static func ballistic(_ m: consuming ScheduledMotion) -> ScrollActivity { ScrollActivity(.ballistic, showing: m) }
    static func driven(_ m: consuming ScheduledMotion) -> ScrollActivity { ScrollActivity(.driven, showing: m) }

    /// Becomes `.driven` or `.ballistic`, running `motion` from `t`: made in place, where
    /// `activity = .ballistic(ScheduledMotion(…))` moved the motion through two temporaries
    /// (a release's largest cost).
    mutating func start(_ motion: consuming ScrollMotion, driven: Bool, at t: Double, cause: SelectionCause,
                        targetIndex: Int?) {
        kind = driven ? .driven : .ballistic
        showsMotion = true
        shown = ScheduledMotion(motion: motion, start: t, cause: cause, targetIndex: targetIndex)
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
    mutating func advance(_ selection: inout SelectionTracker, through until: Double, targets: ScrollTargets,
                 into events: inout [ScrollEvent]) {
        guard showsMotion else { return }
        selection.advance(&shown, through: until, targets: targets, into: &events)
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

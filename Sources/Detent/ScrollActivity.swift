/// What a ``ScrollEngine`` is doing: one value, so that impossible combinations (a pointer
/// and a trackpad gesture at once, a motion while a finger holds the content) cannot be
/// written. Flutter's `ScrollActivity`; the ``ScrollPhase`` is derived from it.
enum ScrollActivity: Sendable {
    /// At rest.
    case idle
    /// A pointer is down but has not moved past the slop.
    case hold(PointerHold)
    /// A pointer drags the content.
    case drag(PointerDrag)
    /// A trackpad (precise wheel) gesture moves the content 1:1.
    case trackpad(TrackpadGesture)
    /// Moving on its own after a release: fling, snap, bounce.
    case ballistic(ScheduledMotion)
    /// Moving to a chosen place: keys, notches, scroll-to.
    case driven(ScheduledMotion)

    var phase: ScrollPhase {
        switch self {
        case .idle: return .idle
        case .hold: return .tracking
        case .drag, .trackpad: return .interacting
        case .ballistic: return .decelerating
        case .driven: return .animating
        }
    }

    /// The running motion, if any.
    var motion: ScheduledMotion? {
        switch self {
        case let .ballistic(m), let .driven(m): return m
        default: return nil
        }
    }

    /// The motion the content shows: the running one, or a trackpad gesture's momentum.
    var shownMotion: ScheduledMotion? {
        switch self {
        case let .ballistic(m), let .driven(m): return m
        case let .trackpad(g): return g.coast
        default: return nil
        }
    }

    /// The shown motion's position at `t`, or `nil` without one: read in place (reading
    /// ``shownMotion`` copies the motion out, some 200 bytes, on every frame).
    func shownPosition(at t: Double) -> Double? {
        switch self {
        case let .ballistic(m), let .driven(m): return m.position(at: t)
        case let .trackpad(g): return g.coast?.position(at: t)
        default: return nil
        }
    }

    /// The same for the velocity.
    func shownVelocity(at t: Double) -> Double? {
        switch self {
        case let .ballistic(m), let .driven(m): return m.velocity(at: t)
        case let .trackpad(g): return g.coast?.velocity(at: t)
        default: return nil
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

/// A trackpad gesture: the deltas so far, in pointer space, and the momentum that runs from
/// the last delta on in case it was the last.
struct TrackpadGesture: Sendable {
    /// The raw offset when it started.
    var anchorRaw: Double
    /// The sum of the deltas, pointer space (content follows: the offset moves the other way).
    var accumulated: Double
    /// The time of the last delta.
    var lastDelta: Double
    /// The fling the content makes if the finger lifted at the last delta (a fast enough
    /// one only): shown while no further delta comes, kept when the quiet period ends.
    var coast: ScheduledMotion?
}

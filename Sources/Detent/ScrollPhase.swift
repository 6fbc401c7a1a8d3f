/// What a scroll view is doing, as SwiftUI's `ScrollPhase`.
public enum ScrollPhase: String, Hashable, Sendable, CaseIterable {
    /// At rest.
    case idle
    /// A pointer is down but has not moved past the slop yet.
    case tracking
    /// The content follows the user: a drag, or a precise-wheel (trackpad) gesture.
    case interacting
    /// Moving on its own after a release or a wheel gesture's end: fling, snap, bounce.
    case decelerating
    /// A programmatic or stepped move: scroll-to, keys, notched wheel.
    case animating

    /// Whether the content is moving or may move (anything but `.idle`).
    public var isScrolling: Bool { self != .idle }
}

/// A key that moves a scroll view.
public enum ScrollKey: String, Hashable, Sendable, CaseIterable {
    case left, right, up, down
    case pageUp = "page_up"
    case pageDown = "page_down"
    case home, end
}

/// Where a scroll-to goes.
public enum ScrollDestination: Hashable, Sendable {
    /// An offset (clamped to the bounds).
    case offset(Double)
    /// A target's index (clamped to the targets).
    case target(Int)
}

/// One input to a ``ScrollEngine``. Each is applied at a time given with it.
public enum ScrollInput: Hashable, Sendable {
    /// A pointer (mouse button, finger) went down at a position (pointer space, points).
    case pointerDown(Point, pointer: Int = 0)
    /// The pointer moved.
    case pointerMove(Point, pointer: Int = 0)
    /// The pointer went up.
    case pointerUp(Point, pointer: Int = 0)
    /// The gesture was cancelled (the content settles as after a release with no velocity).
    case pointerCancel(pointer: Int = 0)
    /// A wheel turned: `dx`, `dy` in points (positive increases the offset); `precise` for
    /// trackpads and smooth wheels (scroll 1:1), otherwise notches (one target per notch).
    case wheel(dx: Double, dy: Double, precise: Bool)
    /// A key was pressed.
    case key(ScrollKey)
    /// A programmatic scroll, animated with ``ScrollEngine/Configuration/scrollToSpring`` or immediate.
    case scrollTo(ScrollDestination, animated: Bool)
    /// The container changed size.
    case resize(Size)
}

/// Why the value under the anchor changed.
public enum SelectionCause: String, Hashable, Sendable, CaseIterable {
    case drag, deceleration, wheel, key, programmatic
}

/// The target under the anchor changed: one event per target crossed, like SwiftUI's
/// `sensoryFeedback(.selection, trigger:)`.
public struct SelectionChange: Hashable, Sendable {
    /// The target index before and after.
    public var from: Int
    public var to: Int
    /// The exact time of the crossing (for a drag, the time of the input that crossed).
    public var time: Double
    public var cause: SelectionCause
    public init(from: Int, to: Int, time: Double, cause: SelectionCause) {
        self.from = from; self.to = to; self.time = time; self.cause = cause
    }
}

/// The phase changed.
public struct PhaseChange: Hashable, Sendable {
    public var from: ScrollPhase
    public var to: ScrollPhase
    /// The exact time of the change.
    public var time: Double
    /// The offset velocity at that moment, in points per second; when leaving
    /// `.interacting`, the release velocity as the tracker estimated it.
    public var velocity: Double
    public init(from: ScrollPhase, to: ScrollPhase, time: Double, velocity: Double) {
        self.from = from; self.to = to; self.time = time; self.velocity = velocity
    }
}

/// Something that happened inside a ``ScrollEngine``, at an exact time.
public enum ScrollEvent: Hashable, Sendable {
    case phase(PhaseChange)
    case selection(SelectionChange)

    /// When it happened.
    public var time: Double {
        switch self {
        case let .phase(p): return p.time
        case let .selection(s): return s.time
        }
    }
}

/// Why the engine refused an input; its state is unchanged.
public enum ScrollEngineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A number was NaN or infinite.
    case nonFinite(String)
    /// The time is earlier than the last input or advance.
    case timeWentBackwards(time: Double, last: Double)
    /// A size or configuration value out of its range.
    case invalid(String)

    public var description: String {
        switch self {
        case let .nonFinite(what): return "\(what) is not a finite number"
        case let .timeWentBackwards(time, last): return "time \(time) is earlier than the engine's time \(last)"
        case let .invalid(what): return what
        }
    }
}

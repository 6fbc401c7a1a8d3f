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
    package var isScrolling: Bool { self != .idle }
}

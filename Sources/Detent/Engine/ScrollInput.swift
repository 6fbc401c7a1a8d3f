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

import Detent

/// One input to a ``WheelPicker``, in window points. The window and headless replay both
/// feed these to ``WheelPicker/handle(_:at:)``, so they see the same picker.
public enum PickerInput: Hashable, Sendable {
    /// A pointer went down. Outside the picker's frame it is ignored, together with that
    /// pointer's moves and its up.
    case pointerDown(Point, pointer: Int)
    /// The pointer moved.
    case pointerMove(Point, pointer: Int)
    /// The pointer went up; without a drag (a tap) on a tick or label, the picker scrolls to
    /// that value, animated.
    case pointerUp(Point, pointer: Int)
    /// The gesture was cancelled.
    case pointerCancel(pointer: Int)
    /// A wheel turned, in points (positive increases the offset); `precise` for trackpads.
    case wheel(dx: Double, dy: Double, precise: Bool)
    /// A key was pressed.
    case key(ScrollKey)
    /// Set the value from outside (closest value offered), animated or at once; its
    /// selection events have cause `programmatic`.
    case select(value: Double, animated: Bool)
    /// The window changed size (points): the picker re-centres and keeps its value.
    case resizeWindow(Size)
    /// A date or time picker (``MultiColumnPicker``) moves its focus, the column the keys and the
    /// wheel move, to `column` (0 is the leftmost); a single ``WheelPicker`` ignores it.
    case focus(column: Int)
}

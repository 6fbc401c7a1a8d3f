import DetentPicker

extension PickerInput {
    /// The `"type"` of the trace line that holds this input.
    public var traceType: String {
        switch self {
        case .pointerDown: return "down"
        case .pointerMove: return "move"
        case .pointerUp: return "up"
        case .pointerCancel: return "cancel"
        case .wheel: return "wheel"
        case .key: return "key"
        case .resizeWindow: return "resize"
        case .select: return "select"
        case .focus: return "focus"
        }
    }

    /// Every trace line `"type"`, in the order the format lists them.
    public static let traceTypes = ["down", "move", "up", "cancel", "wheel", "key", "resize", "select", "focus"]
}

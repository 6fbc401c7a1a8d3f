extension Axis {
    /// Reads `horizontal` or `vertical` (traces, command lines).
    package init?(_ text: String) {
        switch text {
        case "horizontal": self = .horizontal
        case "vertical": self = .vertical
        default: return nil
        }
    }

    /// `horizontal` or `vertical`.
    package var description: String { self == .horizontal ? "horizontal" : "vertical" }
}

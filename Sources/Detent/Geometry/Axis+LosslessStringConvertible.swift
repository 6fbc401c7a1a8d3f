extension Axis: LosslessStringConvertible {
    /// Reads `horizontal` or `vertical`.
    public init?(_ text: String) {
        switch text {
        case "horizontal": self = .horizontal
        case "vertical": self = .vertical
        default: return nil
        }
    }

    /// `horizontal` or `vertical`.
    public var description: String { self == .horizontal ? "horizontal" : "vertical" }
}

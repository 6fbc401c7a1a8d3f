/// Where a scroll-to goes.
public enum ScrollDestination: Hashable, Sendable {
    /// An offset (clamped to the bounds).
    case offset(Double)
    /// A target's index (clamped to the targets).
    case target(Int)
}

/// Where a scroll-to goes.
public enum ScrollDestination: Hashable, Sendable {
    /// An offset (clamped to the bounds).
    case offset(Double)
    /// A target's index (clamped to the targets).
    case target(Int)
}

extension ScrollDestination {
    /// The offset it names among `targets` (an index clamped to them), or `nil` for a target
    /// when there are none.
    func offset(among targets: ScrollTargets) -> Double? {
        switch self {
        case let .offset(o): return o
        case let .target(i): return targets.count > 0 ? targets.offset(at: Swift.max(0, Swift.min(targets.count - 1, i))) : nil
        }
    }
}

/// Where a scroll-to goes.
public enum ScrollDestination: Hashable, Sendable {
    /// An offset (clamped to the bounds).
    case offset(Double)
    /// A target's index (clamped to the targets). For looping targets the row of that index
    /// modulo the period, the shortest way round (`closestIndex(ofRow:to:)`).
    case target(Int)
}

extension ScrollDestination {
    /// The offset it names among `targets` (an index clamped to them; a looping row's target
    /// closest to `x`), or `nil` for a target when there are none.
    func offset(among targets: ScrollTargets, from x: Double) -> Double? {
        switch self {
        case let .offset(o): return o
        case let .target(i) where targets.isLooping: return targets.offset(at: targets.closestIndex(ofRow: i, to: x))
        case let .target(i): return targets.count > 0 ? targets.offset(at: Swift.max(0, Swift.min(targets.count - 1, i))) : nil
        }
    }
}

import Detent

/// The `p`-th percentile (0…100) of `values` by nearest rank; 0 when empty.
public func percentile(_ values: [Double], _ p: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let rank = Int(saturating: (p / 100 * Double(sorted.count)).rounded(.up))
    return sorted[Swift.max(0, Swift.min(sorted.count - 1, rank - 1))]
}

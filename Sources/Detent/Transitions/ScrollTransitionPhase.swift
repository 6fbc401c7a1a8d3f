/// Where an item is relative to the visible region, as SwiftUI's `ScrollTransitionPhase`.
///
/// The model: the region is the visible rect inset by the content insets (for a picker whose
/// insets are half the container, it collapses to the indicator line). An item is
/// `.identity` when it meets the threshold; otherwise `.topLeading` when its centre is
/// before the region's centre and `.bottomTrailing` when after. A region collapsed to a line
/// works with every threshold the same way: the item is identity when its frame contains the
/// line (both edges included). The progress returned by `resolve(itemStart:itemEnd:regionStart:regionEnd:threshold:)` is continuous for interactive effects: 0 at
/// identity, growing linearly with the distance the item must travel to become identity,
/// reaching ±1 when that distance is the item's own extent (clamped to −1…1).
public enum ScrollTransitionPhase: Hashable, Sendable {
    case topLeading
    case identity
    case bottomTrailing

    /// −1 for `.topLeading`, 0 for `.identity`, 1 for `.bottomTrailing`.
    public var value: Double {
        switch self {
        case .topLeading: return -1
        case .identity: return 0
        case .bottomTrailing: return 1
        }
    }
    /// Whether the item is in its resting, fully visible state.
    public var isIdentity: Bool { self == .identity }

    /// The phase of an item whose frame spans `itemStart...itemEnd` along the axis, for a
    /// region spanning `regionStart...regionEnd`, and its continuous progress.
    @inlinable @inline(__always)
    package static func resolve(itemStart a: Double, itemEnd b: Double, regionStart r0: Double,
                               regionEnd r1: Double, threshold: ScrollTransitionThreshold)
        -> (phase: ScrollTransitionPhase, progress: Double)
    {
        let length = b - a
        // How far the item must move toward the region (positive) to be identity.
        let needed: Double
        if r1 - r0 <= 0 {
            // The region is a line: identity when the frame contains it.
            needed = a > r0 ? a - r0 : (b < r0 ? b - r0 : 0)
        } else {
            switch threshold.kind {
            case let .visible(amount):
                let inside = Swift.min(length, r1 - r0) * amount
                let overlap = Swift.max(0, Swift.min(b, r1) - Swift.max(a, r0))
                if overlap >= inside && (inside > 0 || (b >= r0 && a <= r1)) {
                    needed = 0
                } else if a + b < r0 + r1 {
                    needed = Swift.min(b - r0 - inside, -1e-12)
                } else {
                    needed = Swift.max(a - r1 + inside, 1e-12)
                }
            case .centered:
                let mid = (r0 + r1) / 2
                needed = a > mid ? a - mid : (b < mid ? b - mid : 0)
            case .hidden:
                needed = a > r1 ? a - r1 : (b < r0 ? b - r0 : 0)
            }
        }
        let extent = Swift.max(length, 1e-9)
        let progress = Swift.max(-1, Swift.min(1, needed / extent))
        if needed == 0 { return (.identity, 0) }
        return (needed < 0 ? .topLeading : .bottomTrailing, progress)
    }
}

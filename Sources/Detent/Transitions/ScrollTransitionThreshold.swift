/// When an item counts as in view for ``ScrollTransitionPhase``, as SwiftUI's
/// `ScrollTransitionConfiguration` thresholds.
public struct ScrollTransitionThreshold: Hashable, Sendable {
    // Usable from inlinable code: a frame resolves the phase of every item it shows, and
    // ScrollTransitionPhase.resolve inlines into the caller's loop.
    @usableFromInline enum Kind: Hashable, Sendable { case visible(Double), centered, hidden }
    @usableFromInline let kind: Kind
    /// Identity while at least `amount` (0…1) of the item's extent is inside the region.
    public static func visible(_ amount: Double) -> ScrollTransitionThreshold {
        ScrollTransitionThreshold(kind: .visible(Swift.min(1, Swift.max(0, amount))))
    }
    /// Identity while the whole item is inside the region (`.visible(1)`), the default.
    public static let visible = visible(1)
    /// Identity while the item contains the region's centre.
    public static let centered = ScrollTransitionThreshold(kind: .centered)
    /// Identity while any part of the item is inside the region.
    public static let hidden = ScrollTransitionThreshold(kind: .hidden)
}

/// Which point of an item lines up with the anchor, along the scroll axis: the leading
/// edge, the centre, the trailing edge, or a value computed from the item's frame, like
/// SwiftUI's `alignmentGuide`.
public struct ScrollTargetAnchor: Sendable {
    let guide: @Sendable (Rect, Axis) -> Double
    /// An anchor computed from the item's frame: `guide(frame, axis)` is the content
    /// coordinate along `axis` that lines up with the anchor.
    public init(_ guide: @escaping @Sendable (Rect, Axis) -> Double) { self.guide = guide }
    /// The item's leading (or top) edge.
    public static let leading = ScrollTargetAnchor { frame, axis in frame.min(along: axis) }
    /// The item's centre.
    public static let center = ScrollTargetAnchor { frame, axis in frame.mid(along: axis) }
    /// The item's trailing (or bottom) edge.
    public static let trailing = ScrollTargetAnchor { frame, axis in frame.max(along: axis) }
    /// A unit point of the item (its component along the axis).
    package static func unitPoint(_ point: UnitPoint) -> ScrollTargetAnchor {
        ScrollTargetAnchor { frame, axis in
            frame.min(along: axis) + point.component(along: axis) * frame.size.extent(along: axis)
        }
    }
    /// The content coordinate of this anchor in `frame` along `axis`.
    package func position(in frame: Rect, along axis: Axis) -> Double { guide(frame, axis) }
}

/// The geometry of a scroll view at one moment, as SwiftUI's `ScrollGeometry`.
///
/// Coordinates are content coordinates: the engine's offset is the content coordinate of
/// the anchor line (offset 0 puts the first target under it). The content is padded by
/// `contentInsets` (for a picker, half the container on each end of the axis), so
///
///     contentOffset (along the axis) = offset − contentInsets.leading
///     visibleRect = (contentOffset, containerSize)
///
/// and `contentOffset` is negative at the start, as UIKit's and SwiftUI's are with insets.
public struct ScrollGeometry: Hashable, Sendable {
    /// The top-leading corner of the visible region in content coordinates.
    public var contentOffset: Point
    /// The size of the content (without insets).
    public var contentSize: Size
    /// The padding around the content.
    public var contentInsets: EdgeInsets
    /// The size of the visible container.
    public var containerSize: Size

    package init(contentOffset: Point, contentSize: Size, contentInsets: EdgeInsets, containerSize: Size) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The geometry of `configuration`'s container with its anchor at `offset`.
    init(offset: Double, axis: Axis, insets: EdgeInsets, contentSize: Size, containerSize: Size) {
        // Across the axis 0 − inset, not −inset: no output is −0.0.
        let origin = offset - insets.leading(along: axis)
        self.init(contentOffset: axis == .horizontal ? Point(x: origin, y: 0 - insets.top) : Point(x: 0 - insets.leading, y: origin),
                  contentSize: contentSize, contentInsets: insets, containerSize: containerSize)
    }

    /// The visible region in content coordinates.
    public var visibleRect: Rect { Rect(origin: contentOffset, size: containerSize) }
}

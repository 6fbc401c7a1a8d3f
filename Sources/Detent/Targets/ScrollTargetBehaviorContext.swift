/// What a behaviour knows when it updates a target.
public struct ScrollTargetBehaviorContext: Sendable {
    /// The target when the gesture began (the content's rest before it).
    public var originalTarget: ScrollTarget
    /// The velocity at release in points per second, positive toward increasing offset.
    public var velocity: Vector
    /// The size of the scrollable content.
    public var contentSize: Size
    /// The size of the scroll view's visible container.
    public var containerSize: Size
    /// The axes along which the content scrolls.
    package var axes: Axis.Set
    /// The offsets at which an item lines up with the anchor, in ascending order (from the
    /// item frames the content reported; see ``ScrollTargets``). Empty when the content
    /// reported none.
    public var targets: ScrollTargets
    /// Where the content was let go, for a release (`nil` when a running motion is re-aimed
    /// after a layout change): paging chooses its page from here (``PagingScrollTargetBehavior``).
    public var release: ScrollTarget?

    package init(originalTarget: ScrollTarget, velocity: Vector, contentSize: Size,
                containerSize: Size, axes: Axis.Set, targets: ScrollTargets = .none, release: ScrollTarget? = nil) {
        self.release = release
        self.originalTarget = originalTarget
        self.velocity = velocity
        self.contentSize = contentSize
        self.containerSize = containerSize
        self.axes = axes
        self.targets = targets
    }

    /// The scroll axis (vertical when `axes` holds only `.vertical`).
    public var axis: Axis { axes == .vertical ? .vertical : .horizontal }
}

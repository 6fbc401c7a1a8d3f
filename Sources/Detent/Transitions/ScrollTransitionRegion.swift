/// The region items' transition phases are measured against at one moment, along the scroll
/// axis: the visible rect inset by the content insets (for a picker whose insets are half
/// the container, the indicator line).
///
/// A frame reads it once (``ScrollEngine/transitionRegion``) and then resolves the phase of
/// each item it shows — found from ``visibleStart`` and ``visibleEnd`` — as plain arithmetic,
/// instead of asking the engine per item.
public struct ScrollTransitionRegion: Hashable, Sendable {
    /// The scroll axis.
    @usableFromInline package var axis: Axis
    /// The region's start and end along the axis, in content coordinates (`start ≤ end`).
    @usableFromInline package var start: Double
    @usableFromInline package var end: Double
    /// The visible rect's span along the axis, in content coordinates: the items a frame
    /// shows are those meeting it.
    public var visibleStart: Double
    public var visibleEnd: Double

    package init(axis: Axis, start: Double, end: Double, visibleStart: Double, visibleEnd: Double) {
        self.axis = axis
        self.start = start
        self.end = end
        self.visibleStart = visibleStart
        self.visibleEnd = visibleEnd
    }

    /// The region of a container of `containerExtent` points along `axis` scrolled to
    /// `offset`, with `insets`: visible from `offset − leading` for `containerExtent`, the
    /// region that span inset by the insets (collapsed to its start when they overlap).
    package init(axis: Axis, offset: Double, containerExtent: Double, insets: EdgeInsets) {
        let visible = offset - insets.leading(along: axis)
        let r0 = visible + insets.leading(along: axis)
        self.init(axis: axis, start: r0, end: Swift.max(r0, visible + containerExtent - insets.trailing(along: axis)),
                  visibleStart: visible, visibleEnd: visible + containerExtent)
    }

    /// The transition phase of an item with `frame` (content coordinates) and its
    /// continuous progress (see ``ScrollTransitionPhase``).
    // Always inlined, with `resolve`: a frame resolves every item it shows, and as calls
    // (`@inlinable` left them out of line) they cost more than the arithmetic.
    @inlinable @inline(__always)
    public func transition(for frame: Rect, threshold: ScrollTransitionThreshold = .visible)
        -> (phase: ScrollTransitionPhase, progress: Double)
    {
        ScrollTransitionPhase.resolve(itemStart: frame.min(along: axis), itemEnd: frame.max(along: axis),
                                      regionStart: start, regionEnd: end, threshold: threshold)
    }
}

extension ScrollEngine {
    /// The transition region at ``time``: read it once per frame and resolve the phases of
    /// the items the frame shows with ``ScrollTransitionRegion/transition(for:threshold:)``
    /// (without asking the engine per item).
    public var transitionRegion: ScrollTransitionRegion {
        let axis = configuration.axis, containerSize = configuration.containerSize
        return ScrollTransitionRegion(axis: axis, offset: offset, containerExtent: containerSize.extent(along: axis),
                                      insets: Configuration.resolvedInsets(configuration.contentInsets,
                                                                           containerSize: containerSize, axis: axis))
    }
}

/// Where a scroll gesture should come to rest: a rectangle the scroll view should show.
///
/// `rect` is in scroll coordinates: along the scroll axis its origin is the engine's offset
/// (offset 0 puts the first target under the anchor), and its size is the container's. A
/// behaviour reads the proposed target and writes where the content should rest instead,
/// e.g. `target.rect.origin.x = 500`.
public struct ScrollTarget: Hashable, Sendable {
    /// The proposed resting region; along the axis, its origin is the resting offset.
    public var rect: Rect
    /// Which point of `rect` should be made visible; `nil` lets the scroll view decide.
    public var anchor: UnitPoint?
    public init(rect: Rect, anchor: UnitPoint? = nil) { self.rect = rect; self.anchor = anchor }
}

extension ScrollTarget {
    /// The target's origin along `axis`: the resting offset.
    public func offset(along axis: Axis) -> Double { axis == .horizontal ? rect.origin.x : rect.origin.y }
    /// Sets the target's origin along `axis`.
    public mutating func setOffset(_ offset: Double, along axis: Axis) {
        if axis == .horizontal { rect.origin.x = offset } else { rect.origin.y = offset }
    }
}

// MARK: - Closest multiple

/// How many items a view-aligned gesture may pass.
public struct ViewAlignedLimitBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, always, never, byOne, byFew }
    let kind: Kind
    /// The default. There are no size classes here, so it is `.never` (SwiftUI limits
    /// only in compact horizontal size classes).
    public static let automatic = ViewAlignedLimitBehavior(kind: .automatic)
    /// At most a container's worth of items (one page) from where the gesture began.
    public static let always = ViewAlignedLimitBehavior(kind: .always)
    /// No limit: the item closest to the natural target.
    public static let never = ViewAlignedLimitBehavior(kind: .never)
    /// At most one item from where the gesture began.
    public static let alwaysByOne = ViewAlignedLimitBehavior(kind: .byOne)
    /// At most a few (three) items from where the gesture began.
    public static let alwaysByFew = ViewAlignedLimitBehavior(kind: .byFew)
}

/// Rests with an item lined up with the anchor: the target closest to the natural target
/// among those the content reported (``ScrollTargetBehaviorContext/targets``), within the
/// limit of its ``ViewAlignedLimitBehavior``. With no reported targets it leaves the target
/// as it is.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Hashable, Sendable {
    package var limitBehavior: ViewAlignedLimitBehavior
    /// Which point of the item lines up with the same point of the visible region; `nil`
    /// uses the anchor the targets were reduced with.
    package var anchor: UnitPoint?

    public init(limitBehavior: ViewAlignedLimitBehavior = .automatic, anchor: UnitPoint? = nil) {
        self.limitBehavior = limitBehavior
        self.anchor = anchor
    }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let targets = context.targets
        guard targets.count > 0 else { return }
        let axis = context.axis
        var index = targets.closestIndex(to: target.offset(along: axis))
        let start = targets.closestIndex(to: context.originalTarget.offset(along: axis))
        let limit: Int?
        switch limitBehavior.kind {
        case .automatic, .never: limit = nil
        case .byOne: limit = 1
        case .byFew: limit = 3
        case .always:
            let pitch = targets.count > 1 ? (targets.offset(at: targets.count - 1) - targets.offset(at: 0)) / Double(targets.count - 1) : 0
            let page = context.containerSize.extent(along: axis)
            // A page can hold more items than there are (a container of 1e300 pt): no
            // limit passes more than every target.
            limit = pitch > 0 ? Swift.max(1, Swift.min(targets.count, Int(saturating: (page / pitch).rounded(.down)))) : 1
        }
        // The upper end held to the last index (which index never passes): start + limit
        // overflows where Int is 32 bits and there are over 2^30 targets.
        if let limit { index = Swift.min(Swift.max(index, start - limit), start + Swift.min(limit, targets.count - 1 - start)) }
        target.setOffset(targets.offset(at: index), along: axis)
        if let anchor { target.anchor = anchor }
    }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Rests with an item aligned to the anchor.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// Rests with an item aligned to the anchor, passing at most as many as `limitBehavior` allows.
    public static func viewAligned(limitBehavior: ViewAlignedLimitBehavior, anchor: UnitPoint? = nil) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior, anchor: anchor)
    }
}

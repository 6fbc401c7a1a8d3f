#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    public var axes: Axis.Set
    /// The offsets at which an item lines up with the anchor, in ascending order (from the
    /// item frames the content reported; see ``ScrollTargets``). Empty when the content
    /// reported none.
    public var targets: ScrollTargets

    public init(originalTarget: ScrollTarget, velocity: Vector, contentSize: Size,
                containerSize: Size, axes: Axis.Set, targets: ScrollTargets = .none) {
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

/// Decides where a scroll gesture comes to rest, in SwiftUI's shape: code written for
/// SwiftUI's `ScrollTargetBehavior` compiles unchanged against it.
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    /// Updates the proposed target (the natural destination of the gesture) in place.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
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

/// Rests on the multiple of `step` closest to the natural target; a tie goes to the lower
/// multiple. Correct for fractional steps and negative offsets (for step 10.5, 30 goes to
/// 31.5).
public struct ClosestMultipleScrollTargetBehavior: ScrollTargetBehavior, Hashable, Sendable {
    public var step: Double
    public init(step: Double) { self.step = step }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let axis = context.axis
        target.setOffset(Self.closestMultiple(of: step, to: target.offset(along: axis)), along: axis)
    }

    /// The multiple of `step` closest to `value`, the lower one on a tie.
    public static func closestMultiple(of step: Double, to value: Double) -> Double {
        guard step > 0, step.isFinite, value.isFinite else { return value }
        let n = (value / step).rounded(.down)
        let lower = n * step, upper = (n + 1) * step
        return abs(value - lower) <= abs(upper - value) ? lower : upper
    }
}

extension ScrollTargetBehavior where Self == ClosestMultipleScrollTargetBehavior {
    /// Rests on the closest multiple of `step` (ties to the lower one).
    public static func closestMultiple(of step: Double) -> ClosestMultipleScrollTargetBehavior {
        ClosestMultipleScrollTargetBehavior(step: step)
    }
}

// MARK: - Paging

/// Rests on a page boundary: pages are the container's extent along the axis, and one
/// gesture moves at most one page from where it began. A fling that points to the next page
/// goes there; a slow release returns to the page closest to its natural target.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Hashable, Sendable {
    public init() {}
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let axis = context.axis
        let page = context.containerSize.extent(along: axis)
        guard page > 0 else { return }
        let start = (context.originalTarget.offset(along: axis) / page).rounded()
        var index = (target.offset(along: axis) / page).rounded()
        index = Swift.min(Swift.max(index, start - 1), start + 1)
        target.setOffset(index * page, along: axis)
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Rests on container-sized pages, one page per gesture at most.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

// MARK: - View aligned

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
    public var limitBehavior: ViewAlignedLimitBehavior
    /// Which point of the item lines up with the same point of the visible region; `nil`
    /// uses the anchor the targets were reduced with.
    public var anchor: UnitPoint?

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
        if let limit { index = Swift.min(Swift.max(index, start - limit), start + limit) }
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

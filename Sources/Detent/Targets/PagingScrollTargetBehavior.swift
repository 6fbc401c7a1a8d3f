#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

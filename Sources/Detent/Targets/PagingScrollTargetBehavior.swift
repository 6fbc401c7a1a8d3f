/// Rests on a page boundary: pages are the container's extent along the axis. A release
/// rests on the page nearest where it lets go; a fling (at least the minimum fling speed)
/// goes on to the next page boundary in its direction — from 1.3 pages forward to page 2,
/// from 1.7 to page 2 as well, from exactly page 1 to page 2 — as Flutter's
/// `PageScrollPhysics._getTargetPixels` (`(page ± 0.5).roundToDouble()`) and iOS paging do.
/// A held drag across pages lands on the nearest page. A motion re-aimed after a layout
/// change (no release) rests on the page nearest where it was headed. The engine springs
/// onto the page as the profile's pager does (``ProfilePlanner/page(from:velocity:to:)``).
///
/// One deviation from Flutter: from exactly on a page, a backward fling goes to the page
/// before (Dart's `roundToDouble` rounds page − 0.5 away from zero, back onto the same page,
/// so Flutter's backward fling from exactly page 1 stays put while a forward one moves).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Hashable, Sendable {
    public init() {}
    /// Always: a page is sprung to as a pager does.
    public var pages: Bool { true }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let axis = context.axis
        let page = context.containerSize.extent(along: axis)
        guard page > 0 else { return }
        let index: Double
        if let release = context.release {
            let p = release.offset(along: axis) / page, v = axis == .horizontal ? context.velocity.dx : context.velocity.dy
            index = v > 0 ? p.rounded(.down) + 1 : v < 0 ? p.rounded(.up) - 1 : p.rounded()
        } else {
            index = (target.offset(along: axis) / page).rounded()
        }
        target.setOffset(index * page, along: axis)
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Rests on container-sized pages: the nearest, or the next one a fling points to.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

// MARK: - View aligned

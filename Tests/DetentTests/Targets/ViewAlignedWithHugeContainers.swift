import Testing
import Detent

/// `ViewAlignedScrollTargetBehavior` with containers so large that a page holds more than
/// Int.max items.
@Suite struct ViewAlignedWithHugeContainers {
    /// A container of 1e300 pt holds more than Int.max items per page: the limit is every
    /// target, not a trap converting infinity (or a sum past Int.max).
    @Test func alwaysLimitedToAPageOfAHugeContainerRestsOnTheFarthestTarget() {
        let targets = ScrollTargets.uniform(step: 10, count: 101)
        let behavior = ViewAlignedScrollTargetBehavior.viewAligned(limitBehavior: .always)
        for width in [1e300, Double.greatestFiniteMagnitude, 1e20] {
            let container = Size(width: width, height: 80)
            var target = ScrollTarget(rect: Rect(x: 5_000, y: 0, width: width, height: 80))
            let context = ScrollTargetBehaviorContext(
                originalTarget: ScrollTarget(rect: Rect(x: 500, y: 0, width: width, height: 80)),
                velocity: Vector(dx: 3000, dy: 0), contentSize: Size(width: 1000, height: 80),
                containerSize: container, axes: .horizontal, targets: targets)
            behavior.updateTarget(&target, context: context)
            #expect(target.rect.origin.x == 1000)
        }
    }
}

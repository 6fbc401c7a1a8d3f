import Testing
import Detent
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - The reference conformance, verbatim

struct SnapScrollTargetBehavior: ScrollTargetBehavior {
    let step: Double
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let x1 = target.rect.origin.x
        let x2 = closestMultiple(a: x1, b: step)
        target.rect.origin.x = x2
    }
    private func closestMultiple(a: Double, b: Double) -> Double {
        let lowerMultiple = floor((a / b)) * b
        let upperMultiple = floor(lowerMultiple + b)
        return abs(a - lowerMultiple) <= abs(a - upperMultiple) ? lowerMultiple : upperMultiple
    }
}
extension ScrollTargetBehavior where Self == SnapScrollTargetBehavior {
    static func snap(step: Double) -> SnapScrollTargetBehavior { .init(step: step) }
}

// MARK: - Helpers

/// Shows which concrete behaviour a leading-dot expression resolves to.
func resolve<B: ScrollTargetBehavior>(_ b: B) -> B { b }

private func context(original: Double = 0, velocity: Double = 0, axes: Axis.Set = .horizontal,
                     container: Size = Size(width: 280, height: 80),
                     targets: ScrollTargets = .none) -> ScrollTargetBehaviorContext {
    let vertical = axes == .vertical
    let originalRect = Rect(x: vertical ? 0 : original, y: vertical ? original : 0,
                            width: container.width, height: container.height)
    return ScrollTargetBehaviorContext(
        originalTarget: ScrollTarget(rect: originalRect),
        velocity: vertical ? Vector(dx: 0, dy: velocity) : Vector(dx: velocity, dy: 0),
        contentSize: vertical ? Size(width: 280, height: 1280) : Size(width: 1280, height: 80),
        containerSize: container, axes: axes, targets: targets)
}

/// Where `behavior` sends a proposed resting offset.
private func resting<B: ScrollTargetBehavior>(_ behavior: B, _ offset: Double,
                                               _ ctx: ScrollTargetBehaviorContext = context()) -> Double {
    let vertical = ctx.axes == .vertical
    var target = ScrollTarget(rect: Rect(x: vertical ? 0 : offset, y: vertical ? offset : 0,
                                         width: ctx.containerSize.width, height: ctx.containerSize.height))
    behavior.updateTarget(&target, context: ctx)
    return vertical ? target.rect.origin.y : target.rect.origin.x
}

/// The built-in behaviours (closest multiple, paging, view aligned) and the reference
/// conformance resolving beside them.
@Suite struct ScrollTargetBehaviorTests {
    // MARK: Closest multiple

    @Test func closestMultipleTiesGoToTheLowerMultiple() {
        let b = ClosestMultipleScrollTargetBehavior(step: 10)
        #expect(resting(b, 5) == 0)
        #expect(resting(b, 15) == 10)
        #expect(resting(b, 14.999) == 10)
        #expect(resting(b, 15.001) == 20)
        #expect(resting(b, 995) == 990)
        #expect(resting(b, 30) == 30)
        #expect(ClosestMultipleScrollTargetBehavior.closestMultiple(of: 10, to: 25) == 20)
    }

    @Test func closestMultipleFractionalSteps() {
        // For b = 10.5 and a = 30: multiples 21 and 31.5, distances 9 and 1.5 → 31.5.
        #expect(ClosestMultipleScrollTargetBehavior.closestMultiple(of: 10.5, to: 30) == 31.5)
        #expect(resting(.closestMultiple(of: 10.5), 30) == 31.5)
        // The reference rounds its upper multiple down to 31 (floor(21 + 10.5)), Detent does not.
        #expect(resting(.snap(step: 10.5), 30) == 31)
        // A tie between 10.5 and 21 (15.75) goes to 10.5.
        #expect(resting(.closestMultiple(of: 10.5), 15.75) == 10.5)
        #expect(resting(.closestMultiple(of: 10.5), 15.76) == 21)
        #expect(resting(.closestMultiple(of: 2.5), 6.2) == 5)
        #expect(resting(.closestMultiple(of: 2.5), 6.3) == 7.5)
    }

    @Test func closestMultipleNegativeOffsets() {
        let b = ClosestMultipleScrollTargetBehavior.closestMultiple(of:)
        #expect(resting(b(10), -3) == 0)
        #expect(resting(b(10), -7) == -10)
        #expect(resting(b(10), -5) == -10)   // tie: the lower multiple
        #expect(resting(b(10), -15) == -20)  // tie: the lower multiple
        #expect(resting(b(10), -14) == -10)
        #expect(resting(b(10.5), -30) == -31.5)
        #expect(resting(b(10.5), -25) == -21)
    }

    @Test func closestMultipleUsesTheScrollAxis() {
        let ctx = context(axes: .vertical, container: Size(width: 80, height: 280))
        #expect(resting(.closestMultiple(of: 10), 37, ctx) == 40)
        var target = ScrollTarget(rect: Rect(x: 37, y: 37, width: 80, height: 280))
        ClosestMultipleScrollTargetBehavior(step: 10).updateTarget(&target, context: ctx)
        #expect(target.rect.origin == Point(x: 37, y: 40))  // x untouched on a vertical scroll
    }

    @Test func closestMultipleIgnoresDegenerateSteps() {
        #expect(ClosestMultipleScrollTargetBehavior.closestMultiple(of: 0, to: 33) == 33)
        #expect(ClosestMultipleScrollTargetBehavior.closestMultiple(of: -10, to: 33) == 33)
        #expect(ClosestMultipleScrollTargetBehavior.closestMultiple(of: .infinity, to: 33) == 33)
    }

    // MARK: The reference conformance beside the built-ins

    @Test func referenceConformanceResolvesBesideBuiltIns() {
        // The leading-dot expressions infer the concrete types (checked statically by the
        // annotated declarations, and again at run time).
        let snap = resolve(.snap(step: 10))
        let snapTyped: SnapScrollTargetBehavior = snap
        #expect(type(of: snap) == SnapScrollTargetBehavior.self)
        #expect(snapTyped.step == 10)
        let multiple = resolve(.closestMultiple(of: 10))
        let multipleTyped: ClosestMultipleScrollTargetBehavior = multiple
        #expect(type(of: multiple) == ClosestMultipleScrollTargetBehavior.self)
        #expect(multipleTyped.step == 10)
        let paging: PagingScrollTargetBehavior = resolve(.paging)
        let viewAligned: ViewAlignedScrollTargetBehavior = resolve(.viewAligned)
        #expect(paging == PagingScrollTargetBehavior())
        #expect(viewAligned == ViewAlignedScrollTargetBehavior(limitBehavior: .automatic, anchor: nil))
        // Used side by side, they agree on whole steps.
        let behaviors: [any ScrollTargetBehavior] = [SnapScrollTargetBehavior.snap(step: 10), ClosestMultipleScrollTargetBehavior.closestMultiple(of: 10)]
        for offset in [-25.0, -14, -5, 0, 4.9, 5, 5.1, 14, 15, 16, 499.5, 1000] {
            let results = behaviors.map { resting($0, offset) }
            #expect(results[0] == results[1], "offset \(offset): \(results)")
        }
        #expect(resting(behaviors[0], 16) == 20)
    }

    // MARK: Paging

    /// The page nearest where the release lets go, one page on in the fling's direction
    /// (Flutter's `PageScrollPhysics`, iOS paging): where the fling would coast does not count.
    @Test func pagingLandsOnTheNearestPageOrTheNextOneAFlingPointsTo() {
        let b = PagingScrollTargetBehavior()
        func released(at x: Double, velocity v: Double, natural: Double) -> Double {
            var c = context(velocity: v)
            c.release = ScrollTarget(rect: Rect(x: x, y: 0, width: 280, height: 80))
            return resting(b, natural, c)
        }
        // A held drag across three pages, released ~850 pt in: the nearest page, 840 (not 280).
        #expect(released(at: 850, velocity: 0, natural: 850) == 840)
        #expect(released(at: 700, velocity: 0, natural: 700) == 840)   // 2.5 pages rounds up
        #expect(released(at: 699, velocity: 0, natural: 699) == 560)
        // A fling goes on to the next page boundary in its direction, however far it would coast.
        #expect(released(at: 364, velocity: 60, natural: 5000) == 560)    // 1.3 pages -> 2
        #expect(released(at: 476, velocity: 60, natural: 476) == 560)     // 1.7 pages -> 2
        #expect(released(at: 280, velocity: 60, natural: 281) == 560)     // on page 1 -> 2
        #expect(released(at: 280, velocity: -60, natural: 279) == 0)      // on page 1 -> 0
        #expect(released(at: 476, velocity: -8000, natural: -9000) == 280)
        // Without a release (a motion re-aimed after a layout change): the nearest page to
        // where it was headed.
        #expect(resting(b, 100) == 0)      // 100/280 rounds to page 0
        #expect(resting(b, 139) == 0)
        #expect(resting(b, 141) == 280)
        #expect(resting(b, 900) == 840)
        #expect(resting(b, -500) == -560)
        // Vertical pages are the container's height.
        let vertical = context(axes: .vertical, container: Size(width: 280, height: 400))
        #expect(resting(.paging, 250, vertical) == 400)
        // No container, no paging.
        #expect(resting(b, 123, context(container: .zero)) == 123)
    }

    // MARK: View aligned

    @Test func viewAlignedSnapsToReportedTargets() {
        let grid = context(targets: .uniform(first: 0, step: 10, count: 101))
        #expect(resting(.viewAligned, 34, grid) == 30)
        #expect(resting(.viewAligned, 35, grid) == 30)   // tie: the lower target
        #expect(resting(.viewAligned, 36, grid) == 40)
        #expect(resting(.viewAligned, 2000, grid) == 1000)
        #expect(resting(.viewAligned, -80, grid) == 0)
        // Targets from item frames (centres), irregular.
        let frames = [Rect(x: -5, y: 0, width: 10, height: 10), Rect(x: 10, y: 0, width: 10, height: 10),
                      Rect(x: 30, y: 0, width: 20, height: 10), Rect(x: 90, y: 0, width: 20, height: 10)]
        let listed = context(targets: ScrollTargets(frames: frames))  // 0, 15, 40, 100
        #expect(resting(.viewAligned, 60, listed) == 40)
        #expect(resting(.viewAligned, 71, listed) == 100)
        #expect(resting(.viewAligned, 7.5, listed) == 0)
        // No targets: the proposed target stands.
        #expect(resting(.viewAligned, 37, context()) == 37)
    }

    @Test func viewAlignedLimits() {
        let targets = ScrollTargets.uniform(first: 0, step: 10, count: 101)
        let from50 = context(original: 50, targets: targets)
        #expect(resting(.viewAligned(limitBehavior: .alwaysByOne), 200, from50) == 60)
        #expect(resting(.viewAligned(limitBehavior: .alwaysByOne), -200, from50) == 40)
        #expect(resting(.viewAligned(limitBehavior: .alwaysByFew), 200, from50) == 80)
        // .always: one container (280 pt = 28 items) from the start.
        #expect(resting(.viewAligned(limitBehavior: .always), 900, from50) == 330)
        #expect(resting(.viewAligned(limitBehavior: .never), 900, from50) == 900)
        #expect(resting(.viewAligned(limitBehavior: .automatic), 900, from50) == 900)
        var target = ScrollTarget(rect: Rect(x: 44, y: 0, width: 280, height: 80))
        ViewAlignedScrollTargetBehavior(anchor: .center).updateTarget(&target, context: from50)
        #expect(target.rect.origin.x == 40 && target.anchor == .center)
    }
}

import Testing
@testable import Detent

/// Targets from the content: frames that items report reduced into targets with an anchor,
/// view-aligned and paging behaviours resting on them, and a vertical engine following y.
@Suite struct TargetsFromContentTests {
    /// Items of different widths give their frames; the targets are read from them with an
    /// anchor and `.viewAligned` rests with an item on the anchor.
    @Test func viewAlignedRestsOnAReportedItem() throws {
        let frames = [Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 100, y: 0, width: 40, height: 50),
                      Rect(x: 140, y: 0, width: 160, height: 50)]
        let leading = ScrollTargets(frames: frames, anchor: .leading)
        #expect((0..<leading.count).map { leading.offset(at: $0) } == [0, 100, 140])
        let centers = ScrollTargets(frames: frames, anchor: .center)
        #expect((0..<centers.count).map { centers.offset(at: $0) } == [50, 120, 220])
        // An anchor computed from the item's size, like alignmentGuide: a third of the way in.
        let third = ScrollTargets(frames: frames, anchor: ScrollTargetAnchor { f, axis in f.minX + f.width / 3 })
        #expect(third.offset(at: 2) == 140 + 160.0 / 3)

        let configuration = ScrollEngine.Configuration(
            containerSize: Size(width: 200, height: 50), contentSize: Size(width: 300, height: 50),
            bounds: 0...140, targets: leading)
        let e = try ScrollEngine(configuration: configuration, behavior: ViewAlignedScrollTargetBehavior())
        try e.fling(velocity: 150, at: 0)     // natural 75 → the item at 100
        try e.settle()
        #expect(e.offset == 100)
        #expect(e.selectedIndex == 1)
        try e.handle(.key(.right), at: 5)
        try e.settle()
        #expect(e.offset == 140)
    }

    @Test func viewAlignedLimitByOneStopsAtTheNextItem() throws {
        let e = referenceEngine(behavior: ViewAlignedScrollTargetBehavior(limitBehavior: .alwaysByOne), offset: 200)
        try e.fling(velocity: 2000, at: 0)
        try e.settle()
        #expect(e.offset == 210)
    }

    @Test func pagingMovesOnePagePerGesture() throws {
        let e = referenceEngine(behavior: PagingScrollTargetBehavior())
        try e.fling(velocity: 3000, at: 0)
        try e.settle()
        #expect(e.offset == 280)
    }

    @Test func aVerticalEngineFollowsY() throws {
        let e = referenceEngine(offset: 100, axis: .vertical)
        try e.handle(.pointerDown(Point(x: 10, y: 40)), at: 0)
        try e.handle(.pointerMove(Point(x: 500, y: 30)), at: 0.01)  // x is ignored; y passes the slop
        try e.handle(.pointerMove(Point(x: 500, y: 10)), at: 0.02)
        #expect(e.offset == 120)
        #expect(e.geometry.contentOffset == Point(x: 0, y: 120 - 40))  // half of the 80-pt height
    }
}

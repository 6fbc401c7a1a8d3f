import Testing
import Detent

@Suite struct GeometryTests {
    @Test func rectEdges() {
        let r = Rect(x: 10, y: 20, width: 280, height: 80)
        #expect(r.minX == 10 && r.midX == 150 && r.maxX == 290)
        #expect(r.minY == 20 && r.midY == 60 && r.maxY == 100)
        #expect(r.width == 280 && r.height == 80)
        #expect(r.min(along: .horizontal) == 10 && r.min(along: .vertical) == 20)
        #expect(r.mid(along: .horizontal) == 150 && r.mid(along: .vertical) == 60)
        #expect(r.max(along: .horizontal) == 290 && r.max(along: .vertical) == 100)
        #expect(r == Rect(origin: Point(x: 10, y: 20), size: Size(width: 280, height: 80)))
        #expect(Rect.zero.maxX == 0)
    }

    @Test func containsIncludesMinimumEdgesOnly() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.contains(Point(x: 0, y: 0)))
        #expect(r.contains(Point(x: 9.999, y: 5)))
        #expect(!r.contains(Point(x: 10, y: 5)))
        #expect(!r.contains(Point(x: 5, y: 10)))
        #expect(!r.contains(Point(x: -0.001, y: 5)))
    }

    @Test func intersectsNeedsSharedArea() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.intersects(Rect(x: 9, y: 9, width: 5, height: 5)))
        #expect(!r.intersects(Rect(x: 10, y: 0, width: 5, height: 5)))  // only touching
        #expect(!r.intersects(Rect(x: -5, y: 0, width: 5, height: 5)))
        #expect(r.intersects(Rect(x: 2, y: 2, width: 1, height: 1)))    // inside
    }

    @Test func insets() {
        let r = Rect(x: 0, y: 0, width: 280, height: 80)
        let i = EdgeInsets(top: 4, leading: 140, bottom: 6, trailing: 130)
        #expect(r.inset(by: i) == Rect(x: 140, y: 4, width: 10, height: 70))
        #expect(r.inset(by: EdgeInsets(leading: -10)) == Rect(x: -10, y: 0, width: 290, height: 80))
        #expect(i.leading(along: .horizontal) == 140 && i.leading(along: .vertical) == 4)
        #expect(i.trailing(along: .horizontal) == 130 && i.trailing(along: .vertical) == 6)
        #expect(EdgeInsets.zero == EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    }

    @Test func axisComponents() {
        #expect(Size(width: 280, height: 80).extent(along: .horizontal) == 280)
        #expect(Size(width: 280, height: 80).extent(along: .vertical) == 80)
        #expect(Vector(dx: 3, dy: -4).component(along: .horizontal) == 3)
        #expect(Vector(dx: 3, dy: -4).component(along: .vertical) == -4)
        #expect(UnitPoint.trailing.component(along: .horizontal) == 1)
        #expect(UnitPoint.bottom.component(along: .vertical) == 1)
        #expect(UnitPoint.center == UnitPoint(x: 0.5, y: 0.5))
        #expect(UnitPoint.topLeading == .zero)
        #expect(UnitPoint.bottomTrailing == UnitPoint(x: 1, y: 1))
        let both: Axis.Set = [.horizontal, .vertical]
        #expect(both.contains(.horizontal) && both.contains(.vertical))
        #expect(Axis.Set.horizontal.rawValue != Axis.Set.vertical.rawValue)
        #expect(Axis.allCases == [.horizontal, .vertical])
    }

    @Test func restMotion() {
        let r = Rest(12.5)
        #expect(r.position(at: 0) == 12.5 && r.position(at: 99) == 12.5)
        #expect(r.velocity(at: 3) == 0)
        #expect(r.endTime == 0 && r.position(at: 0) == r.restPosition)
    }
}

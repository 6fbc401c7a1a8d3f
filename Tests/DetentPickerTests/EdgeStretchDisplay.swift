import Testing
import Detent
@testable import DetentPicker

/// The display list shows Android 12's stretch (`ScrollEngine.edgeStretch`, android profile) as
/// a scale of the content along the axis about the frame's side at the stretched edge: every
/// tick, label and row moves as x′ = a + (x − a)·s and grows s times along the axis (a label's
/// frame; its glyphs keep their size); the background, the clips and the indicator, the
/// container's own, stay.
@Suite struct EdgeStretchDisplay {
    /// The picker flung into its last value at 1000 pt/s from 100 pt (10 rows) before it, and
    /// the same picker at rest there, never stretched; both moved to `after` seconds past the stop.
    func flungIntoTheEnd(_ c: WheelPicker.Configuration, frame: Rect, after: Double) throws
        -> (stretched: WheelPicker, still: WheelPicker, scale: Double) {
        var c = c
        c.physics = .android
        let end = Double(c.values.count - 1) * c.step
        let p = WheelPicker(configuration: c, frame: frame, offset: end - 100)
        let still = WheelPicker(configuration: c, frame: frame, offset: end)
        try p.fling(velocity: 1000, at: 0)
        let stop = try #require(p.restTime)
        try p.advance(to: stop + after)
        try still.advance(to: stop + after)
        #expect(p.offset == end && p.isIdle && p.edgeStretch.edge == .trailing)
        return (p, still, p.edgeStretch.scale(at: p.time))
    }

    /// The reference ruler 40 ms after a fling stopped on 100 (636 pt/s: near the stretch's
    /// peak, 2.26 %), anchored at the frame's right side, x = 300.
    @Test func theRulerStretchesAboutItsRightSide() throws {
        let frame = Rect(x: 20, y: 10, width: 280, height: 80)
        let (p, still, s) = try flungIntoTheEnd(WheelPicker.Configuration(), frame: frame, after: 0.04)
        #expect(s > 1.0225 && s < 1.0228, "\(s)")
        let a = frame.maxX
        func along(_ r: Rect) -> Rect { Rect(x: a + (r.minX - a) * s, y: r.minY, width: r.width * s, height: r.height) }
        let stretched = p.displayList(), plain = still.displayList()
        // Ticks: each the still one moved and widened (the tick of 100 under the indicator at
        // 159 … 161 is drawn at 300 − 141·s, 2·s wide).
        let ticks = stretched.compactMap { if case let .rect(r, _) = $0, r.height < 80 { return r } else { return nil } }
        let plainTicks = plain.compactMap { if case let .rect(r, _) = $0, r.height < 80 { return r } else { return nil } }
        let indicator = p.indicatorRect()
        #expect(ticks.count == plainTicks.count && ticks.count > 20)
        for (t, u) in zip(ticks, plainTicks) where u.minX != indicator.minX {
            #expect(abs(t.minX - along(u).minX) < 1e-9 && abs(t.width - along(u).width) < 1e-12 && t.minY == u.minY)
        }
        #expect(ticks.contains { abs($0.minX - (300 - 141 * s)) < 1e-9 && abs($0.width - 2 * s) < 1e-12 })
        // Labels: moved and their frames widened (their glyphs keep their size).
        var labels = 0
        for case let .text(text, f, fontSize, alignment, _) in stretched {
            guard let u = plain.lazy.compactMap({ item -> Rect? in
                if case let .text(t, r, _, _, _) = item, t == text { return r } else { return nil }
            }).first else { continue }
            #expect(abs(f.minX - along(u).minX) < 1e-9 && abs(f.width - along(u).width) < 1e-9 && f.minY == u.minY)
            #expect(alignment == .center && fontSize == p.configuration.labelFontSize)
            #expect(f.minX >= frame.minX && f.maxX <= frame.maxX, "\(text) cut by the edge")
            labels += 1
        }
        #expect(labels >= 3)
        // The background, the clips and the indicator stay.
        #expect(stretched.first == .rect(frame, color: p.configuration.theme.background))
        #expect(stretched.filter { if case .clip = $0 { return true } else { return false } }
                == plain.filter { if case .clip = $0 { return true } else { return false } })
        let bars = stretched.compactMap { if case let .rect(r, _) = $0, r.minX == indicator.minX { return r } else { return nil } }
        #expect(bars.count == 2 && bars.allSatisfy { $0.width == p.configuration.indicatorWidth })
        // Once the stretch has receded, the same list as never stretched.
        try p.advance(to: try #require(p.nextEventTime))
        try still.advance(to: p.time)
        #expect(p.edgeStretch.scale(at: p.time) == 1 && p.displayList() == still.displayList())
    }

    /// A cylinder (vertical, 200 × 216) stretched at its last row: every row, magnified or on
    /// the cylinder, scaled by s down the axis about the frame's bottom, y′ = 226 + (y − 226)·s.
    @Test func theCylinderStretchesAboutItsBottom() throws {
        let frame = Rect(x: 0, y: 10, width: 200, height: 216)
        let (p, still, s) = try flungIntoTheEnd(.cylinder(), frame: frame, after: 0.03)
        #expect(s > 1.01, "\(s)")
        let a = frame.maxY
        func along(_ r: Rect) -> Rect { Rect(x: r.minX, y: a + (r.minY - a) * s, width: r.width, height: r.height * s) }
        let stretched = p.displayList(), plain = still.displayList()
        #expect(stretched.count == plain.count)
        var rows = 0
        for (item, u) in zip(stretched, plain) {
            switch (item, u) {
            case let (.scaledText(t, f, size, scale, _), .scaledText(t2, g, size2, scale2, _)):
                #expect(t == t2 && size == size2 && f.minX == g.minX && f.width == g.width)
                #expect(abs(f.minY - along(g).minY) < 1e-9 && abs(f.height - along(g).height) < 1e-9)
                #expect(scale.dx == scale2.dx && abs(scale.dy - scale2.dy * s) < 1e-15)
                rows += 1
            case let (.text(t, f, size, _, _), .text(t2, g, size2, _, _)):   // the magnified row in the band
                #expect(t == t2 && size == size2 && abs(f.minY - along(g).minY) < 1e-9 && abs(f.height - g.height * s) < 1e-9)
                rows += 1
            default:
                #expect(item == u)   // background, band, its lines, clips
            }
        }
        #expect(rows >= 5)
        // The centre row, "100", seen straight on: scaled s times down the axis only.
        let centre = stretched.filter { if case let .scaledText("100", _, _, scale, _) = $0 { return scale == Vector(dx: 1, dy: s) } else { return false } }
        #expect(centre.count == 1)
    }
}

import Testing
import Detent
@testable import DetentPicker

private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }
private func close(_ a: Rect, _ b: Rect) -> Bool {
    close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
}

/// The reference picker's display list at offsets 0, 5, 10 and 1000: which ticks and labels,
/// where, and the indicator.
@Suite struct ReferenceLayout {
    @Test func offsetZeroPutsTickZeroUnderTheIndicatorAndListsTicks0Through14() throws {
        let p = referencePicker()
        let (ticks, labels, indicator) = parts(p.displayList(), picker: p)
        #expect(p.offset == 0)
        #expect(ticks.count == 15)            // tick 14 spans 279…281, still inside
        #expect(ticks.first?.rect == Rect(x: 139, y: 0, width: 2, height: 20))
        #expect(ticks[1].rect == Rect(x: 149, y: 0, width: 2, height: 8))
        #expect(ticks[14].rect.minX == 279)
        #expect(labels.map(\.text) == ["0", "5", "10"])   // 15 spans 275.6…304.4: cut, so not drawn
        // "0": 14.4 × 28.8 centred on x = 140 and in the band.
        #expect(close(labels[0].frame, Rect(x: 132.8, y: 25.6, width: 14.4, height: 28.8)))
        #expect(labels[2].frame.midX == 240)
        // The indicator leaves out the labels' band (25.6…54.4) and 3 pt around it.
        #expect(indicator.count == 2)
        #expect(close(indicator[0], Rect(x: 139, y: 0, width: 2, height: 22.6)))
        #expect(close(indicator[1], Rect(x: 139, y: 57.4, width: 2, height: 22.6)))
    }

    @Test func offsetFiveShiftsEveryTickByFivePoints() throws {
        let p = referencePicker()
        try drag(p, toOffset: 5)
        #expect(p.offset == 5)
        let (ticks, _, _) = parts(p.displayList(), picker: p)
        #expect(ticks.first?.rect.minX == 134)
        #expect(ticks.count == 15)            // 0…14; tick 15 starts at 284
        #expect(ticks.last?.rect.minX == 274)
        #expect(p.value == 0)                 // 5 is a tie between 0 and 1: the lower
    }

    @Test func offsetTenPutsValueOneUnderTheIndicator() throws {
        let p = referencePicker()
        try p.handle(.select(value: 1, animated: false), at: 0)
        #expect(p.offset == 10)
        #expect(p.value == 1)
        let (ticks, labels, _) = parts(p.displayList(), picker: p)
        #expect(ticks.first?.rect.minX == 129)
        #expect(ticks.count == 16)            // 0…15
        #expect(labels.first(where: { $0.text == "5" })?.frame.midX == 180)
    }

    @Test func offset1000ShowsTheLastValueAndTicks86Through100() throws {
        let p = referencePicker()
        try p.handle(.select(value: 100, animated: false), at: 0)
        #expect(p.offset == 1000)
        #expect(p.value == 100)
        let (ticks, labels, _) = parts(p.displayList(), picker: p)
        #expect(ticks.count == 15)
        #expect(ticks.first.map { close($0.rect.minX, -1) } == true, "\(String(describing: ticks.first?.rect.minX.bitPattern))")
        #expect(ticks.last?.rect.minX == 139)
        #expect(labels.map(\.text) == ["90", "95", "100"])   // 85 spans −7.2…21.6: cut, so not drawn
        #expect(labels.last.map { close($0.frame, Rect(x: 118.4, y: 25.6, width: 43.2, height: 28.8)) } == true)
    }
}

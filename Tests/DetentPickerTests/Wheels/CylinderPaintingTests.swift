import Testing
import Detent
@testable import DetentPicker

/// The cylinder drawn as Flutter paints it (issue 34): only the rows of its window, none
/// turned away, none with a negative or non-finite size, fading toward the edges and none too
/// flat to read; a demo's focus marked without crossing a label; Page Up/Down five rows.
@Suite struct CylinderPaintingTests {
    /// Every row a display list draws, with its distance from the centre recovered from its value.
    static func rows(_ list: [DisplayItem]) -> [(text: String, frame: Rect, fontSize: Double, scale: Vector, opacity: Double)] {
        list.compactMap { if case let .scaledText(s, f, size, k, c) = $0 { return (s, f, size, k, c.opacity) } else { return nil } }
    }

    static func wheel(ratio: Double) -> WheelPicker.Configuration {
        var c = WheelPicker.Configuration.cylinder()
        c.cylinder.diameterRatio = ratio
        return c
    }

    /// At rest on 50 with the defaults, rows 44 and 56 (±1.48 rad, outside Flutter's
    /// `height × squeeze` window) are not drawn; they were mirrored slivers with a height of −3.74.
    @Test func rowsOutsideFlutterWindowAreNotDrawn() throws {
        let p = WheelPicker(configuration: .cylinder(), frame: Rect(x: 0, y: 0, width: 200, height: 216), offset: 50 * 32)
        let drawn = Set(Self.rows(p.displayList()).map(\.text))
        #expect(!drawn.contains("44") && !drawn.contains("56"))
        #expect(drawn.isSuperset(of: ["47", "48", "49", "50", "51", "52", "53"]))
    }

    /// Over dense offsets and diameter ratios 1.07, 2 and 3: every row drawn lies in Flutter's
    /// window (its flat extent meets `height × squeeze` about the centre), faces the viewer,
    /// and has a positive, finite frame, font size and scale; each ratio draws no more rows
    /// than Flutter lays out.
    @Test(arguments: [1.07, 2, 3])
    func everyRowDrawnIsInTheWindowWithAPositiveSize(ratio: Double) throws {
        let c = Self.wheel(ratio: ratio)
        let h = 216.0, e = c.cylinder.itemExtent, reach = (h * c.cylinder.squeeze + e) / 2
        var drawn = 0
        for offset in stride(from: 40 * 32.0, through: 60 * 32, by: 1.37) {
            let p = WheelPicker(configuration: c, frame: Rect(x: 10, y: 20, width: 200, height: h), offset: offset)
            let rows = Self.rows(p.displayList())
            let laidOut = (0...100).filter { abs(Double($0) * e - offset) < reach }.count
            #expect(rows.count <= laidOut, "offset \(offset)")
            for r in rows {
                let d = Double(Int(r.text)!) * e - offset
                #expect(abs(d) < reach, "row \(r.text) at offset \(offset)")
                #expect(r.frame.width > 0 && r.frame.height > 0 && r.frame.width.isFinite && r.frame.height.isFinite
                        && r.frame.minX.isFinite && r.frame.minY.isFinite, "row \(r.text) at offset \(offset): \(r.frame)")
                #expect(r.fontSize > 0 && r.scale.dx > 0 && r.scale.dy > 0 && r.fontSize * r.scale.dy > 0)
                #expect(r.opacity > 0 && r.opacity <= c.cylinder.overAndUnderCenterOpacity)
                drawn += 1
            }
        }
        #expect(drawn > 1000)
    }

    /// Rows fade toward the edges (CupertinoPicker dims them, iOS fades them): the opacity
    /// never rises away from the centre, is the configured 0.447 near it, and no row is drawn
    /// seen under a quarter of its height (the smudges of "August" above "September").
    @Test func rowsFadeTowardTheEdgesAndNoneIsTooFlatToRead() throws {
        for offset in stride(from: 50 * 32.0, through: 51 * 32, by: 3.2) {
            let p = WheelPicker(configuration: .cylinder(), frame: Rect(x: 0, y: 0, width: 200, height: 216), offset: offset)
            let rows = Self.rows(p.displayList())
            for r in rows { #expect(r.scale.dy > CylinderWheel.legibleScale, "row \(r.text) at scale \(r.scale.dy)") }
            let below = rows.filter { r in r.frame.midY > 108 }.sorted { $0.frame.midY < $1.frame.midY }
            let above = rows.filter { r in r.frame.midY < 108 }.sorted { $0.frame.midY > $1.frame.midY }
            for side in [below, above] {
                for (a, b) in zip(side, side.dropFirst()) { #expect(b.opacity <= a.opacity + 1e-12) }
                #expect(side.first.map { abs($0.opacity - 0.447) < 1e-9 } ?? false)
            }
        }
        #expect(CylinderWheel.edgeOpacity(scale: 0.6) == 1 && CylinderWheel.edgeOpacity(scale: 0.25) == 0)
        #expect(abs(CylinderWheel.edgeOpacity(scale: 0.375) - 0.5) < 1e-12)
        #expect(CylinderWheel.edgeOpacity(scale: -0.1) == 0 && CylinderWheel.edgeOpacity(scale: .nan) == 0)
    }

    /// A demo's focused column is marked by a tint of its part of the band, drawn before any
    /// row: no mark is drawn over a label (a 2 pt bar under the band crossed the digits of the
    /// row passing its lower edge).
    @Test func theFocusMarkNeverCrossesALabel() throws {
        let picker = DatePicker(value: CalendarDate(year: 2024, month: 3, day: 14), frame: Rect(x: 0, y: 0, width: 320, height: 216))
        let columns = picker.wheels
        for column in 0..<3 {
            let t = 4 * Double(column)
            try columns.handle(.focus(column: column), at: t)
            // Mid-row: a row straddles the band's lower edge.
            try columns.columns[column].handle(.pointerDown(Point(x: columns.columns[column].frame.midX, y: 100), pointer: 0), at: t)
            try columns.columns[column].handle(.pointerMove(Point(x: columns.columns[column].frame.midX, y: 86), pointer: 0), at: t + 0.05)
            let list = columns.displayList()
            let band = columns.centreBand, f = columns.columns[column].frame
            let firstText = try #require(list.firstIndex { if case .text = $0 { true } else if case .scaledText = $0 { true } else { false } })
            let accents = list.enumerated().compactMap { i, item -> (Int, Rect)? in
                if case let .rect(r, c) = item, c.red == columns.theme.indicator.red, c.green == columns.theme.indicator.green { return (i, r) }
                return nil
            }
            #expect(accents.count == 1)
            for (i, r) in accents {
                #expect(i < firstText)   // under every label
                #expect(r.minX >= f.minX && r.maxX <= f.maxX && r.minY >= band.minY && r.maxY <= band.maxY)
            }
            try columns.columns[column].handle(.pointerCancel(pointer: 0), at: t + 0.06)
            try columns.advance(to: t + 3)
        }
    }

    /// Page Up/Down move a demo's column five rows, as on one cylinder (physics.md); they
    /// moved one.
    @Test func pageKeysMoveFiveRowsInADemo() throws {
        let picker = DatePicker(value: CalendarDate(year: 2024, month: 3, day: 14))
        let columns = picker.wheels
        try columns.handle(.focus(column: 1), at: 0)
        try columns.handle(.key(.pageDown), at: 0)
        try columns.advance(to: 2)
        #expect(columns.columns[1].value == 19)
        try columns.handle(.key(.pageUp), at: 2)
        try columns.advance(to: 4)
        #expect(columns.columns[1].value == 14)
        let single = WheelPicker(configuration: .cylinder(values: PickerValues(1...31), looping: true),
                                 frame: Rect(x: 0, y: 0, width: 200, height: 216))
        #expect(single.engine.configuration.targetsPerPage == columns.columns[1].engine.configuration.targetsPerPage)
    }

    /// The band a host lights up as selection feedback: a cylinder's and a demo's; none for a ruler.
    @Test func theSelectionBandIsTheCentreBand() {
        let frame = Rect(x: 0, y: 0, width: 200, height: 216)
        let cylinder = WheelPicker(configuration: .cylinder(), frame: frame)
        let band = try? #require(cylinder.selectionBand)
        let b = CylinderWheel().band(height: 216)
        #expect(band == Rect(x: 0, y: b.top, width: 200, height: b.bottom - b.top))
        #expect(WheelPicker(configuration: .init(), frame: Rect(x: 0, y: 0, width: 280, height: 80)).selectionBand == nil)
        let date = DatePicker(value: CalendarDate(year: 2024, month: 3, day: 14), frame: Rect(x: 0, y: 0, width: 320, height: 216)).wheels
        #expect(date.selectionBand == date.centreBand)
    }
}

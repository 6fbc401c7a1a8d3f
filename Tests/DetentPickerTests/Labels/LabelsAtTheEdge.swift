import Testing
import Detent
@testable import DetentPicker

/// No label is drawn cut by the picker's edge, where its visible part would read as another
/// number ("5 90 95 100", the 5 the end of 85: issue 26, item 11); a label fades out as it
/// nears the edge instead of popping.
@Suite struct LabelsAtTheEdge {
    static let pickers: [(PickerValues, Axis, Size?, Int)] = [
        (PickerValues(0...100), .horizontal, nil, 5), (PickerValues(0...100), .vertical, nil, 5),
        (PickerValues(-50...50), .horizontal, Size(width: 90, height: 90), 5),
        (try! PickerValues(from: 0, to: 10, by: 0.25), .horizontal, Size(width: 1000, height: 60), 8),
    ]

    @Test(arguments: 0..<pickers.count)
    func everyLabelDrawnLiesWhollyInsideThePicker(_ k: Int) throws {
        let (values, axis, size, majorEvery) = Self.pickers[k]
        let p = picker(values, axis: axis, size: size) { $0.majorEvery = majorEvery }
        var drawn = 0
        for index in 0..<p.configuration.values.count {
            // At rest on every value: labels meet the edges at every phase of the ruler.
            try p.handle(.select(value: p.value(at: index), animated: false), at: p.time)
            for label in labels(p) {
                drawn += 1
                let (lo, hi) = axis == .horizontal ? (label.frame.minX, label.frame.maxX) : (label.frame.minY, label.frame.maxY)
                let (fLo, fHi) = axis == .horizontal ? (p.frame.minX, p.frame.maxX) : (p.frame.minY, p.frame.maxY)
                #expect(lo >= fLo - 1e-9 && hi <= fHi + 1e-9, "value \(p.value): \"\(label.text)\" spans \(lo)…\(hi), cut by the edge")
            }
        }
        #expect(drawn > p.configuration.values.count)
    }

    @Test func aLabelFadesInOverTheLastEmBeforeTheEdge() throws {
        // The reference picker dragged to offset x: "15" (28.8 pt wide, centred 150 − x right
        // of the indicator) ends 304.4 − x pt from the left edge, inside from x = 24.4 on; its
        // opacity rises from 0 there to the dimmed 0.4 one em (24 pt) later.
        for x in 20...52 {
            let p = referencePicker()
            try drag(p, toOffset: Double(x))
            #expect(p.offset == Double(x))
            let fifteen = labels(p).first { $0.text == "15" }
            let inside = 280 - (304.4 - Double(x))
            if inside <= 0 {
                #expect(fifteen == nil, "offset \(x)")
            } else {
                let expected = 0.4 * Swift.min(1, inside / 24)
                #expect(fifteen.map { abs($0.opacity - expected) < 1e-9 } == true, "offset \(x): \(String(describing: fifteen))")
            }
        }
    }
}

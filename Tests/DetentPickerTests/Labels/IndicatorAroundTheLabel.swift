import Testing
import Detent
@testable import DetentPicker

/// The red indicator never runs through a label (issue 26, item 12: it ran through the
/// selected label, right through it in vertical mode): it is drawn from each edge of the
/// picker to the labels' band.
@Suite struct IndicatorAroundTheLabel {
    @Test(arguments: [Axis.horizontal, .vertical])
    func noIndicatorPieceMeetsALabel(_ axis: Axis) throws {
        let p = picker(axis: axis)
        let indicator = p.configuration.theme.indicator
        for value in stride(from: 0.0, through: 100, by: 1) {
            try p.handle(.select(value: value, animated: false), at: p.time)
            let list = p.displayList()
            let pieces = list.compactMap { item -> Rect? in
                if case let .rect(r, color) = item, color == indicator { return r } else { return nil }
            }
            #expect(pieces.count == 2)
            // Together they span the picker across, at its centre along the axis.
            let whole = p.indicatorRect()
            #expect(pieces.allSatisfy { $0.minX >= whole.minX && $0.maxX <= whole.maxX && $0.minY >= whole.minY && $0.maxY <= whole.maxY })
            for label in labels(p) {
                for r in pieces {
                    let overlaps = r.minX < label.frame.maxX && label.frame.minX < r.maxX
                        && r.minY < label.frame.maxY && label.frame.minY < r.maxY
                    #expect(!overlaps, "\(axis) at \(value): the indicator \(r) runs through \"\(label.text)\" \(label.frame)")
                }
            }
        }
    }

    @Test func aPickerTooSmallForItsLabelsDrawsTheIndicatorWhole() {
        // Labels 28.8 pt tall in a 20 pt picker: no room for a gap; the indicator is one bar.
        let p = picker(size: Size(width: 280, height: 20))
        let pieces = p.displayList().filter { if case .rect(_, p.configuration.theme.indicator) = $0 { true } else { false } }
        #expect(pieces == [.rect(p.indicatorRect(), color: p.configuration.theme.indicator)])
    }
}

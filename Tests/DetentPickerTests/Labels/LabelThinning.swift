import Testing
import Detent
@testable import DetentPicker

/// Label thinning: labels wider than a major step are drawn every 1, 2 or 5 times the majors so
/// that none overlap, and taps hit only the labels drawn.
@Suite struct LabelThinning {
    /// No two labels overlap, at any offset, for pickers whose labels are wider than a major step.
    @Test(arguments: [
        (0.0, 10.0, 0.25, 5), (1000, 100_000, 1000, 5), (-1, 1, 0.1, 5), (0, 100, 1, 1),
        (0, 1_000_000, 1, 5), (-50, 50, 1, 5), (0, 10, 0.25, 8),
    ] as [(Double, Double, Double, Int)])
    func labelsNeverOverlap(from: Double, to: Double, by: Double, majorEvery: Int) throws {
        for axis in [Axis.horizontal, .vertical] {
            for size in [Size(width: 280, height: 80), Size(width: 120, height: 280), Size(width: 1000, height: 60), Size(width: 90, height: 90)] {
                let p = picker(try PickerValues(from: from, to: to, by: by), axis: axis, size: size) { $0.majorEvery = majorEvery }
                let count = p.configuration.values.count
                for index in stride(from: 0, to: count, by: Swift.max(1, count / 37)) {
                    try p.handle(.select(value: p.value(at: index), animated: false), at: 0)
                    let frames = labels(p).map(\.frame)
                    for (a, b) in zip(frames, frames.dropFirst()) {
                        let gap = axis == .horizontal ? b.minX - a.maxX : b.minY - a.maxY
                        #expect(gap >= 0.25 * 24 - 1e-9, "\(from):\(to):\(by) \(axis) \(size) at \(index): gap \(gap)")
                    }
                }
            }
        }
    }

    @Test func strideGoesByOneTwoFiveTimesTheMajors() throws {
        // "0.00" is 57.6 pt + a 6-pt gap: 5 values (50 pt) are too few, 10 (100 pt) enough.
        #expect(picker(try PickerValues(from: 0, to: 10, by: 0.25)).labelEvery == 10)
        // With a major every 8 values (80 pt) it fits unthinned.
        #expect(picker(try PickerValues(from: 0, to: 10, by: 0.25)) { $0.majorEvery = 8 }.labelEvery == 8)
        // "100000" is 86.4 pt: every 10 values.
        #expect(picker(try PickerValues(from: 1000, to: 100_000, by: 1000)).labelEvery == 10)
        // The reference picker keeps its label every 5 values ("100" is 43.2 pt in 50).
        #expect(picker().labelEvery == 5)
        // A 72-pt font needs 5 majors: "100" is 129.6 pt + 18.
        #expect(picker { $0.labelFontSize = 72 }.labelEvery == 25)
    }

    @Test func tapsHitOnlyTheLabelsDrawn() throws {
        // 0…10 by 0.25 labels every 10 values: "1.25" (index 5) is not drawn, so a tap at its
        // place selects the tick there, and "2.50" (index 10) is a label.
        let p = picker(try PickerValues(from: 0, to: 10, by: 0.25))
        #expect(p.tappedIndex(at: Point(x: 140 + 100, y: 40)) == 10)
        #expect(p.tappedIndex(at: Point(x: 140 + 100 + 25, y: 40)) == 10)   // on the label "2.50", beyond half a step
        #expect(p.tappedIndex(at: Point(x: 140 + 50 + 15, y: 40)) == 7)     // where "1.25" would be: the closest tick
    }
}

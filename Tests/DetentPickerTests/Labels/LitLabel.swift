import Testing
import Detent
@testable import DetentPicker

/// Which label is lit: only the one whose value is under the indicator (none between values, on
/// either axis), with the old overlap rule kept as an option.
@Suite struct LitLabel {
    @Test func atRestOn99NoLabelIsLitAndNot100() throws {
        let p = picker()
        try p.handle(.select(value: 99, animated: false), at: 0)
        let l = labels(p)
        #expect(l.contains { $0.text == "100" })
        #expect(l.allSatisfy { $0.opacity == 0.4 }, "\(l.map { ($0.text, $0.opacity) })")
        // The seed's rule, kept as an option: "100" (x 978.4…1021.6) holds the line at 990.
        let q = picker { $0.litLabel = .overlapsIndicator }
        try q.handle(.select(value: 99, animated: false), at: 0)
        #expect(labels(q).first { $0.text == "100" }?.opacity == 1.0)
    }

    @Test func onAMajorOnlyItsLabelIsLit() throws {
        let p = picker()
        try p.handle(.select(value: 100, animated: false), at: 0)
        #expect(labels(p).filter { $0.opacity == 1.0 }.map(\.text) == ["100"])
    }

    @Test func betweenLabelsOfADecimalPickerNoneIsLit() throws {
        let p = picker(try PickerValues(from: 0, to: 10, by: 0.25)) { $0.majorEvery = 8 }
        try p.handle(.select(value: 0.5, animated: false), at: 0)
        #expect(p.value == 0.5)
        let l = labels(p)
        #expect(l.contains { $0.text == "0.00" })
        #expect(l.allSatisfy { $0.opacity == 0.4 })
    }

    @Test func verticalOn36NoLabelIsLit() throws {
        let p = picker(axis: .vertical)
        try p.handle(.select(value: 36, animated: false), at: 0)
        #expect(labels(p).allSatisfy { $0.opacity <= 0.4 })   // dimmed (less near the edges)
        try p.handle(.select(value: 35, animated: false), at: 0.5)
        #expect(labels(p).filter { $0.opacity == 1.0 }.map(\.text) == ["35"])
    }
}

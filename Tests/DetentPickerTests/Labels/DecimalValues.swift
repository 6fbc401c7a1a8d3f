import Testing
@testable import DetentPicker

/// `PickerValues` with a decimal step: the values are the decimals, not their float sums, and
/// compare at half a step.
@Suite struct DecimalValues {
    @Test func valuesAreTheDecimalsNotTheirFloatSums() throws {
        let v = try PickerValues(from: 0, to: 1, by: 0.1)
        #expect(v.value(at: 3) == 0.3)
        #expect(v.value(at: 7) == 0.7)
        #expect((0...10).allSatisfy { v.value(at: $0) == Double(v.text(v.value(at: $0)))! })
        let w = try PickerValues(from: -1, to: 1, by: 0.1)
        #expect(w.value(at: 7) == -0.3)
        #expect(w.text(w.value(at: 10)) == "0.0")
        #expect(v.isSameValue(0.30000000000000004, 0.3))
        #expect(v.isSameValue(0.26, 0.3))
        #expect(!v.isSameValue(0.36, 0.3))
        #expect(!v.isSameValue(0.2, 0.3))
    }
}

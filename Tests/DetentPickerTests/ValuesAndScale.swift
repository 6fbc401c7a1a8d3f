import Testing
import Detent
@testable import DetentPicker

/// A picker's values: decimals exact and labelled with the step's decimals, bad values refused
/// with a reason, and a million values costing the same display list as a hundred.
@Suite struct ValuesAndScale {
    @Test func decimalValuesAreExactAndLabelledWithTheStepsDecimals() throws {
        let v = try PickerValues(from: 0, to: 10, by: 0.25)
        #expect(v.count == 41)
        #expect(v.value(at: 5) == 1.25)
        #expect(v.last == 10)
        #expect(v.index(of: 3.3) == 13)
        var c = WheelPicker.Configuration(values: v)
        #expect(c.label(for: 1.25) == "1.25")
        #expect(c.label(for: 10) == "10.00")
        c.labelFormatter = { "\($0)" }
        #expect(c.label(for: 1.5) == "1.5")
        #expect(try PickerValues(from: 0, to: 1, by: 0.1).count == 11)
    }

    @Test func badValuesAreRefusedWithAReason() {
        #expect(throws: PickerError.self) { try PickerValues(from: .nan, to: 1, by: 1) }
        #expect(throws: PickerError.self) { try PickerValues(from: 0, to: .infinity, by: 1) }
        #expect(throws: PickerError.self) { try PickerValues(from: 0, to: 1, by: 0) }
        #expect(throws: PickerError.self) { try PickerValues(from: 5, to: 1, by: 1) }
        #expect(throws: PickerError.self) { try PickerValues(from: 0, to: 1e12, by: 1) }
        var c = WheelPicker.Configuration()
        c.spacing = .nan
        #expect(throws: PickerError.self) { try c.validate() }
        let p = WheelPicker(configuration: c, frame: Rect(x: 0, y: 0, width: 280, height: 80))
        #expect(p.configuration.step == 10)   // sanitized to the default
        #expect(throws: ScrollEngineError.self) { try p.handle(.select(value: .nan, animated: true), at: 0) }
    }

    @Test func aMillionValuesCostTheSameDisplayListAsAHundred() throws {
        // A label every 10 values, so that "999999" is not thinned where "50" is not.
        let small = referencePicker { $0.majorEvery = 10 }
        let big = referencePicker { $0.values = PickerValues(0...999_999); $0.majorEvery = 10 }
        #expect(big.configuration.values.count == 1_000_000)
        try small.handle(.select(value: 50, animated: false), at: 0)
        try big.handle(.select(value: 500_000, animated: false), at: 0)
        #expect(big.value == 500_000)
        let a = small.displayList(), b = big.displayList()
        // The same items but for the labels: "499990" and "500010" (86.4 pt) do not fit whole
        // beside "500000" where "40" and "60" do.
        #expect(parts(a, picker: small).ticks.count == parts(b, picker: big).ticks.count)
        #expect(parts(b, picker: big).ticks.count == 29)
        #expect(parts(a, picker: small).labels.map(\.text) == ["40", "50", "60"])
        #expect(parts(b, picker: big).labels.map(\.text) == ["500000"])
        #expect(a.count == b.count + 2)
    }
}

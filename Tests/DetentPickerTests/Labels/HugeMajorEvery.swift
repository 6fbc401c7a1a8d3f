import Testing
import Detent
@testable import DetentPicker

/// A major tick every 1,000,000,000 values (the most its rule allows; Int.max is refused, and
/// replaced by the default where a picker sanitises): a page that large steps without overflowing.
@Suite struct HugeMajorEvery {
    /// `majorEvery = 1e9` is a page of 1e9 values: Page Down after Right moves to the last
    /// value instead of overflowing `index + page`.
    @Test func rightThenPageDownWithAMajorTickEveryIntMaxValuesEndsOnTheLastValue() throws {
        var c = WheelPicker.Configuration()
        c.majorEvery = Int(WheelPicker.Configuration.majorEveryRule.maximum)
        #expect(throws: PickerError.self) { var big = c; big.majorEvery = Int.max; try big.validate() }
        let picker = WheelPicker(configuration: c, frame: Rect(x: 100, y: 60, width: 280, height: 80))
        try picker.handle(.key(.right), at: 0)
        try picker.handle(.key(.pageDown), at: 0.01)
        try picker.handle(.key(.pageUp), at: 0.5)
        try picker.handle(.key(.pageDown), at: 1)
        try picker.advance(to: 5)
        #expect(picker.value == 100)
        #expect(picker.offset == 1000)
        _ = picker.displayList()
    }
}

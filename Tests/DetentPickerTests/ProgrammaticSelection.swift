import Testing
import Detent
@testable import DetentPicker

/// Selecting a value in code: one programmatic event from the old value to the new, and a
/// picker of a single value.
@Suite struct ProgrammaticSelection {
    @Test func anImmediateSelectGivesOneProgrammaticEventFromOldToNew() throws {
        let p = referencePicker()
        try p.handle(.select(value: 3, animated: false), at: 0)
        p.drainEvents { _ in }
        try p.handle(.select(value: 42.4, animated: false), at: 0.5)   // the closest value: 42
        #expect(p.value == 42)
        #expect(p.events.contains(.selection(SelectionChange(from: 3, to: 42, time: 0.5, cause: .programmatic))))
        #expect(p.events.filter { if case .selection = $0 { true } else { false } }.count == 1)
    }

    @Test func aSingleValuePickerDrawsOneTickAndAcceptsTaps() throws {
        let p = referencePicker { $0.values = try! PickerValues(from: 7, to: 7, by: 1) }
        let (ticks, labels, _) = parts(p.displayList(), picker: p)
        #expect(ticks.count == 1)
        #expect(labels.map(\.text) == ["7"])
        try p.handle(.pointerDown(Point(x: 140, y: 40), pointer: 0), at: 0)
        try p.handle(.pointerUp(Point(x: 140, y: 40), pointer: 0), at: 0.1)
        try p.advance(to: 1)
        #expect(p.value == 7)
        #expect(throws: ScrollEngineError.self) { try p.handle(.key(.right), at: .nan) }
        #expect(throws: ScrollEngineError.self) { try p.handle(.key(.right), at: 0.5) }   // earlier than the engine's time
    }
}

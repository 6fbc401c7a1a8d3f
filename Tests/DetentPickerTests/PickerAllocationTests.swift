import Testing
import CAllocationCounter
import Detent
@testable import DetentPicker

@Suite struct PickerAllocationTests {
    /// A frame's display list, into a list whose storage is reused, allocates nothing once
    /// warm: for the reference 0...100 picker and one of 1,000,000 values, at rest and while
    /// decelerating (labels coming and going).
    @Test(arguments: [(PickerValues(0...100), 50.0), (PickerValues(0...999_999), 500_000.0)])
    func displayListAllocatesNothingInSteadyState(_ values: PickerValues, _ value: Double) throws {
        let picker = WheelPicker(configuration: .init(values: values), frame: Rect(x: 0, y: 0, width: 280, height: 80))
        try picker.handle(.select(value: value, animated: false), at: 0)
        var list: [DisplayItem] = []
        list.reserveCapacity(256)
        picker.displayList(into: &list)
        list.removeAll(keepingCapacity: true)
        var counts = [Int](repeating: 0, count: 2)
        var before = detent_thread_allocations()
        for _ in 0..<100 {
            picker.displayList(into: &list)
            list.removeAll(keepingCapacity: true)
        }
        counts[0] = detent_thread_allocations() - before
        try picker.engine.fling(velocity: 3_000, at: 0)
        // The first frame of a motion is warm-up too (the runtime fills its caches once).
        func frame(_ k: Int) throws {
            try picker.advance(to: Double(k) / 120)
            picker.displayList(into: &list)
            list.removeAll(keepingCapacity: true)
            picker.engine.removeAllEvents()
        }
        try frame(1)
        before = detent_thread_allocations()
        for k in 2...100 { try frame(k) }
        counts[1] = detent_thread_allocations() - before
        #expect(counts == [0, 0])
        #expect(picker.engine.phase == .decelerating)
    }
}

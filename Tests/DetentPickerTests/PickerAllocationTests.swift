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
        try picker.fling(velocity: 3_000, at: 0)
        // The first frame of a motion is warm-up too (the runtime fills its caches once).
        func frame(_ k: Int) throws {
            try picker.advance(to: Double(k) / 120)
            picker.displayList(into: &list)
            list.removeAll(keepingCapacity: true)
            picker.removeAllEvents()
        }
        try frame(1)
        before = detent_thread_allocations()
        for k in 2...100 { try frame(k) }
        counts[1] = detent_thread_allocations() - before
        #expect(counts == [0, 0])
        #expect(picker.phase == .decelerating)
    }

    /// The frames of an edge stretch (android, a fling stopped on the last value), ruler and
    /// cylinder, their display lists stretched, allocate nothing once one run has warmed up.
    @Test(arguments: [WheelPicker.Configuration(), .cylinder()])
    func stretchedFramesAllocateNothing(_ configuration: WheelPicker.Configuration) throws {
        var c = configuration
        c.physics = .android
        let size = c.size
        let picker = WheelPicker(configuration: c, frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
        var list: [DisplayItem] = []
        list.reserveCapacity(1024)
        var t = 0.0, stretched = 0
        func run() throws {
            try picker.handle(.select(value: 90, animated: false), at: t)
            try picker.fling(velocity: 2000, at: t)
            while let next = picker.nextEventTime, stretched < 100_000 {
                t = Swift.min(next, t + 1.0 / 120)
                try picker.advance(to: t)
                picker.displayList(into: &list)
                list.removeAll(keepingCapacity: true)
                picker.removeAllEvents()
                if picker.edgeStretch.scale(at: t) > 1 { stretched += 1 }
            }
        }
        try run()
        stretched = 0
        let before = detent_thread_allocations()
        try run()
        #expect(detent_thread_allocations() - before == 0)
        #expect(stretched > 20 && picker.value == 100)
    }

    /// A whole gesture on a looping cylinder wheel (down, a drag round past 0, the release,
    /// the deceleration and the snap), a frame at a time with its display list, allocates
    /// nothing once one gesture has warmed the runtime up; nor do a 12-hour time picker's
    /// frames while AM/PM flips (after a first flip each way).
    @Test func loopingGestureAndClockFlipAllocateNothing() throws {
        let picker = WheelPicker(configuration: .cylinder(values: PickerValues(0...59), size: Size(width: 200, height: 216), looping: true),
                                 frame: Rect(x: 0, y: 0, width: 200, height: 216))
        var list: [DisplayItem] = []
        list.reserveCapacity(1024)
        var t = 0.0
        func gesture() throws {
            let x = 100.0
            try picker.handle(.pointerDown(Point(x: x, y: 180), pointer: 0), at: t)
            for k in 1...12 {
                t += 1.0 / 120
                try picker.handle(.pointerMove(Point(x: x, y: 180 - 14 * Double(k)), pointer: 0), at: t)
                picker.displayList(into: &list); list.removeAll(keepingCapacity: true)
                picker.removeAllEvents()
            }
            try picker.handle(.pointerUp(Point(x: x, y: 12), pointer: 0), at: t)
            while !picker.isIdle {
                t += 1.0 / 120
                try picker.advance(to: t)
                picker.displayList(into: &list); list.removeAll(keepingCapacity: true)
                picker.removeAllEvents()
            }
            t += 0.5
        }
        try gesture()
        let before = detent_thread_allocations()
        try gesture()
        try gesture()
        #expect(detent_thread_allocations() - before == 0)

        let clock = TimePicker(value: ClockTime(hour: 10, minute: 30)).wheels
        func frame(_ k: Int) throws {
            try clock.advance(to: Double(k) / 120)
            clock.drainEvents { _ in }
            clock.displayList(into: &list)
            list.removeAll(keepingCapacity: true)
        }
        // 10 → 11 → 12 PM → 11 AM: a first flip each way warms their paths up (the AM/PM
        // wheel's first motions, the Up key's first use).
        try clock.handle(.key(.down), at: 0)
        try clock.handle(.key(.down), at: 0.1)
        for k in 13...60 { try frame(k) }
        #expect(clock.value == .time(ClockTime(hour: 12, minute: 30)))
        try clock.handle(.key(.up), at: 0.55)
        for k in 67...120 { try frame(k) }
        #expect(clock.value == .time(ClockTime(hour: 11, minute: 30)))
        // (A key step and an animated select allocate one object each in the engine, as
        // they start a motion: the frames that follow are what is counted.)
        var counts: [Int] = []
        counts.reserveCapacity(2)
        for lap in 0..<2 {
            let t0 = 1.05 + 1.5 * Double(lap)
            try clock.handle(.key(.down), at: t0)           // 11 AM → 12 PM: AM/PM flips
            try clock.handle(.key(.up), at: t0 + 0.05)      // and back, while the flip still animates
            let warm = detent_thread_allocations()
            for k in Int((t0 + 0.1) * 120)...Int((t0 + 1.4) * 120) { try frame(k) }
            counts.append(detent_thread_allocations() - warm)
        }
        #expect(counts[1] == 0, "\(counts)")
        try clock.handle(.key(.down), at: 4.1)
        for k in 493...600 { try frame(k) }
        #expect(clock.value == .time(ClockTime(hour: 12, minute: 30)))
        #expect(clock.columns[2].value == 1)
    }
}

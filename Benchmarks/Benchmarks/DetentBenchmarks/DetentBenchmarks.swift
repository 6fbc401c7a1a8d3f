// Benchmarks for Detent's hot paths.
//
// Every benchmark does 1,000 operations per sample (scaling factor `.kilo`), so the tool
// reports the time of ONE operation; `report.sh` divides each median by the median of
// "Baseline" from the same run. The operation of each benchmark is given in its name.
// Set-up that is not part of the operation (fresh engines, flings that start a
// deceleration) happens before `startMeasurement()`.

import Benchmark
import Detent
import DetentPicker
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The operations per sample.
let operations = 1_000

/// The reference picker's engine (280 × 80 pt container, 101 targets 10 pt apart).
func referenceEngine(offset: Double = 0) -> ScrollEngine {
    try! ScrollEngine(
        configuration: .init(containerSize: Size(width: 280, height: 80),
                             contentSize: Size(width: 1002, height: 80),
                             bounds: 0...1000,
                             targets: .uniform(first: 0, step: 10, count: 101)),
        behavior: ClosestMultipleScrollTargetBehavior(step: 10),
        offset: offset)
}

/// A picker with `values`, in the reference 280 × 80 pt frame, at rest on `value`.
func picker(_ values: PickerValues, at value: Double) -> WheelPicker {
    let picker = WheelPicker(configuration: .init(values: values),
                             frame: Rect(x: 0, y: 0, width: 280, height: 80))
    try! picker.handle(.select(value: value, animated: false), at: 0)
    precondition(picker.value == value, "the picker did not select \(value)")
    return picker
}

let frame = 1.0 / 120

/// The drag of the drag benchmark, starting at `t0`: pointerDown, 20 pointerMoves 10 pt apart
/// at 120 Hz (offset velocity 1,200 pt/s), pointerUp.
func drag(_ engine: ScrollEngine, at t0: Double) {
    try! engine.handle(.pointerDown(Point(x: 240, y: 40)), at: t0)
    for i in 1...20 {
        try! engine.handle(.pointerMove(Point(x: 240 - 10 * Double(i), y: 40)), at: t0 + Double(i) * frame)
    }
    try! engine.handle(.pointerUp(Point(x: 40, y: 40)), at: t0 + 21 * frame)
}

/// When a warmed engine or picker is back at rest.
let warmTime = 10.0

/// A reference engine that has run one drag and its fling to rest and was then put back on
/// 0 at ``warmTime`` with no events. Its event buffer has been written once, so that a
/// measurement on it does not pay for the first touch of freshly allocated memory (page
/// faults: a cost of building 1,000 engines for a sample, not of the gesture).
func warmReferenceEngine() -> ScrollEngine {
    let engine = referenceEngine()
    drag(engine, at: 0)
    try! engine.advance(to: warmTime)
    try! engine.handle(.scrollTo(.offset(0), animated: false), at: warmTime)
    engine.removeAllEvents()
    precondition(engine.isIdle && engine.offset == 0)
    return engine
}

/// ``picker(_:at:)`` whose engine has written events once (as ``warmReferenceEngine()``),
/// at rest on `value` at ``warmTime`` with no events.
func warmPicker(_ values: PickerValues, at value: Double) -> WheelPicker {
    let picker = picker(values, at: value)
    try! picker.handle(.select(value: value + 100, animated: false), at: 0)
    try! picker.handle(.select(value: value, animated: false), at: warmTime)
    picker.removeAllEvents()
    return picker
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 10,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 10_000)

    // MARK: Baseline

    // A fixed amount of Double arithmetic: the sum of 1,000 exp() calls. Every ratio in the
    // report is relative to this, so figures compare across machines and runs.
    Benchmark("Baseline: 1,000 exp() summed") { benchmark in
        let x = identity(0.25)
        for _ in benchmark.scaledIterations {
            var sum = 0.0
            for i in 0..<1_000 { sum += exp(x + Double(i) * 1e-3) }
            blackHole(sum)
        }
    }

    // MARK: Frames

    // One 120 Hz frame of a snapping deceleration: advance(to:) and reading the offset.
    // Four engines flung at 1,800 pt/s (about 2.9 s of motion, ~90 selection crossings)
    // are each advanced 250 frames, so every frame is mid-motion (warmed engines).
    Benchmark("ScrollEngine.advance, decelerating (1 frame)") { benchmark in
        let engines = (0..<4).map { _ in warmReferenceEngine() }
        for engine in engines {
            try! engine.fling(velocity: 1_800, at: warmTime)
            precondition(engine.phase == .decelerating && engine.restTime! > warmTime + 250 * frame)
        }
        benchmark.startMeasurement()
        for engine in engines {
            for i in 1...250 {
                try! engine.advance(to: warmTime + Double(i) * frame)
                blackHole(engine.offset)
            }
        }
        benchmark.stopMeasurement()
        precondition(engines.allSatisfy { $0.phase == .decelerating })
    }

    // One 120 Hz frame at rest.
    Benchmark("ScrollEngine.advance, idle (1 frame)") { benchmark in
        let engine = referenceEngine(offset: 500)
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            try! engine.advance(to: Double(i + 1) * frame)
            blackHole(engine.offset)
        }
        benchmark.stopMeasurement()
        precondition(engine.isIdle)
    }

    // MARK: Gestures

    // Release planning: fling(velocity:at:) from rest at 0 with 1,800 pt/s on the reference
    // picker — the snapped deceleration (its ~90 selection crossings are found as it runs).
    // Each fling gets its own warmed engine (made before the measurement).
    Benchmark("ScrollEngine.fling, reference picker (1 release)") { benchmark in
        let engines = benchmark.scaledIterations.map { _ in warmReferenceEngine() }
        benchmark.startMeasurement()
        for engine in engines {
            try! engine.fling(velocity: 1_800, at: warmTime)
        }
        benchmark.stopMeasurement()
        precondition(engines.allSatisfy { $0.phase == .decelerating })
    }

    // A drag: pointerDown, 20 pointerMoves 10 pt apart at 120 Hz (offset velocity
    // 1,200 pt/s), pointerUp — which estimates the velocity and plans the release. Each drag
    // on its own warmed engine at rest on 0.
    Benchmark("ScrollEngine drag: down + 20 moves + up (1 drag)") { benchmark in
        let engines = benchmark.scaledIterations.map { _ in warmReferenceEngine() }
        benchmark.startMeasurement()
        for engine in engines { drag(engine, at: warmTime) }
        benchmark.stopMeasurement()
        precondition(engines.allSatisfy { $0.phase == .decelerating })
    }

    // The velocity estimate (least-squares fit) over a full history of 20 samples,
    // 4 ms apart (all within the tracker's 100 ms horizon).
    Benchmark("VelocityTracker.estimate, 20 samples (1 estimate)") { benchmark in
        var tracker = VelocityTracker()
        for i in 0..<20 {
            let t = Double(i) * 0.004
            tracker.addSample(Point(x: 300 - 1_200 * t - 400 * t * t, y: 40), at: t)
        }
        precondition(tracker.sampleCount == 20)
        let tracked = identity(tracker)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(tracked.estimate())
        }
    }

    // MARK: Motions

    // position(at:) + velocity(at:) of the engine's snap spring (.snappy, critically
    // damped), at 1,000 times spread over the motion.
    Benchmark("SpringMotion position+velocity (1 evaluation)") { benchmark in
        let motion = identity(SpringMotion(spring: .snappy, from: 0, to: 100, velocity: 500))
        let dt = motion.endTime / Double(operations)
        for i in benchmark.scaledIterations {
            let t = Double(i) * dt
            blackHole(motion.position(at: t) + motion.velocity(at: t))
        }
    }

    // position(at:) + velocity(at:) of a free deceleration at 1,800 pt/s, at 1,000 times
    // spread over the motion.
    Benchmark("Deceleration position+velocity (1 evaluation)") { benchmark in
        let motion = identity(Deceleration(position: 0, velocity: 1_800))
        let dt = motion.endTime / Double(operations)
        for i in benchmark.scaledIterations {
            let t = Double(i) * dt
            blackHole(motion.position(at: t) + motion.velocity(at: t))
        }
    }

    // MARK: Derived state

    // The transition phases of the ticks a frame shows: the engine's transition region read
    // once, the visible ticks (2 pt frames centred on i × 10 meeting the visible rect
    // 360...640 at offset 500: 29 of 101) found from it arithmetically, each resolved.
    Benchmark("ScrollEngine.transition, the 29 visible of 101 items (1 frame)") { benchmark in
        let engine = referenceEngine(offset: 500)
        let frames = (0..<101).map { Rect(x: Double($0) * 10 - 1, y: 0, width: 2, height: 80) }
        /// The indices whose frame meets the visible rect (open on both ends).
        func visible(_ region: ScrollTransitionRegion) -> ClosedRange<Int> {
            let first = Swift.max(0, Int(((region.visibleStart - 1) / 10).rounded(.down)) + 1)
            let last = Swift.min(100, Int(((region.visibleEnd + 1) / 10).rounded(.up)) - 1)
            return first...last
        }
        precondition(visible(engine.transitionRegion) == 36...64)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let region = engine.transitionRegion
            for i in visible(region) { blackHole(region.transition(for: frames[i])) }
        }
    }

    // MARK: Picker

    // One frame's display list, into a reused array, of the default 0...100 picker at rest on
    // 50 and of a picker of 1,000,000 values at rest on 500,000: only the visible items are
    // listed, so both should cost about the same.
    for (name, values, value) in [("0...100", PickerValues(0...100), 50.0),
                                  ("1,000,000 values", PickerValues(0...999_999), 500_000.0)] {
        Benchmark("WheelPicker.displayList, \(name) (1 frame)") { benchmark in
            let picker = picker(values, at: value)
            var list: [DisplayItem] = []
            picker.displayList(into: &list)
            list.removeAll(keepingCapacity: true)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                picker.displayList(into: &list)
                blackHole(list.count)
                list.removeAll(keepingCapacity: true)
            }
        }
    }

    // The End key on a picker of 1,000,000 values at rest on 0: `handle` alone, which starts
    // the motion to the last value. Its cost must not grow with the 999,999 values the motion
    // will cross. Each End on a picker of its own (made before the measurement), so that an
    // engine that does work per value crossed cannot pile up motions on one picker; 1,000 of
    // them a sample, as the other rows, so that the timer's own overhead (some 20–40 ns, a
    // tenth of one End) is not in the figure.
    Benchmark("WheelPicker End, 1,000,000 values (1 handle)") { benchmark in
        let pickers = (0..<benchmark.scaledIterations.count).map { _ in warmPicker(PickerValues(0...999_999), at: 0) }
        benchmark.startMeasurement()
        for picker in pickers { try! picker.handle(.key(.end), at: warmTime + 1) }
        benchmark.stopMeasurement()
        precondition(pickers.allSatisfy { $0.phase == .animating && $0.restTime! > warmTime + 1 })
    }

    // The cost of each selection event a long motion emits: a picker of 1,000,000 values at
    // rest on 0 is sent to 1,000 (animated: 1,000 values crossed, one event each), then run
    // at 120 Hz to rest, each frame's events removed as a consumer would. The measurement
    // includes the `handle` that starts the motion and every frame, so the figure per event
    // holds whether the engine finds the crossings up front or as they happen.
    Benchmark("ScrollEngine selection event, 1,000 crossed by one motion (1 event)") { benchmark in
        let picker = warmPicker(PickerValues(0...999_999), at: 0)
        picker.removeAllEvents()
        var selections = 0
        benchmark.startMeasurement()
        try! picker.handle(.select(value: 1_000, animated: true), at: warmTime + 1)
        var k = 0
        while !picker.isIdle {
            k += 1
            try! picker.advance(to: warmTime + 1 + Double(k) * frame)
            picker.drainEvents { event in if case .selection = event { selections += 1 } }
        }
        benchmark.stopMeasurement()
        precondition(selections == operations && picker.value == 1_000, "\(selections) selection events")
    }
}

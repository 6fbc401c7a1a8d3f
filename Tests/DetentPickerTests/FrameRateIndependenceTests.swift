import Testing
import Detent
import DetentCheck
@testable import DetentPicker

/// Same inputs, same bits, at any frame rate (issue 22, item 4: every input is applied at its
/// own time). Random traces of taps, label clicks, wheel notches, keys, selects, drags and
/// flings, many placed just after (or just before) a motion comes to rest, replayed with
/// frames at 30 to 1000 fps between the inputs: the events and the rest must not change.
@Suite struct FrameRateIndependence {
    /// The frame rates every trace is replayed at.
    static let rates = [30, 60, 120, 144, 240, 1000]
    /// The seeds of the traces (``SplitMix64``), and how many traces each gives.
    static let seeds: [UInt64] = [1, 22, 333, 4444, 55555, 666666]
    static let tracesPerSeed = 80
    /// The frame-rate property's trace count.
    static let traceCount = seeds.count * tracesPerSeed

    @Test func randomTracesGiveTheSameEventsAndRestAtEveryFrameRate() throws {
        var failures: [String] = []
        var inputs = 0, nearRest = 0
        for seed in Self.seeds {
            var source = SplitMix64(seed: seed)
            for n in 0..<Self.tracesPerSeed {
                let trace = try FrameRateTrace.random(&source)
                inputs += trace.inputs.count
                nearRest += trace.inputsNearRest
                let runs = try Self.rates.map { fps in try trace.run(fps: fps) }
                if let i = runs.indices.dropFirst().first(where: { runs[$0] != runs[0] }) {
                    failures.append("seed \(seed), trace \(n): \(Self.rates[0]) fps and \(Self.rates[i]) fps differ: \(runs[0].difference(from: runs[i]))")
                }
            }
        }
        print("FrameRateIndependence: \(Self.traceCount) traces (\(inputs) inputs, \(nearRest) placed within 1 ms of a rest) at \(Self.rates) fps; \(failures.count) differ")
        #expect(failures.count == 0, "\(failures.count) of \(Self.traceCount) traces differ between frame rates; the first: \(failures.prefix(3))")
        // The traces do what they are for: many inputs land just beside a rest.
        #expect(nearRest >= Self.traceCount)
    }

    /// The example: Right, then a tap on value 7 0.6 ms after the key's spring ends.
    /// Read before the engine reached the tap's time, the phase said "animating" (a catch,
    /// no tap: value 1) at 30–240 fps, and "idle" (a tap: value 7) when a 1000 fps frame fell
    /// between the rest and the tap.
    @Test func aTapJustAfterAKeysSpringEndsRestsOnTheSameValueAt30And1000Fps() throws {
        let configuration = WheelPicker.Configuration()
        let frame = Rect(x: 0, y: 0, width: 280, height: 80)
        let reference = WheelPicker(configuration: configuration, frame: frame)
        try reference.handle(.key(.right), at: 0)
        let rest = try #require(reference.restTime)
        // Value 7 is at x = 140 + 70 − 10 once value 1 is under the indicator (off the labels).
        let p = Point(x: 200, y: 5)
        let trace = FrameRateTrace(configuration: configuration, frame: frame, inputs: [
            .init(t: 0, .input(.key(.right))),
            .init(t: rest + 0.0006, .input(.pointerDown(p, pointer: 1))),
            .init(t: rest + 0.0506, .input(.pointerUp(p, pointer: 1))),
        ])
        let slow = try trace.run(fps: 30), fast = try trace.run(fps: 1000)
        #expect(slow.restValue == 7)
        #expect(fast.restValue == 7)
        #expect(slow == fast, "\(slow.difference(from: fast))")
    }

    /// The picker checks an input's numbers before it moves to the input's time: a refused
    /// input leaves it where it was (its time, its motion, its events).
    @Test func aRefusedInputLeavesThePickerAsItWas() throws {
        let p = WheelPicker(configuration: .init(), frame: Rect(x: 0, y: 0, width: 280, height: 80))
        try p.handle(.key(.right), at: 0)
        let rest = try #require(p.restTime)
        let events = p.events
        let refused: [PickerInput] = [
            .pointerDown(Point(x: .nan, y: 40), pointer: 0),
            .pointerMove(Point(x: 140, y: .infinity), pointer: 5),
            .pointerUp(Point(x: .nan, y: 40), pointer: 5),
            .wheel(dx: 0, dy: .nan, precise: false),
            .select(value: .infinity, animated: true),
            .resizeWindow(Size(width: 0, height: 200)),
            .resizeWindow(Size(width: .nan, height: 200)),
        ]
        for input in refused {
            #expect(throws: ScrollEngineError.self) { try p.handle(input, at: rest + 1) }
            #expect(p.time == 0 && p.phase == .animating && p.events == events, "\(input)")
        }
        // An accepted input that the picker ignores (a touch outside it) still moves it to
        // its time: the motion has ended there.
        try p.handle(.pointerDown(Point(x: 500, y: 40), pointer: 0), at: rest + 1)
        #expect(p.time == rest + 1 && p.isIdle && p.value == 1)
    }
}

// MARK: Traces

/// A picker and inputs at their own times.
struct FrameRateTrace {
    var configuration: WheelPicker.Configuration
    var frame: Rect
    var inputs: [TimedInput]
    /// How many inputs were placed within 1 ms of a motion's rest.
    var inputsNearRest = 0

    struct TimedInput {
        var t: Double
        var action: Action
        init(t: Double, _ action: Action) { self.t = t; self.action = action }
    }

    enum Action {
        case input(PickerInput)
        /// A scripted fling (``WheelPicker/fling(velocity:at:)``).
        case fling(Double)
    }

    func makePicker() -> WheelPicker { WheelPicker(configuration: configuration, frame: frame) }

    /// The events and the rest of a replay with frames at `k / fps` between the inputs, each
    /// input at its own time, then frames until the picker rests.
    func run(fps: Int) throws -> Outcome {
        let picker = makePicker()
        var events: [EventBits] = []
        func collect() {
            picker.drainEvents { events.append(EventBits($0)) }
        }
        var k = 0
        func frameTime() -> Double { Double(k) / Double(fps) }
        for input in inputs {
            while frameTime() < input.t {
                try picker.advance(to: frameTime())
                collect()
                k += 1
            }
            try Self.apply(input.action, to: picker, at: input.t)
            collect()
        }
        let limit = (inputs.last?.t ?? 0) + 60
        while !picker.isIdle {
            let t = frameTime()
            guard t < limit else { throw FrameRateTraceError.noRest(fps: fps) }
            try picker.advance(to: t)
            collect()
            k += 1
        }
        return Outcome(events: events, offset: picker.offset.bitPattern, value: picker.value.bitPattern,
                       selectedIndex: picker.selectedIndex)
    }

    static func apply(_ action: Action, to picker: WheelPicker, at t: Double) throws {
        switch action {
        case let .input(input): try picker.handle(input, at: t)
        case let .fling(v): try picker.fling(velocity: v, at: t)
        }
    }

    /// What a replay gives, bit for bit.
    struct Outcome: Equatable {
        var events: [EventBits]
        var offset: UInt64
        var value: UInt64
        var selectedIndex: Int

        var restValue: Double { Double(bitPattern: value) }

        /// Where `other` first differs from this outcome.
        func difference(from other: Outcome) -> String {
            if let i = zip(events, other.events).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
                return "event \(i): \(events[i]) vs \(other.events[i])"
            }
            if events.count != other.events.count {
                let n = Swift.min(events.count, other.events.count)
                return "\(events.count) vs \(other.events.count) events, the next: \(events.dropFirst(n).first.map { "\($0)" } ?? "none") vs \(other.events.dropFirst(n).first.map { "\($0)" } ?? "none")"
            }
            return "rest at \(Double(bitPattern: offset)) (value \(restValue)) vs \(Double(bitPattern: other.offset)) (value \(other.restValue))"
        }
    }

    /// A ``ScrollEvent`` with its numbers as bits (0 and −0 differ).
    enum EventBits: Equatable, CustomStringConvertible {
        case selection(from: Int, to: Int, time: UInt64, cause: SelectionCause)
        case phase(from: ScrollPhase, to: ScrollPhase, time: UInt64, velocity: UInt64)

        init(_ e: ScrollEvent) {
            switch e {
            case let .selection(s): self = .selection(from: s.from, to: s.to, time: s.time.bitPattern, cause: s.cause)
            case let .phase(p): self = .phase(from: p.from, to: p.to, time: p.time.bitPattern, velocity: p.velocity.bitPattern)
            }
        }

        var description: String {
            switch self {
            case let .selection(from, to, time, cause): "selection \(from) → \(to) at \(Double(bitPattern: time)) (\(cause))"
            case let .phase(from, to, time, velocity): "phase \(from) → \(to) at \(Double(bitPattern: time)), velocity \(Double(bitPattern: velocity))"
            }
        }
    }
}

enum FrameRateTraceError: Error { case noRest(fps: Int) }

// MARK: Random traces

extension FrameRateTrace {
    /// A random picker and 4 to 10 gestures: taps, clicks on labels, wheel notches, keys,
    /// selects, drags, flings (by hand and scripted). Each gesture starts just after the
    /// running motion's rest (within 0.1–1 ms, read from a reference picker given the same
    /// inputs), just before it, or after a random pause.
    static func random<Source: EntropySource>(_ s: inout Source) throws -> FrameRateTrace {
        var c = WheelPicker.Configuration()
        switch s.int(0...3) {
        case 0: c.values = PickerValues(0...20)
        case 1: c.values = try PickerValues(from: -5, to: 5, by: 0.25)
        case 2: c.values = PickerValues(0...999)
        default: break   // 0...100
        }
        if s.chance(0.25) {
            c.axis = .vertical
            c.size = Size(width: 120, height: 280)
        }
        c.behavior = s.pick([PickerBehavior.closestMultiple, .closestMultiple, .closestMultiple, .paging, .viewAligned, .none])
        c.physics = s.pick(ScrollPhysics.all)
        let window = s.chance(0.5) ? c.size : Size(width: 480, height: 480)
        var trace = FrameRateTrace(configuration: c, frame: WheelPicker.centeredFrame(size: c.size, in: window), inputs: [])

        // The reference picker takes every input at its own time, with no frames: it says
        // where the running motion rests when the next gesture is placed.
        let reference = trace.makePicker()
        var t = 0.0
        func add(_ action: Action, at time: Double) throws {
            t = Swift.max(t, time)
            trace.inputs.append(TimedInput(t: t, action))
            try apply(action, to: reference, at: t)
        }
        func after(_ lo: Double, _ hi: Double) -> Double { t + s.double(lo, hi) }
        let axis = c.axis
        let frame = trace.frame
        func point(along: Double, across: Double = 0) -> Point {
            axis == .horizontal ? Point(x: frame.midX + along, y: frame.midY + across)
                                : Point(x: frame.midX + across, y: frame.midY + along)
        }
        let extent = frame.size.extent(along: axis)
        let step = c.step

        for _ in 0..<s.int(4...10) {
            // Where the gesture starts.
            var start = after(0.005, 0.4)
            if let rest = reference.restTime {
                switch s.int(0...9) {
                case 0...4: start = rest + s.double(0.0001, 0.001); trace.inputsNearRest += 1
                case 5, 6: start = Swift.max(t, rest - s.double(0.0001, 0.001)); trace.inputsNearRest += 1
                default: break
                }
            }
            switch s.int(0...9) {
            case 0:
                // A tap anywhere (a finger).
                let p = point(along: s.double(-0.45, 0.45) * extent, across: s.double(-30, 30))
                let id = s.int(1...3)
                try add(.input(.pointerDown(p, pointer: id)), at: start)
                try add(.input(.pointerUp(p, pointer: id)), at: after(0.01, 0.2))
            case 1:
                // A click on a label near the indicator, where it is at the click's time.
                try reference.advance(to: Swift.max(start, reference.time))
                let every = reference.labelEvery
                let under = Int((reference.offset / (step * Double(every))).rounded())
                let index = (under + s.int(-2...2)) * every
                let along = Double(index) * step - reference.offset + s.double(-3, 3)
                let p = point(along: along, across: s.double(-4, 4))
                try add(.input(.pointerDown(p, pointer: 0)), at: start)
                try add(.input(.pointerUp(p, pointer: 0)), at: after(0.01, 0.15))
            case 2 where s.chance(0.4):
                // A trackpad swipe: precise deltas, then its quiet end and momentum.
                let direction: Double = s.chance(0.5) ? 1 : -1
                for i in 0..<s.int(3...12) {
                    let d = direction * s.double(2, 20)
                    try add(.input(.wheel(dx: 0, dy: d, precise: true)), at: i == 0 ? start : after(0.006, 0.02))
                }
            case 2:
                // Wheel notches.
                for i in 0..<s.int(1...4) {
                    let d = Double(s.pick([-3, -2, -1, 1, 1, 2, 3])) * step
                    try add(.input(.wheel(dx: 0, dy: d, precise: false)), at: i == 0 ? start : after(0.01, 0.15))
                }
            case 3, 4:
                // Keys.
                for i in 0..<s.int(1...3) {
                    let key = s.chance(0.7) ? s.pick([ScrollKey.left, .right, .up, .down]) : s.pick(ScrollKey.allCases)
                    try add(.input(.key(key)), at: i == 0 ? start : after(0.01, 0.3))
                }
            case 5:
                // A select, animated or at once.
                let v = c.values.value(at: s.int(0...(c.values.count - 1)))
                try add(.input(.select(value: v, animated: s.chance(0.7))), at: start)
            case 6, 7:
                // A drag, a fling at its end half the time.
                let fling = s.chance(0.5)
                let direction: Double = s.chance(0.5) ? 1 : -1
                var along = s.double(-0.3, 0.3) * extent
                let id = s.int(0...2)
                try add(.input(.pointerDown(point(along: along), pointer: id)), at: start)
                let moves = s.int(2...12)
                for i in 0..<moves {
                    let fast = fling && i >= moves - 3
                    along += direction * (fast ? s.double(10, 40) : s.double(-3, 9))
                    try add(.input(.pointerMove(point(along: along, across: s.double(-2, 2)), pointer: id)),
                            at: after(0.006, fast ? 0.012 : 0.03))
                }
                try add(.input(.pointerUp(point(along: along), pointer: id)),
                        at: s.chance(0.2) ? after(0.05, 0.15) : after(0.002, 0.01))
            default:
                // A scripted fling (refused while a pointer is down: none is between gestures).
                try add(.fling(s.double(300, 4000) * (s.chance(0.5) ? 1 : -1)), at: start)
            }
        }
        return trace
    }
}

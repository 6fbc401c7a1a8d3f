import Testing
@testable import Detent

/// Time: the engine's results depend on the inputs' times, not on how often it is advanced (the
/// same script at any frame rate gives the same state and events, twice the same bits), and
/// non-finite numbers and time going backwards are refused without a change of state.
@Suite struct TimingTests {
    /// A script of inputs touching every kind of motion.
    static func script(_ e: ScrollEngine, fps: Double) throws -> [ScrollEvent] {
        var inputs: [(Double, ScrollInput)] = []
        // A drag and a fling.
        inputs.append((0.1, .pointerDown(Point(x: 200, y: 40))))
        var x = 200.0
        for k in 1...10 {
            x -= 9
            inputs.append((0.1 + Double(k) * 0.008, .pointerMove(Point(x: x, y: 40))))
        }
        inputs.append((0.18, .pointerUp(Point(x: x, y: 40))))
        // A catch, then a trackpad swipe, notches, keys and scroll-to.
        inputs.append((0.5, .pointerDown(Point(x: 100, y: 40))))
        inputs.append((0.52, .pointerUp(Point(x: 100, y: 40))))
        for k in 0..<12 { inputs.append((1.5 + Double(k) * 0.007, .wheel(dx: 6.25, dy: 0, precise: true))) }
        inputs.append((3.0, .wheel(dx: 0, dy: 10, precise: false)))
        inputs.append((3.03, .wheel(dx: 0, dy: 20, precise: false)))
        inputs.append((3.5, .key(.pageDown)))
        inputs.append((3.55, .key(.right)))
        inputs.append((4.5, .scrollTo(.target(3), animated: true)))
        inputs.append((4.7, .resize(Size(width: 300, height: 80))))
        inputs.append((6.0, .scrollTo(.target(77), animated: false)))
        inputs.append((6.1, .key(.home)))
        var next = 0
        var frame = 0
        while next < inputs.count || e.nextEventTime != nil {
            frame += 1
            let t = Double(frame) / fps
            while next < inputs.count && inputs[next].0 <= t {
                try e.handle(inputs[next].1, at: inputs[next].0)
                next += 1
            }
            try e.advance(to: t)
            if frame > 100_000 { break }
        }
        return e.events
    }

    @Test func sameInputsAtAnyFrameRateGiveTheSameStateAndEvents() throws {
        let reference = referenceEngine()
        let referenceEvents = try Self.script(reference, fps: 120)
        #expect(referenceEvents.count > 40)
        for fps in [30.0, 60, 144, 240] {
            let e = referenceEngine()
            let events = try Self.script(e, fps: fps)
            #expect(events == referenceEvents, "events at \(fps) Hz")
            #expect(e.offset == reference.offset)
            #expect(e.phase == reference.phase)
            #expect(e.selectedIndex == reference.selectedIndex)
        }
        #expect(reference.offset == 0)
    }

    @Test func sameInputsTwiceGiveBitIdenticalResults() throws {
        let a = referenceEngine(), b = referenceEngine()
        let ea = try Self.script(a, fps: 120), eb = try Self.script(b, fps: 120)
        #expect(ea == eb)
        #expect(a.offset.bitPattern == b.offset.bitPattern)
        #expect(a.time.bitPattern == b.time.bitPattern)
    }

    @Test func refusesNonFiniteNumbersAndTimeGoingBackwards() throws {
        let e = referenceEngine(offset: 100)
        try e.advance(to: 1)
        #expect(throws: ScrollEngineError.timeWentBackwards(time: 0.5, last: 1)) {
            try e.handle(.key(.right), at: 0.5)
        }
        #expect(throws: ScrollEngineError.self) { try e.handle(.pointerDown(Point(x: .nan, y: 0)), at: 2) }
        #expect(throws: ScrollEngineError.self) { try e.handle(.wheel(dx: .infinity, dy: 0, precise: true), at: 2) }
        #expect(throws: ScrollEngineError.self) { try e.advance(to: .nan) }
        #expect(throws: ScrollEngineError.self) { try e.handle(.resize(Size(width: -1, height: 3)), at: 2) }
        // State unchanged by the refused inputs.
        #expect(e.time == 1)
        #expect(e.offset == 100)
        #expect(e.phase == .idle)
        #expect(e.events.isEmpty)
    }
}

import Testing
import Foundation
import Detent
@testable import DetentTrace
@testable import detent

/// Finite input that used to trap, and a replay whose cost is its inputs and motions.
@Suite struct TraceReliabilityTests {
    private func keyAt(_ t: Double) -> Trace { Trace(inputs: [TraceInput(t: t, .key(.right))]) }

    @Test func statsOfATraceBuiltInCodeWithAHugeTimeDoNotTrap() {
        let trace = keyAt(1e19)
        let report = TraceStats(trace: trace).report(name: "x", header: trace.header)
        #expect(report.contains("duration: 1e+19 s"))
        #expect(report.contains("  1e+19–1e+19 s  key right"))
    }

    @Test func timesUpToTheLimitAreReadAndPastItRefusedWithFileLine() throws {
        func parse(_ t: String) throws(TraceError) -> Trace {
            try TraceReader.parse(bytes: Array("{\"format\":\"detent-trace\",\"version\":1}\n{\"t\":\(t),\"type\":\"key\",\"key\":\"right\"}\n".utf8), name: "t.jsonl")
        }
        #expect(try parse("1e9").inputs.first?.t == 1e9)
        for t in ["1000000000.001", "1e13", "1e19", "1.7e308"] {
            #expect(throws: TraceError.self) { try parse(t) }
            do { _ = try parse(t) } catch {
                #expect(error.description.hasPrefix("t.jsonl:2: time t = "))
                #expect(error.description.hasSuffix("is beyond the accepted range (at most 1000000000 s)"))
            }
        }
    }

    /// One key after a million idle seconds: 120 million frames are counted, a handful sampled.
    @Test func aSummaryOfALongIdleTraceSamplesAHandfulOfFrames() throws {
        var sampled = 0
        let s = try Replayer(trace: keyAt(1_000_000), options: ReplayOptions(skipsRestingFrames: true))
            .run(record: { if $0.isFrame { sampled += 1 } })
        #expect(sampled < 200)
        #expect(s.frames > 120_000_000 && s.frames < 120_000_000 + 600)
        #expect(s.finalValue == 1 && s.idle)
    }

    /// A drag held still until `up`: down, two moves past the slop, the pointer held.
    private func heldDrag(until up: Double) -> Trace {
        Trace(inputs: [TraceInput(t: 0, .pointerDown(Point(x: 300, y: 100), pointer: 0)),
                       TraceInput(t: 0.1, .pointerMove(Point(x: 280, y: 100), pointer: 0)),
                       TraceInput(t: 0.2, .pointerMove(Point(x: 250, y: 100), pointer: 0)),
                       TraceInput(t: up, .pointerUp(Point(x: 250, y: 100), pointer: 0))])
    }

    /// A pointer held still (interacting, its velocity gone to 0 after 40 ms) until
    /// t = 1e6 s is counted, not sampled: before, all 120 million frames were (7.2 s in a
    /// release build).
    @Test func aSummaryOfAPointerHeldStillSamplesAHandfulOfFrames() throws {
        var sampled = 0
        let s = try Replayer(trace: heldDrag(until: 1_000_000), options: ReplayOptions(skipsRestingFrames: true))
            .run(record: { if $0.isFrame { sampled += 1 } })
        #expect(sampled < 200)
        #expect(s.frames == 120_000_001)
        #expect(s.finalValue == 3 && s.idle && s.restTime == 1_000_000)
    }

    /// Skipping resting frames changes the work, not the result: every sample trace, a long
    /// idle stretch, `--until` inside and after it, several frame rates.
    @Test func skippingRestingFramesGivesTheSameSummaryAndDigest() throws {
        var traces = try FileManager.default.contentsOfDirectory(atPath: Samples.directory.path)
            .filter { $0.hasSuffix(".jsonl") }.sorted().map { try Samples.load($0) }
        var gap = try Samples.load("keyboard-steps.jsonl")
        gap.inputs = gap.inputs.enumerated().map { i, input in
            TraceInput(t: input.t + (i >= gap.inputs.count / 2 ? 37.3 : 0), input.input)
        }
        traces.append(gap)
        traces.append(keyAt(100))
        traces.append(heldDrag(until: 30))
        for trace in traces {
            for (fps, until) in [(120, nil), (60, nil), (97, 20.0), (240, trace.duration + 0.05), (120, 0.0)] as [(Int, Double?)] {
                var sampled = 0, all = 0
                let fast = try Replayer(trace: trace, options: ReplayOptions(fps: fps, until: until, skipsRestingFrames: true))
                    .run(record: { if $0.isFrame { sampled += 1 } })
                let full = try Replayer(trace: trace, options: ReplayOptions(fps: fps, until: until))
                    .run(record: { if $0.isFrame { all += 1 } })
                #expect(fast == full)
                #expect(all == full.frames && sampled <= all)
            }
        }
        var sampled = 0
        _ = try Replayer(trace: keyAt(100), options: ReplayOptions(skipsRestingFrames: true)).run(record: { if $0.isFrame { sampled += 1 } })
        #expect(sampled < 100)   // of 12,054 frames
    }

    @Test func aFrameLimitRefusesBeforeTheFirstRecordWithAUsageStatus() throws {
        var records = 0
        do {
            _ = try Replayer(trace: keyAt(100), options: ReplayOptions(maxFrames: 1000), name: "k.jsonl").run(record: { _ in records += 1 })
            Issue.record("12,000 frames passed a limit of 1,000")
        } catch {
            #expect(error.kind == .frameLimit && error.exitStatus == 64)
            #expect(error.description == "k.jsonl: more than 1000 frames at 120 fps (its inputs run to t = 100.0 s); bound the run with --until SECONDS, raise --max-frames, or print --summary")
        }
        #expect(records == 0)
        // A motion that outruns the limit after the last input is stopped when it reaches it.
        #expect(throws: TraceError.self) {
            _ = try Replayer(trace: self.keyAt(0), options: ReplayOptions(maxFrames: 10)).run(record: { _ in })
        }
        let bounded = try Replayer(trace: keyAt(100), options: ReplayOptions(until: 1, maxFrames: 1000)).run(record: { _ in })
        #expect(bounded.frames == 121)
    }
}

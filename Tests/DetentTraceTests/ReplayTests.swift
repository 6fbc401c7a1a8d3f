import Testing
import Foundation
import Detent
import DetentPicker
@testable import DetentTrace

enum Samples {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Traces")
    static func load(_ name: String) throws -> Trace {
        try TraceReader.read(path: directory.appendingPathComponent(name).path)
    }
    /// Each sample trace and the value it must end on: for the traces recorded in the
    /// sandbox (Traces/record.sh), the value the window showed at the end.
    static let expectedFinalValues: [String: Double] = [
        "slow-drag.jsonl": 11,
        "fling-bounce.jsonl": 100,
        "trackpad-swipe.jsonl": 34,
        "keyboard-steps.jsonl": 11,
        "catch-deceleration.jsonl": 27,
        "notched-wheel.jsonl": 3,
    ]
}

private func replay(_ trace: Trace, fps: Int = 120, until: Double? = nil) throws -> (records: [ReplayRecord], summary: ReplaySummary) {
    try Replayer(trace: trace, options: ReplayOptions(fps: fps, until: until)).collect()
}

private func header() -> String { "{\"format\":\"detent-trace\",\"version\":1}\n" }

@Suite struct ReplayTests {
    @Test(arguments: Samples.expectedFinalValues.keys.sorted())
    func sampleTraceEndsOnItsExpectedValueAtRest(name: String) throws {
        let s = try replay(try Samples.load(name)).summary
        #expect(s.finalValue == Samples.expectedFinalValues[name])
        #expect(s.idle)
        #expect(s.finalOffset == s.finalValue * 10) // at rest exactly on the grid
    }

    /// docs/trace-format.md's table of the sample traces shows the values they end on.
    @Test func theDocumentedFinalValuesAreTheTracesOwn() throws {
        let doc = try String(contentsOf: GoldenSummaryTests.root.appendingPathComponent("docs/trace-format.md"), encoding: .utf8)
        var documented: [String: Double] = [:]
        for line in doc.split(separator: "\n") where line.hasPrefix("| `") && line.contains(".jsonl` |") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            documented[cells[0].replacingOccurrences(of: "`", with: "")] = Double(cells[cells.count - 1])
        }
        // The ruler samples' values are pinned here too; every documented trace (other pickers
        // included) replays to the value shown.
        #expect(Set(documented.keys).isSuperset(of: Samples.expectedFinalValues.keys))
        for (name, value) in documented {
            #expect(Samples.expectedFinalValues[name] ?? value == value, "\(name)")
            #expect(try replay(try Samples.load(name)).summary.finalValue == value, "\(name)")
        }
    }

    @Test func atLeastFiveSampleTraces() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Samples.directory.path).filter { $0.hasSuffix(".jsonl") }
        #expect(files.count >= 5)
        #expect(Set(files).isSuperset(of: Samples.expectedFinalValues.keys))
    }

    @Test(arguments: Samples.expectedFinalValues.keys.sorted())
    func replayTwiceGivesTheSameDigest(name: String) throws {
        let t = try Samples.load(name)
        let a = try replay(t).summary, b = try replay(t).summary
        #expect(a == b)
        #expect(a.digest != ReplayDigest().value)
    }

    @Test(arguments: Samples.expectedFinalValues.keys.sorted())
    func eventsAndFinalStateDoNotDependOnFps(name: String) throws {
        let t = try Samples.load(name)
        let a = try replay(t, fps: 60), b = try replay(t, fps: 240)
        let eventsA = a.records.filter { !$0.isFrame }, eventsB = b.records.filter { !$0.isFrame }
        #expect(!eventsA.isEmpty)
        #expect(eventsA == eventsB)
        #expect(a.summary.finalValue == b.summary.finalValue)
        #expect(a.summary.finalOffset.bitPattern == b.summary.finalOffset.bitPattern)
        #expect(a.summary.restTime == b.summary.restTime)
        #expect(a.summary.selectionChanges == b.summary.selectionChanges)
        // Frames are the only difference: 240 fps samples about 4 times as many.
        #expect(b.summary.frames > 3 * a.summary.frames)
        #expect(ReplayFormat.jsonl.line(eventsA[0]) == ReplayFormat.jsonl.line(eventsB[0]))
    }

    @Test func framesAreAtKOverFpsInTimeOrderEventsFirstAtEqualTime() throws {
        let (records, summary) = try replay(try Samples.load("catch-deceleration.jsonl"), fps: 120)
        var k = 0
        var last = -Double.infinity
        var lastFrameT = -Double.infinity
        for r in records {
            #expect(r.t >= last)
            last = r.t
            if case let .frame(f) = r {
                #expect(f.t == Double(k) / 120)
                k += 1
                lastFrameT = f.t
            } else {
                #expect(r.t > lastFrameT) // an event at a frame's time comes before that frame
            }
        }
        #expect(k == summary.frames)
        // Through the first frame at or after the rest, not further.
        let rest = try #require(summary.restTime)
        #expect(lastFrameT >= rest && lastFrameT - rest < 1.0 / 120)
    }

    @Test func releaseVelocityIsOnThePhaseEventLeavingInteracting() throws {
        let records = try replay(try Samples.load("fling-bounce.jsonl")).records
        let releases = records.compactMap { r -> PhaseRecord? in
            if case let .phase(p) = r, p.from == .interacting { return p } else { return nil }
        }
        #expect(releases.count == 1)
        // The recorded flick: 189 pt to the left in 142 ms, about +1300 pt/s in offset space.
        #expect(releases[0].velocity > 1000 && releases[0].velocity < 1600)
        // It goes past the upper bound and settles back on it (a bounce).
        let maxOffset = records.compactMap { r -> Double? in if case let .frame(f) = r { return f.offset } else { return nil } }.max()!
        #expect(maxOffset > 1010)
    }

    @Test func traceEndingWithThePointerDownIsNotIdle() throws {
        let text = header() + "{\"t\":0,\"type\":\"down\",\"x\":240,\"y\":100}\n{\"t\":0.1,\"type\":\"move\",\"x\":200,\"y\":100}\n{\"t\":0.205,\"type\":\"move\",\"x\":190,\"y\":100}\n"
        let t = try TraceReader.parse(bytes: Array(text.utf8), name: "held")
        let (records, s) = try replay(t)
        #expect(!s.idle)
        #expect(s.restTime == nil)
        #expect(s.summaryJSONHas("\"rest_time\":null,\"idle\":false"))
        // Frames through the first at or after the last input: 0.208333… (k = 25).
        #expect(s.frames == 26)
        #expect(records.last?.t == 25.0 / 120)
        guard case let .frame(f)? = records.last else { Issue.record("no final frame"); return }
        #expect(f.phase == .interacting && s.finalValue == f.value && s.finalOffset == f.offset && f.offset > 0)
    }

    @Test func untilEndsTheRunEarlyWithTheStateAtThatTime() throws {
        var text = header()
        for (i, t) in [0.2, 0.65, 1.1, 1.55].enumerated() { text += "{\"t\":\(t),\"type\":\"key\",\"key\":\"\(i == 3 ? "end" : "right")\"}\n" }
        let t = try TraceReader.parse(bytes: Array(text.utf8), name: "keys")
        let (records, s) = try replay(t, until: 1.0)
        #expect(records.allSatisfy { $0.t <= 1.0 })
        #expect(s.frames == 121)
        #expect(s.endTime == 1.0)
        // Keys at 0.2 and 0.65 have landed; the third (1.1) has not.
        #expect(s.finalValue == 2)
        #expect(try replay(t).summary.finalValue == 100)
    }

    @Test func emptyTraceGivesOneIdleFrame() throws {
        let t = try TraceReader.parse(bytes: Array(header().utf8), name: "e")
        let (records, s) = try replay(t)
        #expect(records == [.frame(FrameSample(t: 0, offset: 0, velocity: 0, phase: .idle, value: 0))])
        #expect(s.idle && s.restTime == 0 && s.selectionChanges == 0)
    }

    @Test func downOutsideThePickerIsIgnoredByTheHitTest() throws {
        // The picker is 280 × 80 centred in 480 × 200: x 100..<380, y 60..<140.
        let text = header() + "{\"t\":0,\"type\":\"down\",\"x\":240,\"y\":20}\n{\"t\":0.1,\"type\":\"move\",\"x\":100,\"y\":20}\n{\"t\":0.2,\"type\":\"up\",\"x\":100,\"y\":20}\n"
        let s = try replay(try TraceReader.parse(bytes: Array(text.utf8), name: "o")).summary
        #expect(s.finalValue == 0 && s.selectionChanges == 0)
    }

    @Test func headerPickerSpecIsApplied() throws {
        let text = "{\"format\":\"detent-trace\",\"version\":1,\"picker\":{\"values\":{\"from\":10,\"to\":20,\"by\":0.5},\"spacing\":18}}\n{\"t\":0,\"type\":\"key\",\"key\":\"right\"}\n"
        let t = try TraceReader.parse(bytes: Array(text.utf8), name: "h")
        let (records, s) = try replay(t)
        #expect(s.finalValue == 10.5)
        #expect(s.finalOffset == 20) // step = spacing 18 + tick 2
        let selections = records.compactMap { r -> SelectionRecord? in if case let .selection(c) = r { return c } else { return nil } }
        #expect(selections.count == 1)
        #expect(selections.first?.from == 10 && selections.first?.to == 10.5 && selections.first?.cause == .key)
        // The key's critically damped spring (0.3 s) from 0 to 20 passes the boundary at 10
        // when (1 + ωt)·e^(−ωt) = ½, ω = 2π/0.3: ωt = 1.678347, t = 0.0801352 s.
        #expect(abs((selections.first?.t ?? 0) - 0.080_135_166) < 1e-6)
    }
}

extension ReplaySummary {
    func summaryJSONHas(_ s: String) -> Bool { json.contains(s) }
}

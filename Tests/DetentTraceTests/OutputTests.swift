import Testing
import Foundation
import Detent
import DetentPicker
@testable import DetentTrace
@testable import detent

@Suite struct OutputTests {
    @Test func digestIsFNV1a64OverTheDocumentedBytes() {
        // An independent FNV-1a 64 over the bytes the documentation lists.
        func fnv(_ bytes: [UInt8]) -> UInt64 {
            var h: UInt64 = 0xcbf29ce484222325
            for b in bytes { h = (h ^ UInt64(b)) &* 0x100000001b3 }
            return h
        }
        func le(_ d: Double) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: d.bitPattern >> (8 * UInt64($0))) } }
        let frame = FrameSample(t: 0.5, offset: 123.25, velocity: -0.0, phase: .decelerating, value: 12)
        let sel = SelectionRecord(t: 0.25, from: 3, to: 4, cause: .key)
        let ph = PhaseRecord(t: 0.125, from: .interacting, to: .decelerating, velocity: 2000)
        var d = ReplayDigest()
        d.add(.phase(ph)); d.add(.selection(sel)); d.add(.frame(frame))
        var bytes: [UInt8] = [3] + le(0.125) + [2, 3] + le(2000)
        bytes += [2] + le(0.25) + le(3) + le(4) + [3]
        bytes += [1] + le(0.5) + le(123.25) + le(-0.0) + [3] + le(12)
        #expect(d.value == fnv(bytes))
        #expect(fnv([]) == ReplayDigest().value)
        #expect(fnv(Array("a".utf8)) == 0xaf63dc4c8601ec8c) // the published FNV-1a 64 test vector
        // The sign of zero changes the digest: it is over bit patterns, not values.
        var z = ReplayDigest(); z.add(.frame(FrameSample(t: 0.5, offset: 123.25, velocity: 0.0, phase: .decelerating, value: 12)))
        var n = ReplayDigest(); n.add(.frame(frame))
        #expect(z.value != n.value)
    }

    @Test func jsonLinesRoundTripEveryNumberExactly() throws {
        let records = try Replayer(trace: try Samples.load("fling-bounce.jsonl")).collect().records
        for r in records {
            let v = try JSONParser.parse(Array(ReplayFormat.jsonl.line(r).utf8))
            func num(_ k: String) -> Double? { if case let .number(d, _)? = v[k] { return d } else { return nil } }
            switch r {
            case let .frame(f):
                #expect(v["kind"] == .string("frame") && v["phase"] == .string(f.phase.rawValue))
                #expect(num("t")?.bitPattern == f.t.bitPattern && num("offset")?.bitPattern == f.offset.bitPattern)
                #expect(num("velocity")?.bitPattern == f.velocity.bitPattern && num("value") == f.value)
            case let .selection(s):
                #expect(v["cause"] == .string(s.cause.rawValue) && num("t")?.bitPattern == s.t.bitPattern)
                #expect(num("from") == s.from && num("to") == s.to)
            case let .phase(p):
                #expect(v["from"] == .string(p.from.rawValue) && v["to"] == .string(p.to.rawValue))
                #expect(num("velocity")?.bitPattern == p.velocity.bitPattern)
            }
        }
    }

    @Test func csvHasTheHeaderAndNineCellsEveryRow() throws {
        #expect(ReplayFormat.csvHeader == "kind,t,offset,velocity,phase,value,from,to,cause")
        let records = try Replayer(trace: try Samples.load("catch-deceleration.jsonl")).collect().records
        for r in records {
            let cells = ReplayFormat.csv.line(r).split(separator: ",", omittingEmptySubsequences: false)
            #expect(cells.count == 9)
        }
        let sel = ReplayFormat.csv.line(.selection(SelectionRecord(t: 0.5, from: 1, to: 2, cause: .drag)))
        #expect(sel == "selection,0.5,,,,,1.0,2.0,drag")
        let ph = ReplayFormat.csv.line(.phase(PhaseRecord(t: 1, from: .interacting, to: .decelerating, velocity: 1e-05)))
        #expect(ph == "phase,1.0,,1e-05,,,interacting,decelerating,")
    }

    @Test func summaryJSONHasTheDocumentedMembers() throws {
        let s = try Replayer(trace: try Samples.load("keyboard-steps.jsonl")).collect().summary
        let v = try JSONParser.parse(Array(s.json.utf8))
        guard case let .object(members) = v else { Issue.record("not an object"); return }
        #expect(members.map(\.0) == ["final_value", "final_offset", "rest_time", "idle", "selection_changes", "frames", "digest"])
        guard case let .string(hex)? = v["digest"] else { Issue.record("digest"); return }
        #expect(hex.count == 16 && UInt64(hex, radix: 16) == s.digest)
    }

    @Test func flingReleasesWithExactlyTheGivenVelocity() throws {
        let records = try FlingSetup(velocity: 1234.5).replayer().collect().records
        let release = records.first { if case let .phase(p) = $0 { return p.from == .interacting } else { return false } }
        #expect(release == .phase(PhaseRecord(t: 0, from: .interacting, to: .decelerating, velocity: 1234.5)))
    }

    @Test func flingWithoutBehaviourRestsNearTheNaturalDestination() throws {
        // x0 − v0/(1000 ln 0.998) = 499.50 for 1000 pt/s; the design allows 1 pt.
        let s = try FlingSetup(velocity: 1000, from: 0, behavior: .none).replayer().collect().summary
        #expect(abs(s.finalOffset - 499.4996) <= 1)
        #expect(s.finalValue == 50) // the value under the indicator whatever the behaviour
    }

    @Test func flingSnapStepAndFromAndRate() throws {
        let snap = try FlingSetup(velocity: 1000, behavior: .snap(step: 50)).replayer().collect().summary
        #expect(snap.finalOffset == 500)
        let back = try FlingSetup(velocity: -300, from: 800, rate: .fast).replayer().collect().summary
        // fast: travel v/1000/ln(1/0.99) ≈ 29.85 pt back from 800: rests on 770.
        #expect(back.finalOffset == 770 && back.finalValue == 77)
        let intoEnd = try FlingSetup(velocity: 6000, from: 900).replayer().collect()
        #expect(intoEnd.summary.finalOffset == 1000)
        #expect(intoEnd.records.contains { if case let .frame(f) = $0 { return f.offset > 1000 } else { return false } })
    }

    @Test func flingEventsDoNotDependOnFps() throws {
        let a = try FlingSetup(velocity: 3210).replayer(options: ReplayOptions(fps: 60)).collect()
        let b = try FlingSetup(velocity: 3210).replayer(options: ReplayOptions(fps: 240)).collect()
        #expect(a.records.filter { !$0.isFrame } == b.records.filter { !$0.isFrame })
        #expect(a.summary.finalOffset == b.summary.finalOffset && a.summary.restTime == b.summary.restTime)
    }

    @Test func validateCountsInputsAndGestures() throws {
        let t = try Samples.load("catch-deceleration.jsonl")
        let stats = TraceStats(trace: t)
        #expect(stats.gestures.count == 2)
        #expect(stats.gestures.allSatisfy { $0.kind == .pointer })
        #expect(stats.counts.map(\.type) == ["down", "move", "up"])
        #expect(stats.counts.first { $0.type == "down" }?.count == 2)
        let swipe = TraceStats(trace: try Samples.load("trackpad-swipe.jsonl"))
        #expect(swipe.gestures.count == 1 && swipe.gestures[0].kind == .wheel)
        let t2 = try Samples.load("keyboard-steps.jsonl")
        let keys = TraceStats(trace: t2)
        #expect(keys.gestures.count == 12 && keys.duration == t2.inputs.last!.t)
        #expect(keys.report(name: "k", header: TraceHeader()).contains("inputs: 12 (key 12)"))
    }

    /// A wheel's totals are the trace's deltas summed, not the sum's rounding (0.1 + 0.2 was
    /// shown as 0.30000000000000004).
    @Test func wheelTotalsShowTheTracesDigits() throws {
        let text = #"{"format":"detent-trace","version":1,"window":{"width":480,"height":200}}"# + "\n"
            + #"{"t":0.1,"type":"wheel","dx":0.1,"dy":0,"precise":true}"# + "\n"
            + #"{"t":0.11,"type":"wheel","dx":0.2,"dy":-0.7,"precise":true}"# + "\n"
        let stats = TraceStats(trace: try TraceReader.parse(bytes: Array(text.utf8), name: "w"))
        #expect(stats.gestures.map(\.detail) == ["precise wheel, total dx 0.3, dy -0.7"])
    }

    /// A header's free-text `source` with a newline or an escape sequence is shown escaped, on
    /// its one line: printed raw, it forged lines of `detent validate`'s report and sent the
    /// escape to the terminal.
    @Test func validateShowsAControlCharacterInTheSourceEscaped() {
        let header = TraceHeader(source: "line 1\nduration: 0 s\u{1B}[2J")
        let report = TraceStats(trace: Trace(header: header, inputs: [], lines: [])).report(name: "x", header: header)
        #expect(report.split(separator: "\n")[1] == #"source: "line 1\nduration: 0 s\u001b[2J""#)
        #expect(!report.unicodeScalars.contains("\u{1B}"))
        #expect(TraceStats(trace: Trace(header: TraceHeader(source: "sandbox"), inputs: [], lines: []))
            .report(name: "x", header: TraceHeader(source: "sandbox")).contains("\nsource: sandbox\n"))
    }

    @Test func plotShowsPhasesReleasesAndSelections() throws {
        let t = try Samples.load("fling-bounce.jsonl")
        let svg = try TracePlot(trace: t, name: "fling-bounce.jsonl").svg()
        #expect(svg.hasPrefix("<svg") && svg.hasSuffix("</svg>\n"))
        #expect(svg.components(separatedBy: "<polyline").count - 1 == 2) // offset and velocity
        #expect(svg.components(separatedBy: ">release ").count - 1 == 1) // one release
        #expect(svg.contains("upper bound"))
        #expect(svg.contains("final value 100"))
        // Selection changes are ticks along the top of the offset panel (y 74 to 83), one a
        // pixel column at most.
        let summary = try Replayer(trace: t, options: ReplayOptions(fps: 240)).collect().summary
        let ticks = svg.components(separatedBy: " 74v9").count - 1
        #expect(ticks > 10 && ticks <= summary.selectionChanges)
        #expect(svg.contains("\(summary.selectionChanges) selection changes"))
    }

    @Test func writerFlushesEachLineAndReadsBack() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("detent-writer-\(getpid()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let w = try TraceWriter(path: path, header: TraceHeader(source: "writer test"))
        let input = TraceInput(t: 0.1 + 0.2, .wheel(dx: 1.0 / 3.0, dy: 0, precise: true))
        try w.write(input)
        // Flushed: readable before close.
        let t = try TraceReader.read(path: path)
        #expect(t.inputs == [input] && t.header.source == "writer test")
        w.close()
        #expect(throws: TraceWriteError.self) { try w.write(input) }
    }

    @Test func readerAcceptsCRLFAndAByteOrderMarkAndALastLineWithoutNewline() throws {
        let text: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\"format\":\"detent-trace\",\"version\":1}\r\n{\"t\":0,\"type\":\"key\",\"key\":\"end\"}".utf8)
        let t = try TraceReader.parse(bytes: text, name: "x")
        #expect(t.inputs == [TraceInput(t: 0, .key(.end))])
    }

    @Test func cannotOpenIsStatus66() {
        do { _ = try TraceReader.read(path: "/nonexistent/dir/trace.jsonl"); Issue.record("opened") } catch {
            #expect(error.kind == .cannotOpen)   // exit status 66 (CLITests)
            #expect(error.description == "/nonexistent/dir/trace.jsonl: cannot open: No such file or directory")
        }
    }
}

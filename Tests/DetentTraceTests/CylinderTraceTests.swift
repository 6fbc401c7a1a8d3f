import Testing
import Detent
import DetentPicker
@testable import DetentTrace

/// Traces of cylinder and looping pickers: the header's `style`, `looping` and `cylinder`
/// members read, written back, and replayed the same at any frame rate.
@Suite struct CylinderTraceTests {
    static let path = "Traces/cylinder-looping.jsonl"

    @Test func theHeaderMakesALoopingCylinder() throws {
        let trace = try TraceReader.read(path: Self.path)
        let c = trace.header.pickerConfiguration
        #expect(c.style == .cylinder && c.looping && c.axis == .vertical && c.step == 32)
        #expect(c.size == Size(width: 200, height: 216))
        // Written and read back: the same header.
        let line = TraceEncoding.headerLine(trace.header)
        #expect(line.contains("\"style\":\"cylinder\"") && line.contains("\"looping\":true"))
        let again = try TraceReader.parse(bytes: Array((line + "\n").utf8), name: "header").header
        #expect(again.picker == trace.header.picker)
    }

    @Test func theCylinderMembersAreReadAndCheckedWithTheirLine() throws {
        let header = #"{"format":"detent-trace","version":1,"picker":{"style":"cylinder","cylinder":{"item_extent":40,"squeeze":1.25,"off_axis_fraction":-0.3}}}"#
        let c = try TraceReader.parse(bytes: Array((header + "\n").utf8), name: "t").header.pickerConfiguration
        #expect(c.cylinder.itemExtent == 40 && c.cylinder.squeeze == 1.25 && c.cylinder.offAxisFraction == -0.3 && c.cylinder.diameterRatio == 1.07)
        let bad = #"{"format":"detent-trace","version":1,"picker":{"style":"cylinder","cylinder":{"perspective":0.5}}}"#
        #expect { try TraceReader.parse(bytes: Array((bad + "\n").utf8), name: "t") } throws: { "\($0)".hasPrefix("t:1: ") && "\($0)".contains("picker.cylinder") }
        let notBool = #"{"format":"detent-trace","version":1,"picker":{"looping":"yes"}}"#
        #expect { try TraceReader.parse(bytes: Array((notBool + "\n").utf8), name: "t") } throws: { "\($0)".contains("t:1: member \"picker.looping\" must be true or false") }
        let style = #"{"format":"detent-trace","version":1,"picker":{"style":"drum"}}"#
        #expect { try TraceReader.parse(bytes: Array((style + "\n").utf8), name: "t") } throws: { "\($0)".hasPrefix("t:1: ") && "\($0)".contains("picker.style") }
    }

    /// The same events and rest at 30, 120 and 1000 fps; it wraps past 0 to 48.
    @Test func aLoopingCylinderReplaysTheSameAtAnyFrameRate() throws {
        let trace = try TraceReader.read(path: Self.path)
        var finals: [String] = []
        var eventSets: [[String]] = []
        for fps in [30, 120, 1000] {
            var options = ReplayOptions()
            options.fps = fps
            let r = Replayer(trace: trace, options: options, name: Self.path)
            var events: [String] = []
            let summary = try r.run { record in
                if case .frame = record { return }
                events.append("\(record)")
            }
            finals.append("\(summary.finalValue) \(summary.finalOffset.bitPattern) \(summary.selectionChanges)")
            eventSets.append(events)
        }
        #expect(Set(finals).count == 1 && Set(eventSets.map { $0.joined() }).count == 1)
        #expect(finals[0].hasPrefix("48.0 "))
        #expect(eventSets[0].contains { $0.contains("from: 0.0") && $0.contains("to: 59.0") }, "it wraps from 0 to 59")
    }
}

import Testing
import Detent
import DetentPicker
@testable import DetentTrace

private func parse(_ text: String) throws(TraceError) -> Trace {
    try TraceReader.parse(bytes: Array(text.utf8), name: "t.jsonl")
}

/// The trace format: a written trace reads back bit for bit, `picker.profile` and
/// `picker.rate`, header defaults, and unknown members ignored.
@Suite struct TraceFormatTests {
    @Test func writtenTraceReadsBackBitForBit() throws {
        let header = TraceHeader(window: Size(width: 640, height: 240),
                                 picker: PickerSpec(values: try PickerValues(from: 0, to: 10, by: 0.1), spacing: 6, tickWidth: 1.5,
                                                    majorEvery: 10, frame: Rect(x: 10, y: 20, width: 300, height: 90),
                                                    axis: .vertical, behavior: .paging, rate: DecelerationRate(rawValue: 0.995),
                                                    theme: .dark),
                                 source: "test \"quoted\"\nnewline")
        let inputs: [TraceInput] = [
            .init(t: 0, .pointerDown(Point(x: 0.1 + 0.2, y: 1e-300), pointer: 0)),
            .init(t: 1.0 / 3.0, .pointerMove(Point(x: -0.0, y: 123456789.123456789), pointer: 7)),
            .init(t: 0.5, .pointerUp(Point(x: Double.leastNonzeroMagnitude, y: 1.7976931348623157e308), pointer: 0)),
            .init(t: 0.5, .pointerCancel(pointer: 3)),
            .init(t: 0.6, .wheel(dx: -2.5, dy: 0.1, precise: true)),
            .init(t: 0.7, .key(.pageDown)),
            .init(t: 0.8, .resizeWindow(Size(width: 333.3, height: 100))),
            .init(t: 0.9, .select(value: 4.2, animated: false)),
        ]
        let text = TraceEncoding.text(of: Trace(header: header, inputs: inputs))
        let back = try parse(text)
        #expect(back.header == header)
        #expect(back.inputs == inputs)
        #expect(back.lines == Array(2...9))
        // -0.0 keeps its sign bit.
        if case let .pointerMove(p, _) = back.inputs[1].input { #expect(p.x.bitPattern == (-0.0).bitPattern) }
    }

    /// `picker.profile` names a platform profile; it reads back, reaches the picker, and a
    /// `picker.rate` next to it replaces the profile's fling with a decay.
    /// A whole number past an integer member's range is named as out of range, not as "not an
    /// integer" (the pointer -2147483648 was "must be an integer, not -2147483648").
    @Test func anIntegerOutOfRangeIsSaidToBe() throws {
        for (value, reason) in [("-2147483648", "must be an integer from -2147483647 to 2147483647, not -2147483648"),
                                ("1e10", "must be an integer from -2147483647 to 2147483647, not 1e10"),
                                ("1.5", "must be an integer, not 1.5")] {
            let text = "{\"format\":\"detent-trace\",\"version\":1}\n{\"t\":0,\"type\":\"down\",\"x\":1,\"y\":1,\"pointer\":\(value)}\n"
            #expect(throws: TraceError(file: "t.jsonl", line: 2, reason: "member \"pointer\" \(reason)")) {
                try TraceReader.parse(bytes: Array(text.utf8), name: "t.jsonl")
            }
        }
    }

    @Test func pickerProfile() throws {
        for p in ScrollPhysics.all {
            let header = TraceHeader(picker: PickerSpec(profile: p))
            let text = TraceEncoding.text(of: Trace(header: header, inputs: []))
            #expect(text.contains("\"profile\":\"\(p.name)\""))
            let back = try parse(text)
            #expect(back.header.picker.profile == p)
            #expect(back.header.pickerConfiguration.physics == p)
        }
        let both = try parse("{\"format\":\"detent-trace\",\"version\":1,\"picker\":{\"profile\":\"android\",\"rate\":\"fast\"}}")
        // A member the reader uses is not reported as unknown (it was, before issue 25).
        #expect(both.warnings.isEmpty)
        let c = both.header.pickerConfiguration
        #expect(c.physics.velocityEstimation == .androidLeastSquares)
        #expect(c.physics.fling == .decay(.fast))
        #expect(c.rate == .fast)
        #expect(TraceHeader().pickerConfiguration.physics == .iOS)
        #expect(TraceHeader(picker: PickerSpec(profile: .android)).pickerConfiguration.rate == nil)
        do {
            _ = try parse("{\"format\":\"detent-trace\",\"version\":1,\"picker\":{\"profile\":\"windows\"}}")
            Issue.record("an unknown profile is refused")
        } catch {
            #expect(error.description.contains("picker.profile"))
            #expect(error.description.contains("flutter-bouncing"))
        }
    }

    /// The C library's picker JSON is strict: an unknown member is an error naming it, where a
    /// trace header only warns (forward compatibility).
    @Test func strictPickerJSONRefusesUnknownMembersByName() throws {
        for (json, member) in [(#"{"theem":"dark"}"#, "picker.theem"), (#"{"values":{"form":5,"to":10}}"#, "picker.values.form"),
                               (#"{"frame":{"x":0,"y":0,"width":9,"height":9,"w":1}}"#, "picker.frame.w")] {
            #expect(throws: TraceError.self) { try TraceReader.parsePicker(json: Array(json.utf8), name: "j", strict: true) }
            do { _ = try TraceReader.parsePicker(json: Array(json.utf8), name: "j", strict: true) } catch {
                #expect(error.reason.hasPrefix("unknown member \"\(member)\" (known: "), "\(error.reason)")
            }
            #expect(throws: Never.self) { try TraceReader.parsePicker(json: Array(json.utf8), name: "j") }
        }
        let known = #"{"values":{"from":1},"profile":"gtk","rate":0.99,"theme":"dark","axis":"vertical"}"#
        #expect(try TraceReader.parsePicker(json: Array(known.utf8), name: "j", strict: true).profile == .gtk)
    }

    @Test func headerDefaultsAndUnknownMembersIgnored() throws {
        let t = try parse("{\"format\":\"detent-trace\",\"version\":1,\"extra\":[1,{}]}\n{\"t\":0,\"type\":\"key\",\"key\":\"home\",\"note\":\"x\"}")
        #expect(t.header.window == Size(width: 480, height: 200))
        #expect(t.header.pickerFrame == Rect(x: 100, y: 60, width: 280, height: 80))
        #expect(t.inputs == [TraceInput(t: 0, .key(.home))])
    }
}

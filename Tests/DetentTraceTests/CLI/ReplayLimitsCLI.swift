import Testing
import Foundation

/// The replay's limits through the built `detent`: a long idle trace's line output refused
/// unless bounded or summarised, `render` of a huge window or a far picker ending without a
/// trap, and `validate` refusing a time past the limit with its file and line.
@Suite(.enabled(if: CLI.executable != nil, "the detent executable is built next to the tests"))
struct ReplayLimitsCLI {
    private func write(_ text: String) throws -> String {
        let path = NSTemporaryDirectory() + "detent-limits-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).jsonl"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func lineOutputOfALongIdleTraceExits64UnlessBoundedOrSummarised() throws {
        let path = try write("{\"format\":\"detent-trace\",\"version\":1}\n{\"t\":100000,\"type\":\"key\",\"key\":\"right\"}\n")
        defer { unlink(path) }
        let refused = try CLI.run(["replay", path])
        #expect(refused.status == 64 && refused.out.isEmpty)
        #expect(refused.err.contains("more than 1000000 frames") && refused.err.contains("--until"))
        let summary = try CLI.run(["replay", path, "--summary"])
        #expect(summary.status == 0 && summary.out.hasPrefix("{\"final_value\":1.0,"))
        let bounded = try CLI.run(["replay", path, "--until", "0.05"])
        #expect(bounded.status == 0 && bounded.out.split(separator: "\n").count == 7)
        #expect(try CLI.run(["replay", path, "--max-frames", "0"]).status == 64)
    }

    /// A window of 1e10 pt and a picker frame at x = 1e12 used to trap converting pixels to
    /// Int32: the first is refused with a message, the second renders.
    @Test func renderOfAHugeWindowOrAFarPickerEndsWithoutATrap() throws {
        let out = NSTemporaryDirectory() + "detent-render-limits-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let huge = try write("{\"format\":\"detent-trace\",\"version\":1,\"window\":{\"width\":1e10,\"height\":200}}\n{\"t\":0,\"type\":\"key\",\"key\":\"right\"}\n")
        defer { unlink(huge) }
        let refused = try CLI.run(["render", huge, "--out", out, "--until", "0.05"])
        #expect(refused.status == 65)   // as every command that reads the trace (issue 34, item 6)
        #expect(refused.err.contains("a window is at most 16384 points a side"))
        let far = try write("{\"format\":\"detent-trace\",\"version\":1,\"picker\":{\"frame\":{\"x\":1e12,\"y\":0,\"width\":280,\"height\":80}}}\n{\"t\":0,\"type\":\"key\",\"key\":\"right\"}\n")
        defer { unlink(far) }
        let rendered = try CLI.run(["render", far, "--out", out, "--until", "0.05"])
        #expect(rendered.status == 0, "\(rendered.err)")
    }

    @Test func validateRefusesATimePastTheLimitWithFileLine() throws {
        let path = try write("{\"format\":\"detent-trace\",\"version\":1}\n{\"t\":1e19,\"type\":\"key\",\"key\":\"right\"}\n")
        defer { unlink(path) }
        let r = try CLI.run(["validate", path])
        #expect(r.status == 65)
        #expect(r.err.hasPrefix("\(path):2: time t = 1e+19 is beyond the accepted range"))
    }
}

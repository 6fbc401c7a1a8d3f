import Testing
import Foundation

/// The behaviour pinned: the `--summary` line (final value and offset, rest time, counts and
/// the digest of every frame and event) of each sample trace and of five scripted flings,
/// as `detent` prints it. A change of behaviour fails here until it is re-pinned on purpose
/// with `scripts/update-golden.sh`.
@Suite(.enabled(if: CLI.executable != nil, "the detent executable is built next to the tests"))
struct GoldenSummaryTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var summary: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = {
        let file = root.appendingPathComponent("Tests/DetentTraceTests/Golden/summaries.tsv")
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "\t", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            return Case(arguments: parts[0].split(separator: " ").map(String.init), summary: String(parts[1]))
        }
    }()

    @Test func everySampleTraceAndFiveFlingsArePinned() {
        let traces = (try? FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Traces").path)) ?? []
        let pinned = Set(Self.cases.map { $0.arguments.count > 1 ? $0.arguments[1] : "" })
        for trace in traces where trace.hasSuffix(".jsonl") {
            #expect(pinned.contains("Traces/\(trace)"), "Traces/\(trace) has no golden summary")
        }
        #expect(Self.cases.filter { $0.arguments.first == "fling" }.count == 5)
    }

    @Test(arguments: cases) func summaryIsUnchanged(_ c: Case) throws {
        let arguments = c.arguments.map { $0.hasPrefix("Traces/") ? Self.root.appendingPathComponent($0).path : $0 }
        let r = try CLI.run(arguments)
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out == c.summary + "\n", "behaviour changed: re-pin with scripts/update-golden.sh only if on purpose")
    }
}

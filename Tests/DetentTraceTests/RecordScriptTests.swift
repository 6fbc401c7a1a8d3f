import Testing
import Foundation

/// Traces/record.sh records into a scratch folder, never over the committed sample traces
/// whose final values the tests pin (issue 26, item 4: it rewrote them in place, and a new
/// catch-deceleration.jsonl ended on 33 instead of 27).
@Suite struct RecordScriptTests {
    static let script = GoldenSummaryTests.root.appendingPathComponent("Traces/record.sh")

    /// Runs `record.sh -n` (it prints the files it would write, records nothing) with `env`.
    static func dryRun(_ env: [String: String]) throws -> (status: Int32, out: String, err: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = [script.path, "-n"]
        p.environment = ProcessInfo.processInfo.environment.merging(env) { $1 }
        let o = Pipe(), e = Pipe()
        p.standardOutput = o; p.standardError = e
        try p.run()
        let out = o.fileHandleForReading.readDataToEndOfFile(), err = e.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    @Test func itRecordsIntoAScratchFolderByDefault() throws {
        let r = try Self.dryRun(["OUT": ""])   // unset: the default
        #expect(r.status == 0)
        let files = r.out.split(separator: "\n")
        #expect(files.count == 5)
        #expect(files.allSatisfy { $0.hasPrefix(".build/recorded-traces/") })
        let text = try String(contentsOf: Self.script, encoding: .utf8)
        #expect(text.contains("OUT=${OUT:-.build/recorded-traces}"))
    }

    @Test func itRefusesToWriteOverTheCommittedTraces() throws {
        for out in ["Traces", "./Traces/", GoldenSummaryTests.root.appendingPathComponent("Traces").path] {
            let r = try Self.dryRun(["OUT": out])
            #expect(r.status == 64, "OUT=\(out)")
            #expect(r.out.isEmpty)
            #expect(r.err.contains("refusing to overwrite the committed sample traces in Traces/"))
        }
        #expect(try Self.dryRun(["OUT": "Traces", "REPLACE": "1"]).status == 0)
    }
}

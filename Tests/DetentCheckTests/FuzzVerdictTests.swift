import Testing
import Foundation

/// `make fuzz` fails on what libFuzzer saved only when it is a crash (issue 26, item 1: a
/// slow unit, "crash: 0", made it exit 2).
@Suite struct FuzzVerdictTests {
    static let script = FuzzRegressions.directory.deletingLastPathComponent().appendingPathComponent("verdict.sh")

    /// Runs Fuzz/verdict.sh on a folder holding `files`: its status and output.
    static func verdict(_ files: [String]) throws -> (status: Int32, out: String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-verdict-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for f in files { try Data([1]).write(to: dir.appendingPathComponent(f)) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = [script.path, "FuzzTraceReader", dir.path]
        let o = Pipe()
        p.standardOutput = o
        try p.run()
        let out = o.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: out, as: UTF8.self).replacingOccurrences(of: dir.path, with: "DIR"))
    }

    @Test func aSlowUnitIsReportedButIsNoCrash() throws {
        let r = try Self.verdict(["FuzzTraceReader-slow-unit-3f2a", "FuzzEngine-slow-unit-99"])
        #expect(r.status == 0)
        #expect(r.out == "FuzzTraceReader: 0 saved crash inputs in DIR\nFuzzTraceReader: 1 slow inputs in DIR (FuzzTraceReader-slow-unit-*: not crashes; replay them with --summary to see why)\n")
    }

    @Test func crashesLeaksOutOfMemoryAndTimeoutsFailTheRun() throws {
        #expect(try Self.verdict([]).status == 0)
        for kind in ["crash", "leak", "oom", "timeout"] {
            let r = try Self.verdict(["FuzzTraceReader-\(kind)-1", "FuzzTraceReader-slow-unit-2", "FuzzEngine-crash-3"])
            #expect(r.status == 1)
            #expect(r.out.hasPrefix("FuzzTraceReader: 1 saved crash inputs in DIR\n"), "\(kind)")
        }
    }
}

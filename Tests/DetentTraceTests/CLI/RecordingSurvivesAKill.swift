import Testing
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `sandbox --record` writes each line with one write and flushes it, so a SIGKILL loses at
/// most the line being written: `detent validate` accepts what is left.
@Suite(.enabled(if: Executable.named("sandbox") != nil && CLI.executable != nil, "sandbox and detent are built next to the tests"))
struct RecordingSurvivesAKill {
    @Test func aSandboxKilledWhileRecordingLeavesATraceValidateAccepts() throws {
        let path = NSTemporaryDirectory() + "detent-kill-\(getpid()).jsonl"
        unlink(path)
        defer { unlink(path) }
        let child = Process()
        child.executableURL = Executable.named("sandbox")
        child.arguments = ["--record", path, "--mute", "--hud"]
        var env = ProcessInfo.processInfo.environment
        env["SDL_VIDEODRIVER"] = "dummy"   // SDL's headless drivers: no display needed
        env["SDL_AUDIODRIVER"] = "dummy"
        child.environment = env
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()
        // The header is the first line the recording writes; once it is complete the window
        // is running frames. Kill it then (waiting on the file, bounded, not on a clock).
        var lines = 0
        for _ in 0..<4000 where lines == 0 {
            lines = ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").filter { $0 == "\n" }.count
            if lines == 0 { usleep(2_500) }
        }
        kill(child.processIdentifier, SIGKILL)
        child.waitUntilExit()
        #expect(child.terminationReason == .uncaughtSignal && child.terminationStatus == SIGKILL)
        #expect(lines >= 1)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasSuffix("\n"))   // whole lines only
        let r = try CLI.run(["validate", path])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.hasPrefix("\(path): valid detent-trace version 1"))
    }
}

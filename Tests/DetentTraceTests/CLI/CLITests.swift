import Testing
import Foundation

/// Runs the built `detent` (or `sandbox`) executable, next to the test bundle in the build directory.
enum CLI {
    static var executable: URL? { built("detent") }

    static func built(_ name: String) -> URL? {
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var dir = exe.deletingLastPathComponent()
        // The test runner is inside detentPackageTests.xctest on Linux, or next to it.
        for _ in 0..<3 {
            let candidate = dir.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }

    static func run(_ args: [String], stdin: Data? = nil, executable name: String = "detent",
                    environment: [String: String]? = nil) throws -> (status: Int32, out: String, err: String) {
        let p = Process()
        p.executableURL = built(name)!
        if let environment { p.environment = environment }
        p.arguments = args
        let o = Pipe(), e = Pipe(), i = Pipe()
        p.standardOutput = o; p.standardError = e; p.standardInput = i
        try p.run()
        if let stdin { i.fileHandleForWriting.write(stdin) }
        try i.fileHandleForWriting.close()
        let out = o.fileHandleForReading.readDataToEndOfFile()
        let err = e.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }
}

@Suite(.enabled(if: CLI.executable != nil, "the detent executable is built next to the tests"))
struct CLITests {
    @Test func malformedTraceExits65WithFileLineReason() throws {
        let file = Corpus.directory.appendingPathComponent("x-string.jsonl").path
        let r = try CLI.run(["replay", file])
        #expect(r.status == 65)
        #expect(r.err == "\(file):2: member \"x\" must be a number, not a string (\"3\")\n")
        #expect(r.out.isEmpty)
    }

    @Test func stdinTruncatedLastLineExits65() throws {
        let r = try CLI.run(["validate", "-"], stdin: Data("{\"format\":\"detent-trace\",\"version\":1}\n{\"t\":0,\"ty".utf8))
        #expect(r.status == 65)
        #expect(r.err.hasPrefix("<stdin>:2: truncated last line"))
    }

    /// A file that is no trace and has no end is refused at its first line, not read until
    /// memory runs out: under a 1 GB address-space limit `detent validate /dev/zero` aborted
    /// (status 134) after a second of reading; now it exits 65 having read 64 KiB.
    @Test func anEndlessFileThatIsNoTraceIsRefusedAtItsFirstLine() throws {
        for (file, message) in [("/dev/zero", "/dev/zero:1: unexpected byte 0x00 (expected a value) at column 1\n"),
                                ("/dev/urandom", "/dev/urandom:1: ")] {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/bin/sh")
            p.arguments = ["-c", "ulimit -v 1000000; exec \"$0\" validate \"$1\"", CLI.executable!.path, file]
            let e = Pipe()
            p.standardError = e; p.standardOutput = FileHandle.nullDevice
            try p.run()
            let err = String(decoding: e.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            p.waitUntilExit()
            #expect(p.terminationStatus == 65 && err.hasPrefix(message), "\(file): \(p.terminationStatus) \(err)")
        }
    }

    /// Output that cannot be written (a full disk) is an error, 73, not a success: every
    /// command exited 0 with its output lost.
    @Test func aFailedWriteToStandardOutputExits73() throws {
        let trace = Samples.directory.appendingPathComponent("slow-drag.jsonl").path
        for args in [["replay", trace], ["replay", trace, "--summary"], ["fling", "--velocity", "100"], ["validate", trace],
                     ["plot", trace, "--out", "-"], ["profiles", "ios"], ["soak", "--gestures", "3"]] {
            let p = Process()
            p.executableURL = CLI.executable!
            p.arguments = args
            let e = Pipe()
            p.standardError = e
            p.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
            try p.run()
            let err = String(decoding: e.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            p.waitUntilExit()
            #expect(p.terminationStatus == 73 && err == "standard output: write failed: No space left on device\n", "\(args): \(p.terminationStatus) \(err)")
        }
    }

    @Test func statusesForUsageCannotOpenAndExpectValue() throws {
        #expect(try CLI.run(["replay"]).status == 64)
        #expect(try CLI.run(["fling", "--velocity", "1", "--fps", "0"]).status == 64)
        #expect(try CLI.run(["fling", "--velocity", "1", "--behavior", "snap:-3"]).status == 64)
        let missing = try CLI.run(["replay", "/nonexistent.jsonl"])
        #expect(missing.status == 66 && missing.err.hasPrefix("/nonexistent.jsonl: cannot open"))
        let trace = Samples.directory.appendingPathComponent("keyboard-steps.jsonl").path
        let ok = try CLI.run(["replay", trace, "--summary", "--expect-value", "11"])
        #expect(ok.status == 0 && ok.out.hasPrefix("{\"final_value\":11.0,"))
        let wrong = try CLI.run(["replay", trace, "--summary", "--expect-value", "12"])
        #expect(wrong.status == 1 && wrong.err == "detent: expected final value 12, got 11\n")
    }

    /// `--profile` on fling and replay, `--profiles` on plot, and their refusals.
    @Test func profiles() throws {
        // Android's spline from 900 at 3000 pt/s stops at the end; iOS overshoots and returns.
        let android = try CLI.run(["fling", "--velocity", "3000", "--from", "900", "--behavior", "none", "--profile", "android", "--format", "csv"])
        #expect(android.status == 0)
        func frameOffsets(_ csv: String) -> [Double] {
            csv.split(separator: "\n").filter { $0.hasPrefix("frame,") }.compactMap { Double($0.split(separator: ",")[2]) }
        }
        #expect(frameOffsets(android.out).max() == 1000)
        let ios = try CLI.run(["fling", "--velocity", "3000", "--from", "900", "--behavior", "none", "--format", "csv"])
        #expect((frameOffsets(ios.out).max() ?? 0) > 1000)
        let gtk = try CLI.run(["fling", "--velocity", "1000", "--from", "300", "--behavior", "none", "--profile", "gtk", "--summary"])
        #expect(gtk.out.contains("\"final_offset\":549.975"))
        #expect(try CLI.run(["fling", "--velocity", "1", "--profile", "windows"]).status == 64)
        let trace = Samples.directory.appendingPathComponent("fling-bounce.jsonl").path
        let own = try CLI.run(["replay", trace, "--summary"]).out
        let clamped = try CLI.run(["replay", trace, "--summary", "--profile", "flutter-clamping"])
        #expect(clamped.status == 0 && clamped.out != own)
        #expect(try CLI.run(["replay", trace, "--summary", "--profile", "ios"]).out == own)
        let svg = "/tmp/detent-profiles-\(getpid()).svg"
        defer { unlink(svg) }
        let plot = try CLI.run(["plot", "--profiles", "ios,android,gtk", trace, "--out", svg])
        #expect(plot.status == 0)
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(text.contains("android: value") && text.contains("gtk: value") && !text.contains("flutter-clamping"))
        #expect(try CLI.run(["plot", "--profiles", "ios,qt", trace, "--out", svg]).status == 64)
    }

    @Test func csvOutputStartsWithTheHeaderRow() throws {
        let r = try CLI.run(["fling", "--velocity", "500", "--format", "csv", "--fps", "30"])
        #expect(r.status == 0)
        let lines = r.out.split(separator: "\n")
        #expect(lines.first == "kind,t,offset,velocity,phase,value,from,to,cause")
        #expect(lines[1] == "phase,0.0,,0.0,,,idle,interacting,")
    }
}

import Testing
import Foundation

/// A trace file in a fresh temporary directory.
func temporaryTrace(_ lines: [String], name: String = "t.jsonl") throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("detent-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let path = dir.appendingPathComponent(name).path
    try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

/// What a new user trips over (issue 13), through the built `detent`.
@Suite(.enabled(if: CLI.executable != nil, "the detent executable is built next to the tests"))
struct CLIUsabilityTests {
    @Test func unknownMembersAreIgnoredAndReportedWithFileAndLine() throws {
        let trace = try temporaryTrace([#"{"format":"detent-trace","version":1,"picker":{"theem":"dark"}}"#,
                                        #"{"t":0,"type":"key","key":"right","profil":1}"#])
        for command in ["validate", "replay"] {
            let r = try CLI.run([command, trace] + (command == "replay" ? ["--summary"] : []))
            #expect(r.status == 0)
            #expect(r.err == "\(trace):1: warning: unknown member \"picker.theem\" ignored\n\(trace):2: warning: unknown member \"profil\" ignored\n")
        }
    }

    @Test func numericOptionsTakeALeadingMinusAndSayWhatIsWrong() throws {
        let trace = try temporaryTrace(Self.decimalTrace)
        for (args, message) in [(["replay", trace, "--until", "-1"], "--until must be a finite number of seconds ≥ 0, not -1.0"),
                                (["replay", trace, "--fps", "-60"], "--fps must be a whole number from 1 to 100000, not -60"),
                                (["render", trace, "--out", "/tmp", "--scale", "-1"], "--scale must be a number in (0, 8], not -1.0"),
                                (["plot", trace, "--out", "/tmp/x.svg", "--from", "-2"], "--from must be a finite number of seconds ≥ 0, not -2.0")] {
            let r = try CLI.run(args)
            #expect(r.status == 64)
            #expect(r.err.hasPrefix("Error: \(message)\n"), "\(args): \(r.err)")
        }
        let fling = try CLI.run(["fling", "--velocity", "-1500", "--from", "800", "--summary", "--expect-value", "-0"])
        #expect(fling.status == 1)   // parsed, then compared
    }

    @Test func bothToolsShareTheExitStatusTableAndPrintAVersion() throws {
        let help = try CLI.run(["--help"]).out
        #expect(help.contains("73  an output file or folder cannot be created or written"))
        #expect(try CLI.run(["--version"]).out == "0.1.0\n")
        #expect(try CLI.run(["fling", "--help"]).out.contains("default: ios)"))
    }

    static let decimalTrace = [
        #"{"format":"detent-trace","version":1,"picker":{"values":{"from":0,"to":1,"by":0.1}}}"#,
        #"{"t":0,"type":"key","key":"right"}"#, #"{"t":0.5,"type":"key","key":"right"}"#, #"{"t":1,"type":"key","key":"right"}"#,
    ]

    @Test func decimalValuesAreWrittenAtTheStepsPrecisionAndCompareAtHalfAStep() throws {
        let trace = try temporaryTrace(Self.decimalTrace)
        let r = try CLI.run(["replay", trace, "--summary", "--expect-value", "0.3"])
        #expect(r.status == 0)
        #expect(r.out.hasPrefix(#"{"final_value":0.3,"#))
        let events = try CLI.run(["replay", trace]).out.split(separator: "\n").filter { $0.contains("selection") }
        #expect(events.last?.contains(#""from":0.2,"to":0.3,"#) == true)
        #expect(try CLI.run(["replay", trace, "--summary", "--expect-value", "0.32"]).status == 0)
        let wrong = try CLI.run(["replay", trace, "--summary", "--expect-value", "0.4"])
        #expect(wrong.status == 1 && wrong.err == "detent: expected final value 0.4, got 0.3\n")
    }
}

@Suite(.enabled(if: CLI.executable != nil, "the detent executable is built next to the tests"))
struct RenderCLITests {
    static let gapTrace = [#"{"format":"detent-trace","version":1}"#, #"{"t":0,"type":"key","key":"right"}"#, #"{"t":100000,"type":"key","key":"right"}"#]

    @Test func absurdFrameCountsAreRefusedUnlessUntilBoundsThem() throws {
        let trace = try temporaryTrace(Self.gapTrace)
        let dir = (trace as NSString).deletingLastPathComponent + "/frames"
        let r = try CLI.run(["render", trace, "--out", dir])
        #expect(r.status == 64)
        #expect(r.err.contains("would give 12000054 frames") && r.err.contains("--until"))
        #expect(!FileManager.default.fileExists(atPath: dir))
        let ok = try CLI.run(["render", trace, "--out", dir, "--until", "0.25", "--fps", "60"])
        #expect(ok.status == 0 && ok.err.hasSuffix("16 frames in \(dir)\n"))
    }

    @Test func olderFramesAreRemovedOtherFilesKept() throws {
        let trace = try temporaryTrace(Self.gapTrace)
        let dir = (trace as NSString).deletingLastPathComponent + "/frames"
        _ = try CLI.run(["render", trace, "--out", dir, "--until", "0.5", "--fps", "60"])
        try Data().write(to: URL(fileURLWithPath: dir + "/notes.txt"))
        let r = try CLI.run(["render", trace, "--out", dir, "--until", "0.1", "--fps", "60"])
        #expect(r.status == 0 && r.err.hasPrefix("detent render: removed 31 older frames from \(dir)\n"))
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        #expect(files == ["frame-00000.png", "frame-00001.png", "frame-00002.png", "frame-00003.png",
                          "frame-00004.png", "frame-00005.png", "frame-00006.png", "notes.txt"])
    }

    @Test func aBadSheetPathFailsBeforeAnyFrame() throws {
        let trace = try temporaryTrace(Self.gapTrace)
        let dir = (trace as NSString).deletingLastPathComponent + "/frames"
        let r = try CLI.run(["render", trace, "--out", dir, "--until", "0.1", "--sheet", "/nonexistent/sheet.png"])
        #expect(r.status == 73 && r.err == "/nonexistent/sheet.png: cannot write: the folder /nonexistent does not exist\n")
        #expect(!FileManager.default.fileExists(atPath: dir))
    }
}

/// The sandbox's option checks, which come before it looks for a display (none here).
@Suite(.enabled(if: CLI.built("sandbox") != nil, "the sandbox executable is built next to the tests"))
struct SandboxCLITests {
    static func sandbox(_ args: [String]) throws -> (status: Int32, out: String, err: String) {
        try CLI.run(args, executable: "sandbox", environment: ["PATH": "/usr/bin:/bin"])   // no DISPLAY
    }

    @Test func badOutputPathsExit73BeforeTheWindow() throws {
        let shot = try Self.sandbox(["--screenshot", "/nonexistent/x.png", "--at", "0.2"])
        #expect(shot.status == 73 && shot.err == "sandbox: /nonexistent/x.png: cannot write: the folder /nonexistent does not exist\n")
        #expect(try Self.sandbox(["--record", "/nonexistent/x.jsonl"]).status == 73)
    }

    @Test func usageErrorsExit64AndNegativeNumbersParse() throws {
        for (args, message) in [(["--size", "100000x100000"], "--size '100000x100000' is larger than 16384x16384"),
                                (["--at", "1"], "--at needs --screenshot FILE"),
                                (["--screenshot", "/tmp/x.png", "--at", "-1"], "--at must be a finite number of seconds ≥ 0, not -1.0"),
                                (["--frames", "10", "--screenshot", "/tmp/x.png", "--at", "5"], "--frames 10 ends at about 0.08 s, before --at 5.0"),
                                (["--replay", "/dev/null", "--axis", "vertical"], "--axis conflicts with --replay"),
                                (["--values", "-50:-60"], "--values: the last value (-60.0) is less than the first (-50.0)")] {
            let r = try Self.sandbox(args)
            #expect(r.status == 64, "\(args)")
            #expect(r.err.hasPrefix("Error: \(message)"), "\(args): \(r.err)")
        }
        // Parsed and valid: it gets as far as looking for a display.
        let r = try Self.sandbox(["--values", "-50:50", "--frames", "3"])
        #expect(r.status == 69 && r.err.contains("detent replay TRACE") && r.err.contains("xvfb-run -a"))
        #expect(try Self.sandbox(["--version"]).out == "0.1.0\n")
        #expect(try Self.sandbox(["--help"]).out.contains("73  an output file or folder cannot be created or written"))
    }
}

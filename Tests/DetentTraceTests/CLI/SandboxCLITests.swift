import Testing
import Foundation

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
        #expect(try Self.sandbox(["--frames", "3", "--frame-log", "/nonexistent/f.jsonl"]).status == 73)
    }

    @Test func usageErrorsExit64AndNegativeNumbersParse() throws {
        for (args, message) in [(["--size", "100000x100000"], "--size 100000x100000 is larger than 16384x16384"),
                                (["--at", "1"], "--at needs --screenshot FILE"),
                                (["--screenshot", "/tmp/x.png", "--at", "-1"], "--at must be a finite number of seconds ≥ 0, not -1.0"),
                                (["--frames", "10", "--screenshot", "/tmp/x.png", "--at", "5"], "--frames 10 ends at about 0.08 s, before --at 5.0"),
                                (["--replay", "/dev/null", "--axis", "vertical"], "--axis conflicts with --replay"),
                                (["--record", "/tmp/same.jsonl", "--frame-log", "/tmp/./same.jsonl"], "--record and --frame-log name the same file, /tmp/same.jsonl"),
                                (["--major-every", "0"], "--major-every: the number of values per major tick (0) must be a whole number, 1 or more"),
                                (["--values", "-50:-60"], "The value '-50:-60' is invalid for '--values <values>': the last value (-60.0) is less than the first (-50.0)")] {
            let r = try Self.sandbox(args)
            #expect(r.status == 64, "\(args)")
            #expect(r.err.hasPrefix("Error: \(message)"), "\(args): \(r.err)")
        }
        // Parsed and valid: it gets as far as looking for a display.
        let r = try Self.sandbox(["--values", "-50:50", "--frames", "3"])
        #expect(r.status == 69 && r.err.contains("detent replay TRACE") && r.err.contains("xvfb-run -a"))
        #expect(try Self.sandbox(["--version"]).out == "1.3.0\n")
        #expect(try Self.sandbox(["--help"]).out.contains("73  an output file or folder cannot be created or written"))
    }
}

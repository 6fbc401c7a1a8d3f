import Testing
import Foundation

/// What a new user tripped over in the commands (issue 26, items 6 to 10), through the
/// built `detent`.
@Suite(.enabled(if: CLI.executable != nil, "the detent executable is built next to the tests"))
struct NewUserCLITests {
    /// Item 6: `--max-frames -5` and `soak --gestures -1` said "Missing value".
    @Test func negativeWholeNumbersSayWhatIsWrong() throws {
        let trace = GoldenSummaryTests.root.appendingPathComponent("Traces/slow-drag.jsonl").path
        for (args, message) in [(["replay", trace, "--max-frames", "-5"], "--max-frames must be at least 1, not -5"),
                                (["soak", "--gestures", "-1"], "--gestures must be 0 or more, not -1"),
                                (["soak", "--seed", "-1"], "The value '-1' is invalid for '--seed <seed>'")] {
            let r = try CLI.run(args)
            #expect(r.status == 64)
            #expect(r.err.hasPrefix("Error: \(message)\n"), "\(args): \(r.err)")
        }
    }

    /// Item 6, for options added later: every numeric option of both tools is declared with
    /// `parsing: .unconditional`, so that a leading minus reads as a number.
    @Test func everyNumericOptionTakesALeadingMinus() throws {
        let root = GoldenSummaryTests.root
        let files = try ["Sources/DetentCommand", "Sandbox"].flatMap { dir in
            try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(dir).path)
                .filter { $0.hasSuffix(".swift") }.map { root.appendingPathComponent(dir).appendingPathComponent($0) }
        }
        let option = try NSRegularExpression(pattern: #"@Option\(((?:[^()]|\([^()]*\))*)\)\s*(?:\n\s*)?var \w+: (\w+)"#)
        var numeric = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for m in option.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let arguments = String(text[Range(m.range(at: 1), in: text)!])
                let type = String(text[Range(m.range(at: 2), in: text)!])
                guard ["Int", "Double", "UInt64", "DecelerationRate", "PickerValues", "Size"].contains(type) else { continue }
                numeric += 1
                #expect(arguments.contains("parsing: .unconditional"), "\(file.lastPathComponent): an \(type) option without parsing: .unconditional")
            }
        }
        #expect(numeric >= 15)
    }

    /// Item 7: `detent replya T` said "2 unexpected arguments".
    @Test func aMistypedSubcommandGetsAHint() throws {
        let r = try CLI.run(["replya", "T"])
        #expect(r.status == 64)
        #expect(r.err.hasPrefix("Error: unknown subcommand 'replya'. Did you mean 'replay'?\n"))
        let far = try CLI.run(["xyz"])
        #expect(far.status == 64)
        #expect(far.err.hasPrefix("Error: unknown subcommand 'xyz' (one of: replay, fling, render, plot, profiles, validate, soak, help)\n"))
        #expect(try CLI.run(["help", "plot"]).status == 0)
        // After help too: it printed the overview and exited 0.
        let help = try CLI.run(["help", "rendr"])
        #expect(help.status == 64 && help.err.hasPrefix("Error: unknown subcommand 'rendr'. Did you mean 'render'?\n"), "\(help.err)")
    }

    /// Item 8: `--summary --format csv` printed JSON.
    @Test func aSummaryInCSVIsAHeaderAndARow() throws {
        let r = try CLI.run(["fling", "--velocity", "1000", "--summary", "--format", "csv"])
        #expect(r.status == 0)
        let json = try CLI.run(["fling", "--velocity", "1000", "--summary"]).out
        let digest = json.split(separator: "\"").dropLast().last.map(String.init) ?? "?"
        #expect(r.out == "final_value,final_offset,rest_time,idle,selection_changes,frames,digest\n50.0,500.0,2.66247103846635,true,50,321,\(digest)\n")
    }

    /// Item 9: `plot --out /nonexistent/x.svg` named the path twice.
    @Test func anUnwritablePlotSaysWhyOnceBeforeReplaying() throws {
        let r = try CLI.run(["plot", GoldenSummaryTests.root.appendingPathComponent("Traces/slow-drag.jsonl").path,
                             "--out", "/nonexistent/x.svg"])
        #expect(r.status == 73)
        #expect(r.err == "/nonexistent/x.svg: cannot write: the folder /nonexistent does not exist\n")
    }

    /// Item 10: `detent help plot` wrapped its examples mid-command (at 80 columns): every
    /// line of every Examples section is a whole command, a comment, or a continuation after
    /// a trailing backslash.
    @Test func helpExamplesAreNotWrappedMidCommand() throws {
        for sub in ["replay", "fling", "render", "plot", "profiles", "validate", "soak"] {
            let help = try CLI.run(["help", sub]).out
            #expect(Self.wrappedExampleLines(help).isEmpty, "detent help \(sub): \(Self.wrappedExampleLines(help))")
        }
        if Executable.named("sandbox") != nil {
            let help = try CLI.run(["--help"], executable: "sandbox").out
            #expect(help.contains("Examples"))
            #expect(Self.wrappedExampleLines(help).isEmpty, "sandbox --help: \(Self.wrappedExampleLines(help))")
        }
    }

    /// The lines of `help`'s Examples section that are neither a command, a comment nor a
    /// continuation of a line ending in a backslash.
    static func wrappedExampleLines(_ help: String) -> [String] {
        var bad: [String] = [], inExamples = false, continues = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("Example") { inExamples = true; continue }
            guard inExamples else { continue }
            if line.isEmpty { inExamples = false; continue }
            let ok = continues ? line.hasPrefix("      ") : line.hasPrefix("  ") && !line.hasPrefix("   ")
            if !ok { bad.append(String(line)) }
            continues = line.hasSuffix("\\")
        }
        return bad
    }
}

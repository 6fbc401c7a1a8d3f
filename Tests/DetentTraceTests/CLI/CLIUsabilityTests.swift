import Testing
import Foundation

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

    /// The warnings of the lines before an error are shown before it: they were dropped, so a
    /// typo in a member name went unseen while another line was wrong.
    @Test func warningsBeforeAnErrorAreShownWithIt() throws {
        let trace = try temporaryTrace([#"{"format":"detent-trace","version":1,"picker":{"theem":"dark"}}"#,
                                        #"{"t":0,"type":"tap"}"#])
        for args in [["validate", trace], ["replay", trace, "--summary"]] {
            let r = try CLI.run(args)
            #expect(r.status == 65)
            #expect(r.err == "\(trace):1: warning: unknown member \"picker.theem\" ignored\n\(trace):2: unknown type \"tap\" "
                    + "(expected one of down, move, up, cancel, wheel, key, resize, select, focus)\n", "\(r.err)")
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
        #expect(try CLI.run(["--version"]).out == "1.3.0\n")
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

    /// A demo's --expect-value that is not a date names the number, not a label that reads as
    /// one: 21000210.4 was "expected final value 2100-02-10, got 2100-02-10", -3 "0-00-0-3".
    @Test func aDemosExpectedValueIsShownAsADateOnlyWhenItIsOne() throws {
        let trace = try temporaryTrace([#"{"format":"detent-trace","version":1,"picker":{"demo":"date"}}"#,
                                        #"{"t":0,"type":"key","key":"down"}"#])
        #expect(try CLI.run(["replay", trace, "--summary", "--expect-value", "20240229"]).status == 0)
        for (value, shown) in [("20240228", "2024-02-28"), ("20240229.4", "20240229.4"), ("-3", "-3.0"), ("20241399", "20241399.0")] {
            let r = try CLI.run(["replay", trace, "--summary", "--expect-value", value])
            #expect(r.status == 1 && r.err == "detent: expected final value \(shown), got 2024-02-29\n", "\(value): \(r.err)")
        }
    }
}

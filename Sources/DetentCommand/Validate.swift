import ArgumentParser
import Detent
import DetentCLI
import DetentPicker
import DetentTrace
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check a trace and print its duration, its inputs by type and its gestures.",
        discussion: """
        A valid trace prints a report and exits 0; an invalid one prints FILE:LINE: reason on \
        standard error and exits 65 (66 if the file cannot be opened). Members the format \
        does not know are ignored (a newer writer may add some), each with a FILE:LINE: \
        warning on standard error.

        Example:
          detent validate Traces/trackpad-swipe.jsonl
        """
    )

    @Argument(help: "The trace file; - reads standard input.")
    var trace: String

    func run() throws {
        let t = try loadTrace(trace)
        let stats = TraceStats(trace: t)
        let out = OutputBuffer()   // a write that fails exits 73
        out.line(String(stats.report(name: trace == "-" ? "<stdin>" : trace, header: t.header).dropLast()))   // the report ends with its newline
        out.flush()
    }
}

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

@main
struct DetentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "detent",
        abstract: "Replay, render and plot recorded gesture traces of the Detent wheel picker, headless.",
        discussion: """
        Traces are JSON Lines; see docs/trace-format.md.

        \(ExitStatus.table)
        """,
        version: detentVersion,
        subcommands: [Replay.self, Fling.self, Render.self, Plot.self, Validate.self, Soak.self]
    )
}

/// Reads a trace or exits with 66 (cannot open) or 65 (bad data) and the `FILE:LINE: reason`
/// message; what the reader ignored goes to standard error as `FILE:LINE: warning: …`.
func loadTrace(_ path: String) throws -> Trace {
    do {
        let trace = try TraceReader.read(path: path)
        for w in trace.warnings { printError(w.description) }
        return trace
    } catch {
        printError(error.description)
        throw ExitCode(error.exitStatus)
    }
}

/// Refuses a time option that is not a number of seconds from 0 to ``InputLimits/maximumTime``.
func checkTime(_ t: Double?, _ name: String) throws {
    guard let t else { return }
    guard t.isFinite, t >= 0 else { throw ValidationError("\(name) must be a finite number of seconds ≥ 0, not \(t)") }
    guard InputLimits.isAcceptedTime(t) else {
        throw ValidationError("\(name) (\(t) s) is beyond the accepted range (at most \(Int(saturating: InputLimits.maximumTime)) s)")
    }
}

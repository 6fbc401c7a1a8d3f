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
        abstract: "Replay, render and plot recorded gesture traces of the Detent wheel picker, headless; measure the platform profiles.",
        discussion: """
        Traces are JSON Lines; see docs/trace-format.md.

        \(ExitStatus.table)
        """,
        version: detentVersion,
        subcommands: [Replay.self, Fling.self, Render.self, Plot.self, Profiles.self, Validate.self, Soak.self]
    )

    /// Refuses a first argument that names no subcommand with a hint (ArgumentParser would
    /// report it as unexpected arguments), then parses and runs as usual.
    static func main() {
        if let problem = unknownSubcommand(Array(CommandLine.arguments.dropFirst())) {
            printError("Error: \(problem)\nUsage: detent <subcommand>\n  See 'detent --help' for more information.")
            Self.exit(withError: ExitCode(ExitStatus.usage))
        }
        Self.main(nil)
    }

    /// What is wrong with `arguments`' first word when it is not an option and names no
    /// subcommand (nor `help`): the word, and the closest subcommand or the list of them.
    static func unknownSubcommand(_ arguments: [String]) -> String? {
        // `help WORD` names a subcommand too (`detent help nope` printed the overview, status 0).
        if arguments.first == "help", arguments.count > 1 { return unknownSubcommand(Array(arguments.dropFirst())) }
        guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
        let names = configuration.subcommands.map { $0._commandName } + ["help"]
        guard !names.contains(first) else { return nil }
        if let near = closestName(to: first, among: names) {
            return "unknown subcommand '\(first)'. Did you mean '\(near)'?"
        }
        return "unknown subcommand '\(first)' (one of: \(names.joined(separator: ", ")))"
    }
}

/// Reads a trace or exits with 66 (cannot open) or 65 (bad data) and the `FILE:LINE: reason`
/// message; what the reader ignored goes to standard error as `FILE:LINE: warning: …`.
func loadTrace(_ path: String) throws -> Trace {
    do {
        let trace = try TraceReader.read(path: path)
        for w in trace.warnings { printError(w.description) }
        return trace
    } catch {
        for w in error.warnings { printError(w.description) }
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

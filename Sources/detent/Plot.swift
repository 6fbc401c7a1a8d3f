import ArgumentParser
import Detent
import DetentCLI
import DetentTrace

struct Plot: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Plot a replayed trace as an SVG chart: offset and velocity over time.",
        discussion: """
        The chart has two panels sharing the time axis: the offset (with the values as a second \
        scale) and the offset velocity. Phases are coloured bands behind both, selection changes \
        ticks along the top of the offset panel, releases (leaving interacting) dashed lines \
        labelled with the release velocity, inputs small marks along the bottom.

        The chart's size does not grow with the trace: the curves are decimated to the \
        chart's pixel columns (each shows its minimum and maximum), marks are at most one per \
        column, labels are kept where they do not overlap. The velocity axis spans the \
        releases and the 99th percentile of the speeds; points beyond it are drawn at its \
        edge and marked with a red triangle. --from and --until zoom into a time span.

        With --profiles, the trace is replayed under each listed platform profile and drawn in \
        one chart instead: offset and velocity, one colour per profile, a legend with where and \
        when each comes to rest (--from and --until do not apply).

        Examples:
          detent plot Traces/fling-bounce.jsonl --out fling.svg
          detent plot --profiles ios,android,gtk docs/images/flick.jsonl \\
              --out feels.svg
          detent plot Traces/catch-deceleration.jsonl --out catch.svg \\
              --from 0.2 --until 0.8
        """
    )

    @Argument(help: "The trace file; - reads standard input.")
    var trace: String

    @Option(help: "The SVG file to write.")
    var out: String

    @Option(parsing: .unconditional, help: "Samples per second of the curves (fewer when a pixel column would get more than 32).")
    var fps: Int = 240

    @Option(parsing: .unconditional, help: "Start the time axis here (seconds; default 0).")
    var from: Double?

    @Option(parsing: .unconditional, help: "End the time axis here (seconds; default: where the replay ends).")
    var until: Double?

    @Option(help: "Compare platform profiles, comma-separated: ios, android, flutter-bouncing, flutter-clamping, gtk (or all).")
    var profiles: String?

    /// The profiles of --profiles.
    func profileList() throws -> [ScrollPhysics]? {
        guard let profiles else { return nil }
        if profiles == "all" { return ScrollPhysics.all }
        var list: [ScrollPhysics] = []
        for name in profiles.split(separator: ",", omittingEmptySubsequences: false) {
            guard let p = ScrollPhysics(named: String(name)) else {
                throw ValidationError("--profiles: '\(name)' is not one of \(ScrollPhysics.all.map(\.name).joined(separator: ", "))")
            }
            list.append(p)
        }
        return list
    }

    func validate() throws {
        guard (1...100_000).contains(fps) else { throw ValidationError("--fps must be a whole number from 1 to 100000, not \(fps)") }
        try checkTime(from, "--from")
        try checkTime(until, "--until")
        if let from, let until, until <= from { throw ValidationError("--until (\(until)) must be later than --from (\(from))") }
        _ = try profileList()
    }

    func run() throws {
        let name = trace == "-" ? "<stdin>" : trace
        // The output path first: a bad one fails at once, said once.
        if let problem = outputFileProblem(out) {
            printError(problem)
            throw ExitCode(ExitStatus.cannotCreate)
        }
        let t = try loadTrace(trace)
        let list = try profileList()
        let svg: String
        do {
            if let list {
                svg = try ProfilePlot(trace: t, name: name, profiles: list, fps: fps).svg()
            } else {
                svg = try TracePlot(trace: t, name: name, fps: fps, from: from, until: until).svg()
            }
        } catch {
            printError(error.description)
            throw ExitCode(ExitStatus.dataError)
        }
        do { try TextFile.write(svg, to: out) } catch {
            printError("\(error)")   // names the path and the reason
            throw ExitCode(ExitStatus.cannotCreate)
        }
    }
}

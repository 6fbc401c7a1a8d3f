import ArgumentParser
import Detent
import DetentCLI
import DetentPicker
import DetentTrace

struct Plot: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Plot a replayed trace, or the platform profiles on four flings, as an SVG chart.",
        discussion: """
        Of a trace, the chart has two panels sharing the time axis: the offset (with the values \
        as a second scale) and the offset velocity. Phases are coloured bands behind both, \
        selection changes ticks along the top of the offset panel, releases (leaving \
        interacting) dashed lines labelled with the release velocity, inputs small marks along \
        the bottom.

        The chart's size does not grow with the trace: the curves are decimated to the \
        chart's pixel columns (each shows its minimum and maximum), marks are at most one per \
        column, labels are kept where they do not overlap. The velocity axis spans the \
        releases and the 99th percentile of the speeds; points beyond it are drawn at its \
        edge and marked with a red triangle. --from and --until zoom into a time span.

        With --profiles and a trace, the trace is replayed under each listed platform profile \
        and drawn in one chart: offset and velocity, one colour per profile, a legend with \
        where and when each comes to rest.

        With --profiles and no trace, the chart draws the flings `detent profiles` \
        measures (a free fling, a fling into the end, a slow and a fast paging flick), a \
        panel each: offset above, velocity below, one colour and line style a profile, a \
        dot where each comes to rest, the bounds and the pages as dashed lines. The fling \
        into the end has a logarithmic time axis: it reaches the end in milliseconds, its \
        overshoot lasts up to a second. The flings are sampled at 1000 Hz unless --fps \
        says otherwise; --from and --until apply to a trace only.

        A demo's trace (date, time) is charted one column at a time: --column N picks it \
        (0, the leftmost, by default), and the title names it.

        --out - writes the SVG to standard output.

        Examples:
          detent plot Traces/fling-bounce.jsonl --out fling.svg
          detent plot --profiles all --out profiles.svg
          detent plot --profiles ios,android,gtk docs/images/flick.jsonl \\
              --out feels.svg
          detent plot Traces/catch-deceleration.jsonl --out catch.svg \\
              --from 0.2 --until 0.8
          detent plot Traces/date-demo.jsonl --column 1 --out day.svg
        """
    )

    @Argument(help: "The trace file; - reads standard input. Without one, --profiles plots the built-in flings.")
    var trace: String?

    @Option(help: "The SVG file to write; - writes to standard output.")
    var out: String

    @Option(parsing: .unconditional, help: "Samples per second of the curves (default 240 for a trace, 1000 for the built-in flings; fewer when a pixel column would get more than 32).",
            transform: ArgumentForms.wholeNumber)
    var fps: Int?

    @Option(parsing: .unconditional, help: "Start the time axis here (seconds; default 0; a trace's chart only).")
    var from: Double?

    @Option(parsing: .unconditional, help: "End the time axis here (seconds; default: where the replay ends; a trace's chart only).")
    var until: Double?

    @Option(help: "Compare platform profiles, comma-separated: ios, android, flutter-bouncing, flutter-clamping, gtk (or all).")
    var profiles: String?

    @Option(parsing: .unconditional, help: "A demo's column to chart, 0 the leftmost (default: 0; a date's month, day and year are 0, 1, 2).")
    var column: Int?

    /// The profiles of --profiles.
    func profileList() throws -> [ScrollPhysics]? {
        try profiles.map { try ArgumentForms.profiles($0, option: "--profiles") }
    }

    func validate() throws {
        if let fps { guard (1...100_000).contains(fps) else { throw ValidationError("--fps must be a whole number from 1 to 100000, not \(fps)") } }
        try checkTime(from, "--from")
        try checkTime(until, "--until")
        if let from, let until, until <= from { throw ValidationError("--until (\(until)) must be later than --from (\(from))") }
        _ = try profileList()
        if let column, column < 0 { throw ValidationError("--column must be 0 or more, not \(column)") }
        if column != nil && profiles != nil { throw ValidationError("--column charts one column of a demo's trace; --profiles compares whole pickers") }
        if trace == nil {
            guard profiles != nil else {
                throw ValidationError("give a trace to plot, or --profiles NAMES for the built-in flings (detent plot --profiles all --out profiles.svg)")
            }
            guard from == nil && until == nil else {
                throw ValidationError("--from and --until zoom into a trace's chart; the built-in flings have none")
            }
        }
    }

    func run() throws {
        // The output path first: a bad one fails at once, said once.
        if let trace, let problem = overwritesInput(out, option: "--out", input: trace) {
            printError("detent plot: \(problem)")
            throw ExitCode(ExitStatus.usage)
        }
        if out != "-", let problem = outputFileProblem(out) {
            printError(problem)
            throw ExitCode(ExitStatus.cannotCreate)
        }
        let svg: String
        if let trace {
            let name = trace == "-" ? "<stdin>" : trace
            let t = try loadTrace(trace)
            let list = try profileList()
            if let column {
                let count = (t.header.makeModel() as? ColumnPicker)?.columns.count ?? 1
                guard column < count else {
                    printError("detent plot: --column \(column): \(name) has " + (count == 1 ? "one wheel (column 0)" : "columns 0 to \(count - 1)"))
                    throw ExitCode(ExitStatus.usage)
                }
            }
            do {
                if let list {
                    svg = try ProfilePlot(trace: t, name: name, profiles: list, fps: fps ?? 240).svg()
                } else {
                    var plot = TracePlot(trace: t, name: name, fps: fps ?? 240, from: from, until: until)
                    plot.column = column ?? 0
                    svg = try plot.svg()
                }
            } catch {
                printError(error.description)
                throw ExitCode(ExitStatus.dataError)
            }
        } else {
            do {
                svg = try ProfileFlingsPlot(profiles: try profileList() ?? ScrollPhysics.all,
                                            sampleRate: fps ?? ProfileMeasurement.defaultSampleRate).svg()
            } catch let error as ScrollEngineError {
                printError("detent plot: the engine refused a fling: \(error)")
                throw ExitCode(ExitStatus.dataError)
            }
        }
        if out == "-" {
            OutputBuffer().line(String(svg.dropLast()))   // the SVG ends with its newline
            return
        }
        do { try TextFile.write(svg, to: out) } catch {
            printError("\(error)")   // names the path and the reason
            throw ExitCode(ExitStatus.cannotCreate)
        }
    }
}

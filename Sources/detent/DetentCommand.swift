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

// MARK: - Shared

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

extension ReplayFormat: ExpressibleByArgument {}

/// The options `replay` and `fling` share.
struct OutputOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Frames per second: frames are sampled at t = k/fps.")
    var fps: Int = 120

    @Flag(help: "Print one JSON object with the final state and a digest instead of the lines.")
    var summary = false

    @Option(help: "Line format: jsonl or csv.")
    var format: ReplayFormat = .jsonl

    @Option(parsing: .unconditional, help: "End the run at this trace time (seconds).")
    var until: Double?

    @Option(name: .customLong("expect-value"), parsing: .unconditional,
            help: "Exit with status 1 unless the final value is this one (within half a step).")
    var expectValue: Double?

    @Option(name: .customLong("max-frames"),
            help: "Refuse (exit 64) to print more frame lines than this; --until bounds a long trace. Not used with --summary.")
    var maxFrames: Int = OutputOptions.defaultMaxFrames

    /// 1,000,000 frames: 2.3 hours at 120 fps, about 100 MB of JSON Lines.
    static let defaultMaxFrames = 1_000_000

    func validate() throws {
        guard (1...100_000).contains(fps) else { throw ValidationError("--fps must be a whole number from 1 to 100000, not \(fps)") }
        try checkTime(until, "--until")
        if let expectValue, !expectValue.isFinite { throw ValidationError("--expect-value must be a finite number, not \(expectValue)") }
        guard maxFrames >= 1 else { throw ValidationError("--max-frames must be at least 1, not \(maxFrames)") }
    }

    /// A summary skips resting frames and needs no frame limit; lines are bounded by --max-frames.
    var replayOptions: ReplayOptions {
        ReplayOptions(fps: fps, until: until, maxFrames: summary ? nil : maxFrames, skipsRestingFrames: summary)
    }

    /// Runs the replay, printing its lines or its summary, then checks --expect-value.
    func run(_ replayer: Replayer) throws {
        let out = OutputBuffer()
        let summaryResult: ReplaySummary
        do {
            if summary {
                summaryResult = try replayer.run(record: { _ in })
                out.line(summaryResult.json)
            } else {
                if format == .csv { out.line(ReplayFormat.csvHeader) }
                let f = format
                summaryResult = try replayer.run(record: { out.line(f.line($0)) })
            }
        } catch {
            out.flush()
            printError(error.description)
            throw ExitCode(error.exitStatus)
        }
        out.flush()
        // Values are compared as the picker's values: equal when closer than half a step.
        let values = replayer.picker.configuration.values
        if let expectValue, !values.isSameValue(summaryResult.finalValue, expectValue) {
            let expected = Double(values.text(expectValue)) == expectValue ? values.text(expectValue) : JSONFormat.number(expectValue)
            printError("detent: expected final value \(expected), got \(values.text(summaryResult.finalValue))")
            throw ExitCode(ExitStatus.mismatch)
        }
    }
}

// MARK: - replay

struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay a trace headless and print the engine's frames and events.",
        discussion: """
        Prints one JSON line per frame, {"kind":"frame","t","offset","velocity","phase","value"}, \
        sampled at t = k/fps from 0 through the first frame at or after the engine comes to rest, \
        and one per event, {"kind":"selection","t","from","to","cause"} and \
        {"kind":"phase","t","from","to","velocity"}, at their exact times (events before the frame \
        at equal t). Events and the final state do not depend on --fps.

        Examples:
          detent replay Traces/slow-drag.jsonl
          detent replay Traces/fling-bounce.jsonl --summary
          detent replay - --format csv --fps 60 < trace.jsonl
          # in CI: exit 1 unless the final value is 11
          detent replay Traces/keyboard-steps.jsonl --expect-value 11
        """
    )

    @Argument(help: "The trace file (JSON Lines); - reads standard input.")
    var trace: String

    @Option(help: "Replay under this platform profile instead of the trace's own (its picker.rate is then ignored).")
    var profile: ScrollPhysics?

    @OptionGroup var output: OutputOptions

    func run() throws {
        var t = try loadTrace(trace)
        if let profile {
            t.header.picker.profile = profile
            t.header.picker.rate = nil
        }
        try output.run(Replayer(trace: t, options: output.replayOptions, name: trace == "-" ? "<stdin>" : trace))
    }
}

// MARK: - fling

struct Fling: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Release the reference picker with an exact offset velocity and print what happens.",
        discussion: """
        The reference picker (values 0...100, 10 pt per value, offset bounds 0...1000, 280 × 80 \
        centred in a 480 × 200 window) rests at --from, then is released at t = 0 with the offset \
        velocity --velocity (pt/s, positive toward larger values), as a pointer release with that \
        estimate would. The output is the same as replay's; value is the value under the \
        indicator whatever the behaviour.

        Behaviours: closest multiple of the step (default), none, snap:STEP (closest multiple of \
        STEP points), paging, view-aligned.

        Examples:
          detent fling --velocity 2000
          detent fling --velocity -1500 --from 800 --rate fast --summary
          detent fling --velocity 3000 --behavior snap:50 --fps 60 --format csv
          # into the end: a bounce
          detent fling --velocity 5000 --behavior none --summary
          detent fling --velocity 2000 --profile android --summary
        """
    )

    @Option(parsing: .unconditional, help: "The release velocity in offset points per second (negative toward smaller values).")
    var velocity: Double

    @Option(parsing: .unconditional, help: "The offset the picker rests at before the release (clamped to 0...1000).")
    var from: Double = 0

    @Option(help: "The platform profile.")
    var profile: ScrollPhysics = .iOS

    @Option(help: "A decay rate replacing the profile's fling: normal (0.998/ms), fast (0.99/ms), or a number in (0, 1).")
    var rate: DecelerationRate?

    @Option(help: "Where it comes to rest: closest-multiple (of the picker's step), snap:STEP, paging, view-aligned or none.")
    var behavior: PickerBehavior = .closestMultiple

    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard velocity.isFinite else { throw ValidationError("--velocity must be a finite number, not \(velocity)") }
        guard from.isFinite else { throw ValidationError("--from must be a finite number, not \(from)") }
    }

    func run() throws {
        try output.run(FlingSetup(velocity: velocity, from: from, profile: profile, rate: rate, behavior: behavior)
            .replayer(options: output.replayOptions))
    }
}

// MARK: - validate

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
        print(stats.report(name: trace == "-" ? "<stdin>" : trace, header: t.header), terminator: "")
    }
}

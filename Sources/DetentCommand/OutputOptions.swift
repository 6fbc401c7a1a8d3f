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

extension ReplayFormat: ExpressibleByArgument {}

/// The options `replay` and `fling` share.
struct OutputOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Frames per second, 1 to 100000: frames are sampled at t = k/fps (default: 120).", transform: ArgumentForms.wholeNumber)
    var fps: Int = 120

    @Flag(help: "Print one JSON object with the final state and a digest instead of the lines.")
    var summary = false

    @Option(help: "Output format: jsonl or csv (with --summary: a header row and one row).")
    var format: ReplayFormat = .jsonl

    @Option(parsing: .unconditional, help: "End the run at this trace time (seconds).")
    var until: Double?

    @Option(name: .customLong("expect-value"), parsing: .unconditional,
            help: "Exit with status 1 unless the final value is this one (within half a step).")
    var expectValue: Double?

    @Option(name: .customLong("max-frames"), parsing: .unconditional,
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
                if format == .csv {
                    out.line(ReplaySummary.csvHeader)
                    out.line(summaryResult.csv)
                } else {
                    out.line(summaryResult.json)
                }
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
        guard let values = replayer.picker?.configuration.values else {
            // A demo's value is its combined number (yyyymmdd, hhmm): compared exactly.
            if let expectValue, expectValue != summaryResult.finalValue {
                // The expected number as a date or time only where it is one (21000210.4,
                // 21001399 or -3 shown as such, not as the 2100-02-10, 2100-13-99 or 0-00-0-3
                // its label would read).
                var expected = JSONFormat.number(expectValue)
                if let columns = replayer.model as? ColumnPicker {
                    let value = ColumnPicker.value(number: expectValue, kind: columns.configuration.kind)
                    if value.isValid && value.numberValue == expectValue { expected = value.description }
                }
                printError("detent: expected final value \(expected), got \(replayer.model.modelLabel(summaryResult.finalValue))")
                throw ExitCode(ExitStatus.mismatch)
            }
            return
        }
        if let expectValue, !values.isSameValue(summaryResult.finalValue, expectValue) {
            let expected = Double(values.text(expectValue)) == expectValue ? values.text(expectValue) : JSONFormat.number(expectValue)
            printError("detent: expected final value \(expected), got \(values.text(summaryResult.finalValue))")
            throw ExitCode(ExitStatus.mismatch)
        }
    }
}

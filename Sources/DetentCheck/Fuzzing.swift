import DetentTrace

/// What the engine fuzz target runs on one input (and the tests on each saved crash).
public enum EngineFuzzing {
    /// Pickers stay small enough for thousands of runs a second.
    public static let maximumValueCount = 5_000
    /// At most this many gestures per input.
    public static let maximumGestures = 16

    /// Runs gestures decoded from `bytes` until they are used up; the violations seen.
    public static func run(_ bytes: [UInt8]) -> [InvariantViolation] {
        let driver = GestureDriver(source: ByteEntropy(bytes), shadow: true, maximumValueCount: maximumValueCount)
        while !driver.source.isExhausted && driver.gestures < maximumGestures { driver.runGesture() }
        return driver.invariants.first
    }
}

/// What the trace-reader fuzz target runs on one input (and the tests on each saved crash).
public enum TraceFuzzing {
    /// Frames a line-mode replay may take for the comparison with the summary.
    public static let comparedFrames = 20_000

    /// Reads `bytes` as a trace file. Either a `FILE:LINE: reason` error, or a trace that
    /// writes back to the same trace, validates, and replays to the same summary whether
    /// resting frames are sampled or skipped. Returns what broke, if anything.
    public static func run(_ bytes: [UInt8]) -> String? {
        let trace: Trace
        do { trace = try TraceReader.parse(bytes: bytes, name: "fuzz") } catch {
            if error.line < 1 || !error.description.hasPrefix("fuzz:\(error.line): ") {
                return "an error without FILE:LINE: \(error)"
            }
            return nil
        }
        let text = Array(TraceEncoding.text(of: trace).utf8)
        guard let again = try? TraceReader.parse(bytes: text, name: "written") else {
            return "a trace read back from its own text fails to parse"
        }
        if again.header != trace.header || again.inputs != trace.inputs { return "a written trace reads back differently" }
        // (The validate report's text is the executable's; TraceReliabilityTests format extreme times with it.)
        _ = TraceStats(trace: trace)

        let summary: ReplaySummary
        do { summary = try Replayer(trace: trace, options: ReplayOptions(skipsRestingFrames: true)).run(record: { _ in }) } catch {
            // The engine may refuse an input (e.g. a pointer position it cannot use): a
            // FILE:LINE: error, which is fine.
            return error.line >= 1 ? nil : "a replay error without a line: \(error)"
        }
        let full: ReplaySummary
        do { full = try Replayer(trace: trace, options: ReplayOptions(maxFrames: comparedFrames)).run(record: { _ in }) } catch {
            return error.kind == .frameLimit ? nil : "the sampled replay failed where the summary did not: \(error)"
        }
        if full.digest != summary.digest || full.frames != summary.frames
            || full.finalOffset.bitPattern != summary.finalOffset.bitPattern || full.restTime != summary.restTime {
            return "skipping resting frames changed the summary: \(full.json) vs \(summary.json)"
        }
        return nil
    }
}

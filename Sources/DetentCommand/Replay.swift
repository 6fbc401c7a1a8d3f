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

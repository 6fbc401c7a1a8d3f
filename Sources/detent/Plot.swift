import ArgumentParser
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

        Example:
          detent plot Traces/fling-bounce.jsonl --out fling.svg
        """
    )

    @Argument(help: "The trace file; - reads standard input.")
    var trace: String

    @Option(help: "The SVG file to write.")
    var out: String

    @Option(help: "Frames per second of the sampled curves.")
    var fps: Int = 240

    func validate() throws {
        guard (1...100_000).contains(fps) else { throw ValidationError("--fps must be a whole number from 1 to 100000") }
    }

    func run() throws {
        let name = trace == "-" ? "<stdin>" : trace
        let t = try loadTrace(trace)
        let svg: String
        do {
            svg = try TracePlot(trace: t, name: name, fps: fps).svg()
        } catch {
            printError(error.description)
            throw ExitCode(65)
        }
        do { try writeText(svg, to: out) } catch {
            printError("\(out): cannot write: \(error)")
            throw ExitCode(73)
        }
    }
}

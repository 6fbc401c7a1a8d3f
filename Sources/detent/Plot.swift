import ArgumentParser
import Detent
import DetentTrace

struct Plot: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Plot a replayed trace as an SVG chart: offset and velocity over time.",
        discussion: """
        The chart has two panels sharing the time axis: the offset (with the values as a second \
        scale) and the offset velocity. Phases are coloured bands behind both, selection changes \
        ticks along the top of the offset panel, releases (leaving interacting) dashed lines \
        labelled with the release velocity, inputs small marks along the bottom.

        With --profiles, the trace is replayed under each listed platform profile and drawn in \
        one chart instead: offset and velocity, one colour per profile, a legend with where and \
        when each comes to rest.

        Examples:
          detent plot Traces/fling-bounce.jsonl --out fling.svg
          detent plot --profiles ios,android,gtk Traces/fling-bounce.jsonl --out feels.svg
        """
    )

    @Argument(help: "The trace file; - reads standard input.")
    var trace: String

    @Option(help: "The SVG file to write.")
    var out: String

    @Option(help: "Frames per second of the sampled curves.")
    var fps: Int = 240

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
        guard (1...100_000).contains(fps) else { throw ValidationError("--fps must be a whole number from 1 to 100000") }
        _ = try profileList()
    }

    func run() throws {
        let name = trace == "-" ? "<stdin>" : trace
        let t = try loadTrace(trace)
        let list = try profileList()
        let svg: String
        do {
            if let list {
                svg = try ProfilePlot(trace: t, name: name, profiles: list, fps: fps).svg()
            } else {
                svg = try TracePlot(trace: t, name: name, fps: fps).svg()
            }
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

import ArgumentParser
import Detent
import DetentCLI

extension ProfileTable.Format: ExpressibleByArgument {}

struct Profiles: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure the platform profiles on four flings of the reference picker and print a table.",
        discussion: """
        Each profile flings the reference picker of `detent fling` (offset bounds \
        0...1000, pages of 280 pt) four times, and the engine itself is measured:

          free fling      \(ProfileFling.free.description):
                          the distance, the time to rest
          into the end    \(ProfileFling.intoTheEnd.description): the speed
                          reaching the end, the speed carried past it (0: the
                          edge stops it), the peak overshoot, the time to rest
          paging flicks   \(shortest(ProfileFling.slowPage.velocity)) and \(shortest(ProfileFling.fastPage.velocity)) pt/s from \(shortest(ProfileFling.slowPage.from)), paging:
                          the page each lands on (page k at k × 280 pt), the
                          time to rest

        The trajectory is sampled at 1000 Hz (the peak overshoot), the time to rest is the \
        engine's own, and the edge's speeds are taken either side of the exact moment the \
        content reaches the end (the engine gives the same state at a time whatever frames \
        came before). `detent plot --profiles NAMES` draws the same flings.

        Formats: markdown (a row per figure, a column per profile: docs/profiles.md's \
        table), brief (three rows: the README's), csv and jsonl (a record per profile and \
        fling, every figure, null or empty where one does not apply).

        Examples:
          detent profiles
          detent profiles ios gtk --format brief
          detent profiles android,flutter-clamping --format csv
        """
    )

    @Argument(help: "The profiles to measure, by name or comma-separated: ios, android, flutter-bouncing, flutter-clamping, gtk (default: all).")
    var names: [String] = []

    @Option(help: "markdown, brief (three rows), csv or jsonl.")
    var format: ProfileTable.Format = .markdown

    func profileList() throws -> [ScrollPhysics] {
        var list: [ScrollPhysics] = []
        for name in names { list += try ArgumentForms.profiles(name) }
        return list.isEmpty ? ScrollPhysics.all : list
    }

    func validate() throws { _ = try profileList() }

    func run() throws {
        let profiles = try profileList()
        let table: ProfileTable
        do { table = try ProfileTable(profiles: profiles) } catch {
            printError("detent profiles: the engine refused a fling: \(error)")
            throw ExitCode(ExitStatus.dataError)
        }
        let out = OutputBuffer()
        for line in table.lines(format) { out.line(line) }
    }
}

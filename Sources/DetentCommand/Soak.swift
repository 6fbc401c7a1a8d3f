import ArgumentParser
import Detent
import DetentCLI
import DetentCheck
import DetentTrace
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct Soak: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run random gestures of every kind on random pickers and check the engine's invariants after every step.",
        discussion: """
        Drags, flings, catches, cancels, trackpad swipes, wheel notches, keys, scroll-to, window \
        and container resizes, content changes and scripted flings, on random pickers (values, \
        spacing, axis, behaviour, rate, size), with frames at random rates. After every input and \
        every frame: numbers finite, legal phase changes, a contiguous selection chain that agrees \
        with the offset (also at each event's time, on a second picker advanced through them), no \
        speed above a fling's release speed, overshoot within the profile's bound, at rest inside \
        the bounds and on a target when the behaviour snaps.

        Every picker has the profile --profile names (ios, the default; android, \
        flutter-bouncing, flutter-clamping, gtk), or with --profile all a random one each, a \
        Flutter one at a random device pixel ratio of 1, 2 or 3. Each is held to its own edge: \
        ios overshoots at most a quarter of the container, gtk 50 pt, android and \
        flutter-clamping not at all, flutter-bouncing as far as its spring goes, back inside \
        the bounds at rest.

        Prints one JSON line: gestures, inputs, seconds, gestures_per_second, peak_rss_mb, \
        violations, digest (the same seed gives the same digest). The first violations go to \
        standard error with the gesture they happened in; the exit status is 1 when there are any.

        Example:
          detent soak --gestures 1000000 --seed 1    # a release build: minutes
          detent soak --gestures 200000 --seed 2 --profile all
        """
    )

    @Option(parsing: .unconditional, help: "How many gestures.")
    var gestures: Int = 10_000

    @Option(parsing: .unconditional, help: "The seed of the random gestures (0 to 2^64 - 1).")
    var seed: UInt64 = 1

    @Option(help: "The platform profile of every picker, or all: a random one each (a Flutter one at a device pixel ratio of 1, 2 or 3).")
    var profile: SoakProfile = SoakProfile(argument: "ios")!

    func validate() throws {
        guard gestures >= 0 else { throw ValidationError("--gestures must be 0 or more, not \(gestures)") }
    }

    func run() throws {
        let start = Self.seconds()
        let result = DetentCheck.Soak.run(gestures: gestures, seed: seed, profiles: profile.profiles)
        let elapsed = Self.seconds() - start
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let peakMB = Double(usage.ru_maxrss) / 1024   // ru_maxrss is in KiB on Linux
        let rate = elapsed > 0 ? Double(result.gestures) / elapsed : 0
        func r(_ d: Double, _ places: Double) -> String { JSONFormat.number((d * places).rounded() / places) }
        OutputBuffer().line("{\"gestures\":\(result.gestures),\"inputs\":\(result.inputs),\"seconds\":\(r(elapsed, 1000)),"
              + "\"gestures_per_second\":\(r(rate, 1)),\"peak_rss_mb\":\(r(peakMB, 10)),"
              + "\"violations\":\(result.violations),\"digest\":\"\(ReplayDigest.hex(result.digest))\"}")
        for v in result.firstViolations { printError("detent soak: \(v)") }
        for (kind, n) in result.counts.sorted(by: { $0.key < $1.key }) { printError("detent soak: \(kind): \(n)") }
        if result.violations > 0 {
            printError("detent soak: \(result.violations) violations; rerun with the same --seed and --gestures to reproduce")
            throw ExitCode(ExitStatus.mismatch)
        }
    }

    /// Wall-clock seconds for the report (the engine itself never reads a clock).
    static func seconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}

/// `--profile`: one platform profile by name, or `all`.
struct SoakProfile: ExpressibleByArgument {
    var name: String
    var profiles: [ScrollPhysics]

    init?(argument: String) {
        if argument == "all" { (name, profiles) = (argument, ScrollPhysics.all); return }
        guard let p = ScrollPhysics(named: argument) else { return nil }
        (name, profiles) = (p.name, [p])
    }

    static var allValueStrings: [String] { ScrollPhysics.all.map(\.name) + ["all"] }
    var defaultValueDescription: String { name }
}

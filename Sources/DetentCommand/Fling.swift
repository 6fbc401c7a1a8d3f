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

    @Option(parsing: .unconditional, help: "A decay rate replacing the profile's fling: normal (0.998/ms), fast (0.99/ms), or a number in (0, 1).",
            transform: ArgumentForms.rate)
    var rate: DecelerationRate?

    @Option(help: "Where it comes to rest: closest-multiple (of the picker's step), snap:STEP, paging, view-aligned or none.",
            transform: ArgumentForms.behavior)
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

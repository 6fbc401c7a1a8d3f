import ArgumentParser
import Detent
import DetentCLI
import DetentPicker
import DetentSDL
import DetentTrace

extension WheelMode: ExpressibleByArgument {}

/// The interactive sandbox: the wheel picker in an SDL2 window at 120 Hz.
struct Sandbox: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sandbox",
        abstract: "The Detent wheel picker in a window, paced to 120 Hz.",
        discussion: """
        Drag, fling, wheel, trackpad, arrows, Page Up/Down, Home/End move the picker.
        H toggles the heads-up display, M mutes the clicks, Escape or Q quits.
        """)

    @Option(help: "The values, FROM:TO[:STEP] (default 0:100:1).", transform: ArgumentForms.values) var values: PickerValues?
    @Option(help: "A major tick and a label every N values (default 5).") var majorEvery: Int?
    @Option(help: "horizontal or vertical.") var axis: Axis?
    @Option(help: "light or dark.") var theme: PickerTheme?
    @Option(help: "closest-multiple, snap:STEP, paging, view-aligned or none.") var behavior: PickerBehavior?
    @Option(help: "normal, fast, or the velocity kept per millisecond (0 < R < 1).") var rate: DecelerationRate?
    @Option(help: "auto, precise or notched: how wheel events are read.") var wheel: WheelMode = .auto
    @Option(help: "Points per wheel notch (default: one step, 10 pt).") var pointsPerNotch: Double?
    @Option(help: "The window size in points, WxH (default 480x200).", transform: ArgumentForms.size) var size: Size?
    @Option(help: "Write every input to this trace file.") var record: String?
    @Option(help: "Drive the window from this trace, in real time (the picker and window are the trace's).") var replay: String?
    @Option(help: "Save a PNG of the window at --at seconds and exit.") var screenshot: String?
    @Option(help: "Seconds since the first frame (trace time with --replay) for --screenshot.") var at: Double?
    @Option(help: "Run this many frames, print frame statistics as one JSON line, exit.") var frames: Int?
    @Flag(help: "Start with the heads-up display shown.") var hud = false
    @Flag(help: "Start muted.") var mute = false

    func validate() throws {
        if screenshot != nil && at == nil { throw ValidationError("--screenshot needs --at SECONDS") }
        if let at, !(at.isFinite && at >= 0) { throw ValidationError("--at must be a finite number of seconds ≥ 0") }
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1") }
        if let p = pointsPerNotch, !(p.isFinite && p > 0) { throw ValidationError("--points-per-notch must be positive") }
        if replay != nil && record != nil { throw ValidationError("--record and --replay cannot be combined") }
        if let majorEvery {
            do { try WheelPicker.Configuration.majorEveryRule.check(Double(majorEvery)) } catch {
                throw ValidationError("--major-every: \(error)")
            }
        }
    }

    func options() throws -> SandboxOptions {
        var o = SandboxOptions()
        var spec = PickerSpec(values: values, majorEvery: majorEvery, axis: axis, behavior: behavior, rate: rate, theme: theme)
        // Vertical labels sit between the left and right ticks: wider than the 80-pt band.
        if axis == .vertical { spec.size = Size(width: 120, height: 280) }
        o.wheelMode = wheel
        o.pointsPerNotch = pointsPerNotch
        o.window = size ?? (axis == .vertical ? Size(width: 200, height: 480) : o.window)
        o.picker = spec
        o.recordPath = record
        if let replay {
            do { o.replay = try TraceReader.read(path: replay) } catch {
                printError("sandbox: \(error)")
                throw ExitCode(error.exitStatus)
            }
        }
        o.screenshotPath = screenshot
        o.screenshotAt = at
        o.frames = frames
        o.showHUD = hud
        o.muted = mute
        return o
    }

    func run() throws {
        let o = try options()
        let app: SandboxApp
        do { app = try SandboxApp(options: o) } catch {
            printError(error.description)
            throw ExitCode(69)
        }
        app.run()
        for w in app.warnings.prefix(10) { printError("sandbox: \(w)") }
        if o.frames != nil { print(app.statistics.jsonLine(period: 1 / o.rate)) }
    }
}

Sandbox.main()

import ArgumentParser
import Detent
import DetentPicker
import DetentSDL
import DetentTrace
#if canImport(Glibc)
import Glibc
#endif

/// The interactive sandbox: the wheel picker in an SDL2 window at 120 Hz.
struct Sandbox: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sandbox",
        abstract: "The Detent wheel picker in a window, paced to 120 Hz.",
        discussion: """
        Drag, fling, wheel, trackpad, arrows, Page Up/Down, Home/End move the picker.
        H toggles the heads-up display, M mutes the clicks, P switches to the next platform
        profile (ios, android, flutter-bouncing, flutter-clamping, gtk; shown in the HUD),
        Escape or Q quits.
        """)

    @Option(help: "The values, FROM:TO[:STEP] (default 0:100:1).") var values: String?
    @Option(help: "A major tick and a label every N values (default 5).") var majorEvery: Int?
    @Option(help: "horizontal or vertical.") var axis: String?
    @Option(help: "light or dark.") var theme: String?
    @Option(help: "closest-multiple, paging, view-aligned or none.") var behavior: String?
    @Option(help: "The platform profile: ios (default), android, flutter-bouncing, flutter-clamping or gtk.") var profile: String?
    @Option(help: "A decay rate replacing the profile's fling: normal, fast, or the velocity kept per millisecond (0 < R < 1).") var rate: String?
    @Option(help: "auto, precise or notched: how wheel events are read.") var wheel: String = "auto"
    @Option(help: "Points per wheel notch (default: one step, 10 pt).") var pointsPerNotch: Double?
    @Option(help: "The window size in points, WxH (default 480x200).") var size: String?
    @Option(help: "Write every input to this trace file.") var record: String?
    @Option(help: "Drive the window from this trace, in real time (the picker and window are the trace's).") var replay: String?
    @Option(help: "Save a PNG of the window at --at seconds and exit.") var screenshot: String?
    @Option(help: "Seconds since the first frame (trace time with --replay) for --screenshot.") var at: Double?
    @Option(help: "Run this many frames, print frame statistics as one JSON line, exit.") var frames: Int?
    @Flag(help: "Start with the heads-up display shown.") var hud = false
    @Flag(help: "Start muted.") var mute = false

    func parsePair(_ s: String, _ what: String) throws -> (Double, Double) {
        let parts = s.lowercased().split(separator: "x")
        guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), a.isFinite, b.isFinite, a >= 1, b >= 1 else {
            throw ValidationError("\(what) '\(s)' is not WxH with positive numbers, e.g. 480x200")
        }
        return (a, b)
    }

    func validate() throws {
        if screenshot != nil && at == nil { throw ValidationError("--screenshot needs --at SECONDS") }
        if let at, !(at.isFinite && at >= 0) { throw ValidationError("--at must be a finite number of seconds ≥ 0") }
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1") }
        if let p = pointsPerNotch, !(p.isFinite && p > 0) { throw ValidationError("--points-per-notch must be positive") }
        if replay != nil && record != nil { throw ValidationError("--record and --replay cannot be combined") }
    }

    func options() throws -> SandboxOptions {
        var o = SandboxOptions()
        var spec = PickerSpec()
        if let values {
            let parts = values.split(separator: ":", omittingEmptySubsequences: false).map { Double($0) }
            guard (2...3).contains(parts.count), parts.allSatisfy({ $0 != nil }) else {
                throw ValidationError("--values '\(values)' is not FROM:TO[:STEP], e.g. 0:10:0.25")
            }
            let by = parts.count == 3 ? parts[2]! : 1
            do { _ = try PickerValues(from: parts[0]!, to: parts[1]!, by: by) } catch { throw ValidationError("--values: \(error)") }
            spec.values = .init(from: parts[0]!, to: parts[1]!, by: by)
        }
        if let majorEvery {
            guard majorEvery >= 1 else { throw ValidationError("--major-every must be at least 1") }
            spec.majorEvery = majorEvery
        }
        if let axis {
            switch axis { case "horizontal": spec.axis = .horizontal; case "vertical": spec.axis = .vertical
            default: throw ValidationError("--axis must be horizontal or vertical, not '\(axis)'") }
        }
        // Vertical labels sit between the left and right ticks: wider than the 80-pt band.
        if spec.axis == .vertical { spec.size = Size(width: 120, height: 280) }
        if let theme {
            guard let t = PickerSpec.Theme(rawValue: theme) else { throw ValidationError("--theme must be light or dark, not '\(theme)'") }
            spec.theme = t
        }
        if let behavior {
            guard let b = PickerSpec.Behavior(rawValue: behavior) else {
                throw ValidationError("--behavior must be closest-multiple, paging, view-aligned or none, not '\(behavior)'")
            }
            spec.behavior = b
        }
        if let profile {
            guard let p = ScrollPhysics(named: profile) else {
                throw ValidationError("--profile must be one of \(ScrollPhysics.all.map(\.name).joined(separator: ", ")), not '\(profile)'")
            }
            spec.profile = p
        }
        if let rate {
            switch rate {
            case "normal": spec.rate = .normal
            case "fast": spec.rate = .fast
            default:
                guard let r = Double(rate).flatMap({ DecelerationRate(rawValue: $0) }) else {
                    throw ValidationError("--rate must be normal, fast or a number between 0 and 1, not '\(rate)'")
                }
                spec.rate = r
            }
        }
        guard let mode = WheelMode(rawValue: wheel) else { throw ValidationError("--wheel must be auto, precise or notched, not '\(wheel)'") }
        o.wheelMode = mode
        o.pointsPerNotch = pointsPerNotch
        if let size {
            let (w, h) = try parsePair(size, "--size")
            o.window = Size(width: w, height: h)
        } else if spec.axis == .vertical {
            o.window = Size(width: 200, height: 480)
        }
        o.picker = spec
        o.recordPath = record
        if let replay {
            do { o.replay = try TraceReader.read(path: replay) } catch {
                FileHandleless.printError("sandbox: \(error)")
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
            FileHandleless.printError(error.description)
            throw ExitCode(69)
        }
        app.run()
        for w in app.warnings.prefix(10) { FileHandleless.printError("sandbox: \(w)") }
        if o.frames != nil { print(app.statistics.jsonLine(period: 1 / o.rate)) }
    }
}

/// Writing to standard error without Foundation or a global `var`.
enum FileHandleless {
    static func printError(_ s: String) {
        let line = s + "\n"
        _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
    }
}

Sandbox.main()

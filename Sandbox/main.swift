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
        Drag, fling, wheel, trackpad, arrows, Page Up/Down, Home/End move the picker. \
        H toggles the heads-up display, M mutes the clicks, P switches to the next platform \
        profile (ios, android, flutter-bouncing, flutter-clamping, gtk; shown in the HUD), \
        Escape or Q quits.

        Examples (from the checkout, after make release):
          .build/release/sandbox --values 0:10:0.25 --major-every 8 --theme dark
          .build/release/sandbox --axis vertical --behavior paging --rate fast
          .build/release/sandbox --profile android --hud
          .build/release/sandbox --record my.jsonl
          .build/release/sandbox --replay Traces/fling-bounce.jsonl --theme dark
          .build/release/sandbox --replay Traces/fling-bounce.jsonl \\
              --screenshot shot.png --at 3.2
          xvfb-run -a -s "-screen 0 1280x720x24" .build/release/sandbox --frames 1200

        \(ExitStatus.table)
        """,
        version: detentVersion)

    @Option(parsing: .unconditional, help: "The values, FROM:TO[:STEP] (default: 0:100:1).") var values: String?
    @Option(parsing: .unconditional, help: "A major tick every N values (default: 5); labels thin out to every 1, 2, 5, 10… majors when they would overlap.")
    var majorEvery: Int?
    @Option(help: "horizontal or vertical (default: horizontal).") var axis: String?
    @Option(help: "light or dark (default: light; with --replay, overrides the trace's).") var theme: String?
    @Option(help: "closest-multiple, paging, view-aligned or none (default: closest-multiple).") var behavior: String?
    @Option(help: "The platform profile: ios, android, flutter-bouncing, flutter-clamping or gtk (default: ios; P switches live).")
    var profile: String?
    @Option(parsing: .unconditional, help: "A decay rate replacing the profile's fling: normal, fast, or the velocity kept per millisecond, 0 < R < 1 (default: the profile's).") var rate: String?
    @Option(help: "auto, precise or notched: how wheel events are read.") var wheel: String = "auto"
    @Option(parsing: .unconditional, help: "Points per wheel notch (default: one step, 10 pt).") var pointsPerNotch: Double?
    @Option(parsing: .unconditional, help: "The window size in points, WxH (default: 480x200; 200x480 vertical).") var size: String?
    @Option(parsing: .unconditional, help: "The picker's size in points, WxH (default: 280x80; 120x280 vertical; shrunk to the window).")
    var pickerSize: String?
    @Option(help: "Write every input to this trace file.") var record: String?
    @Option(help: "Drive the window from this trace, in real time (the picker and window are the trace's); the window stays open at the end.")
    var replay: String?
    @Option(help: "Save a PNG of the window at --at seconds and exit.") var screenshot: String?
    @Option(parsing: .unconditional, help: "Seconds since the first frame (trace time with --replay) for --screenshot.") var at: Double?
    @Option(parsing: .unconditional, help: "Run this many frames, print frame statistics as one JSON line (the first \(FrameStatistics.warmupFrames) are warm-up, not measured), exit.")
    var frames: Int?
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
        if at != nil && screenshot == nil { throw ValidationError("--at needs --screenshot FILE (it says when to take it)") }
        if let at {
            guard at.isFinite, at >= 0 else { throw ValidationError("--at must be a finite number of seconds ≥ 0, not \(at)") }
            guard InputLimits.isAcceptedTime(at) else { throw ValidationError("--at (\(at) s) is beyond the accepted range (at most \(Int(saturating: InputLimits.maximumTime)) s)") }
        }
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1, not \(frames)") }
        if let frames, let at, Double(frames) / 120 < at {
            throw ValidationError("--frames \(frames) ends at about \(PickerValues.format(Double(frames) / 120, decimals: 2)) s, before --at \(at): the screenshot would never be taken")
        }
        if let p = pointsPerNotch, !(p.isFinite && p > 0) { throw ValidationError("--points-per-notch must be a positive number, not \(p)") }
        if let majorEvery, majorEvery < 1 { throw ValidationError("--major-every must be at least 1, not \(majorEvery)") }
        if replay != nil && record != nil { throw ValidationError("--record and --replay cannot be combined") }
        if replay != nil {
            // The trace's header describes the picker and the window; only the theme is rendering alone.
            let conflicting = [("--values", values != nil), ("--major-every", majorEvery != nil), ("--axis", axis != nil),
                               ("--behavior", behavior != nil), ("--rate", rate != nil), ("--size", size != nil),
                               ("--picker-size", pickerSize != nil), ("--points-per-notch", pointsPerNotch != nil)]
            if let (name, _) = conflicting.first(where: { $0.1 }) {
                throw ValidationError("\(name) conflicts with --replay: the trace's header sets the picker and the window (--theme, --hud and --mute apply)")
            }
        }
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
        if let majorEvery { spec.majorEvery = majorEvery }
        if let axis {
            switch axis { case "horizontal": spec.axis = .horizontal; case "vertical": spec.axis = .vertical
            default: throw ValidationError("--axis must be horizontal or vertical, not '\(axis)'") }
        }
        // Vertical labels sit between the left and right ticks: wider than the 80-pt band.
        if spec.axis == .vertical { spec.size = Size(width: 120, height: 280) }
        if let pickerSize {
            let (w, h) = try parsePair(pickerSize, "--picker-size")
            spec.size = Size(width: w, height: h)
        }
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
            guard w <= 16384, h <= 16384 else { throw ValidationError("--size '\(size)' is larger than 16384x16384") }
            o.window = Size(width: w, height: h)
        } else if spec.axis == .vertical {
            o.window = Size(width: 200, height: 480)
        }
        o.picker = spec
        o.recordPath = record
        if let replay {
            do {
                var trace = try TraceReader.read(path: replay)
                for w in trace.warnings { FileHandleless.printError(w.description) }
                if let theme = spec.theme { trace.header.picker.theme = theme }
                o.replay = trace
            } catch {
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
        // Output paths first: a bad one fails now, not after the run.
        for path in [record, screenshot].compactMap({ $0 }) {
            if let problem = outputFileProblem(path) {
                FileHandleless.printError("sandbox: \(problem)")
                throw ExitCode(ExitStatus.cannotCreate)
            }
        }
        let app: SandboxApp
        do { app = try SandboxApp(options: o) } catch {
            FileHandleless.printError(error.description)
            throw ExitCode(error.exitStatus)
        }
        let interactive = o.frames == nil && o.screenshotPath == nil
        if interactive {
            FileHandleless.printError("sandbox: drag, wheel, trackpad or arrows/Page Up/Page Down/Home/End move the picker; H heads-up display, M mute, Q or Escape quit")
            if let reason = app.silentClicksReason { FileHandleless.printError("sandbox: the selection clicks are silent: \(reason)") }
        }
        app.run(onReplayEnd: { t in
            guard interactive else { return }
            FileHandleless.printError("sandbox: the replay ended at \(PickerValues.format(t, decimals: 3)) s on \(app.picker.configuration.label(for: app.picker.value)); the window stays open until closed (Q)")
        })
        for w in app.warnings.prefix(10) { FileHandleless.printError("sandbox: \(w)") }
        if app.warnings.count > 10 { FileHandleless.printError("sandbox: … and \(counted(app.warnings.count - 10, "more warning"))") }
        if o.frames != nil { print(app.statistics.jsonLine(period: 1 / o.rate)) }
        if o.screenshotPath != nil && !app.screenshotSaved {
            if app.frameTime < (o.screenshotAt ?? 0) {
                FileHandleless.printError("sandbox: the window closed at \(PickerValues.format(app.frameTime, decimals: 3)) s, before --at: no screenshot")
            }
            throw ExitCode(ExitStatus.cannotCreate)
        }
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

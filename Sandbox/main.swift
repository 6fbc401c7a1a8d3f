import ArgumentParser
import Detent
import DetentCLI
import DetentPicker
import DetentSDL
import DetentTrace
#if canImport(Glibc)
/// glibc's `mallopt(3)` (malloc.h, which the Glibc module leaves out); `M_TRIM_THRESHOLD` is -1.
@_silgen_name("mallopt") private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
private let M_TRIM_THRESHOLD: Int32 = -1
#endif

extension WheelMode: ExpressibleByArgument {}

extension SandboxError {
    /// The exit status for this error (see ``ExitStatus``).
    var exitStatus: Int32 {
        switch self {
        case .noDisplay: return ExitStatus.unavailable
        case .failed: return ExitStatus.software
        case .cannotWrite: return ExitStatus.cannotCreate
        case .usage: return ExitStatus.usage
        }
    }
}

/// The interactive sandbox: the wheel picker in an SDL2 window at 120 Hz.
struct Sandbox: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sandbox",
        abstract: "The Detent wheel picker in a window, paced to 120 Hz.",
        discussion: """
        Drag, fling, wheel, trackpad, arrows, Page Up/Down, Home/End move the picker; in a \
        demo, Tab/Shift-Tab or Left/Right move the focus between columns. H toggles the \
        heads-up display, M mutes the clicks, P switches to the next platform profile (ios, \
        android, flutter-bouncing, flutter-clamping, gtk; shown in the HUD), Escape or Q \
        quits. Each selection change clicks, and the ruler's indicator swells and fades over \
        150 ms, a cylinder's band lights up and fades (detent render draws the picker \
        without this pulse).

        Examples (from the checkout, after make release):
          .build/release/sandbox --values 0:10:0.25 --major-every 8 --theme dark
          .build/release/sandbox --axis vertical --behavior paging --rate fast
          .build/release/sandbox --profile android --hud
          .build/release/sandbox --demo date --scale 2
          .build/release/sandbox --record my.jsonl
          .build/release/sandbox --replay Traces/fling-bounce.jsonl --theme dark
          .build/release/sandbox --replay Traces/fling-bounce.jsonl \\
              --screenshot shot.png --at 3.2
          xvfb-run -a -s "-screen 0 1280x720x24" .build/release/sandbox --frames 1200
          .build/release/sandbox --frames 1200 --frame-log frames.jsonl

        \(ExitStatus.table)
        """,
        version: detentVersion)

    @Option(parsing: .unconditional, help: "The values, FROM:TO[:STEP] (default: 0:100:1).", transform: ArgumentForms.values)
    var values: PickerValues?
    @Option(parsing: .unconditional, help: "A major tick every N values (default: 5); labels thin out to every 1, 2, 5, 10… majors when they would overlap.")
    var majorEvery: Int?
    @Option(help: "horizontal or vertical (default: horizontal).") var axis: Axis?
    @Option(help: "ruler or cylinder (default: ruler; a cylinder is vertical, 200x216 in a 480x300 window).") var style: PickerStyle?
    @Flag(help: "The values repeat without end (a looping wheel).") var looping = false
    @Option(help: "A multi-column picker instead of one wheel: date (month, day, year), time (hour, minute, AM/PM) or time24. Tab or Left/Right move the focus; Up/Down, the wheel and drags move a column.")
    var demo: String?
    @Option(help: "light or dark (default: light; with --replay, overrides the trace's).") var theme: PickerTheme?
    @Option(help: "closest-multiple, snap:STEP, paging, view-aligned or none (default: closest-multiple).",
            transform: ArgumentForms.behavior) var behavior: PickerBehavior?
    @Option(help: "The platform profile: ios, android, flutter-bouncing, flutter-clamping or gtk (default: ios; P switches live).")
    var profile: ScrollPhysics?
    @Option(parsing: .unconditional, help: "A decay rate replacing the profile's fling: normal, fast, or the velocity kept per millisecond, 0 < R < 1 (default: the profile's).",
            transform: ArgumentForms.rate) var rate: DecelerationRate?
    @Option(help: "auto, precise or notched: how wheel events are read.") var wheel: WheelMode = .auto
    @Option(parsing: .unconditional, help: "Points per wheel notch (default: one step, 10 pt).") var pointsPerNotch: Double?
    @Option(parsing: .unconditional, help: "The window size in points, WxH (default: 480x200; 200x480 vertical).",
            transform: ArgumentForms.size) var size: Size?
    @Option(parsing: .unconditional, help: "The picker's size in points, WxH (default: 280x80; 120x280 vertical; shrunk to the window).",
            transform: ArgumentForms.size) var pickerSize: Size?
    @Option(help: "Write every input to this trace file.") var record: String?
    @Option(help: "Drive the window from this trace, in real time (the picker and window are the trace's); the window stays open at the end.")
    var replay: String?
    @Option(help: "Save a PNG of the window at --at seconds and exit (with --replay: as soon as the replay has come to rest, if that is earlier).") var screenshot: String?
    @Option(parsing: .unconditional, help: "Seconds since the first frame (trace time with --replay) for --screenshot.") var at: Double?
    @Option(parsing: .unconditional, help: "Run this many frames, print frame statistics as one JSON line (the first \(FrameStatistics.warmupFrames) are warm-up, not measured for pacing), with input latency and drag lag, exit.")
    var frames: Int?
    @Option(help: "Write one JSON line a frame to this file: its time, interval, work, the latency (ms) of each input it applied, the offset shown and, during a pointer drag, the pointer and the drag lag (points).")
    var frameLog: String?
    @Option(parsing: .unconditional, help: "Pixels per point, 0 < S ≤ 8 (--scale 2 for a high-density display: the window is made twice as large and drawn in device pixels; default: what the display reports).")
    var scale: Double?
    @Flag(help: "Start with the heads-up display shown.") var hud = false
    @Flag(help: "Start muted.") var mute = false

    func validate() throws {
        if screenshot != nil && at == nil { throw ValidationError("--screenshot needs --at SECONDS") }
        if at != nil && screenshot == nil { throw ValidationError("--at needs --screenshot FILE (it says when to take it)") }
        if let at {
            guard at.isFinite, at >= 0 else { throw ValidationError("--at must be a finite number of seconds ≥ 0, not \(at)") }
            guard InputLimits.isAcceptedTime(at) else { throw ValidationError("--at (\(at) s) is beyond the accepted range (at most \(Int(saturating: InputLimits.maximumTime)) s)") }
        }
        if let scale, !(scale.isFinite && scale > 0 && scale <= 8) { throw ValidationError("--scale must be a number in (0, 8], not \(scale)") }
        if let frames, frames < 1 { throw ValidationError("--frames must be at least 1, not \(frames)") }
        if let frames, let at, Double(frames) / 120 < at {
            throw ValidationError("--frames \(frames) ends at about \(fixed(Double(frames) / 120, 2)) s, before --at \(at): the screenshot would never be taken")
        }
        if let p = pointsPerNotch, !(p.isFinite && p > 0) { throw ValidationError("--points-per-notch must be a positive number, not \(p)") }
        if let majorEvery {
            do { try WheelPicker.Configuration.majorEveryRule.check(Double(majorEvery)) } catch {
                throw ValidationError("--major-every: \(error)")
            }
        }
        if let size, size.width > 16384 || size.height > 16384 {
            throw ValidationError("--size \(ArgumentForms.text(size)) is larger than 16384x16384")
        }
        if let demo, !["date", "time", "time24"].contains(demo) {
            throw ValidationError("--demo must be date, time or time24, not \(demo)")
        }
        if demo != nil, let (name, _) = [("--values", values != nil), ("--major-every", majorEvery != nil), ("--axis", axis != nil),
                                          ("--behavior", behavior != nil), ("--style", style != nil), ("--looping", looping)].first(where: { $0.1 }) {
            throw ValidationError("\(name) does not apply to --demo")
        }
        if replay != nil && record != nil { throw ValidationError("--record and --replay cannot be combined") }
        // Two outputs in one file would write over each other (the frame log over the trace).
        let outputs = [("--record", record), ("--screenshot", screenshot), ("--frame-log", frameLog)].compactMap { name, path in path.map { (name, $0) } }
        if let replay, let (name, path) = outputs.first(where: { sameFile($0.1, replay) }) {
            throw ValidationError(overwritesInput(path, option: name, input: replay) ?? "\(name) is the trace read")
        }
        for (i, a) in outputs.enumerated() {
            if let b = outputs[(i + 1)...].first(where: { sameFile(a.1, $0.1) }) {
                throw ValidationError("\(a.0) and \(b.0) name the same file, \(a.1)")
            }
        }
        if replay != nil {
            // The trace's header describes the picker and the window; only the theme is rendering alone.
            let conflicting = [("--values", values != nil), ("--major-every", majorEvery != nil), ("--axis", axis != nil),
                               ("--behavior", behavior != nil), ("--rate", rate != nil), ("--size", size != nil),
                               ("--picker-size", pickerSize != nil), ("--points-per-notch", pointsPerNotch != nil),
                               ("--style", style != nil), ("--looping", looping), ("--demo", demo != nil)]
            if let (name, _) = conflicting.first(where: { $0.1 }) {
                throw ValidationError("\(name) conflicts with --replay: the trace's header sets the picker and the window (--theme, --hud and --mute apply)")
            }
        }
    }

    func options() throws -> SandboxOptions {
        var o = SandboxOptions()
        var spec = PickerSpec(values: values, majorEvery: majorEvery, axis: axis, behavior: behavior, profile: profile, rate: rate, theme: theme)
        // Vertical labels sit between the left and right ticks: wider than the 80-pt band.
        if axis == .vertical { spec.size = Size(width: 120, height: 280) }
        if let pickerSize { spec.size = pickerSize }
        o.wheelMode = wheel
        o.pointsPerNotch = pointsPerNotch
        o.window = size ?? (axis == .vertical ? Size(width: 200, height: 480) : o.window)
        if style == .cylinder {
            spec.style = .cylinder
            spec.axis = nil
            spec.size = pickerSize
            if size == nil { o.window = Size(width: 480, height: 300) }
        }
        if looping { spec.looping = true }
        if let demo {
            spec = PickerSpec(profile: profile, rate: rate, theme: theme)
            spec.size = pickerSize
            spec.demo = demo == "date" ? .date(years: 1900...2100) : .time(twelveHour: demo == "time")
            if size == nil { o.window = Size(width: 480, height: 300) }
        }
        o.picker = spec
        o.recordPath = record
        if let replay {
            do {
                var trace = try TraceReader.read(path: replay)
                for w in trace.warnings { printError(w.description) }
                if let theme = spec.theme { trace.header.picker.theme = theme }
                o.replay = trace
            } catch {
                for w in error.warnings { printError(w.description) }
                printError("sandbox: \(error)")
                throw ExitCode(error.exitStatus)
            }
        }
        o.screenshotPath = screenshot
        o.screenshotAt = at
        o.frames = frames
        o.frameLogPath = frameLog
        o.scale = scale
        o.showHUD = hud
        o.muted = mute
        return o
    }

    func run() throws {
        let o = try options()
        // Output paths first: a bad one fails now, not after the run.
        for path in [record, screenshot, frameLog].compactMap({ $0 }) {
            if let problem = outputFileProblem(path) {
                printError("sandbox: \(problem)")
                throw ExitCode(ExitStatus.cannotCreate)
            }
        }
        #if canImport(Glibc)
        // A software GL (Mesa's llvmpipe under Xvfb) takes and gives back a few hundred KB
        // of heap each frame; glibc would hand it back to the system at every free and fault
        // it in again at the next frame (a date demo's frame: 1.4 ms, 1.0 ms with the heap kept).
        _ = mallopt(M_TRIM_THRESHOLD, 64 << 20)
        #endif
        let app: SandboxApp
        do { app = try SandboxApp(options: o) } catch {
            printError(error.description)
            throw ExitCode(error.exitStatus)
        }
        let interactive = o.frames == nil && o.screenshotPath == nil
        if interactive {
            printError("sandbox: \(InputMapper.keyList)")
            if let reason = app.silentClicksReason { printError("sandbox: the selection clicks are silent: \(reason)") }
        }
        app.run(onReplayEnd: { t in
            guard interactive else { return }
            printError("sandbox: the replay ended at \(fixed(t, 3)) s on \(app.model.modelLabel(app.model.modelValue)); the window stays open until closed (Q)")
        })
        for w in app.warnings.prefix(10) { printError("sandbox: \(w)") }
        if app.warnings.count > 10 { printError("sandbox: … and \(counted(app.warnings.count - 10, "more warning"))") }
        if o.frames != nil { OutputBuffer().line(app.statistics.jsonLine(period: 1 / o.rate)) }   // flushed as it goes; a failed write exits 73
        if app.recordingFailure != nil { throw ExitCode(ExitStatus.cannotCreate) }   // said among the warnings
        if o.screenshotPath != nil && !app.screenshotSaved {
            if app.frameTime < (o.screenshotAt ?? 0) {
                printError("sandbox: the window closed at \(fixed(app.frameTime, 3)) s, before --at: no screenshot")
            }
            throw ExitCode(ExitStatus.cannotCreate)
        }
    }
}

Sandbox.main()

extension PickerStyle: ExpressibleByArgument {}

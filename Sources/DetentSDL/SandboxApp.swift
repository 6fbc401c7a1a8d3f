import CSDL2
import Detent
import DetentPicker
import DetentTrace
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive window: the picker centred, SDL input mapped to picker inputs stamped
/// with the time they are applied, a frame loop paced to 120 Hz, a HUD, clicks and an
/// indicator pulse on selection, recording and replay of traces, screenshots.
///
/// Time is seconds since the first frame (trace time in a replay). Each input is applied at
/// the clock's time when it is taken from SDL's queue (never earlier than the last frame)
/// and recorded with exactly that time, so replaying the trace reproduces the window.
///
/// A frame reads input once, as late as it can: after the wait for its deadline, one
/// `SDL_PumpEvents` takes what the display connection holds, the inputs are applied, the
/// picker moves to the frame's time and is drawn and presented at once. Every input is
/// timed from that read to the return of the present that shows it (``InputLatencyMeter``);
/// during a pointer drag the pointer is asked where it is when the present returns, for
/// the drag lag (``DragLagMeter``).
public final class SandboxApp {
    public let options: SandboxOptions
    /// The picker shown (remade when P switches the platform profile).
    public private(set) var picker: WheelPicker
    /// A demo's columns (`--demo date`, `time`, `time24`: the header's `"demo"`); `nil` for one wheel.
    package private(set) var columns: ColumnPicker?
    /// What is shown and driven: the demo's columns, else the picker.
    package var model: any PickerModel { columns ?? picker }
    private var header: TraceHeader
    private let window: OpaquePointer
    private let sdlRenderer: OpaquePointer
    private let renderer: DisplayListRenderer
    private var mapper: InputMapper
    private let frameClock: FrameClock
    private let clock: () -> Double
    private let pace: Bool
    /// Whether presents wait for a 120 Hz display's vsync (otherwise the sandbox paces).
    public private(set) var usesVsync = false
    private var recorder: TraceWriter?
    private var frameLog: TextFile?
    private var latency = InputLatencyMeter()
    private var dragLag = DragLagMeter()
    /// Where the pointer is now, in window points (X11: asked of the server), for the drag lag.
    private let pointerProbe: (() -> Point?)?
    private var replayIndex = 0
    private var origin: Double?
    private var lastFrameStart: Double?
    private var hud = HeadsUpDisplay()
    private var showHUD: Bool
    private let click: ClickSound
    private var pulseTime: Double?
    private var list: [DisplayItem] = []
    /// Frames run so far.
    public private(set) var frameCount = 0
    /// Frame statistics after the warm-up (the first ten frames).
    public private(set) var statistics = FrameStatistics()
    /// Whether the loop should go on.
    public private(set) var running = true
    /// The time of the last frame, seconds since the first.
    public private(set) var frameTime = 0.0
    /// The window size in points.
    public private(set) var windowSize: Size
    /// The window's own coordinates (SDL's window size and mouse positions) per point:
    /// ``SandboxOptions/scale``, or 1.
    private let windowUnitsPerPoint: Double
    /// Errors met while running (refused inputs, failed writes), for the caller to report.
    public private(set) var warnings: [String] = []
    /// Whether the screenshot asked for was saved.
    public private(set) var screenshotSaved = false
    /// Why recording stopped before the end (a write failed), if it did: the trace holds the
    /// inputs before it, in whole lines.
    public private(set) var recordingFailure: String?
    /// Whether a replay has applied its last input (the time it did, once).
    public private(set) var replayEndedAt: Double?
    /// Why selection clicks are silent (no sound device), or nil when they can be heard.
    public var silentClicksReason: String? { click.silentReason }

    /// Opens the window. `clock` replaces the performance counter (seconds, any origin),
    /// `pace: false` runs frames back to back and `pointerProbe` replaces asking the X server
    /// where the pointer is (window points): all for tests.
    public init(options: SandboxOptions, clock: (() -> Double)? = nil, pace: Bool = true,
                pointerProbe: (() -> Point?)? = nil) throws(SandboxError) {
        self.options = options
        var header = options.replay?.header ?? TraceHeader(window: options.window, picker: options.picker, source: "sandbox")
        if options.replay == nil { header.source = "sandbox" }
        self.header = header
        windowSize = header.window
        guard windowSize.width >= 1, windowSize.height >= 1, windowSize.width <= 16384, windowSize.height <= 16384 else {
            throw .usage("the window size \(windowSize) is out of range (1…16384 points)")
        }
        let units = options.scale ?? 1
        guard units.isFinite, units > 0, windowSize.width * units <= 16384, windowSize.height * units <= 16384 else {
            throw .usage("the scale \(units) is not a positive number keeping the window within 16384 pixels")
        }
        windowUnitsPerPoint = units

        #if os(Linux)
        // Probing Wayland with no display prints libwayland noise; say it plainly instead.
        if getenv("DISPLAY") == nil && getenv("WAYLAND_DISPLAY") == nil && getenv("SDL_VIDEODRIVER") == nil {
            throw .noDisplay("neither DISPLAY nor WAYLAND_DISPLAY is set")
        }
        #endif
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        if SDL_Init(DETENT_SDL_INIT_VIDEO | DETENT_SDL_INIT_EVENTS) != 0 {
            throw .noDisplay(String(cString: SDL_GetError()))
        }
        // SDL falls back to its offscreen or dummy drivers only when asked (tests do); chosen
        // on its own, they mean there is no display to show the window on.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        if (driver == "dummy" || driver == "offscreen") && getenv("SDL_VIDEODRIVER") == nil {
            SDL_Quit()
            throw .noDisplay("SDL found no display; only its \(driver) driver")
        }
        guard let w = SDL_CreateWindow("Detent sandbox", DETENT_SDL_WINDOWPOS_CENTERED, DETENT_SDL_WINDOWPOS_CENTERED,
                                       Int32((windowSize.width * units).rounded()), Int32((windowSize.height * units).rounded()),
                                       SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue) else {
            let reason = String(cString: SDL_GetError())
            SDL_Quit()
            throw .noDisplay(reason)
        }
        window = w
        // vsync only when the display really runs at the target rate; Xvfb reports 0 or 60 Hz.
        var mode = SDL_DisplayMode()
        let index = SDL_GetWindowDisplayIndex(w)
        let refresh = SDL_GetCurrentDisplayMode(index >= 0 ? index : 0, &mode) == 0 ? Double(mode.refresh_rate) : 0
        let vsync = pace && clock == nil && abs(refresh - options.rate) < 1
        SDL_SetHint(SDL_HINT_RENDER_VSYNC, vsync ? "1" : "0")
        let flags = SDL_RENDERER_ACCELERATED.rawValue | (vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0)
        guard let r = SDL_CreateRenderer(w, -1, flags) ?? SDL_CreateRenderer(w, -1, 0)
                ?? SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            let reason = String(cString: SDL_GetError())
            SDL_DestroyWindow(w); SDL_Quit()
            throw .failed("no renderer: \(reason)")
        }
        sdlRenderer = r
        var info = SDL_RendererInfo()
        // Some renderers (software) list vsync among their capabilities whether or not it was asked for.
        usesVsync = vsync && SDL_GetRendererInfo(r, &info) == 0 && info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        var pw: Int32 = 0, ph: Int32 = 0
        SDL_GetRendererOutputSize(r, &pw, &ph)
        let scale = pw > 0 ? Double(pw) / windowSize.width : 1
        do {
            let font = try LabelFont(scale: scale)
            renderer = DisplayListRenderer(renderer: r, font: font, scale: scale)
        } catch {
            SDL_DestroyRenderer(r); SDL_DestroyWindow(w); SDL_Quit()
            throw .failed(error.description)
        }
        picker = header.makePicker(time: 0, textMeasurer: renderer.font)
        columns = header.makeColumnPicker(time: 0, textMeasurer: renderer.font)
        mapper = InputMapper(wheelMode: options.wheelMode, pointsPerNotch: options.pointsPerNotch ?? picker.configuration.step,
                             windowSize: windowSize)
        mapper.windowUnitsPerPoint = units
        frameClock = FrameClock(rate: options.rate)
        // The frame loop is latency-bound: ask for a higher priority (granted to root or
        // through rtkit, silently refused otherwise), as games do for their render thread.
        if pace && clock == nil { SDL_SetThreadPriority(SDL_THREAD_PRIORITY_HIGH) }
        let fc = frameClock
        self.clock = clock ?? { fc.now() }
        self.pace = pace
        showHUD = options.showHUD
        click = ClickSound()
        click.muted = options.muted
        self.pointerProbe = pointerProbe ?? X11PointerProbe.windowProbe(w, unitsPerPoint: units)
        if let path = options.recordPath {
            do { recorder = try TraceWriter(path: path, header: header) } catch {
                SDL_DestroyRenderer(r); SDL_DestroyWindow(w); SDL_Quit()
                throw .cannotWrite(error.description)
            }
        }
        if let path = options.frameLogPath {
            do { frameLog = try TextFile(path: path) } catch {
                recorder?.close()
                SDL_DestroyRenderer(r); SDL_DestroyWindow(w); SDL_Quit()
                throw .cannotWrite(error.description)
            }
        }
    }

    deinit {
        recorder?.close()
        frameLog?.close()
        SDL_DestroyRenderer(sdlRenderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    /// Seconds since the first frame.
    private func now() -> Double { clock() - (origin ?? 0) }

    /// Applies a live input at the time it is applied and records it with that time.
    private func applyLive(_ input: PickerInput) {
        let t = Swift.max(now(), model.time)
        do {
            try model.handle(input, at: t)
        } catch {
            warnings.append("\(error)")
            return
        }
        latency.applied()
        let wheel = draggedWheel
        dragLag.applied(phase: wheel.phase, pointer: Self.mousePosition(of: input, axis: wheel.configuration.axis),
                        offset: wheel.offset)
        do { try recorder?.write(TraceInput(t: t, input)) } catch {
            // The writer cut the file back to its last whole line and closed it; an input
            // missing in the middle would make a trace that replays to another value, so the
            // recording stops here, said once.
            recorder = nil
            recordingFailure = "the recording stopped at t = \(PickerValues.format(t, decimals: 3)) s (\(error)); the trace holds the inputs before it"
            warnings.append(recordingFailure!)
        }
    }

    /// The mouse pointer's position along `axis` in a pointer input (the one pointer the
    /// X server can be asked about), nil for any other input.
    static func mousePosition(of input: PickerInput, axis: Axis) -> Double? {
        switch input {
        case let .pointerDown(p, 0), let .pointerMove(p, 0), let .pointerUp(p, 0): return axis == .horizontal ? p.x : p.y
        default: return nil
        }
    }

    /// The wheel a drag moves: a demo's active column, else the picker.
    private var draggedWheel: WheelPicker { columns.map { $0.columns[$0.activeColumn] } ?? picker }

    /// Switches the picker (a demo's every column) to the next platform profile
    /// (``ScrollPhysics/all``, in order), keeping its value, focus and window: a new model at
    /// rest on the same value. Refused while recording or replaying, where the trace's header
    /// fixes the profile.
    public func switchToNextProfile() {
        guard recorder == nil, options.replay == nil else {
            warnings.append("the profile is fixed while recording or replaying a trace (its header names it)")
            return
        }
        let all = ScrollPhysics.all
        let physics = columns?.configuration.physics ?? picker.configuration.physics
        let current = all.firstIndex(of: physics) ?? -1
        // The switch is an input at its own time, like the others of this frame: the value
        // kept is the one under the indicator now, not at the last frame (before the first
        // frame, the clock has no origin yet: the model's time).
        let t = origin == nil ? model.time : Swift.max(now(), model.time)
        do { try model.advance(to: t) } catch { warnings.append("\(error)") }
        header.picker.profile = all[(current + 1) % all.count]
        header.picker.rate = nil
        do {
            if let old = columns, let next = header.makeColumnPicker(time: t, textMeasurer: renderer.font) {
                if windowSize != header.window { try next.handle(.resizeWindow(windowSize), at: t) }
                try next.handle(.select(value: Double(old.value.number), animated: false), at: t)
                try next.handle(.focus(column: old.focus), at: t)
                next.removeAllEvents()
                columns = next
            } else {
                let next = header.makePicker(time: t, textMeasurer: renderer.font)
                if windowSize != header.window { try next.handle(.resizeWindow(windowSize), at: t) }
                try next.handle(.select(value: picker.value, animated: false), at: t)
                next.removeAllEvents()
                picker = next
            }
        } catch {
            warnings.append("\(error)")
        }
        dragLag = DragLagMeter()   // a drag of the old picker is not one of the new
    }

    /// Runs one frame: input, motion, drawing, pacing. Returns whether to go on.
    @discardableResult
    public func runFrame() -> Bool {
        guard running else { return false }
        if origin == nil { origin = clock() }
        let start = now()
        let interval = lastFrameStart.map { (start - $0) * 1000 }
        if let interval {
            if frameCount >= FrameStatistics.warmupFrames { statistics.intervals.append(interval) }
            hud.addInterval(milliseconds: interval)
        }
        lastFrameStart = start

        // Input, read once: the frame applies what SDL's queue holds after one pump (where
        // the display connection's events are taken and stamped) and shows it at once.
        latency.startReading(at: now())
        SDL_PumpEvents()
        var event = SDL_Event()
        while SDL_PeepEvents(&event, 1, SDL_GETEVENT, SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) > 0 {
            let (input, command) = mapper.map(event)
            switch command {
            case .quit?: running = false
            case .toggleHUD?: showHUD.toggle()
            case .toggleMute?: click.muted.toggle()
            case .nextProfile?: switchToNextProfile()
            case .windowResized?:
                var w: Int32 = 0, h: Int32 = 0
                SDL_GetWindowSize(window, &w, &h)
                // SDL sends both SIZE_CHANGED and RESIZED for one resize: act on a change only.
                let size = Size(width: Double(w) / windowUnitsPerPoint, height: Double(h) / windowUnitsPerPoint)
                guard size != windowSize else { break }
                windowSize = size
                mapper.windowSize = windowSize
                var pw: Int32 = 0, ph: Int32 = 0
                SDL_GetRendererOutputSize(sdlRenderer, &pw, &ph)
                if w > 0 { renderer.scale = Double(pw) / size.width }
                if options.replay == nil, w > 0, h > 0 { applyLive(.resizeWindow(windowSize)) }
            case nil: break
            }
            if let columns, options.replay == nil { routeToColumn(event, columns) }
            if let input, options.replay == nil { applyLive(input) }
        }

        // The frame's time; a screenshot time inside this frame is shown exactly, and one
        // after a replay has settled is taken at once (nothing would change while waiting).
        var t = Swift.max(now(), model.time)
        var shoot = false
        if let at = options.screenshotAt, options.screenshotPath != nil, t >= at || replaySettled {
            t = Swift.max(at, model.time)
            shoot = true
        }
        if let trace = options.replay {
            while replayIndex < trace.inputs.count, trace.inputs[replayIndex].t <= t {
                let input = trace.inputs[replayIndex]
                replayIndex += 1
                do {
                    try model.handle(input.input, at: input.t)
                    if case let .resizeWindow(size) = input.input {
                        SDL_SetWindowSize(window, Int32((size.width * windowUnitsPerPoint).rounded()),
                                          Int32((size.height * windowUnitsPerPoint).rounded()))
                        windowSize = size
                    }
                } catch {
                    warnings.append("trace line \(trace.lines.indices.contains(replayIndex - 1) ? trace.lines[replayIndex - 1] : replayIndex): \(error)")
                }
            }
        }
        do { try model.advance(to: t) } catch { warnings.append("\(error)") }
        frameTime = t
        if let trace = options.replay, replayEndedAt == nil, replayIndex >= trace.inputs.count, model.isIdle {
            replayEndedAt = t
        }

        // Selection feedback: at most one click per frame (played once the frame is shown),
        // and a pulse of the indicator.
        var selected = false
        model.drainModelEvents { _, e, _, _ in if case .selection = e { selected = true } }
        if selected { pulseTime = t }

        draw(at: t)
        if shoot, let path = options.screenshotPath {
            do { try screenshot(path: path); screenshotSaved = true } catch { warnings.append("\(error)") }
            running = false
        }
        SDL_RenderPresent(sdlRenderer)
        let presented = now()
        let work = (presented - start) * 1000
        if frameCount >= FrameStatistics.warmupFrames { statistics.work.append(work) }
        let shown = latency.presented(at: presented)
        if shown.inputs > 0 {
            statistics.latencies.append(contentsOf: repeatElement(shown.milliseconds, count: shown.inputs))
            hud.addLatency(milliseconds: shown.milliseconds, inputs: shown.inputs)
        }
        // The drag lag: where the pointer is now against the offset this frame shows.
        var pointer: Point?
        var lag: Double?
        if dragLag.isDragging, let p = pointerProbe?() {
            let wheel = draggedWheel
            pointer = p
            lag = dragLag.lag(pointer: wheel.configuration.axis == .horizontal ? p.x : p.y,
                              displayedOffset: wheel.offset, bounds: wheel.bounds)
            if let lag {
                statistics.dragLags.append(lag)
                hud.addDragLag(points: lag)
            }
        }
        if selected { click.play() }
        if let log = frameLog {
            let record = FrameRecord(frame: frameCount, time: t, interval: interval, work: work,
                                     inputLatencies: Array(repeating: shown.milliseconds, count: shown.inputs),
                                     offset: draggedWheel.offset, pointer: pointer, dragLag: lag)
            do { try log.write(record.jsonLine + "\n") } catch {
                warnings.append("\(error)")
                frameLog = nil
            }
        }
        frameCount += 1
        statistics.framesRun = frameCount
        if let n = options.frames, frameCount >= n { running = false }
        if running && pace && !usesVsync { frameClock.waitForNextFrame() }
        return running
    }

    /// Whether a replay has applied its last input and nothing on screen can change any
    /// more: no motion or gesture end ahead, no velocity (a pointer held still reads 0 once
    /// its last sample is 40 ms old), the selection pulse faded.
    private var replaySettled: Bool {
        guard let trace = options.replay, replayIndex >= trace.inputs.count, pulseTime == nil else { return false }
        return model.nextEventTime == nil && model.velocity == 0
    }

    private func draw(at t: Double) {
        let theme = model.theme
        renderer.clear(theme.background)
        list.removeAll(keepingCapacity: true)
        model.displayList(into: &list)
        if let p = pulseTime {
            // Selection feedback over 150 ms: a ruler's indicator swells and fades; a
            // cylinder's band (a demo's, across its columns) lights up and fades, under the
            // rows, so nothing is drawn through a label.
            let k = 1 - (t - p) / 0.15
            if k <= 0 {
                pulseTime = nil
            } else if let band = model.selectionBand {
                let at = list.firstIndex { if case .rect(band, _) = $0 { return true } else { return false } }
                list.insert(.rect(band, color: theme.indicator.opacity(0.25 * k)), at: at.map { $0 + 1 } ?? list.endIndex)
            } else {
                picker.appendIndicator(width: picker.configuration.indicatorWidth + 6 * k,
                                       color: theme.indicator.opacity(0.45 * k), into: &list)
            }
        }
        if showHUD {
            let target = 1000 / options.rate
            if let columns {
                let focus = columns.configuration.kind.name == "date" ? ["month", "day", "year"][columns.focus] : ["hour", "minute", "AM/PM"][columns.focus]
                let state = ["\(columns.configuration.kind.name) \(columns.value)", "focus \(focus)", "phase \(columns.phase.rawValue)",
                             "profile \(columns.configuration.physics.name)"]
                hud.items(state: state, avoiding: columns.frame, time: t, window: windowSize, theme: theme, target: target, into: &list)
            } else {
                hud.items(picker: picker, time: t, window: windowSize, theme: theme, target: target, into: &list)
            }
        }
        renderer.draw(list)
    }

    /// A demo's own keys and wheel: Tab (Shift-Tab) moves the focus to the next (previous)
    /// column; a wheel turned over a column first focuses it. Both are recorded as `focus`
    /// inputs, so a replay routes the wheel the same way.
    private func routeToColumn(_ event: SDL_Event, _ columns: ColumnPicker) {
        let n = columns.columns.count
        if event.type == SDL_KEYDOWN.rawValue, Int(event.key.keysym.sym) == Int(SDLK_TAB.rawValue) {
            let back = UInt32(event.key.keysym.mod) & UInt32(KMOD_SHIFT.rawValue) != 0
            applyLive(.focus(column: (columns.focus + (back ? n - 1 : 1)) % n))
        } else if event.type == SDL_MOUSEWHEEL.rawValue {
            let p = Point(x: Double(event.wheel.mouseX), y: Double(event.wheel.mouseY))
            if let c = columns.column(at: p), c != columns.focus { applyLive(.focus(column: c)) }
        }
    }

    /// Saves what the window shows now (drawn, not yet presented) as a PNG.
    public func screenshot(path: String) throws(SDLError) {
        var pw: Int32 = 0, ph: Int32 = 0
        SDL_GetRendererOutputSize(sdlRenderer, &pw, &ph)
        guard let s = SDL_CreateRGBSurfaceWithFormat(0, pw, ph, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SDLError.last("SDL_CreateRGBSurfaceWithFormat")
        }
        defer { SDL_FreeSurface(s) }
        if SDL_RenderReadPixels(sdlRenderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, s.pointee.pixels, s.pointee.pitch) != 0 {
            throw SDLError.last("SDL_RenderReadPixels")
        }
        if IMG_SavePNG(s, path) != 0 { throw SDLError.last("IMG_SavePNG \(path)") }
    }

    /// Runs frames until quit, the frame count or the screenshot; with
    /// ``SandboxOptions/exitWhenReplayEnds``, also until a replay has ended (the picker at
    /// rest after the last input). `onReplayEnd` is called once when it does.
    public func run(onReplayEnd: (Double) -> Void = { _ in }) {
        var reported = false
        while runFrame() {
            if let end = replayEndedAt, !reported {
                reported = true
                onReplayEnd(end)
                if options.exitWhenReplayEnds { break }
            }
        }
        recorder?.close()
        frameLog?.close()
    }

    /// Stops recording (flushing and closing the trace).
    public func finishRecording() { recorder?.close(); recorder = nil }

    /// The clicks played so far.
    public var clicks: Int { click.clicks }
}

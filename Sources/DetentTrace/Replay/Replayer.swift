import Detent
import DetentPicker

/// Drives a ``WheelPicker`` through inputs headless: frames at `k / fps`, every engine
/// event at its exact time, merged in time order (events before the frame at equal `t`).
///
/// The run ends at the first frame at or after the moment the engine is idle after the
/// last input; if it cannot become idle (a pointer is still down), at the first frame at or
/// after the last input; `options.until` ends it earlier.
public struct Replayer {
    /// What the inputs drive: one wheel, or a demo's columns (``ColumnPicker``).
    package let model: any PickerModel
    /// The wheel driven; `nil` for a demo.
    public var picker: WheelPicker? { model as? WheelPicker }
    public var inputs: [ReplayInput]
    public var options: ReplayOptions
    /// The file name used in errors.
    public var name: String

    package init(picker: any PickerModel, inputs: [ReplayInput], options: ReplayOptions = ReplayOptions(), name: String = "trace") {
        self.model = picker; self.inputs = inputs; self.options = options; self.name = name
    }

    /// A replay of `trace` with a picker as its header describes, its labels measured by
    /// `textMeasurer` (a renderer's font when the frames are drawn).
    public init(trace: Trace, options: ReplayOptions = ReplayOptions(), name: String = "trace",
                textMeasurer: any TextMeasurer = EstimatedTextMeasurer()) {
        let inputs = trace.inputs.enumerated().map { i, input in
            ReplayInput.trace(input, line: i < trace.lines.count ? trace.lines[i] : i + 2)
        }
        self.init(picker: trace.header.makeModel(time: 0, textMeasurer: textMeasurer), inputs: inputs, options: options, name: name)
    }

    /// Runs the replay, calling `record` for every record in order.
    public func run(record: (ReplayRecord) -> Void) throws(TraceError) -> ReplaySummary {
        try run(record: record, frame: nil)
    }

    /// Runs the replay, calling `record` for every record in order and `frame` (if given)
    /// right after each frame record with the picker at that time (for rendering).
    package func run(record: (ReplayRecord) -> Void,
                     frame: ((any PickerModel, FrameSample) -> Void)?) throws(TraceError) -> ReplaySummary {
        let picker = model
        let fps = Double(Swift.max(1, options.fps))
        // A replay ends at the last accepted time at the latest: a motion started by an input
        // at 1e9 s is cut there (its frames beyond could not be asked of the engine).
        let until = Swift.min(options.until ?? .infinity, InputLimits.maximumTime)
        var digest = ReplayDigest()
        var selections = 0
        var frames = 0
        var restTime: Double? = picker.isIdle ? picker.time : nil
        let lastInputTime = inputs.last?.t ?? 0
        // Repeats of a resting frame are skipped only when nobody needs to see them.
        let skips = options.skipsRestingFrames && frame == nil
        var lastFrame: FrameSample?
        var eventSinceFrame = true

        if let limit = options.maxFrames {
            let needed = Self.frameIndex(atOrAfter: Swift.min(lastInputTime, until), fps: fps)
            if needed >= limit {
                throw frameLimit(limit, reason: "its inputs run to t = \(JSONFormat.number(lastInputTime)) s")
            }
        }

        func emit(_ r: ReplayRecord) {
            digest.add(r)
            record(r)
        }
        func drain() {
            guard picker.hasEvents else { return }
            eventSinceFrame = true
            picker.drainModelEvents { column, e, from, to in
                switch e {
                case let .selection(s):
                    selections += 1
                    emit(.selection(SelectionRecord(t: s.time, from: from, to: to, cause: s.cause, column: column)))
                case let .phase(p):
                    // A demo rests when every column does.
                    if p.to == .idle { restTime = picker.isIdle || column == nil ? p.time : restTime } else { restTime = nil }
                    emit(.phase(PhaseRecord(t: p.time, from: p.from, to: p.to, velocity: p.velocity, column: column)))
                }
            }
        }
        func fail(_ e: ScrollEngineError, line: Int) -> TraceError {
            TraceError(file: name, line: line, reason: "the engine refused the input: \(e)")
        }
        /// Whether the engine's state cannot change before the next input: idle, a pointer
        /// held before the slop, or a drag held still once the tracker's estimate has gone to
        /// 0 (its newest sample over 40 ms old: from then on it reads 0 until the next sample).
        func resting() -> Bool {
            guard picker.nextEventTime == nil else { return false }
            switch picker.phase {
            case .idle, .tracking: return true
            case .interacting: return picker.velocity == 0
            case .decelerating, .animating: return false
            }
        }

        drain() // anything the set-up left (nothing for a fresh picker)
        var k = 0
        var i = 0
        var endTime = 0.0
        while true {
            let tf = Double(k) / fps
            if i < inputs.count, inputs[i].t <= tf, inputs[i].t <= until {
                switch inputs[i] {
                case let .trace(input, line):
                    do { try picker.handle(input.input, at: input.t) } catch { throw fail(error, line: line) }
                case let .fling(v, t):
                    do { try picker.fling(velocity: v, at: t) } catch { throw fail(error, line: 0) }
                }
                drain()
                i += 1
                continue
            }
            if tf > until {
                // End exactly at `until`: the final state and any events up to it.
                if until >= picker.time {
                    do { try picker.advance(to: until) } catch { throw fail(error, line: 0) }
                    drain()
                }
                endTime = until
                break
            }
            if let limit = options.maxFrames, frames >= limit {
                throw frameLimit(limit, reason: "the motion after its last input is still running at t = \(JSONFormat.number(tf)) s")
            }
            do { try picker.advance(to: tf) } catch { throw fail(error, line: 0) }
            drain()
            let sample = FrameSample(t: tf, offset: picker.offset, velocity: picker.velocity, phase: picker.phase, value: picker.modelValue,
                                     column: picker.modelColumn)
            let repeats = !eventSinceFrame && lastFrame.map { Self.isRepeat(sample, of: $0) } == true
            if !repeats { digest.add(.frame(sample)) }
            record(.frame(sample))
            frames += 1
            frame?(picker, sample)
            endTime = tf
            lastFrame = sample
            eventSinceFrame = false
            k += 1
            // At rest with no edge stretch still receding (drawn to its end), or held: it
            // cannot change on its own.
            if i == inputs.count, tf >= lastInputTime, picker.nextEventTime == nil { break }
            // Nothing changes before the next input (or `until`): count the frames up to it.
            if skips, i < inputs.count, resting() {
                let next = Self.frameIndex(atOrAfter: Swift.min(inputs[i].t, until), fps: fps)
                // Frames k..<next repeat this one; the frame at `next` is sampled (the input,
                // or the end at `until`, comes first).
                let lastRepeat = inputs[i].t <= until ? next - 1 : Self.lastFrameIndex(atOrBefore: until, fps: fps)
                if lastRepeat >= k {
                    if let limit = options.maxFrames, frames + (lastRepeat - k + 1) > limit {
                        throw frameLimit(limit, reason: "it rests until t = \(JSONFormat.number(inputs[i].t)) s")
                    }
                    frames += lastRepeat - k + 1
                    endTime = Double(lastRepeat) / fps
                    k = lastRepeat + 1
                }
            }
        }
        let idle = picker.isIdle
        return ReplaySummary(finalValue: picker.modelValue, finalOffset: picker.offset,
                             restTime: idle ? (restTime ?? 0) : nil, idle: idle,
                             selectionChanges: selections, frames: frames, digest: digest.value, endTime: endTime)
    }

    private func frameLimit(_ limit: Int, reason: String) -> TraceError {
        TraceError(file: name, line: 0,
                   reason: "more than \(limit) frames at \(options.fps) fps (\(reason)); bound the run with --until SECONDS, raise --max-frames, or print --summary",
                   kind: .frameLimit)
    }

    /// Whether `b` repeats the resting frame `a` (everything but the time equal, bit for bit;
    /// idle, or a pointer down: tracking, or interacting while it holds still).
    static func isRepeat(_ b: FrameSample, of a: FrameSample) -> Bool {
        (a.phase == .idle || a.phase == .tracking || a.phase == .interacting) && a.phase == b.phase
            && a.offset.bitPattern == b.offset.bitPattern && a.velocity.bitPattern == b.velocity.bitPattern
            && a.value.bitPattern == b.value.bitPattern && a.column == b.column
    }

    /// The smallest `k` with `Double(k) / fps >= t`: the first frame at or after `t`.
    static func frameIndex(atOrAfter t: Double, fps: Double) -> Int {
        guard t > 0 else { return 0 }
        var k = Int(saturating: (t * fps).rounded(.up))
        guard k < Int.max / 2 else { return k }
        while k > 0, Double(k - 1) / fps >= t { k -= 1 }
        while Double(k) / fps < t { k += 1 }
        return k
    }

    /// The largest `k` with `Double(k) / fps <= t`.
    static func lastFrameIndex(atOrBefore t: Double, fps: Double) -> Int {
        let k = frameIndex(atOrAfter: t, fps: fps)
        return Double(k) / fps == t ? k : k - 1
    }

    /// Runs the replay and collects every record.
    public func collect() throws(TraceError) -> (records: [ReplayRecord], summary: ReplaySummary) {
        var records: [ReplayRecord] = []
        let s = try run(record: { records.append($0) })
        return (records, s)
    }
}

import Detent
import DetentPicker
import DetentTrace
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `detent plot`: an SVG chart of a replay. Two panels share the time axis: the offset (with
/// the picker's values as a second scale, the bounds as dashed lines) and the offset
/// velocity. Phases are coloured bands behind both; selection changes are ticks along the
/// top of the offset panel; releases (leaving `interacting`) are dashed lines labelled with
/// the release velocity; inputs are marks along the bottom, coloured by type.
///
/// The size of the chart does not grow with the trace: the curves are decimated to the
/// plot's pixel columns (each column draws the minimum and the maximum of its samples), marks
/// are at most one per column and type, and labels are kept only where they do not overlap.
/// Spans where nothing moves are not sampled, so a trace with an hour between two inputs
/// costs what its motion costs. The velocity axis is scaled to the releases and the 99th
/// percentile of the speeds, so that a tracker's transient does not flatten the rest; points
/// beyond it are drawn at the edge and marked.
public struct TracePlot {
    public var trace: Trace
    public var name: String
    /// Samples per second of the curves (fewer when a pixel column would get more than 32).
    public var fps: Int
    /// The start of the time axis (seconds; default 0).
    public var from: Double?
    /// The end of the time axis (seconds; default: where the replay ends).
    public var until: Double?
    /// A demo's column charted (0, the leftmost, by default); one wheel's trace ignores it.
    public var column: Int = 0

    public init(trace: Trace, name: String, fps: Int = 240, from: Double? = nil, until: Double? = nil) {
        self.trace = trace; self.name = name; self.fps = fps; self.from = from; self.until = until
    }

    public static let phaseColors: [ScrollPhase: String] = [
        .idle: "#ffffff", .tracking: "#f5c542", .interacting: "#3b82f6", .decelerating: "#22c55e", .animating: "#a855f7",
    ]
    static let inputColors: [String: String] = [
        "down": "#1d4ed8", "move": "#93c5fd", "up": "#1e3a8a", "cancel": "#dc2626", "wheel": "#0d9488",
        "key": "#9333ea", "resize": "#78716c", "select": "#ea580c", "focus": "#65a30d",
    ]

    /// The colour of an input type in the rug and its legend (every type has one: a test checks).
    static func color(of type: String) -> String { inputColors[type] ?? "#000" }

    /// Pixel columns the curves are decimated to.
    static var columns: Int { Layout.columns }

    /// The minimum and maximum of the samples in one pixel column, in the order they came.
    struct Column {
        var count = 0
        var minOffset = Double.infinity, maxOffset = -Double.infinity
        var minVelocity = Double.infinity, maxVelocity = -Double.infinity
        private var minOffsetAt = 0, maxOffsetAt = 0, minVelocityAt = 0, maxVelocityAt = 0
        var minOffsetFirst: Bool { minOffsetAt <= maxOffsetAt }
        var minVelocityFirst: Bool { minVelocityAt <= maxVelocityAt }
        mutating func add(offset: Double, velocity: Double) {
            if offset < minOffset { minOffset = offset; minOffsetAt = count }
            if offset > maxOffset { maxOffset = offset; maxOffsetAt = count }
            if velocity < minVelocity { minVelocity = velocity; minVelocityAt = count }
            if velocity > maxVelocity { maxVelocity = velocity; maxVelocityAt = count }
            count += 1
        }
    }

    /// What a run of the picker through the trace gives the chart.
    struct Run {
        var columns: [Column]
        var speeds: [Double] = []
        var selections: [SelectionRecord] = []
        var phases: [PhaseRecord] = []
        /// The phase at the start of the time axis.
        var startPhase = ScrollPhase.idle
        var finalValue = 0.0
        var restTime: Double?
        var selectionChanges = 0
        var minOffset = Double.infinity, maxOffset = -Double.infinity
    }

    func fail(_ e: ScrollEngineError, _ n: Int) -> TraceError {
        TraceError(file: name, line: trace.lines.indices.contains(n) ? trace.lines[n] : 0, reason: "the engine refused the input: \(e)")
    }

    /// What the inputs drive (`model`) and the wheel a plot charts: the trace's wheel, or a
    /// demo's ``column`` among its `columns` (`column` nil for one wheel).
    struct Plotted {
        let model: any PickerModel
        let picker: WheelPicker
        let column: Int?
        let columns: Int
    }

    /// A new model made from the trace's header, and the wheel charted.
    func plotted() -> Plotted {
        let model = trace.header.makeModel(time: 0)
        guard let columns = model as? ColumnPicker else { return Plotted(model: model, picker: model as! WheelPicker, column: nil, columns: 1) }
        let c = Swift.min(Swift.max(0, column), columns.columns.count - 1)
        return Plotted(model: model, picker: columns.columns[c], column: c, columns: columns.columns.count)
    }

    /// Runs the picker through the trace, sampling from `t0` to `t1` into pixel columns.
    func run(t0: Double, t1: Double) throws(TraceError) -> Run {
        let plotted = self.plotted()
        let model = plotted.model, picker = plotted.picker, plottedColumn = plotted.column
        let n = Self.columns
        var r = Run(columns: Array(repeating: Column(), count: n))
        let span = t1 - t0
        // At most 32 samples a column: a 10-minute trace costs what a 10-second one does.
        let period = Swift.max(1 / Double(Swift.max(1, fps)), span / Double(n * 32))
        func drain() {
            model.drainModelEvents { c, e, from, to in
                guard c == plottedColumn else { return }
                switch e {
                case let .selection(s):
                    r.selectionChanges += 1
                    if s.time >= t0 && s.time <= t1 {
                        r.selections.append(SelectionRecord(t: s.time, from: from, to: to, cause: s.cause))
                    }
                case let .phase(p):
                    if p.to == .idle { r.restTime = p.time } else { r.restTime = nil }
                    if p.time < t0 { r.startPhase = p.to } else if p.time <= t1 {
                        r.phases.append(PhaseRecord(t: p.time, from: p.from, to: p.to, velocity: p.velocity))
                    }
                }
            }
        }
        func sample(_ t: Double) {
            guard t >= t0, t <= t1 else { return }
            let column = Swift.min(n - 1, Swift.max(0, Int(saturating: (t - t0) / span * Double(n))))
            let o = picker.offset, v = picker.velocity
            r.columns[column].add(offset: o, velocity: v)
            r.speeds.append(abs(v))
            r.minOffset = Swift.min(r.minOffset, o); r.maxOffset = Swift.max(r.maxOffset, o)
        }
        var i = 0
        var k = (t0 / period).rounded(.up)
        var lastInput = -Double.infinity
        while true {
            let tf = Swift.min(k * period, t1)
            if i < trace.inputs.count, trace.inputs[i].t <= tf {
                let input = trace.inputs[i]
                do { try model.advance(to: Swift.max(input.t, model.time)) } catch { throw fail(error, i) }
                drain()
                sample(input.t)   // the state just before the input: constant since the last sample when still
                do { try model.handle(input.input, at: input.t) } catch { throw fail(error, i) }
                drain()
                sample(input.t)
                lastInput = input.t
                i += 1
                continue
            }
            do { try model.advance(to: Swift.max(tf, model.time)) } catch { throw fail(error, i) }
            drain()
            sample(tf)
            if tf >= t1 { break }
            k += 1
            // Nothing moves until the next input: skip to it (or to the end).
            if model.nextEventTime == nil && (model.isIdle || tf - lastInput > 0.1) {
                let next = i < trace.inputs.count ? trace.inputs[i].t : t1
                if next > k * period { k = Swift.max(k, (Swift.min(next, t1) / period).rounded(.down)) }
                if i == trace.inputs.count { sample(t1) ; break }
            }
        }
        r.finalValue = picker.value
        return r
    }

    public func svg() throws(TraceError) -> String {
        let plotted = self.plotted(), picker = plotted.picker
        let end = try trace.replayEndTime(fps: fps, name: name)
        let t0 = Swift.max(0, from ?? 0)
        let t1 = Swift.max(until ?? end, t0 + 0.001)
        let run = try run(t0: t0, t1: t1)
        let layout = Layout(t0: t0, t1: t1, run: run, bounds: picker.bounds, step: picker.configuration.step)
        return header(layout) + title(layout, run: run, plotted: plotted) + layout.legend()
            + layout.phaseBands(run: run) + layout.axes(picker: picker) + layout.boundLines(bounds: picker.bounds)
            + layout.curves(run: run) + layout.selectionTicks(run: run, values: picker.configuration)
            + layout.releaseLines(run: run) + layout.inputRug(trace.inputs) + "\n</svg>\n"
    }

    /// The `<svg>` element and a white background.
    func header(_ l: Layout) -> String {
        let W = l.width, H = l.height
        var s = ""
        s += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f(W))\" height=\"\(f(H))\" viewBox=\"0 0 \(f(W)) \(f(H))\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" font-size=\"12\">\n"
        s += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
        return s
    }

    /// The title: the trace, its final value, when it came to rest, how many selection changes.
    func title(_ l: Layout, run: Run, plotted: Plotted) -> String {
        let values = plotted.picker.configuration
        let t0 = l.t0, t1 = l.t1, selections = run.selections
        let zoomed = from != nil || until != nil
        // A demo's chart is one column's: the title says which (its value is not the demo's).
        let name = plotted.column.map { "\(self.name), column \($0) of \(plotted.columns)" } ?? self.name
        let title = zoomed
            ? "\(name), \(fmtTime(t0))–\(fmtTime(t1)) s — value \(values.label(for: run.finalValue)) at \(fmtTime(t1)) s, "
                + "\(selections.count) selection change\(selections.count == 1 ? "" : "s") in view"
            : "\(name) — final value \(values.label(for: run.finalValue))"
                + (run.restTime.map { ", at rest at \(fmtTime($0)) s" } ?? ", still held at the end")
                + ", \(run.selectionChanges) selection change\(run.selectionChanges == 1 ? "" : "s")"
        return chartTitle(title, x: l.left, width: l.width)
    }
}

import Detent
import DetentPicker
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

    public init(trace: Trace, name: String, fps: Int = 240, from: Double? = nil, until: Double? = nil) {
        self.trace = trace; self.name = name; self.fps = fps; self.from = from; self.until = until
    }

    public static let phaseColors: [ScrollPhase: String] = [
        .idle: "#ffffff", .tracking: "#f5c542", .interacting: "#3b82f6", .decelerating: "#22c55e", .animating: "#a855f7",
    ]
    static let inputColors: [String: String] = [
        "down": "#1d4ed8", "move": "#93c5fd", "up": "#1e3a8a", "cancel": "#dc2626", "wheel": "#0d9488",
        "key": "#9333ea", "resize": "#78716c", "select": "#ea580c",
    ]

    // Layout.
    static let width = 1000.0, height = 620.0
    static let left = 78.0, right = 70.0
    static var plotWidth: Double { width - left - right }
    /// Pixel columns the curves are decimated to.
    static var columns: Int { Int(plotWidth) }

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

    /// Runs the picker through the trace, sampling from `t0` to `t1` into pixel columns.
    func run(t0: Double, t1: Double) throws(TraceError) -> Run {
        let picker = trace.header.makePicker(time: 0)
        let engine = picker.engine
        let n = Self.columns
        var r = Run(columns: Array(repeating: Column(), count: n))
        let span = t1 - t0
        // At most 32 samples a column: a 10-minute trace costs what a 10-second one does.
        let period = Swift.max(1 / Double(Swift.max(1, fps)), span / Double(n * 32))
        func drain() {
            for e in engine.events {
                switch e {
                case let .selection(s):
                    r.selectionChanges += 1
                    if s.time >= t0 && s.time <= t1 {
                        r.selections.append(SelectionRecord(t: s.time, from: picker.value(at: s.from), to: picker.value(at: s.to), cause: s.cause))
                    }
                case let .phase(p):
                    if p.to == .idle { r.restTime = p.time } else { r.restTime = nil }
                    if p.time < t0 { r.startPhase = p.to } else if p.time <= t1 {
                        r.phases.append(PhaseRecord(t: p.time, from: p.from, to: p.to, velocity: p.velocity))
                    }
                }
            }
            engine.removeAllEvents()
        }
        func sample(_ t: Double) {
            guard t >= t0, t <= t1 else { return }
            let column = Swift.min(n - 1, Swift.max(0, Int(saturating: (t - t0) / span * Double(n))))
            let o = engine.offset, v = engine.velocity
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
                do { try picker.advance(to: Swift.max(input.t, engine.time)) } catch { throw fail(error, i) }
                drain()
                sample(input.t)   // the state just before the input: constant since the last sample when still
                do { try picker.handle(input.pickerInput, at: input.t) } catch { throw fail(error, i) }
                drain()
                sample(input.t)
                lastInput = input.t
                i += 1
                continue
            }
            do { try picker.advance(to: Swift.max(tf, engine.time)) } catch { throw fail(error, i) }
            drain()
            sample(tf)
            if tf >= t1 { break }
            k += 1
            // Nothing moves until the next input: skip to it (or to the end).
            if engine.nextEventTime == nil && (engine.isIdle || tf - lastInput > 0.1) {
                let next = i < trace.inputs.count ? trace.inputs[i].t : t1
                if next > k * period { k = Swift.max(k, (Swift.min(next, t1) / period).rounded(.down)) }
                if i == trace.inputs.count { sample(t1) ; break }
            }
        }
        r.finalValue = picker.value
        return r
    }

    public func svg() throws(TraceError) -> String {
        let picker = trace.header.makePicker(time: 0)
        let bounds = picker.engine.configuration.bounds
        let step = picker.configuration.step
        let end = try trace.replayEndTime(fps: fps, name: name)
        let t0 = Swift.max(0, from ?? 0)
        let t1 = Swift.max(until ?? end, t0 + 0.001)
        let run = try run(t0: t0, t1: t1)
        let selections = run.selections, phases = run.phases

        let W = Self.width, H = Self.height
        let left = Self.left
        let plotW = Self.plotWidth
        let top1 = 74.0, h1 = 270.0
        let top2 = top1 + h1 + 40, h2 = 150.0
        let rugY = top2 + h2 + 8
        func x(_ t: Double) -> Double { left + (t - t0) / (t1 - t0) * plotW }
        func column(_ t: Double) -> Int { Swift.min(Self.columns - 1, Swift.max(0, Int(saturating: (t - t0) / (t1 - t0) * Double(Self.columns)))) }

        // Offset range: the data and the bounds, padded.
        var oMin = run.minOffset.isFinite ? run.minOffset : 0, oMax = run.maxOffset.isFinite ? run.maxOffset : 0
        oMin = Swift.min(oMin, Swift.max(bounds.lowerBound, oMin - 2 * step))
        oMax = Swift.max(oMax, Swift.min(bounds.upperBound, oMax + 2 * step))
        if oMax - oMin < 4 * step { let mid = (oMax + oMin) / 2; oMin = mid - 2 * step; oMax = mid + 2 * step }
        let pad = (oMax - oMin) * 0.06
        oMin -= pad; oMax += pad
        func y1(_ o: Double) -> Double { top1 + h1 - (o - oMin) / (oMax - oMin) * h1 }
        // Velocity range: the releases and the 99th percentile of the speeds, not a transient.
        let releases = phases.filter { $0.from == .interacting }
        var vAbs = Swift.max(percentile(run.speeds, 99), releases.map { abs($0.velocity) }.max() ?? 0, 50)
        vAbs *= 1.1
        func y2(_ v: Double) -> Double { top2 + h2 / 2 - Swift.min(Swift.max(v / vAbs, -1), 1) * (h2 / 2) }

        var s = ""
        s += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f(W))\" height=\"\(f(H))\" viewBox=\"0 0 \(f(W)) \(f(H))\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" font-size=\"12\">\n"
        s += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
        let values = picker.configuration
        let zoomed = from != nil || until != nil
        let title = zoomed
            ? "\(name), \(fmtTime(t0))–\(fmtTime(t1)) s — value \(values.label(for: run.finalValue)) at \(fmtTime(t1)) s, "
                + "\(selections.count) selection change\(selections.count == 1 ? "" : "s") in view"
            : "\(name) — final value \(values.label(for: run.finalValue))"
                + (run.restTime.map { ", at rest at \(fmtTime($0)) s" } ?? ", still held at the end")
                + ", \(run.selectionChanges) selection change\(run.selectionChanges == 1 ? "" : "s")"
        s += "<text x=\"\(f(left))\" y=\"24\" font-size=\"16\" font-weight=\"bold\">\(xml(title))</text>\n"

        // Legend.
        var lx = left
        for p in [ScrollPhase.tracking, .interacting, .decelerating, .animating] {
            s += "<rect x=\"\(f(lx))\" y=\"36\" width=\"14\" height=\"14\" fill=\"\(Self.phaseColors[p]!)\" fill-opacity=\"0.35\" stroke=\"\(Self.phaseColors[p]!)\"/>"
            s += "<text x=\"\(f(lx + 19))\" y=\"47\">\(p.rawValue)</text>\n"
            lx += 30 + Double(p.rawValue.count) * 7.2
        }
        s += "<line x1=\"\(f(lx))\" y1=\"43\" x2=\"\(f(lx + 18))\" y2=\"43\" stroke=\"#dc2626\" stroke-width=\"2\" stroke-dasharray=\"4 3\"/><text x=\"\(f(lx + 23))\" y=\"47\">release</text>\n"
        lx += 90
        s += "<line x1=\"\(f(lx))\" y1=\"36\" x2=\"\(f(lx))\" y2=\"50\" stroke=\"#111\" stroke-width=\"1.5\"/><text x=\"\(f(lx + 6))\" y=\"47\">selection change</text>\n"
        lx += 130
        s += "<path d=\"M\(f(lx)) 38 l4 8 h-8 z\" fill=\"#dc2626\"/><text x=\"\(f(lx + 8))\" y=\"47\">beyond the velocity axis</text>\n"

        // Phase bands, from the phase events (exact times): each pixel column takes the phase
        // that covers most of it, and runs of equal columns are one rectangle per panel.
        let columnCount = Self.columns
        let columnTime = (t1 - t0) / Double(columnCount)
        var coverage = Array(repeating: [Double](repeating: 0, count: ScrollPhase.allCases.count), count: columnCount)
        var current = run.startPhase, since = t0
        func cover(_ phase: ScrollPhase, _ a: Double, _ b: Double) {
            guard b > a, let p = ScrollPhase.allCases.firstIndex(of: phase) else { return }
            for c in column(a)...column(b) {
                let lo = t0 + Double(c) * columnTime, hi = lo + columnTime
                coverage[c][p] += Swift.max(0, Swift.min(b, hi) - Swift.max(a, lo))
            }
        }
        for p in phases {
            cover(current, since, p.t)
            current = p.to; since = p.t
        }
        cover(current, since, t1)
        var bandPaths: [ScrollPhase: String] = [:]
        var c = 0
        while c < columnCount {
            let cov = coverage[c]
            let best = cov.indices.max { cov[$0] < cov[$1] }!
            let phase = cov[best] > 0 ? ScrollPhase.allCases[best] : .idle
            var e = c + 1
            while e < columnCount {
                let next = coverage[e]
                let nb = next.indices.max { next[$0] < next[$1] }!
                if (next[nb] > 0 ? ScrollPhase.allCases[nb] : .idle) != phase { break }
                e += 1
            }
            if phase != .idle {
                let bx = f(left + Double(c)), bw = f(Double(e - c))
                bandPaths[phase, default: ""] += "M\(bx) \(f(top1))h\(bw)v\(f(h1))h-\(bw)z M\(bx) \(f(top2))h\(bw)v\(f(h2))h-\(bw)z "
            }
            c = e
        }
        for phase in ScrollPhase.allCases {
            if let d = bandPaths[phase] { s += "<path d=\"\(d)\" fill=\"\(Self.phaseColors[phase]!)\" fill-opacity=\"0.2\"/>\n" }
        }

        // Axes and grid.
        let tStep = niceStep((t1 - t0) / 8)
        var tt = (t0 / tStep).rounded(.up) * tStep
        while tt <= t1 + 1e-9 * tStep {
            s += "<line x1=\"\(f(x(tt)))\" y1=\"\(f(top1))\" x2=\"\(f(x(tt)))\" y2=\"\(f(top2 + h2))\" stroke=\"#000\" stroke-opacity=\"0.08\"/>"
            s += "<text x=\"\(f(x(tt)))\" y=\"\(f(rugY + 28))\" text-anchor=\"middle\">\(fmtTick(tt, tStep))</text>\n"
            tt += tStep
        }
        s += "<text x=\"\(f(left + plotW / 2))\" y=\"\(f(rugY + 46))\" text-anchor=\"middle\">time (s)</text>\n"
        let oStep = niceStep((oMax - oMin) / 6)
        var oo = (oMin / oStep).rounded(.up) * oStep
        while oo <= oMax {
            s += "<line x1=\"\(f(left))\" y1=\"\(f(y1(oo)))\" x2=\"\(f(left + plotW))\" y2=\"\(f(y1(oo)))\" stroke=\"#000\" stroke-opacity=\"0.08\"/>"
            s += "<text x=\"\(f(left - 6))\" y=\"\(f(y1(oo) + 4))\" text-anchor=\"end\">\(fmtTick(oo, oStep))</text>"
            let idx = Int(saturating: (oo / step).rounded())
            if abs(Double(idx) * step - oo) < 1e-6 && idx >= 0 && idx < values.values.count {
                s += "<text x=\"\(f(left + plotW + 6))\" y=\"\(f(y1(oo) + 4))\" fill=\"#b91c1c\">\(xml(values.label(for: picker.value(at: idx))))</text>"
            }
            s += "\n"
            oo += oStep
        }
        s += "<text transform=\"translate(18 \(f(top1 + h1 / 2))) rotate(-90)\" text-anchor=\"middle\">offset (pt)</text>\n"
        s += "<text transform=\"translate(\(f(W - 14)) \(f(top1 + h1 / 2))) rotate(90)\" text-anchor=\"middle\" fill=\"#b91c1c\">value</text>\n"
        s += "<text transform=\"translate(18 \(f(top2 + h2 / 2))) rotate(-90)\" text-anchor=\"middle\">velocity (pt/s)</text>\n"
        let vStep = niceStep(vAbs / 2.5)
        var vv = -(vAbs / vStep).rounded(.down) * vStep
        while vv <= vAbs {
            s += "<line x1=\"\(f(left))\" y1=\"\(f(y2(vv)))\" x2=\"\(f(left + plotW))\" y2=\"\(f(y2(vv)))\" stroke=\"#000\" stroke-opacity=\"\(vv == 0 ? "0.45" : "0.08")\"/>"
            s += "<text x=\"\(f(left - 6))\" y=\"\(f(y2(vv) + 4))\" text-anchor=\"end\">\(fmtTick(vv, vStep))</text>\n"
            vv += vStep
        }
        // Bounds.
        for b in [bounds.lowerBound, bounds.upperBound] where b >= oMin && b <= oMax {
            s += "<line x1=\"\(f(left))\" y1=\"\(f(y1(b)))\" x2=\"\(f(left + plotW))\" y2=\"\(f(y1(b)))\" stroke=\"#b91c1c\" stroke-width=\"1\" stroke-dasharray=\"6 4\"/>"
            s += "<text x=\"\(f(left + plotW - 4))\" y=\"\(f(y1(b) + (b == bounds.lowerBound ? -5 : 14)))\" text-anchor=\"end\" fill=\"#b91c1c\" font-size=\"11\">\(b == bounds.lowerBound ? "lower" : "upper") bound</text>\n"
        }
        s += "<rect x=\"\(f(left))\" y=\"\(f(top1))\" width=\"\(f(plotW))\" height=\"\(f(h1))\" fill=\"none\" stroke=\"#333\"/>\n"
        s += "<rect x=\"\(f(left))\" y=\"\(f(top2))\" width=\"\(f(plotW))\" height=\"\(f(h2))\" fill=\"none\" stroke=\"#333\"/>\n"

        // Curves: each pixel column's minimum and maximum, in the order they came.
        var offsetPoints: [String] = [], velocityPoints: [String] = [], clipped: [String] = []
        for (c, col) in run.columns.enumerated() where col.count > 0 {
            let px = f(left + Double(c) + 0.5)
            let (o1, o2) = col.minOffsetFirst ? (col.minOffset, col.maxOffset) : (col.maxOffset, col.minOffset)
            offsetPoints.append("\(px),\(f(y1(o1)))")
            if o2 != o1 { offsetPoints.append("\(px),\(f(y1(o2)))") }
            let (v1, v2) = col.minVelocityFirst ? (col.minVelocity, col.maxVelocity) : (col.maxVelocity, col.minVelocity)
            velocityPoints.append("\(px),\(f(y2(v1)))")
            if v2 != v1 { velocityPoints.append("\(px),\(f(y2(v2)))") }
            if col.maxVelocity > vAbs { clipped.append("M\(px) \(f(top2 + 1)) l4 8 h-8 z") }
            if col.minVelocity < -vAbs { clipped.append("M\(px) \(f(top2 + h2 - 1)) l4 -8 h-8 z") }
        }
        if !offsetPoints.isEmpty {
            s += "<polyline fill=\"none\" stroke=\"#111827\" stroke-width=\"2\" stroke-linejoin=\"round\" points=\"\(offsetPoints.joined(separator: " "))\"/>\n"
            s += "<polyline fill=\"none\" stroke=\"#0f766e\" stroke-width=\"1.6\" stroke-linejoin=\"round\" points=\"\(velocityPoints.joined(separator: " "))\"/>\n"
        }
        if !clipped.isEmpty {
            s += "<path d=\"\(clipped.joined(separator: " "))\" fill=\"#dc2626\"/>\n"
        }

        // Selection ticks along the top of the offset panel, one a pixel column; label the
        // values where they do not overlap, walking back from the last (final) change.
        var tickColumns = Set<Int>()
        var lastLabelX = Double.infinity
        var labels = "", ticks = ""
        for sel in selections.reversed() {
            let px = x(sel.t)
            if tickColumns.insert(column(sel.t)).inserted { ticks += "M\(f(px)) \(f(top1))v9" }
            let text = values.label(for: sel.to)
            let width = Double(text.count) * 6.5 + 6
            if lastLabelX - px >= width {
                labels += "<text x=\"\(f(px))\" y=\"\(f(top1 - 4))\" text-anchor=\"middle\" font-size=\"10\">\(xml(text))</text>\n"
                lastLabelX = px
            }
        }
        if !ticks.isEmpty { s += "<path class=\"selection-ticks\" d=\"\(ticks)\" stroke=\"#111\" stroke-width=\"1.2\"/>\n" }
        s += labels

        // Releases and catches (a touch that stops a moving picker): a line each (one a pixel
        // column), a label where it does not overlap the previous one.
        // Lines closer than 4 px would merge into a wall: keep the first of each such group.
        var lastRelease = -Double.infinity, lastCatch = -Double.infinity
        var releaseLines = "", releaseDots = "", catchLines = ""
        var releaseLabelEnd = -Double.infinity, catchLabelEnd = -Double.infinity
        for p in phases {
            let px = x(p.t)
            if p.from == .interacting {
                if px - lastRelease >= 4 {
                    lastRelease = px
                    releaseLines += "M\(f(px)) \(f(top1))V\(f(top2 + h2))"
                    releaseDots += "M\(f(px - 4)) \(f(y2(p.velocity)))a4 4 0 1 0 8 0a4 4 0 1 0 -8 0"
                }
                let text = "release \(fmtTick(p.velocity.rounded(), 1)) pt/s → \(p.to.rawValue)"
                let width = Double(text.count) * 6.2
                let anchorEnd = px + 6 + width > left + plotW
                let start = anchorEnd ? px - 6 - width : px + 6
                if start >= releaseLabelEnd + 6 {
                    s += "<text x=\"\(f(anchorEnd ? px - 6 : px + 6))\" y=\"\(f(top2 + 14))\" text-anchor=\"\(anchorEnd ? "end" : "start")\" fill=\"#b91c1c\" font-size=\"11\">\(xml(text))</text>\n"
                    releaseLabelEnd = start + width
                }
            } else if p.to == .tracking && (p.from == .decelerating || p.from == .animating) {
                if px - lastCatch >= 4 { lastCatch = px; catchLines += "M\(f(px)) \(f(top1))V\(f(top2 + h2))" }
                if px + 5 >= catchLabelEnd + 6 {
                    s += "<text x=\"\(f(px + 5))\" y=\"\(f(top1 + h1 - 8))\" fill=\"#b45309\" font-size=\"11\">catch</text>\n"
                    catchLabelEnd = px + 5 + 32
                }
            }
        }

        if !releaseLines.isEmpty {
            s += "<path class=\"releases\" d=\"\(releaseLines)\" stroke=\"#dc2626\" stroke-width=\"1.5\" stroke-dasharray=\"5 3\"/>\n"
            s += "<path d=\"\(releaseDots)\" fill=\"#dc2626\"/>\n"
        }
        if !catchLines.isEmpty {
            s += "<path class=\"catches\" d=\"\(catchLines)\" stroke=\"#b45309\" stroke-width=\"1.2\" stroke-dasharray=\"2 3\"/>\n"
        }

        // Input rug: one mark a pixel column and type.
        var rug = Set<Int>()
        var rugPaths: [String: String] = [:]
        let types = TraceInputKind.typeNames
        for input in trace.inputs where input.t >= t0 && input.t <= t1 {
            let name = input.kind.typeName
            let typeIndex = types.firstIndex(of: name) ?? 0
            guard rug.insert(column(input.t) * types.count + typeIndex).inserted else { continue }
            let tall: Bool
            switch input.kind { case .move, .wheel: tall = false; default: tall = true }
            rugPaths[name, default: ""] += "M\(f(x(input.t))) \(f(rugY))v\(tall ? 12 : 6)"
        }
        for name in types { if let d = rugPaths[name] { s += "<path d=\"\(d)\" stroke=\"\(Self.inputColors[name] ?? "#000")\"/>" } }
        s += "\n<text x=\"\(f(left - 6))\" y=\"\(f(rugY + 9))\" text-anchor=\"end\" font-size=\"10\">inputs</text>\n"
        var ix = left + plotW
        var legend = ""
        for name in TraceInputKind.typeNames.reversed() where trace.inputs.contains(where: { $0.kind.typeName == name }) {
            ix -= Double(name.count) * 6.5 + 22
            legend += "<rect x=\"\(f(ix))\" y=\"\(f(rugY + 34))\" width=\"10\" height=\"3\" fill=\"\(Self.inputColors[name]!)\"/><text x=\"\(f(ix + 13))\" y=\"\(f(rugY + 39))\" font-size=\"10\">\(name)</text>"
        }
        s += legend + "\n</svg>\n"
        return s
    }

    // MARK: formatting

    func f(_ d: Double) -> String {
        let r = (d * 100).rounded() / 100
        if r == r.rounded(), abs(r) < 1e15 { return String(Int(r)) }
        return "\(r)"
    }
    func fmtTime(_ t: Double) -> String { fmtTick(t, 0.001) }
    func fmtTick(_ v: Double, _ step: Double) -> String {
        var decimals = 0
        var s = step
        while s < 1 && decimals < 6 { s *= 10; decimals += 1 }
        return PickerValues.format(v, decimals: decimals)
    }
    func niceStep(_ raw: Double) -> Double {
        guard raw > 0, raw.isFinite else { return 1 }
        let p = pow(10, floor(log10(raw)))
        let m = raw / p
        return (m < 1.5 ? 1 : m < 3 ? 2 : m < 7 ? 5 : 10) * p
    }
    func xml(_ s: String) -> String {
        var o = ""
        for c in s {
            switch c {
            case "<": o += "&lt;"
            case ">": o += "&gt;"
            case "&": o += "&amp;"
            case "\"": o += "&quot;"
            default: o.append(c)
            }
        }
        return o
    }
}

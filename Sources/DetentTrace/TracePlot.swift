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
public struct TracePlot {
    public var trace: Trace
    public var name: String
    public var fps: Int

    public init(trace: Trace, name: String, fps: Int = 240) { self.trace = trace; self.name = name; self.fps = fps }

    public static let phaseColors: [ScrollPhase: String] = [
        .idle: "#ffffff", .tracking: "#f5c542", .interacting: "#3b82f6", .decelerating: "#22c55e", .animating: "#a855f7",
    ]
    static let inputColors: [String: String] = [
        "down": "#1d4ed8", "move": "#93c5fd", "up": "#1e3a8a", "cancel": "#dc2626", "wheel": "#0d9488",
        "key": "#9333ea", "resize": "#78716c", "select": "#ea580c",
    ]

    public func svg() throws(TraceError) -> String {
        let replayer = Replayer(trace: trace, options: ReplayOptions(fps: fps), name: name)
        let picker = replayer.picker
        let (records, summary) = try replayer.collect()
        let bounds = picker.engine.configuration.bounds
        let step = picker.configuration.step
        var frames: [FrameSample] = []
        var selections: [SelectionRecord] = []
        var phases: [PhaseRecord] = []
        for r in records {
            switch r {
            case let .frame(f): frames.append(f)
            case let .selection(s): selections.append(s)
            case let .phase(p): phases.append(p)
            }
        }
        let t1 = Swift.max(summary.endTime, frames.last?.t ?? 0, 0.001)

        // Layout.
        let W = 1000.0, H = 620.0
        let left = 78.0, right = 70.0
        let plotW = W - left - right
        let top1 = 74.0, h1 = 270.0
        let top2 = top1 + h1 + 40, h2 = 150.0
        let rugY = top2 + h2 + 8
        func x(_ t: Double) -> Double { left + t / t1 * plotW }

        // Offset range: the data and the bounds, padded.
        var oMin = frames.map(\.offset).min() ?? 0, oMax = frames.map(\.offset).max() ?? 0
        oMin = Swift.min(oMin, Swift.max(bounds.lowerBound, oMin - 2 * step))
        oMax = Swift.max(oMax, Swift.min(bounds.upperBound, oMax + 2 * step))
        if oMax - oMin < 4 * step { let mid = (oMax + oMin) / 2; oMin = mid - 2 * step; oMax = mid + 2 * step }
        let pad = (oMax - oMin) * 0.06
        oMin -= pad; oMax += pad
        // Offset grows downward in the chart? No: upward, like any value plot.
        func y1(_ o: Double) -> Double { top1 + h1 - (o - oMin) / (oMax - oMin) * h1 }
        var vAbs = frames.map { abs($0.velocity) }.max() ?? 0
        vAbs = Swift.max(vAbs, phases.map { abs($0.velocity) }.max() ?? 0, 50)
        vAbs *= 1.1
        func y2(_ v: Double) -> Double { top2 + h2 / 2 - v / vAbs * (h2 / 2) }

        var s = ""
        s += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f(W))\" height=\"\(f(H))\" viewBox=\"0 0 \(f(W)) \(f(H))\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" font-size=\"12\">\n"
        s += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
        let title = "\(name) — final value \(fmtValue(summary.finalValue, picker))" + (summary.idle ? ", at rest at \(fmtTime(summary.restTime ?? 0)) s" : ", still held at the end")
            + ", \(summary.selectionChanges) selection change\(summary.selectionChanges == 1 ? "" : "s")"
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

        // Phase bands, from the phase events (exact times).
        var bands: [(ScrollPhase, Double, Double)] = []
        var current = ScrollPhase.idle, since = 0.0
        for p in phases {
            if p.t > since || current != .idle { bands.append((current, since, p.t)) }
            current = p.to; since = p.t
        }
        bands.append((current, since, t1))
        for (phase, a, b) in bands where phase != .idle && b >= a {
            let w = Swift.max(x(b) - x(a), 1)
            for (top, h) in [(top1, h1), (top2, h2)] {
                s += "<rect x=\"\(f(x(a)))\" y=\"\(f(top))\" width=\"\(f(w))\" height=\"\(f(h))\" fill=\"\(Self.phaseColors[phase]!)\" fill-opacity=\"0.2\"/>\n"
            }
        }

        // Axes and grid.
        let tStep = niceStep(t1 / 8)
        var tt = 0.0
        while tt <= t1 + 1e-9 {
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
            let idx = Int(saturating: ((oo - 0) / step).rounded())
            if abs(Double(idx) * step - oo) < 1e-6 && idx >= 0 && idx < picker.configuration.values.count {
                s += "<text x=\"\(f(left + plotW + 6))\" y=\"\(f(y1(oo) + 4))\" fill=\"#b91c1c\">\(xml(picker.configuration.label(for: picker.value(at: idx))))</text>"
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

        // Curves.
        if !frames.isEmpty {
            s += "<polyline fill=\"none\" stroke=\"#111827\" stroke-width=\"2\" stroke-linejoin=\"round\" points=\""
            s += frames.map { "\(f(x($0.t))),\(f(y1($0.offset)))" }.joined(separator: " ")
            s += "\"/>\n"
            s += "<polyline fill=\"none\" stroke=\"#0f766e\" stroke-width=\"1.6\" stroke-linejoin=\"round\" points=\""
            s += frames.map { "\(f(x($0.t))),\(f(y2($0.velocity)))" }.joined(separator: " ")
            s += "\"/>\n"
        }

        // Selection ticks along the top of the offset panel; label some values.
        // Labels where they do not overlap: walking back from the last (final) change.
        var labelled = Set<Int>()
        var lastLabelX = Double.infinity
        for n in selections.indices.reversed() {
            let px = x(selections[n].t)
            let width = Double(picker.configuration.label(for: selections[n].to).count) * 6.5 + 6
            if lastLabelX - px >= width { labelled.insert(n); lastLabelX = px }
        }
        for (n, sel) in selections.enumerated() {
            s += "<line x1=\"\(f(x(sel.t)))\" y1=\"\(f(top1))\" x2=\"\(f(x(sel.t)))\" y2=\"\(f(top1 + 9))\" stroke=\"#111\" stroke-width=\"1.2\"/>"
            if labelled.contains(n) {
                s += "<text x=\"\(f(x(sel.t)))\" y=\"\(f(top1 - 4))\" text-anchor=\"middle\" font-size=\"10\">\(xml(picker.configuration.label(for: sel.to)))</text>"
            }
            s += "\n"
        }

        // Releases.
        for p in phases where p.from == .interacting {
            let px = x(p.t)
            s += "<line x1=\"\(f(px))\" y1=\"\(f(top1))\" x2=\"\(f(px))\" y2=\"\(f(top2 + h2))\" stroke=\"#dc2626\" stroke-width=\"1.5\" stroke-dasharray=\"5 3\"/>"
            s += "<circle cx=\"\(f(px))\" cy=\"\(f(y2(p.velocity)))\" r=\"4\" fill=\"#dc2626\"/>"
            let anchor = px > left + plotW * 0.8 ? "end" : "start"
            let dx = anchor == "end" ? -6.0 : 6.0
            s += "<text x=\"\(f(px + dx))\" y=\"\(f(top2 + 14))\" text-anchor=\"\(anchor)\" fill=\"#b91c1c\" font-size=\"11\">release \(fmtTick(p.velocity.rounded(), 1)) pt/s → \(p.to.rawValue)</text>\n"
        }

        // Catches: a touch that stops a moving picker.
        for p in phases where p.to == .tracking && (p.from == .decelerating || p.from == .animating) {
            let px = x(p.t)
            s += "<line x1=\"\(f(px))\" y1=\"\(f(top1))\" x2=\"\(f(px))\" y2=\"\(f(top2 + h2))\" stroke=\"#b45309\" stroke-width=\"1.2\" stroke-dasharray=\"2 3\"/>"
            s += "<text x=\"\(f(px + 5))\" y=\"\(f(top1 + h1 - 8))\" fill=\"#b45309\" font-size=\"11\">catch</text>\n"
        }

        // Input rug.
        for input in trace.inputs where input.t <= t1 {
            let c = Self.inputColors[input.kind.typeName] ?? "#000"
            let tall: Bool
            switch input.kind { case .move, .wheel: tall = false; default: tall = true }
            s += "<line x1=\"\(f(x(input.t)))\" y1=\"\(f(rugY))\" x2=\"\(f(x(input.t)))\" y2=\"\(f(rugY + (tall ? 12 : 6)))\" stroke=\"\(c)\"/>"
        }
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
    func fmtValue(_ v: Double, _ p: WheelPicker) -> String { p.configuration.label(for: v) }
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

import Detent
import DetentPicker
import DetentTrace
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The pieces of the chart, each a group of SVG elements drawn on the layout, in the order
// they are painted.
extension TracePlot.Layout {
    /// The phase colours, the release, selection and clipped-velocity marks, along the top.
    func legend() -> String {
        var s = ""
        // Legend.
        var lx = left
        for p in [ScrollPhase.tracking, .interacting, .decelerating, .animating] {
            s += "<rect x=\"\(f(lx))\" y=\"36\" width=\"14\" height=\"14\" fill=\"\(TracePlot.phaseColors[p]!)\" fill-opacity=\"0.35\" stroke=\"\(TracePlot.phaseColors[p]!)\"/>"
            s += "<text x=\"\(f(lx + 19))\" y=\"47\">\(p.rawValue)</text>\n"
            lx += 30 + Double(p.rawValue.count) * 7.2
        }
        s += "<line x1=\"\(f(lx))\" y1=\"43\" x2=\"\(f(lx + 18))\" y2=\"43\" stroke=\"#dc2626\" stroke-width=\"2\" stroke-dasharray=\"4 3\"/><text x=\"\(f(lx + 23))\" y=\"47\">release</text>\n"
        lx += 90
        s += "<line x1=\"\(f(lx))\" y1=\"36\" x2=\"\(f(lx))\" y2=\"50\" stroke=\"#111\" stroke-width=\"1.5\"/><text x=\"\(f(lx + 6))\" y=\"47\">selection change</text>\n"
        lx += 130
        s += "<path d=\"M\(f(lx)) 38 l4 8 h-8 z\" fill=\"#dc2626\"/><text x=\"\(f(lx + 8))\" y=\"47\">beyond the velocity axis</text>\n"
        return s
    }

    /// Phase bands behind both panels, from the phase events (exact times).
    func phaseBands(run: TracePlot.Run) -> String {
        let phases = run.phases
        var s = ""
        // Phase bands, from the phase events (exact times): each pixel column takes the phase
        // that covers most of it, and runs of equal columns are one rectangle per panel.
        let columnCount = TracePlot.Layout.columns
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
            if let d = bandPaths[phase] { s += "<path d=\"\(d)\" fill=\"\(TracePlot.phaseColors[phase]!)\" fill-opacity=\"0.2\"/>\n" }
        }
        return s
    }

    /// The time, offset (with the values as a second scale) and velocity axes and their grid.
    func axes(picker: WheelPicker) -> String {
        let step = picker.configuration.step
        let values = picker.configuration
        var s = ""
        // Axes and grid.
        let tStep = niceStep((t1 - t0) / 8)
        for tt in tickValues(from: t0, through: t1 + 1e-9 * tStep, step: tStep) {
            s += gridColumn(x: x(tt), top: top1, bottom: top2 + h2, labelY: rugY + 28, label: fmtTick(tt, tStep))
        }
        s += "<text x=\"\(f(left + plotW / 2))\" y=\"\(f(rugY + 46))\" text-anchor=\"middle\">time (s)</text>\n"
        let oStep = niceStep((oMax - oMin) / 6)
        // The second scale: the values at every `every`-th target (a nice number of them,
        // about as far apart as the offset's grid lines, so that a step of 32 pt is labelled
        // as a step of 10 is), within the values (a looping wheel's wrap round).
        let every = Swift.max(1, niceStep(oStep / step).rounded())
        var labelled = Set<Int>()
        func valueLabel(_ idx: Int) -> String {
            guard values.looping || (idx >= 0 && idx < values.values.count) else { return "" }
            labelled.insert(idx)
            let oo = Double(idx) * step
            return "<text x=\"\(f(left + plotW + 6))\" y=\"\(f(y1(oo) + 4))\" fill=\"#b91c1c\">\(xml(values.label(for: picker.value(at: idx))))</text>"
        }
        for oo in tickValues(from: oMin, through: oMax, step: oStep) {
            // A value on a grid line is written with it.
            let idx = Int(saturating: (oo / step).rounded())
            let onLine = abs(Double(idx) * step - oo) < 1e-6 && Double(idx).remainder(dividingBy: every) == 0
            s += gridRow(y: y1(oo), left: left, width: plotW, label: fmtTick(oo, oStep), trailing: onLine ? valueLabel(idx) : "")
        }
        for tick in tickValues(from: oMin / step, through: oMax / step, step: every) {
            let idx = Int(saturating: tick.rounded())
            if !labelled.contains(idx) { let label = valueLabel(idx); if !label.isEmpty { s += label + "\n" } }
        }
        s += axisTitle("offset (pt)", x: 18, y: top1 + h1 / 2)
        s += axisTitle("value", x: width - 14, y: top1 + h1 / 2, angle: 90, attributes: " fill=\"#b91c1c\"")
        s += axisTitle("velocity (pt/s)", x: 18, y: top2 + h2 / 2)
        s += velocityGrid(limit: vAbs, left: left, width: plotW, y: y2)
        return s
    }

    /// The offset bounds as dashed lines, and the panels' frames.
    func boundLines(bounds: ClosedRange<Double>) -> String {
        var s = ""
        // Bounds.
        for b in [bounds.lowerBound, bounds.upperBound] where b >= oMin && b <= oMax {
            s += "<line x1=\"\(f(left))\" y1=\"\(f(y1(b)))\" x2=\"\(f(left + plotW))\" y2=\"\(f(y1(b)))\" stroke=\"#b91c1c\" stroke-width=\"1\" stroke-dasharray=\"6 4\"/>"
            s += "<text x=\"\(f(left + plotW - 4))\" y=\"\(f(y1(b) + (b == bounds.lowerBound ? -5 : 14)))\" text-anchor=\"end\" fill=\"#b91c1c\" font-size=\"11\">\(b == bounds.lowerBound ? "lower" : "upper") bound</text>\n"
        }
        s += panelFrame(left: left, top: top1, width: plotW, height: h1)
        s += panelFrame(left: left, top: top2, width: plotW, height: h2)
        return s
    }

    /// The offset and velocity curves, decimated to pixel columns; velocities beyond the axis marked.
    func curves(run: TracePlot.Run) -> String {
        var s = ""
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
            s += polyline(offsetPoints.joined(separator: " "), color: "#111827", width: 2)
            s += polyline(velocityPoints.joined(separator: " "), color: "#0f766e", width: 1.6)
        }
        if !clipped.isEmpty {
            s += "<path d=\"\(clipped.joined(separator: " "))\" fill=\"#dc2626\"/>\n"
        }
        return s
    }

    /// Selection changes as ticks along the top of the offset panel, labelled where they fit.
    func selectionTicks(run: TracePlot.Run, values: WheelPicker.Configuration) -> String {
        let selections = run.selections
        var s = ""
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
        return s
    }

    /// Releases (leaving interacting) and catches as vertical lines, labelled where they fit.
    func releaseLines(run: TracePlot.Run) -> String {
        let phases = run.phases
        var s = ""
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
        return s
    }

    /// The inputs as marks under the velocity panel, coloured by type, and their legend.
    func inputRug(_ inputs: [TraceInput]) -> String {
        var s = ""
        // Input rug: one mark a pixel column and type.
        var rug = Set<Int>()
        var rugPaths: [String: String] = [:]
        let types = PickerInput.traceTypes
        for input in inputs where input.t >= t0 && input.t <= t1 {
            let name = input.input.traceType
            let typeIndex = types.firstIndex(of: name) ?? 0
            guard rug.insert(column(input.t) * types.count + typeIndex).inserted else { continue }
            let tall: Bool
            switch input.input { case .pointerMove, .wheel: tall = false; default: tall = true }
            rugPaths[name, default: ""] += "M\(f(x(input.t))) \(f(rugY))v\(tall ? 12 : 6)"
        }
        for name in types { if let d = rugPaths[name] { s += "<path d=\"\(d)\" stroke=\"\(TracePlot.color(of: name))\"/>" } }
        s += "\n<text x=\"\(f(left - 6))\" y=\"\(f(rugY + 9))\" text-anchor=\"end\" font-size=\"10\">inputs</text>\n"
        var ix = left + plotW
        var legend = ""
        for name in PickerInput.traceTypes.reversed() where inputs.contains(where: { $0.input.traceType == name }) {
            ix -= Double(name.count) * 6.5 + 22
            legend += "<rect x=\"\(f(ix))\" y=\"\(f(rugY + 34))\" width=\"10\" height=\"3\" fill=\"\(TracePlot.color(of: name))\"/><text x=\"\(f(ix + 13))\" y=\"\(f(rugY + 39))\" font-size=\"10\">\(name)</text>"
        }
        s += legend
        return s
    }
}

import Detent
import DetentPicker
import DetentTrace

/// `detent plot --profiles`: one trace replayed under several platform profiles, drawn in one
/// SVG chart — the offset above, the offset velocity below, one colour per profile, and a
/// legend with where and when each comes to rest. The picture to choose a feel by.
public struct ProfilePlot {
    public var trace: Trace
    public var name: String
    public var profiles: [ScrollPhysics]
    public var fps: Int

    public init(trace: Trace, name: String, profiles: [ScrollPhysics], fps: Int = 240) {
        self.trace = trace; self.name = name; self.profiles = profiles; self.fps = fps
    }

    /// One colour per built-in profile (in ``ScrollPhysics/all`` order), then grey.
    public static func color(for p: ScrollPhysics) -> String {
        let palette = ["#111827", "#16a34a", "#9333ea", "#ea580c", "#0891b2"]
        guard let i = ScrollPhysics.all.firstIndex(of: p) else { return "#6b7280" }
        return palette[i]
    }

    /// One replay: its frames and summary.
    public struct Run {
        public var profile: ScrollPhysics
        public var frames: [FrameSample]
        public var summary: ReplaySummary
        public var bounds: ClosedRange<Double>
        /// The final value as the picker labels it.
        public var finalLabel: String
    }

    /// The offsets `frames` cover (a demo's, which has no one wheel's bounds).
    static func span(_ frames: [FrameSample]) -> ClosedRange<Double> {
        let offsets = frames.map(\.offset)
        return (offsets.min() ?? 0)...(offsets.max() ?? 0)
    }

    /// The trace replayed under each profile (the header's `picker.rate` dropped).
    public func runs() throws(TraceError) -> [Run] {
        var result: [Run] = []
        for p in profiles {
            var t = trace
            t.header.picker.profile = p
            t.header.picker.rate = nil
            let replayer = Replayer(trace: t, options: ReplayOptions(fps: fps), name: name)
            let (records, summary) = try replayer.collect()
            var frames: [FrameSample] = []
            for case let .frame(f) in records { frames.append(f) }
            result.append(Run(profile: p, frames: frames, summary: summary,
                              bounds: replayer.picker?.bounds ?? Self.span(frames),
                              finalLabel: replayer.model.modelLabel(summary.finalValue)))
        }
        return result
    }

    public func svg() throws(TraceError) -> String {
        let runs = try runs()
        let all = runs.flatMap(\.frames)
        let t1 = Swift.max(all.map(\.t).max() ?? 0, 0.001)
        let W = 1000.0, left = 78.0, right = 24.0
        // The legend: three entries a row, 300 pt apart, or as many as fit (a demo's dates made
        // entries overlap and run off the chart). An entry is a 29 pt swatch and its label.
        let labels = runs.map { r in
            "\(r.profile.name): value \(r.finalLabel), at rest " + (r.summary.idle ? "\(fmtTick(r.summary.restTime ?? 0, 0.001)) s" : "moving")
        }
        let perRow = (1...3).reversed().first { n in
            let spacing = n == 3 ? 300.0 : (W - left) / Double(n)
            return labels.indices.allSatisfy { i in
                let c = i % n, end = left + Double(c) * spacing + 29 + estimatedWidth(labels[i])
                return end <= (c == n - 1 ? W : left + Double(c + 1) * spacing)   // the estimate runs over by some 10 pt: the gap
            }
        } ?? 1
        let spacing = perRow == 3 ? 300.0 : (W - left) / Double(perRow)
        let legendRows = (runs.count + perRow - 1) / perRow
        let H = 582.0 + 18 * Double(legendRows)
        let plotW = W - left - right
        let top1 = 52.0 + 18 * Double(legendRows), h1 = 280.0, top2 = top1 + h1 + 36, h2 = 150.0
        func x(_ t: Double) -> Double { left + t / t1 * plotW }
        let bounds = runs.first?.bounds ?? 0...0
        var oMin = Swift.min(all.map(\.offset).min() ?? 0, bounds.lowerBound)
        var oMax = Swift.max(all.map(\.offset).max() ?? 0, bounds.lowerBound)
        if oMax - oMin < 1 { oMax += 1 }
        let pad = (oMax - oMin) * 0.06
        oMin -= pad; oMax += pad
        func y1(_ o: Double) -> Double { top1 + h1 - (o - oMin) / (oMax - oMin) * h1 }
        // The velocity scale follows the motions (a drag's jitter may be far faster).
        let moving = all.filter { $0.phase == .decelerating || $0.phase == .animating }
        let vAbs = Swift.max((moving.isEmpty ? all : moving).map { abs($0.velocity) }.max() ?? 0, 50) * 1.1
        func clampV(_ v: Double) -> Double { Swift.max(-vAbs, Swift.min(vAbs, v)) }
        func y2(_ v: Double) -> Double { top2 + h2 / 2 - v / vAbs * (h2 / 2) }

        var s = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f(W))\" height=\"\(f(H))\" viewBox=\"0 0 \(f(W)) \(f(H))\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" font-size=\"12\">\n"
        s += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
        s += chartTitle("\(name) under \(runs.count) platform profile\(runs.count == 1 ? "" : "s")", x: left, width: W)
        // Legend: name, final value, time to rest.
        for (i, r) in runs.enumerated() {
            let lx = left + Double(i % perRow) * spacing, ly = 43 + 18 * Double(i / perRow)
            let c = Self.color(for: r.profile)
            let label = labels[i]
            s += "<line x1=\"\(f(lx))\" y1=\"\(f(ly))\" x2=\"\(f(lx + 24))\" y2=\"\(f(ly))\" stroke=\"\(c)\" stroke-width=\"3\"\(ProfileFlingsPlot.dash(r.profile))/>"
            s += "<text x=\"\(f(lx + 29))\" y=\"\(f(ly + 4))\">\(xml(label))</text>\n"
        }
        // Grid and axes.
        let tStep = niceStep(t1 / 8)
        for tt in tickValues(from: 0, through: t1 + 1e-9, step: tStep) {
            s += gridColumn(x: x(tt), top: top1, bottom: top2 + h2, labelY: top2 + h2 + 18, label: fmtTick(tt, tStep))
        }
        s += "<text x=\"\(f(left + plotW / 2))\" y=\"\(f(top2 + h2 + 36))\" text-anchor=\"middle\">time (s)</text>\n"
        let oStep = niceStep((oMax - oMin) / 6)
        for oo in tickValues(from: oMin, through: oMax, step: oStep) {
            s += gridRow(y: y1(oo), left: left, width: plotW, label: fmtTick(oo, oStep))
        }
        s += velocityGrid(limit: vAbs, left: left, width: plotW, y: y2)
        s += axisTitle("offset (pt)", x: 18, y: top1 + h1 / 2)
        s += axisTitle("velocity (pt/s)", x: 18, y: top2 + h2 / 2)
        for b in [bounds.lowerBound, bounds.upperBound] where b >= oMin && b <= oMax {
            s += "<line x1=\"\(f(left))\" y1=\"\(f(y1(b)))\" x2=\"\(f(left + plotW))\" y2=\"\(f(y1(b)))\" stroke=\"#b91c1c\" stroke-dasharray=\"6 4\"/>\n"
        }
        s += panelFrame(left: left, top: top1, width: plotW, height: h1)
        s += panelFrame(left: left, top: top2, width: plotW, height: h2)
        // Curves.
        // Solid curves first: a dashed twin drawn over one still shows both.
        for r in ProfileFlingsPlot.solidFirst(runs, \.profile) where !r.frames.isEmpty {
            let c = Self.color(for: r.profile), dash = ProfileFlingsPlot.dash(r.profile)
            // At rest until the chart's end: the last frame held. Simplified: a smooth curve at
            // 240 fps is mostly points on the line through their neighbours.
            var points = r.frames.map { (x: x($0.t), y: y1($0.offset)) }
            if let last = r.frames.last, last.t < t1 { points.append((x(t1), y1(last.offset))) }
            s += polyline(pointList(ProfileFlingsPlot.simplified(points)), color: c, width: 2, dash: dash)
            s += polyline(pointList(ProfileFlingsPlot.simplified(r.frames.map { (x: x($0.t), y: y2(clampV($0.velocity))) })),
                          color: c, width: 1.6, dash: dash)
        }
        return s + "</svg>\n"
    }
}

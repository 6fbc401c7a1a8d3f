import Detent
import DetentCLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ProfileFlingsPlot {
    /// One fling's panel: its title, the offset chart, the velocity chart under it, and the
    /// time axis they share.
    struct Panel {
        let runs: [ProfileMeasurement]
        let fling: ProfileFling
        let left: Double, plotW: Double, titleY: Double
        let top1: Double, h1 = 218.0
        let top2: Double, h2 = 104.0
        /// The time axis: 0 to `t1`; with `tau`, logarithmic in 1 + t / `tau` (the approach to
        /// an edge takes milliseconds, the overshoot after it a second: both show, smoothly).
        let t1: Double, tau: Double?
        let oMin: Double, oMax: Double
        let vMin: Double, vMax: Double

        init(runs: [ProfileMeasurement], x: Double, y: Double, width: Double) {
            self.runs = runs
            fling = runs[0].fling
            left = x + 72; plotW = width - 72 - 22
            titleY = y + 18
            top1 = y + 30; top2 = y + 30 + 218 + 12
            let ends = runs.map { $0.restTime ?? $0.samples.last?.t ?? 0 }
            t1 = Swift.max(ends.max() ?? 0, 0.05) * 1.06
            // Half the latest crossing: the approach takes about a quarter of the width.
            if let crossing = runs.compactMap(\.edge?.time).max(), crossing < t1 / 20 {
                tau = niceStep(crossing) / 2
            } else {
                tau = nil
            }
            let from = fling.from
            var offsets = runs.flatMap { $0.samples.map(\.offset) } + [from]
            if fling.kind == .paging, let page = runs.first?.pageSize, page > 0 {
                // The pages on either side of the start: where it could land.
                offsets += [(from / page).rounded(.down) * page, (from / page).rounded(.up) * page]
            }
            var lo = offsets.min() ?? 0, hi = offsets.max() ?? 1
            if hi - lo < 1 { lo -= 0.5; hi += 0.5 }
            oMin = lo - (hi - lo) * 0.08; oMax = hi + (hi - lo) * 0.08
            let sign = fling.sign
            let velocities = runs.flatMap { $0.samples.map(\.velocity) } + runs.compactMap(\.edge?.arrivingSpeed).map { $0 * sign } + [0]
            let vLo = velocities.min() ?? 0, vHi = velocities.max() ?? 1, vPad = Swift.max((vHi - vLo) * 0.08, 1)
            vMin = vLo - (vLo < 0 ? vPad : 0); vMax = vHi + vPad
        }

        func x(_ t: Double) -> Double {
            guard let tau else { return left + t / t1 * plotW }
            return left + log1p(t / tau) / log1p(t1 / tau) * plotW
        }
        func y1(_ o: Double) -> Double { top1 + h1 - (o - oMin) / (oMax - oMin) * h1 }
        func y2(_ v: Double) -> Double { top2 + h2 - (v - vMin) / (vMax - vMin) * h2 }

        func svg() -> String {
            var s = "<text x=\"\(f(left - 52))\" y=\"\(f(titleY))\" font-size=\"14\"><tspan font-weight=\"bold\">\(xml(fling.title))</tspan> · \(xml(fling.description))</text>\n"
            s += grid()
            s += panelFrame(left: left, top: top1, width: plotW, height: h1)
            s += panelFrame(left: left, top: top2, width: plotW, height: h2)
            let ordered = ProfileFlingsPlot.solidFirst(runs, \.profile)
            let lines = ordered.map(polylines)
            s += referenceLines(avoiding: lines.map(\.offset))
            for (run, line) in zip(ordered, lines) {
                let color = ProfilePlot.color(for: run.profile), dash = ProfileFlingsPlot.dash(run.profile)
                s += polyline(pointList(line.offset), color: color, width: 2.2, dash: dash)
                s += polyline(pointList(line.velocity), color: color, width: 1.8, dash: dash)
            }
            for run in ordered {
                guard let rest = run.restTime else { continue }
                s += "<circle cx=\"\(f(x(rest)))\" cy=\"\(f(y1(run.finalOffset)))\" r=\"4.5\" fill=\"\(ProfilePlot.color(for: run.profile))\" stroke=\"#fff\" stroke-width=\"1.5\"/>\n"
            }
            return s
        }

        /// Time ticks and lines across both charts, offset and velocity ticks and lines, the
        /// axis titles.
        func grid() -> String {
            var s = ""
            // Ticks: a linear axis' nice steps; a logarithmic one's 1-2-5 series, 34 px apart.
            var ticks: [(t: Double, step: Double)] = []
            if tau != nil {
                var decade = 0.001
                while decade <= t1 {
                    for m in [1.0, 2, 5] where m * decade <= t1 {
                        let t = m * decade
                        if x(t) - x(ticks.last?.t ?? 0) >= 34 { ticks.append((t, decade)) }
                    }
                    decade *= 10
                }
                ticks.insert((0, 1), at: 0)
            } else {
                let step = niceStep(t1 / 7)
                ticks = stride(from: 0, through: t1, by: step).map { ($0, step) }
            }
            for (t, step) in ticks {
                s += gridColumn(x: x(t), top: top1, bottom: top2 + h2, labelY: top2 + h2 + 16, label: fmtTick(t, step))
            }
            var axis = "time (s)"
            if tau != nil { axis += ", logarithmic: the end is reached in milliseconds, left behind in a second" }
            s += "<text x=\"\(f(left + plotW / 2))\" y=\"\(f(top2 + h2 + 33))\" text-anchor=\"middle\">\(xml(axis))</text>\n"
            let oStep = niceStep((oMax - oMin) / 5)
            for o in tickValues(from: oMin, through: oMax, step: oStep) {
                s += gridRow(y: y1(o), left: left, width: plotW, label: fmtTick(o, oStep))
            }
            let vStep = niceStep((vMax - vMin) / 4)
            for v in tickValues(from: vMin, through: vMax, step: vStep) {
                s += gridRow(y: y2(v), left: left, width: plotW, label: fmtTick(v, vStep), opacity: v == 0 ? "0.45" : "0.08")
            }
            s += axisTitle("offset (pt)", x: left - 58, y: top1 + h1 / 2)
            s += axisTitle("velocity (pt/s)", x: left - 58, y: top2 + h2 / 2)
            return s
        }

        /// The bounds (red) and, for a paging fling, the pages (slate), dashed and labelled in
        /// the corner of the line that the `curves` (pixel polylines) cross least.
        func referenceLines(avoiding curves: [[(x: Double, y: Double)]]) -> String {
            var s = ""
            let bounds = runs[0].bounds, page = runs[0].pageSize
            var lines: [(offset: Double, label: String, bound: Bool)] = []
            if fling.kind == .paging && page > 0 {
                var k = (oMin / page).rounded(.up)
                while k * page <= oMax {
                    let o = k * page
                    let bound = o == bounds.lowerBound || o == bounds.upperBound
                    lines.append((o, "page \(Int(k))" + (o == bounds.lowerBound ? " · lower bound" : o == bounds.upperBound ? " · upper bound" : ""), bound))
                    k += 1
                }
            }
            for b in [bounds.lowerBound, bounds.upperBound] where b >= oMin && b <= oMax && !lines.contains(where: { $0.offset == b }) {
                lines.append((b, "\(b == bounds.lowerBound ? "lower" : "upper") bound \(shortest(b))", true))
            }
            for line in lines {
                let y = y1(line.offset), color = line.bound ? "#b91c1c" : "#475569"
                s += "<line x1=\"\(f(left))\" y1=\"\(f(y))\" x2=\"\(f(left + plotW))\" y2=\"\(f(y))\" stroke=\"\(color)\" stroke-width=\"1.2\" stroke-dasharray=\"6 4\"/>"
                let width = Double(line.label.count) * 6.3
                var best: (x: Double, y: Double, anchor: String, crossings: Int)?
                for (atRight, above) in [(true, true), (false, true), (true, false), (false, false)] {
                    let baseline = above ? y - 5 : y + 15
                    guard baseline - 12 > top1, baseline + 2 < top1 + h1 else { continue }
                    let x0 = atRight ? left + plotW - 6 - width : left + 6
                    let crossings = Self.count(curves, inX: x0 - 2...(x0 + width + 2), y: baseline - 12...(baseline + 3))
                    if best == nil || crossings < best!.crossings {
                        best = (atRight ? left + plotW - 6 : left + 6, baseline, atRight ? "end" : "start", crossings)
                    }
                }
                if let best {
                    s += "<text x=\"\(f(best.x))\" y=\"\(f(best.y))\" text-anchor=\"\(best.anchor)\" fill=\"\(color)\" font-size=\"11\">\(xml(line.label))</text>\n"
                }
            }
            return s
        }

        /// How many points, every 2 px along the polylines, fall in the box.
        static func count(_ polylines: [[(x: Double, y: Double)]], inX xs: ClosedRange<Double>, y ys: ClosedRange<Double>) -> Int {
            var n = 0
            for line in polylines {
                for (a, b) in zip(line, line.dropFirst()) {
                    let steps = Swift.max(1, Int((abs(b.x - a.x) + abs(b.y - a.y)) / 2))
                    for i in 0...steps {
                        let u = Double(i) / Double(steps)
                        if xs.contains(a.x + (b.x - a.x) * u) && ys.contains(a.y + (b.y - a.y) * u) { n += 1 }
                    }
                }
            }
            return n
        }

        /// A run's offset and velocity curves in pixels: its samples, the exact crossing of the
        /// end and moment of rest put in, held at rest to the axis' end, simplified to what shows.
        func polylines(_ run: ProfileMeasurement) -> (offset: [(x: Double, y: Double)], velocity: [(x: Double, y: Double)]) {
            var samples = run.samples
            let sign = fling.sign
            if let edge = run.edge, let i = samples.firstIndex(where: { $0.t > edge.time }) {
                let bound = sign > 0 ? run.bounds.upperBound : run.bounds.lowerBound
                samples.insert(contentsOf: [ProfileMeasurement.Sample(t: edge.time, offset: bound, velocity: edge.arrivingSpeed * sign),
                                            ProfileMeasurement.Sample(t: edge.time, offset: bound, velocity: edge.carriedSpeed * sign)], at: i)
            }
            if let rest = run.restTime, let last = samples.last, last.t > rest {
                samples.insert(ProfileMeasurement.Sample(t: rest, offset: run.finalOffset, velocity: 0), at: samples.count - 1)
            }
            if let last = samples.last, last.t < t1 {
                samples.append(ProfileMeasurement.Sample(t: t1, offset: last.offset, velocity: last.velocity))
            }
            return (ProfileFlingsPlot.simplified(samples.map { (x(Swift.min($0.t, t1)), y1($0.offset)) }),
                    ProfileFlingsPlot.simplified(samples.map { (x(Swift.min($0.t, t1)), y2($0.velocity)) }))
        }
    }
}

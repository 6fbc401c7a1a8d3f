import Detent
import DetentCLI
import DetentTrace

/// `detent plot --profiles NAMES` without a trace: the flings of ``ProfileFling/all`` under
/// each profile, one panel a fling (the offset over time above, the velocity below), one
/// colour and line style a profile, a dot where each comes to rest. The bounds and, for
/// paging, the pages are drawn as lines; the fling into the end stretches its first instants,
/// so that how each profile meets the end (bounce, clamp, a wall) can be seen.
struct ProfileFlingsPlot {
    var profiles: [ScrollPhysics]
    var flings: [ProfileFling] = ProfileFling.all
    var sampleRate: Int = ProfileMeasurement.defaultSampleRate

    static let width = 1200.0
    /// Where the panels start, below the title and the legend.
    static let panelsTop = 92.0
    static let panelHeight = 412.0

    /// The measurements, one list a fling (in `profiles`' order).
    func measurements() throws(ScrollEngineError) -> [[ProfileMeasurement]] {
        try flings.map { fling throws(ScrollEngineError) in
            try profiles.map { p throws(ScrollEngineError) in try ProfileMeasurement(profile: p, fling: fling, sampleRate: sampleRate) }
        }
    }

    func svg() throws(ScrollEngineError) -> String {
        let panels = try measurements()
        let rows = (panels.count + 1) / 2
        let W = Self.width, H = Self.panelsTop + Self.panelHeight * Double(rows) + 8
        var s = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(f(W))\" height=\"\(f(H))\" viewBox=\"0 0 \(f(W)) \(f(H))\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" font-size=\"12\">\n"
        s += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
        s += "<text x=\"20\" y=\"28\" font-size=\"17\" font-weight=\"bold\">\(counted(profiles.count, "platform profile")) on the reference picker: where they differ</text>\n"
        let bounds = panels.first?.first?.bounds ?? 0...0
        let page = panels.first?.first?.pageSize ?? 0
        s += "<text x=\"20\" y=\"48\" fill=\"#374151\">Each fling released at t = 0 (offset bounds \(shortest(bounds.lowerBound))…\(shortest(bounds.upperBound)), pages of \(shortest(page)) pt). Offset above, velocity below; a dot where each comes to rest.</text>\n"
        // Legend: one swatch a profile, in its colour and line style.
        var lx = 20.0
        for p in profiles {
            s += "<line x1=\"\(f(lx))\" y1=\"68\" x2=\"\(f(lx + 30))\" y2=\"68\" stroke=\"\(ProfilePlot.color(for: p))\" stroke-width=\"3\"\(Self.dash(p))/>"
            s += "<text x=\"\(f(lx + 36))\" y=\"72\" font-size=\"13\">\(xml(p.name))</text>\n"
            lx += 60 + Double(p.name.count) * 8
        }
        for (i, runs) in panels.enumerated() {
            let panel = Panel(runs: runs, x: Double(i % 2) * W / 2, y: Self.panelsTop + Double(i / 2) * Self.panelHeight, width: W / 2)
            s += panel.svg()
        }
        return s + "</svg>\n"
    }

    /// The stroke-dasharray attribute of a profile's curves: the Flutter profiles are dashed,
    /// so that a curve drawn over its twin (iOS's, Android's) still shows.
    static func dash(_ p: ScrollPhysics) -> String {
        p == .flutterBouncing || p == .flutterClamping ? " stroke-dasharray=\"8 5\"" : ""
    }

    /// `items` with the solid-drawn profiles' first: a dashed twin drawn over one still shows both.
    static func solidFirst<Item>(_ items: [Item], _ profile: (Item) -> ScrollPhysics) -> [Item] {
        items.filter { dash(profile($0)).isEmpty } + items.filter { !dash(profile($0)).isEmpty }
    }

    /// The points that matter of a polyline: those more than `tolerance` from the line through
    /// the kept points around them (Ramer–Douglas–Peucker), so that a smooth curve sampled at
    /// 1000 Hz costs a few dozen points and a jump keeps its corners.
    static func simplified(_ points: [(x: Double, y: Double)], tolerance: Double = 0.1) -> [(x: Double, y: Double)] {
        guard points.count > 2 else { return points }
        var keep = [Bool](repeating: false, count: points.count)
        keep[0] = true; keep[points.count - 1] = true
        var spans = [(0, points.count - 1)]
        while let (a, b) = spans.popLast() {
            guard b > a + 1 else { continue }
            let (ax, ay) = points[a], (bx, by) = points[b]
            let dx = bx - ax, dy = by - ay, length = (dx * dx + dy * dy).squareRoot()
            var farthest = a, distance = -1.0
            for i in (a + 1)..<b {
                let (px, py) = points[i]
                let d = length > 0 ? abs(dy * (px - ax) - dx * (py - ay)) / length : ((px - ax) * (px - ax) + (py - ay) * (py - ay)).squareRoot()
                if d > distance { distance = d; farthest = i }
            }
            if distance > tolerance {
                keep[farthest] = true
                spans.append((a, farthest)); spans.append((farthest, b))
            }
        }
        return points.indices.filter { keep[$0] }.map { points[$0] }
    }
}

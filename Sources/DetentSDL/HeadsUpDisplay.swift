import Detent
import DetentPicker

/// The sandbox's heads-up display as display items: value, phase, velocity (and, for a
/// profile that stretches at its edges, the stretch: how much larger the content is drawn along
/// the axis, in %), frames per second, frame interval p50 and p99, input-to-present latency p50 and p99 and, once a drag
/// was measured, its lag p50 and p99, and a graph of recent frame intervals with its scale.
///
/// The picker's state (value, phase, velocity) is written every frame, so that a screenshot
/// never contradicts the picture; the frame statistics, which would flicker, four times a
/// second. Text wraps to the window's width and the graph keeps as many bars as fit.
///
/// The HUD leaves the picker alone: its lines fill the space above the picker, then the space
/// below it, and the graph takes what is left at the bottom; what does not fit is left out.
/// Only in a window with no line of room above or below the picker are the lines written
/// over it, on a backdrop of the background colour, so that they never run through ticks.
public struct HeadsUpDisplay {
    /// Recent frame intervals, in milliseconds (the newest last).
    public private(set) var intervals: [Double] = []
    /// How many intervals the graph shows at most.
    public var history = 120
    /// Recent input latencies, in milliseconds (the newest last), and recent drag lags, in points.
    public private(set) var latencies: [Double] = []
    public private(set) var dragLags: [Double] = []
    /// How many latencies and drag lags the percentiles are taken over.
    public var measurementHistory = 1000
    private var statistics: [String] = []
    private var lastRefresh = -Double.infinity

    /// The HUD's font size and the width of one character of it (DejaVu Sans Mono, 0.602 em).
    static let fontSize = 11.0, charWidth = 11.0 * 0.602, lineHeight = 15.0

    public init() {}

    /// Records the interval between the last two frame starts.
    public mutating func addInterval(milliseconds: Double) {
        intervals.append(milliseconds)
        if intervals.count > history { intervals.removeFirst(intervals.count - history) }
    }

    /// Records the latency of the `inputs` inputs a frame showed.
    public mutating func addLatency(milliseconds: Double, inputs: Int) {
        latencies.append(contentsOf: repeatElement(milliseconds, count: inputs))
        if latencies.count > measurementHistory { latencies.removeFirst(latencies.count - measurementHistory) }
    }

    /// Records a frame's drag lag.
    public mutating func addDragLag(points: Double) {
        dragLags.append(points)
        if dragLags.count > measurementHistory { dragLags.removeFirst(dragLags.count - measurementHistory) }
    }

    /// Packs `parts` into lines no wider than `width` points (two spaces between parts); a
    /// part wider than that alone is cut short with "…".
    static func wrap(_ parts: [String], width: Double) -> [String] {
        var lines: [String] = []
        var line = ""
        let fit = Swift.max(1, Int(saturating: (width / charWidth).rounded(.down)))
        for whole in parts {
            let part = whole.count <= fit ? whole : String(whole.prefix(fit - 1)) + "…"
            let candidate = line.isEmpty ? part : line + "  " + part
            if line.isEmpty || Double(candidate.count) * charWidth <= width { line = candidate } else {
                lines.append(line)
                line = part
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The items for the HUD at `time` in a window of `window` points; `target` is the frame
    /// period in milliseconds.
    public mutating func items(picker: WheelPicker, time: Double, window: Size, theme: PickerTheme,
                               target: Double, into list: inout [DisplayItem]) {
        let stretch = (picker.edgeStretch.scale(at: picker.time) - 1) * 100
        let state = ["value \(picker.configuration.label(for: picker.value))", "phase \(picker.phase.rawValue)",
                     "v \(PickerValues.format(picker.velocity, decimals: 0)) pt/s",
                     "profile \(picker.configuration.physics.name)"]
            + (picker.configuration.physics.stretchesAtEdges ? ["stretch \(PickerValues.format(stretch, decimals: 2)) %"] : [])
        items(state: state, avoiding: picker.frame, time: time, window: window, theme: theme, target: target, into: &list)
    }

    /// The items for the HUD with `state` as its first lines (a demo's combined value), laid
    /// out around `picker`, the picker's frame.
    public mutating func items(state: [String], avoiding picker: Rect, time: Double, window: Size, theme: PickerTheme,
                               target: Double, into list: inout [DisplayItem]) {
        if time - lastRefresh >= 0.25 || statistics.isEmpty {
            lastRefresh = time
            let recent = intervals.suffix(60)
            let mean = recent.isEmpty ? 0 : recent.reduce(0, +) / Double(recent.count)
            let fps = mean > 0 ? 1000 / mean : 0
            statistics = [
                "fps \(PickerValues.format(fps, decimals: 1))",
                "interval p50 \(PickerValues.format(FrameStatistics.percentile(intervals, 50), decimals: 2)) ms",
                "p99 \(PickerValues.format(FrameStatistics.percentile(intervals, 99), decimals: 2)) ms",
            ]
            if !latencies.isEmpty {
                statistics.append("latency p50 \(PickerValues.format(FrameStatistics.percentile(latencies, 50), decimals: 2))"
                                  + " p99 \(PickerValues.format(FrameStatistics.percentile(latencies, 99), decimals: 2)) ms")
            }
            if !dragLags.isEmpty {
                statistics.append("drag lag p50 \(PickerValues.format(FrameStatistics.percentile(dragLags, 50), decimals: 1))"
                                  + " p99 \(PickerValues.format(FrameStatistics.percentile(dragLags, 99), decimals: 1)) pt")
            }
        }
        let width = Swift.max(window.width - 12, HeadsUpDisplay.charWidth)
        let lines = HeadsUpDisplay.wrap(state, width: width) + HeadsUpDisplay.wrap(statistics, width: width)
        let line = HeadsUpDisplay.lineHeight, ink = theme.label
        // Rows of text above the picker (from the top), then below it (from its bottom edge).
        let above = Swift.max(0, Int(saturating: ((picker.minY - 4) / line).rounded(.down)))
        let belowTop = picker.maxY + 4
        let below = Swift.max(0, Int(saturating: ((window.height - belowTop) / line).rounded(.down)))
        var tops: [Double] = (0..<above).map { 4 + Double($0) * line } + (0..<below).map { belowTop + Double($0) * line }
        var over = false
        if tops.isEmpty {
            // No room beside the picker: over it, on a backdrop.
            over = true
            tops = (0..<Swift.max(0, Int(saturating: ((window.height - 4) / line).rounded(.down)))).map { 4 + Double($0) * line }
        }
        let shown = Array(lines.prefix(tops.count))
        if over, !shown.isEmpty {
            let widest = shown.map { Double($0.count) * HeadsUpDisplay.charWidth }.max() ?? 0
            list.append(.rect(Rect(x: 2, y: 2, width: Swift.min(window.width - 4, widest + 8), height: Double(shown.count) * line + 4),
                              color: theme.background.opacity(0.85)))
        }
        for (text, top) in zip(shown, tops) {
            list.append(.text(text, frame: Rect(x: 6, y: top, width: width, height: line),
                              fontSize: HeadsUpDisplay.fontSize, alignment: .leading, color: ink.opacity(0.85)))
        }

        // The graph: one bar per frame, from 0 to twice the target at its top, a line at the
        // target; as many of the newest bars as fit beside the scale's labels.
        // Below the picker and the lines written there (never over the picker).
        let usedBelow = shown.count > above ? tops[shown.count - 1] + line : belowTop
        let textBottom = over ? window.height : Swift.max(usedBelow, picker.maxY + 4)
        let graphHeight = Swift.min(40, window.height - textBottom - 8)
        guard graphHeight >= 12 else { return }
        let barWidth = 2.0, left = 6.0
        let scaleLabel = "\(PickerValues.format(2 * target, decimals: 1)) ms"
        let labelWidth = Double(scaleLabel.count) * HeadsUpDisplay.charWidth + 4
        let bars = Swift.min(history, Int(saturating: ((window.width - 12 - labelWidth) / barWidth).rounded(.down)))
        guard bars >= 10 else { return }
        let base = window.height - 4
        let perMs = graphHeight / (2 * target)
        list.append(.rect(Rect(x: left, y: base - graphHeight, width: Double(bars) * barWidth, height: graphHeight), color: ink.opacity(0.06)))
        for (i, ms) in intervals.suffix(bars).enumerated() {
            let h = Swift.min(graphHeight, Swift.max(1, ms * perMs))
            let color = ms > target * 1.08 ? theme.indicator : ink.opacity(0.5)
            list.append(.rect(Rect(x: left + Double(i) * barWidth, y: base - h, width: barWidth - 0.5, height: h), color: color))
        }
        list.append(.rect(Rect(x: left, y: base - target * perMs, width: Double(bars) * barWidth, height: 1),
                          color: theme.indicator.opacity(0.6)))
        let labelX = left + Double(bars) * barWidth + 4
        // The top and bottom labels only when the graph is tall enough to keep them apart.
        let target = ("\(PickerValues.format(target, decimals: 1)) ms", base - target * perMs)
        let labels = graphHeight >= 36 ? [(scaleLabel, base - graphHeight + 3), target, ("0", base - 4)] : [target]
        for (text, y) in labels {
            list.append(.text(text, frame: Rect(x: labelX, y: y - HeadsUpDisplay.lineHeight / 2, width: labelWidth, height: HeadsUpDisplay.lineHeight),
                              fontSize: 9, alignment: .leading, color: ink.opacity(0.7)))
        }
    }
}

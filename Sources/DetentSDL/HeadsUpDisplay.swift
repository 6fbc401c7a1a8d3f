import Detent
import DetentPicker

/// The sandbox's heads-up display as display items: value, phase, velocity, the platform
/// profile, frames per second, frame interval p50 and p99, and a graph of recent frame intervals.
///
/// The text is refreshed four times a second, so it is readable and its label textures are
/// not remade every frame.
public struct HeadsUpDisplay {
    /// Recent frame intervals, in milliseconds (the newest last).
    public private(set) var intervals: [Double] = []
    /// How many intervals the graph shows.
    public var history = 120
    private var lines: [String] = []
    private var lastRefresh = -Double.infinity

    public init() {}

    /// Records the interval between the last two frame starts.
    public mutating func addInterval(milliseconds: Double) {
        intervals.append(milliseconds)
        if intervals.count > history { intervals.removeFirst(intervals.count - history) }
    }

    /// The items for the HUD at `time` in a window of `window` points.
    public mutating func items(picker: WheelPicker, time: Double, window: Size, theme: PickerTheme,
                               target: Double, into list: inout [DisplayItem]) {
        if time - lastRefresh >= 0.25 || lines.isEmpty {
            lastRefresh = time
            let recent = intervals.suffix(60)
            let mean = recent.isEmpty ? 0 : recent.reduce(0, +) / Double(recent.count)
            let fps = mean > 0 ? 1000 / mean : 0
            let e = picker.engine
            lines = [
                "value \(PickerValues.format(picker.value, decimals: picker.configuration.values.decimals))  phase \(e.phase.rawValue)  v \(PickerValues.format(e.velocity, decimals: 0)) pt/s",
                "profile \(picker.configuration.physics.name) (P: next)",
                "fps \(PickerValues.format(fps, decimals: 1))  interval p50 \(PickerValues.format(FrameStatistics.percentile(intervals, 50), decimals: 2)) ms  p99 \(PickerValues.format(FrameStatistics.percentile(intervals, 99), decimals: 2)) ms",
            ]
        }
        let ink = theme.label
        for (i, line) in lines.enumerated() {
            list.append(.text(line, frame: Rect(x: 6, y: 4 + Double(i) * 15, width: window.width - 12, height: 15),
                              fontSize: 11, alignment: .leading, color: ink.opacity(0.85)))
        }
        // The graph: one bar per frame, 3 pt per millisecond, with a line at the target.
        let graphHeight = 40.0, barWidth = 2.0
        let base = window.height - 4
        let left = 6.0
        list.append(.rect(Rect(x: left, y: base - graphHeight, width: Double(history) * barWidth, height: graphHeight),
                          color: ink.opacity(0.06)))
        for (i, ms) in intervals.enumerated() {
            let h = Swift.min(graphHeight, Swift.max(1, ms * 3))
            let over = ms > target * 1.08
            let color = over ? theme.indicator : ink.opacity(0.5)
            list.append(.rect(Rect(x: left + Double(i) * barWidth, y: base - h, width: barWidth - 0.5, height: h), color: color))
        }
        list.append(.rect(Rect(x: left, y: base - target * 3, width: Double(history) * barWidth, height: 1),
                          color: theme.indicator.opacity(0.6)))
    }
}

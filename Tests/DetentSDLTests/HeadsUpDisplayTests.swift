import Testing
import Detent
import DetentPicker
@testable import DetentSDL

@Suite struct HeadsUpDisplayLayout {
    /// Every HUD item inside the window; text no wider than its frame by the font's advance.
    @Test(arguments: [Size(width: 480, height: 200), Size(width: 200, height: 480), Size(width: 200, height: 100), Size(width: 120, height: 60)])
    func everythingFitsTheWindow(window: Size) throws {
        var c = WheelPicker.Configuration()
        if window.height > window.width { c.axis = .vertical; c.size = Size(width: 120, height: 280) }
        let picker = WheelPicker(configuration: c, frame: WheelPicker.centeredFrame(size: c.size, in: window))
        try picker.handle(.select(value: 36, animated: false), at: 0)
        try picker.advance(to: 0.1)
        var hud = HeadsUpDisplay()
        for _ in 0..<200 { hud.addInterval(milliseconds: 8.33) }
        hud.addLatency(milliseconds: 0.71, inputs: 3)
        hud.addDragLag(points: 4.5)
        var list: [DisplayItem] = []
        hud.items(picker: picker, time: 0.1, window: window, theme: .light, target: 1000.0 / 120, into: &list)
        var texts: [String] = []
        for item in list {
            switch item {
            case let .rect(r, _):
                #expect(r.minX >= 0 && r.maxX <= window.width && r.minY >= 0 && r.maxY <= window.height, "\(r) in \(window)")
            case let .text(s, frame, size, _, _):
                texts.append(s)
                #expect(frame.minX >= 0 && frame.minY >= 0 && frame.maxY <= window.height + 1)
                #expect(frame.minX + Double(s.count) * size * 0.602 <= window.width + 0.5, "\"\(s)\" in \(window)")
            case .clip, .scaledText: break
            }
        }
        // The state is written whatever the width; the graph has a scale when there is room for it.
        #expect(texts.joined(separator: " ").contains("pt/s"))
        #expect(texts.contains("value 36") || texts.contains { $0.hasPrefix("value 36 ") })
        // The graph where there is room below the picker for it.
        if window.height - (picker.frame.maxY + 4) >= 28 && window.width >= 200 { #expect(texts.contains("8.3 ms")) }
    }

    /// Issue 34, item 11: the HUD leaves the picker alone. With `--size 300x120 --hud` its text
    /// ran through the ticks and the graph covered them; in a 200 × 480 vertical window it
    /// overlapped the ruler.
    @Test(arguments: [(Size(width: 300, height: 120), Axis.horizontal), (Size(width: 200, height: 480), .vertical),
                      (Size(width: 480, height: 200), .horizontal), (Size(width: 480, height: 300), .horizontal)])
    func theHUDNeverCoversThePicker(window: Size, axis: Axis) throws {
        var c = WheelPicker.Configuration()
        if axis == .vertical { c.axis = .vertical; c.size = Size(width: 120, height: 280) }
        let picker = WheelPicker(configuration: c, frame: WheelPicker.centeredFrame(size: c.size, in: window))
        var hud = HeadsUpDisplay()
        for _ in 0..<200 { hud.addInterval(milliseconds: 8.33) }
        hud.addLatency(milliseconds: 0.71, inputs: 3)
        hud.addDragLag(points: 4.5)
        var list: [DisplayItem] = []
        hud.items(picker: picker, time: 0.1, window: window, theme: .light, target: 1000.0 / 120, into: &list)
        #expect(!list.isEmpty)
        let f = picker.frame
        for item in list {
            let r: Rect
            switch item {
            case let .rect(rect, _): r = rect
            case let .text(_, frame, _, _, _): r = frame
            default: continue
            }
            let overlaps = r.minX < f.maxX && r.maxX > f.minX && r.minY < f.maxY && r.maxY > f.minY
            #expect(!overlaps, "\(item) over the picker \(f) in \(window)")
        }
        let texts = list.compactMap { if case let .text(s, _, _, _, _) = $0 { return s } else { return nil } }
        #expect(texts.first?.hasPrefix("value ") == true)
    }

    /// Latency p50 and p99 over the last ``HeadsUpDisplay/measurementHistory`` inputs (here
    /// 99 at 0.6 ms and one at 7.2: p99 0.60), drag lag once a drag was measured.
    @Test func latencyAndDragLagAreShown() throws {
        let picker = WheelPicker(configuration: .init(), frame: Rect(x: 100, y: 60, width: 280, height: 80))
        func texts(_ hud: inout HeadsUpDisplay, at time: Double) -> [String] {
            var list: [DisplayItem] = []
            hud.items(picker: picker, time: time, window: Size(width: 480, height: 200), theme: .light, target: 8.33, into: &list)
            return list.compactMap { if case let .text(s, _, _, _, _) = $0 { return s } else { return nil } }
        }
        var hud = HeadsUpDisplay()
        hud.addInterval(milliseconds: 8.33)
        #expect(!texts(&hud, at: 0).joined().contains("latency"))
        hud.addLatency(milliseconds: 7.2, inputs: 1)
        hud.addLatency(milliseconds: 0.6, inputs: 99)
        var shown = texts(&hud, at: 1).joined(separator: "|")
        #expect(shown.contains("latency p50 0.60 p99 0.60 ms"))
        #expect(!shown.contains("drag lag"))
        hud.addLatency(milliseconds: 7.2, inputs: 1)
        hud.addDragLag(points: 3.4)
        shown = texts(&hud, at: 2).joined(separator: "|")
        #expect(shown.contains("latency p50 0.60 p99 7.20 ms"))
        #expect(shown.contains("drag lag p50 3.4 p99 3.4 pt"))
        // Only the newest measurements count.
        hud.measurementHistory = 10
        hud.addLatency(milliseconds: 1.5, inputs: 10)
        #expect(hud.latencies == Array(repeating: 1.5, count: 10))
    }

    @Test func thePickersStateIsWrittenEveryFrame() throws {
        let picker = WheelPicker(configuration: .init(), frame: Rect(x: 100, y: 60, width: 280, height: 80))
        var hud = HeadsUpDisplay()
        var list: [DisplayItem] = []
        hud.items(picker: picker, time: 0, window: Size(width: 480, height: 200), theme: .light, target: 8.33, into: &list)
        try picker.handle(.select(value: 98, animated: false), at: 0.01)
        list.removeAll()
        hud.items(picker: picker, time: 0.01, window: Size(width: 480, height: 200), theme: .light, target: 8.33, into: &list)
        let first = list.compactMap { if case let .text(s, _, _, _, _) = $0 { return s } else { return nil } }.first
        #expect(first?.hasPrefix("value 98  phase idle") == true)
    }
}

import Testing
import Detent
@testable import DetentPicker

/// A display list as a renderer draws it: each item's text, frame to a millionth of a point
/// (a lap far out rounds its labels' positions in the 13th digit) and colour in bytes.
private func drawn(_ list: [DisplayItem]) -> [String] {
    func r(_ f: Rect) -> String {
        [f.minX, f.minY, f.width, f.height].map { String(Int(($0 * 1e6).rounded())) }.joined(separator: ",")
    }
    func c(_ c: DisplayColor) -> String { "\(c.bytes)" }
    return list.map {
        switch $0 {
        case let .rect(f, color): "rect \(r(f)) \(c(color))"
        case let .text(s, f, size, _, color): "text \(s) \(r(f)) \(size) \(c(color))"
        case let .scaledText(s, f, size, _, color): "scaled \(s) \(r(f)) \(size) \(c(color))"
        case let .clip(f): "clip \(f.map(r) ?? "-")"
        }
    }
}

/// A looping ruler (a compass's 0 ... 359): every lap is drawn and tapped as the first is.
@Suite struct LoopingRulerTests {
    /// Values 0 ... 9, 10 pt apart: a lap of 100 pt, narrower than the 280-pt frame.
    func compass(_ configure: (inout WheelPicker.Configuration) -> Void = { _ in }) -> WheelPicker {
        picker(PickerValues(0...9)) { $0.looping = true; configure(&$0) }
    }

    func move(_ p: WheelPicker, to offset: Double) throws {
        try p.engine.handle(.scrollTo(.offset(offset), animated: false), at: p.engine.time)
    }

    /// The display list is the same a whole number of laps away, on either side of lap 0, and
    /// shows ticks and labels across the whole frame.
    @Test func everyLapIsDrawnAsTheFirst() throws {
        for axis in [Axis.horizontal, .vertical] {
            let p = picker(PickerValues(0...9), axis: axis) { $0.looping = true }
            for offset in stride(from: -60.25, through: 160, by: 3.5) {   // never half-way between values
                try move(p, to: offset)
                let here = drawn(p.displayList())
                let texts = here.filter { $0.hasPrefix("text") }
                // 280 pt show 2.8 laps: 5 or 6 labels (0 and 5 of each), and 28 or 29 ticks × 2.
                #expect(texts.count >= 5, "\(axis) at \(offset): \(texts.count) labels")
                #expect(here.count - texts.count >= 2 * 27, "\(axis) at \(offset): \(here.count) items")
                for laps in [-1_000.0, -3, 1, 11, 10_000] {
                    try move(p, to: offset + 100 * laps)
                    #expect(drawn(p.displayList()) == here, "\(axis) at \(offset) + \(laps) laps")
                    let index = Int((offset / 10).rounded())
                    #expect(p.value == Double((index % 10 + 10) % 10), "\(axis) at \(offset) + \(laps) laps")
                }
            }
        }
    }

    /// Labels never overlap across the seam, where a lap's count of values is no multiple of
    /// the label stride: a compass of 72 values, labelled every 5, drew "350" and the next
    /// lap's "0" 20 pt apart, one over the other.
    @Test func labelsNeverOverlapAcrossTheSeam() throws {
        for (values, majorEvery) in [(try PickerValues(from: 0, to: 355, by: 5), 5), (PickerValues(0...9), 3), (PickerValues(0...6), 5)] {
            let p = picker(values) { $0.looping = true; $0.majorEvery = majorEvery }
            for offset in stride(from: -300.0, through: 300, by: 1.25) {
                try move(p, to: offset)
                let frames = labels(p).map(\.frame)
                #expect(!frames.isEmpty)
                for (a, b) in zip(frames, frames.dropFirst()) {
                    #expect(b.minX - a.maxX >= 0.25 * 24 - 1e-9, "\(values) every \(p.labelEvery) at \(offset): \(a) and \(b)")
                }
            }
        }
    }

    /// The label under the indicator is the value's, and lit, in any lap.
    @Test func theSelectedLabelIsLitInEveryLap() throws {
        let p = compass()
        for laps in [-2.0, 0, 7] {
            try move(p, to: 50 + 100 * laps)
            let lit = labels(p).filter { $0.opacity == 1 }
            #expect(lit.map(\.text) == ["5"], "at lap \(laps)")
            #expect(lit.first.map { abs($0.frame.midX - 140) < 1e-9 } == true)
        }
    }

    /// A tap selects the value under it in the lap it is in: 20 pt right of the indicator is
    /// two values on, whatever the lap, reached without turning through other laps.
    @Test func aTapSelectsInTheLapTapped() throws {
        for laps in [-3.0, 0, 1, 11] {
            let p = compass()
            let start = 100 * laps + 30   // on 3
            try move(p, to: start)
            var t = p.engine.time + 1
            for (x, offset) in [(160.0, start + 20), (140 - 40, start - 20)] {
                let from = p.offset
                try p.handle(.pointerDown(Point(x: x, y: 40), pointer: 0), at: t)
                t += 0.05
                try p.handle(.pointerUp(Point(x: x, y: 40), pointer: 0), at: t)
                while !p.isIdle {
                    t += 1.0 / 120
                    try p.advance(to: t)
                    #expect(p.offset >= Swift.min(from, offset) - 1e-9 && p.offset <= Swift.max(from, offset) + 1e-9,
                            "lap \(laps): tap at \(x) went to \(p.offset)")
                }
                #expect(p.offset == offset, "lap \(laps): tap at \(x)")
                t += 1
            }
            #expect(p.value == 1)
            // A tap on the label "5" 20 pt right of the indicator selects that 5, not another lap's.
            try move(p, to: start + 200)
            #expect(p.tappedIndex(at: Point(x: 160, y: 40)) == 5)
        }
    }

    /// A wheel of one value does not loop: a fling was a selection event a row, each from
    /// that value to itself (830 at 4000 pt/s on a cylinder).
    @Test func aWheelOfOneValueDoesNotLoop() throws {
        for c in [WheelPicker.Configuration.cylinder(values: PickerValues(3...3), looping: true),
                  { var c = WheelPicker.Configuration(values: PickerValues(3...3)); c.looping = true; return c }()] {
            let p = WheelPicker(configuration: c, frame: Rect(origin: .zero, size: c.size))
            #expect(!p.configuration.looping)
            try p.fling(velocity: 4000, at: 0)
            var t = 0.0, selections = 0
            while !p.isIdle && t < 10 {
                t += 1.0 / 120
                try p.advance(to: t)
                p.drainEvents { if case .selection = $0 { selections += 1 } }
            }
            #expect(selections == 0 && p.value == 3 && p.isIdle)
        }
    }
}

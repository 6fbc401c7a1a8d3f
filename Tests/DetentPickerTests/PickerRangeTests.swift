import Testing
import Detent
@testable import DetentPicker

/// Every number of a picker and of its cylinder has a range (issue 33: a squeeze of 1e20, a
/// diameter ratio of 1e25 or an item extent of 1e-17 trapped in the display list and in tap
/// hit-tests; a looping wheel with rows 1e-15 pt tall or squeezed 1e9 times hung): each field
/// at extreme values — 1e-300 to 1e300, subnormals, 2^53, negatives, NaN, infinities — is
/// refused by ``WheelPicker/Configuration/validate()`` with its name, or the picker draws a
/// display list of finite numbers and answers taps; the sanitising initialiser draws one
/// either way. And a measurer's NaN, infinity or negative size falls back to the estimate.
@Suite struct PickerRangeTests {
    static let extremes: [Double] = [0, 5e-324, 1e-300, 1e-17, 1e-6, 0.01, 0.5, 1, 9_007_199_254_740_992, 1e6, 1e9, 1e20,
                                     1e25, 1e300, -1, .nan, .infinity]

    /// Every number the display list and a tap compute from is finite.
    func expectFinite(_ picker: WheelPicker, _ label: String) {
        for item in picker.displayList() {
            switch item {
            case let .rect(r, _), let .text(_, r, _, _, _), let .scaledText(_, r, _, _, _), let .clip(.some(r)):
                #expect(r.minX.isFinite && r.minY.isFinite && r.width.isFinite && r.height.isFinite, "\(label): \(item)")
            case .clip(.none): break
            }
        }
        for p in [Point(x: 150, y: 100), Point(x: 100, y: 10), Point(x: 100, y: 190)] { _ = picker.tappedIndex(at: p) }
    }

    func pickers(cylinder: Bool, looping: Bool) -> WheelPicker.Configuration {
        cylinder ? .cylinder(values: PickerValues(0...59), looping: looping) : WheelPicker.Configuration()
    }

    @Test func everyCylinderNumberAtEveryExtreme() throws {
        var refused = 0, accepted = 0
        for looping in [false, true] {
            let paths: [WritableKeyPath<CylinderWheel, Double>] = [\.itemExtent, \.diameterRatio, \.perspective,
                                                                   \.offAxisFraction, \.magnification, \.squeeze,
                                                                   \.overAndUnderCenterOpacity]
            #expect(paths.count == CylinderWheel.ranges.count)
            for ((name, _, _), path) in zip(CylinderWheel.ranges, paths) {
                for x in Self.extremes {
                    var c = pickers(cylinder: true, looping: looping)
                    c.cylinder[keyPath: path] = x
                    let label = "\(name) = \(x), looping \(looping)"
                    let frame = Rect(x: 0, y: 0, width: 200, height: 216)
                    if let p = try? WheelPicker(validating: c, frame: frame) {
                        accepted += 1
                        expectFinite(p, label)
                        try p.handle(.key(.down), at: 0.1)
                        try p.advance(to: 0.2)
                        expectFinite(p, label)
                    } else {
                        refused += 1
                        #expect(throws: PickerError.self) { try c.validate() }
                    }
                    expectFinite(WheelPicker(configuration: c, frame: frame), label)
                }
            }
        }
        #expect(refused > 100 && accepted > 40)
    }

    @Test func everyRulerNumberAtEveryExtreme() throws {
        var refused = 0
        for (rule, path) in WheelPicker.Configuration.rules {
            for x in Self.extremes {
                var c = WheelPicker.Configuration()
                c[path] = x
                let frame = Rect(x: 0, y: 0, width: 280, height: 80)
                do {
                    let p = try WheelPicker(validating: c, frame: frame)
                    expectFinite(p, "\(rule.name) = \(x)")
                } catch {
                    refused += 1
                    #expect(error.reason.hasPrefix(rule.name) || error.reason.hasPrefix("the ruler"), "\(error.reason)")
                }
                expectFinite(WheelPicker(configuration: c, frame: frame), "\(rule.name) = \(x), sanitised")
            }
        }
        #expect(refused > 60)
    }

    /// The issue's numbers, each refused with its name.
    @Test func theIssuesNumbersAreRefused() {
        for (path, x, words) in [(\CylinderWheel.squeeze, 1e20, "squeeze (1e+20) must be in 0.01 ... 10"),
                                 (\.diameterRatio, 1e25, "diameter ratio (1e+25) must be in 0.01 ... 100"),
                                 (\.itemExtent, 1e-17, "item extent (1e-17) must be in 0.01 ... 1000000"),
                                 (\.squeeze, 1e9, "squeeze (1000000000) must be in 0.01 ... 10")] {
            var c = WheelPicker.Configuration.cylinder(looping: true)
            c.cylinder[keyPath: path] = x
            #expect(throws: PickerError("the cylinder's " + words)) { try c.validate() }
        }
        var c = WheelPicker.Configuration.cylinder(looping: true)
        c.cylinder.itemExtent = 0.05   // in range, but 1,000s of rows a side in 216 pt
        #expect(throws: PickerError.self) { try c.validate() }
        var ruler = WheelPicker.Configuration()
        ruler.spacing = 1e303
        #expect(throws: PickerError("the spacing (1e+303) must be at most 1000000")) { try ruler.validate() }
        ruler = WheelPicker.Configuration()
        ruler.spacing = 0; ruler.tickWidth = 1e-300
        #expect(throws: PickerError.self) { try ruler.validate() }
    }

    /// A host measurer answering NaN, infinities or negative sizes: the estimate instead, for
    /// each dimension it gets wrong; every number in the display list finite.
    @Test func aMeasurersBadAnswerFallsBackToTheEstimate() throws {
        final class Bad: TextMeasurer {
            let width: Double, height: Double
            init(width: Double, height: Double) { self.width = width; self.height = height }
            func size(of text: String, fontSize: Double) -> Size { Size(width: width, height: height) }
        }
        let estimate = EstimatedTextMeasurer().size(of: "42", fontSize: 24)
        for (w, h) in [(Double.nan, 10.0), (.infinity, .nan), (-5, 12), (20, -.infinity), (.nan, .nan)] {
            let m = Bad(width: w, height: h)
            let s = m.checkedSize(of: "42", fontSize: 24)
            #expect(s.width == (w.isFinite && w >= 0 ? w : estimate.width) && s.height == (h.isFinite && h >= 0 ? h : estimate.height))
            for c in [WheelPicker.Configuration(), .cylinder()] {
                let p = WheelPicker(configuration: c, frame: Rect(x: 0, y: 0, width: 280, height: 216), textMeasurer: m)
                expectFinite(p, "\(w) × \(h)")
                try p.handle(.key(.end), at: 0.1)
                try p.advance(to: 0.2)
                expectFinite(p, "\(w) × \(h), moving")
            }
        }
    }
}

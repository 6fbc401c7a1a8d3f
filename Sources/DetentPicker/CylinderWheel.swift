import Detent

/// How a cylinder picker's rows are seen: rows of one ``itemExtent`` on a cylinder in
/// perspective, with a magnified centre band (Flutter's `ListWheelScrollView` and
/// `RenderListWheelViewport`, UIKit's `UIPickerView`).
///
/// The picker computes each row's transform from these numbers (`row(distance:height:)`) and
/// puts it into the display list, so a renderer draws the wheel without the maths. The
/// defaults are Cupertino's: `CupertinoPicker`'s diameter ratio 1.07 and squeeze 1.45,
/// `ListWheelScrollView`'s perspective 0.003, and `CupertinoDatePicker`'s magnified band
/// (2.35 / 2.1) with rows outside it at 0.447 opacity.
public struct CylinderWheel: Hashable, Sendable {
    /// The height of a row along the axis, in points (32): one row is one step of the offset.
    public var itemExtent: Double = 32
    /// The cylinder's diameter over the viewport's height (1.07).
    public var diameterRatio: Double = 1.07
    /// How strongly the far rows shrink: the perspective term of the projection (0.003).
    public var perspective: Double = 0.003
    /// Where across the viewport the cylinder's axis is seen from, as a fraction of the width
    /// from the centre (0: straight on; positive: from the right, as a left column of a date
    /// picker).
    public var offAxisFraction: Double = 0
    /// How much the centre band magnifies the row in it (2.35 / 2.1).
    public var magnification: Double = 2.35 / 2.1
    /// How tightly the rows are packed on the cylinder: angle per row over the flat one (1.45).
    public var squeeze: Double = 1.45
    /// The opacity of rows outside the centre band (0.447).
    public var overAndUnderCenterOpacity: Double = 0.447

    /// Cupertino's wheel.
    public init() {}

    /// The widest angle a row is seen at: `asin(1 / diameterRatio)`, or π/2 for a ratio below 1.
    package var maxVisibleRadian: Double { diameterRatio < 1 ? Double.pi / 2 : Math.asin(1 / diameterRatio) }

    /// The cylinder's radius in a viewport `height` points tall.
    package func radius(height: Double) -> Double { height * diameterRatio / 2 }

    /// The angle of a row whose centre lies `distance` points past the viewport's centre
    /// before the projection (its content position minus the offset): 0 in the centre,
    /// positive above it.
    package func angle(distance: Double, height: Double) -> Double {
        -(distance / height) * 2 * maxVisibleRadian / squeeze
    }

    /// Where a point `y` points along the axis from a row's centre lands, relative to the
    /// viewport's centre, for a row at `angle` (the cylindrical projection of
    /// `RenderListWheelViewport`), and the homogeneous `w` its across-axis size is divided by.
    package func project(_ y: Double, angle: Double, height: Double) -> (y: Double, w: Double) {
        let r = radius(height: height), c = Math.cos(angle), s = Math.sin(angle)
        let w = 1 + perspective * r * (1 - c) - perspective * y * s
        return ((y * c - r * s) / w, w)
    }

    /// The centre band in a viewport `height` points tall: its top and bottom relative to the
    /// viewport's top.
    package func band(height: Double) -> (top: Double, bottom: Double) {
        (height / 2 - itemExtent * magnification / 2, height / 2 + itemExtent * magnification / 2)
    }

    /// The centre band of a viewport at `frame`, in the frame's coordinates (window points).
    package func band(in frame: Rect) -> Rect {
        let b = band(height: frame.height)
        return Rect(x: frame.minX, y: frame.minY + b.top, width: frame.width, height: b.bottom - b.top)
    }

    /// A row on the cylinder, relative to the viewport's centre.
    package struct Row: Hashable, Sendable {
        /// The row's angle (0 in the centre, positive above).
        package var angle: Double
        /// Where the row's centre is seen, along the axis (positive below the centre).
        package var center: Double
        /// Where its top and bottom edges are seen.
        package var top: Double
        package var bottom: Double
        /// Its scale along the axis (seen height over ``CylinderWheel/itemExtent``) and across it.
        package var scaleAlong: Double
        package var scaleAcross: Double
    }

    /// The row whose centre lies `distance` points past the viewport's centre (content
    /// position minus offset) in a viewport `height` points tall; `nil` on the cylinder's
    /// back (an angle past ±π/2), which is not drawn.
    package func row(distance: Double, height: Double) -> Row? {
        let a = angle(distance: distance, height: height)
        guard abs(a) <= Double.pi / 2 else { return nil }
        let c = project(0, angle: a, height: height)
        let top = project(-itemExtent / 2, angle: a, height: height).y
        let bottom = project(itemExtent / 2, angle: a, height: height).y
        return Row(angle: a, center: c.y, top: top, bottom: bottom, scaleAlong: (bottom - top) / itemExtent,
                   scaleAcross: 1 / c.w)
    }

    /// The row ``row(distance:height:)`` gives for the row whose centre lies `distance` points
    /// past the viewport's centre when it is painted at all, else `nil`: the rows a wheel draws
    /// and hit-tests. `RenderListWheelViewport` lays out only the rows that meet the
    /// `height × squeeze` window about the centre (the rest would be mirrored slivers at the
    /// cylinder's rim), and paints none of them past ±π/2.
    // Out of line: its projections (sines, cosines) are a kilobyte of WebAssembly at each caller.
    @inline(never)
    package func visibleRow(distance: Double, height: Double) -> Row? {
        // The window's other bound, an angle within ±π/2, is `row`'s own.
        guard abs(distance) < (height * squeeze + itemExtent) / 2 else { return nil }
        return row(distance: distance, height: height)
    }

    /// How many rows from the one closest to the centre a row in the window can be
    /// (``visibleRow(distance:height:)``), saturating: a wheel of rows 1e-15 pt tall or squeezed
    /// 1e9 times is refused before (``validate(height:)``), never trapped on.
    package func visibleRows(height: Double) -> Int {
        Int(saturating: rowsSeen(height: height)) &+ 1
    }

    /// The seen scale along the axis below which a row starts to fade (0.5), and the one at
    /// and below which it is not drawn (0.25: a 24 pt label would be under 6 pt tall).
    package static let fadeScale = 0.5, legibleScale = 0.25

    /// The share of a row's opacity kept when its text is seen at `scale` along the axis: all
    /// of it down to ``fadeScale``, none at ``legibleScale`` or below (nor for a scale that is
    /// not a positive number: a row turned away), linear between. The rows fade toward the
    /// wheel's edges as they do on iOS, and none is drawn too flat to read.
    package static func edgeOpacity(scale: Double) -> Double {
        guard scale.isFinite, scale > legibleScale else { return 0 }
        return Swift.min(1, (scale - legibleScale) / (fadeScale - legibleScale))
    }

    private func rowsSeen(height: Double) -> Double {
        ((height * squeeze + itemExtent) / 2 / itemExtent).rounded(.up)
    }

    /// The most rows a wheel shows on each side of its centre (`visibleRows(height:)`): a
    /// wheel of rows 1e-15 pt tall, or squeezed 1e9 times, drew (and hung on) more than that.
    package static let maximumVisibleRows = 1_000

    /// The range of each number, as Flutter asserts them where it does (a perspective up to
    /// 0.01, an off-axis fraction and an opacity within their units), else far beyond any
    /// wheel: the extent 0.01 … 1,000,000 pt, the diameter ratio, magnification and squeeze
    /// 0.01 … 100, 10 and 10 (a squeeze of 1e20 or a ratio of 1e25 trapped).
    // Names as static strings: the table is then constant data, not built at run time.
    package static let ranges: [(name: StaticString, lower: Double, upper: Double)] = [
        ("item extent", 0.01, 1e6),
        ("diameter ratio", 0.01, 100),
        ("perspective", 0, 0.01),
        ("off-axis fraction", -1, 1),
        ("magnification", 0.01, 10),
        ("squeeze", 0.01, 10),
        ("opacity over and under the centre", 0, 1),
    ]

    /// The number row `i` of `ranges` bounds (values, not key paths: an Embedded build has
    /// none; one at a time, not an array of them, which allocates).
    private func rangedNumber(_ i: Int) -> Double {
        switch i {
        case 0: itemExtent
        case 1: diameterRatio
        case 2: perspective
        case 3: offAxisFraction
        case 4: magnification
        case 5: squeeze
        default: overAndUnderCenterOpacity
        }
    }

    /// Throws for a number out of its range (`ranges`), or a wheel `height` points tall
    /// that would show more than ``maximumVisibleRows`` rows on a side, naming it.
    package func validate(height: Double) throws(PickerError) {
        for (i, (name, lower, upper)) in Self.ranges.enumerated() {
            let v = rangedNumber(i)
            guard v.isFinite else { throw PickerError(saying: "the cylinder's \(name) (\(v)) is not a finite number") }
            guard v >= lower && v <= upper else {
                throw PickerError(saying: "the cylinder's \(name) (\(PickerRule.written(v))) must be in \(PickerRule.written(lower)) ... \(PickerRule.written(upper))")
            }
        }
        guard rowsSeen(height: height) <= Double(Self.maximumVisibleRows) else {
            throw PickerError(saying: "the cylinder shows more than \(Self.maximumVisibleRows) rows on a side: its item extent (\(itemExtent)) is too small for its squeeze (\(squeeze)), diameter ratio (\(diameterRatio)) and height (\(height))")
        }
    }

    /// Whether every number is in range (``validate(height:)`` at no height).
    package var isValid: Bool { (try? validate(height: 0)) != nil }
}

/// How a ``WheelPicker`` is drawn.
public enum PickerStyle: String, Hashable, Sendable, CaseIterable {
    /// The horizontal (or vertical) ruler of ticks and labels (the reference design).
    case ruler
    /// Rows on a rotating cylinder, vertical, with a magnified centre band (``CylinderWheel``).
    case cylinder
}

import Foundation
import Testing
import Detent
import DetentCheck
@testable import DetentPicker

/// The cylinder's geometry against `RenderListWheelViewport`'s, computed here the way Flutter
/// paints a row: 4 × 4 matrices (vector_math's column-major `Matrix4`) composed as
/// `_centerOriginTransform(createCylindricalProjectionTransform(...))`, applied to the row's
/// points with the homogeneous divide. The picker's closed form must agree to 0.01 pt.
@Suite struct CylinderGeometryTests {
    /// vector_math's `Matrix4`: 16 doubles, column-major; `entry(row, column)`.
    struct Matrix4 {
        var m = [Double](repeating: 0, count: 16)
        static var identity: Matrix4 { var r = Matrix4(); for i in 0..<4 { r[i, i] = 1 }; return r }
        subscript(row: Int, column: Int) -> Double {
            get { m[column * 4 + row] }
            set { m[column * 4 + row] = newValue }
        }
        static func * (a: Matrix4, b: Matrix4) -> Matrix4 {
            var r = Matrix4()
            for i in 0..<4 { for j in 0..<4 { r[i, j] = (0..<4).reduce(0) { $0 + a[i, $1] * b[$1, j] } } }
            return r
        }
        static func translation(_ x: Double, _ y: Double, _ z: Double) -> Matrix4 {
            var r = identity; r[0, 3] = x; r[1, 3] = y; r[2, 3] = z; return r
        }
        static func rotationX(_ a: Double) -> Matrix4 {
            var r = identity; r[1, 1] = cos(a); r[2, 1] = sin(a); r[1, 2] = -sin(a); r[2, 2] = cos(a); return r
        }
        /// `MatrixUtils.transformPoint`: the point through the matrix, divided by w.
        func transform(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
            let w = self[3, 0] * x + self[3, 1] * y + self[3, 3]
            return ((self[0, 0] * x + self[0, 1] * y + self[0, 3]) / w, (self[1, 0] * x + self[1, 1] * y + self[1, 3]) / w)
        }
    }

    /// `MatrixUtils.createCylindricalProjectionTransform` (vertical).
    static func cylindrical(radius: Double, angle: Double, perspective: Double) -> Matrix4 {
        var p = Matrix4.identity
        p[3, 2] = -perspective
        p[2, 3] = -radius
        p[3, 3] = perspective * radius + 1
        return p * (Matrix4.rotationX(angle) * Matrix4.translation(0, 0, radius))
    }

    /// Flutter's paint transform of child `index` (layout offset `index × itemExtent`) in a
    /// viewport of `size` scrolled to `pixels`, taking the child's own points to the viewport's;
    /// `nil` on the cylinder's back. Also the angle.
    static func flutterTransform(index: Int, pixels: Double, size: Size, wheel w: CylinderWheel) -> (Matrix4, Double)? {
        let e = w.itemExtent, height = size.height
        let topScrollMargin = -height / 2 + e / 2                     // _topScrollMarginExtent
        let untransformedY = Double(index) * e - topScrollMargin - pixels
        let fractionalY = (untransformedY + e / 2) / height
        let maxRadian = w.diameterRatio < 1 ? Double.pi / 2 : asin(1 / w.diameterRatio)
        let angle = -(fractionalY - 0.5) * 2 * maxRadian / w.squeeze
        guard abs(angle) <= .pi / 2 else { return nil }
        let m = cylindrical(radius: height * w.diameterRatio / 2, angle: angle, perspective: w.perspective)
        let cx = size.width / 2 * (-w.offAxisFraction * 2 + 1), cy = height / 2
        let centered = Matrix4.translation(cx, cy, 0) * m * Matrix4.translation(-cx, -cy, 0)
        return (centered * Matrix4.translation(0, -topScrollMargin, 0), angle)   // painted at offsetToCenter
    }

    static let wheels: [CylinderWheel] = {
        var a = CylinderWheel()
        var b = CylinderWheel(); b.diameterRatio = 2; b.perspective = 0.001; b.squeeze = 1; b.offAxisFraction = 0.3; b.itemExtent = 40
        var c = CylinderWheel(); c.diameterRatio = 0.8; c.perspective = 0.006; c.squeeze = 1.25; c.offAxisFraction = -0.45
        a.offAxisFraction = 0
        return [a, b, c]
    }()

    /// The largest difference, over every row seen at many offsets, of the row's angle, its
    /// seen centre, top and bottom, and its scale along the axis.
    @Test(arguments: [1, 2, 3])
    func rowsMatchRenderListWheelViewport(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var largest = 0.0
        for wheel in Self.wheels {
            let size = Size(width: 200, height: rng.double(150, 300))
            for _ in 0..<40 {
                let pixels = rng.double(0, 3000)
                for index in 0..<100 {
                    guard let (m, angle) = Self.flutterTransform(index: index, pixels: pixels, size: size, wheel: wheel) else {
                        #expect(wheel.row(distance: Double(index) * wheel.itemExtent - pixels, height: size.height) == nil)
                        continue
                    }
                    let row = try #require(wheel.row(distance: Double(index) * wheel.itemExtent - pixels, height: size.height))
                    let e = wheel.itemExtent
                    let top = m.transform(size.width / 2, 0).y, center = m.transform(size.width / 2, e / 2).y
                    let bottom = m.transform(size.width / 2, e).y
                    let h2 = size.height / 2
                    let errors = [abs(row.angle - angle) * 180 / .pi, abs(row.top + h2 - top), abs(row.center + h2 - center),
                                  abs(row.bottom + h2 - bottom), abs(row.scaleAlong - (bottom - top) / e) * e]
                    largest = max(largest, errors.max()!)
                }
            }
        }
        print("cylinder geometry, seed \(seed): largest difference from RenderListWheelViewport \(largest) pt")
        #expect(largest < 0.01)
    }

    /// Every row of the display list sits where Flutter paints its text: the text's seen top,
    /// bottom and centre across (with an off-axis view), within 0.01 pt; magnified rows flat.
    @Test(arguments: [0.0, 0.25])
    func displayListRowsAreFlutterTransforms(offAxis: Double) throws {
        var c = WheelPicker.Configuration.cylinder()
        c.cylinder.offAxisFraction = offAxis
        let frame = Rect(x: 40, y: 30, width: 200, height: 216)
        var largest = 0.0, rows = 0
        for pixels in stride(from: 0.0, through: 640, by: 7.3) {
            let p = WheelPicker(configuration: c, frame: frame, offset: pixels)
            for item in p.displayList() {
                guard case let .scaledText(s, f, fontSize, scale, _) = item else { continue }
                let index = Int(s)!
                let size = EstimatedTextMeasurer().size(of: s, fontSize: fontSize)
                let (m, _) = try #require(Self.flutterTransform(index: index, pixels: pixels, size: frame.size, wheel: c.cylinder))
                let e = c.cylinder.itemExtent
                let top = m.transform(100, e / 2 - size.height / 2), bottom = m.transform(100, e / 2 + size.height / 2)
                let mid = m.transform(100, e / 2)
                largest = max(largest, abs(f.minY - frame.minY - top.y), abs(f.maxY - frame.minY - bottom.y),
                              abs(f.midX - frame.minX - mid.x), abs(f.height / size.height - scale.dy) * size.height)
                rows += 1
            }
        }
        print("cylinder display list, off-axis \(offAxis): \(rows) rows, largest difference \(largest) pt")
        #expect(rows > 500)
        #expect(largest < 0.01)
    }

    @Test func theCentreBandMagnifiesTheSelectedRowAndDimsTheRest() throws {
        let p = WheelPicker(configuration: .cylinder(), frame: Rect(x: 0, y: 0, width: 200, height: 216), offset: 5 * 32)
        let list = p.displayList()
        let flat = list.compactMap { if case let .text(s, f, size, _, c) = $0 { return (s, f, size, c.opacity) } else { return nil } }
        #expect(flat.map(\.0) == ["5"])
        let mag = 2.35 / 2.1
        #expect(abs(flat[0].2 - 24 * mag) < 1e-9 && flat[0].3 == 1)
        #expect(abs(flat[0].1.midY - 108) < 1e-9)
        let seen = list.compactMap { if case let .scaledText(s, _, _, k, c) = $0 { return (s, k, c.opacity) } else { return nil } }
        // Dimmed to 0.447, and fading toward the edges as they are seen flatter.
        #expect(seen.allSatisfy { abs($0.2 - 0.447 * CylinderWheel.edgeOpacity(scale: $0.1.dy)) < 1e-9 })
        #expect(seen.filter { abs($0.2 - 0.447) < 1e-9 }.map(\.0) == (2...8).map(String.init))
        // Rows 1…9 (rows 0 and 10 are in Flutter's window but seen under a quarter of their height).
        #expect(seen.map(\.0) == (1...9).map(String.init))
        // Scales fall away from the centre, symmetric about it.
        let k = Dictionary(uniqueKeysWithValues: seen.map { ($0.0, $0.1.dy) })
        #expect(abs(k["5"]! - 1) < 1e-9 && k["4"]! < 1 && k["3"]! < k["4"]! && abs(k["3"]! - k["7"]!) < 1e-9)
    }

    @Test func aTapOnARowSelectsIt() throws {
        let p = WheelPicker(configuration: .cylinder(), frame: Rect(x: 0, y: 0, width: 200, height: 216), offset: 50 * 32)
        // Rows above the centre are seen closer together than 32 pt: the second row up.
        let list = p.displayList()
        let row48 = try #require(list.compactMap { if case let .scaledText("48", f, _, _, _) = $0 { return f } else { return nil } }.first)
        #expect(p.tappedIndex(at: Point(x: 100, y: row48.midY)) == 48)
        #expect(p.tappedIndex(at: Point(x: 100, y: 108)) == 50)
        try p.handle(.pointerDown(Point(x: 100, y: row48.midY), pointer: 0), at: 0)
        try p.handle(.pointerUp(Point(x: 100, y: row48.midY), pointer: 0), at: 0.05)
        try p.advance(to: 2)
        #expect(p.value == 48 && p.offset == 48 * 32)
    }
}


import Testing
import Detent
import DetentPicker
@testable import DetentSDL
#if canImport(Glibc)
import Glibc
#endif

@Suite(.serialized) struct OffscreenRendering {
    /// The reference picker at value 20 (offset 200), drawn in a 280 × 80 surface.
    private func renderReference(scale: Double = 1) throws -> (OffscreenRenderer, WheelPicker) {
        let out = try OffscreenRenderer(size: Size(width: 280, height: 80), scale: scale)
        let picker = WheelPicker(configuration: .init(), frame: Rect(x: 0, y: 0, width: 280, height: 80))
        try picker.handle(.select(value: 20, animated: false), at: 0)
        out.render(picker)
        return (out, picker)
    }

    @Test func theIndicatorIsARedColumnAtTheCentre() throws {
        let (out, _) = try renderReference()
        // Indicator: x 139…141, from each edge to the labels' band (25.6…54.4, 3 pt around it).
        for y in [0, 10, 22, 58, 79] {
            let p = try #require(out.pixel(x: 139, y: y))
            #expect(p.r > 200 && p.g < 100 && p.b < 100, "pixel (139, \(y)) = \(p)")
            let q = try #require(out.pixel(x: 140, y: y))
            #expect(q.r > 200 && q.g < 100)
        }
        // Not through the label "20" (its glyphs lie either side of x = 140; between them, and
        // in the margin above them, the background).
        for y in [24, 40, 55] {
            let p = try #require(out.pixel(x: 139, y: y))
            #expect(!(p.r > 200 && p.g < 100), "pixel (139, \(y)) = \(p)")
        }
        // Next to it, below the major tick and above the label: background.
        let bg = try #require(out.pixel(x: 137, y: 22))
        #expect(bg.r == 255 && bg.g == 255 && bg.b == 255)
    }

    @Test func aMajorTickIsWhereTheLayoutPutsIt() throws {
        let (out, _) = try renderReference()
        // Value 25 is 50 pt right of the indicator: its tick spans x 189…191, y 0…20 and 60…80,
        // drawn at full opacity (after the indicator).
        for (x, y) in [(189, 0), (190, 19), (189, 60), (190, 79)] {
            let p = try #require(out.pixel(x: x, y: y))
            #expect(p.r < 40 && p.g < 40 && p.b < 40, "pixel (\(x), \(y)) = \(p)")
        }
        #expect(out.pixel(x: 190, y: 21)!.r == 255)      // below the major tick: background
        // Value 26 is minor: 8 pt tall.
        #expect(out.pixel(x: 199, y: 7)!.r < 40)
        #expect(out.pixel(x: 199, y: 9)!.r == 255)
        // Value 15, left of the indicator, at opacity 0.2: light grey.
        let dim = try #require(out.pixel(x: 89, y: 5))
        #expect(dim.r > 180 && dim.r < 230, "\(dim)")
    }

    /// A scaled text (a cylinder's row) is drawn smooth: its ink is what box-filtering the
    /// text to the drawn size gives, at every scale down to a tenth of its height. Copied from
    /// the full-size texture alone, linear filtering read only the rows nearest each pixel, so
    /// a thin stroke (a hyphen's bar) came and went with the scale: stair-stepped edges.
    @Test func scaledTextKeepsItsInkAtEveryScale() throws {
        let out = try OffscreenRenderer(size: Size(width: 120, height: 60), scale: 1)
        let black = DisplayColor(red: 0, green: 0, blue: 0)
        func ink(_ item: DisplayItem) -> Double {
            out.render([item], background: DisplayColor(red: 1, green: 1, blue: 1))
            var sum = 0.0
            for y in 0..<60 { for x in 0..<120 { sum += 255 - Double(out.pixel(x: x, y: y)!.r) } }
            return sum
        }
        let size = out.textMeasurer.size(of: "-=-", fontSize: 40)
        let full = ink(.text("-=-", frame: Rect(x: 60 - size.width / 2, y: 30 - size.height / 2, width: size.width, height: size.height),
                             fontSize: 40, alignment: .center, color: black))
        var ratios: [Double] = []
        for dy in stride(from: 0.1, through: 0.45, by: 0.025) {
            let frame = Rect(x: 60 - size.width / 2, y: 30 - size.height * dy / 2, width: size.width, height: size.height * dy)
            ratios.append(ink(.scaledText("-=-", frame: frame, fontSize: 40, scale: Vector(dx: 1, dy: dy), color: black)) / (full * dy))
        }
        print("scaled text's ink over the box filter's, tenths to 0.45 of its height: \(ratios.map { fixed3($0) })")
        #expect(ratios.allSatisfy { $0 > 0.75 && $0 < 1.3 }, "\(ratios)")
    }

    private func fixed3(_ d: Double) -> String { String(Int((d * 1000).rounded())) }

    @Test func hiDPIDoublesEveryPixelCoordinate() throws {
        let (out, _) = try renderReference(scale: 2)
        #expect(out.surface.pointee.w == 560)
        #expect(out.pixel(x: 279, y: 150)!.r > 200 && out.pixel(x: 279, y: 150)!.g < 100)
        #expect(out.pixel(x: 379, y: 39)!.r < 40)      // tick 25 at 2×
    }

    @Test func labelTexturesAreMadeOnceAndReused() throws {
        let (out, picker) = try renderReference()
        let made = out.renderer.texturesCreated
        #expect(made == 5)          // "10" … "30" ("35" would be cut by the edge: not drawn)
        for _ in 0..<10 { out.render(picker) }
        #expect(out.renderer.texturesCreated == made)
    }

    @Test func aMissingFontIsReportedWithItsPackage() {
        #expect {
            _ = try OffscreenRenderer(size: Size(width: 10, height: 10), fontPath: "/nonexistent/DejaVuSansMono.ttf")
        } throws: { error in
            "\(error)".contains("fonts-dejavu-core")
        }
    }
}

extension OffscreenRendering {
    /// Writes the reference render to DETENT_RENDER_DIR when set, for a person to look at.
    @Test func savesAPNGThatReadsBack() throws {
        let (out, _) = try renderReference(scale: 2)
        let dir = String(cString: getenv("DETENT_RENDER_DIR") ?? strdup("/tmp"))
        let path = dir + "/detent-offscreen-\(getpid()).png"
        try out.savePNG(path: path)
        var st = stat()
        #expect(stat(path, &st) == 0 && st.st_size > 500)
        if getenv("DETENT_RENDER_DIR") == nil { unlink(path) }
    }
}

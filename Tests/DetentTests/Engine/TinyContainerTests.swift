import Testing
@testable import Detent

/// Containers of any finite extent, down to 0 and 1e-300 pt (the soak's resizes): every
/// motion stays finite, and a bounce never overshoots more than a quarter of the extent.
@Suite struct TinyContainerTests {
    @Test(arguments: [0.0, 1e-300, 1e-12, 0.5, 31])
    func flingsIntoAnEndStayFiniteAndWithinTheBound(_ extent: Double) throws {
        for v in [300.0, 3000, 8000, -8000] {
            let e = referenceEngine(offset: 900)
            try e.handle(.resize(Size(width: extent, height: 80)), at: 0)
            try e.fling(velocity: v, at: 0.01)
            var t = 0.01
            while t < 4 {
                t += 1.0 / 240
                try e.advance(to: t)
                #expect(e.offset.isFinite && e.velocity.isFinite, "extent \(extent), v \(v), t \(t)")
                #expect(e.offset <= 1000 + extent / 4 + 1e-9 && e.offset >= -extent / 4 - 1e-9, "extent \(extent), v \(v)")
            }
        }
    }

    @Test(arguments: [0.0, 1e-300, 0.5])
    func trackpadSwipesStayFinite(_ extent: Double) throws {
        let e = referenceEngine(offset: 950)
        try e.handle(.resize(Size(width: extent, height: 80)), at: 0)
        var t = 0.0
        for _ in 0..<20 {
            t += 0.008
            try e.handle(.wheel(dx: 30, dy: 0, precise: true), at: t)
            #expect(e.offset.isFinite && e.velocity.isFinite)
        }
        while t < 4 {
            t += 1.0 / 240
            try e.advance(to: t)
            #expect(e.offset.isFinite && e.velocity.isFinite, "extent \(extent), t \(t)")
        }
    }
}

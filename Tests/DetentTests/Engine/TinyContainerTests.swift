import Testing
@testable import Detent

/// Containers of any extent in range, down to 0 and 1e-6 pt (the soak's resizes; 1e-300 and
/// 1e-12 are refused since issue 33, the engine unchanged): every motion stays finite, and a
/// bounce never overshoots more than a quarter of the extent.
@Suite struct TinyContainerTests {
    @Test(arguments: [0.0, 1e-6, 1e-5, 0.5, 31])
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

    @Test func containersOutOfRangeAreRefusedWithTheEngineUnchanged() throws {
        for extent in [1e-300, 1e-12, 5e-324, 1e13, 1e300] {
            let e = referenceEngine(offset: 900)
            #expect(throws: ScrollEngineError.self) { try e.handle(.resize(Size(width: extent, height: 80)), at: 0) }
            #expect(e.configuration.containerSize == Size(width: 280, height: 80) && e.offset == 900)
        }
    }

    @Test(arguments: [0.0, 1e-6, 0.5])
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

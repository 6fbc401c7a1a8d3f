import Testing

/// The OverScroller reference pinned to shared/research/physics-references.md §4.1 (its
/// spline tables, computed there by float32 emulation of AOSP's static block) and to AOSP's
/// own integer arithmetic: 1000 px/s is a 555 ms fling of 194 px.
@Suite struct AndroidOverScrollerReferenceTests {
    typealias A = AndroidOverScrollerReference

    @Test func splineTables() {
        let position: [Float] = [0.000023, 0.274002, 0.495756, 0.658520, 0.775225, 0.858411, 0.916932, 0.956790, 0.982115,
                                 0.995811, 1.000000]
        let time: [Float] = [0.000002, 0.035195, 0.071568, 0.110422, 0.153296, 0.202230, 0.260147, 0.331825, 0.426381,
                             0.567130, 1.000000]
        for i in 0...10 {
            #expect(abs(A.SPLINE_POSITION[10 * i] - position[i]) < 1e-6, "SPLINE_POSITION[\(10 * i)]")
            #expect(abs(A.SPLINE_TIME[10 * i] - time[i]) < 1e-6, "SPLINE_TIME[\(10 * i)]")
        }
        // In float: P2 = 1 − 1·0.65f is 0.35000002, DECELERATION_RATE 2.3582017.
        #expect(A.P1 == 0.175 && abs(A.P2 - 0.35) < 1e-7)
        #expect(abs(Double(A.DECELERATION_RATE) - 2.3582018154259448) < 2e-7)
    }

    /// fling(0, 1000) with room: `getSplineFlingDuration` truncates to 555 ms and the distance
    /// to 194 px; the positions are whole pixels, reaching 194 at 555 ms.
    @Test func thousandPixelsPerSecond() {
        var scroller = A()
        #expect(abs(scroller.mPhysicalCoeff - 51890.2) < 0.01)
        scroller.fling(0, 1000, 0, 100_000, 0)
        #expect(scroller.mSplineDuration == 555 && scroller.mDuration == 555)
        #expect(scroller.mSplineDistance == 194 && scroller.mFinal == 194)
        #expect(abs(scroller.getSplineFlingDistance(1000) - 194.3136) < 1e-3)
        let fling = A.fling(position: 0, velocity: 1000, lower: 0, upper: 100_000)
        #expect(fling.restTime == 0.555 && fling.finalPosition == 194)
        #expect(fling.position(atFrame: 100) == 89 && fling.position(atFrame: 277) == 166)
        let whole = fling.positions.allSatisfy { x in x == x.rounded(.towardZero) }
        #expect(whole)
        #expect(zip(fling.positions, fling.positions.dropFirst()).allSatisfy { $0 <= $1 })
    }

    /// With the bounds in the way, `fling` clamps `mFinal` and shortens `mDuration` by the
    /// SPLINE_TIME interpolation (adjustDuration): from 900 at 1000 px/s the 555 ms spline
    /// is cut at 116 ms, where it reaches 1000, and never passes it.
    @Test func clampedAtTheBound() {
        var scroller = A()
        scroller.fling(900, 1000, 0, 1000, 0)
        #expect(scroller.mSplineDuration == 555 && scroller.mDuration == 116 && scroller.mFinal == 1000)
        let fling = A.fling(position: 900, velocity: 1000, lower: 0, upper: 1000)
        #expect(fling.restTime == 0.116 && fling.finalPosition == 1000 && fling.range == 900...1000)
        let fast = A.fling(position: 900, velocity: 8000, lower: 0, upper: 1000)
        #expect(fast.restTime == 0.012 && fast.finalPosition == 1000 && fast.range == 900...1000)
        let back = A.fling(position: 100, velocity: -8000, lower: 0, upper: 1000)
        #expect(back.restTime == 0.012 && back.finalPosition == 0 && back.range == 0...100)
    }
}

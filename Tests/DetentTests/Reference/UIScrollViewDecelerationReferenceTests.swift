import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// UIScrollView's documented deceleration rate: 0.998 of the velocity kept per millisecond,
/// so 1000 pt/s tends to 1000/(−1000·ln 0.998) = 499.4996 pt.
@Suite struct UIScrollViewDecelerationReferenceTests {
    @Test func thousandPointsPerSecond() {
        let fling = UIScrollViewDecelerationReference.fling(position: 0, velocity: 1000)
        #expect(fling.restTime == 3.45)   // within 0.5 pt of 499.4996
        #expect(abs(fling.finalPosition - 498.9999) < 1e-4)
        // One millisecond in: v0·(0.998 − 1)/(1000·ln 0.998), just under 1 pt.
        let k = 1000 * log(0.998)
        let firstFrame: Double = 1000 * (0.998 - 1) / k
        #expect(abs(fling.position(atFrame: 1) - firstFrame) < 1e-9)
    }
}

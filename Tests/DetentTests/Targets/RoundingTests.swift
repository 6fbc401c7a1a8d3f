import Testing
@testable import Detent

/// The truncation-based rounding of the hot paths gives the same values as the standard
/// library's `rounded` on the values where it is used, and the standard library's own
/// result beyond.
@Suite struct RoundingTests {
    /// Values around every kind of edge: halves, the largest double below a half, integers and
    /// their neighbouring ulps, both signs, large magnitudes and 2^52 either side.
    static var probes: [Double] {
        var values: [Double] = [0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
                                0x1p52, -0x1p52, 0x1p52 + 1, 0x1p53, 1e300, -1e300, .greatestFiniteMagnitude]
        var random = SeededGenerator(seed: 3)
        for _ in 0..<20_000 {
            let x = Double.random(in: -1e7...1e7, using: &random)
            let whole = x.rounded(.towardZero)
            values += [x, whole + 0.5, (whole + 0.5).nextUp, (whole + 0.5).nextDown, whole.nextUp, whole.nextDown]
        }
        return values
    }

    @Test func microsecondsRoundLikeTheStandardLibrary() {
        for x in Self.probes {
            let t = x / 1_000_000
            #expect(VelocitySamples.microseconds(t) == Int64(Int(saturating: (t * 1_000_000).rounded())), "t = \(t)")
        }
    }

    @Test func closestMultipleFloorsLikeTheStandardLibrary() {
        for step in [10.0, 0.1, 1.0 / 3, 7.5] {
            for x in Self.probes where x.isFinite {
                let value = x * step / 10
                let n = (value / step).rounded(.down)
                let lower = n * step, upper = (n + 1) * step
                let expected = abs(value - lower) <= abs(upper - value) ? lower : upper
                let found = ClosestMultipleScrollTargetBehavior.closestMultiple(of: step, to: value)
                // The same value (a zero may now be +0 where floor gave −0: no negative zero).
                #expect(found == expected, "step \(step), value \(value)")
            }
        }
    }
}

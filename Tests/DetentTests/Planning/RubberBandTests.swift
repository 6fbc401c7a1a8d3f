import Testing
import Detent

@Suite struct RubberBandTests {
    let band = RubberBand(dimension: 280)

    @Test func handComputedValues() {
        // f(x) = (1 − 1/(x·c/d + 1))·d = c·x·d/(c·x + d), c = 0.55, d = 280.
        #expect(band.coefficient == 0.55)
        #expect(band.offset(forExcess: 0) == 0)
        #expect(abs(band.offset(forExcess: 100) - 15_400.0 / 335) < 1e-12)    // 45.970149…
        #expect(abs(band.offset(forExcess: 280) - 154.0 / 1.55) < 1e-12)      // 99.354838…
        #expect(abs(band.offset(forExcess: 1000) - 154_000.0 / 830) < 1e-12)  // 185.542168…
        #expect(abs(band.offset(forExcess: 28) - 4312.0 / 295.4) < 1e-12)     // 14.597156…
        // Odd: past the leading edge it is negative.
        #expect(band.offset(forExcess: -100) == -band.offset(forExcess: 100))
        // Never reaches d.
        #expect(band.offset(forExcess: 1e12) < 280)
        #expect(band.offset(forExcess: 1e12) > 279.99)
        // Another coefficient and dimension.
        let other = RubberBand(coefficient: 0.3, dimension: 600)
        #expect(abs(other.offset(forExcess: 200) - 0.3 * 200 * 600 / (0.3 * 200 + 600)) < 1e-12)  // 54.5454…
        #expect(RubberBand(dimension: 0).offset(forExcess: 50) == 0)
    }

    @Test func inverseRoundTrips() {
        var g = SeededGenerator(seed: 7)
        for _ in 0..<5000 {
            let d = Double.random(in: 40...2000, using: &g)
            let b = RubberBand(dimension: d)
            let x = Double.random(in: -5 * d ... 5 * d, using: &g)
            let f = b.offset(forExcess: x)
            #expect(abs(f) < d)
            #expect(abs(b.excess(forOffset: f) - x) <= 1e-9 * max(1, abs(x)))
            let f2 = Double.random(in: -0.99 * d ... 0.99 * d, using: &g)
            #expect(abs(b.offset(forExcess: b.excess(forOffset: f2)) - f2) <= 1e-9 * max(1, abs(f2)))
        }
        // Hand-computed inverse: f = 45.970149… back to 100.
        #expect(abs(band.excess(forOffset: 15_400.0 / 335) - 100) < 1e-9)
        #expect(abs(band.excess(forOffset: -154.0 / 1.55) - -280) < 1e-9)
    }

    @Test func slopeIsTheDerivative() {
        // df/dx = c/(x·c/d + 1)²: 0.55 at the edge, 0.55/1.55² = 0.228928… at x = d.
        #expect(band.slope(atExcess: 0) == 0.55)
        #expect(abs(band.slope(atExcess: 280) - 0.22892819979188345) < 1e-12)
        #expect(band.slope(atExcess: -280) == band.slope(atExcess: 280))
        let h = 1e-4
        for x in stride(from: -3000.0, through: 3000.0, by: 37.5) where abs(x) > h {
            let numeric = (band.offset(forExcess: x + h) - band.offset(forExcess: x - h)) / (2 * h)
            #expect(abs(band.slope(atExcess: x) - numeric) < 1e-8, "x = \(x)")
        }
    }

    @Test func monotoneAndBounded() {
        var previous = band.offset(forExcess: -10_000)
        for i in -999...1000 {
            let f = band.offset(forExcess: Double(i) * 10)
            #expect(f > previous)
            #expect(abs(f) < 280)
            previous = f
        }
    }
}

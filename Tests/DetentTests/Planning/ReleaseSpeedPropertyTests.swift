import Testing
@testable import Detent

/// What users feel after a release (issue 8), over random drags on the reference picker: the
/// content never moves faster than it was released with (`ReleaseSpeedPropertyTestsOverPickers`
/// checks the same over random pickers).
@Suite struct ReleaseSpeedPropertyTests {
    /// 10,000 random drags: after any fling release, the speed sampled every 2 ms never exceeds
    /// the speed the content is released with (the fling speed, times the rubber band's slope
    /// past an edge); a spring pulling content back from past an edge is the one exception
    /// (it starts from rest or moving away).
    @Test func speedNeverExceedsTheReleaseSpeed() throws {
        var rng = SeededGenerator(seed: 0x5EED)
        let band = RubberBand(dimension: 280, bounds: 0...1000)
        var checked = 0
        for _ in 0..<10_000 {
            let e = referenceEngine(offset: Double(Int.random(in: 0...100, using: &rng)) * 10)
            var t = 0.0, x = 140.0
            let v = Double.random(in: -5000...5000, using: &rng)
            try e.handle(.pointerDown(Point(x: x, y: 40)), at: t)
            for _ in 0..<Int.random(in: 3...12, using: &rng) {
                let dt = Double(Int.random(in: 4_000...17_000, using: &rng)) / 1_000_000
                t += dt
                x += v * dt
                try e.handle(.pointerMove(Point(x: x, y: 40)), at: t)
            }
            try e.handle(.pointerUp(Point(x: x, y: 40)), at: t)
            guard let leaving = e.phaseChanges.last(where: { $0.from == .interacting }) else { continue }
            let release = e.offset
            var speed = abs(leaving.velocity) < 50 ? 0 : Swift.min(8000, abs(leaving.velocity))
            speed *= band.slope(atDisplayed: release)
            let inward = release > 1000 ? e.velocity < 0 : release < 0 ? e.velocity > 0 : true
            let s = try e.sample(every: 0.002)
            if speed > 0 && inward {
                #expect(s.maxSpeed <= speed * (1 + 1e-12), "released at \(release) with \(speed): \(s.maxSpeed)")
                checked += 1
            }
            #expect(e.offset == (e.offset / 10).rounded() * 10)
        }
        #expect(checked > 5000)
    }
}

import Testing
@testable import Detent
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Random drags and flings on the reference picker: each rests exactly on the grid with no
/// velocity jump at release, and a retargeted deceleration never exceeds the release speed.
@Suite struct RandomGestureTests {
    /// 10,000 random drags and flings on the reference picker end exactly on a multiple of 10,
    /// with no velocity jump at release, and a retargeted deceleration never speeds up.
    @Test func randomGesturesRestExactlyOnTheGrid() throws {
        var rng = SeededGenerator(seed: 0xDE7E17)
        let band = RubberBand(dimension: 280)
        var retargeted = 0, springs = 0, bounces = 0
        for _ in 0..<10_000 {
            let start = Double(Int.random(in: 0...100, using: &rng)) * 10  // at rest on the grid
            let e = referenceEngine(offset: start)
            let samples = Int.random(in: 3...14, using: &rng)
            let speed = Double.random(in: -4000...4000, using: &rng)
            let accel = Double.random(in: -20000...20000, using: &rng)
            var t = Double.random(in: 0...1, using: &rng)
            t = (t * 1_000_000).rounded() / 1_000_000
            var x = 140.0
            try e.handle(.pointerDown(Point(x: x, y: 40)), at: t)
            var v = speed
            for _ in 0..<samples {
                let dt = Double(Int.random(in: 4_000...17_000, using: &rng)) / 1_000_000
                t += dt
                v += accel * dt
                x += v * dt
                try e.handle(.pointerMove(Point(x: x, y: 40)), at: t)
            }
            if Bool.random(using: &rng) { t += Double(Int.random(in: 0...60_000, using: &rng)) / 1_000_000 }
            e.removeAllEvents()
            try e.handle(.pointerUp(Point(x: x, y: 40)), at: t)
            let releaseOffset = e.offset
            // The release velocity as reported, and what the motion must start with.
            if let leaving = e.phaseChanges.first(where: { $0.from == .interacting }) {
                var expected = abs(leaving.velocity) < 50 ? 0 : Swift.max(-8000, Swift.min(8000, leaving.velocity))
                if releaseOffset < 0 || releaseOffset > 1000 {
                    let edge = releaseOffset < 0 ? 0.0 : 1000.0
                    expected *= band.slope(atExcess: band.excess(forOffset: releaseOffset - edge))
                }
                #expect(abs(e.velocity - expected) < 1e-6, "Δv at release: \(expected) → \(e.velocity)")
                let startSpeed = abs(e.velocity)
                if let end = e.restTime {
                    // Sample the motion. A deceleration is told from a spring by its shape, not
                    // its speed: its speed is v0·e^(k·t), so ln|v| is linear in t. A retargeted
                    // deceleration must then never exceed the release speed.
                    let isDeceleration = e.phase == .decelerating
                    var maxSpeed = 0.0
                    var logSpeeds: [(t: Double, ln: Double)] = []
                    let t0 = t
                    for k in 1...50 {
                        let tk = t0 + (end - t0) * Double(k) / 50
                        try e.advance(to: tk)
                        maxSpeed = Swift.max(maxSpeed, abs(e.velocity))
                        if k < 50, e.velocity != 0 { logSpeeds.append((tk, log(abs(e.velocity)))) }
                    }
                    var exponential = logSpeeds.count >= 3
                    if exponential, let a = logSpeeds.first, let b = logSpeeds.last, b.t > a.t {
                        let slope = (b.ln - a.ln) / (b.t - a.t)
                        exponential = logSpeeds.allSatisfy { abs(a.ln + slope * ($0.t - a.t) - $0.ln) < 1e-6 }
                    }
                    if isDeceleration && releaseOffset >= 0 && releaseOffset <= 1000 && expected != 0 {
                        if exponential {
                            retargeted += 1
                            #expect(maxSpeed <= startSpeed * (1 + 1e-12), "a retargeted deceleration sped up: \(startSpeed) → \(maxSpeed)")
                        } else { springs += 1 }
                    } else { bounces += 1 }
                }
            }
            try e.settle()
            #expect(e.phase == .idle)
            let rest = e.offset
            #expect(rest >= 0 && rest <= 1000)
            #expect(rest == (rest / 10).rounded() * 10, "rests on a multiple of 10: \(rest)")
        }
        // The sample exercises every kind of motion.
        #expect(retargeted > 1000)
        #expect(springs + bounces > 100)
    }

    @Test func retargetedDecelerationNeverExceedsTheReleaseSpeed() throws {
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<2000 {
            let start = Double(Int.random(in: 0...100, using: &rng)) * 10
            let v = Double.random(in: -3000...3000, using: &rng)
            let e = referenceEngine(offset: start)
            try e.fling(velocity: v, at: 0)
            guard let end = e.restTime else { continue }
            for k in 1...40 {
                try e.advance(to: end * Double(k) / 40)
                if e.offset >= 0 && e.offset <= 1000 && e.configuration.bounds.contains(e.offset) {
                    #expect(abs(e.velocity) <= abs(v) || abs(v) < 50 || e.offset == 1000 || e.offset == 0)
                }
            }
            try e.settle()
            #expect(e.offset == (e.offset / 10).rounded() * 10)
        }
    }
}

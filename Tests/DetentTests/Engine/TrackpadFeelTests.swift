import Testing
@testable import Detent

/// What users feel on a trackpad (issue 8): a lift moves on without a stall and as far as a
/// pointer fling of its velocity, a slow drag with gaps between deltas is one gesture, and a
/// new touch while coasting continues from where the content is. Each test sweeps its parameter
/// densely and fails on the old engine.
@Suite struct TrackpadFeelTests {
    /// A swipe at `speed` pt/s: 12 deltas 8 ms apart from offset 200. Returns the time of the last.
    func swipe(_ e: ScrollEngine, speed: Double, start: Double = 1) throws -> Double {
        var t = start
        for _ in 0..<12 {
            try e.handle(.wheel(dx: speed * 0.008, dy: 0, precise: true), at: t)
            t += 0.008
        }
        return t - 0.008
    }

    @Test func aLiftMovesOnWithoutAStallAndTravelsAsFarAsAPointerFling() throws {
        var worstJump = 0.0
        for speed in stride(from: 150.0, through: 4000, by: 50) {
            let e = referenceEngine(offset: 200)
            let lift = try swipe(e, speed: speed)
            let v0 = e.velocity, x0 = e.offset
            #expect(abs(v0 - speed) < 1e-6 * speed)
            // Every millisecond after the lift the content moves on (no stalled frame), and
            // the velocity readout is continuous with the finger's.
            var previous = x0
            for k in 1...100 {
                try e.advance(to: lift + Double(k) * 0.001)
                #expect(e.offset > previous, "stalled \(k) ms after a lift at \(speed) pt/s")
                previous = e.offset
                if k == 1 { worstJump = Swift.max(worstJump, abs(e.velocity - v0) / v0) }
            }
            try e.settle()
            // The same distance as a pointer fling of that velocity from the lift.
            let p = referenceEngine(offset: x0)
            try p.fling(velocity: v0, at: 0)
            try p.settle()
            #expect(e.offset == p.offset, "trackpad \(e.offset) vs pointer \(p.offset) at \(speed) pt/s")
            #expect(e.phaseChanges.map(\.to) == [.interacting, .decelerating, .idle])
        }
        // 1 ms of deceleration at 0.998/ms: the readout changes by 0.2 %, not 9.5 %.
        #expect(worstJump < 0.003)
    }

    @Test func aSlowDragWithADeltaEvery60msIsOneGesture() throws {
        for gap in [0.02, 0.04, 0.06, 0.08, 0.095] {
            let e = referenceEngine(offset: 300)
            var t = 1.0
            for _ in 0..<20 {
                try e.handle(.wheel(dx: 3, dy: 0, precise: true), at: t)
                try e.advance(to: t + gap / 2)
                t += gap
            }
            try e.settle()
            #expect(e.phaseChanges.filter { $0.to == .interacting }.count == 1, "gap \(gap)")
            #expect(e.offset == (e.offset / 10).rounded() * 10)
        }
    }

    @Test func aNewTouchWhileCoastingContinuesFromWhereTheContentIs() throws {
        let e = referenceEngine(offset: 200)
        let lift = try swipe(e, speed: 2000)
        try e.advance(to: lift + 0.07)
        let shown = e.offset
        try e.handle(.wheel(dx: 1, dy: 0, precise: true), at: lift + 0.07)
        #expect(abs(e.offset - (shown + 1)) < 1e-9)
        #expect(e.phaseChanges.filter { $0.to == .interacting }.count == 1)
    }

    /// A coast is the fling a lift at the last delta would make: a configuration change while
    /// it runs plans it again with the new configuration, from where the content is, as a
    /// release now would. Lowering the maximum fling speed to 100 mid-coast (the soak's seed 7,
    /// gesture 161391) used to leave the momentum at ~900 pt/s after the gesture's release.
    @Test func aCoastIsPlannedAgainWithANewMaximumFlingSpeed() throws {
        for (speed, cap) in [(900.0, 100.0), (2000, 300), (-1500, 60), (3000, 2500)] {
            for behavior in [ClosestMultipleScrollTargetBehavior(step: 10) as (any ScrollTargetBehavior)?, nil] {
                let e = referenceEngine(behavior: behavior, offset: 500)
                let lift = try swipe(e, speed: speed)
                try e.advance(to: lift + 0.02)
                let shown = e.offset
                var c = e.configuration
                c.maximumFlingSpeed = cap
                try e.setConfiguration(c)
                #expect(e.offset == shown, "continuous in position")
                #expect(abs(e.velocity) <= cap + 1e-9, "\(speed) pt/s capped to \(cap): \(e.velocity)")
                var t = lift + 0.02, worst = 0.0
                while e.phase != .idle && t < lift + 20 {
                    t += 0.004
                    try e.advance(to: t)
                    worst = Swift.max(worst, abs(e.velocity))
                }
                #expect(e.phase == .idle)
                #expect(worst <= cap + 1e-9, "\(speed) pt/s, cap \(cap): \(worst) pt/s")
            }
        }
    }
}

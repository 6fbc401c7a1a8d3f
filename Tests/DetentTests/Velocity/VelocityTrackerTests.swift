import Testing
import Detent

/// `VelocityTracker` against Flutter's: its parameters, constant velocities exact, the
/// reference cases (`flutterReferenceCases`) within 0.1 %, the horizon and gap boundaries to
/// the microsecond, pauses, too few samples, the history of twenty and a change of direction.
@Suite struct VelocityTrackerTests {
    @Test func flutterParameters() {
        #expect(VelocityTracker.historySize == 20)
        #expect(VelocityTracker.minimumSampleCount == 3)
        #expect(VelocityTracker.horizon == 100_000)
        #expect(VelocityTracker.stoppedGap == 40_000)
    }

    @Test func constantVelocityIsExact() {
        // Jittery timestamps, positions exactly on a line: the fit gives its slope.
        let times: [Int64] = [0, 7_900, 16_400, 24_800, 33_000, 41_900, 49_600, 58_300, 66_100, 75_000, 83_400, 91_200]
        var t = VelocityTracker()
        for time in times {
            let s = Double(time) / 1_000_000
            t.addSample(Point(x: 40 + 1234.5 * s, y: 7 - 321.25 * s), at: seconds(time))
        }
        let v = t.velocity(at: seconds(91_200))
        #expect(abs(v.dx - 1234.5) <= 1e-9 * 1234.5)
        #expect(abs(v.dy - -321.25) <= 1e-9 * 321.25)
        #expect(t.estimate() == v)
    }

    @Test(arguments: flutterReferenceCases)
    func matchesFlutterWithinOneTenthPercent(_ c: ReferenceCase) {
        let t = tracker(c.samples)
        let v = t.velocity(at: seconds(c.samples.last!.0))
        #expect(abs(v.dx - c.velocity.0) <= 0.001 * abs(c.velocity.0), "dx \(v.dx) vs Flutter \(c.velocity.0)")
        #expect(abs(v.dy - c.velocity.1) <= 0.001 * abs(c.velocity.1), "dy \(v.dy) vs Flutter \(c.velocity.1)")
    }

    @Test func referenceBoundaryCasesDiscriminate() {
        // The boundary pairs give clearly different velocities, so a tracker that gets a
        // boundary wrong by a microsecond cannot pass both.
        func reference(_ name: String) -> (Double, Double) {
            flutterReferenceCases.first { $0.name == name }!.velocity
        }
        let in100 = reference("oldestExactly100ms").0, out100 = reference("oldest100_001ms").0
        let in40 = reference("gapExactly40ms").0, out40 = reference("gap40_001ms").0
        #expect(abs(in100 - out100) > 0.01 * abs(in100))  // 1045.79 vs 999.96
        #expect(abs(in40 - out40) > 0.01 * abs(in40))      // 968.24 vs 1800.00
    }

    @Test func horizonAndGapBoundariesAreMicrosecondExact() {
        // The oldest sample exactly 100 ms before the newest is fitted, as the fit of the
        // newer three alone shows by differing.
        let line: [(Int64, Double, Double)] = [(0, 0, 0), (30_000, 12, 0), (60_000, 20, 0), (100_000, 30, 0)]
        // In the horizon: 4 samples, the fit through (−100, 0), (−70, 12), (−40, 20), (0, 30).
        let inside = tracker(line).estimate().dx
        // One microsecond more and the oldest is dropped: three samples.
        var shifted = line
        shifted[0].0 = -1
        let outside = tracker(shifted).estimate().dx
        let three = tracker(Array(line.dropFirst())).estimate().dx
        #expect(outside == three)
        #expect(abs(inside - outside) > 1)
        // A gap of exactly 40 ms keeps the older samples; 40.001 ms drops them.
        let gapped: [(Int64, Double, Double)] = [(0, 0, 0), (10_000, 5, 0), (50_000, 6, 0), (60_000, 9, 0), (70_000, 15, 0)]
        let keep = tracker(gapped).estimate().dx
        var wider = gapped
        wider[0].0 = -1; wider[1].0 = 9_999
        let drop = tracker(wider).estimate().dx
        let recent = tracker(Array(gapped.suffix(3))).estimate().dx
        #expect(drop == recent)
        #expect(abs(keep - drop) > 1)
    }

    @Test func pauseOver40msGivesZero() {
        let t = tracker([(0, 0, 0), (8_000, 10, 5), (16_000, 20, 10), (24_000, 30, 15)])
        // 1250 pt/s, 625 pt/s while the pointer is fresh …
        let fresh = t.velocity(at: seconds(24_000 + 40_000))
        #expect(abs(fresh.dx - 1250) < 1e-9 && abs(fresh.dy - 625) < 1e-9)
        // … and zero once the newest sample is more than 40 ms old.
        #expect(t.velocity(at: seconds(24_000 + 40_001)) == .zero)
        #expect(t.velocity(at: seconds(24_000 + 500_000)) == .zero)
        // The estimate at the newest sample is still there.
        #expect(abs(t.estimate().dx - 1250) < 1e-9)
    }

    @Test func fewerThanThreeSamplesGiveZero() {
        #expect(VelocityTracker().velocity(at: 1) == .zero)
        #expect(tracker([(0, 0, 0)]).velocity(at: seconds(0)) == .zero)
        #expect(tracker([(0, 0, 0), (8_000, 100, 50)]).velocity(at: seconds(8_000)) == .zero)
        // Three is enough: 100 pt per 8 ms is 12 500 pt/s.
        let three = tracker([(0, 0, 0), (8_000, 100, 0), (16_000, 200, 0)]).velocity(at: seconds(16_000))
        #expect(abs(three.dx - 12_500) < 1e-9)
        // Only two within the 40 ms gap also gives zero.
        #expect(tracker([(0, 0, 0), (8_000, 10, 0), (48_001, 50, 0), (56_000, 60, 0)]).velocity(at: seconds(56_000)) == .zero)
    }

    @Test func keepsTwentySamplesAndResets() {
        var t = VelocityTracker()
        for i in 0..<25 { t.addSample(Point(x: Double(i), y: 0), at: Double(i) * 0.004) }
        #expect(t.sampleCount == 20)
        #expect(abs(t.estimate().dx - 250) < 1e-9)  // 1 pt per 4 ms
        t.reset()
        #expect(t.sampleCount == 0)
        #expect(t.velocity(at: 0.1) == .zero)
        t.addSample(.zero, at: 0.2)
        #expect(t.sampleCount == 1)
    }

    @Test func directionChangeFollowsTheNewestMotion() {
        // Right at 1000 pt/s for 40 ms, then left at 2000 pt/s for 40 ms: the quadratic fit
        // over the whole window reports leftward motion.
        var s: [(Int64, Double, Double)] = []
        for i in 0...5 { s.append((Int64(i) * 8_000, Double(i) * 8, 0)) }
        for i in 1...5 { s.append((40_000 + Int64(i) * 8_000, 40 - Double(i) * 16, 0)) }
        let v = tracker(s).estimate().dx
        #expect(v < -1000)
    }
}

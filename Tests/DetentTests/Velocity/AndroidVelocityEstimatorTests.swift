import Testing
import CAllocationCounter
import Detent

@Suite struct AndroidVelocityEstimatorTests {
    private func estimator(_ samples: [(ms: Double, x: Double, y: Double)]) -> VelocityTracker {
        var e = VelocityTracker(strategy: .androidLeastSquares)
        for s in samples { e.addSample(Point(x: s.x, y: s.y), at: s.ms / 1000) }
        return e
    }

    private func relative(_ a: Double, _ b: Double) -> Double { abs(a - b) / abs(b) }

    // MARK: AOSP VelocityTracker_test.cpp, recorded flings

    /// Every Sailfish recording, fed as AOSP's test feeds it (down, moves; the up event is not
    /// a sample), gives AOSP's LSQ2 velocity at the up event within 1e-3 relative (AOSP's own
    /// test allows ±20 %; the largest difference here is 3.3e-4, from AOSP's `Float` sums).
    @Test(arguments: androidFlingRecordings)
    func sailfishRecordings(_ recording: AndroidFlingRecording) throws {
        var e = VelocityTracker(strategy: .androidLeastSquares)
        for s in recording.samples {
            e.addSample(Point(x: s.x, y: s.y), at: Double(s.nanoseconds) / 1e9)
        }
        let up = Double(recording.samples.last!.nanoseconds) / 1e9
        let v = e.velocity(at: up)
        #expect(relative(v.dy, recording.expectedY) < 1e-3, "vy \(v.dy) vs \(recording.expectedY)")
        if let x = recording.expectedX {
            #expect(relative(v.dx, x) < 1e-3, "vx \(v.dx) vs \(x)")
        }
        #expect(e.estimate() == v)
        #expect(e.strategy == .androidLeastSquares)
    }

    @Test func allEighteenRecordingsAreThere() {
        #expect(androidFlingRecordings.count == 18)
        #expect(androidFlingRecordings.filter { $0.expectedX != nil }.count == 9)
    }

    // MARK: AOSP VelocityTracker_test.cpp, manual cases

    /// `LeastSquaresVelocityTrackerStrategy_*`: samples at 0, 1, 2 ms; AOSP expects these
    /// within 1e-5 relative (1e-6 absolute for 0); the closed form gives them to rounding.
    @Test(arguments: [
        ([1.0, 1, 1], 0.0),          // Constant
        ([-2.0, -1, 0], 1000.0),     // Linear
        ([1.0, 4, 8], 4500.0),       // Parabolic
        ([1.0, 4, 9], 6000.0),       // Parabolic2
        ([4.0, 1, 0], 0.0),          // Parabolic3
    ])
    func leastSquaresExactCases(positions: [Double], expected: Double) throws {
        let e = estimator([(0, positions[0], positions[0]), (1, positions[1], positions[1]),
                           (2, positions[2], positions[2])])
        let v = e.estimate()
        #expect(abs(v.dx - expected) <= 1e-9 * Swift.max(1, abs(expected)))
        #expect(abs(v.dy - expected) <= 1e-9 * Swift.max(1, abs(expected)))
    }

    /// `ThreePointsLinearVelocityTest`: 5 px per 10 ms → 500 px/s.
    @Test func threePointsLinear() {
        let v = estimator([(0, 0, 0), (10, 5, 0), (20, 10, 0)]).velocity(at: 0.020)
        #expect(abs(v.dx - 500) < 1e-9)
        #expect(v.dy == 0)
    }

    /// `ThreePointsZeroVelocityTest`: the same coordinate three times → 0.
    @Test func threePointsZero() {
        let v = estimator([(0, 293, 0), (6.132, 293, 0), (11.283, 293, 0)]).velocity(at: 0.011283)
        #expect(abs(v.dx) < 1e-9)
    }

    /// `ShortDelayBeforeActionUp`: moves at 0, 10, 20 ms, up at 30 ms → 1000 px/s.
    /// `LongDelayBeforeActionUp`: the same, up at 3000 ms → no velocity.
    @Test func delayBeforeUp() {
        let e = estimator([(0, 10, 0), (10, 20, 0), (20, 30, 0)])
        #expect(abs(e.velocity(at: 0.030).dx - 1000) < 1e-9)
        #expect(e.velocity(at: 3.0) == .zero)
        // 40 ms after the last sample still counts; later does not.
        #expect(abs(e.velocity(at: 0.060).dx - 1000) < 1e-9)
        #expect(e.velocity(at: 0.060_001) == .zero)
    }

    /// `SinglePointerResampledData` without its resampled sample (the caller never adds one):
    /// (1, 2) … (4, 8) at 10 … 40 ms → (100, 200).
    @Test func straightLineBothAxes() throws {
        let v = estimator([(10, 1, 2), (20, 2, 4), (30, 3, 6), (40, 4, 8)]).estimate()
        #expect(abs(v.dx - 100) < 1e-9)
        #expect(abs(v.dy - 200) < 1e-9)
    }

    // MARK: What it keeps

    @Test func oneSampleHasNoVelocityTwoGiveALine() throws {
        var e = VelocityTracker(strategy: .androidLeastSquares)
        #expect(e.estimate() == .zero)
        #expect(e.velocity(at: 0) == .zero)
        e.addSample(Point(x: 0, y: 0), at: 0)
        #expect(e.estimate() == .zero)
        e.addSample(Point(x: 3, y: -6), at: 0.008)
        let v = e.estimate()
        #expect(abs(v.dx - 375) < 1e-9)
        #expect(abs(v.dy - -750) < 1e-9)
    }

    /// A sample at the newest sample's time replaces it (AOSP's pointer-down bookkeeping).
    @Test func sameTimeReplacesTheNewest() throws {
        var e = VelocityTracker(strategy: .androidLeastSquares)
        e.addSample(Point(x: 0, y: 0), at: 0)
        e.addSample(Point(x: 50, y: 0), at: 0.010)
        e.addSample(Point(x: 10, y: 0), at: 0.010)
        #expect(e.sampleCount == 2)
        #expect(abs(e.estimate().dx - 1000) < 1e-9)
    }

    /// A gap of 40 ms or more at insert clears the history; 39.999 ms does not.
    @Test func fortyMillisecondGapClears() {
        var e = estimator([(0, 0, 0), (10, 10, 0), (20, 20, 0)])
        e.addSample(Point(x: 100, y: 0), at: 0.059_999)
        #expect(e.sampleCount == 4)
        e = estimator([(0, 0, 0), (10, 10, 0), (20, 20, 0)])
        e.addSample(Point(x: 100, y: 0), at: 0.060)
        #expect(e.sampleCount == 1)
        #expect(e.estimate() == .zero)
    }

    /// At most 20 samples, none more than 100 ms older than the newest.
    @Test func historyAndHorizon() {
        var e = VelocityTracker(strategy: .androidLeastSquares)
        for i in 0..<30 { e.addSample(Point(x: Double(i), y: 0), at: Double(i) * 0.001) }
        #expect(e.sampleCount == 20)
        // Only the samples at most 100 ms older than the newest count: a line of slope 100
        // before 20 ms and 1000 after would bend the fit if they did.
        e = VelocityTracker(strategy: .androidLeastSquares)
        for i in 0...12 {
            let x = i < 2 ? Double(i) : 1 + Double(i - 1) * 10
            e.addSample(Point(x: x, y: 0), at: Double(i) * 0.010)
        }
        #expect(abs(e.estimate().dx - 1000) < 1e-9)
        e.reset()
        #expect(e.sampleCount == 0)
    }

    /// Adding samples and estimating allocate nothing.
    @Test func noAllocation() {
        var e = VelocityTracker(strategy: .androidLeastSquares)
        for i in 0..<25 { e.addSample(Point(x: Double(i * i), y: Double(i)), at: Double(i) * 0.008) }
        var sum = 0.0
        let before = detent_thread_allocations()
        for i in 25..<1025 {
            e.addSample(Point(x: Double(i * i), y: Double(i)), at: Double(i) * 0.008)
            sum += e.velocity(at: Double(i) * 0.008).dx
        }
        let after = detent_thread_allocations()
        #expect(after - before == 0)
        #expect(sum > 0)
    }
}

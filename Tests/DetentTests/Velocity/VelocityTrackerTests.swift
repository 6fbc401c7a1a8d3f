import Testing
import Detent

/// A sample set and the velocity the Python port of Flutter's VelocityTracker gives for it
/// at its newest sample (Tests/DetentTests/Reference/flutter_velocity.py, which printed
/// these literals). Times are microseconds from the first sample.
struct ReferenceCase: CustomStringConvertible, Sendable {
    let name: String
    let samples: [(Int64, Double, Double)]
    let velocity: (Double, Double)
    var description: String { name }
}

let flutterReferenceCases: [ReferenceCase] = [
    ReferenceCase(name: "jittery",
                  samples: [
                      (0, 100.7, 49.85),
                      (8300, 107.34555999999999, 47.295),
                      (15900, 114.92124, 44.285000000000004),
                      (24700, 125.37036, 41.55500000000001),
                      (32100, 132.61164, 38.615),
                      (41000, 143.224, 35.85),
                      (48200, 153.37295999999998, 32.98),
                      (57600, 164.71104, 30.04),
                      (64900, 174.85804, 27.135),
                      (73300, 188.16155999999998, 24.545),
                      (81000, 198.744, 21.500000000000004),
                  ],
                  velocity: (1554.825662280654, -354.8826262997152)),
    ReferenceCase(name: "accelerating",
                  samples: [
                      (0, 0.0, -0.0),
                      (7000, 2.10686, -0.0245),
                      (16000, 4.88192, -0.128),
                      (22500, 6.9778125, -0.253125),
                      (31000, 9.895819999999999, -0.4805),
                      (38250, 12.5942428125, -0.73153125),
                      (47000, 16.17646, -1.1045),
                      (53500, 19.112607500000003, -1.431125),
                      (62000, 23.36656, -1.922),
                  ],
                  velocity: (486.85520614759434, -62.00000000000013)),
    ReferenceCase(name: "directionChange",
                  samples: [
                      (0, 200.0, 10.0),
                      (9000, 223.355, 10.420735492403947),
                      (17500, 238.71875, 10.465500964418924),
                      (25000, 246.875, 10.177920995700532),
                      (34000, 249.98000000000002, 9.702934396245787),
                      (41500, 246.99875, 9.50256211056936),
                      (50000, 237.5, 9.667449242510589),
                      (58500, 221.49875, 10.107559994043907),
                      (66000, 201.98000000000002, 10.433748434809402),
                      (75000, 171.875, 10.443647054047347),
                  ],
                  velocity: (-3750.0000000000223, 30.08578556304479)),
    ReferenceCase(name: "twentyFiveSamples",
                  samples: [
                      (0, 25.3, -11.98),
                      (4300, 31.6349, -20.589193953882635),
                      (8000, 37.64, -28.00832293673094),
                      (11800, 44.0924, -35.61979984993201),
                      (16000, 51.56, -44.013072872417276),
                      (20300, 34.8709, -40.594326756290734),
                      (24000, 41.76, -47.98079659426699),
                      (27800, 49.4284, -55.584921954913135),
                      (32000, 58.24, -64.00291000067617),
                      (36300, 67.62689999999999, -72.61822260523769),
                      (40000, 76.3, -80.01678143058153),
                      (43800, 84.88439999999999, -87.59991148604023),
                      (48000, 95.03999999999999, -95.98312292082535),
                      (52300, 105.80289999999998, -104.581851064371),
                      (56000, 115.36, -111.99726525563584),
                      (59800, 125.76039999999999, -119.61519375825718),
                      (64000, 136.96, -128.01915318960647),
                      (68300, 149.0989, -136.60550326676102),
                      (72000, 159.84, -143.9867936658351),
                      (75800, 171.1564, -151.58022590763625),
                      (80000, 184.3, -159.99183835876374),
                      (84300, 197.51489999999998, -168.61095458520447),
                      (88000, 209.44, -176.01999921652788),
                      (91800, 221.9724, -183.61065666040668),
                      (96000, 236.16, -191.99151641985327),
                  ],
                  velocity: (3419.662870516409, -1999.909730310989)),
    ReferenceCase(name: "oldestExactly100ms",
                  samples: [
                      (0, 3.0, 0.0),
                      (20000, 92.0, 10.0),
                      (39000, 164.57999999999998, 19.5),
                      (61000, 230.57999999999998, 30.5),
                      (78000, 268.32, 39.0),
                      (91000, 289.38, 45.5),
                      (100000, 300.0, 50.0),
                  ],
                  velocity: (1045.7942123141634, 500.00000000000165)),
    ReferenceCase(name: "oldest100_001ms",
                  samples: [
                      (0, 3.0, 0.0),
                      (20001, 92.00419998000001, 10.0005),
                      (39001, 164.58343998, 19.5005),
                      (61001, 230.58255997999998, 30.5005),
                      (78001, 268.32187997999995, 39.0005),
                      (91001, 289.38135997999996, 45.5005),
                      (100001, 300.00099997999996, 50.0005),
                  ],
                  velocity: (999.9600000000386, 500.00000000000654)),
    ReferenceCase(name: "gapExactly40ms",
                  samples: [
                      (0, 0.0, 0.0),
                      (10000, 8.0, 0.0),
                      (20000, 16.0, 0.0),
                      (60000, 16.0, 0.0),
                      (72000, 28.48, 1.0),
                      (85000, 48.5, 2.0),
                  ],
                  velocity: (968.2429689167785, 79.31298595724873)),
    ReferenceCase(name: "gap40_001ms",
                  samples: [
                      (0, 0.0, 0.0),
                      (10000, 8.0, 0.0),
                      (20000, 16.0, 0.0),
                      (60001, 16.0, 0.0),
                      (72001, 28.48, 1.0),
                      (85001, 48.5, 2.0),
                  ],
                  velocity: (1800.000000000004, 73.58974358974376)),
]

/// Seconds for `base + microseconds`, far from zero so that the conversion to whole
/// microseconds is exercised.
private func seconds(_ microseconds: Int64, base: Int64 = 987_654_321) -> Double {
    Double(base + microseconds) / 1_000_000
}

private func tracker(_ samples: [(Int64, Double, Double)]) -> VelocityTracker {
    var t = VelocityTracker()
    for (time, x, y) in samples { t.addSample(Point(x: x, y: y), at: seconds(time)) }
    return t
}

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

/// Flutter's `VelocityTracker` estimate and `LeastSquaresSolver` transcribed with plain
/// arrays (the tracker's first implementation): the oracle the fixed-storage tracker must
/// match bit for bit. Samples are (microseconds, x, y), oldest first.
private func arrayEstimate(_ all: [(Int64, Double, Double)]) -> Vector {
    let samples = Array(all.suffix(VelocityTracker.historySize))
    guard let newest = samples.last else { return .zero }
    var age = [Double](), px = [Double](), py = [Double]()
    var previous = newest.0
    for (time, x, y) in samples.reversed() {
        let sampleAge = newest.0 - time, gap = abs(time - previous)
        previous = time
        if sampleAge > VelocityTracker.horizon || gap > VelocityTracker.stoppedGap { break }
        age.append(-Double(sampleAge) / 1000); px.append(x); py.append(y)
    }
    func fitSlope(_ x: [Double], _ y: [Double]) -> Double? {
        let m = x.count, n = 3
        var a = [[Double]](repeating: [Double](repeating: 0, count: m), count: n)
        for h in 0..<m {
            a[0][h] = 1
            for i in 1..<n { a[i][h] = a[i - 1][h] * x[h] }
        }
        var q = a
        var r = [[Double]](repeating: [Double](repeating: 0, count: n), count: n)
        func dot(_ u: [Double], _ v: [Double]) -> Double {
            var s = 0.0
            for h in 0..<m { s += u[h] * v[h] }
            return s
        }
        for j in 0..<n {
            q[j] = a[j]
            for i in 0..<j {
                let d = dot(q[j], q[i])
                for h in 0..<m { q[j][h] -= d * q[i][h] }
            }
            let norm = dot(q[j], q[j]).squareRoot()
            if norm < 1e-10 { return nil }
            for h in 0..<m { q[j][h] *= 1 / norm }
            for i in 0..<n { r[j][i] = i < j ? 0 : dot(q[j], a[i]) }
        }
        var b = [Double](repeating: 0, count: n)
        for i in stride(from: n - 1, through: 0, by: -1) {
            b[i] = dot(q[i], y)
            for j in stride(from: n - 1, to: i, by: -1) { b[i] -= r[i][j] * b[j] }
            b[i] /= r[i][i]
        }
        return b[1]
    }
    guard age.count >= VelocityTracker.minimumSampleCount,
          let bx = fitSlope(age, px), let by = fitSlope(age, py) else { return .zero }
    return Vector(dx: bx * 1000, dy: by * 1000)
}

@Suite struct VelocityTrackerStorageTests {
    @Test func fixedStorageGivesTheSameBitsAsTheArrayTranscription() {
        // Random gestures: 1…30 samples, steps of 0…45 ms (some past the 40 ms gap, some
        // repeated times), positions on random quadratics with jitter, some constant.
        var g = SeededGenerator(seed: 9)
        var compared = 0, nonZero = 0
        for _ in 0..<3_000 {
            let n = Int.random(in: 1...30, using: &g)
            var time = Int64.random(in: -1_000_000_000...1_000_000_000, using: &g)
            let v = Double.random(in: -5...5, using: &g), a = Double.random(in: -0.05...0.05, using: &g)
            let jitter = Bool.random(using: &g) ? Double.random(in: 0...3, using: &g) : 0
            var samples: [(Int64, Double, Double)] = []
            var tracker = VelocityTracker()
            for i in 0..<n {
                time += Int64.random(in: 0...(i % 7 == 6 ? 45_000 : 12_000), using: &g)
                let ms = Double(time % 1_000_000) / 1000
                let x = 300 + v * ms + a * ms * ms + Double.random(in: -jitter...jitter, using: &g)
                let y = Bool.random(using: &g) ? 40 : 40 - v * ms
                samples.append((time, x, y))
                tracker.addSample(Point(x: x, y: y), at: Double(time) / 1_000_000)
            }
            // The tracker rounds seconds back to the same microseconds.
            #expect(tracker.samples.map(\.time) == samples.suffix(20).reversed().map(\.0))
            let expected = arrayEstimate(samples), actual = tracker.estimate()
            #expect(actual.dx.bitPattern == expected.dx.bitPattern && actual.dy.bitPattern == expected.dy.bitPattern,
                    "\(actual) vs \(expected) for \(samples)")
            compared += 1
            if expected != .zero { nonZero += 1 }
        }
        #expect(compared == 3_000 && nonZero > 1_500)
    }

    @Test(arguments: flutterReferenceCases)
    func referenceCasesMatchTheArrayTranscriptionExactly(_ c: ReferenceCase) {
        let shifted = c.samples.map { ($0.0 + 987_654_321, $0.1, $0.2) }
        #expect(tracker(c.samples).estimate() == arrayEstimate(shifted))
    }

    @Test func anyFiniteTimeIsAcceptedWithoutTrapping() {
        // 1e13 s is 1e19 µs, past Int64; spans across the whole Double range saturate.
        let times: [Double] = [1e13, 1e13 + 0.004, 1e13 + 0.008, -1e300, 1e300, .greatestFiniteMagnitude,
                               -.greatestFiniteMagnitude, 0, 9.3e12, -9.3e12, 0.004]
        var t = VelocityTracker()
        for (i, time) in times.enumerated() {
            t.addSample(Point(x: Double(i), y: 0), at: time)
            let v = t.estimate()
            #expect(v.dx.isFinite && v.dy.isFinite)
            for now in [time, -time, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .nan, .infinity] {
                let w = t.velocity(at: now)
                #expect(w.dx.isFinite && w.dy.isFinite)
            }
        }
        #expect(VelocitySamples.microseconds(1e13) == .max)
        #expect(VelocitySamples.microseconds(-1e300) == .min)
        #expect(VelocitySamples.difference(.max, .min) == .max)
        #expect(VelocitySamples.difference(.min, .max) == .min)
        // Three samples at 1e13 s, 4 ms apart, all saturate to the same microsecond: a
        // degenerate fit, zero.
        var huge = VelocityTracker()
        for i in 0..<3 { huge.addSample(Point(x: Double(i), y: 0), at: 1e13 + Double(i) * 0.004) }
        #expect(huge.estimate() == .zero)
    }

    @Test func samplesAreNewestFirstAndKeepTwenty() {
        var samples = VelocitySamples()
        for i in 0..<23 { samples.append(Point(x: Double(i), y: 0), at: Double(i)) }
        #expect(samples.count == 20)
        #expect(samples.map(\.position.x) == (3..<23).reversed().map(Double.init))
        #expect(samples[0].time == 22_000_000 && samples[19].time == 3_000_000)
        samples.removeAll()
        #expect(samples.isEmpty)
    }
}

import Testing
import Detent

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

/// The tracker's fixed storage (`VelocitySamples`): the same bits as the array transcription it
/// replaced, any finite time accepted without trapping, samples newest first and twenty kept.
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

/// Estimates a pointer's velocity from its recent positions: by default the algorithm of
/// Flutter's default `VelocityTracker`, or Android's (`AndroidVelocityEstimator`) with
/// ``VelocityEstimation/androidLeastSquares``.
///
/// The samples considered are the newest ones, going back while each is at most
/// `horizon` (100 ms) older than the newest and at most `stoppedGap` (40 ms) from the one
/// after it, up to `historySize` (20). A degree-2 polynomial x(τ) = b0 + b1·τ + b2·τ² is
/// fitted to them by least squares (τ in milliseconds, 0 at the newest sample, weights 1,
/// QR by Gram–Schmidt as Flutter's `LeastSquaresSolver`), and the velocity is b1 · 1000
/// points per second. Fewer than `minimumSampleCount` (3) samples, or a degenerate fit,
/// give zero; so does asking at a time more than 40 ms after the newest sample.
///
/// Times are seconds; they are compared as whole microseconds so that the 100 ms and 40 ms
/// boundaries are exact (a sample exactly 100 ms old is inside the horizon). Any finite time
/// is accepted: microseconds saturate at `Int64`'s range and so do differences of them.
///
/// The samples live in a fixed inline ring (`VelocitySamples`) and the fit works in
/// scratch vectors on the stack, so adding a sample and estimating never allocate.
package struct VelocityTracker: Sendable {
    package static let historySize = VelocitySamples.capacity
    package static let minimumSampleCount = 3
    /// How far back samples are considered: 100 ms, in microseconds.
    package static let horizon: Int64 = 100_000
    /// A gap longer than this (40 ms, in microseconds) means the pointer stopped.
    package static let stoppedGap: Int64 = 40_000

    /// The samples held, newest first.
    package private(set) var samples = VelocitySamples()
    /// Whose estimate: Flutter's (default) or Android's.
    package let strategy: VelocityEstimation

    package init(strategy: VelocityEstimation = .flutterLeastSquares) { self.strategy = strategy }

    /// Forgets every sample (a new pointer went down).
    package mutating func reset() { samples.removeAll() }

    /// The number of samples held.
    package var sampleCount: Int { samples.count }

    /// Adds the pointer's position at time `t` (seconds).
    package mutating func addSample(_ position: Point, at t: Double) {
        switch strategy {
        case .flutterLeastSquares:
            samples.append(position, at: t)
        case .androidLeastSquares:
            let sample = VelocitySample(time: VelocitySamples.microseconds(t), position: position)
            AndroidVelocityEstimator.insert(sample, into: &samples)
        }
    }

    /// The estimated velocity at time `t`, in points per second (zero when the newest
    /// sample is more than 40 ms older than `t`, or there is too little to fit).
    package func velocity(at t: Double) -> Vector {
        var tracker = self
        return tracker.velocityInPlace(at: t)
    }

    /// The estimate at the newest sample, whatever the time now (zero where the strategy
    /// has none).
    package func estimate() -> Vector {
        var tracker = self
        return tracker.estimateInPlace()
    }

    /// ``velocity(at:)`` read in place: `mutating` though it changes nothing, so that an owner
    /// that keeps the tracker in a class (the engine) passes it by reference; a non-mutating
    /// call there copies the tracker (some 500 bytes) first, and reading the ring of a
    /// borrowed tracker copies the ring again.
    mutating func velocityInPlace(at t: Double) -> Vector {
        guard !samples.isEmpty else { return .zero }
        let now = VelocitySamples.microseconds(t)
        if VelocitySamples.difference(now, samples.newestTime) > VelocityTracker.stoppedGap { return .zero }
        return estimateInPlace()
    }

    /// ``estimate()`` read in place, as ``velocityInPlace(at:)``.
    mutating func estimateInPlace() -> Vector {
        guard !samples.isEmpty else { return .zero }
        if strategy == .androidLeastSquares { return AndroidVelocityEstimator.estimate(&samples) ?? .zero }
        let n = VelocitySamples.capacity
        let count = samples.count
        // The fit's inputs, newest first: age in milliseconds (≤ 0) and position; on the
        // stack (a temporary allocation this small never reaches the heap).
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 3 * n) { scratch -> Vector in
            let age = scratch.baseAddress!, px = age + n, py = px + n
            let m = samples.withRingInPlace { ring, newest -> Int in
                let newestTime = ring[newest].time
                var previousTime = newestTime
                var m = 0
                var slot = newest
                while m < count {
                    let sampleTime = ring[slot].time
                    let sampleAge = VelocitySamples.difference(newestTime, sampleTime)
                    let gap = sampleTime >= previousTime
                        ? VelocitySamples.difference(sampleTime, previousTime)
                        : VelocitySamples.difference(previousTime, sampleTime)
                    previousTime = sampleTime
                    if sampleAge > VelocityTracker.horizon || gap > VelocityTracker.stoppedGap { break }
                    age[m] = -Double(sampleAge) / 1000
                    px[m] = ring[slot].position.x
                    py[m] = ring[slot].position.y
                    m += 1
                    slot = slot == 0 ? n - 1 : slot - 1
                }
                return m
            }
            guard m >= VelocityTracker.minimumSampleCount,
                  let slopes = VelocityTracker.fitSlopes(x: age, count: m, px, py) else { return .zero }
            return Vector(dx: slopes.0 * 1000, dy: slopes.1 * 1000)
        }
    }

    /// The coefficients b1 of the least-squares degree-2 fits of `y1` and of `y2` against
    /// `x` (`m` values each), by the QR decomposition (Gram–Schmidt) of Flutter's
    /// `LeastSquaresSolver` with weights 1; `nil` when the columns are linearly dependent
    /// (a column's norm below 1e-10).
    ///
    /// Every sum adds the same products in the same order as Flutter's solver run per axis,
    /// so the results are the same bits. What is saved: Q and R depend only on `x`, so they
    /// are computed once for both axes; A's rows (1, x, x²) are formed on the fly (1·x is x
    /// exactly); every entry of q0 is 1/√m (the ones column's dot with itself is m exactly);
    /// only the entries of R that b1 needs are formed (b1 = (q1·y − r12·b2) / r11,
    /// b2 = q2·y / r22); and independent sums share a loop, so that the processor runs
    /// them side by side.
    static func fitSlopes(x: UnsafeMutablePointer<Double>, count m: Int,
                          _ y1: UnsafeMutablePointer<Double>, _ y2: UnsafeMutablePointer<Double>) -> (Double, Double)? {
        precondition(m <= VelocitySamples.capacity)
        let n = VelocitySamples.capacity
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * n) { scratch -> (Double, Double)? in
            let q1 = scratch.baseAddress!, q2 = q1 + n
            // Column 0, the ones: q0[h] = 1 · (1/√m).
            let norm0 = Double(m).squareRoot()
            if norm0 < 1e-10 { return nil }
            let q0 = 1 * (1 / norm0)
            // Column 1: x minus its projection on q0. (The projection of x² on q0 too.)
            var d1 = 0.0, d2 = 0.0
            for h in 0..<m {
                d1 += x[h] * q0
                d2 += (x[h] * x[h]) * q0
            }
            var s1 = 0.0
            for h in 0..<m {
                let q = x[h] - d1 * q0
                q1[h] = q
                s1 += q * q
            }
            let norm1 = s1.squareRoot()
            if norm1 < 1e-10 { return nil }
            let inverse1 = 1 / norm1
            // q1 normalised; r11, r12, q1·y; column 2 minus its projection on q0, and its
            // projection on q1.
            var r11 = 0.0, r12 = 0.0, u1 = 0.0, v1 = 0.0, d3 = 0.0
            for h in 0..<m {
                let q = q1[h] * inverse1
                q1[h] = q
                r11 += q * x[h]
                r12 += q * (x[h] * x[h])
                u1 += q * y1[h]; v1 += q * y2[h]
                let p = x[h] * x[h] - d2 * q0
                q2[h] = p
                d3 += p * q
            }
            var s2 = 0.0
            for h in 0..<m {
                let p = q2[h] - d3 * q1[h]
                q2[h] = p
                s2 += p * p
            }
            let norm2 = s2.squareRoot()
            if norm2 < 1e-10 { return nil }
            let inverse2 = 1 / norm2
            // q2 normalised; r22, q2·y.
            var r22 = 0.0, u2 = 0.0, v2 = 0.0
            for h in 0..<m {
                let p = q2[h] * inverse2
                r22 += p * (x[h] * x[h])
                u2 += p * y1[h]; v2 += p * y2[h]
            }
            let b2u = u2 / r22, b2v = v2 / r22
            return ((u1 - r12 * b2u) / r11, (v1 - r12 * b2v) / r11)
        }
    }
}

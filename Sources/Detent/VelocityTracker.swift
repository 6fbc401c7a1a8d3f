/// Estimates a pointer's velocity from its recent positions: the algorithm of Flutter's
/// default `VelocityTracker`.
///
/// The samples considered are the newest ones, going back while each is at most
/// ``horizon`` (100 ms) older than the newest and at most ``stoppedGap`` (40 ms) from the one
/// after it, up to ``historySize`` (20). A degree-2 polynomial x(τ) = b0 + b1·τ + b2·τ² is
/// fitted to them by least squares (τ in milliseconds, 0 at the newest sample, weights 1,
/// QR by Gram–Schmidt as Flutter's `LeastSquaresSolver`), and the velocity is b1 · 1000
/// points per second. Fewer than ``minimumSampleCount`` (3) samples, or a degenerate fit,
/// give zero; so does asking at a time more than 40 ms after the newest sample.
///
/// Times are seconds; they are compared as whole microseconds so that the 100 ms and 40 ms
/// boundaries are exact (a sample exactly 100 ms old is inside the horizon). Any finite time
/// is accepted: microseconds saturate at `Int64`'s range and so do differences of them.
///
/// The samples live in a fixed inline ring (``VelocitySamples``) and the fit works in fixed
/// inline scratch vectors, so adding a sample and estimating never allocate.
public struct VelocityTracker: Sendable {
    public static let historySize = VelocitySamples.capacity
    public static let minimumSampleCount = 3
    /// How far back samples are considered: 100 ms, in microseconds.
    public static let horizon: Int64 = 100_000
    /// A gap longer than this (40 ms, in microseconds) means the pointer stopped.
    public static let stoppedGap: Int64 = 40_000

    /// The samples held, newest first.
    public private(set) var samples = VelocitySamples()

    public init() {}

    /// Forgets every sample (a new pointer went down).
    public mutating func reset() { samples.removeAll() }

    /// The number of samples held.
    public var sampleCount: Int { samples.count }

    /// Adds the pointer's position at time `t` (seconds).
    public mutating func addSample(_ position: Point, at t: Double) {
        samples.append(position, at: t)
    }

    /// The estimated velocity at time `t`, in points per second (zero when the newest
    /// sample is more than 40 ms older than `t`, or there is too little to fit).
    public func velocity(at t: Double) -> Vector {
        guard !samples.isEmpty else { return .zero }
        let now = VelocitySamples.microseconds(t)
        if VelocitySamples.difference(now, samples[0].time) > VelocityTracker.stoppedGap { return .zero }
        return estimate()
    }

    /// The estimate at the newest sample, whatever the time now.
    public func estimate() -> Vector {
        guard !samples.isEmpty else { return .zero }
        // The fit's inputs: age in milliseconds (≤ 0) and position, newest first.
        var age = FixedArray20(repeating: 0.0), px = age, py = age
        let newestTime = samples[0].time
        var previousTime = newestTime
        var m = 0
        // (an index loop: the collection's iterator allocates in debug builds)
        for i in 0..<samples.count {
            let sample = samples[i]
            let sampleAge = VelocitySamples.difference(newestTime, sample.time)
            let gap = sample.time >= previousTime
                ? VelocitySamples.difference(sample.time, previousTime)
                : VelocitySamples.difference(previousTime, sample.time)
            previousTime = sample.time
            if sampleAge > VelocityTracker.horizon || gap > VelocityTracker.stoppedGap { break }
            age[m] = -Double(sampleAge) / 1000
            px[m] = sample.position.x
            py[m] = sample.position.y
            m += 1
        }
        guard m >= VelocityTracker.minimumSampleCount,
              let slopes = VelocityTracker.fitSlopes(x: age, count: m, px, py) else { return .zero }
        return Vector(dx: slopes.0 * 1000, dy: slopes.1 * 1000)
    }

    /// The coefficients b1 of the least-squares degree-2 fits of `y1` and of `y2` against
    /// `x` (the first `m` entries of each), by the QR decomposition (Gram–Schmidt) of
    /// Flutter's `LeastSquaresSolver` with weights 1; `nil` when the columns are linearly
    /// dependent.
    ///
    /// The same operations in the same order as Flutter's solver run once per axis, so the
    /// same bits; Q and R depend only on `x`, so they are computed once for both axes, and
    /// only the rows of R that b1 needs (b1 = (q1·y − r12·b2) / r11, b2 = q2·y / r22).
    /// A's rows are 1, x, x², formed on the fly (1·x is x exactly).
    static func fitSlopes(x: FixedArray20<Double>, count m: Int,
                          _ y1: FixedArray20<Double>, _ y2: FixedArray20<Double>) -> (Double, Double)? {
        var q0 = FixedArray20(repeating: 0.0), q1 = q0, q2 = q0
        /// Scales `q` to unit length; false when it is (nearly) zero: dependent columns.
        func normalize(_ q: inout FixedArray20<Double>) -> Bool {
            var s = 0.0
            for h in 0..<m { s += q[h] * q[h] }
            let norm = s.squareRoot()
            if norm < 1e-10 { return false }
            let inverse = 1 / norm
            for h in 0..<m { q[h] *= inverse }
            return true
        }
        // Column 0: A's row of ones, normalised.
        for h in 0..<m { q0[h] = 1 }
        guard normalize(&q0) else { return nil }
        // Column 1: x minus its projection on q0, normalised.
        var d = 0.0
        for h in 0..<m { d += x[h] * q0[h] }
        for h in 0..<m { q1[h] = x[h] - d * q0[h] }
        guard normalize(&q1) else { return nil }
        var r11 = 0.0, r12 = 0.0
        for h in 0..<m {
            r11 += q1[h] * x[h]
            r12 += q1[h] * (x[h] * x[h])
        }
        // Column 2: x² minus its projections on q0 and q1, normalised.
        d = 0
        for h in 0..<m { d += (x[h] * x[h]) * q0[h] }
        for h in 0..<m { q2[h] = x[h] * x[h] - d * q0[h] }
        d = 0
        for h in 0..<m { d += q2[h] * q1[h] }
        for h in 0..<m { q2[h] -= d * q1[h] }
        guard normalize(&q2) else { return nil }
        var r22 = 0.0
        for h in 0..<m { r22 += q2[h] * (x[h] * x[h]) }
        // Back substitution for b2, then b1, for both axes.
        var u2 = 0.0, v2 = 0.0, u1 = 0.0, v1 = 0.0
        for h in 0..<m {
            u2 += q2[h] * y1[h]; v2 += q2[h] * y2[h]
            u1 += q1[h] * y1[h]; v1 += q1[h] * y2[h]
        }
        let b2u = u2 / r22, b2v = v2 / r22
        return ((u1 - r12 * b2u) / r11, (v1 - r12 * b2v) / r11)
    }
}

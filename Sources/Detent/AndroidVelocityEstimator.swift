/// Estimates a pointer's velocity the way Android's native `VelocityTracker` does with its
/// default strategy for touch (`LSQ2`, AOSP `libs/input/VelocityTracker.cpp`).
///
/// What it keeps (``addSample(_:at:)``, one call per down or move event; the up event is
/// not a sample):
/// - at most ``historySize`` (20) samples, and only those at most ``horizon`` (100 ms)
///   older than the newest (older ones are dropped as samples arrive);
/// - a sample at the same time as the newest replaces it;
/// - a sample ``stoppedGap`` (40 ms) or more after the previous one means the pointer had
///   stopped: the history is cleared before it is added.
///
/// What it estimates (``estimate()``), with τ = the sample's time minus the newest's, in
/// seconds, and m samples:
/// - m ≥ 3: the unweighted least-squares quadratic x(τ) = a·τ² + b·τ + c in closed form,
///
///       Sxx = Στ² − (Στ)²/m,     Sxy = Στx − Στ·Σx/m,    Sxx2 = Στ³ − Στ·Στ²/m,
///       Sx2y = Στ²x − Στ²·Σx/m,  Sx2x2 = Στ⁴ − (Στ²)²/m,
///       b = (Sxy·Sx2x2 − Sx2y·Sxx2) / (Sxx·Sx2x2 − Sxx2²)
///
///   and the velocity is b (no velocity when the denominator is 0);
/// - m = 2: the line through both samples, Δx/Δτ (no velocity when |Δτ| < √2·10⁻⁶ s, where
///   AOSP's Gram–Schmidt finds the columns dependent);
/// - m ≤ 1: no velocity.
///
/// ``velocity(at:)`` is what a release at time `t` gets: zero when there is no estimate,
/// or when `t` is more than 40 ms after the newest sample (AOSP clears the history when
/// the up event comes that late).
///
/// AOSP computes in `Float`; this computes in `Double` (its recorded test flings agree
/// within 1e-3 relative). Times are kept as whole nanoseconds, as AOSP's `nsecs_t`. The
/// samples live in fixed storage inside the value: adding and estimating allocate nothing.
public struct AndroidVelocityEstimator: Sendable {
    public static let historySize = 20
    /// How far back samples are kept: 100 ms, in nanoseconds.
    public static let horizon: Int64 = 100_000_000
    /// A gap this long (40 ms, in nanoseconds) or longer before a sample means the pointer
    /// had stopped; a release later than this after the last sample has no velocity.
    public static let stoppedGap: Int64 = 40_000_000

    private struct Sample {
        var time: Int64 = 0
        var x: Double = 0
        var y: Double = 0
    }
    private typealias Storage = (Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample,
                                 Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample, Sample)

    private var storage: Storage = (Sample(), Sample(), Sample(), Sample(), Sample(), Sample(), Sample(), Sample(),
                                    Sample(), Sample(), Sample(), Sample(), Sample(), Sample(), Sample(), Sample(),
                                    Sample(), Sample(), Sample(), Sample())
    /// The ring: the oldest kept sample is at `oldest`, `count` samples in time order.
    private var oldest = 0
    private var count = 0

    public init() {}

    /// The number of samples held.
    public var sampleCount: Int { count }

    /// Forgets every sample (a pointer went down).
    public mutating func reset() { oldest = 0; count = 0 }

    /// Time in seconds to whole nanoseconds (times are within ±1e9 s, see ``InputLimits``).
    @inline(__always)
    static func nanoseconds(_ t: Double) -> Int64 { Int64(Int(saturating: (t * 1e9).rounded())) }

    /// The i-th sample in time order (0 is the oldest kept).
    private func sample(_ i: Int) -> Sample {
        let slot = (oldest + i) % Self.historySize
        return withUnsafeBytes(of: storage) { raw in
            raw.load(fromByteOffset: slot * MemoryLayout<Sample>.stride, as: Sample.self)
        }
    }

    private mutating func setSample(_ i: Int, _ sample: Sample) {
        let slot = (oldest + i) % Self.historySize
        withUnsafeMutableBytes(of: &storage) { raw in
            raw.storeBytes(of: sample, toByteOffset: slot * MemoryLayout<Sample>.stride, as: Sample.self)
        }
    }

    /// Adds the pointer's position at time `t` (seconds): a down or move event.
    public mutating func addSample(_ position: Point, at t: Double) {
        let time = Self.nanoseconds(t)
        if count > 0 {
            let newest = sample(count - 1).time
            if time - newest >= Self.stoppedGap {
                reset()
            } else if time == newest {
                count -= 1
            }
        }
        if count == Self.historySize {
            oldest = (oldest + 1) % Self.historySize
            count -= 1
        }
        setSample(count, Sample(time: time, x: position.x, y: position.y))
        count += 1
        while count > 1 && time - sample(0).time > Self.horizon {
            oldest = (oldest + 1) % Self.historySize
            count -= 1
        }
    }

    /// The velocity a release at time `t` gets, in points per second: the estimate, or zero
    /// when there is none or the newest sample is more than 40 ms older than `t`.
    public func velocity(at t: Double) -> Vector {
        guard count > 0, Self.nanoseconds(t) - sample(count - 1).time <= Self.stoppedGap else { return .zero }
        return estimate() ?? .zero
    }

    /// The estimate at the newest sample, or `nil` where Android reports no velocity.
    public func estimate() -> Vector? {
        switch count {
        case 0, 1:
            return nil
        case 2:
            let a = sample(0), b = sample(1)
            let dt = Double(b.time - a.time) * 1e-9
            // AOSP's QR of [1, τ]: the second column's norm after orthogonalisation is |Δτ|/√2.
            guard dt / 2.0.squareRoot() >= 1e-6 else { return nil }
            return Vector(dx: (b.x - a.x) / dt, dy: (b.y - a.y) / dt)
        default:
            return quadraticSlope()
        }
    }

    /// The closed-form unweighted quadratic fit of x(τ) and y(τ); its linear coefficients.
    private func quadraticSlope() -> Vector? {
        let newest = sample(count - 1).time
        var s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0
        var sx = 0.0, s1x = 0.0, s2x = 0.0, sy = 0.0, s1y = 0.0, s2y = 0.0
        for i in 0..<count {
            let s = sample(i)
            let tau = Double(s.time - newest) * 1e-9
            let tau2 = tau * tau
            s1 += tau; s2 += tau2; s3 += tau2 * tau; s4 += tau2 * tau2
            sx += s.x; s1x += tau * s.x; s2x += tau2 * s.x
            sy += s.y; s1y += tau * s.y; s2y += tau2 * s.y
        }
        // (constants: a nested function capturing `var`s would box them on the heap)
        let m = Double(count), t1 = s1, t2 = s2
        let sxx = s2 - s1 * s1 / m
        let sxx2 = s3 - s1 * s2 / m
        let sx2x2 = s4 - s2 * s2 / m
        let denominator = sxx * sx2x2 - sxx2 * sxx2
        guard denominator != 0, denominator.isFinite else { return nil }
        func slope(_ sum: Double, _ sum1: Double, _ sum2: Double) -> Double {
            let sxy = sum1 - t1 * sum / m
            let sx2y = sum2 - t2 * sum / m
            return (sxy * sx2x2 - sx2y * sxx2) / denominator
        }
        return Vector(dx: slope(sx, s1x, s2x), dy: slope(sy, s1y, s2y))
    }
}

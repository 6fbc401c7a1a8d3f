/// Android's native velocity estimate for touch: AOSP `libs/input/VelocityTracker.cpp`, its
/// default strategy `LSQ2`. ``VelocityTracker`` uses it with
/// ``VelocityEstimation/androidLeastSquares``.
///
/// What it keeps (``insert(_:into:)``, one call per down or move event; the up event is not
/// a sample):
/// - a sample ``stoppedGap`` (40 ms) or more after the newest means the pointer had
///   stopped: the history is cleared before it is added;
/// - a sample at the newest sample's time replaces it;
/// - at most 20 samples (``VelocitySamples/capacity``).
///
/// What it estimates (``estimate(_:)``), over the samples at most ``horizon`` (100 ms) older
/// than the newest, with τ = the sample's time minus the newest's, in seconds, and m samples:
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
/// A release more than 40 ms after the newest sample has no velocity (AOSP clears the
/// history when the up event comes that late); ``VelocityTracker/velocity(at:)`` applies that.
///
/// AOSP computes in `Float` from nanoseconds; this computes in `Double` from the samples'
/// microseconds. AOSP's recorded test flings agree within 1e-3 relative (3.3e-4 at most).
/// Nothing allocates: the samples are read in place.
package enum AndroidVelocityEstimator {
    /// How far back samples are used: 100 ms, in microseconds.
    package static let horizon: Int64 = 100_000
    /// A gap this long (40 ms, in microseconds) or longer before a sample clears the history.
    package static let stoppedGap: Int64 = 40_000

    /// Adds `sample` to `samples` as AOSP's tracker adds a movement.
    package static func insert(_ sample: VelocitySample, into samples: inout VelocitySamples) {
        // (`count` and subscripts: `first` allocates in debug builds)
        if samples.count > 0 {
            // The newest sample's time, kept beside the ring (a subscript read copied the ring).
            let newest = samples.newestTime
            if VelocitySamples.difference(sample.time, newest) >= stoppedGap {
                samples.removeAll()
            } else if sample.time == newest {
                samples.replaceNewest(with: sample)
                return
            }
        }
        samples.append(sample)
    }

    /// The velocity at the newest sample, in points per second, or `nil` where Android
    /// reports none.
    package static func estimate(_ samples: inout VelocitySamples) -> Vector? {
        let count = samples.count
        guard count > 0 else { return nil }
        // Read in place through the ring (`inout`): a subscript of the borrowed samples copied
        // the whole ring at each read, and was 1 KB of the WebAssembly module.
        return samples.withRingInPlace { ring, newestSlot -> Vector? in
            @inline(__always) func sample(_ age: Int) -> VelocitySample { ring[VelocitySamples.slot(age: age, newest: newestSlot)] }
            let newest = sample(0).time
            // The samples within the horizon, newest first.
            var m = 0
            while m < count, VelocitySamples.difference(newest, sample(m).time) <= horizon { m += 1 }
            switch m {
            case 0, 1:
                return nil
            case 2:
                let a = sample(1), b = sample(0)
                let dt = Double(VelocitySamples.difference(b.time, a.time)) * 1e-6
                // AOSP's QR of [1, τ]: the second column's norm after orthogonalisation is |Δτ|/√2.
                guard dt / 2.0.squareRoot() >= 1e-6 else { return nil }
                return Vector(dx: (b.position.x - a.position.x) / dt, dy: (b.position.y - a.position.y) / dt)
            default:
                var s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0
                var sx = 0.0, s1x = 0.0, s2x = 0.0, sy = 0.0, s1y = 0.0, s2y = 0.0
                for i in 0..<m {
                    let s = sample(i)
                    let tau = Double(VelocitySamples.difference(s.time, newest)) * 1e-6
                    let tau2 = tau * tau
                    s1 += tau; s2 += tau2; s3 += tau2 * tau; s4 += tau2 * tau2
                    sx += s.position.x; s1x += tau * s.position.x; s2x += tau2 * s.position.x
                    sy += s.position.y; s1y += tau * s.position.y; s2y += tau2 * s.position.y
                }
                let n = Double(m)
                let sxx = s2 - s1 * s1 / n
                let sxx2 = s3 - s1 * s2 / n
                let sx2x2 = s4 - s2 * s2 / n
                let denominator = sxx * sx2x2 - sxx2 * sxx2
                guard denominator != 0, denominator.isFinite else { return nil }
                let sxyX = s1x - s1 * sx / n, sx2yX = s2x - s2 * sx / n
                let sxyY = s1y - s1 * sy / n, sx2yY = s2y - s2 * sy / n
                return Vector(dx: (sxyX * sx2x2 - sx2yX * sxx2) / denominator,
                              dy: (sxyY * sx2x2 - sx2yY * sxx2) / denominator)
            }
        }
    }
}

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
/// boundaries are exact (a sample exactly 100 ms old is inside the horizon).
public struct VelocityTracker: Sendable {
    public static let historySize = 20
    public static let minimumSampleCount = 3
    /// How far back samples are considered: 100 ms, in microseconds.
    public static let horizon: Int64 = 100_000
    /// A gap longer than this (40 ms, in microseconds) means the pointer stopped.
    public static let stoppedGap: Int64 = 40_000

    private var times: [Int64]
    private var xs: [Double]
    private var ys: [Double]
    private var newest = -1
    private var count = 0

    public init() {
        times = Array(repeating: 0, count: VelocityTracker.historySize)
        xs = Array(repeating: 0, count: VelocityTracker.historySize)
        ys = Array(repeating: 0, count: VelocityTracker.historySize)
    }

    /// Time in seconds to whole microseconds.
    @inline(__always)
    static func microseconds(_ t: Double) -> Int64 { Int64((t * 1_000_000).rounded()) }

    /// Forgets every sample (a new pointer went down).
    public mutating func reset() { newest = -1; count = 0 }

    /// The number of samples held.
    public var sampleCount: Int { count }

    /// Adds the pointer's position at time `t` (seconds).
    public mutating func addSample(_ position: Point, at t: Double) {
        newest = (newest + 1) % VelocityTracker.historySize
        times[newest] = VelocityTracker.microseconds(t)
        xs[newest] = position.x
        ys[newest] = position.y
        count = Swift.min(count + 1, VelocityTracker.historySize)
    }

    /// The estimated velocity at time `t`, in points per second (zero when the newest
    /// sample is more than 40 ms older than `t`, or there is too little to fit).
    public func velocity(at t: Double) -> Vector {
        guard count > 0 else { return .zero }
        let now = VelocityTracker.microseconds(t)
        if now - times[newest] > VelocityTracker.stoppedGap { return .zero }
        return estimate()
    }

    /// The estimate at the newest sample, whatever the time now.
    public func estimate() -> Vector {
        guard count > 0 else { return .zero }
        let n = VelocityTracker.historySize
        var age = [Double](), px = [Double](), py = [Double]()
        age.reserveCapacity(n); px.reserveCapacity(n); py.reserveCapacity(n)
        let newestTime = times[newest]
        var previousTime = newestTime
        var index = newest
        for _ in 0..<count {
            let sampleTime = times[index]
            let sampleAge = newestTime - sampleTime
            let gap = abs(sampleTime - previousTime)
            previousTime = sampleTime
            if sampleAge > VelocityTracker.horizon || gap > VelocityTracker.stoppedGap { break }
            age.append(-Double(sampleAge) / 1000)
            px.append(xs[index]); py.append(ys[index])
            index = (index + n - 1) % n
        }
        guard age.count >= VelocityTracker.minimumSampleCount,
              let bx = VelocityTracker.fitSlope(age, px),
              let by = VelocityTracker.fitSlope(age, py) else { return .zero }
        return Vector(dx: bx * 1000, dy: by * 1000)
    }

    /// The coefficient b1 of a least-squares degree-2 fit of `y` against `x`, by the QR
    /// decomposition (Gram–Schmidt) of Flutter's `LeastSquaresSolver`; `nil` when the
    /// columns are linearly dependent.
    static func fitSlope(_ x: [Double], _ y: [Double]) -> Double? {
        let m = x.count, n = 3
        // A: rows are 1, x, x² (weights 1).
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
            let inverse = 1 / norm
            for h in 0..<m { q[j][h] *= inverse }
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
}

/// A fling along Android's spline: AOSP `OverScroller` (`SplineOverScroller.fling` and its
/// `SPLINE` update), at density 1 (one point is one pixel).
///
/// With friction f (0.015, `ViewConfiguration.getScrollFriction()`), g = 9.80665 · 39.37 ·
/// 160 · 0.84 pt/s² ("0.84 of Earth's gravity"), DR = ln 0.78 / ln 0.9 and
/// l = ln(0.35·|v0| / (f·g)):
///
///     D = f·g·e^(DR/(DR − 1)·l)       the distance (getSplineFlingDistance), signed as v0
///     T = e^(l/(DR − 1))              the duration in seconds (getSplineFlingDuration)
///     x(t) = x0 + D·P(t/T),   v(t) = D/T · P′(t/T)
///
/// where P is AOSP's `SPLINE_POSITION` table (101 entries, built in `Float` exactly as
/// AOSP's static initialiser builds it, `splinePositions`) interpolated linearly between
/// entries, so the velocity is constant within each hundredth of the duration and steps
/// down at each entry (the table is concave: the speed never rises). 1000 pt/s travels
/// 194.3136 pt in 0.555182 s and starts at 0.99964 · v0 (D/T = 0.35·v0).
///
/// Detent does not round: AOSP truncates the distance to whole pixels (194) and the duration
/// to whole milliseconds (555) and rounds each frame's position; here both are exact and the
/// motion is continuous. The first entry, 2.3e-5 (the bisection's residue at α = 0, which
/// AOSP's rounding hides), is taken as 0 so that the fling starts where the pointer let go.
///
/// `init(position:velocity:through:)` retargets the same curve onto a chosen rest: the
/// distance becomes the target's, the duration |D′| / (0.35·|v0|), so the fling starts at the
/// same speed and keeps the spline's shape (as Flutter's `FixedExtentScrollPhysics` reuses
/// its physics' own simulation). `stopped(at:)` ends it where it reaches an edge, as AOSP's
/// `fling` clamps its final position to the bounds.
public struct SplineFling: Hashable {
    /// `INFLEXION`: the spline's tension lines cross at (0.35, 1).
    package static let inflexion = 0.35
    /// `DECELERATION_RATE` = ln 0.78 / ln 0.9 = 2.3582: `Math`'s quotient written out (the
    /// same bits; SplineFlingTests checks them), a constant rather than a global computed on
    /// first use and checked at every use.
    package static let decelerationRate = 2.3582018154259448
    /// `ViewConfiguration.getScrollFriction()`.
    package static let defaultFriction = 0.015
    /// `mPhysicalCoeff` at density 1: 9.80665 · 39.37 · 160 · 0.84 pt/s².
    package static let gravity = 9.80665 * 39.37 * 160.0 * 0.84

    /// `SPLINE_POSITION`: the spline's position at times 0, 1/100, …, 1, built in `Float` as
    /// AOSP's static initialiser builds it (bisection to 1e-5 on the time curve).
    package static let splinePositions: [Float] = buildSplinePositions()

    /// The table in `Double`, with its first entry taken as 0 (see the type's notes).
    private static let table: [Double] = {
        var t = splinePositions.map(Double.init)
        t[0] = 0
        return t
    }()

    package let shape: FlingShape

    /// AOSP's fling distance for a speed, `getSplineFlingDistance` (unsigned).
    package static func flingDistance(speed: Double, friction: Double = defaultFriction) -> Double {
        let l = Math.log(inflexion * abs(speed) / (friction * gravity))
        return friction * gravity * Math.exp(decelerationRate / (decelerationRate - 1) * l)
    }

    /// AOSP's fling duration for a speed, `getSplineFlingDuration`, in seconds.
    package static func flingDuration(speed: Double, friction: Double = defaultFriction) -> Double {
        let l = Math.log(inflexion * abs(speed) / (friction * gravity))
        return Math.exp(l / (decelerationRate - 1))
    }

    /// A free fling from `position` with `velocity`.
    package init(position: Double, velocity: Double, friction: Double = SplineFling.defaultFriction) {
        guard velocity != 0, velocity.isFinite, friction > 0 else {
            shape = FlingShape(restingAt: position)
            return
        }
        let d = SplineFling.flingDistance(speed: velocity, friction: friction)
        shape = FlingShape(position: position, velocity: velocity, distance: velocity < 0 ? -d : d,
                           duration: SplineFling.flingDuration(speed: velocity, friction: friction))
    }

    /// The spline from `position` with `velocity`, scaled to rest exactly on `target`; `nil`
    /// unless the target is ahead in the direction of the velocity.
    package init?(position: Double, velocity: Double, through target: Double) {
        guard let s = FlingShape(position: position, velocity: velocity, through: target,
                                 initialSlope: 1 / SplineFling.inflexion) else { return nil }
        shape = s
    }

    private init(shape: FlingShape) { self.shape = shape }

    /// The same fling ending where it reaches `edge` (unchanged if it never does).
    package func stopped(at edge: Double) -> SplineFling {
        SplineFling(shape: shape.stopped(at: edge, time: time(toReach: edge)))
    }

    /// The table entry whose segment holds the normalised time `tau` (0 ≤ tau ≤ 1). Clamped
    /// before the conversion: where Int is 32 bits a large `tau` (a fling stopped at an edge
    /// a denormal away) trapped in it.
    @inline(__always)
    private static func segment(_ tau: Double) -> Int { Int(Swift.min(Swift.max(tau * 100, 0), 99)) }


    // Out of line, as ClampingFling's: a crossing search evaluates it in four places.
    @inline(never)
    package func position(at t: Double) -> Double {
        if t >= endTime { return restPosition }
        if t <= 0 { return startPosition }
        let tau = t / duration
        let i = SplineFling.segment(tau)
        let p = SplineFling.table
        let fraction = p[i] + (tau - Double(i) / 100) * (p[i + 1] - p[i]) * 100
        return startPosition + distance * fraction
    }

    package func velocity(at t: Double) -> Double {
        if t >= endTime { return 0 }
        let i = SplineFling.segment(Swift.max(t, 0) / duration)
        let p = SplineFling.table
        return (p[i + 1] - p[i]) * 100 * distance / duration
    }

    /// The first time at which the fling reaches `x`, or `nil` when it never does (before
    /// ``endTime``, or exactly at it for the rest position).
    package func time(toReach x: Double) -> Double? {
        if x == startPosition { return 0 }
        guard let f = shape.fraction(at: x) else { return nil }
        let p = SplineFling.table
        var lo = 0, hi = 100
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if p[mid] < f { lo = mid } else { hi = mid }
        }
        let tau = Double(lo) / 100 + (f - p[lo]) / ((p[lo + 1] - p[lo]) * 100)
        let t = tau * duration
        return t <= endTime ? t : nil
    }

    private static func buildSplinePositions() -> [Float] {
        // AOSP SplineOverScroller's static block, operation for operation in Float.
        let inflexion: Float = 0.35, startTension: Float = 0.5, endTension: Float = 1
        let p1 = startTension * inflexion
        let p2: Float = 1 - endTension * (1 - inflexion)
        var positions = [Float](repeating: 0, count: 101)
        var xMin: Float = 0
        for i in 0..<100 {
            let alpha = Float(i) / 100
            var xMax: Float = 1
            var x: Float = 0, coef: Float = 0
            while true {
                x = xMin + (xMax - xMin) / 2
                coef = 3 * x * (1 - x)
                let tx = coef * ((1 - x) * p1 + x * p2) + x * x * x
                if Double(abs(tx - alpha)) < 1e-5 { break }
                if tx > alpha { xMax = x } else { xMin = x }
            }
            positions[i] = coef * ((1 - x) * startTension + x) + x * x * x
        }
        positions[100] = 1
        return positions
    }
}

extension SplineFling: StoppableFling, ShapedFling {}

extension SplineFling: BuiltInMotion {
    var scrollMotion: ScrollMotion { .spline(self) }
}

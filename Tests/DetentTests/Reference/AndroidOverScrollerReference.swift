#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// A line-by-line port of one axis of AOSP's OverScroller (class SplineOverScroller and the
// FLING_MODE branch of computeScrollOffset), keeping Java's types: `float` is Swift `Float`,
// `int` is `Int32`, `long` milliseconds are `Int64`, `double` is `Double`; each Java cast and
// each float-to-double promotion is written out.
//
// From aosp-mirror/platform_frameworks_base:
//   core/java/android/widget/OverScroller.java   9b56a60515377a464e0d7d395d2a033e60eaa810
// Constants it reads: SensorManager.GRAVITY_EARTH = 9.80665f, ViewConfiguration's
// SCROLL_FRICTION = 0.015f (getScrollFriction()); density 1 (one point is one pixel).

/// Android's `OverScroller` fling on one axis, stepped at whole milliseconds as
/// `AnimationUtils.currentAnimationTimeMillis()` gives them, with integer positions.
/// EdgeEffect (Android 12's stretch) is not part of it.
struct AndroidOverScrollerReference {
    // MARK: SplineOverScroller's constants and static tables

    static let GRAVITY: Float = 2000.0
    static let DECELERATION_RATE = Float(log(0.78) / log(0.9))
    static let INFLEXION: Float = 0.35   // Tension lines cross at (INFLEXION, 1)
    static let START_TENSION: Float = 0.5
    static let END_TENSION: Float = 1.0
    static let P1: Float = START_TENSION * INFLEXION
    static let P2: Float = 1.0 - END_TENSION * (1.0 - INFLEXION)
    static let NB_SAMPLES: Int32 = 100
    static let GRAVITY_EARTH: Float = 9.80665
    static let SCROLL_FRICTION: Float = 0.015

    /// `SPLINE_POSITION` and `SPLINE_TIME`, filled as the static block does, in float.
    static let splineTables: (position: [Float], time: [Float]) = {
        var position = [Float](repeating: 0, count: Int(NB_SAMPLES) + 1)
        var time = [Float](repeating: 0, count: Int(NB_SAMPLES) + 1)
        var x_min: Float = 0.0
        var y_min: Float = 0.0
        for i in 0..<Int(NB_SAMPLES) {
            let alpha = Float(i) / Float(NB_SAMPLES)

            var x_max: Float = 1.0
            var x: Float, tx: Float, coef: Float
            while true {
                x = x_min + (x_max - x_min) / 2.0
                coef = 3.0 * x * (1.0 - x)
                tx = coef * ((1.0 - x) * P1 + x * P2) + x * x * x
                if Double(abs(tx - alpha)) < 1E-5 { break }
                if tx > alpha { x_max = x } else { x_min = x }
            }
            position[i] = coef * ((1.0 - x) * START_TENSION + x) + x * x * x

            var y_max: Float = 1.0
            var y: Float, dy: Float
            while true {
                y = y_min + (y_max - y_min) / 2.0
                coef = 3.0 * y * (1.0 - y)
                dy = coef * ((1.0 - y) * START_TENSION + y) + y * y * y
                if Double(abs(dy - alpha)) < 1E-5 { break }
                if dy > alpha { y_max = y } else { y_min = y }
            }
            time[i] = coef * ((1.0 - y) * P1 + y * P2) + y * y * y
        }
        position[Int(NB_SAMPLES)] = 1.0
        time[Int(NB_SAMPLES)] = 1.0
        return (position, time)
    }()
    static var SPLINE_POSITION: [Float] { splineTables.position }
    static var SPLINE_TIME: [Float] { splineTables.time }

    static let SPLINE: Int32 = 0
    static let CUBIC: Int32 = 1
    static let BALLISTIC: Int32 = 2

    // MARK: SplineOverScroller's state

    var mStart: Int32 = 0
    var mCurrentPosition: Int32 = 0
    var mFinal: Int32 = 0
    var mVelocity: Int32 = 0
    var mCurrVelocity: Float = 0
    var mDeceleration: Float = 0
    var mStartTime: Int64 = 0
    var mDuration: Int32 = 0
    var mSplineDuration: Int32 = 0
    var mSplineDistance: Int32 = 0
    var mFinished = true
    var mOver: Int32 = 0
    var mFlingFriction: Float = SCROLL_FRICTION
    var mState: Int32 = SPLINE
    let mPhysicalCoeff: Float

    /// The clock `AnimationUtils.currentAnimationTimeMillis()` reads.
    var now: Int64 = 0

    init(density: Float = 1) {
        let ppi = density * 160.0
        mPhysicalCoeff = Self.GRAVITY_EARTH // g (m/s^2)
            * 39.37 // inch/meter
            * ppi
            * 0.84 // look and feel tuning
    }

    /// Java's `Math.signum(float)`.
    static func signum(_ v: Float) -> Float { v > 0 ? 1 : v < 0 ? -1 : v }
    /// Java's `Math.round(double)` (half up), as a long.
    static func round(_ v: Double) -> Int64 { Int64(floor(v + 0.5)) }
    /// Java's narrowing `(int)` of a float or double: toward zero, NaN to 0, saturating.
    static func int(_ v: Double) -> Int32 {
        if v.isNaN { return 0 }
        if v >= Double(Int32.max) { return .max }
        if v <= Double(Int32.min) { return .min }
        return Int32(v.rounded(.towardZero))
    }
    static func int(_ v: Float) -> Int32 { int(Double(v)) }

    static func getDeceleration(_ velocity: Int32) -> Float { velocity > 0 ? -GRAVITY : GRAVITY }

    /// Modifies mDuration to the duration it takes to get from start to newFinal using the
    /// spline interpolation. The previous duration was needed to get to oldFinal.
    mutating func adjustDuration(_ start: Int32, _ oldFinal: Int32, _ newFinal: Int32) {
        let oldDistance = oldFinal - start
        let newDistance = newFinal - start
        let x = abs(Float(newDistance) / Float(oldDistance))
        let index = Self.int(Float(Self.NB_SAMPLES) * x)
        if index < Self.NB_SAMPLES {
            let x_inf = Float(index) / Float(Self.NB_SAMPLES)
            let x_sup = Float(index + 1) / Float(Self.NB_SAMPLES)
            let t_inf = Self.SPLINE_TIME[Int(index)]
            let t_sup = Self.SPLINE_TIME[Int(index) + 1]
            let timeCoef = t_inf + (x - x_inf) / (x_sup - x_inf) * (t_sup - t_inf)
            mDuration = Self.int(Float(mDuration) * timeCoef)   // mDuration *= timeCoef
        }
    }

    mutating func finish() {
        mCurrentPosition = mFinal
        mFinished = true
    }

    mutating func startSpringback(_ start: Int32, _ end: Int32, _ velocity: Int32) {
        mFinished = false
        mState = Self.CUBIC
        mStart = start
        mCurrentPosition = start
        mFinal = end
        let delta = start - end
        mDeceleration = Self.getDeceleration(delta)
        mVelocity = -delta // only sign is used
        mOver = abs(delta)
        mDuration = Self.int(1000.0 * sqrt(-2.0 * Double(delta) / Double(mDeceleration)))
    }

    mutating func fling(_ start: Int32, _ velocity: Int32, _ min: Int32, _ max: Int32, _ over: Int32) {
        mOver = over
        mFinished = false
        mVelocity = velocity
        mCurrVelocity = Float(velocity)
        mDuration = 0
        mSplineDuration = 0
        mStartTime = now
        mStart = start
        mCurrentPosition = start

        if start > max || start < min {
            startAfterEdge(start, min, max, velocity)
            return
        }

        mState = Self.SPLINE
        var totalDistance = 0.0

        if velocity != 0 {
            mSplineDuration = getSplineFlingDuration(velocity)
            mDuration = mSplineDuration
            totalDistance = getSplineFlingDistance(velocity)
        }

        mSplineDistance = Self.int(totalDistance * Double(Self.signum(Float(velocity))))
        mFinal = start + mSplineDistance

        // Clamp to a valid final position
        if mFinal < min {
            adjustDuration(mStart, mFinal, min)
            mFinal = min
        }

        if mFinal > max {
            adjustDuration(mStart, mFinal, max)
            mFinal = max
        }
    }

    func getSplineDeceleration(_ velocity: Int32) -> Double {
        log(Double(Self.INFLEXION * Float(abs(velocity)) / (mFlingFriction * mPhysicalCoeff)))
    }

    func getSplineFlingDistance(_ velocity: Int32) -> Double {
        let l = getSplineDeceleration(velocity)
        let decelMinusOne = Double(Self.DECELERATION_RATE) - 1.0
        return Double(mFlingFriction * mPhysicalCoeff) * exp(Double(Self.DECELERATION_RATE) / decelMinusOne * l)
    }

    /// Returns the duration, expressed in milliseconds.
    func getSplineFlingDuration(_ velocity: Int32) -> Int32 {
        let l = getSplineDeceleration(velocity)
        let decelMinusOne = Double(Self.DECELERATION_RATE) - 1.0
        return Self.int(1000.0 * exp(l / decelMinusOne))
    }

    mutating func fitOnBounceCurve(_ start: Int32, _ end: Int32, _ velocity: Int32) {
        // Simulate a bounce that started from edge
        let durationToApex = -Float(velocity) / mDeceleration
        let velocitySquared = Float(velocity) * Float(velocity)
        let distanceToApex = velocitySquared / 2.0 / abs(mDeceleration)
        let distanceToEdge = Float(abs(end - start))
        let totalDuration = Float(sqrt(2.0 * Double(distanceToApex + distanceToEdge) / Double(abs(mDeceleration))))
        mStartTime -= Int64(Self.int(1000.0 * (totalDuration - durationToApex)))
        mStart = end
        mCurrentPosition = end
        mVelocity = Self.int(-mDeceleration * totalDuration)
    }

    mutating func startBounceAfterEdge(_ start: Int32, _ end: Int32, _ velocity: Int32) {
        mDeceleration = Self.getDeceleration(velocity == 0 ? start - end : velocity)
        fitOnBounceCurve(start, end, velocity)
        onEdgeReached()
    }

    mutating func startAfterEdge(_ start: Int32, _ min: Int32, _ max: Int32, _ velocity: Int32) {
        if start > min && start < max {
            mFinished = true   // "startAfterEdge called from a valid position"
            return
        }
        let positive = start > max
        let edge = positive ? max : min
        let overDistance = start - edge
        let keepIncreasing = overDistance &* velocity >= 0   // int arithmetic wraps, as Java's
        if keepIncreasing {
            // Will result in a bounce or a to_boundary depending on velocity.
            startBounceAfterEdge(start, edge, velocity)
        } else {
            let totalDistance = getSplineFlingDistance(velocity)
            if totalDistance > Double(abs(overDistance)) {
                fling(start, velocity, positive ? min : start, positive ? start : max, mOver)
            } else {
                startSpringback(start, edge, velocity)
            }
        }
    }

    mutating func onEdgeReached() {
        // mStart, mVelocity and mStartTime were adjusted to their values when edge was reached.
        let velocitySquared = Float(mVelocity) * Float(mVelocity)
        var distance = velocitySquared / (2.0 * abs(mDeceleration))
        let sign = Self.signum(Float(mVelocity))

        if distance > Float(mOver) {
            // Default deceleration is not sufficient to slow us down before boundary
            mDeceleration = -sign * velocitySquared / (2.0 * Float(mOver))
            distance = Float(mOver)
        }

        mOver = Self.int(distance)
        mState = Self.BALLISTIC
        mFinal = mStart + Self.int(mVelocity > 0 ? distance : -distance)
        mDuration = -Self.int(1000.0 * Float(mVelocity) / mDeceleration)
    }

    mutating func continueWhenFinished() -> Bool {
        switch mState {
        case Self.SPLINE:
            // Duration from start to null velocity
            if mDuration < mSplineDuration {
                // If the animation was clamped, we reached the edge
                mStart = mFinal
                mCurrentPosition = mFinal
                // TODO Better compute speed when edge was reached
                mVelocity = Self.int(mCurrVelocity)
                mDeceleration = Self.getDeceleration(mVelocity)
                mStartTime += Int64(mDuration)
                onEdgeReached()
            } else {
                // Normal stop, no need to continue
                return false
            }
        case Self.BALLISTIC:
            mStartTime += Int64(mDuration)
            startSpringback(mFinal, mStart, 0)
        default:   // CUBIC
            return false
        }

        _ = update()
        return true
    }

    /// Update the current position and velocity for current time. Returns true if update has
    /// been done and false if animation duration has been reached.
    mutating func update() -> Bool {
        let time = now
        let currentTime = time - mStartTime

        if currentTime == 0 {
            // Skip work but report that we're still going if we have a nonzero duration.
            return mDuration > 0
        }
        if currentTime > Int64(mDuration) {
            return false
        }

        var distance = 0.0
        switch mState {
        case Self.SPLINE:
            let t = Float(currentTime) / Float(mSplineDuration)
            let index = Self.int(Float(Self.NB_SAMPLES) * t)
            var distanceCoef: Float = 1.0
            var velocityCoef: Float = 0.0
            if index < Self.NB_SAMPLES {
                let t_inf = Float(index) / Float(Self.NB_SAMPLES)
                let t_sup = Float(index + 1) / Float(Self.NB_SAMPLES)
                let d_inf = Self.SPLINE_POSITION[Int(index)]
                let d_sup = Self.SPLINE_POSITION[Int(index) + 1]
                velocityCoef = (d_sup - d_inf) / (t_sup - t_inf)
                distanceCoef = d_inf + (t - t_inf) * velocityCoef
            }

            distance = Double(distanceCoef * Float(mSplineDistance))
            mCurrVelocity = velocityCoef * Float(mSplineDistance) / Float(mSplineDuration) * 1000.0
        case Self.BALLISTIC:
            let t = Float(currentTime) / 1000.0
            mCurrVelocity = Float(mVelocity) + mDeceleration * t
            distance = Double(Float(mVelocity) * t + mDeceleration * t * t / 2.0)
        default:   // CUBIC
            let t = Float(currentTime) / Float(mDuration)
            let t2 = t * t
            let sign = Self.signum(Float(mVelocity))
            distance = Double(sign * Float(mOver) * (3.0 * t2 - 2.0 * t * t2))
            mCurrVelocity = sign * Float(mOver) * 6.0 * (-t + t2)
        }

        mCurrentPosition = mStart + Self.int(Double(Self.round(distance)))
        return true
    }

    /// `OverScroller.computeScrollOffset()` in FLING_MODE for this axis: false once finished.
    mutating func computeScrollOffset() -> Bool {
        if mFinished { return false }
        if !update() {
            if !continueWhenFinished() {
                finish()
            }
        }
        return true
    }

    /// `getCurrVelocity()` for one axis (`Math.hypot` of it and 0).
    var currVelocity: Float { abs(mCurrVelocity) }

    // MARK: the frame loop

    /// A fling from `position` with `velocity` (px/s, truncated to whole numbers as the
    /// `int` arguments are) inside `lower...upper`, as a scrolling view runs it:
    /// `fling(start, velocity, min, max, over: 0)`, then `computeScrollOffset()` each frame,
    /// at the frame's whole millisecond, showing `getCurrY()` until it returns false. With no
    /// overfling the spline is cut where it reaches the bound (`adjustDuration`) and ends
    /// there. The rest time is the first frame at which the spline's time (`mDuration`, ms)
    /// has run out.
    static func fling(position: Double, velocity: Double, lower: Double, upper: Double,
                      frameInterval: Double = 0.001, maximumTime: Double = 60) -> ReferenceTrajectory {
        var scroller = AndroidOverScrollerReference()
        scroller.now = 0
        scroller.fling(int(position), int(velocity), int(lower), int(upper), 0)
        var positions = [Double(scroller.mCurrentPosition)]
        var restTime: Double?
        var k = 0
        while true {
            k += 1
            let t = Double(k) * frameInterval
            scroller.now = Int64(floor(t * 1000 + 1e-9))
            let splineOver = scroller.now - scroller.mStartTime >= Int64(scroller.mDuration) || scroller.mState != SPLINE
            guard scroller.computeScrollOffset(), t < maximumTime else {
                return ReferenceTrajectory(frameInterval: frameInterval, positions: positions, restTime: restTime ?? t)
            }
            positions.append(Double(scroller.mCurrentPosition))
            if restTime == nil && splineOver { restTime = t }
        }
    }
}

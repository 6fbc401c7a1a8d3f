#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Android 12's `EdgeEffect` of `TYPE_STRETCH`, transcribed from AOSP's
/// `core/java/android/widget/EdgeEffect.java` (the stretch as shipped from Android 12 on:
/// `PixelExperience/frameworks_base@54623637`, unchanged in `DerpFest-AOSP/android17@6508b53d`),
/// stepped frame by frame as Android steps it: `mDistance`, `mVelocity` and `mPullDistance` are
/// `Float` as in Java, the spring in `Double`, the clock in whole milliseconds
/// (`AnimationUtils.currentAnimationTimeMillis()`). The glow's fields are left out.
///
/// The closed form (`EdgeStretch`) is checked against it.
struct EdgeEffectReference {
    static let VELOCITY_THRESHOLD = 0.01
    static let LINEAR_VELOCITY_TAKE_OVER: Float = 200
    static let VALUE_THRESHOLD = 0.001
    static let LINEAR_DISTANCE_TAKE_OVER = 8.0
    static let NATURAL_FREQUENCY = 24.657
    static let DAMPING_RATIO = 0.98
    static let ON_ABSORB_VELOCITY_ADJUSTMENT: Float = 13
    static let LINEAR_STRETCH_INTENSITY: Float = 0.016
    static let EXP_STRETCH_INTENSITY: Float = 0.016
    static let SCROLL_DIST_AFFECTED_BY_EXP_STRETCH: Float = 0.33

    enum State { case idle, pull, recede }

    private(set) var state = State.idle
    private(set) var mDistance: Float = 0
    private(set) var mVelocity: Float = 0
    private var mPullDistance: Float = 0
    private var mStartTime: Int64 = 0
    /// `setSize`'s height: the container's extent along the axis, in pixels (points).
    let mHeight: Float

    init(height: Float) { mHeight = height }

    var isFinished: Bool { state == .idle }

    /// `onPull(deltaDistance, displacement)`, the stretch's part.
    mutating func onPull(_ deltaDistance: Float, now: Int64) {
        if state != .pull {
            // Restore the mPullDistance to the fraction it is currently showing.
            mPullDistance = mDistance
        }
        state = .pull
        mStartTime = now
        mPullDistance += deltaDistance
        // Don't allow stretch beyond 1
        mPullDistance = Swift.min(1, mPullDistance)
        mDistance = Swift.max(0, mPullDistance)
        mVelocity = 0
        if mDistance == 0 { state = .idle }
    }

    /// `onPullDistance(deltaDistance, displacement)`: returns what it consumed.
    @discardableResult
    mutating func onPullDistance(_ deltaDistance: Float, now: Int64) -> Float {
        let finalDistance = Swift.max(0, deltaDistance + mDistance)
        let delta = finalDistance - mDistance
        if delta == 0 && mDistance == 0 { return 0 }
        onPull(delta, now: now)
        return delta
    }

    /// `onRelease()`.
    mutating func onRelease(now: Int64) {
        mPullDistance = 0
        guard state == .pull else { return }
        state = .recede
        mVelocity = 0
        mStartTime = now
    }

    /// `onAbsorb(int velocity)`.
    mutating func onAbsorb(_ velocity: Int32, now: Int64) {
        state = .recede
        mVelocity = Float(velocity) * Self.ON_ABSORB_VELOCITY_ADJUSTMENT
        mStartTime = now
    }

    /// `draw(canvas)` on a recording canvas: steps the spring when receding, then returns
    /// whether to draw another frame.
    mutating func draw(now: Int64) -> Bool {
        if state == .recede { updateSpring(now: now) }
        var oneLastFrame = false
        if state == .recede && mDistance == 0 && mVelocity == 0 {
            state = .idle
            oneLastFrame = true
        }
        return state != .idle || oneLastFrame
    }

    /// The stretch vector `draw` passes to `RenderNode.stretch` for an unrotated canvas.
    var stretchVector: Float { mDistance == 0 ? 0 : Self.dampStretchVector(Swift.max(-1, Swift.min(1, mDistance))) }

    private mutating func updateSpring(now time: Int64) {
        let deltaT = Float(time - mStartTime) / 1000   // Convert from millis to seconds
        if deltaT < 0.001 { return }                    // Must have at least 1 ms difference
        mStartTime = time
        if abs(mVelocity) <= Self.LINEAR_VELOCITY_TAKE_OVER
            && Double(abs(mDistance * mHeight)) < Self.LINEAR_DISTANCE_TAKE_OVER
            && Self.signum(mVelocity) == -Self.signum(mDistance) {
            // This is close. The spring will slowly reach the destination. Instead, we
            // will interpolate linearly so that it arrives at its destination quicker.
            mVelocity = Self.signum(mVelocity) * Self.LINEAR_VELOCITY_TAKE_OVER
            let targetDistance = mDistance + (mVelocity * deltaT / mHeight)
            if Self.signum(targetDistance) != Self.signum(mDistance) {
                // We have arrived
                mDistance = 0
                mVelocity = 0
            } else {
                mDistance = targetDistance
            }
            return
        }
        let mDampedFreq = Self.NATURAL_FREQUENCY * (1 - Self.DAMPING_RATIO * Self.DAMPING_RATIO).squareRoot()
        // We're always underdamped, so we can use only those equations:
        let dt = Double(deltaT)
        let cosCoeff = Double(mDistance * mHeight)
        let sinCoeff = (1 / mDampedFreq) * (Self.DAMPING_RATIO * Self.NATURAL_FREQUENCY
            * Double(mDistance) * Double(mHeight) + Double(mVelocity))
        let distance = pow(M_E, -Self.DAMPING_RATIO * Self.NATURAL_FREQUENCY * dt)
            * (cosCoeff * cos(mDampedFreq * dt) + sinCoeff * sin(mDampedFreq * dt))
        let velocity = distance * (-Self.NATURAL_FREQUENCY) * Self.DAMPING_RATIO
            + pow(M_E, -Self.DAMPING_RATIO * Self.NATURAL_FREQUENCY * dt)
            * (-mDampedFreq * cosCoeff * sin(mDampedFreq * dt) + mDampedFreq * sinCoeff * cos(mDampedFreq * dt))
        mDistance = Float(distance) / mHeight
        mVelocity = Float(velocity)
        if mDistance > 1 {
            mDistance = 1
            mVelocity = 0
        }
        if isAtEquilibrium {
            mDistance = 0
            mVelocity = 0
        }
    }

    private var isAtEquilibrium: Bool {
        let displacement = Double(mDistance * mHeight)   // in pixels
        let velocity = Double(mVelocity)
        return displacement < 0 || (abs(velocity) < Self.VELOCITY_THRESHOLD && displacement < Self.VALUE_THRESHOLD)
    }

    static func dampStretchVector(_ normalizedVec: Float) -> Float {
        let sign: Float = normalizedVec > 0 ? 1 : -1
        let overscroll = abs(normalizedVec)
        let linearIntensity = LINEAR_STRETCH_INTENSITY * overscroll
        let scalar = M_E / Double(SCROLL_DIST_AFFECTED_BY_EXP_STRETCH)
        let expIntensity = Double(EXP_STRETCH_INTENSITY) * (1 - exp(-Double(overscroll) * scalar))
        return sign * Float(Double(linearIntensity) + expIntensity)
    }

    /// Java's `Math.signum(float)`.
    private static func signum(_ x: Float) -> Float { x > 0 ? 1 : x < 0 ? -1 : x }
}

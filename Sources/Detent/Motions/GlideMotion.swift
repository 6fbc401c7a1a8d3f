/// A fling whose target lies beyond where the profile's curve would stop: it cruises at the
/// fling velocity, then follows the profile's free curve onto the target. So a slow fling onto
/// a far target (the next page) never goes faster than it was released, and slows down as a
/// free fling of that speed does.
///
/// With x0 and v the start, D = target − x0, the free curve f of the profile from v (f(0) = 0,
/// f′(0) ≈ v, resting at N = f(∞) after its duration T_f) and D beyond N:
///
///     t_c = (D − N) / v                 the cruise time (the seam)
///     x(t) = x0 + v·t                   t < t_c
///     x(t) = target − N + f(t − t_c)    t_c ≤ t < t_c + T_f
///     x(t) = target                     t ≥ t_c + T_f
///
/// The velocity is v, then f′: continuous at the seam for the exponential decay and Flutter's
/// clamping curve (both start at exactly v); Android's spline starts at 0.99964·v, as a free
/// spline fling does. The speed never rises.
public struct GlideMotion: Hashable {
    /// The profile's free curve from position 0, run after the cruise.
    private enum Tail: Hashable, Sendable {
        case decay(Deceleration)
        case spline(SplineFling)
        case clamping(ClampingFling)

        func position(at t: Double) -> Double {
            switch self {
            case let .decay(m): m.position(at: t)
            case let .spline(m): m.position(at: t)
            case let .clamping(m): m.position(at: t)
            }
        }
        func velocity(at t: Double) -> Double {
            switch self {
            case let .decay(m): m.velocity(at: t)
            case let .spline(m): m.velocity(at: t)
            case let .clamping(m): m.velocity(at: t)
            }
        }
        var endTime: Double {
            switch self {
            case let .decay(m): m.endTime
            case let .spline(m): m.endTime
            case let .clamping(m): m.endTime
            }
        }
        var restPosition: Double {
            switch self {
            case let .decay(m): m.restPosition
            case let .spline(m): m.restPosition
            case let .clamping(m): m.restPosition
            }
        }
    }

    package let startPosition: Double
    /// The fling velocity, kept during the cruise.
    package let startVelocity: Double
    package let restPosition: Double
    /// When the cruise ends and the profile's curve takes over (t_c).
    package let cruiseTime: Double
    package let endTime: Double
    /// Where the profile's curve starts: target − N.
    private let tailStart: Double
    private let tail: Tail

    /// The glide from `position` with `velocity` onto `target`, ending on `fling`'s free curve
    /// (an exponential decay stopping at `stopSpeed`, as a free fling does); `nil` unless the
    /// target lies ahead, beyond where that curve alone would stop.
    // Out of line: one call in the planner's release plan, which it would fill.
    @inline(never)
    package init?(position: Double, velocity: Double, through target: Double, fling: FlingCurve,
                 stopSpeed: Double = MotionTolerance.standard.velocity, maximumShortfall: Double = 0.5) {
        guard velocity.isFinite, velocity != 0, position.isFinite, target.isFinite else { return nil }
        let tail: Tail = switch fling {
        case let .decay(rate): .decay(Deceleration(position: 0, velocity: velocity, rate: rate, stopSpeed: stopSpeed,
                                                       maximumShortfall: maximumShortfall))
        case let .androidSpline(friction): .spline(SplineFling(position: 0, velocity: velocity, friction: friction))
        case let .flutterClamping(friction): .clamping(ClampingFling(position: 0, velocity: velocity, friction: friction))
        }
        let natural = tail.restPosition
        let cruise = (target - position - natural) / velocity
        guard cruise > 0, cruise.isFinite else { return nil }
        startPosition = position
        startVelocity = velocity
        restPosition = target
        cruiseTime = cruise
        endTime = cruise + tail.endTime
        tailStart = target - natural
        self.tail = tail
    }

    package func position(at t: Double) -> Double {
        if t >= endTime { return restPosition }
        if t <= 0 { return startPosition }
        return t < cruiseTime ? startPosition + startVelocity * t : tailStart + tail.position(at: t - cruiseTime)
    }

    package func velocity(at t: Double) -> Double {
        if t >= endTime { return 0 }
        return t < cruiseTime ? startVelocity : tail.velocity(at: t - cruiseTime)
    }

    /// The seam is a piece boundary (the motion never turns).
    package func nextTurn(after t: Double) -> Double? {
        t < cruiseTime ? cruiseTime : nil
    }
}

extension GlideMotion: BuiltInMotion {
    var scrollMotion: ScrollMotion { .glide(self) }
}

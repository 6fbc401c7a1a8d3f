/// What happens when content is let go: the one place that chooses between a free
/// deceleration, a deceleration retargeted onto the behaviour's target, a bounce off an edge
/// and a snap spring (Flutter's `ScrollPhysics.createBallisticSimulation`). Pure: the same
/// position, velocity and target give the same motion, with no engine involved.
///
/// A release goes through three steps, each usable on its own:
/// 1. ``flingVelocity(release:at:)``: speeds below the minimum count as zero, speeds above
///    the maximum are capped, and past an edge the content moves at the rubber band's slope.
/// 2. ``naturalDestination(from:velocity:)``: where a free deceleration would stop; the
///    behaviour turns it into a target (the engine asks it), clamped to the bounds.
/// 3. ``motion(from:velocity:target:snaps:)``: the motion onto that target, or `nil` when
///    the content is already at rest there.
public struct BallisticPlanner: Sendable {
    public var rate: DecelerationRate
    public var minimumFlingSpeed: Double
    public var maximumFlingSpeed: Double
    public var endSpeed: Double
    public var retargetTolerance: Double
    public var snapSpring: Spring
    public var bounceSpring: Spring
    public var tolerance: MotionTolerance
    /// The bounds with the rubber band past them.
    public var rubberBand: RubberBand

    /// The planner of an engine with `configuration`.
    public init(configuration c: ScrollEngine.Configuration) {
        rate = c.rate
        minimumFlingSpeed = c.minimumFlingSpeed
        maximumFlingSpeed = c.maximumFlingSpeed
        endSpeed = c.endSpeed
        retargetTolerance = c.retargetTolerance
        snapSpring = c.snapSpring
        bounceSpring = c.bounceSpring
        tolerance = c.tolerance
        rubberBand = c.rubberBand
    }

    /// The velocity content released at `x` with `release` moves at: zero below the minimum
    /// fling speed, capped at the maximum, times the rubber band's slope past an edge.
    public func flingVelocity(release: Double, at x: Double) -> Double {
        var v = abs(release) < minimumFlingSpeed ? 0 : release
        v = Swift.max(-maximumFlingSpeed, Swift.min(maximumFlingSpeed, v))
        return rubberBand.isOutside(x) ? v * rubberBand.slope(atDisplayed: x) : v
    }

    /// Where a free deceleration from `x` with `v` would stop: `x − v / (1000·ln r)`.
    public func naturalDestination(from x: Double, velocity v: Double) -> Double {
        Deceleration.naturalDestination(position: x, velocity: v, rate: rate)
    }

    /// The motion from `x` with fling velocity `v` onto `target` (inside the bounds), or
    /// `nil` when the content rests there already. `snaps` is whether a behaviour chose the
    /// target; without one, content inside the bounds decelerates freely.
    ///
    /// - past an edge, or not moving and off the target: the snap spring;
    /// - free, with the natural destination inside the bounds: a free deceleration;
    /// - heading for an edge it will reach and rest on: a deceleration into it, then the
    ///   bounce spring from there (``BounceMotion``);
    /// - otherwise a deceleration retargeted through the target, when its decay stays within
    ///   the retarget tolerance of the configured rate's, else the snap spring.
    public func motion(from x: Double, velocity v: Double, target: Double, snaps: Bool) -> ScrollMotion? {
        let lower = rubberBand.bounds.lowerBound, upper = rubberBand.bounds.upperBound
        let natural = naturalDestination(from: x, velocity: v)
        if rubberBand.isOutside(x) || (v == 0 && x != target) {
            return snap(from: x, velocity: v, to: target)
        }
        if v == 0 { return nil }
        if !snaps && natural > lower && natural < upper {
            return .deceleration(Deceleration(position: x, velocity: v, rate: rate, stopSpeed: tolerance.velocity))
        }
        if (natural >= upper && target == upper && v > 0 && x < upper) ||
            (natural <= lower && target == lower && v < 0 && x > lower) {
            let d = Deceleration(position: x, velocity: v, rate: rate, stopSpeed: tolerance.velocity)
            guard let bounce = BounceMotion(deceleration: d, edge: target, spring: bounceSpring, tolerance: tolerance) else {
                return snap(from: x, velocity: v, to: target)
            }
            return .bounce(bounce)
        }
        if let d = Deceleration(position: x, velocity: v, through: target, endSpeed: endSpeed),
           d.decay / rate.decayPerSecond <= retargetTolerance,
           d.decay / rate.decayPerSecond >= 1 / retargetTolerance {
            return .deceleration(d)
        }
        return snap(from: x, velocity: v, to: target)
    }

    /// The snap spring from `x` with `v` onto `target`.
    public func snap(from x: Double, velocity v: Double, to target: Double) -> ScrollMotion {
        .spring(SpringMotion(spring: snapSpring, from: x, to: target, velocity: v, tolerance: tolerance))
    }
}

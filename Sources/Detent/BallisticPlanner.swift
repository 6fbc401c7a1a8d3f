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
    /// The platform profile: its fling curve, edges, fling speeds and stop speed.
    public var physics: ScrollPhysics
    public var endSpeed: Double
    public var retargetTolerance: Double
    public var snapSpring: Spring
    public var tolerance: MotionTolerance
    /// The bounds with the rubber band past them (its dimension is the container's extent).
    public var rubberBand: RubberBand
    /// The largest overshoot of a bounce as a fraction of the container's extent.
    public var overshootFraction: Double

    /// The planner of an engine with `configuration`.
    public init(configuration c: borrowing ScrollEngine.Configuration) {
        physics = c.physics
        endSpeed = c.endSpeed
        retargetTolerance = c.retargetTolerance
        snapSpring = c.snapSpring
        tolerance = c.tolerance
        rubberBand = c.rubberBand
        overshootFraction = c.maximumOvershoot
    }

    /// The velocity content released at `x` with `release` moves at: zero below the minimum
    /// fling speed, capped at the maximum, times the rubber band's slope past an edge.
    public func flingVelocity(release: Double, at x: Double) -> Double {
        var v = abs(release) < physics.minimumFlingSpeed ? 0 : release
        v = Swift.max(-physics.maximumFlingSpeed, Swift.min(physics.maximumFlingSpeed, v))
        return rubberBand.isOutside(x) ? v * rubberBand.slope(atDisplayed: x) : v
    }

    /// Where a free fling from `x` with `v` would come to rest, on the profile's curve
    /// (`x − v / (1000·ln r)` for an exponential decay).
    public func naturalDestination(from x: Double, velocity v: Double) -> Double {
        physics.fling.naturalDestination(position: x, velocity: v)
    }

    /// The motion from `x` with fling velocity `v` onto `target` (inside the bounds), or
    /// `nil` when the content rests there already. `snaps` is whether a behaviour chose the
    /// target; without one, content inside the bounds follows the profile's free fling. The
    /// speed never exceeds |v| except where a spring pulls content back from past an edge.
    ///
    /// - past an edge and moving inward: a deceleration retargeted through the target, back
    ///   through the edge and onto the target inside (never faster than the release);
    /// - past an edge otherwise, or not moving and off the target: the snap spring;
    /// - free, with the natural destination inside the bounds: the profile's free fling;
    /// - heading for an edge it reaches faster than the end speed: the profile's edge — the
    ///   fling into it, then the bounce spring from there (``BounceMotion``, overshoot at most
    ///   ``maximumOvershoot``), or the fling stopped there;
    /// - otherwise the profile's curve retargeted onto the target (an edge it would only just
    ///   reach included), when it stays within the retarget tolerance of the free curve (its
    ///   decay, or its distance), else the snap spring.
    public func motion(from x: Double, velocity v: Double, target: Double, snaps: Bool) -> ScrollMotion? {
        let lower = rubberBand.bounds.lowerBound, upper = rubberBand.bounds.upperBound
        let natural = naturalDestination(from: x, velocity: v)
        if rubberBand.isOutside(x) {
            let inward = x > upper ? v < 0 : v > 0
            if inward, let d = Deceleration(position: x, velocity: v, through: target, endSpeed: endSpeed) {
                return .deceleration(d)
            }
            return snap(from: x, velocity: v, to: target)
        }
        if v == 0 { return x == target ? nil : snap(from: x, velocity: v, to: target) }
        if !snaps && natural > lower && natural < upper {
            return free(from: x, velocity: v)
        }
        if (natural >= upper && target == upper && v > 0 && x <= upper) ||
            (natural <= lower && target == lower && v < 0 && x >= lower) {
            if let motion = edge(from: x, velocity: v, edge: target) { return motion }
        }
        return retargeted(from: x, velocity: v, target: target, natural: natural)
            ?? snap(from: x, velocity: v, to: target)
    }

    /// The profile's free fling from `x` with `v`.
    public func free(from x: Double, velocity v: Double) -> ScrollMotion {
        switch physics.fling {
        case let .decay(rate):
            return .deceleration(Deceleration(position: x, velocity: v, rate: rate, stopSpeed: physics.stopSpeed))
        case let .androidSpline(friction):
            return .spline(SplineFling(position: x, velocity: v, friction: friction))
        case let .flutterClamping(friction):
            return .clamping(ClampingFling(position: x, velocity: v, friction: friction))
        }
    }

    /// The free fling into `edge` and what the profile does there: a bounce (an
    /// exponential fling carrying its velocity, at most the profile's cap, into the bounce
    /// spring) or a stop at the edge. `nil` when the fling does not reach the edge.
    func edge(from x: Double, velocity v: Double, edge: Double) -> ScrollMotion? {
        let fling = free(from: x, velocity: v)
        switch (physics.edge, fling) {
        case let (.bounce(spring, maximumSpeed), .deceleration(d)):
            if let bounce = BounceMotion(deceleration: d, edge: edge, spring: spring, stopSpeed: endSpeed,
                                         maximumSpeed: maximumSpeed, maximumOvershoot: maximumOvershoot,
                                         tolerance: tolerance) {
                return .bounce(bounce)
            }
            // Arriving fast where no bounce keeps within the overshoot bound (a container of
            // about 0 pt): stop on the edge. Arriving slowly: retargeted onto it (nil here).
            guard let te = d.time(toReach: edge), te < d.endTime, abs(d.velocity(at: te)) > endSpeed else { return nil }
            return .deceleration(d.stopped(at: edge))
        case let (_, .deceleration(d)):
            // Clamped (a bounce needs an exponential fling; the other curves stop too).
            return d.time(toReach: edge) == nil ? nil : .deceleration(d.stopped(at: edge))
        case let (_, .spline(f)):
            return f.time(toReach: edge) == nil ? nil : .spline(f.stopped(at: edge))
        case let (_, .clamping(f)):
            return f.time(toReach: edge) == nil ? nil : .clamping(f.stopped(at: edge))
        default:
            return nil
        }
    }

    /// The profile's curve from `x` with `v`, retargeted to rest exactly on `target`, or
    /// `nil` when that would stray beyond the retarget tolerance: an exponential decay whose
    /// decay is within the tolerance of the rate's (Flutter's `FrictionSimulation.through`),
    /// or a spline or clamping curve whose distance is within it of the free curve's (the
    /// same shape from the same speed, stretched in distance and time).
    func retargeted(from x: Double, velocity v: Double, target: Double, natural: Double) -> ScrollMotion? {
        switch physics.fling {
        case let .decay(rate):
            guard let d = Deceleration(position: x, velocity: v, through: target, endSpeed: endSpeed),
                  d.decay / rate.decayPerSecond <= retargetTolerance,
                  d.decay / rate.decayPerSecond >= 1 / retargetTolerance else { return nil }
            return .deceleration(d)
        case .androidSpline, .flutterClamping:
            let ratio = (target - x) / (natural - x)
            guard ratio <= retargetTolerance, ratio >= 1 / retargetTolerance else { return nil }
            if case .androidSpline = physics.fling {
                return SplineFling(position: x, velocity: v, through: target).map { .spline($0) }
            }
            return ClampingFling(position: x, velocity: v, through: target).map { .clamping($0) }
        }
    }

    /// The largest overshoot of a bounce, in points: ``ScrollEngine/Configuration/maximumOvershoot``
    /// of the container's extent.
    public var maximumOvershoot: Double { overshootFraction * rubberBand.dimension }

    /// The snap spring from `x` with `v` onto `target`, carrying no more of `v` than keeps
    /// it within ``maximumOvershoot`` past an edge (``carried(from:velocity:to:spring:)``).
    public func snap(from x: Double, velocity v: Double, to target: Double) -> ScrollMotion {
        let carried = carried(from: x, velocity: v, to: target, spring: snapSpring)
        return .spring(SpringMotion(spring: snapSpring, from: x, to: target, velocity: carried, tolerance: tolerance))
    }

    /// The velocity a `spring` from `x` onto `target` starts with: `v`, or the largest
    /// fraction of it with which the spring stays within ``maximumOvershoot`` past an edge
    /// (``keepsWithinOvershoot(_:after:)``), so that content flung toward an edge or released
    /// past one never empties the view, as a bounce's overshoot is bounded. The fraction is
    /// bisected, a fixed 32 steps (the spring goes the farther the more velocity it carries).
    public func carried(from x: Double, velocity v: Double, to target: Double, spring: Spring) -> Double {
        func fits(_ fraction: Double) -> Bool {
            keepsWithinOvershoot(SpringMotion(spring: spring, from: x, to: target, velocity: v * fraction, tolerance: tolerance), after: 0)
        }
        if v == 0 || fits(1) { return v }
        var lo = 0.0, hi = 1.0
        for _ in 0..<32 {
            let mid = (lo + hi) / 2
            if fits(mid) { lo = mid } else { hi = mid }
        }
        return v * lo
    }

    /// Whether `motion`, from its time `t` on, stays within ``maximumOvershoot`` past an
    /// edge, or no farther past one than it is at `t`: checked at its farthest points, where
    /// it turns (the first four: a bounce's seam and its spring's turns, each smaller than
    /// the one before) and just before it ends (where a spring that has not turned yet is
    /// farthest).
    public func keepsWithinOvershoot(_ motion: some Motion, after t: Double) -> Bool {
        let limit = Swift.max(maximumOvershoot, rubberBand.excess(of: motion.position(at: t)))
        var s = t
        for _ in 0..<4 {
            guard let turn = motion.nextTurn(after: s) else { break }
            if rubberBand.excess(of: motion.position(at: turn)) > limit { return false }
            s = turn
        }
        return rubberBand.excess(of: motion.position(at: motion.endTime.nextDown)) <= limit
    }
}

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
    /// target; without one, content inside the bounds follows the profile's free fling. Every
    /// motion of a fling (v ≠ 0) keeps its speed at most |v|:
    ///
    /// - not moving: the snap spring onto the target (nothing when on it);
    /// - free, with the natural destination inside the bounds: the profile's free fling;
    /// - heading for an edge it reaches faster than the end speed: the profile's edge — the
    ///   fling into it, then the bounce spring from there (``BounceMotion``, overshoot at most
    ///   ``maximumOvershoot``), or the fling stopped there;
    /// - the target behind the content (or on it): the snap spring, slowed just enough to
    ///   bring the content back no faster than |v|, then braked onto the target from the peak
    ///   of its return (``returning(from:velocity:to:within:)``);
    ///   past an edge, no faster than the release (|v| before the band's slope);
    /// - past an edge moving inward: a deceleration retargeted through the target, back
    ///   through the edge and onto the target inside;
    /// - otherwise the profile's curve retargeted onto the target when it stays within the
    ///   retarget tolerance of the free curve or brakes harder (its decay, or its distance);
    ///   a target farther than that is glided to (``GlideMotion``: a cruise at v, then the
    ///   free curve).
    public func motion(from x: Double, velocity v: Double, target: Double, snaps: Bool) -> ScrollMotion? {
        if v == 0 { return x == target ? nil : snap(from: x, velocity: v, to: target) }
        let lower = rubberBand.bounds.lowerBound, upper = rubberBand.bounds.upperBound
        let natural = naturalDestination(from: x, velocity: v)
        let outside = rubberBand.isOutside(x)
        if !outside {
            if !snaps && natural > lower && natural < upper {
                return free(from: x, velocity: v)
            }
            if (natural >= upper && target == upper && v > 0) || (natural <= lower && target == lower && v < 0) {
                if let motion = edge(from: x, velocity: v, edge: target) { return motion }
            }
        }
        // Ahead only when strictly in the direction of v: on the target, content turns back.
        guard (target - x) * v > 0 else {
            // Past an edge the content moves at v times the band's slope; it comes back no
            // faster than the release itself (v before the slope), else a return from far
            // past an edge at a few points per second would take minutes.
            let slope = rubberBand.slope(atDisplayed: x)
            return returning(from: x, velocity: v, to: target, within: outside && slope > 0 ? v / slope : v)
        }
        if outside { return braking(from: x, velocity: v, through: target) }
        return retargeted(from: x, velocity: v, target: target, natural: natural)
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

    /// The profile's curve from `x` with `v` onto `target` ahead: retargeted to rest exactly
    /// on it (Flutter's `FrictionSimulation.through` for an exponential decay; the same shape
    /// stretched in distance and time for a spline or clamping curve) unless that would brake
    /// less than the retarget tolerance allows — its decay below the rate's ÷ tolerance, or its
    /// distance beyond the free curve's × tolerance; such a target is glided to
    /// (``GlideMotion``). A harder brake has no limit: a deceleration only slows down.
    func retargeted(from x: Double, velocity v: Double, target: Double, natural: Double) -> ScrollMotion {
        switch physics.fling {
        case let .decay(rate):
            let d = Deceleration(position: x, velocity: v, through: target, endSpeed: Swift.min(endSpeed, abs(v) / 2))
            if let d, d.decay / rate.decayPerSecond >= 1 / retargetTolerance { return .deceleration(d) }
        case .androidSpline:
            if (target - x) / (natural - x) <= retargetTolerance {
                return SplineFling(position: x, velocity: v, through: target).map { .spline($0) } ?? stop(at: target)
            }
        case .flutterClamping:
            if (target - x) / (natural - x) <= retargetTolerance {
                return ClampingFling(position: x, velocity: v, through: target).map { .clamping($0) } ?? stop(at: target)
            }
        }
        return GlideMotion(position: x, velocity: v, through: target, fling: physics.fling, stopSpeed: physics.stopSpeed)
            .map { .glide($0) } ?? braking(from: x, velocity: v, through: target)
    }

    /// A deceleration from `x` with `v` through `target` ahead, ending at the end speed (at
    /// most half the speed it starts with); a target nearer than any deceleration can brake
    /// for (a distance of about 1e-300 pt) is simply reached.
    func braking(from x: Double, velocity v: Double, through target: Double) -> ScrollMotion {
        Deceleration(position: x, velocity: v, through: target, endSpeed: Swift.min(endSpeed, abs(v) / 2))
            .map { .deceleration($0) } ?? stop(at: target)
    }

    /// Content placed on `target`: a motion that has ended at its start.
    private func stop(at target: Double) -> ScrollMotion {
        .deceleration(Deceleration(position: target, velocity: 0))
    }

    /// The snap spring from `x` moving away from `target` at `v`, slowed (its response
    /// stretched, its damping ratio kept: ``Spring/keepingReturn(within:displacement:leaving:)``) just
    /// enough that it brings the content back no faster than `speed` (default |v|); the snap
    /// spring itself when it already does. A slowed spring runs until its speed on the way
    /// back peaks, then a deceleration brakes onto the target (``TurnBackMotion``): its own
    /// tail would creep for many times its response. (A slower spring carries content a
    /// little farther before it turns: past an edge, a release beyond the bounce bound goes
    /// on a little.)
    public func returning(from x: Double, velocity v: Double, to target: Double, within speed: Double? = nil) -> ScrollMotion {
        let spring = snapSpring.keepingReturn(within: speed ?? v, displacement: x - target, leaving: v)
        let motion = SpringMotion(spring: spring, from: x, to: target, velocity: v, tolerance: tolerance)
        guard spring != snapSpring, let turn = TurnBackMotion(spring: motion, endSpeed: endSpeed) else { return .spring(motion) }
        return .turnBack(turn)
    }

    /// The largest overshoot of a bounce, in points: ``ScrollEngine/Configuration/maximumOvershoot``
    /// of the container's extent.
    public var maximumOvershoot: Double { overshootFraction * rubberBand.dimension }

    /// The snap spring from `x` with `v` onto `target`.
    public func snap(from x: Double, velocity v: Double, to target: Double) -> ScrollMotion {
        .spring(SpringMotion(spring: snapSpring, from: x, to: target, velocity: v, tolerance: tolerance))
    }
}

/// The built-in ``BallisticPlanner``: a platform profile (``ScrollPhysics``: its fling curve
/// and its edge) with the engine's springs, bounds and tolerances. The one place that
/// chooses between a free fling, a fling retargeted onto the behaviour's target, a bounce
/// off an edge and a snap spring. Pure: the same position, velocity and target give the
/// same motion, with no engine involved.
///
/// A planner of your own is handed the profile's with every release: ``motion(for:)`` is what
/// the profile does; ``naturalDestination(from:velocity:)`` where its free fling stops (what
/// the behaviour chooses a target from); ``free(from:velocity:)``, ``snap(from:velocity:to:)``,
/// ``spring(_:from:velocity:to:)`` and ``page(from:velocity:to:)`` the pieces it plans with,
/// each keeping the profile's overshoot bound past an edge.
///
/// A plain value (numbers only), made from an engine's configuration when it changes.
public struct ProfilePlanner {
    /// The profile's fling curve (``ScrollPhysics/fling``).
    package var fling: FlingCurve {
        didSet { decay = Self.decay(of: fling) }
    }
    /// What a fling does at an edge (``ScrollPhysics/edge``).
    package var edge: ScrollPhysics.Edge
    /// Release speeds below this count as zero (``ScrollPhysics/minimumFlingSpeed``).
    package var minimumFlingSpeed: Double
    /// Release speeds above this are capped (``ScrollPhysics/maximumFlingSpeed``).
    package var maximumFlingSpeed: Double
    /// An exponential fling stops below this speed: ``ScrollPhysics/stopSpeed``, or 20/dpr
    /// pt/s with Flutter's tolerance (``ScrollPhysics/usesFlutterTolerance``).
    package var stopSpeed: Double
    /// How far short of its natural destination a free exponential fling may stop: 0.5 pt,
    /// or without limit with Flutter's tolerance (it ends under 20/dpr pt/s wherever it is).
    package var stopShortfall: Double
    /// When a bounce's spring counts as settled: the configuration's ``tolerance``; Flutter's
    /// `toleranceFor` (1/dpr pt, 20/dpr pt/s); GTK's 0.1 pt from the edge (it checks nothing else).
    package var edgeTolerance: MotionTolerance
    package var endSpeed: Double
    package var retargetTolerance: Double
    package var snapSpring: Spring
    /// The spring paging settles with (``ScrollPhysics/pageSpring``).
    package var pageSpring: Spring
    package var tolerance: MotionTolerance
    /// The bounds with the rubber band past them (its dimension is the container's extent).
    package var rubberBand: RubberBand
    /// The largest overshoot past an edge as a fraction of the container's extent
    /// (``ScrollPhysics/maximumOvershoot``), `nil` for none.
    package var overshootFraction: Double?

    /// ``DecelerationRate/decayPerSecond`` of an exponential ``fling`` (0 for the others).
    private var decay: Double

    private static func decay(of fling: FlingCurve) -> Double {
        if case let .decay(rate) = fling { return rate.decayPerSecond }
        return 0
    }

    /// The planner of `physics` with the engine's springs, tolerances and bounds: what an
    /// engine's configuration gives it (``ScrollEngine/Configuration``).
    package init(physics: ScrollPhysics, devicePixelRatio dpr: Double, tolerance: MotionTolerance, endSpeed: Double,
                 retargetTolerance: Double, snapSpring: Spring, rubberBand: RubberBand, maximumOvershoot: Double?) {
        fling = physics.fling
        decay = Self.decay(of: physics.fling)
        edge = physics.edge
        minimumFlingSpeed = physics.minimumFlingSpeed
        maximumFlingSpeed = physics.maximumFlingSpeed
        if physics.usesFlutterTolerance {
            // Flutter's toleranceFor: velocity 1/(0.050·dpr), distance 1/dpr (logical px = pt).
            stopSpeed = 1 / (0.050 * dpr)
            stopShortfall = .infinity
            edgeTolerance = MotionTolerance(distance: 1 / dpr, velocity: 1 / (0.050 * dpr))
        } else {
            stopSpeed = physics.stopSpeed
            stopShortfall = 0.5
            if case .overshoot = physics.edge { edgeTolerance = MotionTolerance(distance: 0.1, velocity: .infinity) }
            else { edgeTolerance = tolerance }
        }
        self.endSpeed = endSpeed
        self.retargetTolerance = retargetTolerance
        self.snapSpring = snapSpring
        pageSpring = physics.pageSpring
        self.tolerance = tolerance
        self.rubberBand = rubberBand
        overshootFraction = maximumOvershoot
    }

    /// What the profile does after `release` — its free fling, its curve retargeted onto the
    /// target, a bounce off an edge, a snap or a page spring — or `nil` when the content rests
    /// where it is. A ``BallisticPlanner`` of your own asks this and adjusts it.
    public func motion(for release: BallisticRelease) -> ScrollMotion? {
        motion(from: release.position, velocity: release.velocity, target: release.target, snaps: release.snaps,
               pages: release.pages, release: release.releaseVelocity)
    }

    /// The velocity content released at `x` with `release` moves at: zero below the minimum
    /// fling speed, capped at the maximum, times the rubber band's slope past an edge.
    @inline(__always)
    package func flingVelocity(release: Double, at x: Double) -> Double {
        var v = abs(release) < minimumFlingSpeed ? 0 : release
        v = Swift.max(-maximumFlingSpeed, Swift.min(maximumFlingSpeed, v))
        return rubberBand.isOutside(x) ? v * rubberBand.slope(atDisplayed: x) : v
    }

    /// Where a free fling from `x` with `v` would come to rest, on the profile's curve
    /// (`x − v / (1000·ln r)` for an exponential decay).
    public func naturalDestination(from x: Double, velocity v: Double) -> Double {
        if case .decay = fling { return x - v / decay }
        return fling.naturalDestination(position: x, velocity: v)
    }

    /// The motion from `x` with fling velocity `v` onto `target` (inside the bounds), or
    /// `nil` when the content rests there already. `snaps` is whether a behaviour chose the
    /// target; without one, content inside the bounds follows the profile's free fling.
    /// `release` is the speed of the release the content is still moving from, when it is
    /// re-planned on the way (after a layout change): a return is no faster than that.
    /// Every motion of a fling (v ≠ 0) keeps its speed at most |v|:
    ///
    /// - paging, inside the bounds or past a bouncing edge not heading out: the page spring
    ///   (``page(from:velocity:to:)``, within ``pageSpeedLimit(release:distance:)``);
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
    // Out of line: the engine plans from three places (a release, a trackpad's coast, a layout change).
    @inline(never)
    package func motion(from x: Double, velocity v: Double, target: Double, snaps: Bool, pages: Bool = false,
                       release: Double? = nil) -> ScrollMotion? {
        if pages && landsOnPage(from: x, velocity: v) { return page(from: x, velocity: v, to: target) }
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
        // Past an edge the content moves at v times the band's slope; the release itself
        // (v before the slope) sets how fast it may come back (``returnSpeedLimit(at:release:)``).
        // The limit only matters to a return or past an edge: a retarget ahead inside the
        // bounds does not compute it (a fling's common case).
        let ahead = (target - x) * v > 0
        if ahead && !outside { return retargeted(from: x, velocity: v, target: target, natural: natural) }
        let slope = rubberBand.slope(atDisplayed: x)
        let limit = returnSpeedLimit(at: x, release: release ?? (outside && slope > 0 ? v / slope : v))
        guard ahead else { return returning(from: x, velocity: v, to: target, within: limit) }
        return approaching(from: x, velocity: v, to: target, within: limit)
    }

    /// How fast content released at `x` with `release` (the release's own velocity, before
    /// the band's slope) may move until it rests: |release| inside the bounds; past an edge,
    /// no faster than the release, or than the edge's own pull from rest — the largest of
    /// |release| and the peak speed of the snap spring released at rest at `x` onto the
    /// nearest bound (a release too slow to fling there springs back that fast). The planner
    /// keeps every motion of a fling within it; `EngineInvariants` checks it.
    package func returnSpeedLimit(at x: Double, release: Double) -> Double {
        guard rubberBand.isOutside(x) else { return abs(release) }
        return Swift.max(abs(release), snapSpring.peakSpeedFromRest(displacement: x - rubberBand.clamped(x)))
    }

    /// The profile's free fling from `x` with `v`.
    public func free(from x: Double, velocity v: Double) -> ScrollMotion {
        switch fling {
        case let .decay(rate):
            return .deceleration(Deceleration(position: x, velocity: v, rate: rate, stopSpeed: stopSpeed,
                                              maximumShortfall: stopShortfall))
        case let .androidSpline(friction):
            return .spline(SplineFling(position: x, velocity: v, friction: friction))
        case let .flutterClamping(friction):
            return .clamping(ClampingFling(position: x, velocity: v, friction: friction))
        }
    }

    /// The free fling into `edge` and what the profile does there: a bounce (an
    /// exponential fling carrying its velocity into the bounce spring, as the profile's
    /// ``ScrollPhysics/Edge`` says) or a stop at the edge. `nil` when the fling does not reach
    /// the edge.
    func edge(from x: Double, velocity v: Double, edge: Double) -> ScrollMotion? {
        switch fling {
        case let .decay(rate):
            let d = Deceleration(position: x, velocity: v, rate: rate, stopSpeed: stopSpeed, maximumShortfall: stopShortfall)
            if case .clamp = self.edge { return stop(d, at: edge) }
            // A bounce where the fling reaches the edge faster than the end speed; slower, it is
            // retargeted onto the edge (nil here).
            guard let te = d.time(toReach: edge), te < d.endTime else { return nil }
            let ve = d.velocity(at: te)
            guard abs(ve) > endSpeed else { return nil }
            // Where no bounce keeps within the overshoot bound (a container of about 0 pt):
            // stopped on the edge.
            return bounce(d, into: edge, at: te, speed: ve).map { .bounce($0) } ?? .deceleration(d.stopped(at: edge))
        // Clamped: the other curves stop at the edge (a bounce needs an exponential fling).
        case let .androidSpline(friction):
            return stop(SplineFling(position: x, velocity: v, friction: friction), at: edge)
        case let .flutterClamping(friction):
            return stop(ClampingFling(position: x, velocity: v, friction: friction), at: edge)
        }
    }

    /// The bounce of the profile's edge for `d`, which reaches `edge` at `te` with `ve` (faster
    /// than the end speed): what each platform's spring carries from the edge, and how it
    /// ends. `nil` for a clamp, or a bound no spring keeps.
    private func bounce(_ d: Deceleration, into edge: Double, at te: Double, speed ve: Double) -> BounceMotion? {
        // Each edge gives its spring and what it carries; one call makes the bounce (each
        // call of the initialiser carried a copy of its spring searches).
        let spring: Spring, carried: Double
        var limit = Double.infinity, endsOnFirstEntry = false
        switch self.edge {
        case let .bounce(s, maximumSpeed):
            // The speed above the end speed (the speed a retargeted deceleration drops when it
            // stops on the edge, so a fling that barely reaches the edge and one that stops on
            // it end alike), at most `maximumSpeed`.
            let above = ve > 0 ? ve - endSpeed : ve + endSpeed
            spring = s
            carried = Swift.max(-maximumSpeed, Swift.min(maximumSpeed, above))
        case let .flutterBounce(s, maximumSpeed):
            // `min(dx, maxSpringTransferVelocity)`: a negative velocity passes uncapped. It
            // ends when `isDone` first says so (within 1/dpr pt and under 20/dpr pt/s), as
            // Flutter's ballistic activity does: at once for a spring carrying under 20/dpr
            // pt/s, so the rest time is continuous with a retarget's.
            spring = s
            carried = Swift.min(ve, maximumSpeed)
            endsOnFirstEntry = true
        case let .overshoot(s, l):
            // The spring carries vₑ − s²/vₑ (s the end speed): 0 where a fling arriving slower
            // is retargeted onto the edge, so the rest time is continuous there, and within
            // 1 pt/s of GTK's full speed from 26 pt/s on (its end, at 0.1 pt, moves 5.6 ms
            // per pt/s carried there).
            spring = s
            carried = ve - endSpeed * endSpeed / ve
            limit = l
        case .clamp:
            return nil
        }
        return BounceMotion(deceleration: d, edge: edge, at: te, spring: spring, carrying: carried,
                            maximumOvershoot: maximumOvershoot, limit: limit, tolerance: edgeTolerance,
                            endsOnFirstEntry: endsOnFirstEntry)
    }

    /// `fling` stopped where it reaches `edge`, or `nil` when it never does.
    private func stop<M: StoppableFling>(_ fling: M, at edge: Double) -> ScrollMotion? {
        fling.time(toReach: edge) == nil ? nil : fling.stopped(at: edge).scrollMotion
    }

    /// The profile's curve from `x` with `v` onto `target` ahead: retargeted to rest exactly
    /// on it (Flutter's `FrictionSimulation.through` for an exponential decay; the same shape
    /// stretched in distance and time for a spline or clamping curve) unless that would brake
    /// less than the retarget tolerance allows — its decay below the rate's ÷ tolerance, or its
    /// distance beyond the free curve's × tolerance; such a target is glided to
    /// (``GlideMotion``). A harder brake has no limit: a deceleration only slows down.
    func retargeted(from x: Double, velocity v: Double, target: Double, natural: Double) -> ScrollMotion {
        switch fling {
        case .decay:
            let d = Deceleration(position: x, velocity: v, through: target, endSpeed: Swift.min(endSpeed, abs(v) / 2))
            if let d, d.decay / decay >= 1 / retargetTolerance { return .deceleration(d) }
        case .androidSpline:
            if (target - x) / (natural - x) <= retargetTolerance {
                return SplineFling(position: x, velocity: v, through: target).map { .spline($0) } ?? stop(at: target)
            }
        case .flutterClamping:
            if (target - x) / (natural - x) <= retargetTolerance {
                return ClampingFling(position: x, velocity: v, through: target).map { .clamping($0) } ?? stop(at: target)
            }
        }
        return GlideMotion(position: x, velocity: v, through: target, fling: fling, stopSpeed: stopSpeed,
                           maximumShortfall: stopShortfall)
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
    /// tail would creep for many times its response. When that spring would carry the content
    /// beyond the overshoot allowance past an edge (``keepsWithinOvershoot(_:after:)``), the
    /// content keeps its velocity and is braked by that spring stiffened just enough (response
    /// × f, bisected, 40 steps) to turn within it, then comes back from rest there on the snap
    /// spring, slowed as far as needed to keep within `speed` and braked from its peak
    /// (``TurnBackMotion/init(brake:returning:decelerates:tolerance:endSpeed:)``). With no room left
    /// (content as far past the edge as the container is long), the velocity is cut instead
    /// (``carried(from:velocity:to:spring:)``).
    package func returning(from x: Double, velocity v: Double, to target: Double, within speed: Double? = nil) -> ScrollMotion {
        let spring = snapSpring.keepingReturn(within: speed ?? v, displacement: x - target, leaving: v)
        if let motion = slowedReturn(spring, from: x, velocity: v, to: target) { return motion }
        guard let braked = stiffened(spring, from: x, velocity: v, to: target), let turn = braked.nextTurn(after: 0) else {
            let carried = carried(from: x, velocity: v, to: target, spring: spring)
            return .spring(SpringMotion(spring: spring, from: x, to: target, velocity: carried, tolerance: tolerance))
        }
        let back = slowed(snapSpring, from: braked.position(at: turn), velocity: 0, to: target, within: speed ?? abs(v))
        return TurnBackMotion(brake: braked, returning: back, decelerates: back != snapSpring, tolerance: tolerance,
                              endSpeed: endSpeed)
            .map { .turnBack($0) } ?? .spring(braked)
    }

    /// Whether a paging release from `x` with `v` springs onto its page (``page(from:velocity:to:)``):
    /// inside the bounds, or past a bouncing edge unless heading out. Flutter's
    /// `PageScrollPhysics` springs back in with its page spring, and at rest its parent returns
    /// with the same spring (`ScrollPhysics.spring`), so the rest time is continuous; heading
    /// out, the edge's own return. (A clamping edge shows no content past it.)
    package func landsOnPage(from x: Double, velocity v: Double) -> Bool {
        !rubberBand.isOutside(x) || (edge.spring != nil && (x - rubberBand.clamped(x)) * v <= 0)
    }

    /// When a page counts as settled: 0.6 pt and 10 pt/s (Flutter's `toleranceFor` at a
    /// device pixel ratio of 1 is 1 px and 20 px/s). The slow end of Flutter's overdamped
    /// page spring (ζ 1.1, slow root 9.1 /s) then spends at most 0.14 s below 5 pt/s.
    package static let pageTolerance = MotionTolerance(distance: 0.6, velocity: 10)

    /// A paging release (content inside the bounds, or past a bouncing edge not heading out) onto its page: the profile's page spring
    /// (``ScrollPhysics/pageSpring``) from `x` with `v`, as Flutter's `PageScrollPhysics.createBallisticSimulation`
    /// (`ScrollSpringSimulation(spring, pixels, target, velocity)`) — a slow flick is pulled
    /// on to its page, a fast one braked there, each in well under a second, the rest time
    /// continuous in `v`. A spring that would swing past an edge: a clamping profile stops
    /// on a page at that edge (as Flutter's ballistic activity ends on an overscroll); a
    /// bouncing one swings past within the overshoot allowance, the spring stiffened as a
    /// bounce is when it would go farther. Otherwise (a fast fling onto a
    /// page near an edge) a deceleration brakes onto the page, never past it
    /// (a braking deceleration). `nil` when on the page at rest.
    public func page(from x: Double, velocity v: Double, to target: Double) -> ScrollMotion? {
        if x == target && v == 0 { return nil }
        let motion = SpringMotion(spring: pageSpring, from: x, to: target, velocity: v, tolerance: Self.pageTolerance)
        let atEdge = target == rubberBand.bounds.lowerBound || target == rubberBand.bounds.upperBound
        let crossing = atEdge ? motion.firstCrossing() : nil
        var leaves = crossing != nil, s = 0.0
        for _ in 0..<2 where !leaves {
            guard let turn = motion.nextTurn(after: s) else { break }
            leaves = rubberBand.isOutside(motion.position(at: turn))
            s = turn
        }
        // A clamping edge lets nothing past it: nor a spring that heads out and settles within
        // its tolerance before it turns (0.2 pt out, from the edge at 12 pt/s).
        if case .clamp = edge, !leaves { leaves = rubberBand.isOutside(motion.position(at: motion.endTime.nextDown)) }
        guard leaves else { return .spring(motion) }
        if case .clamp = edge, let crossing { return x == target ? nil : .spring(motion.ending(at: crossing)) }
        // Every bouncing edge swings past within its allowance (Flutter's, without a bound,
        // as its page spring does; GTK's within 50 pt; iOS's within a quarter).
        if edge.spring != nil, let stiff = stiffened(pageSpring, from: x, velocity: v, to: target, tolerance: Self.pageTolerance) {
            return .spring(stiff)
        }
        return x == target ? nil : braking(from: x, velocity: v, through: target)
    }

    /// How fast a paging release from `x` with `release` onto a page `distance` away may move:
    /// |release| plus the page spring's pull from rest over that distance (the spring's
    /// motion is the sum of the two, each no faster than that). `EngineInvariants` checks it.
    package func pageSpeedLimit(release: Double, distance: Double) -> Double {
        abs(release) + pageSpring.peakSpeedFromRest(displacement: distance)
    }

    /// `spring` from `x` with `v` onto `target`, its velocity kept: when that would carry the
    /// content beyond the overshoot allowance past an edge (``keepsWithinOvershoot(_:after:)``),
    /// the spring stiffened (response × f, damping ratio kept; f bisected, 40 steps, keeping
    /// the side that holds) just enough to turn within it, as a bounce is. `nil` when no
    /// stiffening keeps within it (content as far past an edge as the container is long).
    package func stiffened(_ spring: Spring, from x: Double, velocity v: Double, to target: Double,
                          tolerance: MotionTolerance? = nil) -> SpringMotion? {
        let tolerance = tolerance ?? self.tolerance
        let whole = SpringMotion(spring: spring, from: x, to: target, velocity: v, tolerance: tolerance)
        // Let go at rest, a spring that does not swing (damping ratio ≥ 1) moves straight to
        // its target: with the target inside the bounds, never farther past an edge than
        // where it starts (a key's or scroll-to's common case, where the check costs as much
        // as the rest).
        if v == 0 && spring.dampingRatio >= 1 && !rubberBand.isOutside(target) { return whole }
        if keepsWithinOvershoot(whole, after: 0) { return whole }
        return stiffening(spring, from: x, velocity: v, to: target, tolerance: tolerance)
    }

    /// ``stiffened(_:from:velocity:to:tolerance:)``'s search, when the spring itself goes too far.
    // Out of line: a paging release and a return both stiffen (one copy of the search for both).
    @inline(never)
    private func stiffening(_ spring: Spring, from x: Double, velocity v: Double, to target: Double,
                            tolerance: MotionTolerance) -> SpringMotion? {
        func motion(_ f: Double) -> SpringMotion {
            SpringMotion(spring: spring.scaledResponse(by: f), from: x, to: target, velocity: v, tolerance: tolerance)
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<40 {
            let mid = (lo + hi) / 2
            if keepsWithinOvershoot(motion(mid), after: 0) { lo = mid } else { hi = mid }
        }
        return lo > 0 ? motion(lo) : nil
    }

    /// Content past an edge moving inward, through the edge onto `target`: a deceleration
    /// through the target, unless that takes longer than the snap spring released at rest
    /// there would (a slow release far past an edge would creep back for seconds); then the
    /// snap spring from `x` with `v`, slowed only as far as needed to keep within `speed`,
    /// braked from its peak when slowed (``TurnBackMotion``: a slowed spring's tail creeps),
    /// unless it would swing out past an edge beyond the overshoot allowance (a fast release
    /// a hair past the edge of a tiny container): the deceleration never overshoots.
    func approaching(from x: Double, velocity v: Double, to target: Double, within speed: Double) -> ScrollMotion {
        let decelerating = braking(from: x, velocity: v, through: target)
        let atRest = SpringMotion(spring: snapSpring, from: x, to: target, tolerance: tolerance)
        guard decelerating.endTime > atRest.endTime else { return decelerating }
        let spring = slowed(snapSpring, from: x, velocity: v, to: target, within: speed)
        return slowedReturn(spring, from: x, velocity: v, to: target) ?? decelerating
    }

    /// `spring` (the snap spring, or it slowed) from `x` with `v` onto `target`, braked from
    /// the peak of its return when slowed (``TurnBackMotion``), or `nil` when it would carry
    /// the content beyond the overshoot allowance past an edge.
    // Out of line: a return and an approach both end so (each a copy of the turn's making).
    @inline(never)
    private func slowedReturn(_ spring: Spring, from x: Double, velocity v: Double, to target: Double) -> ScrollMotion? {
        let motion = SpringMotion(spring: spring, from: x, to: target, velocity: v, tolerance: tolerance)
        guard keepsWithinOvershoot(motion, after: 0) else { return nil }
        guard spring != snapSpring, let turn = TurnBackMotion(motion, of: spring, endSpeed: endSpeed) else { return .spring(motion) }
        return .turnBack(turn)
    }

    /// `spring`, or when its motion from `x` with `v` onto `target` would be faster than
    /// `limit` or |v|, whichever is more, anywhere, the same spring slowed (response × f, damping ratio
    /// kept) just enough: f = peak / speed from rest (the peak is linear in ω), else the
    /// smallest f that keeps within it, bisected (40 steps, keeping the side that holds).
    /// (Content re-planned on its way may already move faster than its release: no spring
    /// starting at v keeps under |v|, and the search would freeze it.)
    // Out of line: a return and an approach both slow the snap spring (each a copy of the search).
    @inline(never)
    func slowed(_ spring: Spring, from x: Double, velocity v: Double, to target: Double, within limit: Double) -> Spring {
        let speed = Swift.max(limit, abs(v))
        // Out of line: called from three places, each a copy of the spring's peak search.
        @inline(never) func peak(_ f: Double) -> Double {
            SpringMotion(spring: spring.scaledResponse(by: f), from: x, to: target, velocity: v, tolerance: tolerance)
                .peakSpeed(spring.scaledResponse(by: f))
        }
        let fastest = peak(1)
        guard fastest > speed, speed > 0 else { return spring }
        if v == 0 { return spring.scaledResponse(by: fastest / speed * (1 + 1e-12)) }
        var lo = 1.0, hi = 2.0
        while peak(hi) > speed && hi < 1e12 { lo = hi; hi *= 2 }
        for _ in 0..<40 {
            let mid = (lo + hi) / 2
            if peak(mid) > speed { lo = mid } else { hi = mid }
        }
        return spring.scaledResponse(by: hi)
    }

    /// The largest overshoot of a bounce, in points: ``ScrollEngine/Configuration/maximumOvershoot``
    /// of the container's extent; infinite without one.
    package var maximumOvershoot: Double { overshootFraction.map { $0 * rubberBand.dimension } ?? .infinity }

    /// `spring` from `x` onto `target` keeping the content's velocity `v`, stiffened where it
    /// would carry the content beyond the bounce bound (a velocity cut would be a visible
    /// jolt), with what of `v` fits when nothing does.
    public func spring(_ spring: Spring, from x: Double, velocity v: Double, to target: Double) -> SpringMotion {
        stiffened(spring, from: x, velocity: v, to: target)
            ?? SpringMotion(spring: spring, from: x, to: target, velocity: carried(from: x, velocity: v, to: target, spring: spring),
                            tolerance: tolerance)
    }

    /// The snap spring from `x` with `v` onto `target`, carrying no more of `v` than keeps
    /// it within the profile's overshoot past an edge (``ScrollPhysics/maximumOvershoot``).
    // Out of line: several engine paths snap, and each inlined copy is a spring's making.
    @inline(never)
    public func snap(from x: Double, velocity v: Double, to target: Double) -> ScrollMotion {
        let carried = carried(from: x, velocity: v, to: target, spring: snapSpring)
        return .spring(SpringMotion(spring: snapSpring, from: x, to: target, velocity: carried, tolerance: tolerance))
    }

    /// The velocity a `spring` from `x` onto `target` starts with: `v`, or the largest
    /// fraction of it with which the spring stays within ``maximumOvershoot`` past an edge
    /// (``keepsWithinOvershoot(_:after:)``), so that content flung toward an edge or released
    /// past one never empties the view, as a bounce's overshoot is bounded. The fraction is
    /// bisected, a fixed 32 steps (the spring goes the farther the more velocity it carries).
    // Out of line: a snap and a return both carry (one copy of the bisection for both).
    @inline(never)
    package func carried(from x: Double, velocity v: Double, to target: Double, spring: Spring) -> Double {
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

    /// How far past an edge content may go when let go `excess` points past it: the profile's
    /// promise (``ScrollPhysics/overshootAllowance(excess:container:fraction:limit:)``) in this
    /// container. `EngineInvariants` checks it.
    package func overshootAllowance(excess e: Double) -> Double {
        ScrollPhysics.overshootAllowance(excess: e, container: rubberBand.dimension, fraction: overshootFraction,
                                         limit: edge.overshootLimit)
    }

    /// Whether `motion`, from its time `t` on, stays within the overshoot allowance for where
    /// it is at `t` (``overshootAllowance(excess:)``): checked at its farthest points, where
    /// it turns (the first four: a bounce's seam and its spring's turns, each smaller than
    /// the one before) and just before it ends (where a spring that has not turned yet is
    /// farthest).
    package func keepsWithinOvershoot(_ motion: some CrossingSearch, after t: Double) -> Bool {
        let limit = overshootAllowance(excess: rubberBand.excess(of: motion.position(at: t)))
        if limit == .infinity { return true }
        var s = t
        for _ in 0..<4 {
            guard let turn = motion.nextTurn(after: s) else { break }
            if rubberBand.excess(of: motion.position(at: turn)) > limit { return false }
            s = turn
        }
        return rubberBand.excess(of: motion.position(at: motion.endTime.nextDown)) <= limit
    }
}

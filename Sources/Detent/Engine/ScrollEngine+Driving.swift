/// Notches, keys, scroll-to, your own motions and layout changes.
extension ScrollEngine {
    func notchedWheel(_ delta: Double, at t: Double) {
        guard !activity.kind.isUserDriven, delta != 0 else { return }
        let notches = (delta / configuration.pointsPerNotch).rounded()
        step(by: notches == 0 ? (delta > 0 ? 1 : -1) : Int(saturating: notches), at: t, cause: .wheel)
    }

    func keyPress(_ key: ScrollKey, at t: Double) {
        guard let destination = keyDestination(key) else { return }
        animate(to: destination, spring: configuration.stepSpring, at: t, cause: .key)
    }

    /// Where `key` pressed now sends the content (before the clamp to the bounds), or nil when
    /// it does not move it: a pointer or a trackpad owns the content.
    func keyDestination(_ key: ScrollKey) -> Double? {
        guard !activity.kind.isUserDriven else { return nil }
        if let n = key.step(page: configuration.targetsPerPage) { return stepDestination(by: n) }
        // The offset first: read within the call's arguments, it would make the call copy the
        // whole configuration (a getter could change it in between).
        let x = offset
        return endDestination(home: key == .home, from: x)
    }

    /// Where `key` pressed now brings the content to rest, as its own animation would (within
    /// the bounds); nil when it does not move it (a pointer or a trackpad owns the content).
    /// Under reduced motion, scroll there at once instead of pressing the key.
    package func keyRest(_ key: ScrollKey) -> Double? { keyDestination(key).map(rubberBand.clamped) }

    /// Moves `n` targets, animated; quick presses accumulate from where a key or notch
    /// animation is headed (``stepDestination(by:from:pendingIndex:pendingRest:)``).
    func step(by n: Int, at t: Double, cause: SelectionCause) {
        guard let destination = stepDestination(by: n) else { return }
        animate(to: destination, spring: configuration.stepSpring, at: t, cause: cause)
    }

    /// ``stepDestination(by:from:pendingIndex:pendingRest:)`` from now; nil for no step.
    private func stepDestination(by n: Int) -> Double? {
        guard n != 0 else { return nil }
        let m = activity.motion, pending = activity.kind.isDriven && (m?.cause == .key || m?.cause == .wheel) ? m : nil
        let x = offset   // first, as in keyDestination
        return stepDestination(by: n, from: x, pendingIndex: pending?.targetIndex, pendingRest: pending?.restPosition)
    }

    func scroll(to destination: ScrollDestination, animated: Bool, at t: Double) {
        let x = offset   // first, as in keyPress
        guard let target = destination.offset(among: configuration.targets, from: x), activity.kind.pointer == nil else { return }
        if animated {
            animate(to: target, spring: configuration.scrollToSpring, at: t, cause: .programmatic)
        } else {
            heldOffset = rubberBand.clamped(target)
            // An immediate jump is a single change from the old value to the new.
            selection.jump(to: heldOffset, at: t, cause: .programmatic, into: &events)
            become(.idle, at: t, velocity: 0)
        }
    }

    /// A spring from where the content is, with its velocity, to `destination` (clamped).
    func animate(to destination: Double, spring: Spring, at t: Double, cause: SelectionCause) {
        let target = rubberBand.clamped(destination)
        let x = offset, v = velocity
        heldOffset = x
        guard x != target || v != 0 else { return become(.idle, at: t, velocity: 0) }
        start(.spring(planner.spring(spring, from: x, velocity: v, to: target)), driven: true, at: t, cause: cause,
              target: target, velocity: v)
    }

    /// Runs your own motion from `t` (phase `animating`, selection changes by `cause`); start it
    /// at ``offset`` and ``velocity`` to be seamless. Refused while a pointer or trackpad holds.
    public func run(_ motion: some Motion, cause: SelectionCause = .programmatic, at t: Double) throws(ScrollEngineError) {
        try run(ScrollMotion.custom(AnyMotion(motion)), cause: cause, at: t)
    }

    /// Runs a built-in motion (as a ``ProfilePlanner`` makes them, e.g.
    /// `.spring(planner.spring(…))`) from `t`, as ``run(_:cause:at:)-(some Motion,_,_)`` runs yours.
    package func run(_ motion: ScrollMotion, cause: SelectionCause = .programmatic, at t: Double) throws(ScrollEngineError) {
        try InputLimits.check(time: t, after: time)
        guard motion.endTime.isFinite, motion.endTime >= 0 else { throw .invalid("the motion's end time is not finite") }
        runCalled(to: t)
        guard !activity.kind.isUserDriven else { throw .invalid("a pointer or trackpad gesture owns the content") }
        heldOffset = offset
        let m = motion
        start(m, driven: true, at: t, cause: cause, target: m.restPosition, velocity: m.velocity(at: 0))
        runCalled(to: t)
        notifyObservers()
    }

    /// After a resize or new content, a running motion is re-aimed within the bounds (or
    /// re-planned past an edge the new container does not allow); content at rest outside
    /// springs back. With `newPhysics`, a trackpad's momentum is planned again as a lift now
    /// would, no faster than the new maximum or the release its gesture's end will report.
    /// `oldBounds`: the bounds before a reconfiguration.
    func reaimAfterLayoutChange(newPhysics: Bool = false, oldBounds: ClosedRange<Double>? = nil) {
        if let m = activity.motion {
            reaim(m, newPhysics: newPhysics, oldBounds: oldBounds)
        } else if case .idle = activity.kind, rubberBand.isOutside(heldOffset) {
            let target = resolveTarget(natural: heldOffset, velocity: 0)
            restart(planner.snap(from: heldOffset, velocity: 0, to: target), driven: false, cause: .deceleration,
                    target: target, velocity: 0)
        }
    }

    /// ``reaimAfterLayoutChange(newPhysics:oldBounds:)`` for the running motion `m`.
    private func reaim(_ m: ScheduledMotion, newPhysics: Bool, oldBounds: ClosedRange<Double>?) {
        if newPhysics, case let .trackpad(g) = activity.kind {
            let reported = abs(trackpadVelocity()), x = m.position(at: time)
            let cap = Swift.min(planner.maximumFlingSpeed, reported < planner.minimumFlingSpeed ? .infinity : reported)
            heldOffset = x
            coast(g, from: x, velocity: Swift.max(-cap, Swift.min(cap, m.velocity(at: time))), release: cap, at: time)
            return
        }
        // Ballistic motions re-planned from here (no faster), driven ones sprung onto their
        // target. Paging keeps its page while that is still one (a multiple of the new
        // container, or an end: the last page clamped); otherwise it goes on as a paging
        // release from here would, as Flutter's `applyNewDimensions` calls `goBallistic`:
        // onto the page ahead (past an edge heading out, that edge), with the page spring
        // where a release would get it.
        let ballistic = activity.kind.phase != .animating, x = m.position(at: time), v = m.velocity(at: time)
        let paging = ballistic && pages
        // A fling that was to rest on an end the new content has moved on (content grown
        // under it) goes on from its natural destination as seen from here, as Flutter's
        // `goBallistic` does with the velocity it has; any other keeps its destination. Not
        // `releaseTarget`: a re-aim is no release, and only paging is told where the content is.
        let bounds = configuration.bounds
        let endMoved = ballistic && !paging && oldBounds.map { old in
            v > 0 ? m.restPosition == old.upperBound && bounds.upperBound > old.upperBound
                  : v < 0 && m.restPosition == old.lowerBound && bounds.lowerBound < old.lowerBound
        } == true
        let target = !ballistic ? rubberBand.clamped(m.restPosition)
            : paging && restsOnTarget(m.restPosition) ? m.restPosition
            : resolveTarget(natural: endMoved ? naturalDestination(from: x, velocity: v) : m.restPosition, velocity: v,
                            release: paging ? x : nil)
        guard target != m.restPosition || !planner.keepsWithinOvershoot(m.motion, after: time - m.start) else { return }
        let r = m.velocity(inMotionTime: 0)
        let motion = (ballistic ? ballisticMotion(x, v, target, releaseVelocity: r, pages: paging) : nil)
            ?? planner.snap(from: x, velocity: v, to: target)
        if case let .trackpad(g) = activity.kind {
            coast(g, on: motion, to: target, at: time)
            return
        }
        restart(motion, driven: !ballistic, cause: m.cause, target: target, velocity: v)
        runCalled(to: time)   // as a release: a page already within its tolerance ends where it starts
    }

    /// Runs `motion` from the engine's time after a layout change. Out of line: one copy of
    /// `start` for both of the re-aim's cases.
    @inline(never)
    private func restart(_ motion: consuming ScrollMotion, driven: Bool, cause: SelectionCause, target: Double, velocity v: Double) {
        start(motion, driven: driven, at: time, cause: cause, target: target, velocity: v)
    }
}

extension ScrollEngine {
    /// Whether content may stay at rest at `x`: on an end (where the last page is clamped), or
    /// where the behaviour puts content let go there at rest (its own rule, not a copy of it).
    func restsOnTarget(_ x: Double) -> Bool {
        x == configuration.bounds.lowerBound || x == configuration.bounds.upperBound || resolveTarget(natural: x, velocity: 0) == x
    }

    // Read from the stored configuration field by field: a method of the configuration called
    // on it would be handed a copy of all of it.
    /// Where Home (`home`) or End goes from `x`: the first or last bound; a looping wheel has
    /// no ends, so its first or last row, the nearest to `x`.
    func endDestination(home: Bool, from x: Double) -> Double {
        guard configuration.targets.isLooping else {
            return home ? configuration.bounds.lowerBound : configuration.bounds.upperBound
        }
        let targets = configuration.targets
        return targets.offset(at: targets.closestIndex(ofRow: home ? 0 : targets.period - 1, to: x))
    }

    /// Where a step of `n` targets from `x` goes. During a key or notch animation headed for
    /// `pendingIndex` (or `pendingRest` without targets) quick presses accumulate from there.
    /// Otherwise it goes the step's way from where the content is: to the first target beyond
    /// `x` in that direction, then one per further step. A step past the last target that way
    /// goes to the bound that way: content past the last target (a footer) is reached, and a
    /// step never moves back. Any `n` is fine. Without targets a step is a
    /// ``Configuration/lineStep``, a page the container's extent.
    func stepDestination(by n: Int, from x: Double, pendingIndex: Int?, pendingRest: Double?) -> Double {
        let targets = configuration.targets
        guard targets.count > 0 else {
            let amount = n.magnitude == UInt(configuration.targetsPerPage)
                ? configuration.containerSize.extent(along: configuration.axis) : configuration.lineStep
            return (pendingRest ?? x) + (n > 0 ? amount : -amount)
        }
        let forward = n > 0, bound = forward ? configuration.bounds.upperBound : configuration.bounds.lowerBound
        let from: Int, k: Int
        if let pendingIndex {
            (from, k) = (pendingIndex, n)
        } else if let first = targets.index(beyond: x, forward: forward) {
            (from, k) = (first, forward ? n - 1 : n + 1)
        } else {
            return bound
        }
        let (index, overflow) = from.addingReportingOverflow(k)
        return overflow || index < 0 || index >= targets.count ? bound : targets.offset(at: index)
    }
}

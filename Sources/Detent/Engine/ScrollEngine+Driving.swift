/// Notches, keys, scroll-to, your own motions and layout changes.
extension ScrollEngine {
    func notchedWheel(_ delta: Double, at t: Double) {
        guard !activity.kind.isUserDriven, delta != 0 else { return }
        let notches = (delta / configuration.pointsPerNotch).rounded()
        step(by: notches == 0 ? (delta > 0 ? 1 : -1) : Int(saturating: notches), at: t, cause: .wheel)
    }

    func keyPress(_ key: ScrollKey, at t: Double) {
        guard !activity.kind.isUserDriven else { return }
        if let n = key.step(page: configuration.targetsPerPage) { return step(by: n, at: t, cause: .key) }
        animate(to: configuration.endDestination(home: key == .home, from: offset), spring: configuration.stepSpring, at: t, cause: .key)
    }

    /// Moves `n` targets, animated; quick presses accumulate from where a key or notch
    /// animation is headed (``Configuration/stepDestination(by:from:pendingIndex:pendingRest:)``).
    func step(by n: Int, at t: Double, cause: SelectionCause) {
        guard n != 0 else { return }
        let m = activity.motion, pending = activity.kind.isDriven && (m?.cause == .key || m?.cause == .wheel) ? m : nil
        let destination = configuration.stepDestination(by: n, from: offset, pendingIndex: pending?.targetIndex,
                                                        pendingRest: pending?.restPosition)
        animate(to: destination, spring: configuration.stepSpring, at: t, cause: cause)
    }

    func scroll(to destination: ScrollDestination, animated: Bool, at t: Double) {
        guard let target = destination.offset(among: configuration.targets, from: offset), activity.kind.pointer == nil else { return }
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
    public func run(_ motion: any Motion, cause: SelectionCause = .programmatic, at t: Double) throws(ScrollEngineError) {
        try InputLimits.check(time: t, after: time)
        guard motion.endTime.isFinite, motion.endTime >= 0 else { throw .invalid("the motion's end time is not finite") }
        run(to: t)
        guard !activity.kind.isUserDriven else { throw .invalid("a pointer or trackpad gesture owns the content") }
        heldOffset = offset
        let m = ScrollMotion(motion)
        start(m, driven: true, at: t, cause: cause, target: m.restPosition, velocity: m.velocity(at: 0))
        run(to: t)
        notifyObservers()
    }

    /// After a resize or new content, a running motion is re-aimed within the bounds (or
    /// re-planned past an edge the new container does not allow); content at rest outside
    /// springs back. With `newPhysics`, a trackpad's momentum is planned again as a lift now
    /// would, no faster than the new maximum or the release its gesture's end will report.
    func reaimAfterLayoutChange(newPhysics: Bool = false) {
        if newPhysics, let m = activity.motion, case let .trackpad(g) = activity.kind {
            let reported = abs(trackpadVelocity()), x = m.position(at: time)
            let cap = Swift.min(planner.maximumFlingSpeed, reported < planner.minimumFlingSpeed ? .infinity : reported)
            heldOffset = x
            coast(g, from: x, velocity: Swift.max(-cap, Swift.min(cap, m.velocity(at: time))), release: cap, at: time)
        } else if let m = activity.motion {
            // Ballistic motions re-planned from here (no faster), driven ones sprung onto their target.
            let ballistic = activity.kind.phase != .animating, x = m.position(at: time), v = m.velocity(at: time)
            let target = ballistic ? resolveTarget(natural: m.restPosition, velocity: v) : rubberBand.clamped(m.restPosition)
            guard target != m.restPosition || !planner.keepsWithinOvershoot(m.motion, after: time - m.start) else { return }
            let r = m.velocity(inMotionTime: 0)
            let motion = (ballistic ? ballisticMotion(x, v, target, releaseVelocity: r, pages: false) : nil)
                ?? planner.snap(from: x, velocity: v, to: target)
            if case let .trackpad(g) = activity.kind {
                activity.coast(g, on: motion, at: time, targetIndex: targetIndex(for: target))
                selection.follow()
                run(to: time)
            } else {
                start(motion, driven: !ballistic, at: time, cause: m.cause, target: target, velocity: v)
                run(to: time)   // as a release: a page already within its tolerance ends where it starts
            }
        } else if case .idle = activity.kind, rubberBand.isOutside(heldOffset) {
            let target = resolveTarget(natural: heldOffset, velocity: 0)
            start(planner.snap(from: heldOffset, velocity: 0, to: target), driven: false, at: time, cause: .deceleration,
                  target: target, velocity: 0)
        }
    }
}

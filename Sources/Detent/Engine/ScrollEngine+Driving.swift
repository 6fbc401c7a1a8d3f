/// Notches, keys, scroll-to, your own motions and layout changes.
extension ScrollEngine {
    // MARK: Notches and keys

    func notchedWheel(_ delta: Double, at t: Double) {
        guard !activity.kind.isUserDriven, delta != 0 else { return }
        let notches = (delta / configuration.pointsPerNotch).rounded()
        step(by: notches == 0 ? (delta > 0 ? 1 : -1) : Int(saturating: notches), at: t, cause: .wheel)
    }

    func keyPress(_ key: ScrollKey, at t: Double) {
        guard !activity.kind.isUserDriven else { return }
        let page = configuration.targetsPerPage
        switch key {
        case .right, .down: step(by: 1, at: t, cause: .key)
        case .left, .up: step(by: -1, at: t, cause: .key)
        case .pageDown: step(by: page, at: t, cause: .key)
        case .pageUp: step(by: -page, at: t, cause: .key)
        case .home: animate(to: configuration.bounds.lowerBound, spring: configuration.stepSpring, at: t, cause: .key)
        case .end: animate(to: configuration.bounds.upperBound, spring: configuration.stepSpring, at: t, cause: .key)
        }
    }

    /// Moves `n` targets, animated (``Configuration/stepDestination(by:from:pendingIndex:pendingRest:)``):
    /// during a key or notch animation quick presses accumulate from where it is headed.
    func step(by n: Int, at t: Double, cause: SelectionCause) {
        guard n != 0 else { return }
        var pending: ScheduledMotion?
        if case .driven = activity.kind, let m = activity.motion, m.cause == .key || m.cause == .wheel { pending = m }
        let destination = configuration.stepDestination(by: n, from: offset, pendingIndex: pending?.targetIndex,
                                                        pendingRest: pending?.restPosition)
        animate(to: destination, spring: configuration.stepSpring, at: t, cause: cause)
    }

    // MARK: Scroll-to and your own motions

    func scroll(to destination: ScrollDestination, animated: Bool, at t: Double) {
        let target: Double
        switch destination {
        case let .offset(o): target = o
        case let .target(i):
            let count = configuration.targets.count
            guard count > 0 else { return }
            target = configuration.targets.offset(at: Swift.max(0, Swift.min(count - 1, i)))
        }
        guard activity.kind.pointer == nil else { return }
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
        if x == target && v == 0 {
            become(.idle, at: t, velocity: 0)
            return
        }
        // The content's velocity is kept; a spring that would carry it beyond the bounce
        // bound is stiffened instead (a velocity cut would be a visible jolt).
        let motion = planner.stiffened(spring, from: x, velocity: v, to: target)
            ?? SpringMotion(spring: spring, from: x, to: target, velocity: planner.carried(from: x, velocity: v, to: target, spring: spring),
                            tolerance: configuration.tolerance)
        start(.spring(motion), driven: true, at: t, cause: cause, target: target, velocity: v)
    }

    /// Runs your own motion from time `t` as a driven move (phase `animating`), its
    /// selection changes carrying `cause`. `motion` starts where it likes: give it the
    /// current ``offset`` and ``velocity`` for a seamless start. Refused while a pointer or
    /// a trackpad gesture owns the content.
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

    // MARK: Layout changes

    /// After a resize or new content: a running motion (a trackpad gesture's momentum too) is
    /// re-aimed at a target the behaviour accepts within the bounds, or re-planned when it
    /// would go farther past an edge than the new container allows (a bounce planned for a
    /// larger one); content at rest outside the bounds springs back.
    func reaimAfterLayoutChange() {
        switch activity.kind {
        case .ballistic, .driven:
            let ballistic = activity.kind.phase == .decelerating
            if let m = activity.motion, let new = reaimed(m, ballistic: ballistic) {
                start(new.motion, driven: !ballistic, at: time, cause: m.cause, target: new.target, velocity: new.velocity)
            }
        case let .trackpad(g):
            if let coast = activity.motion, let new = reaimed(coast, ballistic: true) {
                activity.coast(g, on: new.motion, at: time, targetIndex: targetIndex(for: new.target))
                selection.follow()
            }
        case .idle:
            if rubberBand.isOutside(heldOffset) {
                let target = resolveTarget(natural: heldOffset, velocity: 0)
                start(planner.snap(from: heldOffset, velocity: 0, to: target), driven: false, at: time,
                      cause: .deceleration, target: target, velocity: 0)
            }
        case .hold, .drag, .scriptedFling:
            break
        }
    }

    /// The motion that replaces `m` now after a layout change, with its target and the
    /// velocity it starts with, or `nil` when `m` may go on. A ballistic motion is re-planned
    /// from where it is (no faster than it started: a release's promise holds), a driven one
    /// springs onto its clamped target.
    private func reaimed(_ m: ScheduledMotion, ballistic: Bool) -> (motion: ScrollMotion, target: Double, velocity: Double)? {
        let t = time
        let x = m.position(at: t), v = m.velocity(at: t)
        let target = ballistic ? resolveTarget(natural: m.restPosition, velocity: v) : rubberBand.clamped(m.restPosition)
        guard target != m.restPosition || !planner.keepsWithinOvershoot(m.motion, after: t - m.start) else { return nil }
        let release = BallisticRelease(position: x, velocity: v, target: target, snaps: hasBehavior,
                                       releaseVelocity: m.velocity(inMotionTime: 0))
        let motion = ballistic ? ballisticMotion(release) : nil
        return (motion ?? planner.snap(from: x, velocity: v, to: target), target, v)
    }
}

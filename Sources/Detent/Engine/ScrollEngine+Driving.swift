/// Notches, keys, scroll-to, your own motions and layout changes.
extension ScrollEngine {
    // MARK: Notches and keys

    func notchedWheel(_ delta: Double, at t: Double) {
        guard !activity.kind.isUserDriven, delta != 0 else { return }
        let notches = (delta / configuration.pointsPerNotch).rounded()
        let n = notches == 0 ? (delta > 0 ? 1 : -1) : Int(saturating: notches)
        step(by: n, at: t, cause: .wheel)
    }

    func keyPress(_ key: ScrollKey, at t: Double) {
        guard !activity.kind.isUserDriven else { return }
        // Fields read one by one: `let c = configuration` would copy all of it.
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

    /// Moves `n` targets, animated. During a key or notch animation quick presses
    /// accumulate: the step counts from where that animation is headed. Otherwise (at rest,
    /// during a fling, a bounce or a scroll-to) it goes the key's way from where the content
    /// is: to the first target beyond the current offset in that direction, then one per
    /// further step. Any `n` is fine: the index saturates at the ends.
    func step(by n: Int, at t: Double, cause: SelectionCause) {
        guard n != 0 else { return }
        let c = configuration
        let targets = c.targets
        var pending: ScheduledMotion?
        if case .driven = activity.kind, let m = activity.shownMotion, m.cause == .key || m.cause == .wheel { pending = m }
        let x = offset
        let destination: Double
        if targets.count > 0 {
            let last = targets.count - 1
            let index: Int
            if let from = pending?.targetIndex {
                let (sum, overflow) = from.addingReportingOverflow(n)
                index = overflow ? (n > 0 ? last : 0) : Swift.max(0, Swift.min(last, sum))
            } else if let first = targets.index(beyond: x, forward: n > 0) {
                let (sum, overflow) = first.addingReportingOverflow(n > 0 ? n - 1 : n + 1)
                index = overflow ? (n > 0 ? last : 0) : Swift.max(0, Swift.min(last, sum))
            } else {
                index = n > 0 ? last : 0
            }
            destination = targets.offset(at: index)
        } else {
            let from = pending?.restPosition ?? x
            let amount = n.magnitude == UInt(c.targetsPerPage) ? c.containerSize.extent(along: c.axis) : c.lineStep
            destination = from + (n > 0 ? amount : -amount)
        }
        animate(to: destination, spring: c.stepSpring, at: t, cause: cause)
    }

    // MARK: Scroll-to and your own motions

    func scroll(to destination: ScrollDestination, animated: Bool, at t: Double) {
        // Fields read one by one: `let c = configuration` would copy all of it.
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
        try Self.check(time: t, after: time)
        guard motion.endTime.isFinite, motion.endTime >= 0 else { throw .invalid("the motion's end time is not finite") }
        run(to: t)
        guard !activity.kind.isUserDriven else { throw .invalid("a pointer or trackpad gesture owns the content") }
        heldOffset = offset
        switch motion {
        case let m as ScrollMotion: start(m, driven: true, at: t, cause: cause, target: m.restPosition, velocity: m.velocity(at: 0))
        case let m as Deceleration: start(.deceleration(m), driven: true, at: t, cause: cause, target: m.restPosition, velocity: m.velocity(at: 0))
        case let m as SpringMotion: start(.spring(m), driven: true, at: t, cause: cause, target: m.restPosition, velocity: m.velocity(at: 0))
        case let m as BounceMotion: start(.bounce(m), driven: true, at: t, cause: cause, target: m.restPosition, velocity: m.velocity(at: 0))
        default:
            let custom = CustomMotion(motion)
            let old = activity.kind.phase
            activity.start(custom: custom, at: t, cause: cause, targetIndex: targetIndex(for: custom.restPosition))
            selection.follow()
            reportPhase(from: old, at: t, velocity: custom.velocity(at: 0))
        }
        run(to: t)
        notifyObservers()
    }

    // MARK: Layout changes

    /// After a resize or new content: a running motion (a trackpad gesture's momentum too) is
    /// re-aimed at a target the behaviour accepts within the bounds, or re-planned when it
    /// would go farther past an edge than the new container allows (a bounce planned for a
    /// larger one); content at rest outside the bounds springs back.
    func reaimAfterLayoutChange() {
        let c = configuration
        let t = time
        switch activity.kind {
        case .ballistic, .driven:
            let ballistic = activity.kind.phase == .decelerating
            if let m = activity.shownMotion, let new = reaimed(m, ballistic: ballistic, at: t, planner: planner) {
                start(new.motion, driven: !ballistic, at: t, cause: m.cause, target: new.target, velocity: new.velocity)
            }
        case let .trackpad(g):
            if let coast = activity.shownMotion, let new = reaimed(coast, ballistic: true, at: t, planner: planner) {
                activity.coast(g, on: new.motion, at: t, targetIndex: targetIndex(for: new.target))
                selection.follow()
            }
        case .idle:
            let x = heldOffset
            if c.rubberBand.isOutside(x) {
                let target = resolveTarget(natural: x, velocity: 0)
                start(planner.snap(from: x, velocity: 0, to: target), driven: false, at: t, cause: .deceleration,
                      target: target, velocity: 0)
            }
        case .hold, .drag:
            break
        }
    }

    /// The motion that replaces `m` at `t` after a layout change, with its target and the
    /// velocity it starts with, or `nil` when `m` may go on. A ballistic motion is re-planned
    /// from where it is (no faster than it started: a release's promise holds), a driven one
    /// springs onto its clamped target.
    private func reaimed(_ m: consuming ScheduledMotion, ballistic: Bool, at t: Double,
                         planner: BallisticPlanner) -> (motion: ScrollMotion, target: Double, velocity: Double)? {
        var m = m
        let x = m.position(at: t), v = m.velocity(at: t)
        let target = ballistic ? resolveTarget(natural: m.restPosition, velocity: v) : configuration.rubberBand.clamped(m.restPosition)
        guard target != m.restPosition || !m.keepsWithinOvershoot(planner, after: t - m.start) else { return nil }
        let motion = ballistic ? planner.motion(from: x, velocity: v, target: target, snaps: hasBehavior,
                                                release: m.velocity(inMotionTime: 0)) : nil
        return (motion ?? planner.snap(from: x, velocity: v, to: target), target, v)
    }
}

/// The single source of truth for one scroll view: sizes, offset, velocity, phase and the
/// scroll target behaviour.
///
/// Time is an input. Every input carries its time (seconds); ``advance(to:)`` moves the
/// world; nothing reads a clock. Motions are closed-form (``Deceleration``,
/// ``SpringMotion``, ``BounceMotion`` or any ``Motion``), so the state at a time and the
/// events (with their exact times) do not depend on how often the engine is advanced.
///
/// The engine does one thing at a time (Flutter's `ScrollActivity`): it is idle, held by a
/// pointer, dragged, moved by a trackpad gesture, running a ballistic motion after a release,
/// or running a driven motion (keys, notches, scroll-to). The ``phase`` is derived from that.
/// What a release does is decided by a ``BallisticPlanner``.
///
/// The offset is a position along the scroll axis such that offset 0 puts the first target
/// under the anchor (for a picker, the indicator). Velocities are offset velocities,
/// positive toward increasing offset: content follows the pointer, so a drag toward smaller
/// x increases the offset.
public final class ScrollEngine {
    // MARK: State
    //
    // `@exclusivity(unchecked)`: the engine's state is read and written on every input and
    // frame, and Swift's run-time exclusivity check on each access of a class's stored
    // property (a thread-local access set) cost about half of a drag. The engine never
    // holds overlapping accesses to one property: its methods pass properties inout only to
    // other values' methods (`selection.move(…, into: &events)` touches two different ones),
    // and the code it calls back — a behaviour, an observer — runs with no access open. The
    // engine is not `Sendable`, so no other thread can overlap one either.

    // Declared in the order a release and a frame touch them (a class lays its properties
    // out in order): the scalars, the events, the activity, the planner and the
    // configuration (read field by field) first, the selection (its first fields) and the
    // tracker after, so that a fling on an engine not in the cache misses on fewer lines.

    /// The time of the last input or advance, in seconds.
    @exclusivity(unchecked) public private(set) var time: Double
    /// Where the content rests, or is held, when no motion runs.
    @exclusivity(unchecked) var heldOffset: Double
    /// Where the content was when the current gesture or fling started (the behaviour's
    /// original target).
    @exclusivity(unchecked) var originalOffset: Double
    /// Whether a behaviour is set.
    @exclusivity(unchecked) public private(set) var hasBehavior = false
    /// The scroll target behaviour, as a call to its `updateTarget` made when it is set: the
    /// existential itself was copied out (through its value witnesses) on every release to
    /// be opened.
    @exclusivity(unchecked) var updateTarget: ((inout ScrollTarget, ScrollTargetBehaviorContext) -> Void)?
    /// Events in time order, appended by ``handle(_:at:)`` and ``advance(to:)`` until removed.
    @exclusivity(unchecked) public internal(set) var events: [ScrollEvent] = []
    /// What the engine is doing.
    @exclusivity(unchecked) var activity = ScrollActivity()
    /// What a release does, from ``configuration`` (refreshed with it).
    @exclusivity(unchecked) var planner: BallisticPlanner
    @exclusivity(unchecked) public private(set) var configuration: Configuration {
        didSet {
            planner = BallisticPlanner(configuration: configuration)
            selection.use(configuration.targets)
        }
    }
    /// The target under the anchor and the crossings of the running motion (after the
    /// configuration: its crossings found ahead take some 400 bytes a release does not touch).
    @exclusivity(unchecked) var selection: SelectionTracker
    /// The pointer's or trackpad's recent positions.
    @exclusivity(unchecked) var tracker: VelocityTracker
    @exclusivity(unchecked) var observers: [(ScrollGeometry) -> Void] = []

    /// An engine at rest at `offset`. Throws for a configuration with a number that is not
    /// finite or out of range (``Configuration/validate()``), or a non-finite offset or time.
    public init(configuration: Configuration, behavior: (any ScrollTargetBehavior)? = nil,
                offset: Double = 0, time: Double = 0) throws(ScrollEngineError) {
        try configuration.validate()
        guard offset.isFinite else { throw .nonFinite("the offset") }
        try Self.check(time: time, after: -InputLimits.maximumTime)
        self.configuration = configuration
        planner = BallisticPlanner(configuration: configuration)
        tracker = VelocityTracker(strategy: configuration.physics.velocityEstimation)
        self.time = time
        heldOffset = offset
        originalOffset = offset
        selection = SelectionTracker(targets: configuration.targets, at: offset)
        // Room for a frame's events (a fast fling over 10 pt targets crosses some 25 a
        // frame); it grows once if a frame needs more. Small, so that an engine and the
        // buffer it writes on every release lie close: with 256 (10 KB apart), a release on
        // an engine out of the cache took about 40 % longer (the fling benchmark).
        events.reserveCapacity(32)
        if let behavior { setBehavior(behavior) }
    }

    /// Sets the scroll target behaviour, e.g. `engine.setBehavior(.closestMultiple(of: 10))`.
    public func setBehavior<B: ScrollTargetBehavior>(_ behavior: B) {
        updateTarget = { behavior.updateTarget(&$0, context: $1) }
        hasBehavior = true
    }
    /// Removes the behaviour: releases rest at the natural destination.
    public func removeBehavior() {
        updateTarget = nil
        hasBehavior = false
    }

    /// Replaces the content's size, bounds and targets (the offset stays; a running motion
    /// is re-aimed at the new bounds). Throws, changing nothing, for non-finite numbers.
    public func setContent(contentSize: Size, bounds: ClosedRange<Double>, targets: ScrollTargets) throws(ScrollEngineError) {
        var c = configuration
        c.contentSize = contentSize
        c.bounds = bounds
        c.targets = targets
        try setConfiguration(c)
    }

    /// Replaces the whole configuration (springs, rates, sizes…), re-aiming a running motion
    /// as ``setContent(contentSize:bounds:targets:)`` does. Throws, changing nothing, for a
    /// number that is not finite or out of range.
    public func setConfiguration(_ newConfiguration: Configuration) throws(ScrollEngineError) {
        try newConfiguration.validate()
        if newConfiguration.physics.velocityEstimation != tracker.strategy {
            tracker = VelocityTracker(strategy: newConfiguration.physics.velocityEstimation)
        }
        configuration = newConfiguration
        // New targets are a new index space: the selection jumps once (a programmatic change,
        // like an immediate scroll-to), and a running motion's crossings restart from now.
        selection.jump(to: offset, at: time, cause: .programmatic, into: &events)
        if let m = activity.shownMotion { selection.follow(from: time - m.start) }
        reaimAfterLayoutChange()
        notifyObservers()
    }

    // MARK: Reading

    /// The phase at ``time``.
    public var phase: ScrollPhase { activity.kind.phase }
    /// The pointer holding or dragging the content (the engine follows one at a time); `nil`
    /// when none does.
    public var pointer: Int? { activity.kind.pointer }
    /// Whether a pointer holds the content (down, not yet past the slop) after catching it
    /// moving: a ballistic or driven motion, or a trackpad gesture, ran when it went down.
    /// Decided by the engine at the pointer's own time, so a layer that tells a tap from a
    /// catch never reads a phase older than the input.
    public var pointerCaughtMotion: Bool {
        if case let .hold(h) = activity.kind { return h.caught }
        return false
    }
    /// The target under the anchor at ``time``: the closest one, the lower on a tie.
    public var selectedIndex: Int { selection.index }

    /// The displayed offset at ``time``.
    public var offset: Double { (activity.shownPosition(at: time) ?? heldOffset) + 0 }

    /// The offset velocity at ``time``, in points per second (during a drag or a trackpad
    /// gesture without momentum, the tracker's estimate).
    public var velocity: Double {
        if let v = activity.shownVelocity(at: time) { return v + 0 }
        switch activity.kind {
        case .drag, .trackpad: return offsetVelocity(tracker.velocityInPlace(at: time))
        case .idle, .hold, .ballistic, .driven: return 0
        }
    }

    /// When the running motion ends, or `nil` when none runs.
    public var restTime: Double? { activity.kind.isMoving ? activity.shownEndTime() : nil }

    /// The earliest internal change still ahead: a motion's end or a trackpad gesture's end.
    public var nextEventTime: Double? {
        if case let .trackpad(g) = activity.kind { return trackpadEnd(g) }
        return restTime
    }

    /// Whether nothing moves and nothing is held.
    public var isIdle: Bool { phase == .idle }

    /// Removes the events collected so far (keeping their storage).
    public func removeAllEvents() { events.removeAll(keepingCapacity: true) }

    // MARK: Moving time

    /// Moves the world to `newTime`: motions run, phases and selections change at their
    /// exact times. Refuses a time earlier than ``time`` or outside ``InputLimits``.
    public func advance(to newTime: Double) throws(ScrollEngineError) {
        try Self.check(time: newTime, after: time)
        run(to: newTime)
        notifyObservers()
    }

    /// Runs the world to `newTime`: the shown motion's or trackpad gesture's changes, if any
    /// (a pointer's inputs and frames at rest only move the time).
    @inline(__always)
    func run(to newTime: Double) {
        if activity.showsMotion || activity.kind.isTrackpad {
            // Most frames of a motion: it goes on past `newTime` and makes no selection
            // change up to it (checked inline; the rest is a call).
            if activity.kind.isMoving, let end = activity.shownEndTime(), newTime < end,
               !selection.hasChange(through: newTime) {
                time = newTime
            } else {
                runChanges(to: newTime)
            }
        } else {
            time = newTime
        }
    }

    private func runChanges(to newTime: Double) {
        loop: while true {
            // The motion is read in place (`activity`'s methods), never copied out per frame.
            switch activity.kind {
            case let .trackpad(g):
                // A trackpad gesture's quiet end; until then its momentum's crossings.
                let end = trackpadEnd(g)
                activity.advance(&selection, through: Swift.min(end, newTime), into: &events)
                guard end <= newTime else { break loop }
                time = end
                endTrackpadGesture(at: end)
            case .ballistic, .driven:
                let end = activity.shownEndTime()!
                activity.advance(&selection, through: Swift.min(end, newTime), into: &events)
                guard end <= newTime else { break loop }
                // The motion ends: exactly at rest.
                let m = activity.shownMotion!
                heldOffset = m.restPosition
                time = end
                selection.move(to: heldOffset, at: end, cause: m.cause, into: &events)
                become(.idle, at: end, velocity: 0)
            case .idle, .hold, .drag:
                break loop
            }
        }
        time = newTime
    }

    /// When the trackpad gesture `g` ends: the quiet period after its last delta, and not
    /// before now (a quiet period shortened mid-gesture ends it now, not in the past).
    func trackpadEnd(_ g: TrackpadGesture) -> Double {
        Swift.max(time, g.lastDelta + configuration.wheelQuietPeriod)
    }

    @inline(__always)
    static func check(time t: Double, after last: Double) throws(ScrollEngineError) {
        guard t.isFinite else { throw .nonFinite("time") }
        guard InputLimits.isAcceptedTime(t) else { throw .invalid("time \(t) is outside ±\(InputLimits.maximumTime) s") }
        guard t >= last else { throw .timeWentBackwards(time: t, last: last) }
    }

    // MARK: Inputs

    /// Applies `input` at `time` (after advancing to it). Refuses non-finite numbers and
    /// times earlier than ``time`` or outside ``InputLimits``, leaving the state unchanged.
    public func handle(_ input: ScrollInput, at inputTime: Double) throws(ScrollEngineError) {
        try Self.check(time: inputTime, after: time)
        try Self.validate(input)
        run(to: inputTime)
        let axis = configuration.axis
        switch input {
        case let .pointerDown(p, id):
            pointerDown(p.component(along: axis), id: id, at: inputTime, sample: p)
        case let .pointerMove(p, id) where id == activity.kind.pointer:
            pointerMove(p.component(along: axis), at: inputTime, sample: p)
        case let .pointerUp(p, id) where id == activity.kind.pointer:
            pointerUp(p.component(along: axis), at: inputTime)
        case let .pointerCancel(id) where id == activity.kind.pointer:
            release(from: heldOffset, at: inputTime, reportedVelocity: 0, flingVelocity: 0)
        case .pointerMove, .pointerUp, .pointerCancel:
            break   // not the pointer that holds the content
        case let .wheel(dx, dy, precise):
            let delta = abs(dx) >= abs(dy) ? dx : dy
            if precise { trackpadDelta(delta, at: inputTime) } else { notchedWheel(delta, at: inputTime) }
        case let .key(key):
            keyPress(key, at: inputTime)
        case let .scrollTo(destination, animated):
            scroll(to: destination, animated: animated, at: inputTime)
        case let .resize(size):
            configuration.containerSize = size
            reaimAfterLayoutChange()
        }
        notifyObservers()
    }

    /// Releases the content from where it is with an offset velocity, as a pointer release
    /// with that estimate would (for scripted flings; past an edge the rubber band's slope
    /// applies). Refuses while a pointer is down.
    public func fling(velocity v: Double, at inputTime: Double) throws(ScrollEngineError) {
        guard v.isFinite else { throw .nonFinite("fling velocity") }
        try Self.check(time: inputTime, after: time)
        guard activity.kind.pointer == nil else { throw .invalid("a pointer is down") }
        run(to: inputTime)
        let x = offset
        heldOffset = x
        originalOffset = x
        if phase != .interacting {
            events.append(.phase(PhaseChange(from: phase, to: .interacting, time: inputTime, velocity: 0)))
        }
        release(from: x, at: inputTime, reportedVelocity: v, flingVelocity: v, reportedFrom: .interacting)
        notifyObservers()
    }

    private static func validate(_ input: ScrollInput) throws(ScrollEngineError) {
        switch input {
        case let .pointerDown(p, _), let .pointerMove(p, _), let .pointerUp(p, _):
            guard p.x.isFinite, p.y.isFinite else { throw .nonFinite("pointer position") }
        case let .wheel(dx, dy, _):
            guard dx.isFinite, dy.isFinite else { throw .nonFinite("wheel delta") }
        case let .scrollTo(.offset(o), _):
            guard o.isFinite else { throw .nonFinite("scroll-to offset") }
        case let .resize(s):
            guard s.width.isFinite, s.height.isFinite else { throw .nonFinite("size") }
            guard s.width >= 0, s.height >= 0 else { throw .invalid("the size \(s) is negative") }
        case .pointerCancel, .key, .scrollTo(.target, _):
            break
        }
    }

    // MARK: Release

    /// Releases the content at `x` with an offset velocity: the behaviour picks the target,
    /// the planner the motion onto it. `reportedVelocity` goes into the phase event.
    func release(from x: Double, at t: Double, reportedVelocity: Double, flingVelocity: Double,
                 reportedFrom: ScrollPhase? = nil) {
        let v = planner.flingVelocity(release: flingVelocity, at: x)
        let target = resolveTarget(natural: planner.naturalDestination(from: x, velocity: v), velocity: v)
        heldOffset = x
        if let motion = planner.motion(from: x, velocity: v, target: target, snaps: hasBehavior) {
            start(motion, driven: false, at: t, cause: .deceleration, target: target,
                  velocity: reportedVelocity, reportedFrom: reportedFrom)
            // A motion may make selection changes at its very start time.
            run(to: t)
        } else {
            become(.idle, at: t, velocity: reportedVelocity, reportedFrom: reportedFrom)
        }
    }

    /// The natural target through the behaviour, clamped to the bounds.
    func resolveTarget(natural: Double, velocity v: Double) -> Double {
        // Fields read one by one: `let c = configuration` would copy all of it.
        var target = natural
        if hasBehavior {
            let axis = configuration.axis
            var proposal = ScrollTarget(rect: rect(at: natural))
            let context = ScrollTargetBehaviorContext(
                originalTarget: ScrollTarget(rect: rect(at: originalOffset)),
                velocity: axis == .horizontal ? Vector(dx: v, dy: 0) : Vector(dx: 0, dy: v),
                contentSize: configuration.contentSize, containerSize: configuration.containerSize,
                axes: axis == .horizontal ? .horizontal : .vertical, targets: configuration.targets)
            updateTarget?(&proposal, context)
            let proposed = proposal.offset(along: axis)
            if proposed.isFinite { target = proposed }
        }
        return rubberBand.clamped(target)
    }

    private func rect(at offset: Double) -> Rect {
        let size = configuration.containerSize
        return configuration.axis == .horizontal ? Rect(x: offset, y: 0, width: size.width, height: size.height)
                                                 : Rect(x: 0, y: offset, width: size.width, height: size.height)
    }

    // MARK: Helpers

    /// Runs `motion` from `t` (a ballistic or a driven one) with its crossings found as time
    /// advances; `velocity` goes into the phase event.
    func start(_ motion: consuming ScrollMotion, driven: Bool, at t: Double, cause: SelectionCause, target: Double?,
               velocity v: Double, reportedFrom: ScrollPhase? = nil) {
        let old = reportedFrom ?? activity.kind.phase
        activity.start(motion, driven: driven, at: t, cause: cause, targetIndex: target.flatMap { targetIndex(for: $0) })
        selection.follow()
        reportPhase(from: old, at: t, velocity: v)
    }

    /// Switches to `kind`, one without a motion, reporting a phase change (from
    /// `reportedFrom` when given).
    func become(_ kind: ScrollActivity.Kind, at t: Double, velocity v: Double, reportedFrom: ScrollPhase? = nil) {
        let old = reportedFrom ?? activity.kind.phase
        activity.set(kind)
        reportPhase(from: old, at: t, velocity: v)
    }

    /// Reports the change from `old` to the current phase, if it is one.
    func reportPhase(from old: ScrollPhase, at t: Double, velocity v: Double) {
        let phase = activity.kind.phase
        if phase != old {
            events.append(.phase(PhaseChange(from: old, to: phase, time: t, velocity: v)))
        }
    }

    /// The index of the target closest to `offset`, or `nil` without targets.
    func targetIndex(for offset: Double) -> Int? {
        configuration.targets.count > 0 ? configuration.targets.closestIndex(to: offset) : nil
    }

    /// ``Configuration/rubberBand``, kept in the planner (no copy of the configuration).
    var rubberBand: RubberBand { planner.rubberBand }

    /// ``Configuration/resolvedInsets``, read field by field.
    var resolvedInsets: EdgeInsets {
        Configuration.resolvedInsets(configuration.contentInsets, configuration.containerSize, configuration.axis)
    }

    /// Pointer velocity (pointer space) to offset velocity: content follows the pointer.
    /// A fit over extreme positions can overflow: a non-finite estimate counts as zero.
    func offsetVelocity(_ v: Vector) -> Double {
        let velocity = 0 - v.component(along: configuration.axis)  // 0 − x: no negative zero
        return velocity.isFinite ? velocity : 0
    }
}

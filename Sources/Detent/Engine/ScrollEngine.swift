/// The single source of truth for one scroll view: sizes, offset, velocity, phase and the
/// scroll target behaviour.
///
/// Time is an input: every input carries its time (seconds), ``advance(to:)`` moves the
/// world, nothing reads a clock. Motions are closed-form (``ScrollMotion``), so the state at
/// a time and the events, with their exact times, do not depend on how often it is advanced.
/// It does one thing at a time (its activity, as Flutter's `ScrollActivity`), from which the ``phase``
/// comes; a ``BallisticPlanner`` decides what a release does.
///
/// Offset 0 puts the first target under the anchor (a picker's indicator); velocities are
/// offset velocities, positive toward increasing offset (content follows the pointer).
public final class ScrollEngine {
    // `@exclusivity(unchecked)`: no run-time exclusivity checks on the hot paths (their cost:
    // docs/performance.md). Safe: no property is accessed twice at once (inout goes only to other values' methods), callbacks
    // (behaviour, planner, observers) run with no access open, and the engine is not Sendable.

    /// The time of the last input or advance, in seconds.
    @exclusivity(unchecked) public private(set) var time: Double
    @exclusivity(unchecked) public private(set) var configuration: Configuration {
        didSet {
            planner = ProfilePlanner(configuration: configuration)
            selection.use(configuration.targets)
            stretch.configure(configuration, at: time)
        }
    }
    /// What the engine is doing.
    @exclusivity(unchecked) var activity = ScrollActivity()
    /// Where the content rests, or is held, when no motion runs.
    @exclusivity(unchecked) var heldOffset: Double
    /// Where the current gesture or fling started (the behaviour's original target).
    @exclusivity(unchecked) var originalOffset: Double
    /// The scroll target behaviour.
    @exclusivity(unchecked) var behavior = TargetChooser()
    /// The profile's planner, made from ``configuration`` (it also plans steps and scroll-to).
    @exclusivity(unchecked) var planner: ProfilePlanner
    /// Your planner for releases, when set (``setPlanner(_:)``).
    @exclusivity(unchecked) var customPlanner: PlannerCalls?
    /// The target under the anchor and the crossings of the running motion.
    @exclusivity(unchecked) var selection: SelectionTracker
    /// The pointer's or trackpad's recent positions.
    @exclusivity(unchecked) var tracker: VelocityTracker
    /// Events in time order, until removed.
    @exclusivity(unchecked) public internal(set) var events: [ScrollEvent] = []
    @exclusivity(unchecked) var observers = GeometryObservers()
    /// Android 12's stretch at an edge, when the profile stretches.
    @exclusivity(unchecked) var stretch = EdgeStretchTracker()

    /// An engine at rest at `offset`, with no behaviour. Throws for a number that is not
    /// finite or out of range.
    public init(configuration: Configuration, offset: Double = 0, time: Double = 0) throws(ScrollEngineError) {
        try configuration.validate()
        guard offset.isFinite else { throw .nonFinite("the offset") }
        try InputLimits.check(time: time, after: -InputLimits.maximumTime)
        self.configuration = configuration
        planner = ProfilePlanner(configuration: configuration)
        tracker = VelocityTracker(strategy: configuration.physics.velocityEstimation)
        self.time = time
        heldOffset = offset
        originalOffset = offset
        selection = SelectionTracker(targets: configuration.targets, at: offset)
        stretch.configure(configuration, at: time)
        events.reserveCapacity(32)   // a frame's events: a fast fling crosses some 25 targets
    }

    /// An engine at rest at `offset` with `behavior`. Throws for a number that is not finite
    /// or out of range.
    public convenience init<B: ScrollTargetBehavior>(configuration: Configuration, behavior: B, offset: Double = 0,
                                                     time: Double = 0) throws(ScrollEngineError) {
        try self.init(configuration: configuration, offset: offset, time: time)
        setBehavior(behavior)
    }

    #if !hasFeature(Embedded)
    /// An engine at rest at `offset` with `behavior`, if any (an Embedded build has no
    /// existentials: it takes the behaviour's own type).
    package convenience init(configuration: Configuration, behavior: (any ScrollTargetBehavior)?, offset: Double = 0,
                            time: Double = 0) throws(ScrollEngineError) {
        try self.init(configuration: configuration, offset: offset, time: time)
        if let behavior { setBehavior(behavior) }
    }
    #endif

    /// Sets the scroll target behaviour, e.g. `engine.setBehavior(.closestMultiple(of: 10))`;
    /// ``removeBehavior()`` removes it (releases rest at the natural destination).
    public func setBehavior<B: ScrollTargetBehavior>(_ behavior: B) { self.behavior.set(behavior) }
    public func removeBehavior() { behavior.remove() }
    /// Whether a behaviour is set.
    package var hasBehavior: Bool { behavior.isSet }
    /// Whether the behaviour pages (``ScrollTargetBehavior/pages``) on pages of some extent.
    package var pages: Bool { behavior.pages && configuration.containerSize.extent(along: configuration.axis) > 0 }

    /// Plans releases with `planner` from now on (a motion running now goes on);
    /// ``removePlanner()`` goes back to the profile's.
    public func setPlanner(_ planner: some BallisticPlanner) { customPlanner = PlannerCalls(planner) }
    public func removePlanner() { customPlanner = nil }

    /// Replaces the content's size, bounds and targets (as ``setConfiguration(_:)``).
    package func setContent(contentSize: Size, bounds: ClosedRange<Double>, targets: ScrollTargets) throws(ScrollEngineError) {
        var c = configuration
        c.contentSize = contentSize
        c.bounds = bounds
        c.targets = targets
        try setConfiguration(c)
    }

    /// Replaces the configuration; the offset stays, a running motion is re-aimed. New targets
    /// are a new index space: the selection jumps to the closest with one programmatic
    /// ``SelectionChange``, none when targets appear where there were none or all go
    /// (``selectedIndex`` is -1 while there are none). A new axis
    /// cancels a pointer's gesture, as UIKit cancels touches when the interface rotates: the
    /// pointer's positions along the old axis say nothing along the new one. Throws, changing
    /// nothing, for a number that is not finite or out of range.
    public func setConfiguration(_ newConfiguration: Configuration) throws(ScrollEngineError) {
        try newConfiguration.validate()
        if newConfiguration.physics.velocityEstimation != tracker.strategy {
            tracker = VelocityTracker(strategy: newConfiguration.physics.velocityEstimation)
        }
        let newPhysics = newConfiguration.physics != configuration.physics, oldBounds = configuration.bounds
        let newAxis = newConfiguration.axis != configuration.axis
        configuration = newConfiguration
        // New targets are a new index space: the selection jumps once (a programmatic change,
        // like an immediate scroll-to; none when the targets appear or all go), and a running
        // motion's crossings restart from now.
        selection.jump(to: offset, at: time, cause: .programmatic, into: &events)
        if newAxis && activity.kind.pointer != nil {
            release(from: heldOffset, at: time, reportedVelocity: 0, flingVelocity: 0)
        }
        if let m = activity.motion { selection.follow(from: time - m.start) }
        reaimAfterLayoutChange(newPhysics: newPhysics, oldBounds: oldBounds)
        notifyObservers()
    }

    /// The phase at ``time``.
    public var phase: ScrollPhase { activity.kind.phase }
    /// The pointer holding or dragging the content (one at a time), if any.
    package var pointer: Int? { activity.kind.pointer }
    /// Whether a pointer holds the content (before the slop) that it caught moving (or its edge
    /// stretch receding), decided at the pointer's own time: a tap tells itself from a catch so.
    package var pointerCaughtMotion: Bool {
        if case let .hold(h) = activity.kind { return h.caught }
        return false
    }
    /// The target under the anchor at ``time``: the closest one, the lower on a tie; -1 without
    /// targets.
    public var selectedIndex: Int { selection.index }

    /// The displayed offset at ``time``.
    public var offset: Double { (activity.position(at: time) ?? heldOffset) + 0 }

    /// The offset velocity at ``time``, pt/s (dragging, the tracker's estimate).
    public var velocity: Double {
        if let v = activity.velocity(at: time) { return v + 0 }
        return activity.kind.isTracked ? configuration.axis.offsetVelocity(tracker.velocityInPlace(at: time)) : 0
    }

    /// When the running motion ends, or `nil` when none runs.
    package var restTime: Double? { activity.runningEndTime }

    /// The next change of its own: a motion's or a trackpad gesture's end, or the end of a
    /// receding ``edgeStretch`` (a host draws frames until then, also after the content rests).
    public var nextEventTime: Double? {
        if case let .trackpad(g) = activity.kind { return stretch.earlier(trackpadEnd(g), now: time) }
        return stretch.earlier(restTime, now: time)
    }

    /// Whether the content is at rest and not held (the phase is idle; an ``edgeStretch`` may
    /// still recede: ``nextEventTime``).
    public var isIdle: Bool { phase == .idle }

    /// Android 12's stretch at an edge (profiles with ``ScrollPhysics/stretchesAtEdges``;
    /// none otherwise: a scale of 1), in closed form: read it at ``time``.
    public var edgeStretch: EdgeStretch { stretch.value }

    /// Calls `body` with every event in time order, then removes them (the picker's
    /// `drainEvents`). Written here, where ``events`` is declared unchecked: the same read
    /// compiled in another module makes a run-time exclusivity check (some 75 instructions a
    /// frame). Inlinable, so that `body` is inlined into the host's loop.
    @inlinable package func drainEvents(_ body: (ScrollEvent) -> Void) {
        events.withUnsafeBufferPointer { events in
            for e in events { body(e) }
        }
        removeAllEvents()
    }

    /// How many events are collected, and event `i` of them: for a reader that hands them out
    /// a few at a time (the C library). Inlinable and written here, as ``drainEvents(_:)``.
    @inlinable package var eventCount: Int { events.count }
    @inlinable package func event(at i: Int) -> ScrollEvent { events[i] }

    /// The row of target `index`: a looping wheel's index wrapped into one lap (read here,
    /// in place: another module reading ``configuration`` copies all of it and checks access).
    package func targetRow(_ index: Int) -> Int { configuration.targets.wrappedIndex(index) }
    /// The offset of target `index`, nil outside the targets (read in place, as ``targetRow(_:)``).
    package func targetOffset(_ index: Int) -> Double? { configuration.targets.offset(ifPresentAt: index) }

    /// Removes the events collected so far (keeping their storage).
    public func removeAllEvents() {
        // Most frames have no event: checked before anything is set up (the removal is a call).
        if !events.isEmpty { removeEvents() }
    }

    /// A frame with events has one or two: the standard library's
    /// removeAll(keepingCapacity:) costs some 100 instructions however few there are (a
    /// generic replaceSubrange), removing the last some 25 each.
    @inline(never)
    private func removeEvents() {
        if events.count > 4 { events.removeAll(keepingCapacity: true) }
        while events.popLast() != nil {}
    }

    /// Moves the world to `newTime`: motions run, phases and selections change at their exact
    /// times. Refuses a time earlier than ``time`` or outside `InputLimits`.
    public func advance(to newTime: Double) throws(ScrollEngineError) {
        try InputLimits.check(time: newTime, after: time)
        run(to: newTime)
        notifyObservers()
    }

    /// Runs the world to `newTime` (most frames of a motion only move the time).
    @inline(__always)
    func run(to newTime: Double) {
        if let end = activity.runningEndTime, newTime < end {
            // The motion runs on past `newTime`: at most its selection changes to append (most
            // frames have none: checked inline), without `runChanges`' search for its end.
            activity.advance(&selection, through: newTime, into: &events)
            time = newTime
        } else if activity.endTime != nil || activity.kind.isTrackpad {
            runChanges(to: newTime)
        } else {
            time = newTime
        }
    }

    /// ``run(to:)`` as one call: for a motion started by a key, a scroll-to, a trackpad or a
    /// re-plan (a frame's, a pointer's and a release's paths keep it inline).
    // Out of line: each inlined copy is the whole check of the motion's changes.
    @inline(never)
    func runCalled(to newTime: Double) { run(to: newTime) }

    private func runChanges(to newTime: Double) {
        while true {
            if case let .trackpad(g) = activity.kind {
                // A trackpad gesture's quiet end; until then its momentum's crossings.
                let end = trackpadEnd(g)
                activity.advance(&selection, through: Swift.min(end, newTime), into: &events)
                guard end <= newTime else { break }
                time = end
                endTrackpadGesture(at: end)
            } else if activity.kind.isMoving, let end = activity.end() {
                activity.advance(&selection, through: Swift.min(end.time, newTime), into: &events)
                guard end.time <= newTime else { break }
                // The motion ends: exactly at rest (a fling stopped by the edge stretches it).
                heldOffset = end.rest
                time = end.time
                if !activity.kind.isDriven { stretch.absorb(stopOf: activity.motion, at: end.time, rest: end.rest, planner: planner) }
                selection.move(to: heldOffset, at: end.time, cause: end.cause, into: &events)
                become(.idle, at: end.time, velocity: 0)
            } else {
                break
            }
        }
        time = newTime
    }

    /// Applies `input` at its time, after advancing to it. Refuses non-finite numbers and bad
    /// times, leaving the state unchanged.
    public func handle(_ input: ScrollInput, at inputTime: Double) throws(ScrollEngineError) {
        try InputLimits.check(time: inputTime, after: time)
        try input.validate()
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
    /// would (a scripted fling). Refuses while a pointer is down.
    public func fling(velocity v: Double, at inputTime: Double) throws(ScrollEngineError) {
        guard v.isFinite else { throw .nonFinite("fling velocity") }
        try InputLimits.check(time: inputTime, after: time)
        guard activity.kind.pointer == nil else { throw .invalid("a pointer is down") }
        run(to: inputTime)
        grab()
        become(.scriptedFling, at: inputTime, velocity: 0)
        release(from: heldOffset, at: inputTime, reportedVelocity: v, flingVelocity: v)
        notifyObservers()
    }

    /// Releases the content at `x`: the behaviour's target for the planner's natural
    /// destination, the planner's motion onto it, with what of the velocity a stretch showing
    /// does not absorb. `reportedVelocity` goes into the phase event.
    func release(from x: Double, at t: Double, reportedVelocity: Double, flingVelocity: Double) {
        heldOffset = x
        let v = stretch.absorb(release: planner.flingVelocity(release: flingVelocity, at: x), at: t, planner: planner)
        let target = releaseTarget(from: x, velocity: v)
        if let motion = ballisticMotion(x, v, target) {
            start(consume motion, driven: false, at: t, cause: .deceleration, target: target, velocity: reportedVelocity)
            run(to: t)   // a motion may make selection changes at its very start time
        } else {
            become(.idle, at: t, velocity: reportedVelocity)
        }
    }

    /// Where content released at `x` with fling velocity `v` comes to rest: the behaviour's
    /// target for the planner's natural destination, within the bounds.
    func releaseTarget(from x: Double, velocity v: Double) -> Double {
        resolveTarget(natural: naturalDestination(from: x, velocity: v), velocity: v, release: x)
    }

    /// Where content at `x` with fling velocity `v` would come to rest with no bounds and no
    /// behaviour, by the planner (yours when set, else the profile's).
    func naturalDestination(from x: Double, velocity v: Double) -> Double {
        if case let .some(custom) = customPlanner { custom.naturalDestination(x, v, planner) }
        else { planner.naturalDestination(from: x, velocity: v) }
    }

    /// The planner's motion (yours when set, else the profile's) for a release from `x` with
    /// `v` onto `target`; `pages: false` plans a page as any target, not sprung there.
    @inline(__always)
    func ballisticMotion(_ x: Double, _ v: Double, _ target: Double, releaseVelocity r: Double? = nil,
                         pages: Bool = true) -> ScrollMotion? {
        let release = BallisticRelease(position: x, velocity: v, target: target, snaps: hasBehavior,
                                       pages: pages && self.pages, releaseVelocity: r)
        if case let .some(custom) = customPlanner { return custom.motion(release, planner) }
        return planner.motion(from: x, velocity: v, target: target, snaps: release.snaps, pages: release.pages, release: r)
    }

    /// The natural target through the behaviour, clamped to the bounds.
    func resolveTarget(natural: Double, velocity v: Double, release: Double? = nil) -> Double {
        rubberBand.clamped(behavior.target(natural: natural, velocity: v, original: originalOffset, release: release,
                                           axis: configuration.axis, size: configuration.containerSize,
                                           contentSize: configuration.contentSize, targets: configuration.targets))
    }

    /// Changes the activity and reports the phase change it makes, if any.
    @inline(__always)
    func transition(at t: Double, velocity v: Double, _ change: (inout ScrollActivity) -> Void) {
        let old = activity.kind.phase
        change(&activity)
        reportPhase(from: old, at: t, velocity: v)
    }

    /// After the activity changed from one of phase `old`: the phase change, if any (the one
    /// place a ``PhaseChange`` is made).
    @inline(__always)
    func reportPhase(from old: ScrollPhase, at t: Double, velocity v: Double) {
        stretch.hold(activity.kind.pointer != nil, at: t)
        let new = activity.kind.phase
        if new != old { events.append(.phase(PhaseChange(from: old, to: new, time: t, velocity: v))) }
    }

    /// Runs `motion` (ballistic or driven) from `t`; `v` goes into the phase event. The motion
    /// is moved into the activity, not copied.
    @inline(__always)
    func start(_ motion: consuming ScrollMotion, driven: Bool, at t: Double, cause: SelectionCause, target: Double?,
               velocity v: Double) {
        let index = target.flatMap { targetIndex(for: $0) }
        let old = activity.kind.phase
        activity.start(motion, driven: driven, at: t, cause: cause, targetIndex: index)
        reportPhase(from: old, at: t, velocity: v)
        selection.follow()
    }

    /// Switches to `kind`, one without a motion.
    func become(_ kind: ScrollActivity.Kind, at t: Double, velocity v: Double) {
        transition(at: t, velocity: v) { $0.set(kind) }
    }

    /// The index of the target closest to `offset`, or `nil` without targets.
    func targetIndex(for offset: Double) -> Int? {
        configuration.targets.count > 0 ? configuration.targets.closestIndex(to: offset) : nil
    }

    /// ``Configuration/rubberBand``, kept in the planner.
    var rubberBand: RubberBand { planner.rubberBand }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The single source of truth for one scroll view: sizes, offset, velocity, phase and the
/// scroll target behaviour.
///
/// Time is an input. Every input carries its time (seconds); ``advance(to:)`` moves the
/// world; nothing reads a clock. Motions are closed-form (``Deceleration``,
/// ``SpringMotion``), so the state at a time and the events (with their exact times) do not
/// depend on how often the engine is advanced.
///
/// The offset is a position along the scroll axis such that offset 0 puts the first target
/// under the anchor (for a picker, the indicator). Velocities are offset velocities,
/// positive toward increasing offset: content follows the pointer, so a drag toward smaller
/// x increases the offset.
///
/// Defaults (each is ``Configuration``): a drag starts after a slop of 8 pt; releases slower
/// than 50 pt/s count as no fling; flings faster than 8000 pt/s are capped for the motion; a
/// trackpad gesture ends after 50 ms without deltas; a retargeted deceleration is used when
/// its decay stays between 0.5 and 2 times the configured rate's (otherwise a spring).
public final class ScrollEngine {
    /// What the engine scrolls and how.
    public struct Configuration: Sendable {
        /// The scroll axis.
        public var axis: Axis
        /// The visible container's size.
        public var containerSize: Size
        /// The content's size (without insets), reported in ``ScrollGeometry``.
        public var contentSize: Size
        /// Padding around the content; `nil` pads half the container on both ends of the axis
        /// (what lets a picker's first and last items reach a centred indicator).
        public var contentInsets: EdgeInsets?
        /// The range of resting offsets.
        public var bounds: ClosedRange<Double>
        /// Where items line up with the anchor (snapping, keys, notches, selection).
        public var targets: ScrollTargets
        /// How quickly a fling slows down.
        public var rate: DecelerationRate = .normal
        /// How far a pointer moves before a drag starts, in points.
        public var slop: Double = 8
        /// Release speeds below this count as zero, in points per second.
        public var minimumFlingSpeed: Double = 50
        /// Release speeds above this are capped for the motion, in points per second.
        public var maximumFlingSpeed: Double = 8000
        /// A trackpad (precise wheel) gesture ends after this long without a delta, in seconds.
        public var wheelQuietPeriod: Double = 0.05
        /// Points per wheel notch: a notched delta of this size moves one target.
        public var pointsPerNotch: Double = 10
        /// Targets moved by page up / page down.
        public var targetsPerPage: Int = 5
        /// How far keys and notches move when there are no targets, in points.
        public var lineStep: Double = 40
        /// The spring of scroll-to (SwiftUI's default, `Spring(duration: 0.5, bounce: 0)`).
        public var scrollToSpring: Spring = .smooth
        /// The spring of key and notch steps.
        public var stepSpring: Spring = Spring(duration: 0.3, bounce: 0)
        /// The spring that settles a release on a target it cannot decelerate onto.
        public var snapSpring: Spring = .snappy
        /// The spring that brings content back onto an edge after an overshoot.
        public var bounceSpring: Spring = Spring(duration: 0.4, bounce: 0)
        /// The speed at which a retargeted deceleration reaches its target (≤ 10 pt/s).
        public var endSpeed: Double = Deceleration.defaultEndSpeed
        /// A retargeted deceleration is used when its decay is within this factor of the
        /// configured rate's (1/factor … factor); otherwise a spring.
        public var retargetTolerance: Double = 2

        public init(axis: Axis = .horizontal, containerSize: Size, contentSize: Size,
                    contentInsets: EdgeInsets? = nil, bounds: ClosedRange<Double>,
                    targets: ScrollTargets) {
            self.axis = axis
            self.containerSize = containerSize
            self.contentSize = contentSize
            self.contentInsets = contentInsets
            self.bounds = bounds
            self.targets = targets
        }

        /// The insets in force: explicit ones, or half the container along the axis.
        public var resolvedInsets: EdgeInsets {
            if let contentInsets { return contentInsets }
            let half = containerSize.extent(along: axis) / 2
            return axis == .horizontal ? EdgeInsets(leading: half, trailing: half)
                                       : EdgeInsets(top: half, bottom: half)
        }

        func validate() throws(ScrollEngineError) {
            for (name, v) in [("container width", containerSize.width), ("container height", containerSize.height),
                              ("content width", contentSize.width), ("content height", contentSize.height),
                              ("lower bound", bounds.lowerBound), ("upper bound", bounds.upperBound),
                              ("slop", slop), ("minimum fling speed", minimumFlingSpeed),
                              ("maximum fling speed", maximumFlingSpeed), ("wheel quiet period", wheelQuietPeriod),
                              ("points per notch", pointsPerNotch), ("line step", lineStep), ("end speed", endSpeed)] {
                guard v.isFinite else { throw .nonFinite(name) }
            }
            guard containerSize.width >= 0, containerSize.height >= 0 else { throw .invalid("the container size is negative") }
            guard pointsPerNotch > 0 else { throw .invalid("points per notch must be positive") }
            guard endSpeed > 0, endSpeed <= 10 else { throw .invalid("the end speed must be in 0 < s ≤ 10 pt/s") }
        }
    }

    // MARK: State

    public private(set) var configuration: Configuration
    /// The time of the last input or advance, in seconds.
    public private(set) var time: Double
    /// The phase at ``time``.
    public private(set) var phase: ScrollPhase = .idle
    /// The target under the anchor at ``time``: the closest one, the lower on a tie.
    public private(set) var selectedIndex: Int
    /// Events in time order, appended by ``handle(_:at:)`` and ``advance(to:)`` until removed.
    public private(set) var events: [ScrollEvent] = []

    private var behavior: (any ScrollTargetBehavior)?
    /// Where the content rests, or is held, when no motion runs.
    private var heldOffset: Double
    private var motion: MotionPlan?
    private var originalOffset: Double

    // The pointer or trackpad gesture.
    private var tracker = VelocityTracker()
    private var activePointer: Int?
    private var pointerStart = 0.0        // pointer position (axis) at down
    private var dragAnchorPointer = 0.0   // pointer position at which the drag was anchored
    private var dragAnchorRaw = 0.0       // raw (un-banded) offset then
    private var lastPointer = 0.0
    private var caughtMotion = false
    private var wheelGesture = false
    private var wheelAccumulated = 0.0    // the pointer-space position of a trackpad gesture
    private var lastWheelTime = 0.0

    private var observers: [(ScrollGeometry) -> Void] = []

    /// An engine at rest at `offset`.
    public init(configuration: Configuration, behavior: (any ScrollTargetBehavior)? = nil,
                offset: Double = 0, time: Double = 0) {
        self.configuration = configuration
        self.behavior = behavior
        self.time = time
        heldOffset = offset
        originalOffset = offset
        selectedIndex = configuration.targets.closestIndex(to: offset)
        events.reserveCapacity(256)
    }

    /// Sets the scroll target behaviour, e.g. `engine.setBehavior(.closestMultiple(of: 10))`.
    public func setBehavior<B: ScrollTargetBehavior>(_ behavior: B) { self.behavior = behavior }
    /// Removes the behaviour: releases rest at the natural destination.
    public func removeBehavior() { behavior = nil }
    /// Whether a behaviour is set.
    public var hasBehavior: Bool { behavior != nil }

    /// Replaces the content's size, bounds and targets (the offset stays; a running motion
    /// is re-aimed at the new bounds).
    public func setContent(contentSize: Size, bounds: ClosedRange<Double>, targets: ScrollTargets) {
        configuration.contentSize = contentSize
        configuration.bounds = bounds
        configuration.targets = targets
        reaimAfterLayoutChange()
        updateSelection(to: offset, at: time, cause: .programmatic)
        notifyObservers()
    }

    // MARK: Reading

    /// The displayed offset at ``time``.
    public var offset: Double {
        if let motion { return motion.position(at: time) }
        return heldOffset
    }

    /// The offset velocity at ``time``, in points per second (during a drag, the tracker's
    /// estimate).
    public var velocity: Double {
        if let motion { return motion.velocity(at: time) }
        if phase == .interacting { return offsetVelocity(tracker.velocity(at: time)) }
        return 0
    }

    /// When the running motion ends, or `nil` when none runs.
    public var restTime: Double? { motion?.endTime }

    /// The earliest internal change still ahead: a motion's end or a trackpad gesture's end.
    public var nextEventTime: Double? {
        if wheelGesture { return lastWheelTime + configuration.wheelQuietPeriod }
        return motion?.endTime
    }

    /// Whether nothing moves and nothing is held.
    public var isIdle: Bool { phase == .idle }

    /// The scroll geometry at ``time``.
    public var geometry: ScrollGeometry {
        let insets = configuration.resolvedInsets
        let axis = configuration.axis
        let origin = offset - insets.leading(along: axis)
        return ScrollGeometry(
            contentOffset: axis == .horizontal ? Point(x: origin, y: -insets.top) : Point(x: -insets.leading, y: origin),
            contentSize: configuration.contentSize,
            contentInsets: insets,
            containerSize: configuration.containerSize)
    }

    /// The transition phase of an item with `frame` (content coordinates) and its
    /// continuous progress; the region is the visible rect inset by the content insets.
    public func transition(for frame: Rect, threshold: ScrollTransitionThreshold = .visible)
        -> (phase: ScrollTransitionPhase, progress: Double)
    {
        let axis = configuration.axis
        let insets = configuration.resolvedInsets
        let o = offset
        let extent = configuration.containerSize.extent(along: axis)
        let visibleStart = o - insets.leading(along: axis)
        let r0 = visibleStart + insets.leading(along: axis)
        let r1 = Swift.max(r0, visibleStart + extent - insets.trailing(along: axis))
        return ScrollTransitionPhase.resolve(itemStart: frame.min(along: axis), itemEnd: frame.max(along: axis),
                                             regionStart: r0, regionEnd: r1, threshold: threshold)
    }

    /// Observes the geometry like SwiftUI's `onScrollGeometryChange(for:of:action:)`:
    /// `action(old, new)` is called after an input or advance whenever `transform` of the
    /// geometry changes.
    public func onGeometryChange<T: Equatable>(for type: T.Type = T.self,
                                               of transform: @escaping (ScrollGeometry) -> T,
                                               action: @escaping (_ old: T, _ new: T) -> Void) {
        var last = transform(geometry)
        observers.append { geometry in
            let value = transform(geometry)
            if value != last {
                let old = last
                last = value
                action(old, value)
            }
        }
    }

    /// Removes the events collected so far (keeping their storage).
    public func removeAllEvents() { events.removeAll(keepingCapacity: true) }

    // MARK: Moving time

    /// Moves the world to `newTime`: motions run, phases and selections change at their
    /// exact times. Refuses a time earlier than ``time``.
    public func advance(to newTime: Double) throws(ScrollEngineError) {
        guard newTime.isFinite else { throw .nonFinite("time") }
        guard newTime >= time else { throw .timeWentBackwards(time: newTime, last: time) }
        run(to: newTime)
        notifyObservers()
    }

    private func run(to newTime: Double) {
        while true {
            // A trackpad gesture's quiet end.
            if wheelGesture {
                let end = lastWheelTime + configuration.wheelQuietPeriod
                if end <= newTime {
                    time = end
                    endWheelGesture(at: end)
                    continue
                }
                break
            }
            guard var plan = motion else { break }
            let end = plan.endTime
            let until = Swift.min(end, newTime)
            while plan.reported < plan.crossings.count && plan.crossings[plan.reported].time <= until {
                let change = plan.crossings[plan.reported]
                plan.reported += 1
                selectedIndex = change.to
                events.append(.selection(change))
            }
            motion = plan
            if end <= newTime {
                // The motion ends: exactly at rest.
                heldOffset = plan.restPosition
                motion = nil
                time = end
                updateSelection(to: heldOffset, at: end, cause: plan.cause)
                setPhase(.idle, at: end, velocity: 0)
                continue
            }
            break
        }
        time = newTime
    }

    // MARK: Inputs

    /// Applies `input` at `time` (after advancing to it). Refuses non-finite numbers and
    /// times earlier than ``time``, leaving the state unchanged.
    public func handle(_ input: ScrollInput, at inputTime: Double) throws(ScrollEngineError) {
        guard inputTime.isFinite else { throw .nonFinite("time") }
        guard inputTime >= time else { throw .timeWentBackwards(time: inputTime, last: time) }
        try Self.validate(input)
        run(to: inputTime)
        let axis = configuration.axis
        switch input {
        case let .pointerDown(p, id):
            pointerDown(p.component(along: axis), id: id, at: inputTime, sample: p)
        case let .pointerMove(p, id):
            guard id == activePointer else { break }
            pointerMove(p.component(along: axis), at: inputTime, sample: p)
        case let .pointerUp(p, id):
            guard id == activePointer else { break }
            pointerUp(p.component(along: axis), at: inputTime)
        case let .pointerCancel(id):
            guard id == activePointer else { break }
            activePointer = nil
            finishGesture(at: inputTime, reportedVelocity: 0, flingVelocity: 0, cause: .deceleration)
        case let .wheel(dx, dy, precise):
            let delta = abs(dx) >= abs(dy) ? dx : dy
            if precise { preciseWheel(delta, at: inputTime) } else { notchedWheel(delta, at: inputTime) }
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
    /// with that estimate would (for scripted flings). Refuses while a pointer is down.
    public func fling(velocity v: Double, at inputTime: Double) throws(ScrollEngineError) {
        guard v.isFinite, inputTime.isFinite else { throw .nonFinite("fling velocity or time") }
        guard inputTime >= time else { throw .timeWentBackwards(time: inputTime, last: time) }
        guard activePointer == nil else { throw .invalid("a pointer is down") }
        run(to: inputTime)
        if wheelGesture { wheelGesture = false }
        let x = offset
        motion = nil
        heldOffset = x
        originalOffset = x
        if phase != .interacting { setPhase(.interacting, at: inputTime, velocity: velocity) }
        release(from: x, at: inputTime, reportedVelocity: v, flingVelocity: v, rawExcessSlope: 1)
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

    // MARK: Pointer

    private func pointerDown(_ p: Double, id: Int, at t: Double, sample: Point) {
        guard activePointer == nil else { return }   // one pointer at a time
        if wheelGesture { wheelGesture = false }
        activePointer = id
        let x = offset
        caughtMotion = motion != nil || phase == .interacting
        motion = nil
        heldOffset = x
        originalOffset = x
        pointerStart = p
        lastPointer = p
        tracker.reset()
        tracker.addSample(sample, at: t)
        setPhase(.tracking, at: t, velocity: 0)
    }

    private func pointerMove(_ p: Double, at t: Double, sample: Point) {
        tracker.addSample(sample, at: t)
        lastPointer = p
        if phase == .tracking {
            guard abs(p - pointerStart) > configuration.slop else { return }
            // The drag starts here, from where the content is: no jump by the slop.
            dragAnchorPointer = p
            dragAnchorRaw = rawOffset(forDisplayed: heldOffset)
            setPhase(.interacting, at: t, velocity: offsetVelocity(tracker.velocity(at: t)))
            return
        }
        guard phase == .interacting else { return }
        dragTo(p, at: t)
    }

    private func dragTo(_ p: Double, at t: Double) {
        let raw = dragAnchorRaw - (p - dragAnchorPointer)
        heldOffset = displayedOffset(forRaw: raw)
        updateSelection(to: heldOffset, at: t, cause: .drag)
    }

    private func pointerUp(_ p: Double, at t: Double) {
        // The up position moves the content first (it is not a velocity sample).
        if phase == .interacting && p != lastPointer { dragTo(p, at: t) }
        lastPointer = p
        activePointer = nil
        if phase == .tracking {
            if caughtMotion {
                finishGesture(at: t, reportedVelocity: 0, flingVelocity: 0, cause: .deceleration)
            } else {
                setPhase(.idle, at: t, velocity: 0)
            }
            return
        }
        let v = offsetVelocity(tracker.velocity(at: t))
        finishGesture(at: t, reportedVelocity: v, flingVelocity: v, cause: .deceleration)
    }

    /// Ends a pointer or trackpad gesture: from tracking or interacting to a release.
    private func finishGesture(at t: Double, reportedVelocity: Double, flingVelocity: Double, cause: SelectionCause) {
        let x = heldOffset
        let slope = overscrollSlope(at: x)
        release(from: x, at: t, reportedVelocity: reportedVelocity, flingVelocity: flingVelocity, rawExcessSlope: slope)
    }

    // MARK: Release

    /// Releases the content at `x` with an offset velocity: picks the target through the
    /// behaviour and the motion onto it. `reportedVelocity` goes into the phase event.
    private func release(from x: Double, at t: Double, reportedVelocity: Double, flingVelocity: Double,
                         rawExcessSlope: Double) {
        let c = configuration
        var v = abs(flingVelocity) < c.minimumFlingSpeed ? 0 : flingVelocity
        v = Swift.max(-c.maximumFlingSpeed, Swift.min(c.maximumFlingSpeed, v))
        let lower = c.bounds.lowerBound, upper = c.bounds.upperBound
        let outside = x < lower || x > upper
        if outside { v *= rawExcessSlope }   // the content moves at the banded speed
        let natural = Deceleration.naturalDestination(position: x, velocity: v, rate: c.rate)
        let target = resolveTarget(natural: natural, velocity: v)
        let restIndex = targetIndex(for: target)

        let plan: MotionPlan?
        if outside || (v == 0 && x != target) {
            plan = spring(from: x, velocity: v, to: target, spring: c.snapSpring, at: t, cause: .deceleration, index: restIndex)
        } else if v == 0 {
            plan = nil
        } else if !hasBehavior && natural > lower && natural < upper {
            // Free: decelerate to the natural destination.
            plan = MotionPlan(.deceleration(Deceleration(position: x, velocity: v, rate: c.rate)), start: t,
                              phase: .decelerating, cause: .deceleration, targetIndex: restIndex)
        } else if (natural >= upper && target == upper && v > 0 && x < upper) ||
                  (natural <= lower && target == lower && v < 0 && x > lower) {
            plan = bounce(from: x, velocity: v, edge: target, at: t, index: restIndex)
        } else if let d = Deceleration(position: x, velocity: v, through: target, endSpeed: c.endSpeed),
                  d.decay / c.rate.decayPerSecond <= c.retargetTolerance,
                  d.decay / c.rate.decayPerSecond >= 1 / c.retargetTolerance {
            plan = MotionPlan(.deceleration(d), start: t, phase: .decelerating, cause: .deceleration, targetIndex: restIndex)
        } else {
            plan = spring(from: x, velocity: v, to: target, spring: c.snapSpring, at: t, cause: .deceleration, index: restIndex)
        }
        heldOffset = x
        if let plan {
            begin(plan)
            setPhase(.decelerating, at: t, velocity: reportedVelocity)
            // A motion may make selection changes at its very start time.
            run(to: t)
        } else {
            setPhase(.idle, at: t, velocity: reportedVelocity)
        }
    }

    /// The natural target through the behaviour, clamped to the bounds.
    private func resolveTarget(natural: Double, velocity v: Double) -> Double {
        let c = configuration
        var target = natural
        if let behavior {
            let axis = c.axis
            var proposal = ScrollTarget(rect: rect(at: natural))
            let context = ScrollTargetBehaviorContext(
                originalTarget: ScrollTarget(rect: rect(at: originalOffset)),
                velocity: axis == .horizontal ? Vector(dx: v, dy: 0) : Vector(dx: 0, dy: v),
                contentSize: c.contentSize, containerSize: c.containerSize,
                axes: axis == .horizontal ? .horizontal : .vertical, targets: c.targets)
            behavior.updateTarget(&proposal, context: context)
            let proposed = proposal.offset(along: axis)
            if proposed.isFinite { target = proposed }
        }
        return clampedToBounds(target)
    }

    private func rect(at offset: Double) -> Rect {
        let size = configuration.containerSize
        return configuration.axis == .horizontal ? Rect(x: offset, y: 0, width: size.width, height: size.height)
                                                 : Rect(x: 0, y: offset, width: size.width, height: size.height)
    }

    private func spring(from x: Double, velocity v: Double, to target: Double, spring: Spring, at t: Double,
                        cause: SelectionCause, index: Int?) -> MotionPlan {
        MotionPlan(.spring(SpringMotion(spring: spring, from: x, to: target, velocity: v)), start: t,
                   phase: .decelerating, cause: cause, targetIndex: index)
    }

    /// A deceleration into the edge, then a spring that carries its remaining velocity past
    /// the edge and settles back on it.
    private func bounce(from x: Double, velocity v: Double, edge: Double, at t: Double, index: Int?) -> MotionPlan {
        let c = configuration
        let d = Deceleration(position: x, velocity: v, rate: c.rate)
        guard let te = d.time(toReach: edge), te < d.endTime else {
            return spring(from: x, velocity: v, to: edge, spring: c.snapSpring, at: t, cause: .deceleration, index: index)
        }
        var plan = MotionPlan(.deceleration(d), start: t, phase: .decelerating, cause: .deceleration, targetIndex: index)
        plan.second = .spring(SpringMotion(spring: c.bounceSpring, from: edge, to: edge, velocity: d.velocity(at: te)))
        plan.switchTime = t + te
        return plan
    }

    // MARK: Wheel

    private func preciseWheel(_ delta: Double, at t: Double) {
        guard activePointer == nil else { return }
        if !wheelGesture {
            wheelGesture = true
            let x = offset
            motion = nil
            heldOffset = x
            originalOffset = x
            wheelAccumulated = 0
            dragAnchorPointer = 0
            dragAnchorRaw = rawOffset(forDisplayed: x)
            tracker.reset()
            setPhase(.interacting, at: t, velocity: 0)
        }
        // Positive deltas increase the offset: the pointer-space position moves the other way.
        wheelAccumulated -= delta
        lastWheelTime = t
        tracker.addSample(Point(x: wheelAccumulated, y: wheelAccumulated), at: t)
        let raw = dragAnchorRaw - (wheelAccumulated - dragAnchorPointer)
        heldOffset = displayedOffset(forRaw: raw)
        updateSelection(to: heldOffset, at: t, cause: .wheel)
    }

    /// The quiet period after the last trackpad delta has passed: fling from where the
    /// content is with the release velocity decayed over the quiet period.
    private func endWheelGesture(at t: Double) {
        wheelGesture = false
        let estimate = tracker.estimate()
        let reported = offsetVelocity(Vector(dx: estimate.dx, dy: estimate.dx))
        let c = configuration
        let decayed = reported * exp(c.rate.decayPerSecond * (t - lastWheelTime))
        finishGesture(at: t, reportedVelocity: reported, flingVelocity: decayed, cause: .deceleration)
    }

    private func notchedWheel(_ delta: Double, at t: Double) {
        guard activePointer == nil, !wheelGesture, delta != 0 else { return }
        // More notches than targets cannot move further: clamp before converting to Int.
        let limit = Double(Swift.max(configuration.targets.count, 1_000) + 1)
        let notches = Swift.max(-limit, Swift.min(limit, (delta / configuration.pointsPerNotch).rounded()))
        let n = notches == 0 ? (delta > 0 ? 1 : -1) : Int(notches)
        step(by: n, at: t, cause: .wheel)
    }

    // MARK: Keys and scroll-to

    private func keyPress(_ key: ScrollKey, at t: Double) {
        guard activePointer == nil, !wheelGesture else { return }
        let c = configuration
        let page = c.targetsPerPage
        switch key {
        case .right, .down: step(by: 1, at: t, cause: .key)
        case .left, .up: step(by: -1, at: t, cause: .key)
        case .pageDown: step(by: page, at: t, cause: .key)
        case .pageUp: step(by: -page, at: t, cause: .key)
        case .home: animate(to: c.bounds.lowerBound, spring: c.stepSpring, at: t, cause: .key)
        case .end: animate(to: c.bounds.upperBound, spring: c.stepSpring, at: t, cause: .key)
        }
    }

    /// Moves `n` targets from the pending target (where a running step is headed, so quick
    /// presses accumulate), animated.
    private func step(by n: Int, at t: Double, cause: SelectionCause) {
        let c = configuration
        let targets = c.targets
        let destination: Double
        if targets.count > 0 {
            let from = motion?.targetIndex ?? targets.closestIndex(to: motion?.restPosition ?? offset)
            let index = Swift.max(0, Swift.min(targets.count - 1, from + n))
            destination = targets.offset(at: index)
        } else {
            let from = motion?.restPosition ?? offset
            let amount = abs(n) == c.targetsPerPage ? c.containerSize.extent(along: c.axis) : c.lineStep
            destination = from + (n > 0 ? amount : -amount)
        }
        animate(to: destination, spring: c.stepSpring, at: t, cause: cause)
    }

    private func scroll(to destination: ScrollDestination, animated: Bool, at t: Double) {
        let c = configuration
        let target: Double
        switch destination {
        case let .offset(o): target = o
        case let .target(i):
            guard c.targets.count > 0 else { return }
            target = c.targets.offset(at: Swift.max(0, Swift.min(c.targets.count - 1, i)))
        }
        guard activePointer == nil else { return }
        if wheelGesture { wheelGesture = false }
        if animated {
            animate(to: target, spring: c.scrollToSpring, at: t, cause: .programmatic)
        } else {
            let clamped = clampedToBounds(target)
            motion = nil
            heldOffset = clamped
            // An immediate jump is a single change from the old value to the new.
            let index = c.targets.closestIndex(to: clamped)
            if c.targets.count > 0 && index != selectedIndex {
                events.append(.selection(SelectionChange(from: selectedIndex, to: index, time: t, cause: .programmatic)))
                selectedIndex = index
            }
            setPhase(.idle, at: t, velocity: 0)
        }
    }

    /// A spring from where the content is, with its velocity, to `destination` (clamped).
    private func animate(to destination: Double, spring: Spring, at t: Double, cause: SelectionCause) {
        let target = clampedToBounds(destination)
        let x = offset, v = velocity
        let index = targetIndex(for: target)
        if x == target && v == 0 {
            motion = nil
            heldOffset = x
            setPhase(.idle, at: t, velocity: 0)
            return
        }
        begin(MotionPlan(.spring(SpringMotion(spring: spring, from: x, to: target, velocity: v)), start: t,
                         phase: .animating, cause: cause, targetIndex: index))
        heldOffset = x
        setPhase(.animating, at: t, velocity: v)
    }

    // MARK: Layout changes

    /// After a resize or new content: a running motion is re-aimed at a target the behaviour
    /// accepts within the bounds; content at rest outside the bounds springs back.
    private func reaimAfterLayoutChange() {
        let c = configuration
        let t = time
        if let plan = motion {
            let x = plan.position(at: t), v = plan.velocity(at: t)
            let target: Double
            if plan.phase == .decelerating {
                target = resolveTarget(natural: plan.restPosition, velocity: v)
            } else {
                target = clampedToBounds(plan.restPosition)
            }
            if target != plan.restPosition {
                begin(MotionPlan(.spring(SpringMotion(spring: c.snapSpring, from: x, to: target, velocity: v)),
                                 start: t, phase: plan.phase, cause: plan.cause, targetIndex: targetIndex(for: target)))
            }
        } else if phase == .idle {
            let x = heldOffset
            if x < c.bounds.lowerBound || x > c.bounds.upperBound {
                let target = resolveTarget(natural: x, velocity: 0)
                begin(spring(from: x, velocity: 0, to: target, spring: c.snapSpring, at: t, cause: .deceleration,
                             index: targetIndex(for: target)))
                setPhase(.decelerating, at: t, velocity: 0)
            }
        }
    }

    // MARK: Helpers

    /// Runs `plan` from now on, with every selection change it will make worked out ahead.
    private func begin(_ plan: MotionPlan) {
        var plan = plan
        plan.computeCrossings(from: selectedIndex, targets: configuration.targets)
        motion = plan
    }

    /// `x` clamped to the bounds.
    private func clampedToBounds(_ x: Double) -> Double {
        Swift.min(configuration.bounds.upperBound, Swift.max(configuration.bounds.lowerBound, x))
    }

    /// The index of the target closest to `offset`, or `nil` without targets.
    private func targetIndex(for offset: Double) -> Int? {
        configuration.targets.count > 0 ? configuration.targets.closestIndex(to: offset) : nil
    }

    /// Pointer velocity (pointer space) to offset velocity: content follows the pointer.
    /// A fit over extreme positions can overflow: a non-finite estimate counts as zero.
    private func offsetVelocity(_ v: Vector) -> Double {
        let velocity = 0 - v.component(along: configuration.axis)  // 0 − x: no negative zero
        return velocity.isFinite ? velocity : 0
    }

    private var rubberBand: RubberBand {
        RubberBand(dimension: configuration.containerSize.extent(along: configuration.axis))
    }

    /// The displayed offset for a raw (pointer-following) offset: past an edge, banded.
    private func displayedOffset(forRaw raw: Double) -> Double {
        let lower = configuration.bounds.lowerBound, upper = configuration.bounds.upperBound
        if raw < lower { return lower + rubberBand.offset(forExcess: raw - lower) }
        if raw > upper { return upper + rubberBand.offset(forExcess: raw - upper) }
        return raw
    }

    /// The raw offset that displays as `displayed`: the rubber band's inverse past an edge.
    private func rawOffset(forDisplayed displayed: Double) -> Double {
        let lower = configuration.bounds.lowerBound, upper = configuration.bounds.upperBound
        if displayed < lower { return lower + rubberBand.excess(forOffset: displayed - lower) }
        if displayed > upper { return upper + rubberBand.excess(forOffset: displayed - upper) }
        return displayed
    }

    /// The rubber band's slope at the displayed offset `x` (1 inside the bounds).
    private func overscrollSlope(at x: Double) -> Double {
        let lower = configuration.bounds.lowerBound, upper = configuration.bounds.upperBound
        if x < lower { return rubberBand.slope(atExcess: rawOffset(forDisplayed: x) - lower) }
        if x > upper { return rubberBand.slope(atExcess: rawOffset(forDisplayed: x) - upper) }
        return 1
    }

    /// Emits one selection event per target crossed between the current selection and the
    /// one at `x`, all at time `t` (drags and other inputs).
    private func updateSelection(to x: Double, at t: Double, cause: SelectionCause) {
        let targets = configuration.targets
        guard targets.count > 0 else { return }
        let index = targets.closestIndex(to: x)
        while selectedIndex != index {
            let next = index > selectedIndex ? selectedIndex + 1 : selectedIndex - 1
            events.append(.selection(SelectionChange(from: selectedIndex, to: next, time: t, cause: cause)))
            selectedIndex = next
        }
    }

    private func setPhase(_ newPhase: ScrollPhase, at t: Double, velocity v: Double) {
        guard newPhase != phase else { return }
        events.append(.phase(PhaseChange(from: phase, to: newPhase, time: t, velocity: v)))
        phase = newPhase
    }

    private func notifyObservers() {
        guard !observers.isEmpty else { return }
        let g = geometry
        for observer in observers { observer(g) }
    }
}

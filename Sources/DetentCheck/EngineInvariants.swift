import Detent

/// One broken promise: when, and what.
public struct InvariantViolation: Hashable, Sendable, CustomStringConvertible {
    public var kind: Invariant
    /// The engine's time when it was seen.
    public var time: Double
    public var message: String
    /// ``EngineInvariants/label`` then (the soak's gesture number).
    public var label: Int
    /// ``EngineInvariants/context`` then (the kind of gesture).
    public var context: String
    public var description: String { "\(kind.rawValue) at t = \(time) (gesture \(label), \(context)): \(message)" }
}

/// The kinds of promise ``EngineInvariants`` checks.
public enum Invariant: String, Hashable, Sendable, CaseIterable {
    case finite, phase, eventTime, selection, speed, overshoot, rest
    /// A release that takes longer to rest than its profile allows (``EngineInvariants/restTimeBound(_:pages:speed:excess:)``).
    case restTime
    /// Two engines fed the same inputs and advanced in different steps disagree.
    case frameRate
    /// The engine or the picker refused an input the driver made valid.
    case refused
}

/// What was just done to the engine, for ``EngineInvariants/check(_:after:)``.
public enum EngineStep: Hashable, Sendable {
    /// An input (or a fling, a content change) applied at `time`.
    case input(time: Double)
    /// `advance(to:)`: only motions and gesture ends may change anything.
    case advance
}

/// The promises a ``ScrollEngine`` keeps after every step, checked in one place for the
/// fuzz targets, `detent soak` and the tests, each as what a person would feel if it broke,
/// and each for every platform profile (``ScrollPhysics``):
///
/// - every number is finite (offset, velocity, time, event times and velocities): content
///   never vanishes, however far a profile without an overshoot bound carries it; and the
///   edge stretch (``ScrollEngine/edgeStretch``) too: its distance 0 … 1, its scale
///   1 … 1.032, none under a profile that does not stretch;
/// - phase changes are legal: each starts from the phase before it, changes it, and is one
///   the engine can make (no key animation while a pointer is down; without an input only a
///   motion's end or a trackpad gesture's end);
/// - the selection chain is contiguous (steps of one, an immediate jump aside, and a step's
///   span past its bound of events), its times
///   do not decrease, and the selection agrees with the offset after every step: the value
///   under the indicator is the one reported;
/// - after a fling (a release at the fling speed or above) the speed never exceeds the
///   release speed until the next input, or past an edge the planner's return-speed limit
///   (``ProfilePlanner/returnSpeedLimit(at:release:)``: the edge's pull from rest there,
///   if faster): nothing speeds up after a let-go. A bounce turns back (iOS's and
///   Flutter's springs, GTK's overshoot) and returns no faster; GTK's clamp 50 pt past the
///   edge cuts the speed to 0 (a drop, which is allowed) and its spring back from rest there
///   pulls at about 184 pt/s, below the 1,359 pt/s a fling needs to get that far;
///   Flutter's bounce ends within 20/dpr pt/s and lands on the edge (a drop too);
/// - content no one holds goes no farther past an edge than its profile lets it
///   (``overshootBound(excess:physics:container:)``): iOS a quarter of the container, GTK
///   50 pt, Android and Flutter's clamping physics nowhere past where it was let go (they
///   clamp), Flutter's bouncing physics as far as its spring carries it;
/// - at rest the offset is inside the bounds (a bounce of any size comes back), and a motion
///   that snaps comes to rest exactly on a target;
/// - a release rests within its profile's bound (``restTimeBound(_:pages:speed:excess:)``): no crawl.
///
/// No check compares positions between steps: a motion may end by landing on its rest (a
/// spring within its tolerance, Flutter's bounce within 1/dpr pt of the edge).
public struct EngineInvariants {
    /// How many violations were seen.
    public private(set) var count = 0
    /// Violations by ``Invariant``, by its name.
    public private(set) var counts: [String: Int] = [:]
    /// The first violations seen (at most ``kept``).
    public private(set) var first: [InvariantViolation] = []
    /// How many violations are kept with their message.
    public static let kept = 20

    /// A number the caller sets to tell where a violation happened (the soak's gesture).
    public var label = 0
    /// What the caller is doing, for the report (the soak's kind of gesture).
    public var context = ""

    /// Whether the behaviour rests on the engine's targets (closest multiple of the grid's
    /// step, view-aligned), so that a motion's rest must be exactly on one.
    public var snapsToTargets: Bool

    private var phase: ScrollPhase
    private var selected: Int
    private var time: Double
    /// The speed a fling may not exceed until the next input.
    private var speedBound: Double?
    /// The edge's largest pull on content at rest where it was held in the present or last
    /// gesture (pointer or trackpad; ``ProfilePlanner/returnSpeedLimit(at:release:)`` with
    /// no release), in the geometry of then: a trackpad's momentum runs from its last delta,
    /// and a layout change may come between that and the gesture's end.
    private var heldPull = 0.0
    /// The largest page (container extent) while held in the present or last gesture: a
    /// trackpad's momentum springs onto a page of its last delta's geometry.
    private var heldPage = 0.0
    /// Whether the content paged while held in the present or last gesture: a trackpad's
    /// momentum planned onto a page goes on to it when a resize leaves no pages (a container
    /// of 0 pt), its spring still pulling.
    private var heldPages = false
    /// How far past an edge content may be while no one holds it
    /// (``overshootBound(excess:physics:container:)`` where it was last held or moved by an input).
    private var overshootAllowance: Double

    public init(engine: ScrollEngine, snapsToTargets: Bool) {
        self.snapsToTargets = snapsToTargets
        phase = engine.phase
        selected = engine.selectedIndex
        time = engine.time
        heldPull = 0
        overshootAllowance = 0
        overshootAllowance = allowance(engine)
    }

    /// Forgets the previous state (after the engine was replaced or changed outside a step).
    public mutating func resynchronize(with engine: ScrollEngine) {
        phase = engine.phase
        selected = engine.selectedIndex
        time = engine.time
        speedBound = nil
        heldPull = 0
        heldPage = 0
        heldPages = false
        overshootAllowance = allowance(engine)
    }

    mutating func fail(_ kind: Invariant, _ time: Double, _ message: String) {
        count += 1
        counts[kind.rawValue, default: 0] += 1
        // A few of each kind, so that one flood does not hide the others.
        if first.count < Self.kept && counts[kind.rawValue]! <= 3 { first.append(InvariantViolation(kind: kind, time: time, message: message, label: label, context: context)) }
    }

    /// Checks the engine after `step`, reading (not removing) the events it appended since
    /// the last check; the caller removes them afterwards.
    public mutating func check(_ engine: ScrollEngine, after step: EngineStep) {
        let now = engine.time
        let c = engine.configuration
        let targets = c.targets
        let offset = engine.offset, velocity = engine.velocity
        if !offset.isFinite || !velocity.isFinite || !now.isFinite {
            fail(.finite, now, "a number is not finite: offset \(offset), velocity \(velocity), time \(now)")
        }
        if let r = engine.restTime, !r.isFinite { fail(.finite, now, "the rest time \(r) is not finite") }
        if let n = engine.nextEventTime, !n.isFinite { fail(.finite, now, "the next event time \(n) is not finite") }
        if now < time { fail(.finite, now, "time went back from \(time) to \(now)") }
        let stretch = engine.edgeStretch, d = stretch.distance(at: now), scale = stretch.scale(at: now)
        if !(d >= 0 && d <= 1 && scale >= 1 && scale <= EdgeStretch.scale(forDistance: 1) && stretch.velocity(at: now).isFinite)
            || (!c.physics.stretchesAtEdges && stretch != .none) {
            fail(.finite, now, "the edge stretch: distance \(d), scale \(scale), velocity \(stretch.velocity(at: now)) under \(c.physics.name)")
        }

        let inputTime: Double? = if case let .input(t) = step { t } else { nil }
        var last = time
        var released: Double?
        var releasedPull = heldPull
        let planner = ProfilePlanner(configuration: c)
        var selections = 0
        var skipping: SelectionChange?
        for event in engine.events {
            let t = event.time
            if !t.isFinite { fail(.finite, now, "an event time \(t) is not finite") }
            if t < last { fail(.eventTime, t, "event times go back from \(last) to \(t)") }
            if t > now { fail(.eventTime, t, "an event at \(t) is later than the engine's time \(now)") }
            last = t
            switch event {
            case let .phase(p):
                if !p.velocity.isFinite { fail(.finite, t, "a phase change carries the velocity \(p.velocity)") }
                if p.from != phase { fail(.phase, t, "a phase change from \(p.from) follows the phase \(phase)") }
                if p.from == p.to { fail(.phase, t, "a phase change from \(p.from) to itself") }
                if p.from == .tracking && p.to == .animating {
                    fail(.phase, t, "tracking to animating: a pointer is down, nothing may animate")
                }
                let spontaneous = inputTime.map { t < $0 } ?? true
                if spontaneous && !(p.to == .idle && p.from != .tracking) && !(p.from == .interacting && p.to == .decelerating) {
                    fail(.phase, t, "\(p.from) to \(p.to) without an input: only a motion's or a trackpad gesture's end may change the phase")
                }
                if p.to == .decelerating && (p.from == .interacting || p.from == .tracking) {
                    released = p.velocity
                    if !spontaneous { releasedPull = Swift.max(releasedPull, planner.returnSpeedLimit(at: offset, release: 0)) }
                    // A stretch showing takes the release's velocity (Android's `EdgeEffect.onAbsorb`):
                    // the content then snaps onto its target from rest, as a release that is no fling.
                    if !spontaneous, c.physics.stretchesAtEdges, engine.edgeStretch != .none, targets.count > 0 {
                        let snap = abs(targets.offset(at: targets.closestIndex(to: offset)) - offset)
                        releasedPull = Swift.max(releasedPull, planner.snapSpring.peakSpeedFromRest(displacement: snap))
                    }
                }
                if p.to == .idle && p.from != .tracking { checkRest(engine, at: t) }
                if (p.to == .tracking || p.to == .interacting) && p.from != .tracking && p.from != .interacting {
                    heldPull = 0; heldPage = 0; heldPages = false
                }
                phase = p.to
            case let .selection(s):
                if s.from != selected { fail(.selection, t, "a selection change from \(s.from) follows the selection \(selected)") }
                // A step past its bound of events spans the rest (``ScrollEngine/selectionEventsPerStep``);
                // past its bound of pieces, its last event spans to where it ends (checked below).
                if abs(s.to - s.from) != 1 && !(s.cause == .programmatic && s.to != s.from)
                    && !(selections >= ScrollEngine.selectionEventsPerStep && s.to != s.from) {
                    if s.to == s.from || skipping != nil { fail(.selection, t, "a selection change from \(s.from) to \(s.to) (\(s.cause)) skips targets") }
                    skipping = s
                } else if let k = skipping {
                    fail(.selection, k.time, "a selection change from \(k.from) to \(k.to) (\(k.cause)) skips targets")
                    skipping = nil
                }
                selections += 1
                if s.to < 0 || s.to >= Swift.max(targets.count, 1) {
                    fail(.selection, t, "a selection change to \(s.to) outside the \(targets.count) targets")
                }
                selected = s.to
            }
        }
        if let k = skipping, k.to != engine.selectedIndex {
            fail(.selection, k.time, "a selection change from \(k.from) to \(k.to) (\(k.cause)) skips targets to where the step does not end")
        }
        if phase != engine.phase { fail(.phase, now, "the events end in \(phase) but the engine is \(engine.phase)") }
        if selected != engine.selectedIndex {
            fail(.selection, now, "the events end on target \(selected) but the engine selects \(engine.selectedIndex)")
        }
        phase = engine.phase
        selected = engine.selectedIndex
        time = now

        if targets.count > 0 {
            let closest = targets.closestIndex(to: offset)
            if !Self.agrees(engine.selectedIndex, closest, offset: offset, targets) {
                fail(.selection, now, "offset \(offset) is closest to target \(closest) (at \(targets.offset(at: closest))) but target \(engine.selectedIndex) (at \(targets.offset(at: engine.selectedIndex))) is selected, \(engine.phase)")
            }
        }

        // A fling's speed never exceeds the release speed until the next input.
        if inputTime != nil { speedBound = nil }
        if engine.phase == .tracking || engine.phase == .interacting {
            heldPull = Swift.max(heldPull, planner.returnSpeedLimit(at: offset, release: 0))
            heldPage = Swift.max(heldPage, c.containerSize.extent(along: c.axis))
            heldPages = heldPages || engine.pages
        }
        // (For a pointer release, `offset` is the release point: the check follows the input.)
        // A release at 0 (or capped to 0) is no fling: the content still snaps onto a target.
        // Past an edge the bound is the planner's return-speed limit: no faster than the
        // release, or than the edge's own pull on content at rest there.
        if let v = released, abs(v) >= c.minimumFlingSpeed, Swift.min(abs(v), c.maximumFlingSpeed) > 0 {
            speedBound = Swift.max(Swift.min(abs(v), c.maximumFlingSpeed), releasedPull)
            // Paging springs onto a page at most a container away: the page spring's pull too
            // (for a trackpad, of the page its momentum was planned with while held, even if a
            // resize has since left no pages).
            if engine.pages || heldPages, let b = speedBound {
                // (Let go past an edge, the page is up to that much farther.)
                speedBound = planner.pageSpeedLimit(release: b, distance: Swift.max(c.containerSize.extent(along: c.axis), heldPage)
                                                    + Self.excess(offset, c.bounds))
            }
        }
        if engine.phase != .decelerating { speedBound = nil }
        if let bound = speedBound, abs(velocity) > bound * (1 + 1e-9) + 1e-6 {
            fail(.speed, now, "speed \(abs(velocity)) pt/s after a release at \(bound) pt/s")
        }

        // Overshoot: while held, or at an input, the allowance is reset to where content is.
        let held = engine.phase == .tracking || engine.phase == .interacting
        if held || inputTime != nil {
            overshootAllowance = allowance(engine)
        } else {
            let excess = Self.excess(offset, c.bounds)
            if excess > overshootAllowance * (1 + 1e-9) + 1e-6 {
                fail(.overshoot, now, "content \(excess) pt past an edge; the bound is \(overshootAllowance) pt (the \(c.containerSize.extent(along: c.axis)) pt container)")
            }
        }
        // A release rests in time: the motion it starts ends within its bound.
        if released != nil, engine.phase == .decelerating, let r = engine.restTime,
           let bound = Self.restTimeBound(c, pages: engine.pages && planner.landsOnPage(from: offset, velocity: velocity),
                                          speed: abs(velocity), excess: Self.excess(offset, c.bounds)) {
            if r - now > bound {
                fail(.restTime, now, "a release at \(offset) with \(velocity) pt/s rests \(r - now) s later; the bound is \(bound) s (\(c.physics.name)\(engine.pages ? ", paging" : ""), \(c.physics.fling), up to \(c.maximumFlingSpeed) pt/s, bounds \(c.bounds), container \(c.containerSize.extent(along: c.axis)))")
            }
        }
        if engine.phase == .idle && !(offset >= c.bounds.lowerBound && offset <= c.bounds.upperBound) {
            fail(.rest, now, "at rest at \(offset), outside the bounds \(c.bounds)")
        }
    }

    /// A motion came to rest at `t`: on a target when the behaviour snaps (checked on the
    /// engine's present offset, when it is still at rest: nothing moves content at rest).
    private mutating func checkRest(_ engine: ScrollEngine, at t: Double) {
        guard engine.phase == .idle, snapsToTargets else { return }
        let targets = engine.configuration.targets
        guard targets.count > 0 else { return }
        let x = engine.offset
        let on = targets.offset(at: targets.closestIndex(to: x))
        if x != on { fail(.rest, t, "at rest at \(x), not on a target (the closest is \(on))") }
    }

    /// Compares two engines fed the same inputs, one advanced in more steps than the other:
    /// same bits at any frame rate (their edge stretches too). Call after both reached the same time.
    public mutating func checkAgreement(_ a: ScrollEngine, _ b: ScrollEngine) {
        if a.time != b.time || a.offset.bitPattern != b.offset.bitPattern || a.velocity.bitPattern != b.velocity.bitPattern
            || a.phase != b.phase || a.selectedIndex != b.selectedIndex || a.edgeStretch != b.edgeStretch {
            fail(.frameRate, a.time, "advanced in different steps, the engines differ: offset \(a.offset) vs \(b.offset), velocity \(a.velocity) vs \(b.velocity), \(a.phase) vs \(b.phase), target \(a.selectedIndex) vs \(b.selectedIndex)")
        }
    }

    /// Whether `events` hold a step past its bound of selection events, with one spanning the
    /// rest (``ScrollEngine/selectionEventsPerStep``): which targets it spans depends on
    /// where the steps fall, so an engine advanced in other steps has other events.
    public static func spansPastTheBound(_ events: [ScrollEvent]) -> Bool {
        var n = 0
        for case let .selection(s) in events {
            if abs(s.to - s.from) > 1 && (n >= ScrollEngine.selectionEventsPerStep || s.cause != .programmatic) { return true }
            n += 1
        }
        return false
    }

    /// Checks that the selection agrees with the offset at an event's time (the engine has
    /// just been advanced to it).
    public mutating func checkSelectionAgrees(_ engine: ScrollEngine) {
        let targets = engine.configuration.targets
        guard targets.count > 0 else { return }
        let closest = targets.closestIndex(to: engine.offset)
        if !Self.agrees(engine.selectedIndex, closest, offset: engine.offset, targets) {
            fail(.selection, engine.time, "at a selection event's time the offset \(engine.offset) is closest to target \(closest) (at \(targets.offset(at: closest))), the selection is \(engine.selectedIndex) (at \(targets.offset(at: engine.selectedIndex)))")
        }
    }

    /// Whether `selected` agrees with the offset whose closest target is `closest`: the
    /// same, or a neighbour with the offset on their boundary to within 1e-9 pt per point
    /// of offset (an event's absolute time, `start + t`, rounds; the position there may lie
    /// an ulp short of the boundary it crossed).
    static func agrees(_ selected: Int, _ closest: Int, offset: Double, _ targets: ScrollTargets) -> Bool {
        if selected == closest { return true }
        guard abs(selected - closest) == 1 else { return false }
        let boundary = targets.boundary(after: Swift.min(selected, closest))
        return abs(offset - boundary) <= 1e-9 * Swift.max(1, abs(offset))
    }

    /// How long a release on `c` at `speed` may move before it rests, each profile with its
    /// own bound:
    /// - paging onto a page (``ProfilePlanner/landsOnPage(from:velocity:)``): the profile's page
    ///   spring let go a page away (the container, at most the bounds' length with it, and
    ///   `excess`, how far past an edge the release is) heading
    ///   away at `speed`, and 2 s (a swing past an edge and back); the reference picker's page takes 0.7 s with Flutter's spring (a bound of
    ///   2.7 s), where paging past an end crawled for 4.6–6.6 s;
    /// - a fling (50 pt/s or more, every profile's minimum) otherwise: three times its longest free
    ///   fling (at its maximum fling speed, or the platforms' 8,000 pt/s when higher — a
    ///   retargeted deceleration ends at the end speed, slower than a free one — on its curve at `c`'s rate), the time to cruise one
    ///   gap between targets at `speed` (a fling onto a target beyond its natural stop glides
    ///   there at its speed), and 2 s for what follows (a bounce, a snap, a return from past
    ///   an edge). `nil` (no bound) for a slower release that does not page.
    public static func restTimeBound(_ c: ScrollEngine.Configuration, pages: Bool, speed: Double, excess: Double = 0) -> Double? {
        let planner = ProfilePlanner(configuration: c)
        let extent = c.containerSize.extent(along: c.axis)
        if pages {
            let page = Swift.min(extent, c.bounds.upperBound - c.bounds.lowerBound + extent) + excess
            return SpringMotion(spring: planner.pageSpring, from: 0, to: page, velocity: -speed,
                                tolerance: ProfilePlanner.pageTolerance).endTime + 2
        }
        guard speed >= 50 else { return nil }
        let n = c.targets.count
        let gap = n > 1 ? (c.targets.offset(at: n - 1) - c.targets.offset(at: 0)) / Double(n - 1) : 0
        return 3 * planner.free(from: 0, velocity: Swift.max(c.maximumFlingSpeed, 8000)).endTime + gap / speed + 2
    }

    private func allowance(_ engine: ScrollEngine) -> Double {
        let c = engine.configuration
        return Self.overshootBound(excess: Self.excess(engine.offset, c.bounds), physics: c.physics,
                                   container: c.containerSize.extent(along: c.axis))
    }

    /// How far past an edge content let go `e` points past it may go, as its profile promises
    /// (``ScrollPhysics/overshootAllowance(excess:container:)``, read from the profile, not
    /// from the planner the engine keeps, so a planner that forgets a bound is caught).
    public static func overshootBound(excess e: Double, physics: ScrollPhysics, container d: Double) -> Double {
        physics.overshootAllowance(excess: e, container: d)
    }

    static func excess(_ x: Double, _ bounds: ClosedRange<Double>) -> Double {
        if x < bounds.lowerBound { return bounds.lowerBound - x }
        if x > bounds.upperBound { return x - bounds.upperBound }
        return 0
    }
}

import Detent
import DetentPicker
import DetentTrace

/// Random gestures of every kind on random pickers, with ``EngineInvariants`` checked after
/// every input and every frame: what `detent soak` and the engine fuzz target run.
///
/// Gestures: drags, flings, catches of a running motion, cancels, trackpad swipes, wheel
/// notches, key presses, scroll-to (animated or not), window resizes, container resizes,
/// content changes, scripted flings, and now and then a new random picker. Frames come at
/// random intervals (30 to 240 Hz). With `shadow`, a second picker gets the same inputs and
/// is advanced to every selection event's time as well: the selection must agree with the
/// offset there, and both pickers must agree bit for bit at every frame.
///
/// Each picker takes one of `profiles` (``ScrollPhysics``; with more than one, a random one,
/// and a Flutter profile a random device pixel ratio of 1, 2 or 3): with the default, iOS
/// alone, nothing more is drawn, so a seed gives the gestures and digest it always gave.
///
/// Everything is decided by the ``EntropySource``: the same source gives the same gestures,
/// the same events and the same ``digest``.
public final class GestureDriver<Source: EntropySource> {
    public private(set) var source: Source
    public private(set) var picker: WheelPicker
    private var shadow: WheelPicker?
    public private(set) var invariants: EngineInvariants
    /// Inputs applied so far (pointer, wheel, key, select, resize, content change, fling).
    public private(set) var inputs = 0
    /// Gestures run so far.
    public private(set) var gestures = 0
    /// The gesture (1-based) in which the first violation was seen.
    public private(set) var firstViolationGesture: Int?
    /// FNV-1a 64 over every event and every frame's state (``ReplayDigest``'s records).
    public private(set) var digest = ReplayDigest()
    /// Largest picker sizes and counts drawn; the fuzz target keeps them smaller.
    public var maximumValueCount: Int
    /// The profiles a new picker takes one of (``ScrollPhysics/iOS`` alone by default).
    public let profiles: [ScrollPhysics]

    private var time = 0.0
    private var shadowEvents: [ScrollEvent] = []

    /// A driver on a first random picker.
    public init(source: Source, shadow: Bool, maximumValueCount: Int = 100_000, profiles: [ScrollPhysics] = [.iOS]) {
        precondition(!profiles.isEmpty, "a soak needs a profile")
        self.source = source
        self.maximumValueCount = maximumValueCount
        self.profiles = profiles
        let (p, snaps) = Self.randomPicker(&self.source, time: 0, maximumValueCount: maximumValueCount, profiles: profiles)
        picker = p
        if shadow { self.shadow = Self.twin(of: p, time: 0) }
        invariants = EngineInvariants(engine: p.engine, snapsToTargets: snaps)
        shadowEvents.reserveCapacity(256)
    }

    /// The violations seen so far.
    public var violations: Int { invariants.count }

    // MARK: Gestures

    /// Runs one random gesture and lets a random time pass after it (sometimes until rest,
    /// sometimes so short that the next gesture catches the motion).
    public func runGesture() {
        gestures += 1
        invariants.label = gestures
        let before = invariants.count
        let note = profileNote
        switch source.int(0...16) {
        case 0, 1: invariants.context = note + "drag"; drag(fling: false)
        case 2, 3: invariants.context = note + "fling"; drag(fling: true)
        case 4: invariants.context = note + "catch"; catchMotion()
        case 5: invariants.context = note + "cancel"; cancel()
        case 6: invariants.context = note + "trackpad swipe"; trackpad()
        case 7: invariants.context = note + "wheel notches"; notches()
        case 8: invariants.context = note + "keys"; keys()
        case 9: invariants.context = note + "scroll-to"; select()
        case 10: invariants.context = note + "window resize"; resizeWindow()
        case 11: invariants.context = note + "container resize"; resizeContainer()
        case 12: invariants.context = note + "content change"; changeContent()
        case 13: invariants.context = note + "scripted fling"; scriptedFling()
        case 14:
            if source.chance(0.25) { invariants.context = note + "new picker"; newPicker() } else { invariants.context = note + "keys"; keys() }
        case 15: invariants.context = note + "reconfiguration"; reconfigure()
        default: invariants.context = note + "drag or fling"; drag(fling: source.chance(0.5))
        }
        invariants.context += ", then frames"
        if source.chance(0.5) { settle(limit: 6) } else { wait(source.double(0, 0.3)) }
        if invariants.count > before && firstViolationGesture == nil { firstViolationGesture = gestures }
    }

    private var engine: ScrollEngine { picker.engine }

    /// The picker's profile for a violation's report (and its device pixel ratio when it
    /// matters), `gtk: `; nothing when only iOS is soaked.
    private var profileNote: String {
        guard profiles != [.iOS] else { return "" }
        let c = engine.configuration
        return c.physics.name + (c.physics.usesFlutterTolerance ? " dpr \(Int(c.devicePixelRatio))" : "") + ": "
    }

    /// A point in the picker's frame, `along` points from its centre along the axis.
    private func point(along: Double, across: Double = 0) -> Point {
        let f = picker.frame
        return picker.configuration.axis == .horizontal
            ? Point(x: f.midX + along, y: f.midY + across) : Point(x: f.midX + across, y: f.midY + along)
    }

    private func drag(fling: Bool) {
        var along = source.double(-0.4, 0.4) * picker.frame.size.extent(along: picker.configuration.axis)
        let direction: Double = source.chance(0.5) ? 1 : -1
        apply(.pointerDown(point(along: along), pointer: 0), after: source.double(0, 0.05))
        let moves = source.int(1...30)
        for i in 0..<moves {
            let fast = fling && i >= moves - 4
            let dx = fast ? source.double(5, 60) : source.double(-6, 12)
            along += direction * dx
            apply(.pointerMove(point(along: along, across: source.double(-2, 2)), pointer: 0),
                  after: source.double(0.004, fast ? 0.012 : 0.03))
        }
        // A pause before letting go kills the fling now and then.
        apply(.pointerUp(point(along: along), pointer: 0), after: source.chance(0.2) ? source.double(0.05, 0.2) : source.double(0.002, 0.012))
    }

    private func catchMotion() {
        if engine.isIdle { drag(fling: true); wait(source.double(0.02, 0.3)) }
        apply(.pointerDown(point(along: source.double(-20, 20)), pointer: 0), after: 0.001)
        if source.chance(0.5) {
            apply(.pointerMove(point(along: source.double(-30, 30)), pointer: 0), after: source.double(0.01, 0.1))
        }
        apply(.pointerUp(point(along: 0), pointer: 0), after: source.double(0.01, 0.3))
    }

    private func cancel() {
        var along = 0.0
        apply(.pointerDown(point(along: along), pointer: 0), after: 0.01)
        for _ in 0..<source.int(0...10) {
            along += source.double(-20, 20)
            apply(.pointerMove(point(along: along), pointer: 0), after: source.double(0.004, 0.02))
        }
        apply(.pointerCancel(pointer: 0), after: source.double(0.001, 0.05))
    }

    private func trackpad() {
        let direction: Double = source.chance(0.5) ? 1 : -1
        let n = source.int(1...40)
        for i in 0..<n {
            let speed = i > n - 5 ? source.double(0, 40) : source.double(0, 15)
            let d = direction * speed
            let vertical = picker.configuration.axis == .vertical
            apply(.wheel(dx: vertical ? 0 : d, dy: vertical ? d : 0, precise: true),
                  after: source.chance(0.1) ? source.double(0.03, 0.08) : source.double(0.006, 0.017))
        }
    }

    private func notches() {
        for _ in 0..<source.int(1...6) {
            let d = Double(source.int(-3...3)) * picker.configuration.step + (source.chance(0.2) ? source.double(-5, 5) : 0)
            apply(.wheel(dx: 0, dy: d, precise: false), after: source.double(0.01, 0.2))
        }
    }

    private func keys() {
        for _ in 0..<source.int(1...5) {
            apply(.key(source.pick(ScrollKey.allCases)), after: source.double(0.01, 0.4))
        }
    }

    private func select() {
        let values = picker.configuration.values
        let v = source.chance(0.9) ? values.value(at: source.int(0...Swift.max(0, values.count - 1)))
                                   : source.double(values.from - 100, values.last + 100)
        apply(.select(value: v, animated: source.chance(0.6)), after: source.double(0.01, 0.2))
    }

    private func resizeWindow() {
        let w = source.chance(0.1) ? source.double(1, 60) : source.double(60, 1600)
        let h = source.chance(0.1) ? source.double(1, 60) : source.double(60, 1200)
        apply(.resizeWindow(Size(width: w.rounded(), height: h.rounded())), after: source.double(0.01, 0.2))
    }

    /// The engine's container alone (a layout change the picker does not make), up to 1e12
    /// (its range's ends; ``ScrollEngine/Configuration/Ranges/container``).
    private func resizeContainer() {
        let extent = source.chance(0.1) ? source.pick([0, 1e-6, 1e6, 1e12]) : source.double(1, 2000)
        let size = picker.configuration.axis == .horizontal ? Size(width: extent, height: 80) : Size(width: 120, height: extent)
        step(after: source.double(0.01, 0.2)) { (e: ScrollEngine, t: Double) throws(ScrollEngineError) in try e.handle(.resize(size), at: t) }
    }

    /// New content with the same step: more or fewer targets (the list grew or shrank).
    private func changeContent() {
        let c = picker.configuration
        let n = source.int(1...Swift.max(2, 2 * c.values.count + 10))
        let length = Double(n - 1) * c.step
        let container = engine.configuration.containerSize
        let size = c.axis == .horizontal ? Size(width: length, height: container.height) : Size(width: container.width, height: length)
        step(after: source.double(0.01, 0.2)) { (e: ScrollEngine, _: Double) throws(ScrollEngineError) in
            try e.setContent(contentSize: size, bounds: 0...length, targets: .uniform(first: 0, step: c.step, count: n))
        }
    }

    private func scriptedFling() {
        let v = source.chance(0.1) ? source.pick([-1e6, 1e6, -8000, 8000]) : source.double(-9000, 9000)
        step(after: source.double(0.01, 0.2)) { (e: ScrollEngine, t: Double) throws(ScrollEngineError) in try e.fling(velocity: v, at: t) }
    }

    /// One of the engine's physics settings, to a value in range or not: a value out of range
    /// is refused with the engine unchanged; one in range applies at once, mid-motion too.
    private func reconfigure() {
        var c = engine.configuration
        switch source.int(0...9) {
        case 0: c.slop = source.pick([0, 1, 8, 40, 1e6, -1, .nan])
        case 1: c.minimumFlingSpeed = source.pick([0, 50, 500, 1e6, -5])
        case 2: c.maximumFlingSpeed = source.pick([1, 100, 8000, 1e6, 1e300, 0, .infinity])
        case 3: c.wheelQuietPeriod = source.pick([1e-6, 0.001, 0.05, 1, 0, 11])
        case 4: c.pointsPerNotch = source.pick([1e-6, 1, 10, 1e6, 0])
        case 5: c.targetsPerPage = source.pick([Int.min, -1, 0, 1, 5, ScrollEngine.Configuration.maximumTargetsPerPage, Int.max])
        case 6: c.lineStep = source.pick([1e-6, 1, 40, 1e6, 0])
        case 7: c.endSpeed = source.pick([0.001, 1, 10, 11, 0])
        case 8: c.retargetTolerance = source.pick([1, 2, 100, 0.5])
        default:
            let rate = source.pick([.normal, .fast, DecelerationRate(rawValue: 0.9) ?? .fast, DecelerationRate(rawValue: 0.99999) ?? .normal])
            // Only an exponential fling has a rate: setting one would turn Android's or
            // Flutter's clamping curve into a decay, a profile the soak was not asked for.
            if case .decay = c.physics.fling { c.rate = rate }
        }
        wait(source.double(0.01, 0.2))
        inputs += 1
        let e = engine
        let before = (e.time, e.offset.bitPattern, e.velocity.bitPattern, e.phase, e.selectedIndex)
        do { try e.setConfiguration(c) } catch {
            if before != (e.time, e.offset.bitPattern, e.velocity.bitPattern, e.phase, e.selectedIndex) || !e.events.isEmpty {
                invariants.record(.refused, time, "a refused configuration (\(error)) changed the engine")
            }
        }
        if let shadow { try? shadow.engine.setConfiguration(c) }
        afterInput()
    }

    private func newPicker() {
        wait(source.double(0, 0.1))
        let (p, snaps) = Self.randomPicker(&source, time: time, maximumValueCount: maximumValueCount, profiles: profiles)
        picker = p
        if shadow != nil { shadow = Self.twin(of: p, time: time) }
        invariants.snapsToTargets = snaps
        invariants.resynchronize(with: p.engine)
    }

    // MARK: Time

    /// Advances in frames until the picker is at rest (or `limit` seconds passed).
    private func settle(limit: Double) {
        let end = time + limit
        while !engine.isIdle && time < end {
            // No pointer is down after a gesture; a held trackpad gesture ends on its own.
            frame(to: time + frameInterval())
        }
    }

    /// Advances in frames by `duration`.
    private func wait(_ duration: Double) {
        let end = time + duration
        while time < end { frame(to: Swift.min(end, time + frameInterval())) }
    }

    private func frameInterval() -> Double { source.double(1.0 / 240, 1.0 / 30) }

    /// One frame: advance, check, compare with the shadow advanced through every selection
    /// event's time, digest.
    private func frame(to t: Double) {
        do { try picker.advance(to: t) } catch {
            invariants.record(.refused, t, "advance(to: \(t)) refused: \(error)")
        }
        time = t
        invariants.check(engine, after: .advance)
        if let shadow {
            shadowEvents.removeAll(keepingCapacity: true)
            var last = shadow.engine.time
            for e in engine.events {
                guard case let .selection(s) = e, s.time > last, s.time < t else { continue }
                last = s.time
                try? shadow.advance(to: s.time)
                invariants.checkSelectionAgrees(shadow.engine)
                shadowEvents.append(contentsOf: shadow.engine.events)
                shadow.engine.removeAllEvents()
            }
            try? shadow.advance(to: t)
            shadowEvents.append(contentsOf: shadow.engine.events)
            shadow.engine.removeAllEvents()
            invariants.checkAgreement(engine, shadow.engine)
            if shadowEvents != engine.events && !EngineInvariants.spansPastTheBound(engine.events) {
                invariants.record(.frameRate, t, "advanced in more steps, the events differ: \(engine.events) vs \(shadowEvents)")
            }
        }
        digestEvents()
        let e = engine
        digest.add(.frame(FrameSample(t: t, offset: e.offset, velocity: e.velocity, phase: e.phase, value: picker.value)))
    }

    // MARK: Inputs

    /// Frames until `dt` from now, then `input` to both pickers, checked.
    private func apply(_ input: PickerInput, after dt: Double) {
        wait(dt)
        inputs += 1
        do { try picker.handle(input, at: time) } catch {
            invariants.record(.refused, time, "the picker refused \(input) at \(time): \(error)")
        }
        try? shadow?.handle(input, at: time)
        afterInput()
    }

    /// Frames until `dt` from now, then `change` on both engines, checked.
    private func step(after dt: Double, _ change: (ScrollEngine, Double) throws(ScrollEngineError) -> Void) {
        wait(dt)
        inputs += 1
        do { try change(engine, time) } catch {
            invariants.record(.refused, time, "the engine refused a change at \(time): \(error)")
        }
        if let shadow { try? change(shadow.engine, time) }
        afterInput()
    }

    private func afterInput() {
        invariants.check(engine, after: .input(time: time))
        if let shadow {
            invariants.checkAgreement(engine, shadow.engine)
            if shadow.engine.events != engine.events {
                invariants.record(.frameRate, time, "the same input gave different events: \(engine.events) vs \(shadow.engine.events)")
            }
            shadow.engine.removeAllEvents()
        }
        digestEvents()
    }

    private func digestEvents() {
        for e in engine.events {
            switch e {
            case let .selection(s):
                digest.add(.selection(SelectionRecord(t: s.time, from: Double(s.from), to: Double(s.to), cause: s.cause)))
            case let .phase(p):
                digest.add(.phase(PhaseRecord(t: p.time, from: p.from, to: p.to, velocity: p.velocity)))
            }
        }
        engine.removeAllEvents()
    }

    // MARK: Pickers

    /// A random picker at rest at `time` with one of `profiles`, and whether its behaviour
    /// snaps to its targets.
    static func randomPicker(_ s: inout Source, time: Double, maximumValueCount: Int,
                             profiles: [ScrollPhysics] = [.iOS]) -> (WheelPicker, Bool) {
        var c = WheelPicker.Configuration()
        let count: Int
        switch s.int(0...15) {
        case 0: count = 1
        case 1: count = s.int(2...3)
        case 2: count = Swift.max(2, s.int(2...Swift.max(2, maximumValueCount)))
        case 3...6: count = s.int(200...5000)
        default: count = s.int(4...200)
        }
        let by = s.pick([1, 1, 1, 0.5, 0.25, 0.1, 2, 5, 10, 0.01])
        let from = (s.double(-1000, 1000) / by).rounded() * by
        if let values = try? PickerValues(from: from, to: from + Double(count - 1) * by, by: by) { c.values = values }
        c.spacing = s.chance(0.1) ? 0 : s.double(0, 30)
        c.tickWidth = s.double(0.5, 4)
        c.majorEvery = s.chance(0.05) ? Int.max : s.int(1...12)
        c.axis = s.chance(0.3) ? .vertical : .horizontal
        let along = s.chance(0.05) ? s.double(1, 40) : s.double(40, 700)
        let across = s.double(20, 200)
        c.size = c.axis == .horizontal ? Size(width: along.rounded(), height: across.rounded())
                                       : Size(width: across.rounded(), height: along.rounded())
        c.behavior = s.pick([PickerBehavior.closestMultiple, .paging, .viewAligned, .none])
        // A rate of its own for a quarter of the pickers each, else the profile's (iOS's `.normal`).
        let rate: DecelerationRate?
        switch s.int(0...3) {
        case 0: rate = .fast
        case 1: rate = DecelerationRate(rawValue: s.double(0.95, 0.9995)) ?? .normal
        default: rate = nil
        }
        let window = Size(width: (c.size.width + s.double(0, 400)).rounded(), height: (c.size.height + s.double(0, 400)).rounded())
        // Drawn last, and only when there is a choice: iOS alone draws what it always drew.
        c.physics = profiles.count == 1 ? profiles[0] : s.pick(profiles)
        // The rate varies an exponential fling only (it would make a spline a decay).
        if let rate, case .decay = c.physics.fling { c.rate = rate }
        // Flutter ends its flings and bounce at a tolerance of 1/dpr: the ratios of phones.
        let ratio = c.physics.usesFlutterTolerance ? Double(s.int(1...3)) : 1
        let picker = WheelPicker(configuration: c, frame: WheelPicker.centeredFrame(size: c.size, in: window), time: time)
        setDevicePixelRatio(ratio, of: picker)
        return (picker, c.behavior == .closestMultiple || c.behavior == .viewAligned)
    }

    /// A picker like `p`, fresh, at `time` (with its engine's device pixel ratio).
    static func twin(of p: WheelPicker, time: Double) -> WheelPicker {
        let twin = WheelPicker(configuration: p.configuration, frame: p.frame, time: time)
        setDevicePixelRatio(p.engine.configuration.devicePixelRatio, of: twin)
        return twin
    }

    /// The picker's configuration has no device pixel ratio: it is set on its engine, at
    /// rest (nothing moves).
    private static func setDevicePixelRatio(_ ratio: Double, of p: WheelPicker) {
        guard p.engine.configuration.devicePixelRatio != ratio else { return }
        var e = p.engine.configuration
        e.devicePixelRatio = ratio
        do { try p.engine.setConfiguration(e) } catch { preconditionFailure("a device pixel ratio of \(ratio) refused: \(error)") }
    }
}

extension EngineInvariants {
    /// Records a violation the driver saw (a refused input, shadow disagreement).
    mutating func record(_ kind: Invariant, _ time: Double, _ message: String) { fail(kind, time, message) }
}

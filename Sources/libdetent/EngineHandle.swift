import CDetent
import Detent

/// What a `detent_engine *` points to: the engine, the C view of its configuration and
/// targets, the C behaviour callback, and the cursor of the events handed out.
final class EngineHandle: InputHandle, EventHandle {
    static let noun = "engine"
    let engine: ScrollEngine
    /// The configuration as the caller gave it (its profile constant and the fields the curve
    /// in use ignores are kept for `detent_engine_get_config`); the container follows resizes.
    var config: detent_engine_config
    /// The targets in the form the caller gave them: a grid, or the sorted unique offsets
    /// (what a behaviour callback's context points to).
    var grid: (first: Double, step: Double)?
    var offsets: [Double] = []
    /// How many of the engine's collected events the caller has been given.
    var eventCursor = 0
    /// The selection values (target offsets) of the events collected before the targets last
    /// changed, by event index: an index means an offset in the targets of its own time, and
    /// an event is converted when drained, perhaps after new targets came.
    private var frozenValues: [(from: Double, to: Double)] = []
    /// Whether a call into the engine is running, during which the C behaviour callback may
    /// run: calls on this engine from inside it are refused.
    private(set) var isBusy = false

    init(engine: ScrollEngine, config: detent_engine_config) {
        self.engine = engine
        self.config = config
    }

    /// Runs `body` (a call that may reach the behaviour callback) with the handle busy, and
    /// turns what it throws into a status.
    func run(_ function: StaticString, _ body: (ScrollEngine) throws(ScrollEngineError) -> Void) -> detent_status {
        isBusy = true
        defer { isBusy = false }
        do { try body(engine) } catch { return Refusal.fail(error, function) }
        return DETENT_OK
    }

    /// Applies `input` at `t`, the time checked first (a time beyond ±1e9 s is a time error).
    func apply(_ input: ScrollInput, at t: Double, _ function: StaticString) -> detent_status {
        if let refused = Refusal.checkTime(t, function) { return refused }
        return run(function) { engine throws(ScrollEngineError) in try engine.handle(input, at: t) }
    }

    var heldBy: Int? { engine.pointer }

    func fling(velocity: Double, at t: Double, _ function: StaticString) -> detent_status {
        run(function) { engine throws(ScrollEngineError) in try engine.fling(velocity: velocity, at: t) }
    }

    func advance(to t: Double, _ function: StaticString) -> detent_status {
        run(function) { engine throws(ScrollEngineError) in try engine.advance(to: t) }
    }

    /// Replaces the targets (a new index space), or changes nothing when the engine refuses them.
    /// `grid` is the grid the caller gave; without one, the list's offsets are read back from
    /// `targets` (sorted and unique as `ScrollTargets(offsets:)` keeps them).
    func setTargets(_ targets: ScrollTargets, grid: (first: Double, step: Double)?, _ function: StaticString) -> detent_status {
        let offsets = grid != nil ? [] : (0..<targets.count).map { targets.offset(at: $0) }
        let c = engine.configuration
        let old = c.targets
        // The events so far keep the offsets of the targets they were made with.
        let before = engine.events.count
        freeze(frozenValues.count..<before, from: old, to: old)
        // The new targets are in place before the engine re-aims a running motion at them,
        // which may call the behaviour callback with them in its context.
        let kept = (self.grid, self.offsets)
        (self.grid, self.offsets) = (grid, offsets)
        let status = run(function) { engine throws(ScrollEngineError) in
            try engine.setContent(contentSize: c.contentSize, bounds: c.bounds, targets: targets)
        }
        guard status == DETENT_OK else {
            (self.grid, self.offsets) = kept
            return status
        }
        // The selection's jump goes from the old index space to the new one.
        freeze(before..<engine.events.count, from: old, to: targets)
        return DETENT_OK
    }

    /// Keeps the selection values of `events` (indices of the engine's events) in `from` and
    /// `to`. Out of line: one loop for setTargets' two.
    @inline(never)
    private func freeze(_ events: Range<Int>, from: ScrollTargets, to: ScrollTargets) {
        for i in events { frozenValues.append(values(of: engine.events[i], from: from, to: to)) }
    }

    /// The offsets a selection event's indices stand for in `from` and `to`; zeros for a phase change.
    private func values(of e: ScrollEvent, from: ScrollTargets, to: ScrollTargets) -> (from: Double, to: Double) {
        guard case let .selection(s) = e else { return (0, 0) }
        return (from.offset(ifPresentAt: s.from) ?? 0, to.offset(ifPresentAt: s.to) ?? 0)
    }

    var eventCount: Int { engine.eventCount }

    var frameState: FrameState {
        (engine.offset, engine.nextEventTime ?? .infinity, engine.isIdle)
    }

    /// Event `i` of the engine in C form, its selection values those of its targets (0 for
    /// an index outside them).
    func event(at i: Int) -> detent_event {
        var e = Events.event(engine.event(at: i), value: { engine.targetOffset($0) ?? 0 })
        if i < frozenValues.count, e.kind == DETENT_EVENT_SELECTION {
            e.from_value = frozenValues[i].from
            e.to_value = frozenValues[i].to
        }
        return e
    }

    /// Forgets the events handed out (at the end of ``Events/drain``).
    func removeAllEvents() {
        engine.removeAllEvents()
        frozenValues.removeAll(keepingCapacity: true)
    }
}

/// A behaviour written in C (`detent_engine_set_behavior_callback`): the proposal and the
/// context in C form, the callback's answer back.
struct CallbackBehavior: ScrollTargetBehavior {
    // unowned(unsafe): the handle owns the engine that holds this behaviour, so it outlives
    // every call (and Embedded Swift has no checked `unowned`).
    unowned(unsafe) let handle: EngineHandle
    let update: detent_update_target
    let userData: UnsafeMutableRawPointer?

    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        var proposal = detent_scroll_target(size: MemoryLayout<detent_scroll_target>.size, rect: rect(target.rect))
        var c = detent_target_context()
        c.size = MemoryLayout<detent_target_context>.size
        c.original_target = rect(context.originalTarget.rect)
        c.velocity_x = context.velocity.dx
        c.velocity_y = context.velocity.dy
        c.content_width = context.contentSize.width
        c.content_height = context.contentSize.height
        c.container_width = context.containerSize.width
        c.container_height = context.containerSize.height
        c.axis = EngineConfiguration.code(context.axis)
        c.target_count = context.targets.count
        if let grid = handle.grid {
            c.target_first = grid.first
            c.target_step = grid.step
        }
        handle.offsets.withUnsafeBufferPointer { offsets in
            c.target_offsets = handle.grid == nil && !offsets.isEmpty ? offsets.baseAddress : nil
            update(userData, &proposal, &c)
        }
        let r = proposal.rect
        target.rect = Rect(x: r.x, y: r.y, width: r.width, height: r.height)
    }

    private func rect(_ r: Rect) -> detent_rect { detent_rect(x: r.minX, y: r.minY, width: r.width, height: r.height) }
}

import CDetent
import Detent

// The engine's functions of include/detent.h (detent_engine_*), exported with C names. Each
// checks its arguments and reports a refusal through its status and detent_last_error(),
// changing nothing; none may trap, since a trap would take the host program down with it.

private typealias Engine = EngineHandle

// MARK: Configuration

@_cdecl("detent_engine_config_init")
public func detent_engine_config_init(_ config: UnsafeMutablePointer<detent_engine_config>?, _ size: Int) -> detent_status {
    Sized.initialize(config, size: size, to: EngineConfiguration.defaults, "detent_engine_config_init")
}

@_cdecl("detent_engine_config_profile")
public func detent_engine_config_profile(_ config: UnsafeMutablePointer<detent_engine_config>?,
                                         _ profile: detent_profile) -> detent_status {
    let function: StaticString = "detent_engine_config_profile"
    var c: detent_engine_config
    do { c = try EngineConfiguration.read(config) } catch { return Refusal.fail(error.status, function, error.reason) }
    guard let physics = EngineConfiguration.physics(profile) else {
        return Refusal.notA(function, profile.rawValue, "detent_profile")
    }
    EngineConfiguration.setProfile(&c, physics, profile)
    Sized.write(c, to: config!, callerSize: Sized.size(at: config!))
    return DETENT_OK
}

@_cdecl("detent_engine_create")
public func detent_engine_create(_ config: UnsafePointer<detent_engine_config>?, _ time: Double) -> OpaquePointer? {
    let function: StaticString = "detent_engine_create"
    let c: detent_engine_config, configuration: ScrollEngine.Configuration
    do {
        c = try EngineConfiguration.read(config)
        configuration = try EngineConfiguration.configuration(c, targets: .none)
    } catch {
        LastError.set(function, error.reason)
        return nil
    }
    if Refusal.checkTime(time, function) != nil { return nil }
    do {
        // At rest on 0, or on the nearest bound when 0 is outside the bounds.
        let start = Swift.min(Swift.max(0, configuration.bounds.lowerBound), configuration.bounds.upperBound)
        let engine = try ScrollEngine(configuration: consume configuration, offset: start, time: time)   // moved in, not copied
        return EngineHandle(engine: engine, config: c).retainedPointer()
    } catch {
        _ = Refusal.fail(error, function)
        return nil
    }
}

@_cdecl("detent_engine_destroy")
public func detent_engine_destroy(_ p: OpaquePointer?) {
    Engine.release(p, "detent_engine_destroy")
}

@_cdecl("detent_engine_get_config")
public func detent_engine_get_config(_ p: OpaquePointer?, _ config: UnsafeMutablePointer<detent_engine_config>?) -> detent_status {
    let function: StaticString = "detent_engine_get_config"
    guard let h = Engine.from(p, function) else { return Engine.refusal(p) }
    return Sized.output(config, largerAllowed: false, function, null: "the config", name: "config") {
        var c = h.config
        c.container_width = h.engine.configuration.containerSize.width
        c.container_height = h.engine.configuration.containerSize.height
        return c
    }
}

@_cdecl("detent_engine_set_config")
public func detent_engine_set_config(_ p: OpaquePointer?, _ config: UnsafePointer<detent_engine_config>?) -> detent_status {
    let function: StaticString = "detent_engine_set_config"
    guard let h = Engine.from(p, function) else { return Engine.refusal(p) }
    let c: detent_engine_config, configuration: ScrollEngine.Configuration
    do {
        c = try EngineConfiguration.read(config)
        configuration = try EngineConfiguration.configuration(c, targets: h.engine.configuration.targets)
    } catch {
        return Refusal.fail(error.status, function, error.reason)
    }
    let status = h.run(function) { engine throws(ScrollEngineError) in try engine.setConfiguration(configuration) }
    if status == DETENT_OK { h.config = c }
    return status
}

// MARK: Targets

/// The most targets an engine takes: indices stay exact in a `Double` and in a C `long`.
private let maximumTargets = Int.bitWidth >= 64 ? 1 << 53 : Int.max   // 32-bit targets (wasm32): Int.max

@_cdecl("detent_engine_set_uniform_targets")
public func detent_engine_set_uniform_targets(_ p: OpaquePointer?, _ first: Double, _ step: Double, _ n: Int) -> detent_status {
    let function: StaticString = "detent_engine_set_uniform_targets"
    guard let h = Engine.from(p, function) else { return Engine.refusal(p) }
    if let refused = Refusal.checkFinite(function, "first, step", first, step) { return refused }
    guard step > 0 else { return Refusal.fail(DETENT_ERROR_INVALID, function, "the step \(step) is not positive") }
    if let refused = checkTargetCount(n, function) { return refused }
    let last = first + Double(Swift.max(n - 1, 0)) * step
    guard last.isFinite else {
        return Refusal.fail(DETENT_ERROR_NOT_FINITE, function, "the last target, \(first) + \(n - 1) × \(step), is not finite")
    }
    return h.setTargets(n == 0 ? .none : .uniform(first: first, step: step, count: n), grid: n == 0 ? nil : (first, step),
                        function)
}

/// `nil` for a count of targets an engine takes, else DETENT_ERROR_INVALID (and the message set).
private func checkTargetCount(_ n: Int, _ function: StaticString) -> detent_status? {
    guard n < 0 || n > maximumTargets else { return nil }
    return Refusal.fail(DETENT_ERROR_INVALID, function, "\(UInt(bitPattern: n)) targets are more than \(maximumTargets)")
}

/// `nil` when the `n` numbers at `p` are there and finite (none are needed for 0), else the
/// status refusing them. Checked where they are, not copied into an array first.
private func checkNumbers(_ p: UnsafePointer<Double>?, _ n: Int, _ name: StaticString,
                          _ function: StaticString) -> detent_status? {
    if let refused = checkTargetCount(n, function) { return refused }
    guard n > 0 else { return nil }
    guard let p else { return Refusal.fail(DETENT_ERROR_NULL, function, "\(name) is NULL with a count of \(n)") }
    for i in 0..<n where !p[i].isFinite {
        return Refusal.fail(DETENT_ERROR_NOT_FINITE, function, "\(name)[\(i)] (\(p[i])) is not finite")
    }
    return nil
}

@_cdecl("detent_engine_set_targets")
public func detent_engine_set_targets(_ p: OpaquePointer?, _ offsets: UnsafePointer<Double>?, _ n: Int) -> detent_status {
    let function: StaticString = "detent_engine_set_targets"
    guard let h = Engine.from(p, function) else { return Engine.refusal(p) }
    if let refused = checkNumbers(offsets, n, "offsets", function) { return refused }
    return h.setTargets(ScrollTargets(offsets: Array(UnsafeBufferPointer(start: offsets, count: n))), grid: nil, function)
}

@_cdecl("detent_engine_set_item_targets")
public func detent_engine_set_item_targets(_ p: OpaquePointer?, _ starts: UnsafePointer<Double>?,
                                           _ extents: UnsafePointer<Double>?, _ n: Int, _ anchor: Double) -> detent_status {
    let function: StaticString = "detent_engine_set_item_targets"
    guard let h = Engine.from(p, function) else { return Engine.refusal(p) }
    if let refused = Refusal.checkFinite(function, "the anchor", anchor) { return refused }
    if let refused = checkNumbers(starts, n, "starts", function) ?? checkNumbers(extents, n, "extents", function) {
        return refused
    }
    var targets: [Double] = []
    // Both are there whenever n > 0 (checked above).
    if let starts, let extents {
        for i in 0..<n where extents[i] < 0 {
            return Refusal.fail(DETENT_ERROR_INVALID, function, "extents[\(i)] (\(extents[i])) is negative")
        }
        targets.reserveCapacity(n)
        for i in 0..<n {
            let t = starts[i] + anchor * extents[i]
            guard t.isFinite else {
                return Refusal.fail(DETENT_ERROR_NOT_FINITE, function,
                                    "item \(i)'s target, \(starts[i]) + \(anchor) × \(extents[i]), is not finite")
            }
            targets.append(t)
        }
    }
    return h.setTargets(ScrollTargets(offsets: targets), grid: nil, function)
}

@_cdecl("detent_engine_target_count")
public func detent_engine_target_count(_ p: OpaquePointer?) -> Int {
    Engine.from(p, "detent_engine_target_count")?.engine.configuration.targets.count ?? 0
}

@_cdecl("detent_engine_target_offset")
public func detent_engine_target_offset(_ p: OpaquePointer?, _ index: Int, _ offset: UnsafeMutablePointer<Double>?) -> detent_status {
    let function: StaticString = "detent_engine_target_offset"
    guard let h = Engine.from(p, function) else { return Engine.refusal(p) }
    guard let offset else { return Refusal.null(function, "offset") }
    let targets = h.engine.configuration.targets
    guard index >= 0, index < targets.count else {
        return Refusal.fail(DETENT_ERROR_INVALID, function, "index \(UInt(bitPattern: index)) is not below the \(targets.count) targets")
    }
    offset.pointee = targets.offset(at: index)
    return DETENT_OK
}

// MARK: Behaviours

@_cdecl("detent_engine_set_closest_multiple")
public func detent_engine_set_closest_multiple(_ p: OpaquePointer?, _ step: Double) -> detent_status {
    let function: StaticString = "detent_engine_set_closest_multiple"
    guard let h = Engine.from(p, function) else { return Engine.refusal(p) }
    if let refused = Refusal.checkFinite(function, "the step", step) { return refused }
    guard step > 0 else { return Refusal.fail(DETENT_ERROR_INVALID, function, "the step \(step) is not positive") }
    h.engine.setBehavior(.closestMultiple(of: step))
    return DETENT_OK
}

@_cdecl("detent_engine_set_paging")
public func detent_engine_set_paging(_ p: OpaquePointer?) -> detent_status {
    guard let h = Engine.from(p, "detent_engine_set_paging") else { return Engine.refusal(p) }
    h.engine.setBehavior(.paging)
    return DETENT_OK
}

@_cdecl("detent_engine_set_view_aligned")
public func detent_engine_set_view_aligned(_ p: OpaquePointer?, _ limit: detent_view_aligned_limit) -> detent_status {
    let function: StaticString = "detent_engine_set_view_aligned"
    guard let h = Engine.from(p, function) else { return Engine.refusal(p) }
    let behavior: ViewAlignedLimitBehavior
    switch limit {
    case DETENT_LIMIT_AUTOMATIC: behavior = .automatic
    case DETENT_LIMIT_ALWAYS: behavior = .always
    case DETENT_LIMIT_NEVER: behavior = .never
    case DETENT_LIMIT_ALWAYS_BY_ONE: behavior = .alwaysByOne
    case DETENT_LIMIT_ALWAYS_BY_FEW: behavior = .alwaysByFew
    default: return Refusal.notA(function, limit.rawValue, "detent_view_aligned_limit")
    }
    h.engine.setBehavior(.viewAligned(limitBehavior: behavior))
    return DETENT_OK
}

@_cdecl("detent_engine_remove_behavior")
public func detent_engine_remove_behavior(_ p: OpaquePointer?) -> detent_status {
    guard let h = Engine.from(p, "detent_engine_remove_behavior") else { return Engine.refusal(p) }
    h.engine.removeBehavior()
    return DETENT_OK
}

@_cdecl("detent_engine_set_behavior_callback")
public func detent_engine_set_behavior_callback(_ p: OpaquePointer?, _ update: detent_update_target?,
                                                _ userData: UnsafeMutableRawPointer?) -> detent_status {
    let function: StaticString = "detent_engine_set_behavior_callback"
    guard let h = Engine.from(p, function) else { return Engine.refusal(p) }
    guard let update else { return Refusal.null(function, "the callback") }
    h.engine.setBehavior(CallbackBehavior(handle: h, update: update, userData: userData))
    return DETENT_OK
}

// MARK: Inputs

@_cdecl("detent_engine_pointer")
public func detent_engine_pointer(_ p: OpaquePointer?, _ phase: detent_pointer_phase, _ x: Double, _ y: Double,
                                  _ pointer: Int32, _ t: Double) -> detent_status {
    Calls.pointer(Engine.self, p, phase, x, y, pointer, t, "detent_engine_pointer")
}

@_cdecl("detent_engine_wheel")
public func detent_engine_wheel(_ p: OpaquePointer?, _ dx: Double, _ dy: Double, _ precise: Int32, _ t: Double) -> detent_status {
    Calls.wheel(Engine.self, p, dx, dy, precise, t, "detent_engine_wheel")
}

@_cdecl("detent_engine_key")
public func detent_engine_key(_ p: OpaquePointer?, _ key: detent_key, _ t: Double) -> detent_status {
    Calls.key(Engine.self, p, key, t, "detent_engine_key")
}

@_cdecl("detent_engine_key_offset")
public func detent_engine_key_offset(_ p: OpaquePointer?, _ key: detent_key, _ offset: UnsafeMutablePointer<Double>?) -> detent_status {
    Calls.keyAnswer(Engine.self, p, key, offset, "offset", "detent_engine_key_offset") { h, k in h.engine.keyRest(k) }
}

@_cdecl("detent_engine_scroll_to")
public func detent_engine_scroll_to(_ p: OpaquePointer?, _ offset: Double, _ animated: Int32, _ t: Double) -> detent_status {
    let function: StaticString = "detent_engine_scroll_to"
    guard let h = Engine.from(p, function) else { return Engine.refusal(p) }
    if let refused = Refusal.checkFinite(function, "the offset", offset) { return refused }
    return h.apply(.scrollTo(.offset(offset), animated: flag(animated)), at: t, function)
}

@_cdecl("detent_engine_scroll_to_target")
public func detent_engine_scroll_to_target(_ p: OpaquePointer?, _ index: Int, _ animated: Int32, _ t: Double) -> detent_status {
    let function: StaticString = "detent_engine_scroll_to_target"
    guard let h = Engine.from(p, function) else { return Engine.refusal(p) }
    // A size_t beyond Int.max arrives negative: it is past the last target, where it clamps.
    return h.apply(.scrollTo(.target(index < 0 ? .max : index), animated: flag(animated)), at: t, function)
}

@_cdecl("detent_engine_fling")
public func detent_engine_fling(_ p: OpaquePointer?, _ velocity: Double, _ t: Double) -> detent_status {
    Calls.fling(Engine.self, p, velocity, t, "detent_engine_fling")
}

@_cdecl("detent_engine_resize")
public func detent_engine_resize(_ p: OpaquePointer?, _ width: Double, _ height: Double, _ t: Double) -> detent_status {
    let function: StaticString = "detent_engine_resize"
    guard let h = Engine.from(p, function) else { return Engine.refusal(p) }
    if let refused = Refusal.checkFinite(function, "the size", width, height) { return refused }
    guard EngineConfiguration.admitsContainer(width), EngineConfiguration.admitsContainer(height) else {
        return Refusal.fail(DETENT_ERROR_INVALID, function, "the size \(width) x \(height) is not 0 or in 1e-6 ... 1e12")
    }
    return h.apply(.resize(Size(width: width, height: height)), at: t, function)
}

@_cdecl("detent_engine_advance")
public func detent_engine_advance(_ p: OpaquePointer?, _ t: Double) -> detent_status {
    Calls.advance(Engine.self, p, t, "detent_engine_advance")
}

@_cdecl("detent_engine_frame")
public func detent_engine_frame(_ p: OpaquePointer?, _ t: Double, _ frame: UnsafeMutablePointer<detent_frame>?) -> detent_status {
    Calls.frame(Engine.self, p, t, frame, "detent_engine_frame")
}

// MARK: State

@_cdecl("detent_engine_offset")
public func detent_engine_offset(_ p: OpaquePointer?) -> Double {
    Engine.with(p, "detent_engine_offset", else: .nan) { $0.engine.offset }
}

@_cdecl("detent_engine_velocity")
public func detent_engine_velocity(_ p: OpaquePointer?) -> Double {
    Engine.with(p, "detent_engine_velocity", else: .nan) { $0.engine.velocity }
}

@_cdecl("detent_engine_phase")
public func detent_engine_phase(_ p: OpaquePointer?) -> detent_phase {
    Engine.with(p, "detent_engine_phase", else: DETENT_PHASE_NONE) { Events.code($0.engine.phase) }
}

@_cdecl("detent_engine_is_idle")
public func detent_engine_is_idle(_ p: OpaquePointer?) -> Int32 {
    Engine.with(p, "detent_engine_is_idle", else: Engine.refusal(p).rawValue) { $0.engine.isIdle ? 1 : 0 }
}

@_cdecl("detent_engine_selected_index")
public func detent_engine_selected_index(_ p: OpaquePointer?) -> Int {
    guard let h = Engine.from(p, "detent_engine_selected_index") else { return -1 }
    return h.engine.selectedIndex
}

@_cdecl("detent_engine_time")
public func detent_engine_time(_ p: OpaquePointer?) -> Double {
    Engine.with(p, "detent_engine_time", else: .nan) { $0.engine.time }
}

@_cdecl("detent_engine_rest_time")
public func detent_engine_rest_time(_ p: OpaquePointer?) -> Double {
    Engine.with(p, "detent_engine_rest_time", else: .nan) { $0.engine.restTime ?? .infinity }
}

@_cdecl("detent_engine_geometry")
public func detent_engine_geometry(_ p: OpaquePointer?, _ out: UnsafeMutablePointer<detent_geometry>?) -> detent_status {
    let function: StaticString = "detent_engine_geometry"
    guard let h = Engine.from(p, function) else { return Engine.refusal(p) }
    return Sized.output(out, largerAllowed: true, function, null: "geometry", name: "geometry") {
        let g = h.engine.geometry, v = g.visibleRect
        return detent_geometry(
            size: MemoryLayout<detent_geometry>.size, content_offset_x: g.contentOffset.x, content_offset_y: g.contentOffset.y,
            content_width: g.contentSize.width, content_height: g.contentSize.height,
            inset_top: g.contentInsets.top, inset_leading: g.contentInsets.leading, inset_bottom: g.contentInsets.bottom,
            inset_trailing: g.contentInsets.trailing, container_width: g.containerSize.width, container_height: g.containerSize.height,
            visible_rect: detent_rect(x: v.minX, y: v.minY, width: v.width, height: v.height))
    }
}

@_cdecl("detent_engine_stretch")
public func detent_engine_stretch(_ p: OpaquePointer?, _ out: UnsafeMutablePointer<detent_stretch>?) -> detent_status {
    let function: StaticString = "detent_engine_stretch"
    guard let h = Engine.from(p, function) else { return Engine.refusal(p) }
    return Sized.output(out, largerAllowed: true, function, null: "stretch", name: "stretch") {
        let s = h.engine.edgeStretch, t = h.engine.time
        let shown = s.isHeld || s.isAnimating(at: t)
        let edge = !shown ? DETENT_STRETCH_NONE : s.edge == .leading ? DETENT_STRETCH_LEADING : DETENT_STRETCH_TRAILING
        return detent_stretch(size: MemoryLayout<detent_stretch>.size, edge: edge, held: s.isHeld ? 1 : 0,
                              scale: s.scale(at: t), distance: s.distance(at: t), velocity: s.velocity(at: t),
                              end_time: s.isHeld ? .infinity : s.endTime.map { Swift.max($0, t) } ?? t)
    }
}

@_cdecl("detent_engine_transition")
public func detent_engine_transition(_ p: OpaquePointer?, _ frame: detent_rect, _ threshold: detent_threshold, _ amount: Double,
                                     _ phase: UnsafeMutablePointer<detent_transition_phase>?,
                                     _ progress: UnsafeMutablePointer<Double>?) -> detent_status {
    let function: StaticString = "detent_engine_transition"
    guard let h = Engine.from(p, function) else { return Engine.refusal(p) }
    guard let phase else { return Refusal.null(function, "phase") }
    if let refused = Refusal.checkFinite(function, "the frame", frame.x, frame.y, frame.width, frame.height) { return refused }
    guard frame.width >= 0, frame.height >= 0 else {
        return Refusal.fail(DETENT_ERROR_INVALID, function, "the frame's size \(frame.width) x \(frame.height) is negative")
    }
    let t: ScrollTransitionThreshold
    switch threshold {
    case DETENT_THRESHOLD_VISIBLE:
        if let refused = Refusal.checkFinite(function, "the amount", amount) { return refused }
        t = .visible(amount)
    case DETENT_THRESHOLD_CENTERED: t = .centered
    case DETENT_THRESHOLD_HIDDEN: t = .hidden
    default: return Refusal.notA(function, threshold.rawValue, "detent_threshold")
    }
    let r = h.engine.transition(for: Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height), threshold: t)
    switch r.phase {
    case .topLeading: phase.pointee = DETENT_TRANSITION_TOP_LEADING
    case .identity: phase.pointee = DETENT_TRANSITION_IDENTITY
    case .bottomTrailing: phase.pointee = DETENT_TRANSITION_BOTTOM_TRAILING
    }
    progress?.pointee = r.progress
    return DETENT_OK
}

@_cdecl("detent_engine_events")
public func detent_engine_events(_ p: OpaquePointer?, _ buffer: UnsafeMutablePointer<detent_event>?, _ n: Int,
                                 _ count: UnsafeMutablePointer<Int>?) -> detent_status {
    Events.drain(Engine.self, p, into: buffer, capacity: n, count: count, "detent_engine_events")
}

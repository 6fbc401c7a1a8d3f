@testable import Detent

/// The reference picker's engine: values 0...100, step 10, bounds 0...1000, 280 × 80.
func referenceEngine(behavior: (any ScrollTargetBehavior)? = ClosestMultipleScrollTargetBehavior(step: 10),
                     offset: Double = 0, axis: Axis = .horizontal) -> ScrollEngine {
    let configuration = ScrollEngine.Configuration(
        axis: axis,
        containerSize: Size(width: 280, height: 80),
        contentSize: Size(width: 1002, height: 80),
        bounds: 0...1000,
        targets: .uniform(first: 0, step: 10, count: 101))
    return try! ScrollEngine(configuration: configuration, behavior: behavior, offset: offset)
}

extension ScrollEngine {
    /// Advances through every internal change until the engine rests (at most `limit` steps).
    func settle(limit: Int = 100) throws {
        var steps = 0
        while let next = nextEventTime, steps < limit {
            try advance(to: Swift.max(next, time))
            steps += 1
        }
    }

    var selectionChanges: [SelectionChange] {
        events.compactMap { if case let .selection(s) = $0 { return s } else { return nil } }
    }
    var phaseChanges: [PhaseChange] {
        events.compactMap { if case let .phase(p) = $0 { return p } else { return nil } }
    }
}

/// A horizontal drag: down at `x`, moves to each of `xs` at `dt` intervals, up at the last.
func drag(_ engine: ScrollEngine, from x: Double, through xs: [Double], start: Double, dt: Double) throws -> Double {
    var t = start
    try engine.handle(.pointerDown(Point(x: x, y: 40)), at: t)
    for p in xs {
        t += dt
        try engine.handle(.pointerMove(Point(x: p, y: 40)), at: t)
    }
    try engine.handle(.pointerUp(Point(x: xs.last ?? x, y: 40)), at: t)
    return t
}

/// The reference configuration: 280 × 80, values 0...100 every 10 pt.
func referenceConfiguration() -> ScrollEngine.Configuration {
    ScrollEngine.Configuration(containerSize: Size(width: 280, height: 80), contentSize: Size(width: 1002, height: 80),
                               bounds: 0...1000, targets: .uniform(first: 0, step: 10, count: 101))
}

/// A configuration like the reference picker's (values 0...100 every 10 pt, 280 pt) with `physics`.
func referenceConfiguration(_ physics: ScrollPhysics) -> ScrollEngine.Configuration {
    var c = referenceConfiguration()
    c.physics = physics
    return c
}

extension ScrollEngine {
    /// Advances in steps of `dt` until the engine rests, returning the largest speed and the
    /// largest and smallest offsets seen (the rest included).
    func sample(every dt: Double, limit: Double = 30) throws -> (maxSpeed: Double, maxOffset: Double, minOffset: Double) {
        var maxSpeed = abs(velocity), hi = offset, lo = offset
        let t0 = time
        while !isIdle && time < t0 + limit {
            try advance(to: time + dt)
            maxSpeed = Swift.max(maxSpeed, abs(velocity))
            hi = Swift.max(hi, offset)
            lo = Swift.min(lo, offset)
        }
        return (maxSpeed, hi, lo)
    }
}

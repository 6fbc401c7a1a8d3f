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

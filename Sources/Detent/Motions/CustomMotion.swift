/// A ``Motion`` of your own as the engine runs it (``ScrollEngine/run(_:cause:at:)``), held by
/// reference beside the built-in ``ScrollMotion``: made once when your motion starts, one
/// pointer to copy, and the built-in motions stay plain values.
final class CustomMotion: Motion {
    /// The motion this box runs.
    let base: any Motion

    init(_ base: any Motion) { self.base = base }

    func position(at t: Double) -> Double { base.position(at: t) }
    func velocity(at t: Double) -> Double { base.velocity(at: t) }
    func isDone(at t: Double) -> Bool { base.isDone(at: t) }
    var endTime: Double { base.endTime }
    var restPosition: Double { base.restPosition }
    func nextTurn(after t: Double) -> Double? { base.nextTurn(after: t) }
    func crossingTime(of x: Double, from lo: Double, to hi: Double, increasing: Bool) -> Double {
        base.crossingTime(of: x, from: lo, to: hi, increasing: increasing)
    }
}

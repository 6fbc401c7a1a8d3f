/// A ``Motion`` of your own as the engine holds it (``ScrollMotion/custom(_:)``): boxed once
/// when your motion starts, so that a ``ScrollMotion`` stays a small value whatever your
/// motion's size. Every requirement goes to your motion, its crossing search too.
public final class CustomMotion: Motion {
    /// The motion this box runs.
    public let base: any Motion

    public init(_ base: any Motion) { self.base = base }

    public func position(at t: Double) -> Double { base.position(at: t) }
    public func velocity(at t: Double) -> Double { base.velocity(at: t) }
    public var endTime: Double { base.endTime }
    public var restPosition: Double { base.restPosition }
    public func nextTurn(after t: Double) -> Double? { base.nextTurn(after: t) }
    public func crossing(of x: Double, increasing: Bool, startedAt start: Double, after lo: Double,
                         through hi: Double, known: MotionState?) -> (time: Double, state: MotionState?) {
        base.crossing(of: x, increasing: increasing, startedAt: start, after: lo, through: hi, known: known)
    }
}

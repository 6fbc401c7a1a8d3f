/// A ``Motion`` of your own inside a ``ScrollMotion`` (``ScrollMotion/custom(_:)``), held by
/// reference.
///
/// Why a class: an existential (`any Motion`) stored inline would make every
/// ``ScrollMotion`` address-only, so that each evaluation of a built-in motion copied the whole
/// enum (some 160 bytes) through its value witness before switching on it. Behind a
/// reference the enum is a plain value that the engine reads in place. The box is made once,
/// when ``ScrollEngine/run(_:cause:at:)`` starts your motion.
public final class CustomMotion: Motion {
    /// The motion this box runs.
    public let base: any Motion

    public init(_ base: any Motion) { self.base = base }

    public func position(at t: Double) -> Double { base.position(at: t) }
    public func velocity(at t: Double) -> Double { base.velocity(at: t) }
    public func isDone(at t: Double) -> Bool { base.isDone(at: t) }
    public var endTime: Double { base.endTime }
    public var restPosition: Double { base.restPosition }
    public func nextTurn(after t: Double) -> Double? { base.nextTurn(after: t) }
    public func crossingTime(of x: Double, from lo: Double, to hi: Double, increasing: Bool) -> Double {
        base.crossingTime(of: x, from: lo, to: hi, increasing: increasing)
    }
}

/// A ``Motion`` of your own as the engine holds it (``ScrollMotion/custom(_:)``): its
/// requirements captured as closures once, when it is wrapped, so that the engine needs no
/// existential and a ``ScrollMotion`` stays a small value whatever your motion's size.
///
/// ``ScrollEngine/run(_:cause:at:)`` wraps the motion it is given; a ``BallisticPlanner``
/// returns `.custom(AnyMotion(yourMotion))`. Read it as a ``ScrollMotion`` (or read your own
/// motion): a wrapper is not itself a motion of the public API.
public final class AnyMotion: Sendable {
    private let positionAt: @Sendable (Double) -> Double
    private let velocityAt: @Sendable (Double) -> Double
    private let turnAfter: @Sendable (Double) -> Double?
    package let endTime: Double
    package let restPosition: Double

    /// Wraps `motion`.
    public convenience init<M: Motion>(_ motion: M) {
        self.init(position: { motion.position(at: $0) }, velocity: { motion.velocity(at: $0) },
                  nextTurn: { motion.nextTurn(after: $0) }, endTime: motion.endTime, restPosition: motion.restPosition)
    }

    // Not generic: an Embedded build allows a class no generic designated initialiser.
    private init(position: @escaping @Sendable (Double) -> Double, velocity: @escaping @Sendable (Double) -> Double,
                 nextTurn: @escaping @Sendable (Double) -> Double?, endTime: Double, restPosition: Double) {
        positionAt = position
        velocityAt = velocity
        turnAfter = nextTurn
        self.endTime = endTime
        self.restPosition = restPosition
    }

    package func position(at t: Double) -> Double { positionAt(t) }
    package func velocity(at t: Double) -> Double { velocityAt(t) }
    package func nextTurn(after t: Double) -> Double? { turnAfter(t) }
}

extension AnyMotion: CrossingSearch {}

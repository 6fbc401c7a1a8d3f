/// The phase changed.
public struct PhaseChange: Hashable, Sendable {
    public var from: ScrollPhase
    public var to: ScrollPhase
    /// The exact time of the change.
    public var time: Double
    /// The offset velocity at that moment, in points per second; when leaving
    /// `.interacting`, the release velocity as the tracker estimated it.
    public var velocity: Double
    package init(from: ScrollPhase, to: ScrollPhase, time: Double, velocity: Double) {
        self.from = from; self.to = to; self.time = time; self.velocity = velocity
    }
}

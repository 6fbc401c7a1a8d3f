import Detent
import DetentPicker

/// What a replay ended with.
public struct ReplaySummary: Hashable, Sendable {
    public var finalValue: Double
    public var finalOffset: Double
    /// The trace time at which the engine last became idle; nil when it is not idle at the end.
    public var restTime: Double?
    public var idle: Bool
    public var selectionChanges: Int
    public var frames: Int
    /// FNV-1a 64 over every record (see ``ReplayDigest``).
    public var digest: UInt64
    /// The time the run ended (the last frame, or `--until`).
    public var endTime: Double
}

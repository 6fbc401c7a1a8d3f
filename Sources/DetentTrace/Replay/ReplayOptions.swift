import Detent
import DetentPicker

/// How a replay samples and ends.
public struct ReplayOptions: Hashable, Sendable {
    /// Frames per second: frames are sampled at `t = k / fps`.
    public var fps: Int
    /// End the run at this time (frames with `t ≤ until`, the final state at `until`).
    public var until: Double?
    /// Refuse a run of more frames than this (``TraceError/Kind/frameLimit``), before the
    /// first record when the inputs' times already need more; `nil` for no limit.
    public var maxFrames: Int?
    /// Count the frames that repeat a resting frame without sampling them or passing them to
    /// `record` (what `--summary` does): a replay then costs what its inputs and motions
    /// cost, not its duration. The summary and the digest are the same either way.
    public var skipsRestingFrames: Bool
    public init(fps: Int = 120, until: Double? = nil, maxFrames: Int? = nil, skipsRestingFrames: Bool = false) {
        self.fps = fps; self.until = until; self.maxFrames = maxFrames; self.skipsRestingFrames = skipsRestingFrames
    }
}

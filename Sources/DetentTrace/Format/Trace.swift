/// A whole trace: a header and its inputs in time order.
public struct Trace: Hashable, Sendable {
    public var header: TraceHeader
    public var inputs: [TraceInput]
    /// The 1-based line of each input in the file it was read from (empty when built in code).
    public var lines: [Int]
    /// What the reader ignored, as `FILE:LINE: reason` notices: members the format does not
    /// know (kept forward compatible, but a typo such as `"profil"` should not pass unseen).
    public var warnings: [TraceError]
    public init(header: TraceHeader = TraceHeader(), inputs: [TraceInput] = [], lines: [Int] = [], warnings: [TraceError] = []) {
        self.header = header; self.inputs = inputs; self.lines = lines; self.warnings = warnings
    }

    /// The time of the last input (0 for none).
    public var duration: Double { inputs.last?.t ?? 0 }
}

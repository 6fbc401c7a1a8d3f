/// Why the value under the anchor changed.
public enum SelectionCause: String, Hashable, Sendable, CaseIterable {
    case drag, deceleration, wheel, key, programmatic
}

/// The target under the anchor changed: one event per target crossed, like SwiftUI's
/// `sensoryFeedback(.selection, trigger:)`. A jump across more targets in one step than
/// ``ScrollEngine/selectionEventsPerStep`` gets that many, then one event whose `from` and `to`
/// are further apart, spanning the rest; `to` of one event is always `from` of the next.
public struct SelectionChange: Hashable, Sendable {
    /// The target index before and after.
    public var from: Int
    public var to: Int
    /// The exact time of the crossing (for a drag, the time of the input that crossed).
    public var time: Double
    public var cause: SelectionCause
    package init(from: Int, to: Int, time: Double, cause: SelectionCause) {
        self.from = from; self.to = to; self.time = time; self.cause = cause
    }
}

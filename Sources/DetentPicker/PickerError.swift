/// Why a picker configuration or input was refused.
public struct PickerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A sentence naming the bad value and what was expected.
    package var reason: String
    package init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}

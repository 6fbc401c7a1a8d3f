import Detent

/// Why a picker configuration or input was refused.
public struct PickerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A sentence naming the bad value and what was expected.
    package var reason: String
    package init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}

extension PickerError {
    /// An error saying `message` (a label: with none, String's interpolation would be chosen).
    init(saying message: Message) { self.init(message.text) }
}

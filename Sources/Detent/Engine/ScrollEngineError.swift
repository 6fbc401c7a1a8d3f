/// Why the engine refused an input; its state is unchanged.
public enum ScrollEngineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A number was NaN or infinite.
    case nonFinite(String)
    /// The time is earlier than the last input or advance.
    case timeWentBackwards(time: Double, last: Double)
    /// A size or configuration value out of its range.
    case invalid(String)

    public var description: String {
        let words: Message
        switch self {
        case let .nonFinite(what): words = "\(what) is not a finite number"
        case let .timeWentBackwards(time, last): words = "time \(time) is earlier than the engine's time \(last)"
        case let .invalid(what): return what
        }
        return words.text
    }
}

/// Why the engine refused an input; its state is unchanged.
public enum ScrollEngineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A number was NaN or infinite.
    case nonFinite(String)
    /// The time is earlier than the last input or advance.
    case timeWentBackwards(time: Double, last: Double)
    /// A size or configuration value out of its range.
    case invalid(String)

    public var description: String {
        if case let .invalid(what) = self { return what }
        // The words written by Message's own overload below (not through `description`).
        var words: Message = ""
        words.appendInterpolation(self)
        return words.text
    }
}

extension Message {
    /// `error`'s words (its ``ScrollEngineError/description``), written in place: a message
    /// that quotes an error does not make its description first.
    package mutating func appendInterpolation(_ error: ScrollEngineError) {
        switch error {
        case let .nonFinite(what):
            appendInterpolation(what)
            appendLiteral(" is not a finite number")
        case let .timeWentBackwards(time, last):
            appendLiteral("time ")
            appendInterpolation(time)
            appendLiteral(" is earlier than the engine's time ")
            appendInterpolation(last)
        case let .invalid(what):
            appendInterpolation(what)
        }
    }
}

import CSDL2

/// An SDL, SDL_ttf or SDL_image call failed; `message` says which and why.
public struct SDLError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    /// `what` followed by SDL's own error string.
    static func last(_ what: String) -> SDLError {
        let reason = String(cString: SDL_GetError())
        return SDLError(reason.isEmpty ? what : "\(what): \(reason)")
    }
    public var description: String { message }
}

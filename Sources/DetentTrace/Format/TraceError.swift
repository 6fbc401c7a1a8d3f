/// Why a trace could not be read: the file, the 1-based line, and the reason.
public struct TraceError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// The file could not be opened or read (exit status 66).
        case cannotOpen
        /// The data is wrong (exit status 65).
        case badData
        /// A replay would print more frames than its limit (exit status 64, a usage error:
        /// the options do not bound the output).
        case frameLimit
    }
    public var file: String
    /// The 1-based line; 0 when the error concerns the whole file (cannot open it).
    public var line: Int
    public var reason: String
    public var kind: Kind
    /// What the reader warned of before this error (unknown members on earlier lines), to be
    /// shown before it. Not part of the error's identity (`==`, `hash`).
    public var warnings: [TraceError] = []

    public init(file: String, line: Int, reason: String, kind: Kind = .badData) {
        self.file = file; self.line = line; self.reason = reason; self.kind = kind
    }

    public static func == (a: TraceError, b: TraceError) -> Bool {
        a.file == b.file && a.line == b.line && a.reason == b.reason && a.kind == b.kind
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(file); hasher.combine(line); hasher.combine(reason); hasher.combine(kind)
    }

    /// `FILE:LINE: reason` (`FILE: reason` when there is no line).
    public var description: String { line > 0 ? "\(file):\(line): \(reason)" : "\(file): \(reason)" }
}

/// Why a file (a trace, a chart) could not be written.
public struct TraceWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): \(reason)" }
}

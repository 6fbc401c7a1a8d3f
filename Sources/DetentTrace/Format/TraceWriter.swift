// Written to a file where there is a C library (not in the WebAssembly build).
#if canImport(Glibc) || canImport(Darwin)
/// Writes a trace, one line per input, each flushed as it is written (a crash loses at most
/// the line being written, and the reader reports that as a truncated last line).
public final class TraceWriter {
    private let file: TextFile
    public var path: String { file.path }

    /// Creates (or truncates) the file at `path` and writes the header line.
    public init(path: String, header: TraceHeader) throws(TraceWriteError) {
        file = try TextFile(path: path)
        try file.write(TraceEncoding.headerLine(header) + "\n")
    }

    /// Writes one input line and flushes it.
    public func write(_ input: TraceInput) throws(TraceWriteError) {
        try file.write(TraceEncoding.line(for: input) + "\n")
    }

    /// Flushes and closes the file; further writes fail.
    public func close() { file.close() }
}
#endif

// Files are written where there is a C library (not in the WebAssembly build).
#if canImport(Glibc) || canImport(Darwin)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written as text: created (or truncated) when made, each write flushed, so a crash
/// loses at most the write under way. The one place the package opens a file for writing.
public final class TextFile {
    public let path: String
    private var file: UnsafeMutablePointer<FILE>?

    /// Creates (or truncates) the file at `path`.
    public init(path: String) throws(TraceWriteError) {
        self.path = path
        guard let fp = fopen(path, "wb") else {
            throw TraceWriteError(path: path, reason: "cannot open for writing: \(String(cString: strerror(errno)))")
        }
        file = fp
    }

    deinit { if let file { fclose(file) } }

    /// Writes `text` and flushes it.
    public func write(_ text: String) throws(TraceWriteError) {
        guard let file else { throw TraceWriteError(path: path, reason: "the file is closed") }
        let ok = text.utf8CString.withUnsafeBufferPointer { buf in
            fwrite(buf.baseAddress, 1, buf.count - 1, file) == buf.count - 1 && fflush(file) == 0
        }
        if !ok { throw TraceWriteError(path: path, reason: "write failed: \(String(cString: strerror(errno)))") }
    }

    /// Closes the file; further writes fail.
    public func close() {
        if let file { fclose(file) }
        file = nil
    }

    /// Writes `text` to the file at `path`, replacing it.
    public static func write(_ text: String, to path: String) throws(TraceWriteError) {
        let f = try TextFile(path: path)
        defer { f.close() }
        try f.write(text)
    }
}
#endif

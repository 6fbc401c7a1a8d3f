// Files are written where there is a C library (not in the WebAssembly build).
#if canImport(Glibc) || canImport(Darwin)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The C library's call, by a name ``TextFile``'s methods do not shadow.
private func closeDescriptor(_ fd: Int32) { _ = close(fd) }

/// Writes all of `bytes` to `fd` (again after an interruption): how many were written, and
/// the error that stopped it short (0 when none; EIO for a write of nothing).
public func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> (written: Int, error: Int32) {
    var done = 0
    while done < bytes.count {
        let n = write(fd, bytes.baseAddress! + done, bytes.count - done)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { return (done, n < 0 ? errno : EIO) }
        done += n
    }
    return (done, 0)
}

/// A file written as text: created (or truncated) when made, each write handed to the system
/// at once (no buffer), so a crash loses at most the write under way. A write that fails (a
/// full disk, a file size limit) cuts the file back to the end of the last whole write and
/// closes it: a trace keeps whole lines, where a partial line made it unreadable. The one
/// place the package opens a file for writing.
public final class TextFile {
    public let path: String
    private var fd: Int32
    /// The bytes the file holds: those of the writes that succeeded.
    public private(set) var length = 0

    /// Creates (or truncates) the file at `path`.
    public init(path: String) throws(TraceWriteError) {
        self.path = path
        fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw TraceWriteError(path: path, reason: "cannot open for writing: \(String(cString: strerror(errno)))")
        }
    }

    deinit { if fd >= 0 { closeDescriptor(fd) } }

    /// Writes `text`, all of it or (the file cut back to ``length`` and closed) none.
    public func write(_ text: String) throws(TraceWriteError) {
        guard fd >= 0 else { throw TraceWriteError(path: path, reason: "the file is closed") }
        var text = text
        let (written, failure) = text.withUTF8 { writeAll(fd, UnsafeRawBufferPointer($0)) }
        guard failure != 0 else { length += written; return }
        _ = ftruncate(fd, off_t(length))
        close()
        throw TraceWriteError(path: path, reason: "write failed: \(String(cString: strerror(failure)))")
    }

    /// Closes the file; further writes fail.
    public func close() {
        if fd >= 0 { closeDescriptor(fd) }
        fd = -1
    }

    /// Writes `text` to the file at `path`, replacing it.
    public static func write(_ text: String, to path: String) throws(TraceWriteError) {
        let f = try TextFile(path: path)
        defer { f.close() }
        try f.write(text)
    }
}
#endif

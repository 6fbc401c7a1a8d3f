#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DetentTrace

/// Buffered writing to a file descriptor (stdout by default), 64 KiB at a time.
public final class OutputBuffer {
    private var buffer: [UInt8] = []
    private let fd: Int32
    public init(fd: Int32 = 1) { self.fd = fd; buffer.reserveCapacity(1 << 16) }
    deinit { flush() }

    public func line(_ s: String) {
        buffer.append(contentsOf: s.utf8)
        buffer.append(0x0A)
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Writes what is buffered. A write that fails (a full disk) ends the program with status
    /// 73: output cut short must not pass for a success (it exited 0).
    public func flush() {
        let failure = buffer.withUnsafeBytes { writeAll(fd, $0).error }
        if failure != 0 { writeFailed(fd == 1 ? "standard output" : "file descriptor \(fd)", errno: failure) }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// Says that writing to `what` failed, and why, and exits with status 73.
func writeFailed(_ what: String, errno code: Int32) -> Never {
    printError("\(what): write failed: \(String(cString: strerror(code)))")
    exit(ExitStatus.cannotCreate)
}

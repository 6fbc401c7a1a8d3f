#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    public func flush() {
        var start = 0
        while start < buffer.count {
            let n = buffer[start...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            start += n
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

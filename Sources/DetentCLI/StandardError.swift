#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes `text` to standard error as it is (unbuffered, without Foundation).
public func writeStandardError(_ text: String) {
    _ = text.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
}

/// Writes `message` and a newline to standard error.
public func printError(_ message: String) { writeStandardError(message + "\n") }

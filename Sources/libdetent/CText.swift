import CDetent
import Detent

/// Text handed to the caller: NUL-terminated UTF-8 in its buffer.
enum CText {
    /// Writes `text` and a NUL into `out` when `capacity` bytes hold them, and sets `*needed`
    /// to the bytes they take; DETENT_ERROR_BUFFER_TOO_SMALL (nothing written) otherwise, and
    /// DETENT_ERROR_NULL for a NULL `out` with a capacity (a size query passes NULL and 0).
    static func write(_ text: String, to out: UnsafeMutablePointer<CChar>?, capacity: Int,
                      needed: UnsafeMutablePointer<Int>, _ function: StaticString) -> detent_status {
        let bytes = text.utf8ByteCount + 1
        needed.pointee = bytes
        guard out != nil || capacity == 0 else {
            return Refusal.fail(DETENT_ERROR_NULL, function, "the text buffer is NULL with a capacity of \(UInt(bitPattern: capacity))")
        }
        guard let out, bytes <= libdetent.capacity(capacity) else {
            return Refusal.fail(DETENT_ERROR_BUFFER_TOO_SMALL, function, "the text takes \(bytes) bytes; the buffer holds \(capacity)")
        }
        _ = copy(text, to: out)
        return DETENT_OK
    }

    /// Writes `text`'s UTF-8 and a NUL at `out` (room for `text.utf8.count + 1` bytes); the
    /// bytes written, the NUL not counted. Out of line: String's access to its bytes is some
    /// hundreds of bytes of code in the WebAssembly module at each place that reads them.
    @inline(never)
    static func copy(_ text: String, to out: UnsafeMutablePointer<CChar>) -> Int {
        text.withUTF8Bytes { utf8 in
            for (i, b) in utf8.enumerated() { out[i] = CChar(bitPattern: b) }
            out[utf8.count] = 0
            return utf8.count
        }
    }
}

import CDetent

/// Text handed to the caller: NUL-terminated UTF-8 in its buffer.
enum CText {
    /// Writes `text` and a NUL into `out` when `capacity` bytes hold them, and sets `*needed`
    /// to the bytes they take; DETENT_ERROR_BUFFER_TOO_SMALL (nothing written) otherwise.
    static func write(_ text: String, to out: UnsafeMutablePointer<CChar>?, capacity: Int,
                      needed: UnsafeMutablePointer<Int>, _ function: StaticString) -> detent_status {
        var text = text
        return text.withUTF8 { utf8 in
            needed.pointee = utf8.count + 1
            guard let out, utf8.count + 1 <= libdetent.capacity(capacity) else {
                return Refusal.fail(DETENT_ERROR_BUFFER_TOO_SMALL,
                                    function, "the text takes \(utf8.count + 1) bytes; the buffer holds \(capacity)")
            }
            for (i, b) in utf8.enumerated() { out[i] = CChar(bitPattern: b) }
            out[utf8.count] = 0
            return DETENT_OK
        }
    }
}

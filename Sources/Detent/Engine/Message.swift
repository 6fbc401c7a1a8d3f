/// Text written piece by piece — a refusal's message (a ``ScrollEngineError``'s words, a
/// picker error's reason, the C layer's `detent_last_error()`) or a label (a number, a date) —
/// as UTF-8 bytes, made a String once, when ``text`` is read. Written as an interpolated
/// string literal, or through `write(_:)` (a `TextOutputStream`). The text is the same as
/// String's interpolation gives. String's own appending reaches its code for bridged strings,
/// which Embedded Swift never has (kilobytes of the WebAssembly module); appending bytes
/// here reaches none of it.
package struct Message: ExpressibleByStringInterpolation, StringInterpolationProtocol, TextOutputStream {
    package typealias StringInterpolation = Message

    /// The text while it is short, in place (a label is built without allocating): its bytes,
    /// and their count in the last byte, as String's small strings keep theirs. No count of its
    /// own: a Message is four words on wasm32, passed in registers, not copied through memory
    /// at each refusal.
    private var head: (UInt, UInt, UInt) = (0, 0, 0)
    /// Every byte, once there are more than `head` holds (`head` is then unused).
    private var all: [UInt8] = []

    /// The bytes `head` holds at most: 11 on wasm32, 23 on 64-bit (a small string: 10 and 15).
    private static var headCapacity: Int { MemoryLayout<(UInt, UInt, UInt)>.size - 1 }

    /// The bytes in `head`.
    private var headCount: Int {
        get { withUnsafeBytes(of: head) { Int($0[Self.headCapacity]) } }
        set { withUnsafeMutableBytes(of: &head) { $0[Self.headCapacity] = UInt8(newValue) } }
    }

    package init(_ text: String) { write(text) }
    package init(stringLiteral text: StaticString) { appendLiteral(text) }
    package init(literalCapacity: Int, interpolationCount: Int) {}
    package init(stringInterpolation m: Message) { self = m }

    /// The text. (Checked as UTF-8 once more when made: String has no unchecked way in for
    /// bytes; every piece is valid UTF-8, so the check passes.)
    package var text: String {
        @inline(never) get {
            #if hasFeature(Embedded)
            // The smaller: String(decoding:) brings its repair code (kilobytes of WebAssembly).
            withUTF8 { String(validating: $0, as: UTF8.self)! }
            #else
            // The faster: String(validating:) is generic in the runtime, a metadata lookup a
            // call (labels are made on every frame). The same text for valid UTF-8.
            withUTF8 { String(decoding: $0, as: UTF8.self) }
            #endif
        }
    }

    /// Calls `body` with the text's UTF-8.
    package func withUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        guard all.isEmpty else { return all.withUnsafeBufferPointer(body) }
        let count = headCount
        return withUnsafeBytes(of: head) { $0.withMemoryRebound(to: UInt8.self) { body(UnsafeBufferPointer(rebasing: $0[..<count])) } }
    }

    /// Appends `bytes`, valid UTF-8. Out of line: one copy for every piece of every message.
    @inline(never)
    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        let start = headCount, end = start + bytes.count
        if all.isEmpty, end <= Self.headCapacity {
            withUnsafeMutableBytes(of: &head) { UnsafeMutableRawBufferPointer(rebasing: $0[start..<end]).copyMemory(from: UnsafeRawBufferPointer(bytes)) }
            headCount = end
        } else {
            // The text so far and `bytes` in a new array: a message has a few pieces, and this
            // is smaller code than an array's growth.
            all = withUTF8 { text in
                Array(unsafeUninitializedCapacity: text.count + bytes.count) { buffer, initialized in
                    let raw = UnsafeMutableRawBufferPointer(buffer)
                    UnsafeMutableRawBufferPointer(rebasing: raw[..<text.count]).copyMemory(from: UnsafeRawBufferPointer(text))
                    UnsafeMutableRawBufferPointer(rebasing: raw[text.count...]).copyMemory(from: UnsafeRawBufferPointer(bytes))
                    initialized = buffer.count
                }
            }
        }
    }

    // Inlined: a literal's length is known where it is written, and an interpolation's empty
    // pieces (before a first or after a last \(…)) then cost nothing.
    @inline(__always) package mutating func appendLiteral(_ s: StaticString) {
        if s.utf8CodeUnitCount > 0 { appendInterpolation(s) }
    }
    @inline(never) package mutating func appendInterpolation(_ s: StaticString) {
        s.withUTF8Buffer { append($0) }
    }
    package mutating func appendInterpolation(_ s: String) { write(s) }
    /// Appends `s` (`TextOutputStream`'s requirement).
    @inline(never) package mutating func write(_ s: String) { s.withUTF8Bytes { append($0) } }
    /// Appends `ascii` (`TextOutputStream`'s requirement: how `Double` writes its digits here,
    /// without a String made for them).
    package mutating func _writeASCII(_ ascii: UnsafeBufferPointer<UInt8>) { append(ascii) }
    // As String's interpolation writes it: write(to:), not description (a NaN's payload,
    // "-nan(0x…)", is written out; its description is "nan").
    @inline(never) package mutating func appendInterpolation(_ v: Double) { v.write(to: &self) }
    @inline(never) package mutating func appendInterpolation(_ v: Int) { write(v.description) }
    @inline(never) package mutating func appendInterpolation(_ v: UInt) { write(v.description) }
    // A C int or enum constant, printed as the wider integer prints it (the same digits).
    package mutating func appendInterpolation(_ v: Int32) { appendInterpolation(Int(v)) }
    package mutating func appendInterpolation(_ v: UInt32) { appendInterpolation(UInt(v)) }
    package mutating func appendInterpolation(_ m: Message) { m.withUTF8 { append($0) } }
    package mutating func appendInterpolation(_ v: some CustomStringConvertible) { appendInterpolation(v.description) }
}

extension ScrollEngineError {
    /// ``ScrollEngineError/invalid(_:)`` saying `message`.
    package static func invalid(saying message: Message) -> ScrollEngineError { .invalid(message.text) }
}

/// A refused call's message (detent_last_error()), written as an interpolated string literal.
/// Each piece is appended by one call kept out of line: String's own interpolation inlines its
/// appends into each of the C layer's hundred refusals (bytes of code each in the WebAssembly
/// module). The text is the same as String's interpolation gives.
struct Message: ExpressibleByStringInterpolation {
    var text: String

    init(_ text: String) { self.text = text }
    init(stringLiteral text: StaticString) { self.text = ""; Self.append(text, to: &self.text) }
    init(stringInterpolation m: StringInterpolation) { text = m.text }

    // `description`: a literal is valid UTF-8, and String(decoding:) would check it again
    // (validation and repair code in the WebAssembly module for nothing).
    @inline(never)
    fileprivate static func append(_ s: StaticString, to text: inout String) { text += s.description }

    struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        init(literalCapacity: Int, interpolationCount: Int) {}
        // Inlined: a literal's length is known where it is written, and an interpolation's empty
        // pieces (before a first or after a last \(…)) then cost nothing.
        @inline(__always) mutating func appendLiteral(_ s: StaticString) {
            if s.utf8CodeUnitCount > 0 { Message.append(s, to: &text) }
        }
        @inline(never) mutating func appendInterpolation(_ s: String) { text += s }
        mutating func appendInterpolation(_ s: StaticString) { Message.append(s, to: &text) }
        // As String's interpolation writes it: write(to:), not description (a NaN's payload,
        // "-nan(0x…)", is written out; its description is "nan").
        @inline(never) mutating func appendInterpolation(_ v: Double) { v.write(to: &text) }
        @inline(never) mutating func appendInterpolation(_ v: Int) { text += v.description }
        @inline(never) mutating func appendInterpolation(_ v: UInt) { text += v.description }
        // A C int or enum constant, printed as the wider integer prints it (the same digits).
        mutating func appendInterpolation(_ v: Int32) { appendInterpolation(Int(v)) }
        mutating func appendInterpolation(_ v: UInt32) { appendInterpolation(UInt(v)) }
        mutating func appendInterpolation(_ m: Message) { appendInterpolation(m.text) }
        mutating func appendInterpolation(_ v: some CustomStringConvertible) { appendInterpolation(v.description) }
    }
}

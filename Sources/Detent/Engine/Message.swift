/// A refusal's message — an engine's or a picker's (a ``ScrollEngineError``'s words, a picker
/// error's reason) or the C layer's (`detent_last_error()`) — written as an interpolated
/// string literal. Each piece is appended by one call kept out of line: String's own
/// interpolation inlines its appends into every refusal (bytes of code each in the
/// WebAssembly module). The text is the same as String's interpolation gives.
package struct Message: ExpressibleByStringInterpolation {
    package var text: String

    package init(_ text: String) { self.text = text }
    package init(stringLiteral text: StaticString) { self.text = ""; Self.append(text, to: &self.text) }
    package init(stringInterpolation m: StringInterpolation) { text = m.text }

    // `description`: a literal is valid UTF-8, and String(decoding:) would check it again
    // (validation and repair code in the WebAssembly module for nothing).
    @inline(never)
    fileprivate static func append(_ s: StaticString, to text: inout String) { text += s.description }

    package struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        package init(literalCapacity: Int, interpolationCount: Int) {}
        // Inlined: a literal's length is known where it is written, and an interpolation's empty
        // pieces (before a first or after a last \(…)) then cost nothing.
        @inline(__always) package mutating func appendLiteral(_ s: StaticString) {
            if s.utf8CodeUnitCount > 0 { Message.append(s, to: &text) }
        }
        @inline(never) package mutating func appendInterpolation(_ s: String) { text += s }
        package mutating func appendInterpolation(_ s: StaticString) { Message.append(s, to: &text) }
        // As String's interpolation writes it: write(to:), not description (a NaN's payload,
        // "-nan(0x…)", is written out; its description is "nan").
        @inline(never) package mutating func appendInterpolation(_ v: Double) { v.write(to: &text) }
        @inline(never) package mutating func appendInterpolation(_ v: Int) { text += v.description }
        @inline(never) package mutating func appendInterpolation(_ v: UInt) { text += v.description }
        // A C int or enum constant, printed as the wider integer prints it (the same digits).
        package mutating func appendInterpolation(_ v: Int32) { appendInterpolation(Int(v)) }
        package mutating func appendInterpolation(_ v: UInt32) { appendInterpolation(UInt(v)) }
        package mutating func appendInterpolation(_ m: Message) { appendInterpolation(m.text) }
        package mutating func appendInterpolation(_ v: some CustomStringConvertible) { appendInterpolation(v.description) }
    }
}

extension ScrollEngineError {
    /// ``ScrollEngineError/invalid(_:)`` saying `message`.
    package static func invalid(saying message: Message) -> ScrollEngineError { .invalid(message.text) }
}

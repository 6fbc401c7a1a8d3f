import Detent

/// A refusal's message (``PickerError/reason``, a `ScrollEngineError`'s words), written as an
/// interpolated string literal. Each piece is appended by one call kept out of line: String's
/// own interpolation inlines its appends into every refusal (bytes of code each in the
/// WebAssembly module). The text is the same as String's interpolation gives.
struct PickerMessage: ExpressibleByStringInterpolation {
    var text: String

    init(stringLiteral text: StaticString) { self.text = ""; Self.append(text, to: &self.text) }
    init(stringInterpolation m: StringInterpolation) { text = m.text }

    // `description`: a literal is valid UTF-8, and String(decoding:) would check it again.
    @inline(never)
    fileprivate static func append(_ s: StaticString, to text: inout String) { text += s.description }

    struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        init(literalCapacity: Int, interpolationCount: Int) {}
        // Inlined: a literal's length is known where it is written, and an interpolation's empty
        // pieces (before a first or after a last \(…)) then cost nothing.
        @inline(__always) mutating func appendLiteral(_ s: StaticString) {
            if s.utf8CodeUnitCount > 0 { PickerMessage.append(s, to: &text) }
        }
        @inline(never) mutating func appendInterpolation(_ s: String) { text += s }
        mutating func appendInterpolation(_ s: StaticString) { PickerMessage.append(s, to: &text) }
        // As String's interpolation writes it: write(to:), not description (a NaN's payload is
        // written out).
        @inline(never) mutating func appendInterpolation(_ v: Double) { v.write(to: &text) }
        @inline(never) mutating func appendInterpolation(_ v: Int) { text += v.description }
        @inline(never) mutating func appendInterpolation(_ v: some CustomStringConvertible) { text += v.description }
    }
}

extension PickerError {
    /// An error saying `message` (a label: with none, String's interpolation would be chosen).
    init(saying message: PickerMessage) { self.init(message.text) }
}

extension ScrollEngineError {
    /// ``ScrollEngineError/invalid(_:)`` saying `message`.
    static func invalid(saying message: PickerMessage) -> ScrollEngineError { .invalid(message.text) }
}

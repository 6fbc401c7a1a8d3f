/// (Package-internal: the trace format's own parser, not public API — hand-written for
/// line/column messages and duplicate-key refusal without Foundation.)
///
/// A small, strict JSON parser for one JSON Lines line, and the number and string
/// formatting every Detent output uses.
///
/// Strict: RFC 8259 grammar only (no NaN, Infinity, comments, trailing commas or leading
/// zeros); numbers that overflow a `Double` (e.g. `1e999`) are refused; duplicate member
/// names are refused; nesting is limited so that no input can exhaust the stack. Every
/// failure is a ``JSONParseError`` with a human reason and the 1-based column; nothing traps.

import Detent

/// A parsed JSON value. Objects keep their members in order. Strings and member names compare
/// byte for byte (``Swift/String/isSameUTF8(_:)``), as RFC 8259 compares member names.
package enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// A finite number and the exact text it was written as.
    case number(Double, text: String)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    package static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x, _), .number(y, _)): return x.bitPattern == y.bitPattern
        case let (.string(x), .string(y)): return x.isSameUTF8(y)
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.0.isSameUTF8($1.0) && $0.1 == $1.1 }
        default: return false
        }
    }
    package func hash(into h: inout Hasher) {
        switch self {
        case .null: h.combine(0)
        case let .bool(b): h.combine(b)
        case let .number(d, _): h.combine(d.bitPattern)
        case let .string(s): for b in s.utf8 { h.combine(b) }
        case let .array(a): h.combine(a)
        case let .object(o): for (k, v) in o { for b in k.utf8 { h.combine(b) }; h.combine(v) }
        }
    }

    /// The JSON type's name, for error messages ("a string", "a number", ...).
    package var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The member named `key` of an object (nil for other values or a missing member).
    package subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        for (k, v) in members where k.isSameUTF8(key) { return v }
        return nil
    }
}

/// Why a line is not valid JSON.
package struct JSONParseError: Error, Hashable, Sendable {
    /// 1-based column (in bytes) where the problem was found.
    package var column: Int
    package var reason: String
    /// The input ended inside a value (an incomplete line rather than a wrong one).
    package var unexpectedEnd: Bool
}

/// Parses one JSON text (a whole line, UTF-8 already validated).
package struct JSONParser {
    private let bytes: [UInt8]
    private var i: Int
    private let end: Int
    /// The deepest nesting of arrays and objects accepted.
    package static let maximumDepth = 64

    package static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        try parse(bytes, from: 0, to: bytes.count)
    }

    package static func parse(_ bytes: [UInt8], from start: Int, to end: Int) throws(JSONParseError) -> JSONValue {
        var p = JSONParser(bytes: bytes, i: start, end: end)
        p.skipWhitespace()
        if p.i == p.end { throw p.error("empty line (expected a JSON object)", end: true) }
        let v = try p.value(depth: 0)
        p.skipWhitespace()
        if p.i != p.end { throw p.error("unexpected \(p.describe(p.bytes[p.i])) after the JSON value") }
        return v
    }

    private init(bytes: [UInt8], i: Int, end: Int) { self.bytes = bytes; self.i = i; self.end = end }

    private func error(_ reason: String, end: Bool = false) -> JSONParseError {
        JSONParseError(column: i + 1, reason: reason, unexpectedEnd: end)
    }

    private func describe(_ b: UInt8) -> String {
        if b == UInt8(ascii: "'") { return "\"'\"" }
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        if b == 0x20 { return "space" }
        let hex = String(b, radix: 16, uppercase: true)
        return "byte 0x" + (hex.utf8.count == 1 ? "0" + hex : hex)
    }

    private mutating func skipWhitespace() {
        while i < end, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
    }

    private mutating func value(depth: Int) throws(JSONParseError) -> JSONValue {
        guard i < end else { throw error("unexpected end of line (expected a value)", end: true) }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        case UInt8(ascii: "N"), UInt8(ascii: "I"):
            throw error("NaN and Infinity are not JSON numbers (numbers must be finite)")
        default:
            throw error("unexpected \(describe(bytes[i])) (expected a value)")
        }
    }

    private mutating func literal(_ word: StaticString) throws(JSONParseError) {
        let w = word.utf8Start
        for k in 0..<word.utf8CodeUnitCount {
            guard i < end else { throw error("unexpected end of line in '\(word)'", end: true) }
            guard bytes[i] == w[k] else { throw error("unexpected \(describe(bytes[i])) (expected '\(word)')") }
            i += 1
        }
    }

    private mutating func object(depth: Int) throws(JSONParseError) -> JSONValue {
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        i += 1 // {
        var members: [(String, JSONValue)] = []
        skipWhitespace()
        if i < end, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard i < end else { throw error("unexpected end of line inside an object", end: true) }
            guard bytes[i] == UInt8(ascii: "\"") else {
                throw error("unexpected \(describe(bytes[i])) (expected a member name in double quotes)")
            }
            let keyColumn = i
            let key = try string()
            if members.contains(where: { $0.0.isSameUTF8(key) }) {
                throw JSONParseError(column: keyColumn + 1, reason: "duplicate member \"\(key)\"", unexpectedEnd: false)
            }
            skipWhitespace()
            guard i < end else { throw error("unexpected end of line inside an object", end: true) }
            guard bytes[i] == UInt8(ascii: ":") else { throw error("unexpected \(describe(bytes[i])) (expected ':')") }
            i += 1
            skipWhitespace()
            let v = try value(depth: depth)
            members.append((key, v))
            skipWhitespace()
            guard i < end else { throw error("unexpected end of line inside an object", end: true) }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
            throw error("unexpected \(describe(bytes[i])) (expected ',' or '}')")
        }
    }

    private mutating func array(depth: Int) throws(JSONParseError) -> JSONValue {
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        i += 1 // [
        var items: [JSONValue] = []
        skipWhitespace()
        if i < end, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
        while true {
            skipWhitespace()
            items.append(try value(depth: depth))
            skipWhitespace()
            guard i < end else { throw error("unexpected end of line inside an array", end: true) }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
            throw error("unexpected \(describe(bytes[i])) (expected ',' or ']')")
        }
    }

    private mutating func hex4() throws(JSONParseError) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard i < end else { throw error("unexpected end of line in a \\u escape", end: true) }
            let b = bytes[i]
            let d: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw error("invalid \\u escape (expected 4 hexadecimal digits)")
            }
            v = v * 16 + d
            i += 1
        }
        return v
    }

    private mutating func string() throws(JSONParseError) -> String {
        i += 1 // opening quote
        var out: [UInt8] = []
        while true {
            guard i < end else { throw error("unexpected end of line inside a string", end: true) }
            let b = bytes[i]
            if b == UInt8(ascii: "\"") { i += 1; break }
            if b < 0x20 { throw error("control character \(describe(b)) inside a string (escape it)") }
            if b != UInt8(ascii: "\\") { out.append(b); i += 1; continue }
            i += 1
            guard i < end else { throw error("unexpected end of line in an escape", end: true) }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""): out.append(0x22)
            case UInt8(ascii: "\\"): out.append(0x5C)
            case UInt8(ascii: "/"): out.append(0x2F)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                if scalar >= 0xD800 && scalar < 0xDC00 {
                    guard i + 1 < end, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                        throw error("invalid \\u escape (a lone high surrogate)")
                    }
                    i += 2
                    let low = try hex4()
                    guard low >= 0xDC00 && low < 0xE000 else { throw error("invalid \\u escape (a high surrogate without its low half)") }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if scalar >= 0xDC00 && scalar < 0xE000 {
                    throw error("invalid \\u escape (a lone low surrogate)")
                }
                guard let u = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
                out.append(contentsOf: Array(String(Character(u)).utf8))
            default:
                i -= 1
                throw error("invalid escape '\\\(Character(Unicode.Scalar(e)))' in a string")
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func number() throws(JSONParseError) -> JSONValue {
        let start = i
        func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
        if bytes[i] == UInt8(ascii: "-") {
            i += 1
            guard i < end else { throw error("unexpected end of line in a number", end: true) }
            if bytes[i] == UInt8(ascii: "I") { throw error("NaN and Infinity are not JSON numbers (numbers must be finite)") }
        }
        guard i < end, isDigit(bytes[i]) else { throw error("invalid number (expected a digit after '-')") }
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
            if i < end, isDigit(bytes[i]) { throw error("invalid number (leading zeros are not allowed)") }
        } else {
            while i < end, isDigit(bytes[i]) { i += 1 }
        }
        if i < end, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard i < end else { throw error("unexpected end of line in a number", end: true) }
            guard isDigit(bytes[i]) else { throw error("invalid number (expected a digit after '.')") }
            while i < end, isDigit(bytes[i]) { i += 1 }
        }
        if i < end, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < end, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard i < end else { throw error("unexpected end of line in a number", end: true) }
            guard isDigit(bytes[i]) else { throw error("invalid number (expected a digit in the exponent)") }
            while i < end, isDigit(bytes[i]) { i += 1 }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard let d = Double(text), d.isFinite else {
            throw JSONParseError(column: start + 1, reason: "number \(text) is out of range (not a finite double)", unexpectedEnd: false)
        }
        return .number(d, text: text)
    }
}

// MARK: - Output

/// Formatting of numbers and strings in every Detent JSON output.
package enum JSONFormat {
    /// A Double as Swift's shortest round-trip representation (`"\(d)"`, e.g. `1.0`, `0.1`,
    /// `1e-05`, `-0.0`): reading it back gives the same bits. Non-finite values (which no
    /// output should contain) are written as `null`.
    @inline(__always)
    package static func number(_ d: Double) -> String { d.isFinite ? d.description : "null" }

    /// A JSON string literal with the necessary escapes.
    package static func string(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    let h = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - h.utf8.count) + h
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }
}

/// Validates UTF-8; returns the offset of the first byte of the first invalid sequence, or nil.
func firstInvalidUTF8(_ bytes: [UInt8], from start: Int, to end: Int) -> Int? {
    var i = start
    while i < end {
        let b = bytes[i]
        if b < 0x80 { i += 1; continue }
        let need: Int
        var lo: UInt8 = 0x80, hi: UInt8 = 0xBF
        switch b {
        case 0xC2...0xDF: need = 1
        case 0xE0: need = 2; lo = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: need = 2
        case 0xED: need = 2; hi = 0x9F
        case 0xF0: need = 3; lo = 0x90
        case 0xF1...0xF3: need = 3
        case 0xF4: need = 3; hi = 0x8F
        default: return i
        }
        if i + need >= end { return i }
        let c1 = bytes[i + 1]
        if c1 < lo || c1 > hi { return i }
        for k in stride(from: 2, through: need, by: 1) {
            if bytes[i + k] & 0xC0 != 0x80 { return i }
        }
        i += need + 1
    }
    return nil
}

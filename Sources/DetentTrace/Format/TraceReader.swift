import Detent
import DetentPicker
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads traces (see docs/trace-format.md). Every problem is a ``TraceError`` naming the
/// file, the line and the reason; nothing in here traps on any input.
public enum TraceReader {
    // Files are read where there is a C library (not in the WebAssembly build, whose host
    // passes the bytes).
    #if canImport(Glibc) || canImport(Darwin)
    /// Reads a trace file; `-` reads standard input.
    ///
    /// What has come is parsed as it comes (at 64 KiB, then each time it has grown 16 times:
    /// some 7 % more work than one parse), so that a file that is no trace is refused at its
    /// first bad line instead of read to its end: `/dev/urandom`, `yes |` and `/dev/zero` were read
    /// until memory ran out. A file larger than ``maximumBytes`` is refused.
    public static func read(path: String) throws(TraceError) -> Trace {
        let name = path == "-" ? "<stdin>" : path
        var checkAt = 1 << 16
        var early: TraceError?
        let bytes: [UInt8]
        do throws(OpenError) {
            bytes = try readAll(path: path) { (read: [UInt8]) -> Bool in
                if read.count > maximumBytes {
                    early = TraceError(file: name, line: 0, reason: "larger than \(maximumBytes >> 30) GiB, more than any trace (an hour of input at 120 Hz is some 30 MB)")
                    return false
                }
                guard read.count >= checkAt else { return true }
                checkAt = read.count * 16
                guard let end = earlyEnd(read) else { return true }
                do throws(TraceError) { _ = try parse(bytes: Array(read[..<end]), name: name) } catch { early = error; return false }
                return true
            }
        } catch {
            throw TraceError(file: name, line: 0, reason: "cannot open: \(error.message)", kind: .cannotOpen)
        }
        if let early { throw early }
        return try parse(bytes: bytes, name: name)
    }

    /// The most bytes a trace file may have: 1 GiB.
    public static let maximumBytes = 1 << 30

    /// Where a prefix of a file can be parsed for an early error that the whole file would give
    /// the same: after its last newline (its lines are complete), or, with none, just after a
    /// control character no trace line can hold (a NUL of `/dev/zero`); `nil` when neither.
    static func earlyEnd(_ read: [UInt8]) -> Int? {
        if let newline = read.lastIndex(of: 0x0A) { return newline + 1 }
        return read.firstIndex { $0 < 0x20 && $0 != 0x09 && $0 != 0x0D }.map { $0 + 1 }
    }

    struct OpenError: Error { var message: String }

    /// Reads every byte of a file (or of stdin for `-`), calling `more` with what has been
    /// read after each chunk: it returns false to stop reading there.
    static func readAll(path: String, more: ([UInt8]) -> Bool = { _ in true }) throws(OpenError) -> [UInt8] {
        let fp: UnsafeMutablePointer<FILE>?
        if path == "-" { fp = fdopen(0, "rb") } else { fp = fopen(path, "rb") }
        guard let fp else { throw OpenError(message: String(cString: strerror(errno))) }
        defer { if path != "-" { fclose(fp) } }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, fp) }
            if n > 0 { out.append(contentsOf: chunk[0..<n]) }
            if n < chunk.count {
                if ferror(fp) != 0 { throw OpenError(message: String(cString: strerror(errno))) }
                break
            }
            if !more(out) { break }
        }
        return out
    }
    #endif

    /// Parses the bytes of a trace; `name` is the file name used in errors.
    public static func parse(bytes: [UInt8], name: String) throws(TraceError) -> Trace {
        var parser = LineParser(file: name)
        // An error carries the warnings of the lines before it: a typo in a member name went
        // unseen when a later line was wrong.
        do { return try parse(bytes: bytes, with: &parser) } catch {
            var e = error
            e.warnings = parser.warnings
            throw e
        }
    }

    static func parse(bytes: [UInt8], with parser: inout LineParser) throws(TraceError) -> Trace {
        let name = parser.file
        var header: TraceHeader?
        var inputs: [TraceInput] = []
        var lines: [Int] = []
        var start = 0
        var lineNumber = 0
        // A UTF-8 byte order mark at the very start is skipped.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        if start == bytes.count {
            throw TraceError(file: name, line: 1,
                             reason: "empty file (expected the header {\"format\": \"detent-trace\", \"version\": 1})")
        }
        while start < bytes.count {
            lineNumber += 1
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            let hasNewline = end < bytes.count
            var contentEnd = end
            if contentEnd > start, bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 } // CRLF
            parser.line = lineNumber
            if let bad = firstInvalidUTF8(bytes, from: start, to: contentEnd) {
                let b = String(bytes[bad], radix: 16, uppercase: true)
                throw parser.fail("not UTF-8 (invalid byte 0x\(b.count == 1 ? "0" + b : b) at column \(bad - start + 1))")
            }
            let value: JSONValue
            do {
                value = try JSONParser.parse(bytes, from: start, to: contentEnd)
            } catch {
                if !hasNewline && error.unexpectedEnd && contentEnd > start {
                    throw parser.fail("truncated last line: no newline at the end and the JSON is incomplete (\(error.reason))")
                }
                throw parser.fail(error.reason + (error.unexpectedEnd ? "" : " at column \(error.column - start)"))
            }
            if header == nil {
                header = try parser.header(value)
            } else {
                let input = try parser.input(value, previous: inputs.last?.t)
                inputs.append(input)
                lines.append(lineNumber)
            }
            start = end + 1
        }
        return Trace(header: header!, inputs: inputs, lines: lines, warnings: parser.warnings)
    }
}

extension TraceReader {
    /// Parses a header's `"picker"` object given on its own (the C library's
    /// `detent_picker_create`), with the header's checks and messages; `name` names it in errors.
    /// `strict` refuses an unknown member (naming it) instead of noting it as a warning.
    public static func parsePicker(json bytes: [UInt8], name: String, strict: Bool = false) throws(TraceError) -> PickerSpec {
        var parser = LineParser(file: name)
        parser.strict = strict
        parser.line = 1
        if let bad = firstInvalidUTF8(bytes, from: 0, to: bytes.count) {
            throw parser.fail("not UTF-8 (invalid byte at column \(bad + 1))")
        }
        let value: JSONValue
        do { value = try JSONParser.parse(bytes) } catch {
            throw parser.fail(error.reason + (error.unexpectedEnd ? "" : " at column \(error.column)"))
        }
        return try parser.picker(value)
    }
}

/// Checks one decoded line against the format.
struct LineParser {
    let file: String
    var line = 0
    var previousLine = 0
    /// Unknown members, ignored with a notice.
    var warnings: [TraceError] = []
    /// Whether an unknown member is an error rather than a warning.
    var strict = false

    init(file: String) { self.file = file }

    func fail(_ reason: String) -> TraceError { TraceError(file: file, line: line, reason: reason) }

    /// Notes every member of the object `v` not in `known` (forward compatibility: ignored),
    /// or, when ``strict``, refuses the first one.
    mutating func noteUnknown(_ v: JSONValue, _ known: [String], prefix: String = "") throws(TraceError) {
        guard case let .object(members) = v else { return }
        for (key, _) in members where !known.contains(where: { $0.isSameUTF8(key) }) {
            if strict {
                let names = known.sorted { $0.precedesUTF8($1) }.joined(separator: ", ")
                throw fail("unknown member \(JSONFormat.string(prefix + key)) (known: \(names))")
            }
            warnings.append(TraceError(file: file, line: line, reason: "warning: unknown member \(JSONFormat.string(prefix + key)) ignored"))
        }
    }

    // MARK: members

    func object(_ v: JSONValue, _ what: String) throws(TraceError) -> [(String, JSONValue)] {
        guard case let .object(members) = v else {
            throw fail(what.isEmpty ? "not a JSON object (the line is \(v.typeName))" : "member \"\(what)\" must be an object, not \(v.typeName)")
        }
        return members
    }

    func member(_ v: JSONValue, _ key: String, _ path: String, _ expected: String) throws(TraceError) -> JSONValue {
        guard let m = v[key] else { throw fail("missing member \"\(path)\" (\(expected))") }
        return m
    }

    func number(_ v: JSONValue, _ path: String) throws(TraceError) -> Double {
        guard case let .number(d, _) = v else { throw fail("member \"\(path)\" must be a number, not \(describe(v))") }
        return d
    }

    func number(in v: JSONValue, _ key: String, prefix: String = "") throws(TraceError) -> Double {
        try number(try member(v, key, prefix + key, "a number"), prefix + key)
    }

    func optionalNumber(in v: JSONValue, _ key: String, prefix: String = "") throws(TraceError) -> Double? {
        guard let m = v[key] else { return nil }
        return try number(m, prefix + key)
    }

    func positive(_ d: Double, _ path: String) throws(TraceError) -> Double {
        guard d > 0 else { throw fail("member \"\(path)\" must be greater than 0, not \(JSONFormat.number(d))") }
        return d
    }

    /// A window's side: positive, and from ``TraceHeader/minimumWindowSide`` to
    /// ``TraceHeader/maximumWindowSide`` points, which the sandbox's window and `detent render`
    /// can draw (every command refuses another alike: the sandbox refused a window of 0.001 pt
    /// that `detent` replayed).
    func windowSide(_ d: Double, _ path: String) throws(TraceError) -> Double {
        guard try positive(d, path) <= TraceHeader.maximumWindowSide else {
            throw fail("member \"\(path)\" is \(JSONFormat.number(d)): a window is at most \(Int(TraceHeader.maximumWindowSide)) points a side")
        }
        guard d >= TraceHeader.minimumWindowSide else {
            throw fail("member \"\(path)\" is \(JSONFormat.number(d)): a window is at least \(Int(TraceHeader.minimumWindowSide)) point a side")
        }
        return d
    }

    func integer(_ v: JSONValue, _ path: String) throws(TraceError) -> Int {
        let d = try number(v, path)
        guard d == d.rounded() else { throw fail("member \"\(path)\" must be an integer, not \(describe(v))") }
        // A whole number out of range is said so ("must be an integer, not -2147483648" read
        // as if it were not one).
        guard abs(d) <= 2_147_483_647 else {
            throw fail("member \"\(path)\" must be an integer from -2147483647 to 2147483647, not \(describe(v))")
        }
        return Int(d)
    }

    func bool(in v: JSONValue, _ key: String) throws(TraceError) -> Bool {
        let m = try member(v, key, key, "true or false")
        guard case let .bool(b) = m else { throw fail("member \"\(key)\" must be true or false, not \(describe(m))") }
        return b
    }

    func string(_ v: JSONValue, _ path: String) throws(TraceError) -> String {
        guard case let .string(s) = v else { throw fail("member \"\(path)\" must be a string, not \(describe(v))") }
        return s
    }

    /// The choice whose name the string `v` is, byte for byte.
    func oneOf<Choice>(_ v: JSONValue, _ path: String, _ choices: [(name: String, choice: Choice)]) throws(TraceError) -> Choice {
        let s = try string(v, path)
        guard let c = choices.first(where: { $0.name.isSameUTF8(s) }) else {
            throw fail("member \"\(path)\" is \(JSONFormat.string(s)), expected one of \(choices.map { $0.name }.joined(separator: ", "))")
        }
        return c.choice
    }

    /// The string `v` when it is one of `names`, byte for byte.
    func oneOf(_ v: JSONValue, _ path: String, _ names: [String]) throws(TraceError) -> String {
        try oneOf(v, path, names.map { ($0, $0) })
    }

    func describe(_ v: JSONValue) -> String {
        switch v {
        case let .string(s):
            // The first 20 Unicode scalars (not Characters: grapheme breaking would bring
            // Unicode's tables into the WebAssembly module).
            let scalars = s.unicodeScalars
            var shown = String(String.UnicodeScalarView(scalars.prefix(20)))
            if scalars.count > 20 { shown += "…" }
            return "a string (\(JSONFormat.string(shown)))"
        case let .number(_, text): return text
        case let .bool(b): return b ? "true" : "false"
        default: return v.typeName
        }
    }

    func size(_ v: JSONValue, _ path: String) throws(TraceError) -> Size {
        _ = try object(v, path)
        let w = try positive(try number(in: v, "width", prefix: path + "."), path + ".width")
        let h = try positive(try number(in: v, "height", prefix: path + "."), path + ".height")
        return Size(width: w, height: h)
    }

    // MARK: header

    mutating func header(_ v: JSONValue) throws(TraceError) -> TraceHeader {
        guard case .object = v else { throw fail("not a JSON object (the line is \(v.typeName)); the first line must be the header") }
        guard let format = v["format"] else {
            if v["type"] != nil || v["t"] != nil {
                throw fail("no header: the first line is an input; a trace begins with {\"format\": \"detent-trace\", \"version\": 1}")
            }
            throw fail("missing member \"format\" (the header needs \"format\": \"detent-trace\")")
        }
        let f = try string(format, "format")
        guard f.isSameUTF8("detent-trace") else { throw fail("format is \(JSONFormat.string(f)), expected \"detent-trace\"") }
        let version = try integer(try member(v, "version", "version", "the integer 1"), "version")
        guard version == TraceHeader.version else {
            throw fail("unsupported version \(version) (this reader reads version \(TraceHeader.version))")
        }
        var header = TraceHeader()
        try noteUnknown(v, ["format", "version", "window", "source", "picker"])
        if let w = v["window"] {
            try noteUnknown(w, ["width", "height"], prefix: "window.")
            header.window = try size(w, "window")
            _ = (try windowSide(header.window.width, "window.width"), try windowSide(header.window.height, "window.height"))
        }
        if let s = v["source"] { header.source = try string(s, "source") }
        if let p = v["picker"] {
            header.picker = try picker(p)
            // What no one number shows: a ruler's step or a cylinder's rows for its size.
            do { try header.pickerConfiguration.validate() } catch { throw fail("member \"picker\": \(error.reason)") }
        }
        return header
    }

    mutating func picker(_ p: JSONValue) throws(TraceError) -> PickerSpec {
        _ = try object(p, "picker")
        try noteUnknown(p, ["values", "spacing", "tick_width", "major_every", "size", "frame", "axis", "behavior", "profile",
                            "rate", "theme", "style", "looping", "cylinder", "demo", "start", "years"], prefix: "picker.")
        var spec = PickerSpec()
        if let values = p["values"] {
            _ = try object(values, "picker.values")
            try noteUnknown(values, ["from", "to", "by"], prefix: "picker.values.")
            let from = try optionalNumber(in: values, "from", prefix: "picker.values.") ?? 0
            let to = try optionalNumber(in: values, "to", prefix: "picker.values.") ?? 100
            var by = 1.0
            if let d = try optionalNumber(in: values, "by", prefix: "picker.values.") { by = try positive(d, "picker.values.by") }
            do { spec.values = try PickerValues(from: from, to: to, by: by) } catch {
                throw fail("member \"picker.values\" is not a usable range: \(error.reason)")
            }
        }
        /// A number the picker's rules (``WheelPicker/Configuration/rules``) bound.
        func ruled(_ key: String, _ d: Double) throws(TraceError) -> Double {
            guard let rule = WheelPicker.Configuration.rule(forTraceKey: key), !rule.admits(d) else { return d }
            throw fail("member \"picker.\(key)\" must be \(rule.requirement(for: d)), not \(JSONFormat.number(d))")
        }
        if let d = try optionalNumber(in: p, "spacing", prefix: "picker.") { spec.spacing = try ruled("spacing", d) }
        if let d = try optionalNumber(in: p, "tick_width", prefix: "picker.") { spec.tickWidth = try ruled("tick_width", d) }
        if let m = p["major_every"] {
            spec.majorEvery = Int(try ruled("major_every", Double(try integer(m, "picker.major_every"))))
        }
        if let s = p["size"] { try noteUnknown(s, ["width", "height"], prefix: "picker.size."); spec.size = try size(s, "picker.size") }
        if let f = p["frame"] {
            _ = try object(f, "picker.frame")
            try noteUnknown(f, ["x", "y", "width", "height"], prefix: "picker.frame.")
            let x = try number(in: f, "x", prefix: "picker.frame.")
            let y = try number(in: f, "y", prefix: "picker.frame.")
            let s = try size(f, "picker.frame")
            spec.frame = Rect(x: x, y: y, width: s.width, height: s.height)
        }
        if let a = p["axis"] {
            spec.axis = try oneOf(a, "picker.axis", Axis.allCases.map { ($0.description, $0) })
        }
        if let b = p["behavior"] {
            let s = try string(b, "picker.behavior")
            guard let behavior = PickerBehavior(s) else {
                throw fail("member \"picker.behavior\" is \(JSONFormat.string(s)), expected one of \(PickerBehavior.syntax.joined(separator: ", "))")
            }
            spec.behavior = behavior
        }
        if let f = p["profile"] {
            spec.profile = try oneOf(f, "picker.profile", ScrollPhysics.all.map { ($0.name, $0) })
        }
        if let r = p["rate"] {
            switch r {
            case .string:
                spec.rate = try oneOf(r, "picker.rate", [("normal", DecelerationRate.normal), ("fast", .fast)])
            case let .number(d, _):
                guard let rate = DecelerationRate(rawValue: d) else {
                    throw fail("member \"picker.rate\" must be \"normal\", \"fast\" or a number between 0 and 1 (exclusive), not \(describe(r))")
                }
                spec.rate = rate
            default:
                throw fail("member \"picker.rate\" must be \"normal\", \"fast\" or a number, not \(describe(r))")
            }
        }
        if let t = p["theme"] {
            spec.theme = try oneOf(t, "picker.theme", PickerTheme.named.map { ($0.name, $0.theme) })
        }
        if let st = p["style"] {
            spec.style = try oneOf(st, "picker.style", PickerStyle.allCases.map { ($0.rawValue, $0) })
        }
        if let l = p["looping"] {
            guard case let .bool(b) = l else { throw fail("member \"picker.looping\" must be true or false, not \(describe(l))") }
            spec.looping = b
        }
        if let w = p["cylinder"] {
            _ = try object(w, "picker.cylinder")
            try noteUnknown(w, Self.cylinderMembers.map { $0.key }, prefix: "picker.cylinder.")
            var wheel = CylinderWheel()
            for (key, _, set) in Self.cylinderMembers {
                if let d = try optionalNumber(in: w, key, prefix: "picker.cylinder.") { set(&wheel, d) }
            }
            do { try wheel.validate(height: 0) } catch { throw fail("member \"picker.cylinder\": \(error.reason)") }
            spec.cylinder = wheel
        }
        try demo(p, into: &spec)
        if spec.looping == true, let v = spec.values, v.count > ScrollTargets.maximumLoopPeriod {
            throw fail("member \"picker.looping\": a looping picker takes at most \(ScrollTargets.maximumLoopPeriod) values, not \(v.count)")
        }
        return spec
    }

    /// A demo's members: `"demo"`, `"years"` (a date's) and `"start"`; the members of one
    /// wheel are refused beside a demo.
    mutating func demo(_ p: JSONValue, into spec: inout PickerSpec) throws(TraceError) {
        guard let d = p["demo"] else {
            for key in ["start", "years"] where p[key] != nil { throw fail("member \"picker.\(key)\" needs \"picker.demo\"") }
            return
        }
        let name = try oneOf(d, "picker.demo", ["date", "time", "time24"])
        for key in ["values", "spacing", "tick_width", "major_every", "axis", "behavior", "style", "looping"] where p[key] != nil {
            throw fail("member \"picker.\(key)\" does not apply to a demo (\"picker.demo\" is \(JSONFormat.string(name)))")
        }
        let isDate = name.isSameUTF8("date")
        var years = ColumnPicker.defaultYears
        if let y = p["years"] {
            guard isDate else { throw fail("member \"picker.years\" applies to the date demo only") }
            _ = try object(y, "picker.years")
            try noteUnknown(y, ["from", "to"], prefix: "picker.years.")
            let from = try integer(try member(y, "from", "picker.years.from", "a year"), "picker.years.from")
            let to = try integer(try member(y, "to", "picker.years.to", "a year"), "picker.years.to")
            guard from <= to, to - from < ScrollTargets.maximumLoopPeriod, abs(from) < 1_000_000, abs(to) < 1_000_000 else {
                throw fail("member \"picker.years\" must run from a year to a later one (at most \(ScrollTargets.maximumLoopPeriod) years, within ±999999), not \(from) to \(to)")
            }
            years = from...to
        }
        let kind: ColumnPicker.Kind = isDate ? .date(years: years) : .time(twelveHour: name.isSameUTF8("time"))
        spec.demo = kind
        if let st = p["start"] {
            let text = try string(st, "picker.start")
            spec.start = try Self.start(text, kind: kind, fail: fail)
        }
    }

    /// A demo's `"start"`: `YYYY-MM-DD` (a day that exists, within the years) or `HH:MM`.
    static func start(_ text: String, kind: ColumnPicker.Kind, fail: (String) -> TraceError) throws(TraceError) -> ColumnValue {
        // Split by bytes, not Characters (grapheme breaking would bring Unicode's tables into
        // the WebAssembly module); a separator followed by a combining mark leaves a part that
        // is no number either way.
        let separator: UInt8
        switch kind {
        case .date: separator = UInt8(ascii: "-")
        case .time: separator = UInt8(ascii: ":")
        }
        let parts = text.utf8.split(separator: separator, omittingEmptySubsequences: false).map { Int(Substring($0)) }
        switch kind {
        case let .date(years):
            guard parts.count == 3, let y = parts[0], let m = parts[1], let d = parts[2] else {
                throw fail("member \"picker.start\" is \(JSONFormat.string(text)), expected a date YYYY-MM-DD")
            }
            let date = CalendarDate(year: y, month: m, day: d)
            guard date.isValid else { throw fail("member \"picker.start\" is \(JSONFormat.string(text)), a day that does not exist") }
            guard years.contains(y) else { throw fail("member \"picker.start\" is \(JSONFormat.string(text)), outside the years \(years.lowerBound) to \(years.upperBound)") }
            return .date(date)
        case .time:
            guard parts.count == 2, let h = parts[0], let m = parts[1], ClockTime(hour: h, minute: m).isValid else {
                throw fail("member \"picker.start\" is \(JSONFormat.string(text)), expected a time HH:MM (00:00 to 23:59)")
            }
            return .time(ClockTime(hour: h, minute: m))
        }
    }

    /// The members of a header's `"picker.cylinder"` object and the numbers they read and set
    /// (closures: Embedded Swift, the WebAssembly build, has no key paths).
    static let cylinderMembers: [(key: String, get: @Sendable (CylinderWheel) -> Double,
                                  set: @Sendable (inout CylinderWheel, Double) -> Void)] = [
        ("item_extent", { $0.itemExtent }, { $0.itemExtent = $1 }),
        ("diameter_ratio", { $0.diameterRatio }, { $0.diameterRatio = $1 }),
        ("perspective", { $0.perspective }, { $0.perspective = $1 }),
        ("off_axis_fraction", { $0.offAxisFraction }, { $0.offAxisFraction = $1 }),
        ("magnification", { $0.magnification }, { $0.magnification = $1 }),
        ("squeeze", { $0.squeeze }, { $0.squeeze = $1 }),
        ("over_and_under_center_opacity", { $0.overAndUnderCenterOpacity }, { $0.overAndUnderCenterOpacity = $1 }),
    ]

    // MARK: inputs

    /// The members each input type has besides `t` and `type`.
    static let inputMembers: [(type: String, members: [String])] = [
        ("down", ["x", "y", "pointer"]), ("move", ["x", "y", "pointer"]), ("up", ["x", "y", "pointer"]), ("cancel", ["pointer"]),
        ("wheel", ["dx", "dy", "precise"]), ("key", ["key"]), ("resize", ["width", "height"]), ("select", ["value", "animated"]),
        ("focus", ["column"]),
    ]

    mutating func input(_ v: JSONValue, previous: Double?) throws(TraceError) -> TraceInput {
        _ = try object(v, "")
        let t = try number(in: v, "t")
        guard t >= 0 else { throw fail("time t = \(JSONFormat.number(t)) is negative (t counts seconds since the trace began)") }
        guard InputLimits.isAcceptedTime(t) else {
            throw fail("time t = \(JSONFormat.number(t)) is beyond the accepted range (at most \(Int(saturating: InputLimits.maximumTime)) s)")
        }
        if let previous, t < previous {
            throw fail("time goes backwards: t = \(JSONFormat.number(t)) is earlier than \(JSONFormat.number(previous)) on line \(previousLine)")
        }
        let typeValue = try member(v, "type", "type", "one of \(PickerInput.traceTypes.joined(separator: ", "))")
        let type = try string(typeValue, "type")
        let input: PickerInput
        func pointer() throws(TraceError) -> Int {
            guard let p = v["pointer"] else { return 0 }
            return try integer(p, "pointer")
        }
        func point() throws(TraceError) -> Point {
            Point(x: try number(in: v, "x"), y: try number(in: v, "y"))
        }
        switch type {
        case "down": input = .pointerDown(try point(), pointer: try pointer())
        case "move": input = .pointerMove(try point(), pointer: try pointer())
        case "up": input = .pointerUp(try point(), pointer: try pointer())
        case "cancel": input = .pointerCancel(pointer: try pointer())
        case "wheel":
            input = .wheel(dx: try number(in: v, "dx"), dy: try number(in: v, "dy"), precise: try bool(in: v, "precise"))
        case "key":
            let k = try oneOf(try member(v, "key", "key", "a key name"), "key", ScrollKey.allCases.map { $0.rawValue })
            input = .key(ScrollKey(rawValue: k)!)
        case "resize":
            input = .resizeWindow(Size(width: try windowSide(try number(in: v, "width"), "width"),
                                height: try windowSide(try number(in: v, "height"), "height")))
        case "select":
            input = .select(value: try number(in: v, "value"), animated: try bool(in: v, "animated"))
        case "focus":
            let column = try integer(try member(v, "column", "column", "a column number"), "column")
            guard column >= 0 else { throw fail("member \"column\" is \(column); columns count from 0") }
            input = .focus(column: column)
        default:
            throw fail("unknown type \(JSONFormat.string(type)) (expected one of \(PickerInput.traceTypes.joined(separator: ", ")))")
        }
        try noteUnknown(v, ["t", "type"] + (LineParser.inputMembers.first { $0.type.isSameUTF8(type) }?.members ?? []))
        previousLine = line
        return TraceInput(t: t, input)
    }
}

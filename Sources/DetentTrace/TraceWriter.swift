import Detent
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a trace could not be written.
public struct TraceWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): \(reason)" }
}

/// Writes a trace, one line per input, each flushed as it is written (a crash loses at most
/// the line being written, and the reader reports that as a truncated last line).
public final class TraceWriter {
    public let path: String
    private var file: UnsafeMutablePointer<FILE>?

    /// Creates (or truncates) the file at `path` and writes the header line.
    public init(path: String, header: TraceHeader) throws(TraceWriteError) {
        self.path = path
        guard let fp = fopen(path, "wb") else {
            throw TraceWriteError(path: path, reason: "cannot open for writing: \(String(cString: strerror(errno)))")
        }
        file = fp
        try writeLine(TraceEncoding.headerLine(header))
    }

    deinit { if let file { fclose(file) } }

    /// Writes one input line and flushes it.
    public func write(_ input: TraceInput) throws(TraceWriteError) {
        try writeLine(TraceEncoding.line(for: input))
    }

    /// Flushes and closes the file; further writes fail.
    public func close() {
        if let file { fclose(file) }
        file = nil
    }

    private func writeLine(_ line: String) throws(TraceWriteError) {
        guard let file else { throw TraceWriteError(path: path, reason: "the trace is closed") }
        let s = line + "\n"
        let ok = s.utf8CString.withUnsafeBufferPointer { buf in
            fwrite(buf.baseAddress, 1, buf.count - 1, file) == buf.count - 1 && fflush(file) == 0
        }
        if !ok { throw TraceWriteError(path: path, reason: "write failed: \(String(cString: strerror(errno)))") }
    }
}

/// The text of trace lines. Numbers are written as Swift's shortest round-trip
/// representation, so reading a written trace gives back the same bits.
public enum TraceEncoding {
    static func n(_ d: Double) -> String { JSONFormat.number(d) }

    /// The header line (no newline).
    public static func headerLine(_ h: TraceHeader) -> String {
        var s = "{\"format\":\"detent-trace\",\"version\":\(TraceHeader.version)"
        s += ",\"window\":{\"width\":\(n(h.window.width)),\"height\":\(n(h.window.height))}"
        let p = h.picker
        if !p.isEmpty {
            var m: [String] = []
            if let v = p.values { m.append("\"values\":{\"from\":\(n(v.from)),\"to\":\(n(v.to)),\"by\":\(n(v.by))}") }
            if let d = p.spacing { m.append("\"spacing\":\(n(d))") }
            if let d = p.tickWidth { m.append("\"tick_width\":\(n(d))") }
            if let d = p.majorEvery { m.append("\"major_every\":\(d)") }
            if let d = p.size { m.append("\"size\":{\"width\":\(n(d.width)),\"height\":\(n(d.height))}") }
            if let f = p.frame {
                m.append("\"frame\":{\"x\":\(n(f.minX)),\"y\":\(n(f.minY)),\"width\":\(n(f.width)),\"height\":\(n(f.height))}")
            }
            if let a = p.axis { m.append("\"axis\":\"\(a == .vertical ? "vertical" : "horizontal")\"") }
            if let b = p.behavior { m.append("\"behavior\":\"\(b.rawValue)\"") }
            if let f = p.profile { m.append("\"profile\":\"\(f.name)\"") }
            if let r = p.rate {
                m.append("\"rate\":" + (r == .normal ? "\"normal\"" : r == .fast ? "\"fast\"" : n(r.rawValue)))
            }
            if let t = p.theme { m.append("\"theme\":\"\(t.rawValue)\"") }
            s += ",\"picker\":{" + m.joined(separator: ",") + "}"
        }
        if let src = h.source { s += ",\"source\":" + JSONFormat.string(src) }
        return s + "}"
    }

    /// One input line (no newline).
    public static func line(for input: TraceInput) -> String {
        let t = "{\"t\":\(n(input.t)),\"type\":\"\(input.kind.typeName)\""
        func ptr(_ p: Int) -> String { p == 0 ? "" : ",\"pointer\":\(p)" }
        switch input.kind {
        case let .down(pt, p), let .move(pt, p), let .up(pt, p):
            return t + ",\"x\":\(n(pt.x)),\"y\":\(n(pt.y))\(ptr(p))}"
        case let .cancel(p):
            return t + "\(ptr(p))}"
        case let .wheel(dx, dy, precise):
            return t + ",\"dx\":\(n(dx)),\"dy\":\(n(dy)),\"precise\":\(precise)}"
        case let .key(k):
            return t + ",\"key\":\"\(k.rawValue)\"}"
        case let .resize(size):
            return t + ",\"width\":\(n(size.width)),\"height\":\(n(size.height))}"
        case let .select(value, animated):
            return t + ",\"value\":\(n(value)),\"animated\":\(animated)}"
        }
    }

    /// A whole trace as text, every line ending in a newline.
    public static func text(of trace: Trace) -> String {
        var s = headerLine(trace.header) + "\n"
        for i in trace.inputs { s += line(for: i) + "\n" }
        return s
    }
}

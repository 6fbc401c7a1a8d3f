import Detent
import DetentPicker

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
            if let a = p.axis { m.append("\"axis\":\"\(a.description)\"") }
            if let b = p.behavior { m.append("\"behavior\":" + JSONFormat.string(b.description)) }
            if let f = p.profile { m.append("\"profile\":\"\(f.name)\"") }
            if let r = p.rate {
                // A named rate is written as its name, any other as its number.
                m.append("\"rate\":" + (r == .normal || r == .fast ? JSONFormat.string(r.description) : n(r.rawValue)))
            }
            if let name = p.theme?.name { m.append("\"theme\":\"\(name)\"") }
            if let st = p.style { m.append("\"style\":\"\(st.rawValue)\"") }
            if let l = p.looping { m.append("\"looping\":\(l)") }
            if let w = p.cylinder {
                m.append("\"cylinder\":{" + LineParser.cylinderMembers.map { "\"\($0.key)\":\(n($0.get(w)))" }
                    .joined(separator: ",") + "}")
            }
            if let d = p.demo {
                m.append("\"demo\":\"\(d.name)\"")
                if case let .date(years) = d, years != 1900...2100 {
                    m.append("\"years\":{\"from\":\(years.lowerBound),\"to\":\(years.upperBound)}")
                }
            }
            if let v = p.start { m.append("\"start\":\"\(v)\"") }
            s += ",\"picker\":{" + m.joined(separator: ",") + "}"
        }
        if let src = h.source { s += ",\"source\":" + JSONFormat.string(src) }
        return s + "}"
    }

    /// One input line (no newline).
    public static func line(for input: TraceInput) -> String {
        let t = "{\"t\":\(n(input.t)),\"type\":\"\(input.input.traceType)\""
        func ptr(_ p: Int) -> String { p == 0 ? "" : ",\"pointer\":\(p)" }
        switch input.input {
        case let .pointerDown(pt, p), let .pointerMove(pt, p), let .pointerUp(pt, p):
            return t + ",\"x\":\(n(pt.x)),\"y\":\(n(pt.y))\(ptr(p))}"
        case let .pointerCancel(p):
            return t + "\(ptr(p))}"
        case let .wheel(dx, dy, precise):
            return t + ",\"dx\":\(n(dx)),\"dy\":\(n(dy)),\"precise\":\(precise)}"
        case let .key(k):
            return t + ",\"key\":\"\(k.rawValue)\"}"
        case let .resizeWindow(size):
            return t + ",\"width\":\(n(size.width)),\"height\":\(n(size.height))}"
        case let .select(value, animated):
            return t + ",\"value\":\(n(value)),\"animated\":\(animated)}"
        case let .focus(column):
            return t + ",\"column\":\(column)}"
        }
    }

    /// A whole trace as text, every line ending in a newline.
    public static func text(of trace: Trace) -> String {
        var s = headerLine(trace.header) + "\n"
        for i in trace.inputs { s += line(for: i) + "\n" }
        return s
    }
}

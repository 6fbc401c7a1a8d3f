import Detent
import DetentTrace

extension TraceStats {
    /// The report `detent validate` prints.
    public func report(name: String, header: TraceHeader) -> String {
        var s = "\(name): valid detent-trace version \(TraceHeader.version)\n"
        if let src = header.source { s += "source: \(Self.printable(src))\n" }
        s += "window: \(header.window.width) × \(header.window.height) pt; picker frame \(header.pickerFrame)\n"
        s += "duration: \(duration) s\n"
        s += "inputs: \(inputCount)"
        if !counts.isEmpty { s += " (" + counts.map { "\($0.type) \($0.count)" }.joined(separator: ", ") + ")" }
        s += "\n"
        var kinds: [String: Int] = [:]
        for g in gestures { kinds[g.kind.rawValue, default: 0] += 1 }
        s += "gestures: \(gestures.count)"
        let order = ["pointer", "wheel", "key", "select", "resize"]
        let parts = order.compactMap { k in kinds[k].map { "\(k) \($0)" } }
        if !parts.isEmpty { s += " (" + parts.joined(separator: ", ") + ")" }
        s += "\n"
        for g in gestures {
            s += "  \(fmt(g.start))–\(fmt(g.end)) s  \(g.detail)  [\(g.inputs) input\(g.inputs == 1 ? "" : "s")]\n"
        }
        return s
    }

    /// Free text from a trace as one line for a terminal: as it is, or, when it holds a control
    /// character (a newline would forge a line of the report, an escape sequence would reach
    /// the terminal), as the JSON string literal the trace had, those characters escaped.
    static func printable(_ text: String) -> String {
        text.unicodeScalars.contains { $0.value < 0x20 } ? JSONFormat.string(text) : text
    }

    /// Seconds with three decimals. A trace read from a file has times within
    /// ``InputLimits/maximumTime``; a larger time (a trace built in code) is written as is
    /// rather than converted to milliseconds past `Int`'s range.
    func fmt(_ d: Double) -> String {
        guard d >= 0, d <= InputLimits.maximumTime else { return "\(d)" }
        let ms = (d * 1000).rounded()
        let whole = Int(saturating: ms / 1000), frac = Int(saturating: ms) - whole * 1000
        let f = String(frac)
        return "\(whole)." + String(repeating: "0", count: 3 - f.count) + f
    }
}

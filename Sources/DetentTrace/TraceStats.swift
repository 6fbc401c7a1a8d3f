import Detent

/// What `detent validate` reports about a trace: its duration, its inputs by type, and the
/// gestures they form.
public struct TraceStats: Hashable, Sendable {
    /// One gesture: a pointer drag or tap (down … up/cancel), a run of wheel events, a key
    /// press, a programmatic selection or a resize.
    public struct Gesture: Hashable, Sendable {
        public enum Kind: String, Hashable, Sendable {
            case pointer, wheel, key, select, resize
        }
        public var kind: Kind
        public var start: Double
        public var end: Double
        /// How many input lines it spans.
        public var inputs: Int
        /// A short description ("drag x 300.0 → 140.0, released", "wheel precise, Σdx 120.0", "key right").
        public var detail: String
    }

    public var duration: Double
    /// Inputs by type, in the format's order of types; only types that occur.
    public var counts: [(type: String, count: Int)]
    public var gestures: [Gesture]
    public var inputCount: Int

    public static func == (a: TraceStats, b: TraceStats) -> Bool {
        a.duration == b.duration && a.gestures == b.gestures && a.inputCount == b.inputCount
            && a.counts.map(\.type) == b.counts.map(\.type) && a.counts.map(\.count) == b.counts.map(\.count)
    }
    public func hash(into h: inout Hasher) { h.combine(duration); h.combine(gestures) }

    /// Wheel events closer together than this belong to one gesture (the engine's quiet period).
    public static let wheelGap = 0.05

    public init(trace: Trace) {
        inputCount = trace.inputs.count
        duration = trace.duration
        var byType: [String: Int] = [:]
        for i in trace.inputs { byType[i.kind.typeName, default: 0] += 1 }
        counts = TraceInputKind.typeNames.compactMap { name in byType[name].map { (name, $0) } }

        var gestures: [Gesture] = []
        var open: [Int: (index: Int, startX: Point, lastX: Point)] = [:]
        var wheel: (index: Int, dx: Double, dy: Double, last: Double, precise: Bool)?
        func closeWheel() {
            if let w = wheel {
                gestures[w.index].detail = "\(w.precise ? "precise" : "notched") wheel, total dx \(w.dx), dy \(w.dy)"
                wheel = nil
            }
        }
        for input in trace.inputs {
            let t = input.t
            if case .wheel = input.kind {} else if let w = wheel, t - w.last > Self.wheelGap { _ = w; closeWheel() }
            switch input.kind {
            case let .down(p, pointer):
                guard open[pointer] == nil else { continue }
                gestures.append(Gesture(kind: .pointer, start: t, end: t, inputs: 1, detail: ""))
                open[pointer] = (gestures.count - 1, p, p)
            case let .move(p, pointer):
                guard let o = open[pointer] else { continue }
                gestures[o.index].end = t
                gestures[o.index].inputs += 1
                open[pointer]?.lastX = p
            case let .up(p, pointer):
                guard let o = open[pointer] else { continue }
                gestures[o.index].end = t
                gestures[o.index].inputs += 1
                let moved = abs(p.x - o.startX.x) + abs(p.y - o.startX.y)
                gestures[o.index].detail = (moved == 0 ? "tap" : "drag") + " pointer \(pointer) at (\(o.startX.x), \(o.startX.y)) → (\(p.x), \(p.y)), released"
                open[pointer] = nil
            case let .cancel(pointer):
                guard let o = open[pointer] else { continue }
                gestures[o.index].end = t
                gestures[o.index].inputs += 1
                gestures[o.index].detail = "drag pointer \(pointer) at (\(o.startX.x), \(o.startX.y)) → (\(o.lastX.x), \(o.lastX.y)), cancelled"
                open[pointer] = nil
            case let .wheel(dx, dy, precise):
                if let w = wheel, t - w.last <= Self.wheelGap, w.precise == precise {
                    wheel!.dx += dx; wheel!.dy += dy; wheel!.last = t
                    gestures[w.index].end = t
                    gestures[w.index].inputs += 1
                } else {
                    closeWheel()
                    gestures.append(Gesture(kind: .wheel, start: t, end: t, inputs: 1, detail: ""))
                    wheel = (gestures.count - 1, dx, dy, t, precise)
                }
            case let .key(k):
                gestures.append(Gesture(kind: .key, start: t, end: t, inputs: 1, detail: "key \(k.rawValue)"))
            case let .select(value, animated):
                gestures.append(Gesture(kind: .select, start: t, end: t, inputs: 1, detail: "select \(value)\(animated ? " animated" : "")"))
            case let .resize(s):
                gestures.append(Gesture(kind: .resize, start: t, end: t, inputs: 1, detail: "resize to \(s.width) × \(s.height)"))
            }
        }
        closeWheel()
        for (pointer, o) in open {
            gestures[o.index].detail = "drag pointer \(pointer) at (\(o.startX.x), \(o.startX.y)) → (\(o.lastX.x), \(o.lastX.y)), still down at the end"
        }
        self.gestures = gestures
    }

    /// The report `detent validate` prints.
    public func report(name: String, header: TraceHeader) -> String {
        var s = "\(name): valid detent-trace version \(TraceHeader.version)\n"
        if let src = header.source { s += "source: \(src)\n" }
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

    /// Seconds with three decimals. A trace read from a file has times within
    /// ``InputLimits/maximumTime``; a larger time (a trace built in code) is written as is
    /// rather than converted to milliseconds past `Int`'s range.
    private func fmt(_ d: Double) -> String {
        guard d >= 0, d <= InputLimits.maximumTime else { return "\(d)" }
        let ms = (d * 1000).rounded()
        let whole = Int(saturating: ms / 1000), frac = Int(saturating: ms) - whole * 1000
        let f = String(frac)
        return "\(whole)." + String(repeating: "0", count: 3 - f.count) + f
    }
}

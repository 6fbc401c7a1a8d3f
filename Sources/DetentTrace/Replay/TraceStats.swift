import Detent
import DetentPicker

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
            && a.counts.map { $0.type } == b.counts.map { $0.type } && a.counts.map { $0.count } == b.counts.map { $0.count }
    }
    public func hash(into h: inout Hasher) { h.combine(duration); h.combine(gestures) }

    /// Wheel events closer together than this belong to one gesture (the engine's quiet period).
    public static let wheelGap = 0.05

    public init(trace: Trace) {
        inputCount = trace.inputs.count
        duration = trace.duration
        var byType: [String: Int] = [:]
        for i in trace.inputs { byType[i.input.traceType, default: 0] += 1 }
        counts = PickerInput.traceTypes.compactMap { name in byType[name].map { (name, $0) } }

        var gestures: [Gesture] = []
        var open: [Int: (index: Int, startX: Point, lastX: Point)] = [:]
        var wheel: (index: Int, dx: Double, dy: Double, last: Double, precise: Bool)?
        func closeWheel() {
            if let w = wheel {
                // Totals to a millionth of a point: a sum's rounding (340.6439999999999) is not the trace's.
                func total(_ d: Double) -> Double { (d * 1e6).rounded() / 1e6 }
                gestures[w.index].detail = "\(w.precise ? "precise" : "notched") wheel, total dx \(total(w.dx)), dy \(total(w.dy))"
                wheel = nil
            }
        }
        for input in trace.inputs {
            let t = input.t
            if case .wheel = input.input {} else if let w = wheel, t - w.last > Self.wheelGap { _ = w; closeWheel() }
            switch input.input {
            case let .pointerDown(p, pointer):
                guard open[pointer] == nil else { continue }
                gestures.append(Gesture(kind: .pointer, start: t, end: t, inputs: 1, detail: ""))
                open[pointer] = (gestures.count - 1, p, p)
            case let .pointerMove(p, pointer):
                guard let o = open[pointer] else { continue }
                gestures[o.index].end = t
                gestures[o.index].inputs += 1
                open[pointer]?.lastX = p
            case let .pointerUp(p, pointer):
                guard let o = open[pointer] else { continue }
                gestures[o.index].end = t
                gestures[o.index].inputs += 1
                let moved = abs(p.x - o.startX.x) + abs(p.y - o.startX.y)
                gestures[o.index].detail = (moved == 0 ? "tap" : "drag") + " pointer \(pointer) at (\(o.startX.x), \(o.startX.y)) → (\(p.x), \(p.y)), released"
                open[pointer] = nil
            case let .pointerCancel(pointer):
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
            case let .focus(column):
                gestures.append(Gesture(kind: .key, start: t, end: t, inputs: 1, detail: "focus column \(column)"))
            case let .resizeWindow(s):
                gestures.append(Gesture(kind: .resize, start: t, end: t, inputs: 1, detail: "resize to \(s.width) × \(s.height)"))
            }
        }
        closeWheel()
        for (pointer, o) in open {
            gestures[o.index].detail = "drag pointer \(pointer) at (\(o.startX.x), \(o.startX.y)) → (\(o.lastX.x), \(o.lastX.y)), still down at the end"
        }
        self.gestures = gestures
    }
}

import Detent
import DetentPicker

/// One frame sample: the engine's state at `t = k / fps`.
public struct FrameSample: Hashable, Sendable {
    public var t: Double
    public var offset: Double
    public var velocity: Double
    public var phase: ScrollPhase
    /// The value under the indicator.
    public var value: Double
    /// A demo's column whose offset, velocity and phase these are (``PickerModel/modelColumn``);
    /// `nil` for one wheel. The value is then the combined value (`yyyymmdd`, `hhmm`).
    public var column: Int?
    public init(t: Double, offset: Double, velocity: Double, phase: ScrollPhase, value: Double, column: Int? = nil) {
        self.t = t; self.offset = offset; self.velocity = velocity; self.phase = phase; self.value = value; self.column = column
    }
}

/// The value under the indicator changed (picker values, not indices).
public struct SelectionRecord: Hashable, Sendable {
    public var t: Double
    public var from: Double
    public var to: Double
    public var cause: SelectionCause
    /// A demo's column that changed; `nil` for one wheel.
    public var column: Int?
    public init(t: Double, from: Double, to: Double, cause: SelectionCause, column: Int? = nil) {
        self.t = t; self.from = from; self.to = to; self.cause = cause; self.column = column
    }
}

/// The phase changed; leaving `interacting`, `velocity` is the release velocity as the
/// tracker estimated it (offset space, pt/s).
public struct PhaseRecord: Hashable, Sendable {
    public var t: Double
    public var from: ScrollPhase
    public var to: ScrollPhase
    public var velocity: Double
    /// A demo's column that changed phase; `nil` for one wheel.
    public var column: Int?
    public init(t: Double, from: ScrollPhase, to: ScrollPhase, velocity: Double, column: Int? = nil) {
        self.t = t; self.from = from; self.to = to; self.velocity = velocity; self.column = column
    }
}

/// One line of replay output, in time order (at equal `t`, events before the frame).
public enum ReplayRecord: Hashable, Sendable {
    case frame(FrameSample)
    case selection(SelectionRecord)
    case phase(PhaseRecord)

    public var t: Double {
        switch self {
        case let .frame(f): return f.t
        case let .selection(s): return s.t
        case let .phase(p): return p.t
        }
    }
    public var isFrame: Bool { if case .frame = self { return true } else { return false } }
}

import Detent
import DetentPicker

/// An input the replay applies.
public enum ReplayInput: Hashable, Sendable {
    /// A trace line (`line` is its 1-based line in the file, for errors).
    case trace(TraceInput, line: Int)
    /// A scripted release with an offset velocity (``ScrollEngine/fling(velocity:at:)``).
    case fling(velocity: Double, t: Double)

    var t: Double {
        switch self {
        case let .trace(i, _): return i.t
        case let .fling(_, t): return t
        }
    }
}

/// Something that happened inside a ``ScrollEngine``, at an exact time.
public enum ScrollEvent: Hashable, Sendable {
    case phase(PhaseChange)
    case selection(SelectionChange)

    /// When it happened (`@inlinable`: merged event lists read it per event across modules).
    @inlinable package var time: Double {
        switch self {
        case let .phase(p): return p.time
        case let .selection(s): return s.time
        }
    }
}

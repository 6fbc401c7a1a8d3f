import Detent

/// Where a picker comes to rest after a gesture.
public enum PickerBehavior: String, Hashable, Sendable, CaseIterable {
    /// On the closest value: the closest multiple of the step (the default).
    case closestMultiple = "closest-multiple"
    /// One picker-width page per gesture at most.
    case paging
    /// On the item closest to the natural target, among the reported items.
    case viewAligned = "view-aligned"
    /// Wherever the fling ends (the value is still the closest one).
    case none

    /// The engine behaviour that implements this one, `nil` for ``none``.
    public func scrollTargetBehavior(step: Double) -> (any ScrollTargetBehavior)? {
        switch self {
        case .closestMultiple: return ClosestMultipleScrollTargetBehavior.closestMultiple(of: step)
        case .paging: return PagingScrollTargetBehavior.paging
        case .viewAligned: return ViewAlignedScrollTargetBehavior.viewAligned
        case .none: return nil
        }
    }
}

import Detent

/// Where a picker comes to rest after a gesture.
///
/// Written (in traces and on command lines) as `closest-multiple`, `snap:STEP`, `paging`,
/// `view-aligned` or `none`; `description` writes it (and the package reads it back).
public enum PickerBehavior: Hashable, Sendable, CustomStringConvertible {
    /// On the closest value: the closest multiple of the picker's step (the default).
    case closestMultiple
    /// On the closest multiple of `step` points, whatever the picker's step.
    case snap(step: Double)
    /// One picker-width page per gesture at most.
    case paging
    /// On the item closest to the natural target, among the reported items.
    case viewAligned
    /// Wherever the fling ends (the value is still the closest one).
    case none

    /// The written forms, for help texts and error messages.
    package static let syntax = ["closest-multiple", "snap:STEP", "paging", "view-aligned", "none"]

    /// Reads `closest-multiple`, `snap:STEP` (STEP a positive finite number of points),
    /// `paging`, `view-aligned` or `none`, byte for byte (``Swift/String/isSameUTF8(_:)``).
    package init?(_ text: String) {
        let named: [(String, PickerBehavior)] = [("closest-multiple", .closestMultiple), ("paging", .paging),
                                                 ("view-aligned", .viewAligned), ("none", .none)]
        if let match = named.first(where: { $0.0.isSameUTF8(text) }) {
            self = match.1
            return
        }
        let prefix = "snap:".utf8
        guard text.utf8.starts(with: prefix), let step = Double(Substring(text.utf8.dropFirst(prefix.count))),
              step.isFinite, step > 0 else { return nil }
        self = .snap(step: step)
    }

    public var description: String {
        switch self {
        case .closestMultiple: return "closest-multiple"
        case let .snap(step): return "snap:\(step)"
        case .paging: return "paging"
        case .viewAligned: return "view-aligned"
        case .none: return "none"
        }
    }

    /// Sets on `engine` the engine behaviour that implements this one for a picker of step
    /// `step` (removes it for ``none``). Each case passes its own type: no existential, as
    /// Embedded Swift requires.
    package func apply(to engine: ScrollEngine, step: Double) {
        switch self {
        case .closestMultiple: engine.setBehavior(ClosestMultipleScrollTargetBehavior.closestMultiple(of: step))
        case let .snap(points): engine.setBehavior(ClosestMultipleScrollTargetBehavior.closestMultiple(of: points))
        case .paging: engine.setBehavior(PagingScrollTargetBehavior.paging)
        case .viewAligned: engine.setBehavior(ViewAlignedScrollTargetBehavior.viewAligned)
        case .none: engine.removeBehavior()
        }
    }
}

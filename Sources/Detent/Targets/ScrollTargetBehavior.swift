/// Decides where a scroll gesture comes to rest, in SwiftUI's shape: code written for
/// SwiftUI's `ScrollTargetBehavior` compiles unchanged against it.
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    /// Updates the proposed target (the natural destination of the gesture) in place.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
    /// Whether the targets are pages, sprung to as a platform's pager does
    /// (``ProfilePlanner/page(from:velocity:to:)``). `false` unless a behaviour says so; a
    /// behaviour that wraps ``PagingScrollTargetBehavior`` forwards its `pages`.
    var pages: Bool { get }
}

extension ScrollTargetBehavior {
    public var pages: Bool { false }
}

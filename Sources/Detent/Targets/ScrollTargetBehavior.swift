/// Decides where a scroll gesture comes to rest, in SwiftUI's shape: code written for
/// SwiftUI's `ScrollTargetBehavior` compiles unchanged against it.
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    /// Updates the proposed target (the natural destination of the gesture) in place.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

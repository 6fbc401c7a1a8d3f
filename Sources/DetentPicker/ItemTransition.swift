import Detent

/// What a scroll transition may change on an item, as the content of SwiftUI's
/// `scrollTransition { content, phase in … }`.
public struct TransitionEffect: Hashable, Sendable {
    /// Multiplies the item's colour opacity (0…1).
    public var opacity: Double
    /// Scales the item about its centre.
    public var scale: Double
    public init(opacity: Double = 1, scale: Double = 1) { self.opacity = opacity; self.scale = scale }
    /// No change.
    package static let identity = TransitionEffect()
}

/// A transition applied to each item by its `ScrollTransitionPhase` (Detent), like SwiftUI's
/// `scrollTransition(_:axis:transition:)`.
public struct ItemTransition: Sendable {
    /// Maps the item's effect and phase to the effect it is drawn with.
    package var body: @Sendable (TransitionEffect, ScrollTransitionPhase) -> TransitionEffect
    public init(_ body: @escaping @Sendable (TransitionEffect, ScrollTransitionPhase) -> TransitionEffect) {
        self.body = body
    }
    /// The effect for `phase`.
    package func effect(for phase: ScrollTransitionPhase) -> TransitionEffect { body(.identity, phase) }

    /// The reference ticks: opacity 0.2 before the indicator (`.topLeading`), 1.0 otherwise.
    public static let defaultTick = ItemTransition { content, phase in
        var c = content
        c.opacity *= phase == .topLeading ? 0.2 : 1.0
        return c
    }
    /// The reference labels: opacity 1.0 at identity (under the indicator), 0.4 otherwise.
    public static let defaultLabel = ItemTransition { content, phase in
        var c = content
        c.opacity *= phase.isIdentity ? 1.0 : 0.4
        return c
    }
    /// No transition.
    public static let none = ItemTransition { content, _ in content }
}

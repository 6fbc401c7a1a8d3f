/// Reading the engine as SwiftUI reads a scroll view: its geometry, the transition phase of
/// an item, and geometry observers.
extension ScrollEngine {
    /// The scroll geometry at ``time``.
    public var geometry: ScrollGeometry {
        let axis = configuration.axis, containerSize = configuration.containerSize
        return ScrollGeometry(offset: offset, axis: axis,
                              insets: Configuration.resolvedInsets(configuration.contentInsets,
                                                                   containerSize: containerSize, axis: axis),
                              contentSize: configuration.contentSize, containerSize: containerSize)
    }

    /// The transition phase of an item with `frame` (content coordinates) and its
    /// continuous progress; the region is the visible rect inset by the content insets. For
    /// many items in one frame, read ``transitionRegion`` once instead.
    package func transition(for frame: Rect, threshold: ScrollTransitionThreshold = .visible)
        -> (phase: ScrollTransitionPhase, progress: Double) {
        transitionRegion.transition(for: frame, threshold: threshold)
    }

    /// Observes the geometry like SwiftUI's `onScrollGeometryChange(for:of:action:)`:
    /// `action(old, new)` is called after an input or advance whenever `transform` of the
    /// geometry changes.
    public func onGeometryChange<T: Equatable>(for type: T.Type = T.self, of transform: @escaping (ScrollGeometry) -> T,
                                               action: @escaping (_ old: T, _ new: T) -> Void) {
        observers.add(geometry, transform, action: action)
    }

    /// Calls the geometry observers, if any (after every input and frame).
    @inline(__always)
    func notifyObservers() {
        if !observers.isEmpty { observers.notify(geometry) }
    }
}

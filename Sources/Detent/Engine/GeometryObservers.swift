/// The observers of ``ScrollEngine/onGeometryChange(for:of:action:)``: each reads a value of
/// the geometry and is called with the old and new value when it changes.
struct GeometryObservers {
    private var observers: [(ScrollGeometry) -> Void] = []

    /// Whether there are none (the engine then builds no geometry after an input).
    var isEmpty: Bool { observers.isEmpty }

    /// Observes `transform` of the geometry, which is `geometry` now.
    mutating func add<T: Equatable>(_ geometry: ScrollGeometry, _ transform: @escaping (ScrollGeometry) -> T,
                                    action: @escaping (_ old: T, _ new: T) -> Void) {
        var last = transform(geometry)
        observers.append { geometry in
            let value = transform(geometry)
            guard value != last else { return }
            defer { last = value }
            action(last, value)
        }
    }

    /// Calls every observer with `geometry`.
    func notify(_ geometry: ScrollGeometry) {
        for observer in observers { observer(geometry) }
    }
}

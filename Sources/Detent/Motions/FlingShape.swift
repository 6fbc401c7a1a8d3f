/// What a fling of a fixed shape keeps: x(t) = x0 + D·s(t/T) with s(0) = 0, s(1) = 1, and an
/// end (T, or earlier where it is stopped at an edge). ``SplineFling`` and ``ClampingFling``
/// are such flings; their shapes start at slope s′(0) = k, so they start at speed D·k/T.
package struct FlingShape: Hashable, Sendable {
    var startPosition: Double
    var startVelocity: Double
    /// The signed distance of the whole shape, D.
    var distance: Double
    /// The duration of the whole shape, T.
    var duration: Double
    var endTime: Double
    var restPosition: Double

    /// The whole shape: D over T from `position`.
    init(position: Double, velocity: Double, distance: Double, duration: Double) {
        startPosition = position; startVelocity = velocity
        self.distance = distance; self.duration = duration
        endTime = duration; restPosition = position + distance
    }

    /// No motion.
    init(restingAt position: Double) { self.init(position: position, velocity: 0, distance: 0, duration: 0) }

    /// The shape that starts at `velocity` and rests exactly on `target`: D′ = target − x0,
    /// T′ = D′·k/v0. `nil` unless the target is ahead in the direction of the velocity, and
    /// unless T′ is positive and finite (a target a denormal away made T′ 0, and the velocity
    /// before the start 0 / 0).
    init?(position: Double, velocity: Double, through target: Double, initialSlope k: Double) {
        let d = target - position, duration = d * k / velocity
        guard velocity.isFinite, d.isFinite, velocity != 0, d != 0, (d > 0) == (velocity > 0),
              duration > 0, duration.isFinite else { return nil }
        self.init(position: position, velocity: velocity, distance: d, duration: duration)
        restPosition = target
    }

    /// The same fling ending at `time`, resting on `edge`, if that is before its end.
    func stopped(at edge: Double, time: Double?) -> FlingShape {
        guard let time, time < endTime else { return self }
        var s = self
        s.endTime = time
        s.restPosition = edge
        return s
    }

    /// The fraction of the shape reached at `x`, when it lies within (0, 1].
    func fraction(at x: Double) -> Double? {
        guard distance != 0 else { return nil }
        let f = (x - startPosition) / distance
        return f > 0 && f <= 1 ? f : nil
    }
}

/// A fling made of a ``FlingShape`` (``SplineFling``, ``ClampingFling``): what it says of itself
/// is its shape's, read in one place.
package protocol ShapedFling {
    var shape: FlingShape { get }
}

extension ShapedFling {
    package var startPosition: Double { shape.startPosition }
    package var startVelocity: Double { shape.startVelocity }
    /// The signed distance of the whole shape, D.
    package var distance: Double { shape.distance }
    /// The duration of the whole shape, T, in seconds.
    package var duration: Double { shape.duration }
    package var endTime: Double { shape.endTime }
    package var restPosition: Double { shape.restPosition }
}

/// A one-dimensional motion evaluated in closed form.
///
/// `t` is seconds since the motion started. Every motion has an ``endTime`` computed when it
/// is made; from then on ``position(at:)`` is exactly ``restPosition`` and ``velocity(at:)``
/// is zero, so sampling a motion at any frame rate cannot change where or when it ends.
public protocol Motion: Sendable {
    /// The position at time `t` (seconds since the motion started).
    func position(at t: Double) -> Double
    /// The velocity at time `t`, in points per second.
    func velocity(at t: Double) -> Double
    /// Whether the motion has come to rest by time `t` (`t >= endTime`).
    func isDone(at t: Double) -> Bool
    /// When the motion ends, in seconds since it started.
    var endTime: Double { get }
    /// Where the motion rests from ``endTime`` on.
    var restPosition: Double { get }
}

extension Motion {
    public func isDone(at t: Double) -> Bool { t >= endTime }
}

/// The rest of a motion: a constant position.
public struct Rest: Motion, Hashable {
    public var restPosition: Double
    public init(_ position: Double) { restPosition = position }
    public func position(at t: Double) -> Double { restPosition }
    public func velocity(at t: Double) -> Double { 0 }
    public var endTime: Double { 0 }
}

/// What a release does: the role of Flutter's `ScrollPhysics.createBallisticSimulation`.
/// Given where content is let go, how fast, and the target the behaviour chose, a planner
/// returns the motion the content makes, or `nil` when it rests where it is.
///
/// The built-in ``ProfilePlanner`` plans for each platform profile (``ScrollPhysics``). Set
/// your own with ``ScrollEngine/setPlanner(_:)``; it may return any ``ScrollMotion``, your own
/// motion too (``ScrollMotion/custom(_:)``):
///
/// ```swift
/// struct LinearPlanner: BallisticPlanner {
///     func naturalDestination(from x: Double, velocity v: Double) -> Double { x + v / 4 }
///     func motion(for release: BallisticRelease,
///                 configuration: borrowing ScrollEngine.Configuration) -> ScrollMotion? {
///         release.position == release.target ? nil
///             : .custom(CustomMotion(Linear(from: release.position, to: release.target, duration: 0.25)))
///     }
/// }
/// ```
///
/// The engine keeps its promises around the planner: a release the planner leaves at rest
/// goes idle, a motion's end is exactly its rest, and selection events come at the exact
/// times the motion crosses each target.
public protocol BallisticPlanner: Sendable {
    /// Where a free fling from `x` with `v` would come to rest: what the behaviour chooses a
    /// target from.
    func naturalDestination(from x: Double, velocity v: Double) -> Double
    /// The motion after `release`, or `nil` when the content rests where it is.
    func motion(for release: BallisticRelease, configuration: borrowing ScrollEngine.Configuration) -> ScrollMotion?
}

/// A release for a ``BallisticPlanner`` to plan.
public struct BallisticRelease: Hashable, Sendable {
    /// Where the content is let go (the displayed offset; past an edge, in the rubber band).
    public var position: Double
    /// The offset velocity it moves at, points per second: the release's, zero below the
    /// minimum fling speed, capped at the maximum, times the rubber band's slope past an edge.
    public var velocity: Double
    /// Where it should rest: the behaviour's target, or the natural destination without a
    /// behaviour, clamped to the bounds.
    public var target: Double
    /// Whether a behaviour chose ``target``.
    public var snaps: Bool
    /// Whether the behaviour pages (``PagingScrollTargetBehavior``): the target is a page,
    /// sprung to as a pager does (``ProfilePlanner/page(from:velocity:to:)``).
    public var pages: Bool
    /// When content still moving is re-planned (after a layout change), the velocity of the
    /// release it is moving from: a return should be no faster. `nil` for a release.
    public var releaseVelocity: Double?

    public init(position: Double, velocity: Double, target: Double, snaps: Bool, pages: Bool = false,
                releaseVelocity: Double? = nil) {
        self.pages = pages
        self.position = position
        self.velocity = velocity
        self.target = target
        self.snaps = snaps
        self.releaseVelocity = releaseVelocity
    }
}

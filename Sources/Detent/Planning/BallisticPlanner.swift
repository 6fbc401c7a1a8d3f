/// What a release does: the role of Flutter's `ScrollPhysics.createBallisticSimulation`.
/// Given where content is let go, how fast, and the target the behaviour chose, a planner
/// returns the motion the content makes, or `nil` when it rests where it is.
///
/// The built-in ``ProfilePlanner`` plans for each platform profile (``ScrollPhysics``). Set
/// your own with ``ScrollEngine/setPlanner(_:)``. It is handed the profile's planner, so it
/// can ask what the profile would do and adjust it, as a Flutter physics calls
/// `super.createBallisticSimulation`; it may return any ``ScrollMotion``, your own motion
/// too (``ScrollMotion/custom(_:)``):
///
/// ```swift
/// /// Runs to the target in a straight line, at constant speed, in `duration` seconds.
/// struct Linear: Motion {
///     var from: Double, to: Double, duration: Double
///     func position(at t: Double) -> Double { t >= duration ? to : from + (to - from) * Swift.max(0, t) / duration }
///     func velocity(at t: Double) -> Double { t >= duration || t < 0 ? 0 : (to - from) / duration }
///     var endTime: Double { duration }
///     var restPosition: Double { to }
/// }
///
/// struct LinearPlanner: BallisticPlanner {
///     func motion(for release: BallisticRelease, profile: ProfilePlanner) -> ScrollMotion? {
///         release.position == release.target ? nil
///             : .custom(AnyMotion(Linear(from: release.position, to: release.target, duration: 0.25)))
///     }
/// }
///
/// /// The profile's motion, except that a page is reached by the linear motion.
/// struct LinearPages: BallisticPlanner {
///     func motion(for release: BallisticRelease, profile: ProfilePlanner) -> ScrollMotion? {
///         guard release.pages else { return profile.motion(for: release) }
///         return LinearPlanner().motion(for: release, profile: profile)
///     }
/// }
/// ```
///
/// The engine keeps its promises around the planner: a release the planner leaves at rest
/// goes idle, a motion's end is exactly its rest, and selection events come at the exact
/// times the motion crosses each target.
public protocol BallisticPlanner {
    /// Where a free fling from `x` with `v` would come to rest: what the behaviour chooses a
    /// target from. By default the profile's (``ProfilePlanner/naturalDestination(from:velocity:)``).
    func naturalDestination(from x: Double, velocity v: Double, profile: ProfilePlanner) -> Double
    /// The motion after `release`, or `nil` when the content rests where it is. `profile` is
    /// the planner of the engine's profile: ``ProfilePlanner/motion(for:)`` is what it would do.
    func motion(for release: BallisticRelease, profile: ProfilePlanner) -> ScrollMotion?
}

extension BallisticPlanner {
    public func naturalDestination(from x: Double, velocity v: Double, profile: ProfilePlanner) -> Double {
        profile.naturalDestination(from: x, velocity: v)
    }
}

/// A ``BallisticPlanner`` as the engine holds it: its two requirements as closures, captured
/// once when it is set (no existential: an Embedded build has none).
struct PlannerCalls {
    let naturalDestination: (Double, Double, ProfilePlanner) -> Double
    let motion: (BallisticRelease, ProfilePlanner) -> ScrollMotion?

    init<P: BallisticPlanner>(_ planner: P) {
        naturalDestination = { planner.naturalDestination(from: $0, velocity: $1, profile: $2) }
        motion = { planner.motion(for: $0, profile: $1) }
    }
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
    /// Whether the behaviour pages (``ScrollTargetBehavior/pages``): the target is a page,
    /// sprung to as a pager does (``ProfilePlanner/page(from:velocity:to:)``).
    public var pages: Bool
    /// When content still moving is re-planned (after a layout change), the velocity of the
    /// release it is moving from: a return should be no faster. `nil` for a release.
    public var releaseVelocity: Double?

    package init(position: Double, velocity: Double, target: Double, snaps: Bool, pages: Bool = false,
                releaseVelocity: Double? = nil) {
        self.pages = pages
        self.position = position
        self.velocity = velocity
        self.target = target
        self.snaps = snaps
        self.releaseVelocity = releaseVelocity
    }
}

/// The engine's scroll target behaviour, held as a call to its `updateTarget`, and the rule
/// that turns where content would come to rest into where it does: the behaviour's proposal
/// for the natural destination, or the natural destination itself without a behaviour (or
/// for a proposal that is not finite).
struct TargetChooser {
    private var update: ((inout ScrollTarget, ScrollTargetBehaviorContext) -> Void)?

    /// Whether a behaviour is set.
    var isSet: Bool {
        if case .some = update { return true }   // `!= nil` would box the closure (generic)
        return false
    }

    /// Whether the behaviour pages (``ScrollTargetBehavior/pages``), read when it is set.
    private(set) var pages = false

    mutating func set<B: ScrollTargetBehavior>(_ behavior: B) {
        update = { behavior.updateTarget(&$0, context: $1) }
        pages = behavior.pages
    }

    mutating func remove() { update = nil; pages = false }

    /// The target for content that would rest at `natural`, released with velocity `v`
    /// from a gesture that began at `original`, in a container of `size` scrolled along
    /// `axis` (not clamped to the bounds); `release` is where a release lets go.
    func target(natural: Double, velocity v: Double, original: Double, release: Double?, axis: Axis, size: Size,
                contentSize: Size, targets: ScrollTargets) -> Double {
        guard let update else { return natural }
        var proposal = ScrollTarget(rect: Rect(container: size, at: natural, along: axis))
        let context = ScrollTargetBehaviorContext(
            originalTarget: ScrollTarget(rect: Rect(container: size, at: original, along: axis)),
            velocity: axis == .horizontal ? Vector(dx: v, dy: 0) : Vector(dx: 0, dy: v),
            contentSize: contentSize, containerSize: size, axes: axis == .horizontal ? .horizontal : .vertical,
            targets: targets, release: release.map { ScrollTarget(rect: Rect(container: size, at: $0, along: axis)) })
        update(&proposal, context)
        let proposed = proposal.offset(along: axis)
        return proposed.isFinite ? proposed : natural
    }
}

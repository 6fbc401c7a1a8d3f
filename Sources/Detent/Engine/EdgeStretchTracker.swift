/// The edge stretch a ``ScrollEngine`` keeps when its profile stretches
/// (``ScrollPhysics/stretchesAtEdges``), fed as Android's scroll views feed their `EdgeEffect`s
/// (AndroidX `RecyclerView`, `NestedScrollView`): a fling stopped at an edge is absorbed
/// (`absorbGlows` with the scroller's `getCurrVelocity()`), a drag past an edge pulls
/// (`pullGlows` → `onPullDistance`, the content held at the edge), the pointer's up lets go
/// (`onRelease`), a pointer down catches it (`stopGlowAnimations`: `onPullDistance(0)`), and a
/// release while it shows flings the stretch rather than the content (`fling` → `shouldAbsorb`).
///
/// One stretch at a time: Android keeps an `EdgeEffect` per edge, but content is at one edge at a
/// time; a stretch at the other edge replaces one still receding. Every change is made at an
/// input's or a motion's own time and the stretch is closed-form (``EdgeStretch``), so it does
/// not depend on frames.
struct EdgeStretchTracker: Sendable {
    /// The stretch as last changed; read it at the engine's time.
    private(set) var value = EdgeStretch.none
    /// Whether the profile stretches and the container has an extent along the axis.
    private(set) var isEnabled = false
    /// The container's extent along the axis (distance 1).
    private var extent = 0.0

    /// The engine's configuration is now `c` at `t`: a stretch showing keeps its distance and
    /// velocity in a container of another extent (as `EdgeEffect.setSize` keeps `mDistance` and
    /// `mVelocity`); a profile that does not stretch has none.
    mutating func configure(_ c: ScrollEngine.Configuration, at t: Double) {
        let newExtent = c.containerSize.extent(along: c.axis)
        isEnabled = c.physics.stretchesAtEdges && newExtent > 0 && newExtent.isFinite
        defer { extent = isEnabled ? newExtent : 0 }
        guard isEnabled else { value = .none; return }
        guard newExtent != extent, value.isHeld || value.isAnimating(at: t) else { return }
        let d = value.distance(at: t), edge = value.edge
        value = value.isHeld ? EdgeStretch(held: d, edge: edge, extent: newExtent)
            : EdgeStretch(receding: d, velocity: value.velocity(at: t), edge: edge, extent: newExtent, at: t)
    }

    /// Whether a pointer holds the content from `t` on: a receding stretch is caught where it
    /// is when one goes down, a held one recedes from rest when it lets go.
    /// (The test inline: every phase change makes it. The change out of line, written once
    /// rather than in each of them.)
    @inline(__always)
    mutating func hold(_ pointer: Bool, at t: Double) {
        // (Animating implies not held.)
        if pointer ? value.isAnimating(at: t) : value.isHeld { changeHold(pointer, at: t) }
    }

    @inline(never)
    private mutating func changeHold(_ pointer: Bool, at t: Double) {
        value = pointer ? value.caught(at: t) : value.released(at: t)
    }

    /// How far past its bound a drag starting on content at `offset` anchors its raw offset:
    /// the stretch it caught (± distance × extent, so that the drag pulls on from there) when
    /// the content rests on the stretched bound; otherwise that stretch recedes.
    mutating func excess(at offset: Double, bounds: ClosedRange<Double>, at t: Double) -> Double {
        guard value.isHeld else { return 0 }
        let x = value.distance(at: t) * extent
        if value.edge == .leading && offset == bounds.lowerBound { return -x }
        if value.edge == .trailing && offset == bounds.upperBound { return x }
        value = value.released(at: t)
        return 0
    }

    /// A drag's raw (pointer-following) offset is `raw` at `t`, the content held at the bound it
    /// passes. Past a bound the stretch there is pulled (`onPullDistance`): it is the excess over
    /// the extent, capped at 1 ("Don't allow stretch beyond 1"); a pull that starts on a stretch
    /// still receding adds to it (`onPull` catches it). Back inside, a held stretch has been
    /// pulled back to 0 and ends. Returns the change to make to the raw offset so that its excess
    /// is the stretch: beyond the cap, or on a caught stretch, a move back un-stretches at once.
    mutating func pull(raw: Double, bounds: ClosedRange<Double>, at t: Double) -> Double {
        guard isEnabled else { return 0 }
        let trailing = raw > bounds.upperBound
        guard trailing || raw < bounds.lowerBound else {
            if value.isHeld { value = .none }
            return 0
        }
        let edge: EdgeStretch.Edge = trailing ? .trailing : .leading
        let excess = trailing ? raw - bounds.upperBound : bounds.lowerBound - raw
        let base = !value.isHeld && value.edge == edge ? value.distance(at: t) : 0
        value = EdgeStretch(held: Swift.min(1, base + excess / extent), edge: edge, extent: extent)
        let shown = value.distance(at: t) * extent
        return trailing ? shown - excess : excess - shown
    }

    /// A release with fling velocity `v` (an offset velocity) at `t` while a stretch shows
    /// (`RecyclerView.fling`: "Flinging while the edge effect is active should affect the edge
    /// effect, not scrolling"): toward the stretched bound it is absorbed; away from it, absorbed
    /// as well when the profile's fling would travel less than the stretch (`shouldAbsorb`, with
    /// `getSplineFlingDistance`), else the content flings (and the stretch recedes from rest).
    /// Returns the velocity left to the content.
    @inline(__always)
    mutating func absorb(release v: Double, at t: Double, planner: ProfilePlanner) -> Double {
        guard isEnabled, v != 0, value.distance(at: t) > 0 else { return v }
        if (value.edge == .trailing) != (v > 0),
           abs(planner.naturalDestination(from: 0, velocity: v)) >= value.distance(at: t) * extent { return v }
        value = value.absorbing((value.edge == .trailing) == (v > 0) ? abs(v) : -abs(v), at: t)
        return 0
    }

    /// A ballistic motion `motion` ended at `t`, resting on `rest`: when the profile's own fling
    /// from the motion's start would have gone past that bound, the edge stopped it, and the
    /// stretch there absorbs the speed it had just before (AndroidX `RecyclerView`'s `ViewFlinger`:
    /// the unconsumed scroll absorbs `(int) scroller.getCurrVelocity()`).
    mutating func absorb(stopOf motion: ScheduledMotion?, at t: Double, rest: Double, planner: ProfilePlanner) {
        let bounds = planner.rubberBand.bounds
        guard isEnabled, let m = motion, rest == bounds.lowerBound || rest == bounds.upperBound else { return }
        // (A fling stopped where it starts ends at 0: its start is read just before.)
        let start = Swift.min(0, m.duration.nextDown)
        let natural = planner.naturalDestination(from: m.position(inMotionTime: start), velocity: m.velocity(inMotionTime: start))
        let upper = natural > rest, speed = abs(m.velocity(inMotionTime: m.duration.nextDown))
        guard upper ? rest == bounds.upperBound : natural < rest && rest == bounds.lowerBound, speed > 0 else { return }
        let edge: EdgeStretch.Edge = upper ? .trailing : .leading
        let from = value.edge == edge ? value.distance(at: t) : 0
        value = EdgeStretch(receding: from, velocity: speed * EdgeStretch.absorbVelocityAdjustment, edge: edge,
                            extent: extent, at: t)
    }

    /// The earlier of `t` and the end of a stretch receding at `now`: the engine's next change.
    func earlier(_ t: Double?, now: Double) -> Double? {
        guard value.isAnimating(at: now), let end = value.endTime else { return t }
        return t.map { Swift.min($0, end) } ?? end
    }
}

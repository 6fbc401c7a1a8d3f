/// The gestures that move content by hand: a pointer (hold, drag, release) and a trackpad.
extension ScrollEngine {
    /// Takes the content where it is shown: the start of a gesture or a scripted fling.
    func grab() {
        heldOffset = offset
        originalOffset = heldOffset
        tracker.reset()
    }

    func pointerDown(_ p: Double, id: Int, at t: Double, sample: Point) {
        guard activity.kind.pointer == nil else { return }   // one pointer at a time
        let caught = activity.endTime != nil || activity.kind.isTrackpad || stretch.value.isAnimating(at: t)
        grab()
        tracker.addSample(sample, at: t)
        become(.hold(PointerHold(pointer: id, start: p, caught: caught)), at: t, velocity: 0)
    }

    func pointerMove(_ p: Double, at t: Double, sample: Point) {
        tracker.addSample(sample, at: t)
        if case let .hold(h) = activity.kind, abs(p - h.start) > configuration.slop {
            // The drag starts here, from where the content is (and a stretch it caught): no jump by the slop.
            let raw = rubberBand.rawOffset(forDisplayed: heldOffset) + stretch.excess(at: heldOffset, bounds: rubberBand.bounds, at: t)
            let drag = PointerDrag(pointer: h.pointer, anchorPointer: p, anchorRaw: raw, last: p)
            become(.drag(drag), at: t, velocity: configuration.axis.offsetVelocity(tracker.velocityInPlace(at: t)))
        } else if case var .drag(d) = activity.kind {
            d.last = p
            activity.update(d)
            drag(d, to: p, at: t)
        }
    }

    func drag(_ d: PointerDrag, to p: Double, at t: Double) {
        var d = d, raw = d.anchorRaw - (p - d.anchorPointer), pulled = stretch.pull(raw: raw, bounds: rubberBand.bounds, at: t)
        if pulled != 0 { d.anchorRaw += pulled; raw += pulled; activity.update(d) }   // its excess is the stretch
        heldOffset = rubberBand.displayedOffset(forRaw: raw)
        selection.move(to: heldOffset, at: t, cause: .drag, into: &events)
    }

    func pointerUp(_ p: Double, at t: Double) {
        if case let .hold(h) = activity.kind {
            // A hold that caught a motion settles it; one on content at rest lets go.
            if h.caught { release(from: heldOffset, at: t, reportedVelocity: 0, flingVelocity: 0) }
            else { become(.idle, at: t, velocity: 0) }
        } else if case let .drag(d) = activity.kind {
            // The up position moves the content first (it is not a velocity sample).
            if p != d.last { drag(d, to: p, at: t) }
            let v = configuration.axis.offsetVelocity(tracker.velocityInPlace(at: t))
            release(from: heldOffset, at: t, reportedVelocity: v, flingVelocity: v)
        }
    }

    /// A precise wheel delta: the content follows 1:1 (through the rubber band past an edge),
    /// and the fling a lift now would start is shown until the next delta (``TrackpadGesture``).
    func trackpadDelta(_ delta: Double, at t: Double) {
        guard activity.kind.pointer == nil else { return }
        var g: TrackpadGesture
        if case let .trackpad(current) = activity.kind {
            g = current
            let gap = VelocitySamples.difference(VelocitySamples.microseconds(t), VelocitySamples.microseconds(g.lastDelta))
            if activity.endTime != nil && gap > VelocityTracker.stoppedGap {
                g = TrackpadGesture(anchorRaw: rubberBand.rawOffset(forDisplayed: offset), accumulated: 0, lastDelta: t)
                tracker.reset()
            }
        } else {
            grab()
            g = TrackpadGesture(anchorRaw: rubberBand.rawOffset(forDisplayed: heldOffset), accumulated: 0, lastDelta: t)
            become(.trackpad(g), at: t, velocity: 0)
        }
        // Positive deltas increase the offset: the pointer-space position moves the other way.
        g.accumulated -= delta
        g.lastDelta = t
        tracker.addSample(Point(x: g.accumulated, y: g.accumulated), at: t)
        heldOffset = rubberBand.displayedOffset(forRaw: g.anchorRaw - g.accumulated)
        selection.move(to: heldOffset, at: t, cause: .wheel, into: &events)
        // The fling a lift now would start, if the tracker's velocity is a fling.
        coast(g, from: heldOffset, velocity: planner.flingVelocity(release: trackpadVelocity(), at: heldOffset), at: t)
    }

    /// `g` coasts from `x` with `v` as a release would (`release`: a re-plan's), or holds.
    func coast(_ g: TrackpadGesture, from x: Double, velocity v: Double, release: Double? = nil, at t: Double) {
        let plans = v != 0 || release != nil, target = plans ? releaseTarget(from: x, velocity: v) : x
        if plans, let motion = ballisticMotion(x, v, target, releaseVelocity: release?.isFinite == true ? release : nil) {
            coast(g, on: motion, to: target, at: t)
        } else {
            activity.set(.trackpad(g))
        }
    }

    /// `g` shows `motion` onto `target` from `t` as its momentum, run to `t` as a release is (a
    /// motion may make selection changes at its very start). One copy for a delta's plan and a
    /// layout change's.
    func coast(_ g: TrackpadGesture, on motion: consuming ScrollMotion, to target: Double, at t: Double) {
        activity.coast(g, on: motion, at: t, targetIndex: targetIndex(for: target))
        selection.follow()
        runCalled(to: t)
    }

    /// The offset velocity the tracker estimates at the last delta.
    func trackpadVelocity() -> Double {
        let e = tracker.estimateInPlace().dx   // the samples hold the delta sum on both axes
        return configuration.axis.offsetVelocity(Vector(dx: e, dy: e))
    }

    /// When the trackpad gesture `g` ends: after its quiet period, and not before now.
    func trackpadEnd(_ g: TrackpadGesture) -> Double { Swift.max(time, g.lastDelta + configuration.wheelQuietPeriod) }

    /// The quiet period after the last trackpad delta has passed: the momentum running since
    /// the last delta goes on as the release's motion; without one, a release at rest.
    func endTrackpadGesture(at t: Double) {
        let reported = trackpadVelocity()
        if let end = activity.end(), end.time <= t {
            // It came to rest within the quiet period.
            heldOffset = end.rest
            selection.move(to: heldOffset, at: t, cause: .deceleration, into: &events)
            become(.idle, at: t, velocity: reported)
        } else if activity.endTime != nil {
            transition(at: t, velocity: reported) { $0.keepCoasting() }
        } else {
            release(from: heldOffset, at: t, reportedVelocity: reported, flingVelocity: 0)
        }
    }
}

/// The gestures that move content by hand: a pointer (hold, drag, release) and a trackpad.
extension ScrollEngine {
    // MARK: Pointer

    func pointerDown(_ p: Double, id: Int, at t: Double, sample: Point) {
        guard activity.kind.pointer == nil else { return }   // one pointer at a time
        let caught = activity.endTime != nil || activity.kind.isTrackpad
        heldOffset = offset
        originalOffset = heldOffset
        tracker.reset()
        tracker.addSample(sample, at: t)
        become(.hold(PointerHold(pointer: id, start: p, caught: caught)), at: t, velocity: 0)
    }

    func pointerMove(_ p: Double, at t: Double, sample: Point) {
        tracker.addSample(sample, at: t)
        switch activity.kind {
        case let .hold(h):
            guard abs(p - h.start) > configuration.slop else { return }
            // The drag starts here, from where the content is: no jump by the slop.
            let drag = PointerDrag(pointer: h.pointer, anchorPointer: p,
                                   anchorRaw: rubberBand.rawOffset(forDisplayed: heldOffset), last: p)
            become(.drag(drag), at: t, velocity: configuration.axis.offsetVelocity(tracker.velocityInPlace(at: t)))
        case var .drag(d):
            d.last = p
            activity.update(d)
            drag(d, to: p, at: t)
        default:
            break
        }
    }

    func drag(_ d: PointerDrag, to p: Double, at t: Double) {
        heldOffset = rubberBand.displayedOffset(forRaw: d.anchorRaw - (p - d.anchorPointer))
        selection.move(to: heldOffset, at: t, cause: .drag, into: &events)
    }

    func pointerUp(_ p: Double, at t: Double) {
        switch activity.kind {
        case let .hold(h):
            if h.caught {
                release(from: heldOffset, at: t, reportedVelocity: 0, flingVelocity: 0)
            } else {
                become(.idle, at: t, velocity: 0)
            }
        case let .drag(d):
            // The up position moves the content first (it is not a velocity sample).
            if p != d.last { drag(d, to: p, at: t) }
            let v = configuration.axis.offsetVelocity(tracker.velocityInPlace(at: t))
            release(from: heldOffset, at: t, reportedVelocity: v, flingVelocity: v)
        default:
            break
        }
    }

    // MARK: Trackpad

    /// A precise wheel delta: the content follows 1:1 (through the rubber band past an edge).
    ///
    /// A trackpad does not say when the finger lifts; the gesture ends after the quiet
    /// period without deltas. The momentum does not wait for that: after each delta the
    /// engine plans the fling a lift there would give (the tracker's velocity, from the
    /// last delta's time and place) and shows it while no delta comes, so a lift moves on
    /// without a stalled frame and travels as far as a pointer fling at that speed. A delta
    /// within ``VelocityTracker/stoppedGap`` of the previous one continues the finger's path
    /// (the momentum shown in between was its prediction); a later one (a new touch while
    /// the content coasts) continues from where the content is shown, with a fresh tracker.
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
            heldOffset = offset
            originalOffset = heldOffset
            g = TrackpadGesture(anchorRaw: rubberBand.rawOffset(forDisplayed: heldOffset), accumulated: 0, lastDelta: t)
            tracker.reset()
            become(.trackpad(g), at: t, velocity: 0)
        }
        // Positive deltas increase the offset: the pointer-space position moves the other way.
        g.accumulated -= delta
        g.lastDelta = t
        tracker.addSample(Point(x: g.accumulated, y: g.accumulated), at: t)
        heldOffset = rubberBand.displayedOffset(forRaw: g.anchorRaw - g.accumulated)
        selection.move(to: heldOffset, at: t, cause: .wheel, into: &events)
        // The fling a lift now would start, if the tracker's velocity is a fling.
        let release = trackpadVelocity()
        if planner.flingVelocity(release: release, at: heldOffset) != 0, let planned = plan(from: heldOffset, release: release) {
            activity.coast(g, on: planned.motion, at: t, targetIndex: targetIndex(for: planned.target))
            selection.follow()
        } else {
            activity.set(.trackpad(g))
        }
    }

    /// The offset velocity the tracker estimates at the last delta.
    private func trackpadVelocity() -> Double {
        let estimate = tracker.estimateInPlace()
        return configuration.axis.offsetVelocity(Vector(dx: estimate.dx, dy: estimate.dx))
    }

    /// When the trackpad gesture `g` ends: the quiet period after its last delta, and not
    /// before now (a quiet period shortened mid-gesture ends it now, not in the past).
    func trackpadEnd(_ g: TrackpadGesture) -> Double {
        Swift.max(time, g.lastDelta + configuration.wheelQuietPeriod)
    }

    /// The quiet period after the last trackpad delta has passed: the momentum running since
    /// the last delta goes on as the release's motion; without one, a release at rest.
    func endTrackpadGesture(at t: Double) {
        let reported = trackpadVelocity()
        guard let momentum = activity.motion else {
            release(from: heldOffset, at: t, reportedVelocity: reported, flingVelocity: 0)
            return
        }
        if momentum.endTime <= t {
            // It came to rest within the quiet period.
            heldOffset = momentum.restPosition
            selection.move(to: heldOffset, at: t, cause: .deceleration, into: &events)
            become(.idle, at: t, velocity: reported)
        } else {
            transition(at: t, velocity: reported) { $0.keepCoasting() }
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The gestures that move content by hand: a pointer (hold, drag, release) and a trackpad.
extension ScrollEngine {
    // MARK: Pointer

    func pointerDown(_ p: Double, id: Int, at t: Double, sample: Point) {
        guard activity.kind.pointer == nil else { return }   // one pointer at a time
        let x = offset
        let caught: Bool
        switch activity.kind {
        case .ballistic, .driven, .trackpad: caught = true
        case .idle, .hold, .drag: caught = false
        }
        heldOffset = x
        originalOffset = x
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
            become(.drag(drag), at: t, velocity: offsetVelocity(tracker.velocity(at: t)))
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
        selection.move(to: heldOffset, at: t, cause: .drag, targets: configuration.targets, into: &events)
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
            let v = offsetVelocity(tracker.velocity(at: t))
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
        let band = rubberBand
        var g: TrackpadGesture
        if case let .trackpad(current) = activity.kind {
            g = current
            if activity.showsMotion && VelocitySamples.difference(VelocitySamples.microseconds(t), VelocitySamples.microseconds(g.lastDelta)) > VelocityTracker.stoppedGap {
                let x = offset
                g = TrackpadGesture(anchorRaw: band.rawOffset(forDisplayed: x), accumulated: 0, lastDelta: t)
                tracker.reset()
            }
        } else {
            let x = offset
            originalOffset = x
            g = TrackpadGesture(anchorRaw: band.rawOffset(forDisplayed: x), accumulated: 0, lastDelta: t)
            tracker.reset()
            heldOffset = x
            become(.trackpad(g, coast: nil), at: t, velocity: 0)
        }
        // Positive deltas increase the offset: the pointer-space position moves the other way.
        g.accumulated -= delta
        g.lastDelta = t
        tracker.addSample(Point(x: g.accumulated, y: g.accumulated), at: t)
        heldOffset = band.displayedOffset(forRaw: g.anchorRaw - g.accumulated)
        selection.move(to: heldOffset, at: t, cause: .wheel, targets: configuration.targets, into: &events)
        let momentum = coast(from: heldOffset, at: t)
        if momentum != nil { selection.follow() }
        activity = .trackpad(g, coast: momentum)
    }

    /// The fling a lift at `t` would start, if the tracker's velocity is a fling.
    private func coast(from x: Double, at t: Double) -> ScheduledMotion? {
        let v = planner.flingVelocity(release: trackpadVelocity(), at: x)
        guard v != 0 else { return nil }
        let target = resolveTarget(natural: planner.naturalDestination(from: x, velocity: v), velocity: v)
        guard let motion = planner.motion(from: x, velocity: v, target: target, snaps: behavior != nil) else { return nil }
        return ScheduledMotion(motion: motion, start: t, cause: .deceleration, targetIndex: targetIndex(for: target))
    }

    /// The offset velocity the tracker estimates at the last delta.
    private func trackpadVelocity() -> Double {
        let estimate = tracker.estimate()
        return offsetVelocity(Vector(dx: estimate.dx, dy: estimate.dx))
    }

    /// The quiet period after the last trackpad delta has passed: the momentum running since
    /// the last delta goes on as the release's motion; without one, a release at rest.
    func endTrackpadGesture(at t: Double) {
        let reported = trackpadVelocity()
        guard let coast = activity.shownMotion else {
            release(from: heldOffset, at: t, reportedVelocity: reported, flingVelocity: 0)
            return
        }
        if coast.endTime <= t {
            // It came to rest within the quiet period.
            heldOffset = coast.restPosition
            selection.move(to: heldOffset, at: t, cause: .deceleration, targets: configuration.targets, into: &events)
            become(.idle, at: t, velocity: reported)
        } else {
            become(.ballistic(coast), at: t, velocity: reported)
        }
    }
}

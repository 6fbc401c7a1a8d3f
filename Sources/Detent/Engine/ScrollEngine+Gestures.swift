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
            become(.drag(drag), at: t, velocity: offsetVelocity(tracker.velocityInPlace(at: t)))
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
            let v = offsetVelocity(tracker.velocityInPlace(at: t))
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
            become(.trackpad(g), at: t, velocity: 0)
        }
        // Positive deltas increase the offset: the pointer-space position moves the other way.
        g.accumulated -= delta
        g.lastDelta = t
        tracker.addSample(Point(x: g.accumulated, y: g.accumulated), at: t)
        heldOffset = band.displayedOffset(forRaw: g.anchorRaw - g.accumulated)
        selection.move(to: heldOffset, at: t, cause: .wheel, into: &events)
        coast(g, from: heldOffset, at: t)
    }

    /// Shows the fling a lift at `t` would start during the trackpad gesture `g`, if the
    /// tracker's velocity is a fling; otherwise `g` alone.
    private func coast(_ g: TrackpadGesture, from x: Double, at t: Double) {
        let v = planner.flingVelocity(release: trackpadVelocity(), at: x)
        let target = v == 0 ? x : resolveTarget(natural: planner.naturalDestination(from: x, velocity: v), velocity: v)
        guard v != 0, let motion = planner.motion(from: x, velocity: v, target: target, snaps: hasBehavior) else {
            activity.set(.trackpad(g))
            return
        }
        activity.coast(g, on: motion, at: t, targetIndex: targetIndex(for: target))
        selection.follow()
    }

    /// The offset velocity the tracker estimates at the last delta.
    private func trackpadVelocity() -> Double {
        let estimate = tracker.estimateInPlace()
        return offsetVelocity(Vector(dx: estimate.dx, dy: estimate.dx))
    }

    /// The quiet period after the last trackpad delta has passed: the momentum running since
    /// the last delta goes on as the release's motion; without one, a release at rest.
    func endTrackpadGesture(at t: Double) {
        let reported = trackpadVelocity()
        guard let end = activity.shownEndTime() else {
            release(from: heldOffset, at: t, reportedVelocity: reported, flingVelocity: 0)
            return
        }
        if end <= t {
            // It came to rest within the quiet period.
            heldOffset = activity.shownMotion!.restPosition
            selection.move(to: heldOffset, at: t, cause: .deceleration, into: &events)
            become(.idle, at: t, velocity: reported)
        } else {
            let old = activity.kind.phase
            activity.keepCoasting()
            reportPhase(from: old, at: t, velocity: reported)
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The gestures that move content by hand: a pointer (hold, drag, release) and a trackpad.
extension ScrollEngine {
    // MARK: Pointer

    func pointerDown(_ p: Double, id: Int, at t: Double, sample: Point) {
        guard activity.pointer == nil else { return }   // one pointer at a time
        let x = offset
        let caught: Bool
        switch activity {
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
        switch activity {
        case let .hold(h):
            guard abs(p - h.start) > configuration.slop else { return }
            // The drag starts here, from where the content is: no jump by the slop.
            let drag = PointerDrag(pointer: h.pointer, anchorPointer: p,
                                   anchorRaw: configuration.rubberBand.rawOffset(forDisplayed: heldOffset), last: p)
            become(.drag(drag), at: t, velocity: offsetVelocity(tracker.velocity(at: t)))
        case var .drag(d):
            d.last = p
            activity = .drag(d)
            drag(d, to: p, at: t)
        default:
            break
        }
    }

    func drag(_ d: PointerDrag, to p: Double, at t: Double) {
        heldOffset = configuration.rubberBand.displayedOffset(forRaw: d.anchorRaw - (p - d.anchorPointer))
        selection.move(to: heldOffset, at: t, cause: .drag, targets: configuration.targets, into: &events)
    }

    func pointerUp(_ p: Double, at t: Double) {
        switch activity {
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
    func trackpadDelta(_ delta: Double, at t: Double) {
        guard activity.pointer == nil else { return }
        var g: TrackpadGesture
        if case let .trackpad(current) = activity {
            g = current
        } else {
            let x = offset
            heldOffset = x
            originalOffset = x
            g = TrackpadGesture(anchorRaw: configuration.rubberBand.rawOffset(forDisplayed: x), accumulated: 0, lastDelta: t)
            tracker.reset()
            become(.trackpad(g), at: t, velocity: 0)
        }
        // Positive deltas increase the offset: the pointer-space position moves the other way.
        g.accumulated -= delta
        g.lastDelta = t
        activity = .trackpad(g)
        tracker.addSample(Point(x: g.accumulated, y: g.accumulated), at: t)
        heldOffset = configuration.rubberBand.displayedOffset(forRaw: g.anchorRaw - g.accumulated)
        selection.move(to: heldOffset, at: t, cause: .wheel, targets: configuration.targets, into: &events)
    }

    /// The quiet period after the last trackpad delta has passed: fling from where the
    /// content is with the release velocity decayed over the quiet period.
    func endTrackpadGesture(_ g: TrackpadGesture, at t: Double) {
        let estimate = tracker.estimate()
        let reported = offsetVelocity(Vector(dx: estimate.dx, dy: estimate.dx))
        let decayed = reported * exp(configuration.rate.decayPerSecond * (t - g.lastDelta))
        release(from: heldOffset, at: t, reportedVelocity: reported, flingVelocity: decayed)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// A line-by-line port of GTK4's kinetic scrolling and of how GtkScrolledWindow drives it.
//
// From GNOME/gtk (the index holds these revisions without a resolvable commit; they are
// named by the index's file ids):
//   gtk/gtkkineticscrolling.c   the GTK4 revision with the µs frame_time API (index id 832777873;
//                               the older time-delta revisions are 1e9e7bf0d905970c0cace844c4f70577e444a700
//                               and d8de23bef6d6ab17b3f31b99bb6e38f66c3a71de)
//   gtk/gtkscrolledwindow.c     GTK4 (index id 53289535): MAX_OVERSHOOT_DISTANCE 100,
//                               DECELERATION_FRICTION 4, OVERSHOOT_FRICTION 20,
//                               gtk_scrolled_window_start_deceleration, scrolled_window_deceleration_cb

/// GTK4's `GtkKineticScrolling` on one axis, ticked with GDK frame times in microseconds.
struct GTKKineticReference {
    // gtkscrolledwindow.c
    static let MAX_OVERSHOOT_DISTANCE = 100.0
    static let DECELERATION_FRICTION = 4.0
    static let OVERSHOOT_FRICTION = 20.0
    static let G_USEC_PER_SEC = 1_000_000.0

    enum Phase { case decelerating, overshooting, finished }

    /// How the overshoot's clamp at half the overshoot width is applied.
    enum OvershootClamp {
        /// As gtkkineticscrolling.c does: the position relative to the equilibrium is compared
        /// with `lower − w/2` and `upper + w/2` (absolute bounds) and, clamped, passed back to
        /// `init_overshoot` as if absolute. With lower = 0 the leading end is clamped at 50 pt;
        /// the trailing end is clamped only when the overshoot passes `upper + 50`.
        case asGTK
        /// The clamp GTK means: ±w/2 around the equilibrium at both ends, restarting from the
        /// clamped absolute position at rest.
        case relative
    }

    /// When the overshoot counts as finished.
    enum OvershootFinish {
        /// As gtkkineticscrolling.c does: at any tick with |pos| < 0.1, the first ticks after
        /// entering too, while the spring still moves away from the edge; so a slow entry ends
        /// on its first overshoot frame at a high frame rate (below about 100 pt/s at 1000 fps)
        /// and overshoots at 60 fps (from about 7 pt/s): it depends on the frame rate.
        case asGTK
        /// What GTK means, at any frame rate: |pos| < 0.1 once the spring comes back.
        case returning
    }

    var phase = Phase.decelerating
    var lower: Double
    var upper: Double
    var overshoot_width: Double
    var decel_friction: Double
    var overshoot_friction: Double
    var c1 = 0.0
    var c2 = 0.0
    var equilibrium_position = 0.0
    var t: Int64 = 0
    var position = 0.0
    var velocity = 0.0
    var clamp: OvershootClamp
    var finish: OvershootFinish = .asGTK

    /// `gtk_kinetic_scrolling_new`.
    init(frame_time: Int64, lower: Double, upper: Double, overshoot_width: Double, decel_friction: Double,
         overshoot_friction: Double, initial_position: Double, initial_velocity: Double,
         clamp: OvershootClamp = .asGTK) {
        self.lower = lower
        self.upper = upper
        self.decel_friction = decel_friction
        self.overshoot_friction = overshoot_friction
        self.overshoot_width = overshoot_width
        self.clamp = clamp
        if initial_position < lower {
            init_overshoot(frame_time, lower, initial_position, initial_velocity)
        } else if initial_position > upper {
            init_overshoot(frame_time, upper, initial_position, initial_velocity)
        } else {
            phase = .decelerating
            c1 = initial_velocity / decel_friction + initial_position
            c2 = -initial_velocity / decel_friction
            position = initial_position
            velocity = initial_velocity
            t = frame_time
        }
    }

    /// `gtk_kinetic_scrolling_init_overshoot`.
    mutating func init_overshoot(_ frame_time: Int64, _ equilibrium_position: Double, _ initial_position: Double,
                                 _ initial_velocity: Double) {
        phase = .overshooting
        self.equilibrium_position = equilibrium_position
        c1 = initial_position - equilibrium_position
        c2 = initial_velocity + overshoot_friction / 2 * c1
        t = frame_time
    }

    /// `gtk_kinetic_scrolling_tick`: the position and velocity at `frame_time`; false once finished.
    mutating func tick(_ frame_time: Int64) -> Bool {
        let t = Double(frame_time - self.t) / Self.G_USEC_PER_SEC

        switch phase {
        case .decelerating:
            let exp_part = exp(-decel_friction * t)
            position = c1 + c2 * exp_part
            velocity = -decel_friction * c2 * exp_part

            if position < lower {
                init_overshoot(frame_time, lower, position, velocity)
            } else if position > upper {
                init_overshoot(frame_time, upper, position, velocity)
            } else if abs(velocity) < 0.1 {
                stop()
            }
        case .overshooting:
            let half_overshoot_width = overshoot_width / 2.0
            let exp_part = exp(-overshoot_friction / 2 * t)
            var pos = exp_part * (c1 + c2 * t)

            switch clamp {
            case .asGTK:
                if pos < lower - half_overshoot_width || pos > upper + half_overshoot_width {
                    pos = Swift.min(Swift.max(pos, lower - half_overshoot_width), upper + half_overshoot_width)
                    init_overshoot(frame_time, equilibrium_position, pos, 0)
                } else {
                    velocity = c2 * exp_part - overshoot_friction / 2 * pos
                }
            case .relative:
                if pos < -half_overshoot_width || pos > half_overshoot_width {
                    pos = Swift.min(Swift.max(pos, -half_overshoot_width), half_overshoot_width)
                    init_overshoot(frame_time, equilibrium_position, pos + equilibrium_position, 0)
                } else {
                    velocity = c2 * exp_part - overshoot_friction / 2 * pos
                }
            }

            position = pos + equilibrium_position

            let returning = pos * velocity <= 0
            if abs(pos) < 0.1 && (finish == .asGTK || returning) {
                phase = .finished
                position = equilibrium_position
                velocity = 0
            }
        case .finished:
            break
        }
        return phase != .finished
    }

    /// `gtk_kinetic_scrolling_stop`.
    mutating func stop() {
        if phase == .decelerating {
            phase = .finished
            position = position.rounded(.toNearestOrAwayFromZero)   // C round()
        }
    }

    // MARK: the frame loop

    /// A fling from `position` with `velocity` inside `lower...upper` (the adjustment's lower
    /// and upper − page_size), as `gtk_scrolled_window_start_deceleration` creates it (overshoot
    /// width `MAX_OVERSHOOT_DISTANCE`, frictions 4 and 20, at the release frame's time) and
    /// `scrolled_window_deceleration_cb` ticks it at each later frame: the position of a tick
    /// that returns true becomes the unclamped value; the tick that returns false ends the
    /// motion, its own position unused (the last frame's stays). The positions are that
    /// unclamped value: GtkAdjustment clamps its value to the bounds and GTK4 draws what lies
    /// past them as the overshoot band, where Detent moves the content.
    static func fling(position: Double, velocity: Double, lower: Double, upper: Double,
                      clamp: OvershootClamp = .relative, finish: OvershootFinish = .returning,
                      frameInterval: Double = 0.001, maximumTime: Double = 60) -> ReferenceTrajectory {
        var kinetic = GTKKineticReference(frame_time: 0, lower: lower, upper: upper,
                                          overshoot_width: MAX_OVERSHOOT_DISTANCE,
                                          decel_friction: DECELERATION_FRICTION,
                                          overshoot_friction: OVERSHOOT_FRICTION,
                                          initial_position: position, initial_velocity: velocity, clamp: clamp)
        kinetic.finish = finish
        var positions = [position]
        var k = 0
        while true {
            k += 1
            let frameTime = ReferenceClock.microseconds(frame: k, interval: frameInterval)
            let time = Double(frameTime) / G_USEC_PER_SEC
            guard kinetic.tick(frameTime), time < maximumTime else {
                return ReferenceTrajectory(frameInterval: frameInterval, positions: positions, restTime: time)
            }
            positions.append(kinetic.position)
        }
    }
}

/// How fast a spring brings back content that moves away from its target: what the planner
/// needs so that content flung away from its target turns back no faster than it was flung.
///
/// Content D ≥ 0 past the target, moving away at v0 > 0, on a spring with ω and ζ: in units
/// of 1/ω and v0 the motion depends on q = ω·D/v0 alone, so the largest return speed is
/// v0·g(q, ζ), with g increasing in q. Critically damped, y(t) = (D + B·t)·e^(−ωt) with
/// B = v0 + ω·D: the velocity (v0 − ω·B·t)·e^(−ωt) peaks on the way back at
/// t = (B + v0)/(ω·B) with speed B·e^(−1 − v0/B). That is at most v0 while u = B/v0 satisfies
/// u·e^(−1 − 1/u) ≤ 1, so ω·D ≤ (u* − 1)·v0 with u* = 1/W(1/e) = 3.59112 (W the Lambert W).
extension Spring {
    /// q* for a critically damped spring: u* − 1 = 1/W(1/e) − 1, where u*·e^(−1 − 1/u*) = 1.
    package static let criticalReturnLimit = 2.591_121_476_668_622_1

    /// The largest speed on the way back, per point per second of `speed`, for content
    /// `displacement` points past the target moving away at `speed`: g(q, ζ) above, the
    /// return alone (the start is at `speed` itself).
    package func returnSpeedRatio(displacement: Double, speed: Double) -> Double {
        Spring.returnSpeedRatio(q: angularFrequency * displacement / speed, dampingRatio: dampingRatio)
    }

    /// g(q, ζ): the velocity of a spring is itself a spring motion (v″ + 2ζω·v′ + ω²·v = 0),
    /// so on a unit spring from v = 1 with v′ = −q − 2ζ its first turn after 0 is the return's
    /// peak, exact from ``SpringMotion/nextTurn(after:)``.
    // Out of line: asked in three places (each a copy of the closed form's evaluation).
    @inline(never)
    static func returnSpeedRatio(q: Double, dampingRatio zeta: Double) -> Double {
        let unit = Spring(mass: 1, stiffness: 1, damping: 2 * zeta)
        let velocity = SpringMotion(spring: unit, from: 1, to: 0, velocity: -q - 2 * zeta,
                                    tolerance: MotionTolerance(distance: 1e-12, velocity: 1e-12))
        guard let peak = velocity.nextTurn(after: 0) else { return 0 }
        return abs(velocity.unclampedPosition(at: peak))
    }

    /// The largest q = ω·D/v0 for which this spring's damping ratio brings the content back
    /// no faster than `ratio` times the speed it left with (g(q, ζ) ≤ ratio, ratio ≥ 1).
    /// Critically damped (the same test as ``SpringMotion``'s, |ζ − 1| < 1e-9): q = u − 1
    /// with u·e^(−1 − 1/u) = ratio, ``criticalReturnLimit`` for 1, else by Newton's method on
    /// ln u − 1/u − 1 = ln ratio from u* (increasing and concave: the steps approach the root
    /// from below, on the side that holds). Otherwise by doubling from 1 then 64 bisection
    /// steps, keeping the side that holds. Both are fixed sequences: the same bits every time.
    /// `.infinity` when no q up to 1e12 is too fast (a very overdamped spring).
    package func returnLimit(ratio: Double = 1) -> Double {
        let zeta = dampingRatio
        if abs(zeta - 1) < 1e-9 {
            guard ratio > 1 else { return Spring.criticalReturnLimit }
            var u = 1 + Spring.criticalReturnLimit
            let goal = Math.log(ratio)
            for _ in 0..<100 {
                let next = u - (Math.log(u) - 1 / u - 1 - goal) / (1 / u + 1 / (u * u))
                if !(next > u) { break }
                u = next
            }
            return u - 1
        }
        var lo = 0.0, hi = 1.0
        while Spring.returnSpeedRatio(q: hi, dampingRatio: zeta) <= ratio {
            lo = hi
            hi *= 2
            if hi > 1e12 { return .infinity }
        }
        for _ in 0..<64 {
            let mid = (lo + hi) / 2
            if mid <= lo || mid >= hi { break }
            if Spring.returnSpeedRatio(q: mid, dampingRatio: zeta) <= ratio { lo = mid } else { hi = mid }
        }
        return lo
    }

    /// This spring, or when it would bring content `displacement` points past its target and
    /// moving away at `leaving` back faster than `speed` (at least |leaving|), the same spring
    /// slowed just enough: its response stretched (ω × f, f = q*/q, stiffness × f², damping
    /// × f), the damping ratio kept, so that q = q* (less one part in 10¹², for rounding).
    package func keepingReturn(within speed: Double, displacement: Double, leaving: Double) -> Spring {
        let v0 = abs(leaving), displacement = abs(displacement)
        guard v0 > 0, displacement > 0, v0.isFinite, displacement.isFinite else { return self }
        let ratio = Swift.max(1, abs(speed) / v0)
        let zeta = dampingRatio
        let q = angularFrequency * displacement / v0
        let critical = abs(zeta - 1) < 1e-9
        let limit = critical || Spring.returnSpeedRatio(q: q, dampingRatio: zeta) > ratio ? returnLimit(ratio: ratio) : q
        guard q > limit else { return self }
        let f = limit * (1 - 1e-12) / q
        guard f > 0, f < 1 else { return self }
        return Spring(mass: mass, stiffness: stiffness * f * f, damping: damping * f)
    }

    /// The same spring with its response × `f` (ω / f, stiffness / f², damping / f), the
    /// damping ratio kept: stiffer for f < 1, slower for f > 1.
    package func scaledResponse(by f: Double) -> Spring {
        Spring(mass: mass, stiffness: stiffness / (f * f), damping: damping / f)
    }

    /// The largest speed of this spring released at rest `displacement` points from its
    /// target: |D|·ω·p(ζ), p the peak of a unit spring from y = 1, v = 0 (1/e critically
    /// damped), whose velocity, a spring motion from 0 with v′ = −1, peaks at its first turn.
    package func peakSpeedFromRest(displacement: Double) -> Double {
        let unit = Spring(mass: 1, stiffness: 1, damping: 2 * dampingRatio)
        let velocity = SpringMotion(spring: unit, from: 0, to: 0, velocity: -1,
                                    tolerance: MotionTolerance(distance: 1e-12, velocity: 1e-12))
        guard let peak = velocity.nextTurn(after: 0) else { return 0 }
        return abs(velocity.unclampedPosition(at: peak)) * angularFrequency * abs(displacement)
    }
}

extension SpringMotion {
    /// The first time after 0 (and before the end) at which the speed peaks, for this motion
    /// made with `s`: the velocity of a spring is a spring motion itself (from v0 with
    /// v′ = a0), so this is its first turn, exact from ``nextTurn(after:)``. `nil` when the
    /// speed only falls from the start.
    package func speedPeakTime(_ s: Spring) -> Double? {
        let y0 = startPosition - target, v0 = startVelocity
        let a0 = -(s.stiffness * y0 + s.damping * v0) / s.mass
        let scale = Swift.max(abs(v0), abs(a0) / s.angularFrequency)
        guard scale > 0, scale.isFinite else { return nil }
        let speed = SpringMotion(spring: s, from: v0, to: 0, velocity: a0,
                                 tolerance: MotionTolerance(distance: 1e-12 * scale, velocity: 1e-12))
        guard let tp = speed.nextTurn(after: 0), tp < endTime else { return nil }
        return tp
    }

    /// The largest speed of the motion made with `s`: at its start, or where its speed peaks
    /// (later peaks are lower: the spring's energy only falls).
    package func peakSpeed(_ s: Spring) -> Double {
        Swift.max(abs(startVelocity), speedPeakTime(s).map { abs(velocity(at: $0)) } ?? 0)
    }
}

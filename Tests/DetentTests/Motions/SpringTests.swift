import Testing
import Detent
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One spring motion to check, named for the failure messages.
struct SpringCase: CustomStringConvertible, Sendable {
    let name: String
    let spring: Spring
    let from: Double
    let to: Double
    let velocity: Double
    var motion: SpringMotion { SpringMotion(spring: spring, from: from, to: to, velocity: velocity) }
    var description: String { name }
}

let springCases: [SpringCase] = [
    SpringCase(name: "underdamped from rest", spring: Spring(duration: 0.5, bounce: 0.3), from: 100, to: 0, velocity: 0),
    SpringCase(name: "underdamped moving", spring: Spring(duration: 0.4, bounce: 0.15), from: -30, to: 250, velocity: 800),
    SpringCase(name: "underdamped from the target", spring: Spring(duration: 0.5, bounce: 0.5), from: 20, to: 20, velocity: -1200),
    SpringCase(name: "critical", spring: Spring(duration: 0.35, bounce: 0), from: 0, to: 100, velocity: -300),
    SpringCase(name: "critical from rest", spring: .smooth, from: 500, to: 480, velocity: 0),
    SpringCase(name: "overdamped", spring: Spring(duration: 0.5, bounce: -0.5), from: 200, to: 10, velocity: 1500),
    SpringCase(name: "overdamped toward", spring: Spring(response: 0.3, dampingRatio: 3), from: -50, to: 0, velocity: 2000),
]

@Suite struct SpringTests {
    // MARK: Parameters

    @Test func swiftUIDurationAndBounce() {
        // SwiftUI's documented example: Spring(duration: 0.5, bounce: 0.3) → 157.9 / 17.6.
        let s = Spring(duration: 0.5, bounce: 0.3)
        #expect(s.mass == 1)
        #expect(abs(s.stiffness - 157.9) < 0.05)
        #expect(abs(s.damping - 17.6) < 0.05)
        #expect(abs(s.stiffness - 157.91367041742973) < 1e-9)  // (2π/0.5)²
        #expect(abs(s.damping - 17.59291886010284) < 1e-9)     // 4π·0.7/0.5
        #expect(abs(s.dampingRatio - 0.7) < 1e-12)
        #expect(abs(s.angularFrequency - 4 * Double.pi) < 1e-12)
    }

    @Test func zeroBounceIsCritical() {
        let s = Spring(duration: 0.5, bounce: 0)
        #expect(abs(s.dampingRatio - 1) < 1e-12)
        #expect(abs(s.damping - 8 * Double.pi) < 1e-12)  // 2√k = 2·4π
        #expect(Spring.smooth == s)
        #expect(abs(Spring.snappy.dampingRatio - 1) < 1e-12)
        #expect(abs(Spring.snappy.stiffness - 322.27279677026473) < 1e-9)
    }

    @Test func negativeBounceOverdamps() {
        // ratio 1/(1 + bounce): −0.5 → 2.
        let s = Spring(duration: 0.5, bounce: -0.5)
        #expect(abs(s.dampingRatio - 2) < 1e-12)
        #expect(abs(s.damping - 50.26548245743669) < 1e-9)
        #expect(abs(s.stiffness - 157.91367041742973) < 1e-9)
        #expect(abs(Spring(duration: 1, bounce: -0.2).dampingRatio - 1.25) < 1e-12)
    }

    @Test func responseAndDampingRatio() {
        let s = Spring(response: 1, dampingRatio: 0.5)
        #expect(abs(s.stiffness - 4 * Double.pi * Double.pi) < 1e-12)  // (2π/1)²
        #expect(abs(s.damping - 2 * Double.pi) < 1e-12)                // 4π·0.5/1
        #expect(abs(Spring.bouncy.dampingRatio - 0.85) < 1e-12)
    }

    // MARK: Closed forms

    @Test(arguments: springCases)
    func continuousAtStart(_ c: SpringCase) {
        let m = c.motion
        // The closed form itself (not the t = 0 shortcut) starts at (x0, v0).
        #expect(abs(m.unclampedPosition(at: 0) - c.from) < 1e-9)
        #expect(abs(m.unclampedVelocity(at: 0) - c.velocity) < 1e-9 * max(1, abs(c.velocity)))
        #expect(m.position(at: 0) == c.from)
        #expect(m.velocity(at: 0) == c.velocity)
        // And just after the start, through the public API.
        let t = 1e-9
        #expect(abs(m.position(at: t) - (c.from + c.velocity * t)) < 1e-9)
        #expect(abs(m.velocity(at: t) - c.velocity) < 1e-3)
    }

    @Test(arguments: springCases)
    func solvesTheSpringEquation(_ c: SpringCase) {
        // m·x'' + c·x' + k·(x − target) = 0, with x'' the central difference of the velocity.
        let m = c.motion, s = c.spring
        let h = 1e-6
        for t in [0.01, 0.05, 0.1, 0.2, 0.4, 0.7] {
            let y = m.unclampedPosition(at: t) - c.to
            let v = m.unclampedVelocity(at: t)
            let a = (m.unclampedVelocity(at: t + h) - m.unclampedVelocity(at: t - h)) / (2 * h)
            let scale = abs(s.stiffness * y) + abs(s.damping * v) + 1
            #expect(abs(s.mass * a + s.damping * v + s.stiffness * y) < 1e-5 * scale, "t = \(t)")
        }
    }

    @Test(arguments: springCases)
    func velocityIsTheDerivativeOfPosition(_ c: SpringCase) {
        let m = c.motion
        let h = 1e-6
        for f in [0.02, 0.1, 0.25, 0.5, 0.8, 0.95] {
            let t = m.endTime * f
            guard t > h else { continue }
            let numeric = (m.position(at: t + h) - m.position(at: t - h)) / (2 * h)
            #expect(abs(m.velocity(at: t) - numeric) < 1e-4 * max(1, abs(numeric)), "t = \(t)")
        }
    }

    @Test(arguments: springCases)
    func exactlyAtTargetFromEndTime(_ c: SpringCase) {
        let m = c.motion
        #expect(m.endTime > 0 && m.endTime.isFinite)
        #expect(m.restPosition == c.to)
        for dt in [0.0, 1e-12, 0.008, 1, 1e6] {
            #expect(m.position(at: m.endTime + dt) == c.to)
            #expect(m.velocity(at: m.endTime + dt) == 0)
        }
        #expect(m.velocity(at: m.endTime * 0.99) != 0)
    }

    @Test(arguments: springCases)
    func endsWithinTolerance(_ c: SpringCase) {
        // From endTime on, the unstopped spring stays within 0.01 pt and 1 pt/s of rest, so
        // stopping it there moves it by at most that.
        #expect(MotionTolerance.standard == MotionTolerance(distance: 0.01, velocity: 1))
        #expect(c.motion.tolerance == .standard)
        // (The envelopes of critical and overdamped springs are tight: at endTime the
        // displacement is the tolerance itself, up to rounding, hence the 1e-9 slack.)
        let m = c.motion
        let py = m.tolerance.distance * (1 + 1e-9), pv = m.tolerance.velocity * (1 + 1e-9)
        for i in 0...3000 {
            let t = m.endTime + Double(i) * 0.001
            #expect(abs(m.unclampedPosition(at: t) - c.to) <= py)
            #expect(abs(m.unclampedVelocity(at: t)) <= pv)
        }
        let before = m.endTime * (1 - 1e-12)
        #expect(abs(m.position(at: before) - c.to) <= py)
        #expect(abs(m.velocity(at: before)) <= pv)
    }

    @Test func settlingTimes() {
        // Underdamped: ln(√(A² + B²)/0.01)/(ζω0), A = 100, B = ζω0·A/ωd.
        let under = SpringMotion(spring: Spring(duration: 0.5, bounce: 0.3), from: 100, to: 0)
        #expect(abs(under.endTime - 1.0853244677048726) < 1e-9)
        // Critical and overdamped: where the envelope (|A| + |B|t)e^(−ω0t), resp.
        // |C1|e^(r1 t) + |C2|e^(r2 t), and its derivative's bound fall to the tolerances.
        let critical = SpringMotion(spring: Spring(duration: 0.35, bounce: 0), from: 0, to: 100, velocity: -300)
        #expect(abs(critical.endTime - 0.6635414865411278) < 1e-9)
        let over = SpringMotion(spring: Spring(duration: 0.5, bounce: -0.5), from: 200, to: 10, velocity: 1500)
        #expect(abs(over.endTime - 2.994307898437686) < 1e-9)
    }

    @Test func underdampedOvershootsAndOverdampedDoesNot() {
        // ζ = 0.7 from 100 toward 0 at rest: the first minimum is at t = π/ωd, at
        // −100·e^(−ζπ/√(1−ζ²)) = −4.598791 pt.
        let under = SpringMotion(spring: Spring(duration: 0.5, bounce: 0.3), from: 100, to: 0)
        let wd = 4 * Double.pi * (1 - 0.49).squareRoot()
        #expect(abs(under.position(at: Double.pi / wd) - -4.598791026026775) < 1e-9)
        #expect(abs(under.velocity(at: Double.pi / wd)) < 1e-9)
        let critical = SpringMotion(spring: .smooth, from: 100, to: 0)
        let over = SpringMotion(spring: Spring(duration: 0.5, bounce: -0.5), from: 100, to: 0)
        for i in 0...500 {
            let t = Double(i) * 0.005
            #expect(critical.position(at: t) >= 0)
            #expect(over.position(at: t) >= 0)
        }
    }

    @Test func atRestOnTargetEndsImmediately() {
        let m = SpringMotion(spring: .smooth, from: 30, to: 30, velocity: 0)
        #expect(m.endTime == 0)
        #expect(m.position(at: 0) == 30)
        let u = SpringMotion(spring: Spring(duration: 0.5, bounce: 0.3), from: 30, to: 30)
        #expect(u.endTime == 0)
    }

    /// Newton's crossings are the bisection's contract: in every monotonic piece, for
    /// boundaries spread across it, the time returned is past the boundary and the time one
    /// ulp before is not (a wrong step or bracket update breaks one of the two).
    @Test(arguments: springCases)
    func crossingsAreTheFirstTimePast(_ c: SpringCase) {
        let m = c.motion
        var lo = 0.0
        var pieces = 0
        while lo < m.endTime, pieces < 6 {
            let hi = m.nextTurn(after: lo) ?? m.endTime
            let (x0, x1) = (m.position(at: lo), m.position(at: hi))
            let increasing = x1 > x0
            for k in 1..<40 {
                let x = x0 + (x1 - x0) * Double(k) / 40
                let t = m.crossing(of: x, increasing: increasing, startedAt: 0, after: lo, through: hi, known: nil).time
                let past = { (p: Double) in increasing ? p > x : p <= x }
                #expect(t > lo && t <= hi, "\(c) piece \(pieces) x \(x)")
                #expect(past(m.position(at: t)), "\(c) piece \(pieces) x \(x): not past at \(t)")
                #expect(!past(m.position(at: t.nextDown)) || t.nextDown <= lo, "\(c) piece \(pieces) x \(x): past before \(t)")
                #expect(m.crossing(of: x, increasing: increasing, startedAt: 0, after: lo, through: hi, known: nil).time == t)
            }
            lo = hi
            pieces += 1
        }
    }
}

/// The settling time of critically damped and overdamped springs, derived on the envelopes
/// (Newton's method from the safe side) instead of searched.
@Suite struct SpringSettlingTests {
    /// The envelopes of |y| and |v| the settling time bounds, at `t`, divided by their
    /// tolerances: ≤ 1 means within both.
    static func envelope(_ m: SpringMotion, at t: Double) -> Double {
        let w = m.spring.angularFrequency, zeta = m.spring.dampingRatio
        let y0 = m.startPosition - m.target, v0 = m.startVelocity
        let tol = m.tolerance
        if abs(zeta - 1) < 1e-9 {
            let a = abs(y0), b = abs(v0 + w * y0), e = exp(-w * t)
            return max((a + b * t) * e / tol.distance, (b + w * a + w * b * t) * e / tol.velocity)
        }
        let s = (zeta * zeta - 1).squareRoot()
        let r1 = -w * (zeta - s), r2 = -w * (zeta + s)
        let c2 = (v0 - r1 * y0) / (r2 - r1), c1 = y0 - c2
        let e1 = exp(r1 * t), e2 = exp(r2 * t)
        return max((abs(c1) * e1 + abs(c2) * e2) / tol.distance,
                   (abs(c1 * r1) * e1 + abs(c2 * r2) * e2) / tol.velocity)
    }

    /// The first t ≥ 0 with `bound(t) ≤ 1` as the search the closed form replaced found it:
    /// doubling, then 64 bisection steps, each checking the bound at the midpoint and 1 %
    /// (+1 ms) later.
    static func firstTimeBelow(_ bound: (Double) -> Double) -> Double {
        if bound(0) <= 1 && bound(1e-3) <= 1 { return 0 }
        var hi = 1.0 / 64
        while bound(hi) > 1 && hi < 1e6 { hi *= 2 }
        var lo = 0.0
        for _ in 0..<64 {
            let mid = (lo + hi) / 2
            if bound(mid) <= 1 && bound(Swift.min(mid * 1.01 + 1e-3, hi)) <= 1 { hi = mid } else { lo = mid }
        }
        return hi
    }

    /// A critically damped spring whose displacement envelope peaks within the distance
    /// tolerance ends at tₚ·peak/tolerance (continuous in the start), not where the envelope
    /// first falls within it: that end, or `nil`.
    static func peakRuleEnd(_ m: SpringMotion) -> Double? {
        guard abs(m.spring.dampingRatio - 1) < 1e-9 else { return nil }
        let w = m.spring.angularFrequency
        let a = abs(m.startPosition - m.target), b = abs(m.startVelocity + w * (m.startPosition - m.target))
        let tp = b == 0 ? 0 : max(0, 1 / w - a / b)
        let peak = (a + b * tp) * exp(-w * tp)
        return peak <= m.tolerance.distance ? tp * peak / m.tolerance.distance : nil
    }

    /// The searched settling time (the search before the closed form, with the peak rule).
    static func searchedSettlingTime(_ m: SpringMotion) -> Double {
        let w = m.spring.angularFrequency
        guard abs(m.spring.dampingRatio - 1) < 1e-9 else { return firstTimeBelow { envelope(m, at: $0) } }
        let a = abs(m.startPosition - m.target), b = abs(m.startVelocity + w * (m.startPosition - m.target))
        let tol = m.tolerance
        let velocity = firstTimeBelow { t in (b + w * a + w * b * t) * exp(-w * t) / tol.velocity }
        let tp = b == 0 ? 0 : max(0, 1 / w - a / b)
        let position = peakRuleEnd(m)
            ?? tp + firstTimeBelow { s in (a + b * (tp + s)) * exp(-w * (tp + s)) / tol.distance }
        return max(velocity, position)
    }

    /// For 2,000 random springs (critical and overdamped, ratios 1…8, responses 0.05…2 s),
    /// starts (±1e5 pt, ±1e6 pt/s, and at rest on the target) and tolerances: from the end
    /// time on the envelopes stay within the tolerances (checked at the end and densely
    /// after), they are not within them a little before (it is not late; unless the end is
    /// the peak rule's), and the end is never later than the search's by more than 1e-9 s.
    @Test func settlingTimeIsSafeTightAndNoLaterThanTheSearch() {
        var rng = SeededGenerator(seed: 9)
        var checked = 0
        for i in 0..<2000 {
            let ratio = i % 3 == 0 ? 1 : Double.random(in: 1...8, using: &rng)
            let spring = Spring(response: Double.random(in: 0.05...2, using: &rng), dampingRatio: ratio)
            let scale = [1e-3, 1, 1e3, 1e5][i % 4]
            let from = Double.random(in: -scale...scale, using: &rng)
            let velocity = i % 5 == 0 ? 0 : Double.random(in: -10 * scale...10 * scale, using: &rng)
            let tolerance = i % 7 == 0 ? MotionTolerance(distance: 1e-4, velocity: 0.05) : .standard
            let m = SpringMotion(spring: spring, from: from, to: 0, velocity: velocity, tolerance: tolerance)
            let end = m.endTime
            #expect(end.isFinite && end >= 0)
            for k in 0...200 {
                let t = end + Double(k * k) * 1e-4 / spring.angularFrequency
                #expect(Self.envelope(m, at: t) <= 1 + 1e-12, "spring \(i) at end + \(t - end)")
            }
            if let rule = Self.peakRuleEnd(m), end <= rule * (1 + 1e-12) {
                #expect(abs(end - rule) <= 1e-12 * rule, "spring \(i): \(end), the peak rule \(rule)")
            } else if end > 0 {
                #expect(Self.envelope(m, at: end - 1e-6 * end - 1e-9) > 1, "spring \(i) ends late: \(end)")
                checked += 1
            }
            // (The search stopped at 0 when the envelopes were within the tolerances at 0 and
            // at 1 ms, missing a peak after that: there its 0 was wrong, and the envelope is
            // above the tolerance just before `end`, checked above.)
            let searched = Self.searchedSettlingTime(m)
            if searched == 0 && end > 0 { continue }
            #expect(end <= searched + 1e-9, "spring \(i): \(end) after the search's \(searched)")
        }
        #expect(checked > 1500)
    }

    @Test func aZeroToleranceStillEnds() {
        let m = SpringMotion(spring: .snappy, from: 0, to: 10, velocity: 0, tolerance: MotionTolerance(distance: 0, velocity: 0))
        #expect(m.endTime.isFinite)
    }
}

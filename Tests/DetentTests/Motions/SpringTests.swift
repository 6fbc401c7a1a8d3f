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

/// `Spring`'s parameters (SwiftUI's duration and bounce, response and damping ratio) and
/// `SpringMotion`'s closed forms: continuous at the start, solving the spring equation, exact
/// from the end time, within tolerance, settling, overshooting or not, and crossings at the
/// first time past.
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
        // (The envelopes of critical and overdamped springs are tight: at endTime the
        // displacement is the tolerance itself, up to rounding, hence the 1e-9 slack.)
        let m = c.motion
        let py = MotionTolerance.standard.distance * (1 + 1e-9), pv = MotionTolerance.standard.velocity * (1 + 1e-9)
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

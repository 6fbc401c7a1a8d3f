#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One segment of a planned motion: a deceleration or a spring.
enum MotionSegment: Hashable, Sendable {
    case deceleration(Deceleration)
    case spring(SpringMotion)

    func position(at t: Double) -> Double {
        switch self {
        case let .deceleration(d): return d.position(at: t)
        case let .spring(s): return s.position(at: t)
        }
    }
    func velocity(at t: Double) -> Double {
        switch self {
        case let .deceleration(d): return d.velocity(at: t)
        case let .spring(s): return s.velocity(at: t)
        }
    }
    var endTime: Double {
        switch self {
        case let .deceleration(d): return d.endTime
        case let .spring(s): return s.endTime
        }
    }
    var restPosition: Double {
        switch self {
        case let .deceleration(d): return d.restPosition
        case let .spring(s): return s.restPosition
        }
    }

    /// Times (after 0, before the end) at which the velocity is zero: the segment is
    /// monotonic between consecutive ones. A deceleration has none; a spring's come from
    /// its closed form.
    func turningTimes() -> [Double] {
        guard case let .spring(s) = self else { return [] }
        let spring = s.spring
        let y0 = s.startPosition - s.target, v0 = s.startVelocity
        let w0 = spring.angularFrequency, zeta = spring.dampingRatio
        let end = s.endTime
        var times: [Double] = []
        if abs(zeta - 1) < 1e-9 {
            // v = (B − ω(A + Bt))e^(−ωt) = 0 at t = 1/ω − A/B
            let b = v0 + w0 * y0
            if b != 0 {
                let t = 1 / w0 - y0 / b
                if t > 0 && t < end { times.append(t) }
            }
        } else if zeta < 1 {
            let decay = zeta * w0, wd = w0 * (1 - zeta * zeta).squareRoot()
            let a = y0, b = (v0 + decay * y0) / wd
            // v = e^(−decay·t)(P cos ωt − Q sin ωt) = R e^(..) cos(ωt + φ), φ = atan2(Q, P)
            let p = b * wd - decay * a, q = a * wd + decay * b
            if p != 0 || q != 0 {
                let phi = atan2(q, p)
                var k = ((phi - Double.pi / 2) / Double.pi).rounded(.down)
                while true {
                    let t = (Double.pi / 2 - phi + k * Double.pi) / wd
                    if t >= end { break }
                    if t > 0 { times.append(t) }
                    k += 1
                    if times.count > 10_000 { break }
                }
            }
        } else {
            let sq = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - sq), r2 = -w0 * (zeta + sq)
            let c2 = (v0 - r1 * y0) / (r2 - r1), c1 = y0 - c2
            let arg = -(c2 * r2) / (c1 * r1)
            if c1 != 0 && arg > 0 {
                let t = log(arg) / (r1 - r2)
                if t > 0 && t < end { times.append(t) }
            }
        }
        return times
    }

    /// The time in `lo...hi` at which the position, monotonic there, crosses `x`: the first
    /// time at which it is past `x` in the direction of travel. Found by bisection, a fixed
    /// sequence of steps, so the same for every caller.
    func crossingTime(of x: Double, from lo: Double, to hi: Double, increasing: Bool) -> Double {
        if case let .deceleration(d) = self, let t = d.time(toReach: x), t >= lo, t <= hi {
            return t
        }
        var a = lo, b = hi
        for _ in 0..<80 {
            let mid = (a + b) / 2
            if mid <= a || mid >= b { break }
            let p = position(at: mid)
            let past = increasing ? p > x : p <= x
            if past { b = mid } else { a = mid }
        }
        return b
    }
}

/// A motion the engine runs after a release or for a step: one segment, or a deceleration
/// into an edge followed by the spring that bounces back onto it. Times are absolute.
struct MotionPlan: Sendable {
    var first: MotionSegment
    var start: Double
    /// When the second segment takes over (absolute), and that segment.
    var second: MotionSegment?
    var switchTime: Double
    /// The phase while it runs and the cause of the selection changes it makes.
    var phase: ScrollPhase
    var cause: SelectionCause
    /// The index of the target it rests on (for stepping from the pending target).
    var targetIndex: Int?
    /// Selection changes it makes, in time order, and how many have been reported.
    var crossings: [SelectionChange] = []
    var reported = 0

    init(_ segment: MotionSegment, start: Double, phase: ScrollPhase, cause: SelectionCause, targetIndex: Int?) {
        first = segment
        self.start = start
        second = nil
        switchTime = .infinity
        self.phase = phase
        self.cause = cause
        self.targetIndex = targetIndex
    }

    var endTime: Double {
        if let second { return switchTime + second.endTime }
        return start + first.endTime
    }
    var restPosition: Double { (second ?? first).restPosition }

    func position(at t: Double) -> Double {
        if let second, t >= switchTime { return second.position(at: t - switchTime) }
        return first.position(at: t - start)
    }
    func velocity(at t: Double) -> Double {
        if let second, t >= switchTime { return second.velocity(at: t - switchTime) }
        return first.velocity(at: t - start)
    }

    /// Computes every selection change of the motion from `index` (the target under the
    /// anchor at its start), piece by monotonic piece, independent of how it is sampled.
    mutating func computeCrossings(from index: Int, targets: ScrollTargets) {
        crossings = []
        reported = 0
        guard targets.count > 1 else { return }
        var current = index
        func scan(_ segment: MotionSegment, offset: Double, until end: Double) {
            var cuts = [0.0]
            cuts.append(contentsOf: segment.turningTimes().filter { $0 < end })
            cuts.append(end)
            for i in 0..<(cuts.count - 1) {
                let lo = cuts[i], hi = cuts[i + 1]
                guard hi > lo else { continue }
                let xb = segment.position(at: hi)
                let target = targets.closestIndex(to: xb)
                if target == current { continue }
                let increasing = target > current
                while current != target {
                    let next = increasing ? current + 1 : current - 1
                    let boundary = targets.boundary(after: increasing ? current : next)
                    let t = segment.crossingTime(of: boundary, from: lo, to: hi, increasing: increasing)
                    crossings.append(SelectionChange(from: current, to: next, time: offset + t, cause: cause))
                    current = next
                }
            }
        }
        if let second {
            scan(first, offset: start, until: switchTime - start)
            scan(second, offset: switchTime, until: second.endTime)
        } else {
            scan(first, offset: start, until: first.endTime)
        }
    }
}

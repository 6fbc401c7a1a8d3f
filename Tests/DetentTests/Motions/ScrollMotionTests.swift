import Testing
@testable import Detent

/// ``ScrollMotion`` reads every built-in motion through its one switch: the same bits as the
/// motion itself, and as the same motion run as your own (``AnyMotion``, the path a
/// motion of yours takes), crossings included.
@Suite struct ScrollMotionTests {
    /// One motion of each kind, as the planner makes them.
    static let motions: [ScrollMotion] = {
        let planner = ProfilePlanner(configuration: referenceConfiguration())
        let spring = SpringMotion(spring: .snappy, from: 0, to: 100, velocity: 500)
        return [
            .deceleration(Deceleration(position: 3, velocity: 1_800)),
            .spring(spring),
            planner.motion(from: 900, velocity: 3_000, target: 1000, snaps: false)!,
            .spline(SplineFling(position: 0, velocity: 1_000, friction: 0.015)),
            .clamping(ClampingFling(position: 0, velocity: 1_000, friction: 0.015)),
            .glide(GlideMotion(position: 0, velocity: 60, through: 900, fling: .decay(.normal), stopSpeed: 1)!),
            planner.returning(from: 500, velocity: 3_000, to: 400, within: 3_000),
        ]
    }()

    /// The motion a case holds, as its own type.
    static func base(_ m: ScrollMotion) -> any CrossingSearch {
        switch m {
        case let .deceleration(b): b
        case let .spring(b): b
        case let .bounce(b): b
        case let .spline(b): b
        case let .clamping(b): b
        case let .glide(b): b
        case let .turnBack(b): b
        case let .custom(b): b
        }
    }


    /// At 200 times: the same position, velocity and next turn through the enum, directly,
    /// and boxed as your own motion.
    @Test(arguments: 0..<7) func readsTheSameBitsEveryWay(index: Int) {
        let motion = Self.motions[index]
        let direct = Self.base(motion)
        let custom = ScrollMotion.custom(AnyMotion(OwnMotion(direct)))
        #expect(custom.endTime == motion.endTime && custom.restPosition == motion.restPosition)
        for i in 0...200 {
            let t = motion.endTime * Double(i) / 200
            for other in [direct.position(at: t), custom.position(at: t)] {
                #expect(other.bitPattern == motion.position(at: t).bitPattern)
            }
            for other in [direct.velocity(at: t), custom.velocity(at: t)] {
                #expect(other.bitPattern == motion.velocity(at: t).bitPattern)
            }
            #expect(direct.nextTurn(after: t) == motion.nextTurn(after: t))
            #expect(custom.nextTurn(after: t) == motion.nextTurn(after: t))
        }
    }

    /// In every monotonic piece, at 20 values: the crossing found through the enum is the
    /// first absolute time past the value (from a start of 7.25 s), and your own motion's
    /// default search (Newton's steps on its position and velocity) finds the same time.
    @Test(arguments: 0..<7) func crossingsAreTheFirstTimePastEveryWay(index: Int) {
        let motion = Self.motions[index]
        let plain = PlainMotion(motion)
        let start = 7.25
        var lo = 0.0
        while lo < motion.endTime {
            let hi = motion.nextTurn(after: lo) ?? motion.endTime
            let (x0, x1) = (motion.position(at: lo), motion.position(at: hi))
            defer { lo = hi }
            guard x0 != x1 else { continue }
            let increasing = x1 > x0
            for k in 1..<20 {
                let x = x0 + (x1 - x0) * Double(k) / 20
                let past = { (t: Double) in increasing ? motion.position(at: t - start) > x : motion.position(at: t - start) <= x }
                let (a, b) = (start + lo, start + hi)
                guard !past(a), past(b) else { continue }
                let t = motion.crossing(of: x, increasing: increasing, startedAt: start, after: a, through: b, known: nil).time
                #expect(past(t) && !past(t.nextDown), "\(index) x \(x)")
                #expect(plain.crossing(of: x, increasing: increasing, startedAt: start, after: a, through: b, known: nil).time == t)
            }
        }
    }
}

extension ScrollMotionTests {
    /// The decay, spline and clamping curves start each crossing from their closed-form
    /// inverse (``InvertibleMotion``: no Newton state comes back), springs from Halley's steps.
    @Test func invertibleMotionsSearchFromTheirInverse() {
        for index in [0, 3, 4] {
            let m = Self.motions[index]
            let x = (m.position(at: 0) + m.restPosition) / 2
            let found = m.crossing(of: x, increasing: m.restPosition > m.position(at: 0), startedAt: 0, after: 0,
                                   through: m.endTime, known: nil)
            #expect(found.state == nil, "\(index)")
            #expect(found.time > 0 && found.time < m.endTime)
        }
        let spring = Self.motions[1]
        #expect(spring.crossing(of: 50, increasing: true, startedAt: 0, after: 0, through: spring.nextTurn(after: 0) ?? spring.endTime,
                                known: nil).state != nil)
    }
}

/// A motion of your own that forwards position and velocity only: it takes the protocol's
/// default crossing search.
private struct PlainMotion: CrossingSearch {
    let base: ScrollMotion
    init(_ base: ScrollMotion) { self.base = base }
    func position(at t: Double) -> Double { base.position(at: t) }
    func velocity(at t: Double) -> Double { base.velocity(at: t) }
    var endTime: Double { base.endTime }
    var restPosition: Double { base.restPosition }
    func nextTurn(after t: Double) -> Double? { base.nextTurn(after: t) }
}

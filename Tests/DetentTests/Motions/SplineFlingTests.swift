import Testing
import Detent

@Suite struct SplineFlingTests {
    /// `DECELERATION_RATE` is written out: the same bits as ln 0.78 / ln 0.9.
    @Test func decelerationRateIsItsFormula() {
        #expect(SplineFling.decelerationRate.bitPattern == (Math.log(0.78) / Math.log(0.9)).bitPattern)
    }

    /// AOSP's `SPLINE_POSITION`, every tenth entry, as its static initialiser builds it in
    /// `Float` (physics-references.md §4.1).
    @Test func splineTableAsAOSPBuildsIt() {
        let p = SplineFling.splinePositions
        #expect(p.count == 101)
        let expected: [Float] = [0.000023, 0.274002, 0.495756, 0.658520, 0.775225, 0.858411,
                                 0.916932, 0.956790, 0.982115, 0.995811, 1.0]
        for (k, value) in expected.enumerated() {
            #expect(abs(p[k * 10] - value) < 1e-6, "entry \(k * 10): \(p[k * 10])")
        }
        #expect(p[100] == 1)
        // Concave: each hundredth of the duration covers less distance than the one before.
        for i in 1..<100 { #expect(p[i + 1] - p[i] <= p[i] - p[i - 1]) }
    }

    /// 1000 pt/s (density 1, no edges) travels 194.31 pt in 0.555 s; AOSP would truncate to
    /// 194 px and 555 ms, Detent keeps both exact.
    @Test func thousandPointsPerSecond() {
        let f = SplineFling(position: 0, velocity: 1000)
        #expect(abs(f.distance - 194.31362127989584) < 1e-9)
        #expect(abs(f.duration - 0.5551817750854166) < 1e-12)
        #expect(Int(f.distance) == 194)
        #expect(Int(f.duration * 1000) == 555)
        #expect(f.endTime == f.duration)
        #expect(f.restPosition == f.distance)
        #expect(f.position(at: f.endTime) == f.restPosition)
        #expect(f.velocity(at: f.endTime) == 0)
        #expect(f.position(at: 0) == 0)
        // D/T = 0.35·v0: the spline starts at 0.35·100·P[1] of the release speed (0.99964).
        #expect(abs(f.distance / f.duration - 350) < 1e-9)
        let start = f.velocity(at: 0)
        #expect(abs(start - 350 * 100 * Double(SplineFling.splinePositions[1])) < 1e-9)
        #expect(start < 1000 && start > 999.6)
    }

    /// The same distance as Flutter's ClampingScrollSimulation, which ports the same formula.
    @Test(arguments: [50.0, 614.2093, 1000, 3000, 8000, -2500])
    func sameDistanceAsFlutterClamping(v: Double) {
        let a = SplineFling(position: 10, velocity: v), b = ClampingFling(position: 10, velocity: v)
        #expect(abs(a.restPosition - b.restPosition) <= 1e-9 * abs(b.distance))
        #expect(abs(a.duration * SplineFling.decelerationRate * 0.35 - b.duration) < 1e-12)
    }

    /// Sampled densely: the position is continuous, never goes back, and the speed never rises.
    @Test(arguments: [300.0, 1000, 8000, -4000])
    func continuousAndOnlyDecelerates(v: Double) {
        let f = SplineFling(position: 5, velocity: v)
        var x = f.position(at: 0), speed = abs(f.velocity(at: 0))
        #expect(speed <= abs(v))
        let steps = 20_000
        for k in 1...steps {
            let t = f.endTime * 1.01 * Double(k) / Double(steps)
            let nx = f.position(at: t), ns = abs(f.velocity(at: t))
            #expect(ns <= speed + 1e-9)
            #expect((nx - x) * v >= -1e-9)
            #expect(abs(nx - x) <= abs(v) * f.endTime * 1.01 / Double(steps) + 1e-9)
            x = nx; speed = ns
        }
        #expect(x == f.restPosition)
    }

    @Test func timeToReachInvertsPosition() throws {
        let f = SplineFling(position: 0, velocity: 3000)
        for k in 1..<200 {
            let t = f.endTime * Double(k) / 200
            let back = try #require(f.time(toReach: f.position(at: t)))
            #expect(abs(back - t) < 1e-9)
        }
        #expect(f.time(toReach: f.restPosition + 1) == nil)
        #expect(f.time(toReach: -1) == nil)
        #expect(f.time(toReach: 0) == 0)
    }

    /// Retargeted: the same spline, the same starting speed, resting exactly on the target.
    @Test(arguments: [50.0, 194.31, 300, 1000])
    func retargeted(target: Double) throws {
        let free = SplineFling(position: 0, velocity: 1000)
        let f = try #require(SplineFling(position: 0, velocity: 1000, through: target))
        #expect(f.restPosition == target)
        #expect(f.position(at: f.endTime) == target)
        #expect(abs(f.velocity(at: 0) - free.velocity(at: 0)) < 1e-9)
        #expect(abs(f.endTime - target / 350) < 1e-12)
        var speed = abs(f.velocity(at: 0))
        for k in 1...2000 {
            let t = f.endTime * Double(k) / 2000
            let s = abs(f.velocity(at: t))
            #expect(s <= speed + 1e-9)
            speed = s
        }
        // Continuous into the rest.
        #expect(abs(f.position(at: f.endTime * (1 - 1e-12)) - target) < 1e-6)
        #expect(SplineFling(position: 0, velocity: 1000, through: -10) == nil)
        #expect(SplineFling(position: 0, velocity: 0, through: 10) == nil)
        #expect(SplineFling(position: 0, velocity: 1000, through: 0) == nil)
    }

    /// A fling that reaches an edge stops there, at the exact time it reaches it.
    @Test func stoppedAtAnEdge() throws {
        let free = SplineFling(position: 0, velocity: 2000)
        let f = free.stopped(at: 150)
        let t = try #require(free.time(toReach: 150))
        #expect(f.endTime == t)
        #expect(f.restPosition == 150)
        #expect(abs(free.position(at: t) - 150) < 1e-9)
        #expect(abs(f.position(at: t * (1 - 1e-12)) - 150) < 1e-6)
        #expect(f.position(at: t * 0.5) == free.position(at: t * 0.5))
        // An edge beyond the natural rest changes nothing.
        #expect(free.stopped(at: 10_000) == free)
    }

    @Test func zeroVelocityRests() {
        let f = SplineFling(position: 7, velocity: 0)
        #expect(f.endTime == 0)
        #expect(f.position(at: 1) == 7)
        #expect(f.velocity(at: 0) == 0)
    }
}

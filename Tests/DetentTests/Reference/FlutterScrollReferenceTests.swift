import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Flutter reference pinned to Flutter's own test assertions (newton_test.dart,
/// friction_simulation_test.dart, scroll_simulation_test.dart) and to the values in
/// shared/research/physics-references.md §1–2, so that the trajectories the profiles are
/// held against are Flutter's.
@Suite struct FlutterScrollReferenceTests {
    typealias F = FlutterScrollReference

    @Test func frictionFromRest() {
        let f = F.FrictionSimulation(drag: 0.135, position: 0, velocity: 1000)
        #expect(abs(f.x(0.1) - 90.6238) < 5e-5)
        #expect(abs(f.x(0.5) - 315.8965) < 5e-5)
        #expect(abs(f.x(1) - 431.9643) < 5e-5)
        #expect(abs(f.x(2) - 490.2794) < 5e-5)
        #expect(abs(f.finalX - 499.3806) < 5e-5)
        // Newton on v·D^t = 0 has no root: each of its 10 steps adds −1/ln D.
        #expect(abs(f.finalTime - -10 / log(0.135)) < 1e-12)
        #expect(f.x(f.finalTime + 1e-9) == f.finalX && f.dx(f.finalTime + 1e-9) == 0)
    }

    /// newton_test.dart `test_friction`: FrictionSimulation(0.3, 100, 400), tolerance.velocity 1.
    @Test func newtonTestFriction() {
        let f = F.FrictionSimulation(drag: 0.3, position: 100, velocity: 400, tolerance: F.Tolerance(velocity: 1))
        #expect(!f.isDone(0))
        #expect(f.x(0) == 100 && f.dx(0) == 400)
        #expect(f.x(1) > 330 && f.x(1) < 335)
        #expect(abs(f.dx(1) - 120) < 1e-10)
        #expect(abs(f.dx(2) - 36) < 1e-10)
        #expect(abs(f.dx(3) - 10.8) < 1e-10)
        #expect(f.dx(4) < 3.5)
        #expect(f.isDone(5))
        #expect(f.x(5) > 431 && f.x(5) < 432)
    }

    /// friction_simulation_test.dart: FrictionSimulation(0.135, 100, ±100).
    @Test func frictionSimulationTest() {
        let up = F.FrictionSimulation(drag: 0.135, position: 100, velocity: 100)
        #expect(abs(up.x(0.1) - 110) <= 1 && abs(up.x(0.5) - 131) <= 1 && abs(up.x(2) - 149) <= 1)
        #expect(abs(up.finalX - 149) <= 1)
        #expect(up.timeAtX(100) == 0)
        for t in [0.1, 0.5, 2.0] { #expect(abs(up.timeAtX(up.x(t)) - t) < 1e-5) }
        #expect(up.timeAtX(-1) == .infinity && up.timeAtX(200) == .infinity)
        let down = F.FrictionSimulation(drag: 0.135, position: 100, velocity: -100)
        #expect(abs(down.x(0.1) - 91) <= 1 && abs(down.x(0.5) - 68) <= 1 && abs(down.x(2) - 51) <= 1)
        #expect(abs(down.finalX - 50) <= 1)
        #expect(down.timeAtX(101) == .infinity && down.timeAtX(40) == .infinity)
    }

    /// The scroll spring (mass 0.5, stiffness 100, ratio 1.1: c² − 4mk = 42, over-damped)
    /// returning from −100 at rest.
    @Test func scrollSpringBack() {
        #expect(abs(F.defaultSpring.damping - 15.556349186104045) < 1e-12)
        let s = F.ScrollSpringSimulation(F.defaultSpring, -100, 0, 0, tolerance: F.toleranceFor(devicePixelRatio: 1))
        #expect(s.type == .overDamped)
        #expect(abs(s.x(0.1) - -60.8745) < 5e-5)
        #expect(abs(s.x(0.2) - -26.8290) < 5e-5)
        #expect(abs(s.x(0.3) - -11.0758) < 5e-5)
        #expect(abs(s.x(0.5) - -1.8175) < 5e-5)
        #expect(s.isDone(0.8) && s.x(0.8) == 0)
    }

    /// newton_test.dart's springs: the over-damped and under-damped assertions, and the
    /// critical one with the post-2023 formula (c2 = v − r·d).
    @Test func newtonTestSprings() {
        let over = F.SpringSimulation(.withDampingRatio(mass: 1, stiffness: 100, ratio: 1.25), 0, 500, 0)
        #expect(over.type == .overDamped)
        #expect([0.5, 1, 1.5].map { floor(over.x($0)) } == [445, 495, 499])
        #expect([0.5, 1, 1.5].map { floor(over.dx($0)) } == [273, 22, 1])
        let under = F.SpringSimulation(.withDampingRatio(mass: 1, stiffness: 100, ratio: 0.25), 0, 300, 0)
        #expect(under.type == .underDamped)
        #expect(floor(under.x(1)) == 325 && floor(under.dx(1)) == -65)
        #expect(floor(under.x(6)) == 299 && floor(under.dx(6)) == 0 && under.isDone(6))
        let critical = F.SpringSimulation(.withDampingRatio(mass: 1, stiffness: 100), 0, 500, 0)
        #expect(critical.type == .criticallyDamped)
        #expect(abs(critical.x(0.25) - 356.3513) < 5e-5 && abs(critical.dx(0.25) - 1026.0625) < 5e-5)
    }

    /// newton_test.dart `scroll_with_inf_edge_ends` and `over/under scroll spring`.
    @Test func newtonTestBouncing() {
        let spring = F.SpringDescription.withDampingRatio(mass: 1, stiffness: 50, ratio: 0.5)
        let inf = F.BouncingScrollSimulation(position: 100, velocity: 400, leadingExtent: 0, trailingExtent: .infinity,
                                             spring: spring, tolerance: F.Tolerance(velocity: 1))
        #expect(abs(inf.x(1) - 272) <= 1 && abs(inf.dx(1) - 54) <= 1 && abs(inf.dx(2) - 7) <= 1 && inf.dx(3) < 1)
        #expect(inf.isDone(5) && abs(inf.x(5) - 300) <= 1)
        // From 500 at −7500 into the leading end: 6584 px/s reach the edge, uncapped by
        // maxSpringTransferVelocity (min(v, 5000) only caps positive velocities).
        let under = F.BouncingScrollSimulation(position: 500, velocity: -7500, leadingExtent: 0, trailingExtent: 1000,
                                               spring: .withDampingRatio(mass: 1, stiffness: 170, ratio: 1.1),
                                               tolerance: F.Tolerance(distance: 1.5, velocity: 45))
        #expect(abs(under.x(0) - 500) <= 1 && abs(under.dx(0) - -7500) <= 1)
        #expect(!under.isDone(0.065) && abs(under.x(0.065) - 42) <= 1 && abs(under.dx(0.065) - -6584) <= 1)
        #expect(!under.isDone(0.1) && abs(under.x(0.1) - -123) <= 1 && abs(under.dx(0.1) - -2613) <= 1)
        #expect(!under.isDone(0.5) && abs(under.x(0.5) - -15) <= 1 && abs(under.dx(0.5) - 124) <= 1)
        #expect(under.isDone(2) && under.x(2) == 0.0 && abs(under.dx(2)) <= 1)
        #expect(abs(under.springTime - 0.0715571) < 5e-7)
    }

    /// ClampingScrollSimulation: Android's distance, 0.35·DR of its duration (§2.4), and
    /// scroll_simulation_test.dart's stable initial conditions.
    @Test func clampingSimulation() {
        for (v, duration, distance) in [(1000.0, 0.458231, 194.3136), (3000, 1.028900, 1308.9210), (8000, 2.118362, 7186.3628)] {
            let c = F.ClampingScrollSimulation(position: 0, velocity: v)
            #expect(abs(c.duration - duration) < 5e-7 && abs(c.distance - distance) < 5e-5, "\(v)")
            #expect(c.isDone(duration + 1e-6) && !c.isDone(duration - 1e-6))
        }
        for (x, v) in [(51.0, 2866.91537), (584.0, 2617.294734), (345.0, 1982.785934), (0.0, 1831.366634), (-156.2, 1541.57665),
                       (4.0, 1139.250439), (4534.0, 1073.553798), (75.0, 614.2093), (5469.0, 182.114534)] {
            let c = F.ClampingScrollSimulation(position: x, velocity: v)
            #expect(abs(c.x(0) - x) < 1e-10 && abs(c.dx(0) - v) < 1e-10)
        }
    }

    /// `toleranceFor`: 1/(0.050·dpr) px/s and 1/dpr px.
    @Test func tolerance() {
        #expect(F.toleranceFor(devicePixelRatio: 1).velocity == 20 && F.toleranceFor(devicePixelRatio: 1).distance == 1)
        #expect(abs(F.toleranceFor(devicePixelRatio: 3).velocity - 20.0 / 3) < 1e-12)
        #expect(abs(F.toleranceFor(devicePixelRatio: 3).distance - 1.0 / 3) < 1e-12)
    }

    /// The frame loop of a bouncing fling: a free one ends at the frame where its speed falls
    /// under 20/dpr px/s; into an end, the spring from the edge carries the velocity there
    /// (at most 5000 px/s at the trailing end only): the 121.9 pt and 190.2 pt.
    @Test func bouncingFlings() {
        let free1 = F.fling(.bouncing, position: 0, velocity: 1000, lower: 0, upper: 10_000, devicePixelRatio: 1)
        #expect(free1.restTime == 1.954)   // v = 20 px/s at 1.9536 s
        #expect(abs(free1.finalPosition - F.FrictionSimulation(drag: 0.135, position: 0, velocity: 1000).x(1.954)) < 1e-9)
        let free3 = F.fling(.bouncing, position: 0, velocity: 1000, lower: 0, upper: 10_000, devicePixelRatio: 3)
        #expect(free3.restTime == 2.503)   // v = 20/3 px/s at 2.5023 s
        let trailing = F.fling(.bouncing, position: 900, velocity: 8000, lower: 0, upper: 1000)
        #expect(abs(trailing.range.upperBound - 1000 - 121.9113) < 5e-4)
        #expect(trailing.finalPosition == 1000 && trailing.restTime == 0.669)
        let leading = F.fling(.bouncing, position: 100, velocity: -8000, lower: 0, upper: 1000)
        #expect(abs(-leading.range.lowerBound - 190.1756) < 5e-4)
        #expect(leading.finalPosition == 0 && leading.restTime == 0.718)
    }

    /// The frame loop of a clamping fling: `setPixels` clamps the frame that would pass the
    /// edge onto it and the activity goes idle there.
    @Test func clampingFlingStopsAtTheEdge() {
        let t = F.fling(.clamping, position: 900, velocity: 8000, lower: 0, upper: 1000)
        #expect(t.restTime == 0.013 && t.finalPosition == 1000)
        #expect(t.positions.dropLast().allSatisfy { $0 < 1000 })
        let c = F.ClampingScrollSimulation(position: 900, velocity: 8000)
        #expect(c.x(0.012) < 1000 && c.x(0.013) > 1000)
    }

    /// `PageScrollPhysics`: half a page on in the fling's direction (beyond the tolerance
    /// speed), then the nearest page, reached by the scroll spring.
    @Test func pageTarget() {
        let m = F.ScrollMetrics(pixels: 303, minScrollExtent: 0, maxScrollExtent: 2800, viewportDimension: 280)
        let tolerance = F.toleranceFor(devicePixelRatio: 1)
        #expect(F.Physics.pageTargetPixels(m, tolerance, 0) == 280)
        #expect(F.Physics.pageTargetPixels(m, tolerance, 19) == 280)
        #expect(F.Physics.pageTargetPixels(m, tolerance, 21) == 560)
        #expect(F.Physics.pageTargetPixels(m, tolerance, -21) == 280)
        let fling = F.fling(.page(parent: .bouncing), position: 303, velocity: 234.3, lower: 0, upper: 2800,
                            viewportDimension: 280)
        #expect(fling.finalPosition == 560 && fling.range == 303...560)
    }
}

import Testing
@testable import Detent
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Each profile at an edge as its platform is (issue 23): Flutter's `BouncingScrollSimulation`
/// overshoot and tolerance, GTK entering its overshoot at full speed, and the overshoot bound
/// as a setting of any profile.
@Suite struct ProfileEdgeTests {
    /// The peak of Flutter's scroll spring (mass 0.5, stiffness 100, ratio 1.1; overdamped)
    /// from rest at the edge with speed `v`: y = v·(e^(r1 t) − e^(r2 t))/(r1 − r2), at its
    /// turn t* = ln(r2/r1)/(r1 − r2).
    func flutterPeak(_ v: Double) -> Double {
        let w = (100 / 0.5).squareRoot(), z = 1.1, s = (z * z - 1).squareRoot()
        let r1 = -w * (z - s), r2 = -w * (z + s)
        let t = log(r2 / r1) / (r1 - r2)
        return abs(v * (exp(r1 * t) - exp(r2 * t)) / (r1 - r2))
    }

    func engine(_ physics: ScrollPhysics, offset: Double, configure: (inout ScrollEngine.Configuration) -> Void = { _ in })
        throws -> ScrollEngine {
        var c = ScrollEngine.Configuration(containerSize: Size(width: 280, height: 80), contentSize: Size(width: 1002, height: 80),
                                           bounds: 0...1000, targets: .none)
        c.physics = physics
        configure(&c)
        return try ScrollEngine(configuration: c, offset: offset)
    }

    /// 8000 pt/s from 900 reaches the end at 8000 − k·100 = 7799.75 pt/s (k = −ln 0.135), and
    /// Flutter carries min(v, 5000): the spring overshoots 121.9 pt (the issue's figure). From
    /// 100 at −8000 the velocity passes uncapped, as `min(dx, 5000)` lets a negative one
    /// through: 190.2 pt. Before issue 23 both were cut to 70 pt.
    @Test func flutterOvershootsAsBouncingScrollSimulation() throws {
        let k = -log(0.135)
        for (v, from, carried) in [(8000.0, 900.0, 5000.0), (-8000, 100, -(8000 - k * 100))] {
            let e = try engine(.flutterBouncing, offset: from)
            try e.fling(velocity: v, at: 0)
            let s = try e.sample(every: 0.0002)
            let overshoot = v > 0 ? s.maxOffset - 1000 : -s.minOffset
            #expect(abs(overshoot - flutterPeak(carried)) < 1e-3, "\(v): \(overshoot) vs \(flutterPeak(carried))")
            #expect(s.maxSpeed <= abs(v))
            #expect(e.offset == (v > 0 ? 1000 : 0))
        }
        #expect(abs(flutterPeak(5000) - 121.9) < 0.05)
        #expect(abs(flutterPeak(8000 - k * 100) - 190.2) < 0.05)
    }

    /// Flutter's `toleranceFor`: a free friction fling ends once under 1/(0.050·dpr) pt/s,
    /// wherever it is: at 1000 pt/s, at ln(1000·0.05·dpr)/k, 20/(dpr·k) pt short of 499.38.
    /// The bounce's spring ends within 1/dpr pt and 20/dpr pt/s of the edge.
    @Test func flutterEndsAtItsToleranceForTheDevicePixelRatio() throws {
        let k = -log(0.135)
        for dpr in [1.0, 2, 3] {
            let e = try engine(.flutterBouncing, offset: 0) { $0.devicePixelRatio = dpr }
            try e.fling(velocity: 1000, at: 0)
            let stop = 1 / (0.050 * dpr)
            #expect(abs(try #require(e.restTime) - log(1000 / stop) / k) < 1e-9)
            try e.settle()
            #expect(abs(e.offset - (1000 - stop) / k) < 1e-9)
            let planner = ProfilePlanner(configuration: e.configuration)
            #expect(planner.edgeTolerance == MotionTolerance(distance: 1 / dpr, velocity: stop))
        }
        // A finer display ends later: 0.55 s more at dpr 3 than at 1 (ln 3 / k).
        var c = referenceConfiguration(.flutterBouncing)
        c.devicePixelRatio = 0
        #expect(throws: ScrollEngineError.self) { try ScrollEngine(configuration: c) }
        c.devicePixelRatio = .nan
        #expect(throws: ScrollEngineError.self) { try ScrollEngine(configuration: c) }
    }

    /// GTK enters its overshoot at the speed it reaches the edge with (was capped at
    /// 1,359 pt/s: a drop from 7,625 in one 1 ms frame), and stops 50 pt past the edge, as
    /// `gtk_kinetic_scrolling_tick` clamps and restarts from rest. Until the clamp, the speed
    /// never drops by more than the spring's own deceleration over a frame.
    @Test func gtkCarriesItsFullSpeedIntoTheOvershoot() throws {
        for (v, from) in [(8000.0, 900.0), (-8000, 100), (3000, 800), (-2000, 300)] {
            let e = try engine(.gtk, offset: from)
            try e.fling(velocity: v, at: 0)
            let m = try #require(e.activity.motion?.motion)
            guard case let .bounce(b) = m else { Issue.record("\(v): not a bounce"); continue }
            let ve = b.deceleration.velocity(at: b.switchTime)
            #expect(abs(b.spring.startVelocity - (ve - 25 / ve)) < 1e-9)
            // From the edge to the clamp (or the turn): 1 ms apart, the speed falls by at most
            // the spring's |a| ≤ 20·|v| + 100·|y| per second.
            let end = b.switchTime + Swift.min(b.clampTime, b.spring.nextTurn(after: 0) ?? 1)
            var t = b.switchTime
            while t + 0.001 < end {
                let drop = abs(m.velocity(at: t)) - abs(m.velocity(at: t + 0.001))
                #expect(drop <= 0.001 * (20 * abs(m.velocity(at: t)) + 100 * 50) + 1e-9)
                t += 0.001
            }
            let s = try e.sample(every: 0.0005)
            let overshoot = v > 0 ? s.maxOffset - 1000 : -s.minOffset
            #expect(overshoot <= 50 + 1e-9)
            #expect(overshoot > 49.5 || b.back == nil, "\(v): \(overshoot)")
        }
    }

    /// The overshoot bound is a setting of any profile: iOS keeps a quarter of the container
    /// (70 pt of 280) by default; Flutter has none, and takes one when set; iOS without one
    /// overshoots as its spring does.
    @Test func theOvershootBoundIsASettingOfEveryProfile() throws {
        func overshoot(_ p: ScrollPhysics, _ bound: Double??) throws -> Double {
            let e = try engine(p, offset: 900) { c in if let bound { c.maximumOvershoot = bound } }
            try e.fling(velocity: 8000, at: 0)
            return try e.sample(every: 0.0002).maxOffset - 1000
        }
        #expect(ScrollPhysics.iOS.maximumOvershoot == 0.25)
        for p in [ScrollPhysics.android, .flutterBouncing, .flutterClamping, .gtk] { #expect(p.maximumOvershoot == nil) }
        let ios = try overshoot(.iOS, .none), free = try overshoot(.iOS, .some(nil))
        let flutter = try overshoot(.flutterBouncing, .none), flutterBound = try overshoot(.flutterBouncing, 0.1)
        let gtkBound = try overshoot(.gtk, 0.1)
        #expect(abs(ios - 70) < 1e-3, "\(ios)")
        // Unbounded, iOS's 0.4 s critically damped spring (ω = 2π/0.4) peaks at v/(ω·e), v the
        // 7,799.8 pt/s it reaches the end with less the 5 pt/s end speed.
        let ve = 8000 + 100 * 1000 * log(0.998) - 5
        #expect(abs(free - ve / (2 * Double.pi / 0.4 * exp(1.0))) < 1e-3, "\(free)")
        #expect(abs(flutter - 121.9) < 0.05, "\(flutter)")
        #expect(abs(flutterBound - 28) < 1e-3, "\(flutterBound)")
        #expect(abs(gtkBound - 28) < 1e-3, "\(gtkBound)")
        var c = referenceConfiguration(.gtk)
        c.maximumOvershoot = 1.5
        #expect(throws: ScrollEngineError.self) { try ScrollEngine(configuration: c) }
    }
}

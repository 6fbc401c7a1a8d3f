import Testing
import Detent
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct ScrollPhysicsTests {
    /// The constants the profiles are built from are written out: the same bits as the
    /// formulas they stand for.
    @Test func writtenOutConstantsAreTheFormulas() {
        #expect(DecelerationRate.flutter == DecelerationRate(fractionPerSecond: 0.135)!)
        #expect(DecelerationRate.gtk == DecelerationRate(fractionPerSecond: Math.exp(-4))!)
        #expect(ScrollPhysics.flutterSpring == Spring(mass: 0.5, stiffness: 100, dampingRatio: 1.1))
    }

    @Test func namesRoundTrip() {
        #expect(ScrollPhysics.all.map(\.name) == ["ios", "android", "flutter-bouncing", "flutter-clamping", "gtk"])
        for p in ScrollPhysics.all { #expect(ScrollPhysics(named: p.name) == p) }
        #expect(ScrollPhysics(named: "flutterBouncing") == .flutterBouncing)
        #expect(ScrollPhysics(named: "iOS") == .iOS)
        #expect(ScrollPhysics(named: "FLUTTER_CLAMPING") == .flutterClamping)
        #expect(ScrollPhysics(named: "windows") == nil)
        #expect(ScrollPhysics(named: "") == nil)
    }

    /// One flick of 1000 pt/s from 0, far from the edges: where each profile's curve rests.
    @Test(arguments: [
        (ScrollPhysics.iOS, 499.4998),
        (ScrollPhysics.android, 194.3136),
        (ScrollPhysics.flutterBouncing, 499.3806),
        (ScrollPhysics.flutterClamping, 194.3136),
        (ScrollPhysics.gtk, 250.0),
    ])
    func naturalDestinations(profile: ScrollPhysics, expected: Double) {
        #expect(abs(profile.fling.naturalDestination(position: 0, velocity: 1000) - expected) < 1e-4)
        #expect(abs(profile.fling.naturalDestination(position: 0, velocity: -1000) + expected) < 1e-4)
    }

    /// GTK's overshoot (`gtk_kinetic_scrolling_tick`): a critically damped spring of friction 20
    /// (k = 20²/4, ω = 10) entered at full speed; 50 pt past the edge it stops and comes back
    /// from rest. 8000 pt/s from 900 reaches the end at 4000 pt/s: y = v·t·e^(−10t) would
    /// peak at v/(10e) = 147 pt; it is at 50 pt at t꜀ where v·t꜀·e^(−10t꜀) = 50, with its
    /// speed v(1 − 10t꜀)e^(−10t꜀) (3,260 pt/s) cut to 0 there, as GTK cuts it.
    @Test func gtkEntersItsOvershootAtFullSpeed() throws {
        guard case let .overshoot(spring, limit) = ScrollPhysics.gtk.edge else { Issue.record("gtk overshoots"); return }
        #expect(abs(spring.dampingRatio - 1) < 1e-12 && abs(spring.angularFrequency - 10) < 1e-12 && limit == 50)
        var c = ScrollEngine.Configuration(containerSize: Size(width: 280, height: 80), contentSize: Size(width: 1002, height: 80),
                                           bounds: 0...1000, targets: .none)
        c.physics = .gtk
        let planner = ProfilePlanner(configuration: c)
        guard case let .bounce(b)? = planner.motion(from: 900, velocity: 8000, target: 1000, snaps: false) else {
            Issue.record("no bounce"); return
        }
        // v0 − 4·100 at the edge, less 5²/7600 (0 where a slower arrival is retargeted).
        let ve = 7600 - 25 / 7600.0
        #expect(abs(b.deceleration.velocity(at: b.switchTime) - 7600) < 1e-6)
        #expect(abs(b.spring.startVelocity - ve) < 1e-6)
        var lo = 0.0, hi = 0.1
        for _ in 0..<100 { let m = (lo + hi) / 2; if ve * m * exp(-10 * m) < 50 { lo = m } else { hi = m } }
        #expect(abs(b.clampTime - lo) < 1e-9)
        #expect(abs(b.position(at: b.switchTime + b.clampTime) - 1050) < 1e-9)
        let cut: Double = ve * (1 - 10 * lo) * exp(-10 * lo)
        #expect(abs(b.velocity(at: (b.switchTime + b.clampTime).nextDown) - cut) < 1e-3)
        #expect(b.velocity(at: b.switchTime + b.clampTime) == 0)
        // Back from rest at 50 pt, y = 50·(1 + 10t)·e^(−10t), done once |y| < 0.1 pt: GTK's end.
        let back = try #require(b.back)
        let tEnd = b.endTime - b.switchTime - b.clampTime
        let atEnd: Double = 50 * (1 + 10 * tEnd) * exp(-10 * tEnd)
        #expect(abs(atEnd - 0.1) < 1e-6)
        let expected: Double = 1000 + 100 * exp(-1.0)
        #expect(abs(back.position(at: 0.1) - expected) < 1e-9)
    }
}

import Testing
import Detent

@Suite struct ScrollPhysicsTests {
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

    /// GTK's overshoot: the fastest velocity carried past an edge makes its critically damped
    /// spring peak at 50 pt.
    @Test func gtkOvershootPeaksAtFiftyPoints() throws {
        guard case let .bounce(spring, maximumSpeed) = ScrollPhysics.gtk.edge else { Issue.record("gtk bounces"); return }
        #expect(abs(spring.dampingRatio - 1) < 1e-12)
        let s = SpringMotion(spring: spring, from: 0, to: 0, velocity: maximumSpeed)
        // Critically damped from the edge: y = v·t·e^(−10t), peak at t = 0.1.
        #expect(abs(s.position(at: 0.1) - 50) < 1e-9)
        var peak = 0.0
        for k in 0...2000 { peak = Swift.max(peak, s.position(at: Double(k) / 2000)) }
        #expect(peak <= 50 + 1e-9)
    }
}

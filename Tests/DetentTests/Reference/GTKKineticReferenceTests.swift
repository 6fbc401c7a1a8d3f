import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The GTK reference pinned to the kinetic model (shared/research/physics-references.md §5):
/// y'' = −4y' travels v0/4 (250 pt at 1000 pt/s) and stops below 0.1 pt/s; the overshoot is
/// a critically damped spring (k = 20²/4), clamped at half the overshoot width.
@Suite struct GTKKineticReferenceTests {
    typealias G = GTKKineticReference

    @Test func thousandTravels250() {
        let fling = G.fling(position: 0, velocity: 1000, lower: 0, upper: 100_000)
        // |v| < 0.1 at ln(10⁴)/4 = 2.3026 s: the first 1 ms frame after it.
        #expect(fling.restTime == 2.303)
        // The finishing tick's rounded position (250) is never applied: the scrolled window
        // keeps the previous frame's, 0.025 pt short.
        #expect(abs(fling.finalPosition - 249.975) < 1e-3)
        #expect(abs(fling.position(atFrame: 250) - 250 * (1 - exp(-1))) < 1e-9)
    }

    /// The overshoot from the edge at 500 pt/s: p(t) = v·t·e^(−10t), peaking at t = 0.1 s,
    /// 500·0.1/e = 18.394 pt past it, at rest there.
    @Test func overshootSpring() {
        var kinetic = G(frame_time: 0, lower: 0, upper: 1000, overshoot_width: 100, decel_friction: 4,
                        overshoot_friction: 20, initial_position: 500, initial_velocity: 0)
        kinetic.init_overshoot(0, 1000, 1000, 500)
        let moving = kinetic.tick(100_000)
        #expect(moving)
        #expect(abs(kinetic.position - (1000 + 50 / M_E)) < 1e-9 && abs(kinetic.velocity) < 1e-9)
    }

    /// The clamp at half the overshoot width (50 pt) and its restart from rest. As GTK writes
    /// it, it compares the position relative to the edge with absolute bounds: with
    /// bounds 0...1000 the leading end is clamped at 50 pt, the trailing end not at all
    /// (8000 pt/s from 900 overshoots 280.4 pt). Applied relative to the edge, both ends stop at 50.
    @Test func overshootClamp() {
        let trailingAsGTK = G.fling(position: 900, velocity: 8000, lower: 0, upper: 1000, clamp: .asGTK)
        #expect(abs(trailingAsGTK.range.upperBound - 1280.378) < 1e-3)
        let leadingAsGTK = G.fling(position: 100, velocity: -8000, lower: 0, upper: 1000, clamp: .asGTK)
        #expect(leadingAsGTK.range.lowerBound == -50)
        let trailing = G.fling(position: 900, velocity: 8000, lower: 0, upper: 1000, clamp: .relative)
        let leading = G.fling(position: 100, velocity: -8000, lower: 0, upper: 1000, clamp: .relative)
        #expect(trailing.range.upperBound == 1050 && leading.range.lowerBound == -50)
        // Mirror images, each ending within 0.1 pt of its edge (the last applied frame).
        #expect(trailing.restTime == leading.restTime && trailing.restTime == 0.867)
        #expect(abs(trailing.finalPosition - 1000) < 0.11 && abs(leading.finalPosition) < 0.11)
    }

    /// GTK ends its overshoot at any tick with |pos| < 0.1, the first ticks after entering it
    /// too, while the spring still moves out: a fling reaching the end at 26 pt/s (50 pt/s
    /// from 6 pt before it) ends on its first overshoot frame at 1000 fps, and overshoots
    /// 0.77 pt at 60 fps. The comparison holds Detent against what GTK means at any frame
    /// rate (`.returning`: |pos| < 0.1 once the spring comes back).
    @Test func overshootFinishDependsOnTheFrameRateAsGTKWritesIt() {
        let fast = G.fling(position: 6, velocity: -50, lower: 0, upper: 1000, finish: .asGTK)
        let slow = G.fling(position: 6, velocity: -50, lower: 0, upper: 1000, finish: .asGTK, frameInterval: 1.0 / 60)
        #expect(fast.range.lowerBound > -0.1 && fast.restTime < 0.17)
        #expect(slow.range.lowerBound < -0.7 && slow.restTime > 0.5)
        let meant = G.fling(position: 6, velocity: -50, lower: 0, upper: 1000)
        #expect(meant.range.lowerBound < -0.7 && meant.restTime > 0.5)
    }
}

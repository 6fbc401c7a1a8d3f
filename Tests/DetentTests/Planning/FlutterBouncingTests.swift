import Testing
import Detent

/// Flutter's iOS feel (`BouncingScrollSimulation`): a `FrictionSimulation` with drag 0.135
/// per second (a ``Deceleration`` at that rate) and the scroll spring mass 0.5, stiffness 100,
/// damping ratio 1.1 (a ``SpringMotion``). Numbers from physics-references.md §1.4 and §2.3.
@Suite struct FlutterBouncingTests {
    let drag = DecelerationRate(fractionPerSecond: 0.135)!
    let spring = Spring(mass: 0.5, stiffness: 100, dampingRatio: 1.1)

    @Test func frictionFromRest() {
        let d = Deceleration(position: 0, velocity: 1000, rate: drag)
        #expect(abs(d.position(at: 0.1) - 90.6238) < 5e-5)
        #expect(abs(d.position(at: 0.5) - 315.8965) < 5e-5)
        #expect(abs(d.position(at: 1) - 431.9643) < 5e-5)
        #expect(abs(d.position(at: 2) - 490.2794) < 5e-5)
        #expect(abs(Deceleration.naturalDestination(position: 0, velocity: 1000, rate: drag) - 499.3806) < 5e-5)
        // 13.5 % of the velocity is left after one second.
        #expect(abs(d.velocity(at: 1) - 135) < 1e-9)
    }

    /// `friction_simulation_test.dart`: FrictionSimulation(0.135, 100, ±100).
    @Test func frictionSimulationTest() throws {
        let up = Deceleration(position: 100, velocity: 100, rate: drag)
        #expect(abs(up.position(at: 0.1) - 109.0624) < 5e-5)
        #expect(abs(up.position(at: 0.5) - 131.5896) < 5e-5)
        #expect(abs(up.position(at: 2) - 149.0279) < 5e-5)
        #expect(abs(Deceleration.naturalDestination(position: 100, velocity: 100, rate: drag) - 149.9381) < 5e-5)
        for t in [0.1, 0.5, 2.0] {
            #expect(abs(try #require(up.time(toReach: up.position(at: t))) - t) < 1e-5)
        }
        #expect(up.time(toReach: 100) == 0)
        #expect(up.time(toReach: 99) == nil)
        #expect(up.time(toReach: 200) == nil)
        let down = Deceleration(position: 100, velocity: -100, rate: drag)
        #expect(abs(down.position(at: 0.1) - 91) <= 1)
        #expect(abs(down.position(at: 0.5) - 68) <= 1)
        #expect(abs(down.position(at: 2) - 51) <= 1)
        #expect(down.time(toReach: 101) == nil)
        #expect(down.time(toReach: 40) == nil)
    }

    @Test func scrollSpring() {
        #expect(abs(spring.damping - 15.556349186104045) < 1e-12)
        #expect(abs(spring.dampingRatio - 1.1) < 1e-12)
        // c² − 4mk = 42 > 0: over-damped.
        #expect(abs(spring.damping * spring.damping - 4 * spring.mass * spring.stiffness - 42) < 1e-9)
    }

    /// The default spring back from 100 pt past the leading edge.
    @Test func springBackFromMinus100() {
        let s = SpringMotion(spring: spring, from: -100, to: 0)
        #expect(abs(s.position(at: 0.1) - -60.8745) < 5e-5)
        #expect(abs(s.position(at: 0.2) - -26.8290) < 5e-5)
        #expect(abs(s.position(at: 0.3) - -11.0758) < 5e-5)
        #expect(abs(s.position(at: 0.5) - -1.8175) < 5e-5)
        #expect(s.position(at: s.endTime) == 0)
    }

    /// `newton_test.dart` spring cases, through `Spring(mass:stiffness:dampingRatio:)`.
    @Test func newtonTestSprings() {
        let over = SpringMotion(spring: Spring(mass: 1, stiffness: 100, dampingRatio: 1.25), from: 0, to: 500)
        #expect(over.unclampedPosition(at: 0.5).rounded(.down) == 445)
        #expect(over.unclampedPosition(at: 1).rounded(.down) == 495)
        #expect(over.unclampedPosition(at: 1.5).rounded(.down) == 499)
        #expect(over.unclampedVelocity(at: 0.5).rounded(.down) == 273)
        #expect(over.unclampedVelocity(at: 1).rounded(.down) == 22)
        #expect(over.unclampedVelocity(at: 1.5).rounded(.down) == 1)
        let under = SpringMotion(spring: Spring(mass: 1, stiffness: 100, dampingRatio: 0.25), from: 0, to: 300)
        #expect(under.unclampedPosition(at: 1).rounded(.down) == 325)
        #expect(under.unclampedVelocity(at: 1).rounded(.down) == -65)
    }
}

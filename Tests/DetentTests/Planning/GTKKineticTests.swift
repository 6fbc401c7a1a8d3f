import Testing
import Detent
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// GTK4's kinetic scrolling (`gtkkineticscrolling.c`): y'' = −4·y', so v = v0·e^(−4t) and
/// x = x0 + v0/4·(1 − e^(−4t)) — a ``Deceleration`` keeping e^(−4) of its velocity per
/// second, stopping below 0.1 pt/s as GTK does.
@Suite struct GTKKineticTests {
    let rate = DecelerationRate(fractionPerSecond: exp(-4))!

    @Test func thousandTravels250() {
        #expect(abs(rate.decayPerSecond - -4) < 1e-12)
        #expect(abs(Deceleration.naturalDestination(position: 0, velocity: 1000, rate: rate) - 250) < 1e-9)
        let d = Deceleration(position: 0, velocity: 1000, rate: rate, stopSpeed: 0.1)
        #expect(abs(d.position(at: 0.25) - 158.03013970713943) < 1e-9)
        #expect(abs(d.velocity(at: 0.25) - 1000 * exp(-1)) < 1e-9)
        // It stops when |v| < 0.1: at ln(10⁴)/4 = 2.3026 s, 0.025 pt short of 250.
        #expect(abs(d.endTime - log(10_000) / 4) < 1e-9)
        #expect(abs(d.restPosition - 249.975) < 1e-9)
    }
}

import Testing
@testable import DetentCheck

/// The soak (`Soak.run`): reproducible from its seed.
@Suite struct SoakTests {
    /// The same seed gives the same gestures, events and digest; another seed does not.
    @Test func theSameSeedGivesTheSameDigest() {
        let a = Soak.run(gestures: 120, seed: 7)
        let b = Soak.run(gestures: 120, seed: 7)
        let c = Soak.run(gestures: 120, seed: 8)
        #expect(a.digest == b.digest && a.inputs == b.inputs && a.violations == b.violations)
        #expect(a.gestures == 120 && a.inputs > 500)
        #expect(c.digest != a.digest)
    }
}

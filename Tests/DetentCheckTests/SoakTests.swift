import Testing
import Detent
@testable import DetentCheck

/// The soak (`Soak.run`): reproducible from its seed, on one profile or all of them.
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

    /// Every profile soaks clean on its own and gives its own digest; iOS alone is the default.
    @Test func eachProfileSoaksOnItsOwn() {
        var digests: Set<UInt64> = []
        for p in ScrollPhysics.all {
            let r = Soak.run(gestures: 60, seed: 3, profiles: [p])
            #expect(r.violations == 0, "\(p): \(r.firstViolations)")
            digests.insert(r.digest)
        }
        #expect(digests.count == 5)
        #expect(Soak.run(gestures: 60, seed: 3).digest == Soak.run(gestures: 60, seed: 3, profiles: [.iOS]).digest)
        let all = Soak.run(gestures: 60, seed: 3, profiles: ScrollPhysics.all)
        #expect(all.digest == Soak.run(gestures: 60, seed: 3, profiles: ScrollPhysics.all).digest && !digests.contains(all.digest))
    }

    /// With every profile, each picker takes a random one, a Flutter one at a device pixel
    /// ratio of 1, 2 or 3 (the others at 1); the rate varies an exponential fling only, so
    /// Android's and Flutter's clamping curves stay theirs. (iOS alone draws nothing more:
    /// docs/reliability.md shows the digest of a default soak, which `make test` checks.)
    @Test func allDrawsEveryProfileAndFluttersPixelRatios() {
        var source = SplitMix64(seed: 11)
        var seen: [String: Set<Double>] = [:]
        for _ in 0..<400 {
            let (p, _) = GestureDriver<SplitMix64>.randomPicker(&source, time: 0, maximumValueCount: 100, profiles: ScrollPhysics.all)
            let c = p.engine.configuration
            seen[c.physics.name, default: []].insert(c.devicePixelRatio)
            let own = ScrollPhysics(named: c.physics.name)!
            if case .decay = own.fling {} else { #expect(c.physics.fling == own.fling, "\(own)") }
            #expect(c.physics.edge == own.edge)
        }
        #expect(seen == ["ios": [1], "android": [1], "gtk": [1], "flutter-bouncing": [1, 2, 3], "flutter-clamping": [1, 2, 3]])
    }
}

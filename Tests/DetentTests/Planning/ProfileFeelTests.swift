import Testing
@testable import Detent

/// The seams a person feels, swept under every platform profile (the issue-8 feel tests run
/// the default profile; issue 23 gave each profile its own edges): a key or a notch during a
/// fling goes the key's way, a trackpad lift moves on without a stalled frame and never
/// faster than the finger, and a fling into an end comes back to rest on it.
@Suite struct ProfileFeelTests {
    func engine(_ physics: ScrollPhysics, offset: Double,
                behavior: (any ScrollTargetBehavior)? = ClosestMultipleScrollTargetBehavior(step: 10)) throws -> ScrollEngine {
        try ScrollEngine(configuration: referenceConfiguration(physics), behavior: behavior, offset: offset)
    }

    @Test(arguments: ScrollPhysics.all)
    func aKeyOrNotchDuringAFlingGoesTheKeysWay(physics: ScrollPhysics) throws {
        var checked = 0
        for speed in stride(from: 400.0, through: 8000, by: 300) {
            for delay in [0.02, 0.05, 0.1, 0.2, 0.4] {
                for (input, back) in [(ScrollInput.key(.left), true), (.key(.right), false),
                                      (.wheel(dx: 0, dy: -10, precise: false), true)] {
                    let e = try engine(physics, offset: 200)
                    try e.fling(velocity: speed, at: 0)
                    try e.advance(to: delay)
                    guard e.phase == .decelerating, e.offset >= 0, e.offset <= 1000 else { continue }
                    let x = e.offset
                    try e.handle(input, at: delay)
                    try e.settle()
                    let expected = back ? ((x / 10).rounded(.up) - 1) * 10 : ((x / 10).rounded(.down) + 1) * 10
                    #expect(e.offset == Swift.max(0, Swift.min(1000, expected)), "\(physics.name): \(input) at \(x) during a \(speed) pt/s fling")
                    checked += 1
                }
            }
        }
        #expect(checked > 100, "\(physics.name): \(checked) cases")
    }

    @Test(arguments: ScrollPhysics.all)
    func aTrackpadLiftMovesOnWithoutAStallNorFasterThanTheFinger(physics: ScrollPhysics) throws {
        for speed in stride(from: 150.0, through: 4000, by: 50) {
            let e = try engine(physics, offset: 200, behavior: nil)
            var t = 1.0
            for _ in 0..<12 {
                try e.handle(.wheel(dx: speed * 0.008, dy: 0, precise: true), at: t)
                t += 0.008
            }
            let lift = t - 0.008, v0 = e.velocity
            var previous = e.offset
            // Every millisecond for 50 ms after the lift the content moves on, no faster than
            // the finger's velocity at the lift.
            for k in 1...50 {
                try e.advance(to: lift + Double(k) * 0.001)
                #expect(e.offset > previous, "\(physics.name): stalled \(k) ms after a lift at \(speed) pt/s")
                #expect(abs(e.velocity) <= abs(v0) * (1 + 1e-9), "\(physics.name): \(e.velocity) after a lift at \(v0)")
                previous = e.offset
            }
        }
    }

    /// Into each end at every speed: the speed never rises above the release's, the overshoot
    /// stays within the profile's own bound (iOS a quarter of the 280 pt container, GTK 50 pt,
    /// none past the end for the clamping profiles; Flutter's spring peaks at 121.9 pt at its
    /// 5000 pt/s cap toward the trailing end, and at 190.2 pt at the leading one, where
    /// `min(v, 5000)` lets 7,800 pt/s through), and the content rests on the end.
    @Test(arguments: ScrollPhysics.all)
    func aFlingIntoAnEndComesBackWithinItsBound(physics: ScrollPhysics) throws {
        for speed in stride(from: 100.0, through: 8000, by: 100) {
            for (from, sign) in [(900.0, 1.0), (100, -1)] {
                let bound: Double = switch physics.edge {
                case .clamp: 0
                case .overshoot(_, let limit): limit
                case .bounce: 0.25 * 280
                case .flutterBounce: sign > 0 ? 122 : 190.3
                }
                let e = try engine(physics, offset: from, behavior: nil)
                try e.fling(velocity: sign * speed, at: 0)
                var worst = 0.0
                while !e.isIdle {
                    try e.advance(to: e.time + 0.0005)
                    #expect(abs(e.velocity) <= speed * (1 + 1e-9), "\(physics.name): \(e.velocity) from \(from) at \(sign * speed)")
                    worst = Swift.max(worst, e.offset - 1000, -e.offset)
                    if e.time > 10 { Issue.record("\(physics.name): no rest"); break }
                }
                #expect(worst <= bound + 1e-9, "\(physics.name): \(worst) pt past the end from \(from) at \(sign * speed)")
                #expect(e.offset == (sign > 0 ? 1000 : 0) || abs(e.offset - from) < speed, "\(physics.name): rests at \(e.offset)")
            }
        }
    }
}

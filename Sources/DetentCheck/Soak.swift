import Detent
import DetentTrace

/// What a soak run found.
public struct SoakResult: Sendable {
    public var gestures: Int
    public var inputs: Int
    public var violations: Int
    /// Violations by kind (``Invariant``'s names).
    public var counts: [String: Int]
    /// The first violations, each with the gesture it happened in.
    public var firstViolations: [String]
    /// ``GestureDriver/digest``: the same seed gives the same digest.
    public var digest: UInt64
}

/// `detent soak`: `gestures` random gestures from `seed`, every invariant checked after
/// every step (``GestureDriver`` with its shadow picker), each picker with one of `profiles`
/// (iOS alone by default).
public enum Soak {
    /// The largest picker a soak draws: long moves cost work per target crossed.
    public static let maximumValueCount = 20_000

    public static func run(gestures: Int, seed: UInt64, profiles: [ScrollPhysics] = [.iOS]) -> SoakResult {
        let driver = GestureDriver(source: SplitMix64(seed: seed), shadow: true, maximumValueCount: maximumValueCount,
                                   profiles: profiles)
        for _ in 0..<gestures { driver.runGesture() }
        return SoakResult(gestures: driver.gestures, inputs: driver.inputs, violations: driver.violations, counts: driver.invariants.counts,
                          firstViolations: driver.invariants.first.map(\.description),
                          digest: driver.digest.value)
    }
}

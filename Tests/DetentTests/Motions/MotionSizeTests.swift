import Testing
@testable import Detent

/// A ``ScrollMotion`` is opened on every frame: Swift copies an enum's payload to the stack
/// when a case is opened once it is larger than 14 words (112 bytes), so every case stays
/// within that, composite motions included (their later pieces kept as the numbers they are
/// made from).
@Suite struct MotionSizeTests {
    @Test func everyCaseOfTheMotionTypeIsAtMost112Bytes() {
        let cases: [(String, Int)] = [
            ("deceleration", MemoryLayout<Deceleration>.size), ("spring", MemoryLayout<SpringMotion>.size),
            ("bounce", MemoryLayout<BounceMotion>.size), ("spline", MemoryLayout<SplineFling>.size),
            ("clamping", MemoryLayout<ClampingFling>.size), ("glide", MemoryLayout<GlideMotion>.size),
            ("turnBack", MemoryLayout<TurnBackMotion>.size), ("custom", MemoryLayout<AnyMotion>.size),
        ]
        for (name, size) in cases { #expect(size <= 112, "\(name): \(size) bytes") }
        #expect(MemoryLayout<ScrollMotion>.size <= 113)
    }
}

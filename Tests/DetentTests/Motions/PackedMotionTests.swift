import Testing
@testable import Detent

/// ``PackedMotion`` keeps each built-in motion's bytes and reads them back as that motion.
@Suite struct PackedMotionTests {
    /// One motion of each kind, as the planner makes them.
    static let motions: [ScrollMotion] = {
        let planner = BallisticPlanner(configuration: referenceConfiguration())
        let spring = SpringMotion(spring: .snappy, from: 0, to: 100, velocity: 500)
        return [
            .deceleration(Deceleration(position: 3, velocity: 1_800)),
            .spring(spring),
            .bounce(BounceMotion(deceleration: Deceleration(position: 900, velocity: 3_000), edge: 1000,
                                 spring: .snappy, stopSpeed: 5, maximumSpeed: 5_000, maximumOvershoot: 70,
                                 tolerance: .standard)!),
            .spline(SplineFling(position: 0, velocity: 1_000, friction: 0.015)),
            .clamping(ClampingFling(position: 0, velocity: 1_000, friction: 0.015)),
            .glide(GlideMotion(position: 0, velocity: 60, through: 900, fling: .decay(.normal), stopSpeed: 1)!),
            planner.returning(from: 500, velocity: 3_000, to: 400, within: 3_000),
        ]
    }()

    @Test func everyBuiltInMotionFitsAndIsAPlainValue() {
        #expect(MemoryLayout<Deceleration>.size <= PackedMotion.capacity)
        #expect(MemoryLayout<SpringMotion>.size <= PackedMotion.capacity)
        #expect(MemoryLayout<BounceMotion>.size <= PackedMotion.capacity)
        #expect(MemoryLayout<SplineFling>.size <= PackedMotion.capacity)
        #expect(MemoryLayout<ClampingFling>.size <= PackedMotion.capacity)
        #expect(MemoryLayout<GlideMotion>.size <= PackedMotion.capacity)
        #expect(MemoryLayout<TurnBackMotion>.size <= PackedMotion.capacity)
        #expect(_isPOD(ScrollMotion.self))
    }

    /// Packed and read back, every motion gives the same bits at 200 times and turns at the
    /// same times; its kind is the case it was made from.
    @Test(arguments: 0..<7) func readsBackTheSameMotion(index: Int) {
        let motion = Self.motions[index]
        var packed = PackedMotion(motion)
        #expect(packed.unpacked() == motion)
        if case .turnBack = motion { #expect(packed.kind == .turnBack) }
        for i in 0...200 {
            let t = motion.endTime * Double(i) / 200
            #expect(packed.position(at: t).bitPattern == motion.position(at: t).bitPattern)
            #expect(packed.velocity(at: t).bitPattern == motion.velocity(at: t).bitPattern)
            #expect(packed.nextTurn(after: t) == motion.nextTurn(after: t))
        }
    }
}

import Testing
@testable import Detent

/// What users see in the numbers (issue 8): no offset or velocity the engine reports is a
/// negative zero.
@Suite struct OutputSignTests {
    @Test func noNegativeZero() throws {
        let e = referenceEngine(behavior: PagingScrollTargetBehavior(), offset: 0)
        try e.fling(velocity: -60, at: 0)
        try e.settle()
        #expect(e.offset == 0 && e.offset.sign == .plus)
        #expect(e.velocity.sign == .plus)
        var rng = SeededGenerator(seed: 99)
        for _ in 0..<500 {
            let f = referenceEngine(offset: Double(Int.random(in: 0...3, using: &rng)) * 10)
            try f.fling(velocity: Double.random(in: -300...100, using: &rng), at: 0)
            try f.settle()
            #expect(f.offset.sign == .plus || f.offset != 0)
            #expect(f.events.allSatisfy { if case let .phase(p) = $0 { p.velocity != 0 || p.velocity.sign == .plus } else { true } })
        }
    }
}

import Testing
@testable import Detent

/// What users feel stepping (issue 8): a key or a wheel notch during a fling goes the key's
/// way, and quick presses during a key animation accumulate. Each test sweeps its parameter
/// densely and fails on the old engine.
@Suite struct StepFeelTests {
    @Test func aKeyOrNotchDuringAFlingGoesTheKeysWay() throws {
        for speed in stride(from: 400.0, through: 4000, by: 100) {
            for delay in [0.02, 0.05, 0.1, 0.2, 0.4, 0.8] {
                for (input, back) in [(ScrollInput.key(.left), true), (.key(.right), false),
                                      (.wheel(dx: 0, dy: -10, precise: false), true)] {
                    // A rightward fling (offset increasing) from value 20.
                    let e = referenceEngine(offset: 200)
                    try e.fling(velocity: speed, at: 0)
                    try e.advance(to: delay)
                    guard e.phase == .decelerating else { continue }
                    let x = e.offset
                    try e.handle(input, at: delay)
                    try e.settle()
                    let expected = back ? ((x / 10).rounded(.up) - 1) * 10 : ((x / 10).rounded(.down) + 1) * 10
                    #expect(e.offset == Swift.max(0, Swift.min(1000, expected)), "\(input) at \(x) during a \(speed) pt/s fling")
                }
            }
        }
    }

    @Test func quickPressesDuringAKeyAnimationAccumulate() throws {
        let e = referenceEngine(offset: 500)
        try e.handle(.key(.left), at: 0)
        try e.handle(.key(.left), at: 0.03)
        try e.handle(.key(.left), at: 0.06)
        try e.settle()
        #expect(e.offset == 470)
    }
}

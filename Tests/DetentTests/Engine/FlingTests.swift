import Testing
@testable import Detent

/// Flings on the reference picker: where they rest (on the closest multiple, near the natural
/// destination without a behaviour, exactly on the edge after an overshoot), the fast rate, and
/// the minimum and maximum fling speeds.
@Suite struct FlingTests {
    @Test func flingOf1000AtNormalRestsExactlyOn500WithClosestMultiple() throws {
        let e = referenceEngine()
        try e.fling(velocity: 1000, at: 0)
        #expect(e.phase == .decelerating)
        #expect(e.velocity == 1000)
        try e.settle()
        #expect(e.offset == 500)
        #expect(e.phase == .idle)
        #expect(e.selectedIndex == 50)
        // 50 values crossed, in order, at increasing times, all caused by the deceleration.
        let changes = e.selectionChanges
        #expect(changes.count == 50)
        #expect(changes.map(\.to) == Array(1...50))
        #expect(zip(changes, changes.dropFirst()).allSatisfy { $0.time < $1.time })
        #expect(changes.allSatisfy { $0.cause == .deceleration })
    }

    @Test func flingWithoutBehaviourRestsNearTheNaturalDestination() throws {
        let e = referenceEngine(behavior: nil)
        try e.fling(velocity: 1000, at: 0)
        try e.settle()
        #expect(abs(e.offset - 499.5) < 1)
        #expect(e.phase == .idle)
    }

    @Test func flingIntoTheEndOvershootsAndRestsExactlyOnTheEdge() throws {
        let e = referenceEngine(offset: 900)
        try e.fling(velocity: 3000, at: 0)
        let end = try #require(e.restTime)
        var maximum = 0.0
        var t = 0.0
        while t < end {
            t += 0.001
            try e.advance(to: Swift.min(t, end))
            maximum = Swift.max(maximum, e.offset)
        }
        try e.settle()
        #expect(maximum > 1000)
        #expect(e.offset == 1000)
        let changes = e.selectionChanges
        #expect(changes.count == 10)
        #expect(changes.map(\.from) == Array(90...99))
        #expect(changes.map(\.to) == Array(91...100))
    }

    @Test func fastRateTravelsLess() throws {
        let e = referenceEngine(behavior: nil)
        var c = e.configuration
        c.rate = .fast
        let fast = try ScrollEngine(configuration: c)
        try fast.fling(velocity: 1000, at: 0)
        try fast.settle()
        #expect(abs(fast.offset - 99.5) < 1)
    }

    @Test func releaseSpeedsBelowTheMinimumCountAsZero() throws {
        let e = referenceEngine(offset: 500)
        try e.fling(velocity: 49, at: 0)
        // On the grid with no fling: nothing moves, straight to idle.
        #expect(e.phase == .idle)
        #expect(e.offset == 500)
        #expect(e.phaseChanges.last?.velocity == 49)
    }

    @Test func speedsAboveTheMaximumAreCappedForTheMotion() throws {
        let e = referenceEngine(behavior: nil, offset: 0)
        var c = e.configuration
        c.bounds = 0...100_000
        c.targets = .uniform(step: 10, count: 10_001)
        let wide = try ScrollEngine(configuration: c)
        try wide.fling(velocity: 20_000, at: 0)
        #expect(wide.velocity == 8000)
        #expect(wide.phaseChanges.last?.velocity == 20_000)
        try wide.settle()
        #expect(abs(wide.offset - 8000 * 0.4995) < 1)
    }
}

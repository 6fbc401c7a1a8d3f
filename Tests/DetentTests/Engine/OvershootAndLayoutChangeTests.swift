import Testing
@testable import Detent

/// A bounce never empties the view: no motion the engine plans goes farther past an edge
/// than a quarter of the container (``ScrollEngine/Configuration/maximumOvershoot``), or than
/// the content already is; and layout changes in the middle of a motion or a trackpad gesture
/// keep the engine's promises (rest inside the bounds, event times in order, no speed above
/// a release).
@Suite struct OvershootAndLayoutChangeTests {
    /// Always the same target, wherever the fling points (a behaviour choosing a target
    /// behind the content).
    struct FixedTarget: ScrollTargetBehavior {
        var offset: Double
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            target.setOffset(offset, along: context.axis)
        }
    }

    /// An engine over 0...1000 (targets every 10 pt) in a container `extent` wide.
    func engine(extent: Double = 280, offset: Double = 0,
                behavior: (any ScrollTargetBehavior)? = ClosestMultipleScrollTargetBehavior(step: 10)) throws -> ScrollEngine {
        try ScrollEngine(configuration: ScrollEngine.Configuration(
            containerSize: Size(width: extent, height: 80), contentSize: Size(width: 1002, height: 80),
            bounds: 0...1000, targets: .uniform(first: 0, step: 10, count: 101)), behavior: behavior, offset: offset)
    }

    /// How far the content is past an edge.
    func excess(_ e: ScrollEngine) -> Double {
        let b = e.configuration.bounds
        return Swift.max(0, b.lowerBound - e.offset, e.offset - b.upperBound)
    }

    /// Advances at 960 Hz until the engine rests (at most `limit` s): the farthest it went
    /// past an edge and the highest speed, from now on.
    func run(_ e: ScrollEngine, limit: Double = 20) throws -> (excess: Double, speed: Double) {
        var farthest = 0.0, speed = 0.0
        let end = e.time + limit
        while !e.isIdle && e.time < end {
            try e.advance(to: e.time + 1.0 / 960)
            farthest = Swift.max(farthest, excess(e))
            speed = Swift.max(speed, abs(e.velocity))
        }
        return (farthest, speed)
    }

    /// Soak seed 1, gesture 183: content dragged 67 pt past the end of a 263 pt container and
    /// let go moving outward went on to 88 pt (the snap spring carried the release's 1764 pt/s).
    /// Here: 62 pt past the end of the 280 pt container, moving outward; the content keeps
    /// its velocity and turns within the allowance for where it was let go: a quarter of what
    /// the view still showed, 61.6 + (280 − 61.6)/4 ≈ 116 pt (the old bound, 70 pt, left 8 pt
    /// to stop a 1764 pt/s release in).
    @Test func aReleasePastAnEdgeMovingOutwardStaysWithinTheBound() throws {
        let e = try engine(offset: 1000)
        // 144 pt of drag past the slop display as 62 pt past the end (the rubber band).
        _ = try drag(e, from: 400, through: [390, 370, 340, 300, 246], start: 0, dt: 0.016)
        let released = excess(e)
        #expect(released > 61 && released < 62)
        #expect(e.phase == .decelerating)
        let allowance = ProfilePlanner(configuration: e.configuration).overshootAllowance(excess: released)
        #expect(abs(allowance - (released + (280 - released) / 4)) < 1e-9)
        let (excess, _) = try run(e)
        #expect(excess <= allowance * (1 + 1e-12))
        #expect(e.offset == 1000)
    }

    /// A fling toward the end whose behaviour picks a target behind: 8000 pt/s from 995 onto
    /// 990. The old engine's spring went 157.6 pt past the end (bound 70).
    @Test func aFlingOntoATargetBehindItStaysWithinTheBound() throws {
        let e = try engine(offset: 995, behavior: FixedTarget(offset: 990))
        try e.fling(velocity: 8000, at: 0)
        let (excess, speed) = try run(e)
        #expect(excess <= 70 * (1 + 1e-12))
        #expect(excess > 60)   // it still goes on as far as the bound lets it
        #expect(speed <= 8000)
        #expect(e.offset == 990)
    }

    /// Home pressed during a fling into the start: the key's spring carries the fling's
    /// velocity. In an 80 pt container (bound 20 pt) the old engine's spring went 40.0 pt past;
    /// a later one cut the velocity to stay within it (a jolt). The spring keeps the velocity
    /// and is stiffened instead.
    @Test func aKeySpringCarryingAFlingStaysWithinTheBound() throws {
        let e = try engine(extent: 80, offset: 60)
        try e.fling(velocity: -3000, at: 0)
        try e.advance(to: 0.015)
        #expect(e.offset > 0 && e.offset < 30 && e.velocity < -2500)
        let before = e.velocity
        try e.handle(.key(.home), at: 0.015)
        #expect(e.phase == .animating)
        #expect(e.velocity == before)
        let (excess, _) = try run(e)
        #expect(excess <= 20 * (1 + 1e-12))
        #expect(e.offset == 0)
    }

    /// A bounce planned in a 280 pt container (70 pt bound) when the container shrinks to
    /// 100 pt (25 pt bound) before it reaches the edge is re-planned: the old engine's bounce
    /// went on to 70.0 pt past.
    @Test func aBounceIsReplannedWhenTheContainerShrinks() throws {
        let e = try engine(offset: 800)
        try e.fling(velocity: 8000, at: 0)
        try e.advance(to: 0.01)
        #expect(e.offset < 1000)
        try e.handle(.resize(Size(width: 100, height: 80)), at: 0.01)
        let (excess, _) = try run(e)
        #expect(excess <= 25 * (1 + 1e-12))
        #expect(excess > 20)
        #expect(e.offset == 1000)
    }

    /// Found by the soak (seed 1): content shrank under a trackpad swipe
    /// whose momentum was running; the momentum, planned for the old bounds, came to rest
    /// 767 pt past the new end. Here the bounds shrink from 0...1000 to 0...300 while a swipe
    /// coasts at about 500; the old engine rested at 980.
    @Test func aTrackpadMomentumIsReaimedWhenTheContentShrinks() throws {
        let e = try engine(offset: 400)
        var t = 0.0
        for _ in 0..<10 {
            t += 0.008
            try e.handle(.wheel(dx: 8, dy: 0, precise: true), at: t)
        }
        try e.advance(to: t + 0.03)
        #expect(e.phase == .interacting && e.velocity > 500)
        try e.setContent(contentSize: Size(width: 302, height: 80), bounds: 0...300,
                         targets: .uniform(first: 0, step: 10, count: 31))
        try e.settle()
        #expect(e.isIdle)
        #expect(e.offset == 300)
        #expect(e.selectedIndex == 30)
    }

    /// The same from content the change leaves far past the new end (the soak found 1,353 pt):
    /// the momentum re-aimed by a plain spring came back at 8,451 pt/s after
    /// the lift reported 420 pt/s. The return is no faster than the return-speed limit there:
    /// the momentum's start, or the edge's own pull on content at rest that far past (the
    /// old engine did not re-aim it and rested far past the new end).
    @Test func aReaimedTrackpadMomentumIsNoFasterThanItStarted() throws {
        let e = try engine(offset: 1000 - 100)
        var t = 0.0
        for _ in 0..<10 {
            t += 0.008
            try e.handle(.wheel(dx: 4, dy: 0, precise: true), at: t)
        }
        try e.advance(to: t + 0.03)
        let started = e.velocity
        #expect(e.phase == .interacting && started > 300)
        try e.setContent(contentSize: Size(width: 42, height: 80), bounds: 0...40,
                         targets: .uniform(first: 0, step: 10, count: 5))
        #expect(excess(e) > 900)
        let limit = ProfilePlanner(configuration: e.configuration).returnSpeedLimit(at: e.offset, release: started)
        let (_, speed) = try run(e, limit: 60)
        #expect(speed <= limit * (1 + 1e-9))
        #expect(e.isIdle && e.offset == 40)
    }

    /// Soak seed 1, gesture 44335: the wheel quiet period shortened from 1 s to 0.001 s in the
    /// middle of a trackpad gesture ended it at its last delta + 0.001 s, in the past, and the
    /// events went back in time. It ends now instead.
    @Test func aQuietPeriodShortenedMidGestureEndsItNow() throws {
        let e = try engine(offset: 400)
        var c = e.configuration
        c.wheelQuietPeriod = 1
        try e.setConfiguration(c)
        try e.handle(.wheel(dx: 3, dy: 0, precise: true), at: 0.1)
        try e.handle(.wheel(dx: 3, dy: 0, precise: true), at: 0.11)
        try e.advance(to: 0.5)
        #expect(e.phase == .interacting)
        e.removeAllEvents()
        c.wheelQuietPeriod = 0.001
        try e.setConfiguration(c)
        #expect(e.nextEventTime == 0.5)
        try e.advance(to: 0.6)
        let times = e.events.map(\.time)
        #expect(!times.isEmpty)
        #expect(times.allSatisfy { $0 >= 0.5 })
        #expect(e.phaseChanges.first?.from == .interacting && e.phaseChanges.first?.time == 0.5)
    }
}

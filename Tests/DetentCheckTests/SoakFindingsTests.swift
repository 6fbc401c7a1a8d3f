import Testing
@testable import Detent
import DetentCheck

/// The soak's violations of issue 23, each fixed in the engine and kept here with the checker
/// that found them (`EngineInvariants`): a fling is never faster than its release, and the
/// selection agrees with the offset shown.
@Suite struct SoakFindingsTests {
    private func engine(_ behavior: (any ScrollTargetBehavior)?, offset: Double, width: Double = 280) throws -> ScrollEngine {
        try ScrollEngine(configuration: ScrollEngine.Configuration(
            containerSize: Size(width: width, height: 80), contentSize: Size(width: 1000, height: 80),
            bounds: 0...1000, targets: .uniform(step: 10, count: 101)), behavior: behavior, offset: offset)
    }

    /// Trackpad swipes at `speed` (12 deltas 8 ms apart), checked after every step, then frames
    /// every 4 ms to rest, with `change` made `delay` after the last delta (in the quiet period).
    private func swipe(_ e: ScrollEngine, speed: Double, delay: Double, snaps: Bool,
                       change: (inout ScrollEngine.Configuration) -> Void) throws -> EngineInvariants {
        var checker = EngineInvariants(engine: e, snapsToTargets: snaps)
        var t = 1.0
        for _ in 0..<12 {
            try e.handle(.wheel(dx: speed * 0.008, dy: 0, precise: true), at: t)
            checker.check(e, after: .input(time: t)); e.removeAllEvents()
            t += 0.008
        }
        t += delay - 0.008
        try e.advance(to: t); checker.check(e, after: .advance); e.removeAllEvents()
        var c = e.configuration
        change(&c)
        try e.setConfiguration(c)
        checker.check(e, after: .input(time: t)); e.removeAllEvents()
        for _ in 0..<2000 where !e.isIdle {
            t += 0.004
            try e.advance(to: t); checker.check(e, after: .advance); e.removeAllEvents()
        }
        #expect(e.isIdle)
        return checker
    }

    /// A coast re-planned for new physics while past an edge and on its way back used to take
    /// its speed over the band's slope for the release (the release it was planned from is the
    /// tracker's): 207 pt/s after a release whose bound was the edge's pull of 174 pt/s
    /// (iOS, a swipe at -1400 pt/s from 100, the maximum fling speed set to 100 60 ms after the
    /// last delta). Now it is planned no faster than the release the gesture's end reports.
    @Test func aCoastPlannedAgainPastAnEdgeIsNoFasterThanItsRelease() throws {
        var violations = 0
        for (speed, from) in [(-1400.0, 100.0), (-700, 10), (700, 990), (1400, 900), (-2500, 10), (-2500, 100)] {
            for cap in [100.0, 300, 700] {
                for delay in stride(from: 0.03, through: 0.09, by: 0.015) {
                    let e = try engine(nil, offset: from)
                    let checker = try swipe(e, speed: speed, delay: delay, snaps: false) { $0.maximumFlingSpeed = cap }
                    violations += checker.count
                    #expect(checker.count == 0, "\(speed) pt/s from \(from), cap \(cap), \(delay) s: \(checker.first)")
                }
            }
        }
        #expect(violations == 0)
    }

    /// Paging on pages of no extent (a container 0 pt wide, the soak's seed 1, gesture 332):
    /// the behaviour leaves the target where the fling goes, and the page spring pulled the
    /// content there from 3475 to 10145 pt/s. With no pages the release is not sprung as a page.
    @Test func pagingInAnEmptyContainerIsNoFasterThanTheRelease() throws {
        for speed in [-3500.0, -800, 800, 3500] {
            let e = try engine(PagingScrollTargetBehavior(), offset: 500, width: 0)
            #expect(!e.pages)
            let checker = try swipe(e, speed: speed, delay: 0.2, snaps: false) { _ in }
            #expect(checker.count == 0, "\(speed) pt/s: \(checker.first)")
        }
        #expect(try engine(PagingScrollTargetBehavior(), offset: 500).pages)
    }

    /// A resize re-aims a paging fling onto the nearest page of the new size: as a motion
    /// re-aimed, no faster than it was going (not the page spring's pull from wherever it is;
    /// the soak's seed 2, gesture 292571: 7110 pt/s after a release at 2365).
    @Test func aPagingFlingReAimedByAResizeIsNoFasterThanItsRelease() throws {
        for (speed, width) in [(800.0, 1500.0), (2400, 1500), (-800, 1900), (300, 1200), (2400, 40)] {
            let e = try engine(PagingScrollTargetBehavior(), offset: 500)
            var checker = EngineInvariants(engine: e, snapsToTargets: false)
            try e.fling(velocity: speed, at: 1)
            checker.check(e, after: .input(time: 1)); e.removeAllEvents()
            try e.advance(to: 1.02); checker.check(e, after: .advance); e.removeAllEvents()
            try e.handle(.resize(Size(width: width, height: 80)), at: 1.02)
            checker.check(e, after: .input(time: 1.02)); e.removeAllEvents()
            var t = 1.02
            for _ in 0..<2000 where !e.isIdle {
                t += 0.004
                try e.advance(to: t); checker.check(e, after: .advance); e.removeAllEvents()
            }
            #expect(e.isIdle && checker.count == 0, "\(speed) pt/s, resized to \(width): \(checker.first)")
        }
    }

    /// A page spring stops within its tolerance of its page: here 0.25 pt past it, still going,
    /// where the page (28780) is 0.19 pt from the boundary between two targets (the soak's seed 1,
    /// gesture 133857). The selection used to follow the spring's piece to where it rests, never
    /// crossing to the target the content passes over before it; now to where it is shown last.
    @Test func theSelectionFollowsASpringThatStopsPastItsRest() throws {
        let step = 10.4067280984018
        let e = try ScrollEngine(configuration: ScrollEngine.Configuration(
            containerSize: Size(width: 158, height: 20), contentSize: Size(width: 69610, height: 20),
            bounds: 0...(step * 6689), targets: .uniform(step: step, count: 6690)), offset: 28799.805551085155)
        let spring = SpringMotion(spring: Spring(mass: 1, stiffness: 322.27279677026473, damping: 39.494307645128835),
                                  from: 28799.805551085155, to: 28780, velocity: -606.0747981784424,
                                  tolerance: MotionTolerance(distance: 0.6, velocity: 10))
        #expect(spring.position(at: spring.endTime.nextDown) < 28779.806)   // past the boundary at its end
        var checker = EngineInvariants(engine: e, snapsToTargets: false)
        try e.run(spring, cause: .deceleration, at: 0)
        checker.check(e, after: .input(time: 0)); e.removeAllEvents()
        var t = 0.0
        for _ in 0..<200 where !e.isIdle {
            t += 0.001
            try e.advance(to: t); checker.check(e, after: .advance); e.removeAllEvents()
        }
        #expect(e.isIdle && e.offset == 28780 && e.selectedIndex == 2766)
        #expect(checker.count == 0, "\(checker.first)")
    }

    /// A trackpad's coast that ends before the gesture's quiet end is shown at rest from its
    /// end time on: `endTime − start` rounded below the duration, and the content showed the
    /// spring 0.6 pt short of its page while the selection had moved onto the page's target
    /// (the soak's seed 3, gesture 27020).
    @Test func aMotionIsAtRestFromItsEndTimeOn() {
        let spring = SpringMotion(spring: Spring(mass: 1, stiffness: 322.27279677026473, damping: 39.494307645128835),
                                  from: 9450.717948783795, to: 9780, velocity: 3851.838359252379,
                                  tolerance: MotionTolerance(distance: 0.6, velocity: 10))
        let m = ScheduledMotion(motion: .spring(spring), start: 16200.407714019388, cause: .deceleration, targetIndex: nil)
        #expect(m.endTime - m.start < m.duration)   // the rounding
        #expect(m.position(at: m.endTime) == 9780 && m.velocity(at: m.endTime) == 0)
        #expect(m.position(at: m.endTime.nextDown) != 9780)
    }
}

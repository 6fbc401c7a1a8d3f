import Testing
import Detent
import DetentCheck

/// The soak's speed violations of issue 23, each fixed in the engine and kept here with the
/// checker that found them (`EngineInvariants`): a fling is never faster than its release.
@Suite struct ReconfiguredReleaseTests {
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
}

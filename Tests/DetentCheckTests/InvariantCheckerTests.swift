import Testing
import Detent
@testable import DetentCheck

/// The invariant checker (`EngineInvariants`): a correct gesture breaks nothing, a phase change
/// the events do not show is reported, engines advanced in different steps must agree, a
/// selection on a boundary to within rounding agrees, and each profile is held to its own edge.
@Suite struct InvariantCheckerTests {
    private func engine() throws -> ScrollEngine {
        try ScrollEngine(configuration: ScrollEngine.Configuration(
            containerSize: Size(width: 280, height: 80), contentSize: Size(width: 1000, height: 80),
            bounds: 0...1000, targets: .uniform(step: 10, count: 101)))
    }

    @Test func aCorrectGestureBreaksNothing() throws {
        let e = try engine()
        e.setBehavior(.closestMultiple(of: 10))
        var checker = EngineInvariants(engine: e, snapsToTargets: true)
        try e.handle(.pointerDown(Point(x: 240, y: 40)), at: 0)
        checker.check(e, after: .input(time: 0)); e.removeAllEvents()
        for i in 1...10 {
            let t = Double(i) * 0.008
            try e.handle(.pointerMove(Point(x: 240 - 12 * Double(i), y: 40)), at: t)
            checker.check(e, after: .input(time: t)); e.removeAllEvents()
        }
        try e.handle(.pointerUp(Point(x: 120, y: 40)), at: 0.09)
        checker.check(e, after: .input(time: 0.09)); e.removeAllEvents()
        var t = 0.09
        while !e.isIdle { t += 1.0 / 120; try e.advance(to: t); checker.check(e, after: .advance); e.removeAllEvents() }
        #expect(checker.count == 0, "\(checker.first)")
    }

    /// The checker follows the events: a phase change it did not see, or a selection that
    /// disagrees with the offset, is reported.
    @Test func aPhaseChangeTheEventsDoNotShowIsReported() throws {
        let e = try engine()
        var checker = EngineInvariants(engine: e, snapsToTargets: true)
        try e.handle(.pointerDown(Point(x: 240, y: 40)), at: 0)
        e.removeAllEvents()   // hidden from the checker
        checker.check(e, after: .input(time: 0))
        #expect(checker.counts["phase"] == 1)
        #expect(checker.first.first?.message == "the events end in idle but the engine is tracking")
    }

    @Test func enginesAdvancedInDifferentStepsMustAgree() throws {
        let a = try engine(), b = try engine()
        try a.handle(.key(.right), at: 0)
        try b.handle(.key(.right), at: 0)
        try a.advance(to: 0.1)
        try b.advance(to: 0.05)
        try b.advance(to: 0.1)
        var checker = EngineInvariants(engine: a, snapsToTargets: true)
        checker.checkAgreement(a, b)
        #expect(checker.count == 0)
        try b.advance(to: 0.11)
        checker.checkAgreement(a, b)
        #expect(checker.counts["frameRate"] == 1)
    }

    @Test func aSelectionOnTheBoundaryToWithinRoundingAgrees() {
        let targets = ScrollTargets.uniform(first: 60.980901585076936, step: 20.326966, count: 10)
        let boundary = targets.boundary(after: 0)
        #expect(EngineInvariants.agrees(1, 0, offset: boundary.nextDown, targets))
        #expect(!EngineInvariants.agrees(1, 0, offset: boundary - 0.001, targets))
        #expect(!EngineInvariants.agrees(2, 0, offset: boundary, targets))
    }

    /// The reference engine (280 pt container, bounds 0…1000) with `physics`.
    private func engine(_ physics: ScrollPhysics, offset: Double, dpr: Double = 1) throws -> ScrollEngine {
        var c = ScrollEngine.Configuration(containerSize: Size(width: 280, height: 80), contentSize: Size(width: 1000, height: 80),
                                           bounds: 0...1000, targets: .uniform(step: 10, count: 101))
        c.physics = physics
        c.devicePixelRatio = dpr
        return try ScrollEngine(configuration: c, offset: offset)
    }

    /// Runs `e` to rest at 1000 fps with `checker`, `start` being the input just made: the
    /// farthest past either end it went.
    private func toRest(_ e: ScrollEngine, _ checker: inout EngineInvariants, from start: Double) throws -> Double {
        checker.check(e, after: .input(time: start)); e.removeAllEvents()
        var t = start, farthest = 0.0
        while !e.isIdle && t < start + 10 {
            t += 0.001
            try e.advance(to: t); checker.check(e, after: .advance); e.removeAllEvents()
            farthest = Swift.max(farthest, EngineInvariants.excess(e.offset, e.configuration.bounds))
        }
        #expect(e.isIdle)
        return farthest
    }

    /// Each profile's bound on content let go `e` points past an edge, in the 280 pt container:
    /// iOS a quarter of what the view still shows (70 pt from the edge), GTK its 50 pt, the
    /// clamping ones nothing farther than where they were let go, Flutter's bouncing one none
    /// (until a fraction is set: 28 pt for 0.1).
    @Test func eachProfileBoundsItsOvershootItself() {
        func bound(_ p: ScrollPhysics, _ e: Double, fraction: Double? = nil) -> Double {
            var p = p
            if let fraction { p.maximumOvershoot = fraction }
            return EngineInvariants.overshootBound(excess: e, physics: p, container: 280)
        }
        #expect(bound(.iOS, 0) == 70 && bound(.iOS, 100) == 145 && bound(.iOS, 400) == 400)
        #expect(bound(.gtk, 0) == 50 && bound(.gtk, 80) == 80 && bound(.gtk, 0, fraction: 0.1) == 28)
        for p in [ScrollPhysics.android, .flutterClamping] { #expect(bound(p, 0) == 0 && bound(p, 30) == 30) }
        #expect(bound(.flutterBouncing, 0) == .infinity && bound(.flutterBouncing, 0, fraction: 0.1) == 28)
    }

    /// 8000 pt/s from 900 into the end, every profile at its own edge, breaks nothing: iOS
    /// turns 70 pt past (its quarter), GTK stops 50 pt past and springs back from rest,
    /// Flutter's bouncing spring goes 121.9 pt past (more than iOS's bound would allow) and
    /// lands on the end within 1/dpr pt, the clamping ones stop on it.
    @Test func everyProfileFlingsIntoTheEndWithinItsOwnPromises() throws {
        for (p, dpr, overshoot) in [(ScrollPhysics.iOS, 1.0, 70.0), (.gtk, 1, 50), (.flutterBouncing, 1, 121.9),
                                    (.flutterBouncing, 3, 121.9), (.android, 1, 0), (.flutterClamping, 2, 0)] {
            let e = try engine(p, offset: 900, dpr: dpr)
            var checker = EngineInvariants(engine: e, snapsToTargets: false)
            try e.fling(velocity: 8000, at: 0)
            let farthest = try toRest(e, &checker, from: 0)
            #expect(abs(farthest - overshoot) < 0.05, "\(p) dpr \(dpr): \(farthest)")
            #expect(checker.count == 0, "\(p) dpr \(dpr): \(checker.first)")
            #expect(e.offset == 1000)
        }
    }

    /// Content carried past an end farther than its profile allows is reported: the snap
    /// spring (critically damped, ω = 2π/0.35 s) from 990 at 2000 pt/s onto 1000 goes 33.8 pt
    /// past it, which a clamping profile never does and iOS (70 pt) and GTK (50 pt) allow;
    /// 4000 pt/s goes 74.7 pt past, beyond GTK's 50 pt, within Flutter's bouncing physics,
    /// which has no bound.
    @Test func contentPastItsProfilesBoundIsReported() throws {
        for (p, v, reported) in [(ScrollPhysics.android, 2000.0, true), (.flutterClamping, 2000, true), (.iOS, 2000, false),
                                 (.gtk, 2000, false), (.gtk, 4000, true), (.flutterBouncing, 4000, false)] {
            let e = try engine(p, offset: 990)
            var checker = EngineInvariants(engine: e, snapsToTargets: false)
            try e.run(.spring(SpringMotion(spring: .snappy, from: 990, to: 1000, velocity: v)), at: 0)
            let farthest = try toRest(e, &checker, from: 0)
            #expect(abs(farthest - (v == 2000 ? 33.8 : 74.7)) < 0.05, "\(p): \(farthest)")
            #expect((checker.counts["overshoot"] ?? 0 > 0) == reported, "\(p) at \(v): \(checker.first)")
            #expect(checker.count == (checker.counts["overshoot"] ?? 0))
        }
    }

    /// A trackpad's momentum planned onto a page (the page spring pulling it on from 55,356.4
    /// to 55,358 at up to 7.1 pt/s with Flutter's spring, 7.8 with iOS's) goes on to its page
    /// when a resize in the quiet period leaves no pages (a container of 0 pt). Its speed after
    /// the release, capped at 1 pt/s, is bounded by the page spring's pull as before the resize:
    /// the checker used to drop the page's allowance with the pages and report the spring
    /// (the soak's `--profile all`, seed 3, gesture 767060: 6.8 pt/s after a release at 1 pt/s).
    @Test func aTrackpadsPageMomentumKeepsItsAllowanceWhenAResizeLeavesNoPages() throws {
        for (p, fastest) in [(ScrollPhysics.flutterBouncing, 7.08), (.iOS, 7.75)] {
            var c = ScrollEngine.Configuration(containerSize: Size(width: 311, height: 178), contentSize: Size(width: 57980, height: 178),
                                               bounds: 0...57980, targets: .uniform(step: 17.312741472385824, count: 3350))
            c.physics = p
            c.devicePixelRatio = 3
            c.maximumFlingSpeed = 1
            let e = try ScrollEngine(configuration: c, behavior: PagingScrollTargetBehavior(), offset: 55300)
            var checker = EngineInvariants(engine: e, snapsToTargets: false)
            var t = 1.0
            for d in [10.0, 10, 10, 10, 10, 6.4] {
                try e.handle(.wheel(dx: d, dy: 0, precise: true), at: t)
                checker.check(e, after: .input(time: t)); e.removeAllEvents()
                t += 0.01
            }
            try e.advance(to: t); checker.check(e, after: .advance); e.removeAllEvents()
            try e.handle(.resize(Size(width: 0, height: 178)), at: t)
            checker.check(e, after: .input(time: t)); e.removeAllEvents()
            #expect(!e.pages && e.phase == .interacting)
            var after = 0.0
            for _ in 0..<500 where !e.isIdle {
                t += 0.004
                try e.advance(to: t); checker.check(e, after: .advance)
                if e.phase == .decelerating { after = Swift.max(after, abs(e.velocity)) }
                e.removeAllEvents()
            }
            #expect(e.isIdle && e.offset == 55358)
            #expect(abs(after - fastest) < 0.01, "\(p): \(after)")
            #expect(checker.count == 0, "\(p): \(checker.first)")
        }
    }
}

import Testing
import CAllocationCounter
@testable import Detent

/// The platform profiles running in the engine: each profile's curve, edges and tracker,
/// and the engine's guarantees kept under every one of them.
@Suite struct ProfileEngineTests {
    func engine(_ physics: ScrollPhysics, offset: Double = 0,
                behavior: (any ScrollTargetBehavior)? = ClosestMultipleScrollTargetBehavior(step: 10)) -> ScrollEngine {
        var c = ScrollEngine.Configuration(containerSize: Size(width: 280, height: 80),
                                           contentSize: Size(width: 1002, height: 80), bounds: 0...1000,
                                           targets: .uniform(first: 0, step: 10, count: 101))
        c.physics = physics
        return try! ScrollEngine(configuration: c, behavior: behavior, offset: offset)
    }

    /// One flick of 1000 pt/s from 300, no behaviour: each profile's own curve. Flutter's
    /// friction ends under its tolerance of 20 pt/s (a device pixel ratio of 1): at
    /// ln(1000/20)/k = 1.9536 s, 20/k = 9.99 pt short of 499.38 (k = −ln 0.135).
    @Test(arguments: [
        (ScrollPhysics.iOS, 499.00033, 3.45042),
        (ScrollPhysics.android, 194.31362, 0.55518),
        (ScrollPhysics.flutterBouncing, 489.39303, 1.95359),
        (ScrollPhysics.flutterClamping, 194.31362, 0.45823),
        (ScrollPhysics.gtk, 249.975, 2.30259),
    ])
    func oneFlick(profile: ScrollPhysics, distance: Double, duration: Double) throws {
        let e = engine(profile, offset: 300, behavior: nil)
        try e.fling(velocity: 1000, at: 0)
        try e.settle()
        #expect(abs(e.offset - 300 - distance) < 1e-4, "\(profile.name): \(e.offset - 300)")
        #expect(abs(e.time - duration) < 1e-4, "\(profile.name): \(e.time)")
        #expect(e.phase == .idle)
    }

    /// Densely sampled from the release to rest: position continuous (but for a `landing` onto
    /// the rest of at most that), speed never above the release speed.
    func sampled(_ e: ScrollEngine, from t0: Double, v0: Double, landing: Double = 0) throws -> (min: Double, max: Double) {
        var lo = e.offset, hi = e.offset, x = e.offset
        var t = t0
        let dt = 1.0 / 960
        while e.phase != .idle {
            t += dt
            try e.advance(to: t)
            #expect(abs(e.velocity) <= abs(v0) + 1e-6)
            #expect(abs(e.offset - x) <= abs(v0) * dt + 1e-6 + (e.phase == .idle ? landing : 0))
            x = e.offset
            lo = Swift.min(lo, x); hi = Swift.max(hi, x)
            if t > t0 + 30 { Issue.record("no rest after 30 s"); break }
        }
        return (lo, hi)
    }

    /// Android and Flutter's clamping feel stop at an edge: never past it, resting on it.
    @Test(arguments: [ScrollPhysics.android, .flutterClamping])
    func clampedProfilesStopAtTheEdge(profile: ScrollPhysics) throws {
        for v in [3000.0, 8000] {
            let e = engine(profile, offset: 900, behavior: nil)
            try e.fling(velocity: v, at: 0)
            let range = try sampled(e, from: 0, v0: v)
            #expect(range.max == 1000)
            #expect(e.offset == 1000)
            let back = engine(profile, offset: 100, behavior: nil)
            try back.fling(velocity: -v, at: 0)
            let r2 = try sampled(back, from: 0, v0: v)
            #expect(r2.min == 0 && back.offset == 0)
        }
    }

    /// The bouncing feels overshoot and come back; GTK's overshoot stops at 50 pt.
    @Test(arguments: [(ScrollPhysics.iOS, Double.infinity), (.flutterBouncing, .infinity), (.gtk, 50.0)])
    func bouncingProfilesOvershoot(profile: ScrollPhysics, bound: Double) throws {
        let e = engine(profile, offset: 900, behavior: nil)
        try e.fling(velocity: 8000, at: 0)
        let range = try sampled(e, from: 0, v0: 8000)
        #expect(range.max > 1000)
        #expect(range.max - 1000 <= bound + 1e-9)
        #expect(e.offset == 1000)
    }

    /// With a behaviour every profile rests exactly on a target, its curve retargeted (or
    /// the snap spring), never faster than the release.
    @Test(arguments: ScrollPhysics.all)
    func everyProfileRestsOnATarget(profile: ScrollPhysics) throws {
        for from in [0.0, 333, 995] {
            for v in stride(from: -7000.0, through: 7000, by: 875) where v != 0 {
                let e = engine(profile, offset: from)
                try e.fling(velocity: v, at: 0)
                // Flutter's bounce ends within its tolerance, 1/dpr pt, of the edge, and lands on it.
                _ = try sampled(e, from: 0, v0: v, landing: profile.usesFlutterTolerance ? 1 : 0)
                #expect(e.offset == (e.offset / 10).rounded() * 10, "\(profile.name) from \(from) at \(v): \(e.offset)")
                #expect(e.offset >= 0 && e.offset <= 1000)
            }
        }
    }

    /// A spline fling retargeted onto the nearest multiple keeps its shape: the free fling
    /// from 300 at 1000 pt/s would rest at 494.31; it rests on 490 at 0.35·v0 pace.
    @Test func androidSnapsByRetargetingItsSpline() throws {
        let e = engine(.android, offset: 300)
        try e.fling(velocity: 1000, at: 0)
        try e.settle()
        #expect(e.offset == 490)
        #expect(abs(e.time - 190 / 350) < 1e-9)
    }

    /// The Android profile estimates with Android's LSQ2: two samples give a line, where
    /// Flutter's tracker needs three.
    @Test func androidTrackerFlingsFromTwoSamples() throws {
        for (profile, flings) in [(ScrollPhysics.android, true), (.iOS, false)] {
            let e = engine(profile, offset: 500, behavior: nil)
            try e.handle(.pointerDown(Point(x: 200, y: 40)), at: 0)
            try e.handle(.pointerMove(Point(x: 190, y: 40)), at: 0.010)
            try e.handle(.pointerUp(Point(x: 190, y: 40)), at: 0.010)
            #expect((e.phase == .decelerating) == flings, "\(profile.name)")
        }
    }

    /// Dragging past an edge: the clamping feels hold the content there, the others band it.
    @Test(arguments: [(ScrollPhysics.android, true), (.flutterClamping, true), (.iOS, false), (.gtk, false)])
    func dragPastTheEdge(profile: ScrollPhysics, holds: Bool) throws {
        let e = engine(profile, offset: 0, behavior: nil)
        try e.handle(.pointerDown(Point(x: 100, y: 40)), at: 0)
        try e.handle(.pointerMove(Point(x: 150, y: 40)), at: 0.05)
        try e.handle(.pointerMove(Point(x: 200, y: 40)), at: 0.10)
        if holds { #expect(e.offset == 0) } else { #expect(e.offset < -10) }
    }

    /// Under every profile a drag, its release and every frame to rest allocate nothing
    /// after warm-up.
    @Test(arguments: ScrollPhysics.all)
    func noAllocationFromDownToRest(profile: ScrollPhysics) throws {
        let e = engine(profile, offset: 500)
        func gesture(at start: Double) throws -> Double {
            var t = start
            try e.handle(.pointerDown(Point(x: 200, y: 40)), at: t)
            for k in 1...20 {
                t += 1.0 / 120
                try e.handle(.pointerMove(Point(x: 200 - Double(k * k) / 4, y: 40)), at: t)
            }
            try e.handle(.pointerUp(Point(x: 100, y: 40)), at: t)
            while e.phase != .idle { t += 1.0 / 120; try e.advance(to: t); e.removeAllEvents() }
            return t + 1
        }
        let t = try gesture(at: 0)   // warm-up
        e.removeAllEvents()
        let before = detent_thread_allocations()
        _ = try gesture(at: t)
        e.removeAllEvents()
        #expect(detent_thread_allocations() - before == 0, "\(profile.name)")
    }

    /// A configuration's profile can change; the tracker follows it.
    @Test func switchingTheProfile() throws {
        let e = engine(.iOS)
        #expect(e.tracker.strategy == .flutterLeastSquares)
        var c = e.configuration
        c.physics = .android
        try e.setConfiguration(c)
        #expect(e.tracker.strategy == .androidLeastSquares)
        c.physics.rubberBandCoefficient = -1
        #expect(throws: ScrollEngineError.self) { try e.setConfiguration(c) }
        c.physics = .flutterClamping
        c.physics.fling = .flutterClamping(friction: .nan)
        #expect(throws: ScrollEngineError.self) { try e.setConfiguration(c) }
    }
}

import Testing
@testable import Detent

/// The engine under the android profile keeps Android 12's stretch (``ScrollEngine/edgeStretch``)
/// as Android's scroll views feed their `EdgeEffect`: a fling stopped at an edge is absorbed at
/// the stop, a drag past an edge pulls it, the up lets it recede, a touch catches it, a release
/// while it shows flings it rather than the content. The reference picker: bounds 0 … 1000,
/// 280 pt wide, a target every 10 pt.
@Suite struct AndroidStretchTests {
    /// The stretch spring's damped frequency is written out: the same bits as ω·√(1 − ζ²).
    @Test func dampedFrequencyIsItsFormula() {
        let w = EdgeStretch.naturalFrequency, z = EdgeStretch.dampingRatio
        #expect(EdgeStretch.damped.bitPattern == (w * (1 - z * z).squareRoot()).bitPattern)
    }

    func engine(_ physics: ScrollPhysics = .android, offset: Double = 900,
                behavior: (any ScrollTargetBehavior)? = ClosestMultipleScrollTargetBehavior(step: 10)) -> ScrollEngine {
        try! ScrollEngine(configuration: referenceConfiguration(physics), behavior: behavior, offset: offset)
    }

    func move(_ e: ScrollEngine, to x: Double, at t: Double) throws {
        try e.handle(.pointerMove(Point(x: x, y: 40)), at: t)
    }

    /// 1000 pt/s from 900 would travel 194 pt: the spline stops dead on 1000 at the time it
    /// reaches it, and the stretch absorbs 13 × its speed there, rises, and recedes to exactly
    /// 0 at its end time, which the engine reports as its next event after the content rests.
    @Test func aFlingIntoTheEndStopsDeadAndStretches() throws {
        let e = engine()
        try e.fling(velocity: 1000, at: 0)
        let spline = SplineFling(position: 900, velocity: 1000)
        let stop = spline.time(toReach: 1000)!, speed = spline.velocity(at: stop.nextDown)
        #expect(e.restTime == stop && e.nextEventTime == stop)
        try e.advance(to: stop)
        #expect(e.offset == 1000 && e.velocity == 0 && e.isIdle)
        let s = e.edgeStretch
        #expect(s.edge == .trailing && s.extent == 280 && !s.isHeld)
        #expect(s.distance(at: stop) == 0 && s.velocity(at: stop) == 13 * speed)
        let end = try #require(s.endTime)
        #expect(e.nextEventTime == end && end > stop + 0.25 && end < stop + 0.26)
        var peak = 0.0, t = stop, frames = 0
        while let next = e.nextEventTime {
            t = Swift.min(next, t + 1.0 / 120)
            try e.advance(to: t)
            peak = Swift.max(peak, e.edgeStretch.distance(at: e.time))
            #expect(e.offset == 1000 && e.isIdle)
            frames += 1
        }
        #expect(e.time == end && e.edgeStretch.distance(at: e.time) == 0 && e.edgeStretch.scale(at: e.time) == 1)
        #expect(peak > 0.44 && peak < 0.45, "\(peak)")   // 636 pt/s at the stop, 0.117 s
        #expect(frames == Int(((end - stop) * 120).rounded(.up)))
    }

    /// The other profiles never stretch: flung into the end, dragged past it.
    @Test(arguments: [ScrollPhysics.iOS, .flutterBouncing, .flutterClamping, .gtk])
    func otherProfilesNeverStretch(profile: ScrollPhysics) throws {
        let e = engine(profile)
        try e.fling(velocity: 8000, at: 0)
        try e.settle(limit: 1000)
        try e.handle(.pointerDown(Point(x: 140, y: 40)), at: e.time + 1)
        for i in 1...20 { try move(e, to: 140 - 10 * Double(i), at: e.time + 0.008) }
        #expect(e.edgeStretch == .none)
        try e.handle(.pointerUp(Point(x: -60, y: 40)), at: e.time + 0.1)
        try e.settle(limit: 1000)
        #expect(e.edgeStretch == .none && e.nextEventTime == nil)
    }

    /// Dragging past the end pulls the stretch, the content held on the edge: its distance is
    /// the pointer's excess over the container (`onPullDistance`), capped at 1; moving back
    /// un-stretches first (from the cap at once), and the content scrolls once it is 0.
    @Test func aDragPastTheEndPulls() throws {
        let e = engine(offset: 1000)
        try e.handle(.pointerDown(Point(x: 200, y: 40)), at: 0)
        try move(e, to: 190, at: 0.01)            // past the slop (8): the drag starts here
        try move(e, to: 134, at: 0.02)            // 56 pt past the end
        #expect(e.offset == 1000 && e.edgeStretch.isHeld && e.edgeStretch.distance(at: e.time) == 0.2)
        try move(e, to: 162, at: 0.03)            // 28 back
        #expect(e.offset == 1000 && e.edgeStretch.distance(at: e.time) == 0.1)
        try move(e, to: -300, at: 0.04)           // 490 past: capped at 1
        #expect(e.offset == 1000 && e.edgeStretch.distance(at: e.time) == 1)
        try move(e, to: -272, at: 0.05)           // 28 back from the cap: at once
        #expect(e.edgeStretch.distance(at: e.time) == 0.9)
        try move(e, to: 20, at: 0.06)             // 252 back reaches 0, 40 more scroll
        #expect(e.edgeStretch == .none && e.offset == 960)
    }

    /// Held still, then let go: it recedes from rest where it was (`onRelease`); the content
    /// stays on the edge and rests. A touch on it while it recedes catches it where it is, until
    /// that pointer lets go.
    @Test func releaseRecedesAndATouchCatches() throws {
        let e = engine(offset: 1000)
        try e.handle(.pointerDown(Point(x: 200, y: 40)), at: 0)
        try move(e, to: 190, at: 0.01)
        try move(e, to: 106, at: 0.02)            // 84 pt: 0.3
        try e.handle(.pointerUp(Point(x: 106, y: 40)), at: 0.2)   // held still: no velocity
        var s = e.edgeStretch
        #expect(e.isIdle && e.offset == 1000 && !s.isHeld && s.distance(at: 0.2) == 0.3 && s.velocity(at: 0.2) == 0)
        let shown = s.distance(at: 0.25)
        #expect(shown > 0.05 && shown < 0.3 && e.nextEventTime == s.endTime)
        try e.handle(.pointerDown(Point(x: 100, y: 40)), at: 0.25)
        #expect(e.pointerCaughtMotion && e.edgeStretch.isHeld && e.nextEventTime == nil)
        try e.advance(to: 0.5)
        #expect(e.edgeStretch.distance(at: 0.5) == shown)
        try e.handle(.pointerUp(Point(x: 100, y: 40)), at: 0.6)
        s = e.edgeStretch
        #expect(!s.isHeld && s.distance(at: 0.6) == shown && s.endTime! > 0.6 && e.offset == 1000 && e.isIdle)
    }

    /// A caught stretch goes on being pulled by the drag that follows, from where it was caught.
    @Test func aDragPullsOnFromACaughtStretch() throws {
        let e = engine(offset: 1000)
        try e.fling(velocity: 600, at: 0)         // already at the end: absorbed at once
        #expect(e.edgeStretch.velocity(at: 0) == 13 * SplineFling(position: 1000, velocity: 600).velocity(at: 0))
        try e.handle(.pointerDown(Point(x: 200, y: 40)), at: 0.03)
        let caught = e.edgeStretch.distance(at: 0.03)
        #expect(caught > 0.2 && caught < 0.8 && e.edgeStretch.isHeld, "\(caught)")
        try move(e, to: 190, at: 0.04)            // the drag starts: nothing changes
        try move(e, to: 162, at: 0.05)            // 28 pt more
        #expect(abs(e.edgeStretch.distance(at: 0.05) - (caught + 0.1)) < 1e-12 && e.offset == 1000, "\(e.edgeStretch.distance(at: 0.05)) \(caught) \(e.offset)")
    }

    /// A release while it shows flings the stretch, not the content (`RecyclerView.fling`):
    /// toward the end it is absorbed; away from it, absorbed when the spline would travel less
    /// than the stretch, else the content flings and the stretch recedes from rest.
    @Test func aReleaseWhileStretchedFlingsTheStretch() throws {
        let toward = engine(offset: 1000)
        try toward.fling(velocity: 0.5, at: 0)    // below the minimum: nothing
        #expect(toward.edgeStretch == .none)
        try toward.handle(.pointerDown(Point(x: 200, y: 40)), at: 0)
        try move(toward, to: 190, at: 0.01)
        try move(toward, to: 134, at: 0.02)
        try toward.handle(.pointerUp(Point(x: 134, y: 40)), at: 0.2)
        try toward.fling(velocity: 600, at: 0.21)
        #expect(toward.isIdle && toward.offset == 1000)
        #expect(toward.edgeStretch.velocity(at: 0.21) == 600 * 13)

        // 0.5 of 280 = 140 pt: 300 pt/s travels 53 pt (absorbed), 1000 pt/s 194 pt (flung).
        for (v, absorbed) in [(-300.0, true), (-1000, false)] {
            let e = engine(offset: 1000)
            try e.handle(.pointerDown(Point(x: 200, y: 40)), at: 0)
            try move(e, to: 190, at: 0.01)
            try move(e, to: 50, at: 0.02)
            try e.handle(.pointerUp(Point(x: 50, y: 40)), at: 0.2)
            let d = e.edgeStretch.distance(at: 0.21)
            try e.fling(velocity: v, at: 0.21)
            #expect(e.isIdle == absorbed && e.edgeStretch.distance(at: 0.21) == d)
            #expect(e.edgeStretch.velocity(at: 0.21) == (absorbed ? v * 13 : e.edgeStretch.velocity(at: 0.21)))
            if !absorbed { #expect(e.phase == .decelerating && e.velocity < 0) }
        }
    }

    /// 300 random gestures (drags and flings toward either end and past it, touches, scripted
    /// flings, resizes), the same on two engines, one with frames at 30 Hz and one at 240 Hz:
    /// the stretch is the same value at every input, finite, 0 … 1 of the container, its scale
    /// 1 … 1.032, at rest 0 by its end time, and some gestures stretch at each end.
    @Test(arguments: [UInt64(1), 2, 3])
    func randomGesturesKeepTheStretchSane(seed: UInt64) throws {
        var g = SeededGenerator(seed: seed)
        let a = engine(offset: 500), b = engine(offset: 500)
        var t = 0.0, ends: Set<EdgeStretch.Edge> = []
        func frames(to end: Double) throws {
            for (e, fps) in [(a, 30.0), (b, 240.0)] {
                var k = (e.time * fps).rounded(.down) + 1
                while k / fps < end { try e.advance(to: k / fps); k += 1 }
                try e.advance(to: end)
            }
        }
        func both(_ input: ScrollInput) throws {
            try a.handle(input, at: t)
            try b.handle(input, at: t)
        }
        for _ in 0..<300 {
            t += Double.random(in: 0.01...0.4, using: &g)
            try frames(to: t)
            switch Int.random(in: 0...5, using: &g) {
            case 0...2:
                let dx = Double.random(in: -60...60, using: &g)
                try both(.pointerDown(Point(x: 140, y: 40)))
                for i in 1...Int.random(in: 2...20, using: &g) {
                    t += 1.0 / 120
                    try frames(to: t)
                    try both(.pointerMove(Point(x: 140 + dx * Double(i), y: 40)))
                }
                t += Double.random(in: 0...0.1, using: &g)
                try frames(to: t)
                try both(.pointerUp(Point(x: 140 + dx * 20, y: 40)))
            case 3:
                let v = Double.random(in: -9000...9000, using: &g)
                try a.fling(velocity: v, at: t)
                try b.fling(velocity: v, at: t)
            case 4:
                try both(.resize(Size(width: Double.random(in: 100...600, using: &g).rounded(), height: 80)))
            default:
                try both(.pointerDown(Point(x: 140, y: 40)))
                t += Double.random(in: 0...0.2, using: &g)
                try frames(to: t)
                try both(.pointerUp(Point(x: 140, y: 40)))
            }
            #expect(a.edgeStretch == b.edgeStretch && a.offset == b.offset)
            let s = a.edgeStretch, d = s.distance(at: t)
            #expect(d >= 0 && d <= 1 && s.scale(at: t) >= 1 && s.scale(at: t) <= EdgeStretch.scale(forDistance: 1))
            #expect(s.velocity(at: t).isFinite && (s.endTime.map { $0.isFinite } ?? true))
            if let end = s.endTime { #expect(s.distance(at: end) == 0) }
            if d > 0 { ends.insert(s.edge) }
        }
        #expect(ends == [.leading, .trailing])
    }

    /// The same inputs give the same stretch, bit for bit, whatever the frames between them:
    /// a drag past the start released moving (absorbed), a fling into the end (absorbed at the
    /// stop), a touch that catches it, a release.
    @Test func sameBitsAtAnyFrameRate() throws {
        func run(fps: Double) throws -> [EdgeStretch] {
            let e = engine(offset: 40)
            var seen: [EdgeStretch] = []
            func frames(until t: Double) throws {
                var k = (e.time * fps).rounded(.down) + 1
                while k / fps < t { try e.advance(to: k / fps); k += 1 }
                try e.advance(to: t)
                seen.append(e.edgeStretch)
            }
            try e.handle(.pointerDown(Point(x: 100, y: 40)), at: 0)
            for i in 1...12 { try frames(until: Double(i) * 0.008); try move(e, to: 100 + 12 * Double(i), at: e.time) }
            try e.handle(.pointerUp(Point(x: 244, y: 40)), at: 0.1)
            seen.append(e.edgeStretch)
            try frames(until: 0.6)
            try e.fling(velocity: 8000, at: 0.6)
            try frames(until: 0.8)
            try e.handle(.pointerDown(Point(x: 100, y: 40)), at: 0.8)
            try frames(until: 1.3)
            try e.handle(.pointerUp(Point(x: 100, y: 40)), at: 1.3)
            try frames(until: 2)
            seen.append(e.edgeStretch)
            return seen
        }
        let a = try run(fps: 30), b = try run(fps: 120), c = try run(fps: 1000)
        #expect(a == b && b == c)
        #expect(a.contains { $0.edge == .leading && !$0.isHeld } && a.contains { $0.edge == .trailing && $0.isHeld })
    }
}

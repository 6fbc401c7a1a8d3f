import Testing
@testable import Detent

/// Paging as the platforms page (issue 23): the page nearest the release, or the next one a
/// fling points to; settled within 1.2 s at any velocity up to the maximum, from any start,
/// on every profile; the rest time continuous in the velocity; no crawl below 5 pt/s.
/// The reference picker: pages of 280 pt, bounds 0…1000.
@Suite struct PagingSweepTests {
    struct Run { var target: Double, rest: Double, creep: Double, maxSpeed: Double }

    /// Releases a paging picker at `from` with `v` on `physics`, sampled every millisecond.
    func run(_ physics: ScrollPhysics, from: Double, velocity v: Double) throws -> Run {
        let e = try ScrollEngine(configuration: referenceConfiguration(physics), behavior: .paging, offset: from)
        try e.fling(velocity: v, at: 0)
        var k = 0, slow = 0, fastest = 0.0
        let rest = e.restTime ?? 0
        while !e.isIdle && k < 10_000 {
            k += 1
            try e.advance(to: Double(k) / 1000)
            if !e.isIdle && abs(e.velocity) < 5 && k > 20 { slow += 1 }
            fastest = Swift.max(fastest, abs(e.velocity))
        }
        #expect(e.isIdle)
        return Run(target: e.offset, rest: rest, creep: Double(slow) / 1000, maxSpeed: fastest)
    }

    /// Flutter's `_getTargetPixels` rule, symmetric: nearest page at rest, the next page
    /// boundary in the fling's direction for a fling (≥ 50 pt/s), clamped to 0…1000.
    func expectedPage(from x: Double, velocity v: Double) -> Double {
        let p = x / 280
        let index = abs(v) < 50 ? p.rounded() : v > 0 ? p.rounded(.down) + 1 : p.rounded(.up) - 1
        return Swift.min(1000, Swift.max(0, index * 280))
    }

    @Test func theSweep() throws {
        let starts = [303.0, 130, 0, 280, 421, 560, 700, 990, 1000]
        let velocities = stride(from: -1500.0, through: 1500, by: 25).map { $0 }
            + stride(from: 1750.0, through: 8000, by: 250).flatMap { [-$0, $0] }
        var worstRest = 0.0, worstJump = 0.0, worstCreep = 0.0
        for physics in ScrollPhysics.all {
            var rest = 0.0, jump = 0.0, creep = 0.0
            for from in starts {
                var previous: (v: Double, run: Run)?
                for v in velocities {
                    let r = try run(physics, from: from, velocity: v)
                    #expect(r.target == expectedPage(from: from, velocity: v), "\(physics.name) from \(from) at \(v)")
                    // A fling outward from a page at an edge is no paging fling but the edge's
                    // bounce or clamp (Flutter's PageScrollPhysics defers to its parent there).
                    if (from == 0 && v < 0) || (from == 1000 && v > 0) { previous = nil; continue }
                    rest = Swift.max(rest, r.rest)
                    creep = Swift.max(creep, r.creep)
                    // Continuity: neighbouring flings (25 pt/s apart, both flings) onto the same page.
                    if let p = previous, p.run.target == r.target, abs(p.v - v) <= 25, abs(p.v) >= 50 {
                        jump = Swift.max(jump, abs(p.run.rest - r.rest))
                    }
                    previous = (v, r)
                }
            }
            print("paging \(physics.name): worst rest \(rest) s, rest-time jump \(jump) s per 25 pt/s, creep \(creep) s")
            #expect(rest <= 1.2, "\(physics.name)")
            #expect(creep <= 0.15, "\(physics.name)")
            #expect(jump <= 0.06, "\(physics.name)")
            worstRest = Swift.max(worstRest, rest); worstJump = Swift.max(worstJump, jump)
            worstCreep = Swift.max(worstCreep, creep)
        }
        print("paging sweep: worst rest \(worstRest) s, jump \(worstJump) s, creep \(worstCreep) s")
    }

    /// The cases: slow flicks no longer crawl (4.05 s and 3.33 s before), and
    /// Flutter's page spring settles them as `PageScrollPhysics` does (0.73–0.79 s).
    @Test func slowFlicksSettlePromptly() throws {
        let ios60 = try run(.iOS, from: 130, velocity: 60), ios234 = try run(.iOS, from: 303, velocity: 234.3)
        #expect(ios60.target == 280 && ios60.rest < 0.6)
        #expect(ios234.target == 560 && ios234.rest < 0.6)
        let android = try run(.android, from: 130, velocity: 60)
        #expect(android.target == 280 && android.rest < 0.6)
        for (from, v) in [(130.0, 60.0), (303, 234.3)] {
            let f = try run(.flutterBouncing, from: from, velocity: v)
            #expect(f.rest > 0.6 && f.rest < 0.85, "\(from) \(v): \(f.rest)")
        }
    }

    /// A slow drag across three pages, held, then released about 850 pt in lands on the
    /// nearest page, 840 (it flew back to page 1 at 3,900 pt/s).
    @Test func aHeldDragAcrossPagesLandsOnTheNearestPage() throws {
        for physics in [ScrollPhysics.iOS, .android, .flutterBouncing] {
            let e = try ScrollEngine(configuration: referenceConfiguration(physics), behavior: .paging, offset: 0)
            var t = 1.0
            try e.handle(.pointerDown(Point(x: 300, y: 40)), at: t)
            for k in 1...85 {
                t += 0.05
                try e.handle(.pointerMove(Point(x: 300 - Double(k) * 10, y: 40)), at: t)
            }
            t += 0.3   // held still
            try e.handle(.pointerMove(Point(x: -550, y: 40)), at: t)
            try e.handle(.pointerUp(Point(x: -550, y: 40)), at: t)
            var fastest = 0.0
            while !e.isIdle { t += 0.004; try e.advance(to: t); fastest = Swift.max(fastest, abs(e.velocity)) }
            #expect(e.offset == 840, "\(physics.name)")
            #expect(fastest < 400, "\(physics.name): \(fastest) pt/s")
        }
    }
}

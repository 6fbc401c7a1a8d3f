import Testing
@testable import Detent
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The release-speed property over random pickers, behaviours, profiles and snap springs (where
/// `ReleaseSpeedPropertyTests` uses the reference picker).
@Suite struct ReleaseSpeedPropertyTestsOverPickers {
    /// Random pickers (steps, counts, sizes), behaviours, profiles, snap springs, release
    /// positions (inside and past either edge) and velocities from the minimum fling speed to
    /// past the maximum: the planned motion's speed, sampled every millisecond and around its
    /// pieces, never exceeds the fling velocity, and it rests exactly on the target.
    @Test func everyFlingKeepsUnderItsVelocityAndRestsOnItsTarget() throws {
        var rng = SeededGenerator(seed: 0xF11_6)
        var longest = 0.0, longestCase = "", longestPast = 0.0
        var kinds: [String: Int] = [:]
        for _ in 0..<2500 {
            let physics = ScrollPhysics.all.randomElement(using: &rng)!
            let step = [1.0, 3.7, 10, 25, 80, 333].randomElement(using: &rng)!
            let count = Int.random(in: 2...400, using: &rng)
            let extent = Double.random(in: 30...700, using: &rng).rounded()
            let upper = step * Double(count - 1)
            var c = ScrollEngine.Configuration(containerSize: Size(width: extent, height: 80),
                                               contentSize: Size(width: upper + extent, height: 80),
                                               bounds: 0...upper, targets: .uniform(first: 0, step: step, count: count))
            c.physics = physics
            c.snapSpring = [Spring.snappy, Spring(duration: 0.5, bounce: 0.3), Spring(duration: 0.3, bounce: -0.5)]
                .randomElement(using: &rng)!
            let behaviors: [any ScrollTargetBehavior] = [ClosestMultipleScrollTargetBehavior(step: step),
                                                         PagingScrollTargetBehavior(), ViewAlignedScrollTargetBehavior()]
            let b = Int.random(in: 0..<behaviors.count, using: &rng)
            let x: Double = switch Int.random(in: 0...5, using: &rng) {
            case 0: -Double.random(in: 0...(extent / 2), using: &rng)
            case 1: upper + Double.random(in: 0...(extent / 2), using: &rng)
            case 2: (Double(Int.random(in: 0..<count, using: &rng)) * step)
            default: Double.random(in: 0...upper, using: &rng)
            }
            let minimum = physics.minimumFlingSpeed
            let speed = minimum * exp(Double.random(in: 0...log(1.2 * physics.maximumFlingSpeed / minimum), using: &rng))
            let release = Bool.random(using: &rng) ? speed : -speed
            let e = try ScrollEngine(configuration: c, behavior: behaviors[b], offset: x)
            try e.fling(velocity: release, at: 0)
            let v = ProfilePlanner(configuration: c).flingVelocity(release: release, at: x)
            // Past an edge of a profile that clamps (no rubber band) the content moves at 0: a
            // snap, not a fling.
            guard let m = e.activity.motion, v != 0 else { continue }
            let label = "\(physics.name) step \(step) × \(count) in \(extent) pt, \(type(of: behaviors[b])), from \(x) at \(release) (v \(v))"
            let kind = switch m.motion {
            case .deceleration: "deceleration"; case .spring: "spring"; case .bounce: "bounce"
            case .spline: "spline"; case .clamping: "clamping"; case .glide: "glide"; case .turnBack: "turn back"
            case .custom: "custom"
            }
            kinds[kind, default: 0] += 1
            // Content past an edge returns no faster than the return-speed limit (the release
            // before the band's slope, or the edge's pull from rest there); everything else
            // keeps under v.
            // A paging release springs onto its page (at most one page past the nearest,
            // so within 1.5 pages) as the platforms' pagers do: the page spring's pull over that
            // distance comes on top of v (``ProfilePlanner/pageSpeedLimit(release:distance:)``).
            let planner = ProfilePlanner(configuration: c)
            // Past a bouncing edge heading in too (issue 33), as Flutter's `PageScrollPhysics`.
            let pages = b == 1 && planner.landsOnPage(from: x, velocity: v)
            if pages { #expect(abs(m.restPosition - x) <= 1.5 * extent + 1e-9, "\(label)") }
            let bound = pages ? planner.pageSpeedLimit(release: v, distance: abs(m.restPosition - x))
                : c.rubberBand.isOutside(x) ? planner.returnSpeedLimit(at: x, release: Swift.min(abs(release), physics.maximumFlingSpeed))
                : abs(v)
            let peak = sampledPeakSpeed(m.motion, every: 1e-3)
            #expect(peak <= bound * (1 + 1e-9), "\(label): \(kind) reaches \(peak) pt/s")
            #expect(m.motion.position(at: m.motion.endTime) == m.restPosition)
            #expect(m.motion.position(at: 0) == x, "\(label)")
            if b != 1 {
                #expect(m.restPosition == c.targets.offset(at: c.targets.closestIndex(to: m.restPosition)), "\(label)")
            }
            if m.motion.endTime > longest && !c.rubberBand.isOutside(x) { longest = m.motion.endTime; longestCase = label }
            longestPast = Swift.max(longestPast, c.rubberBand.isOutside(x) ? m.motion.endTime : 0)
        }
        print("flings over random pickers: \(kinds.sorted { $0.key < $1.key }); longest rest \(longest) s released inside (\(longestCase)), \(longestPast) s past an edge")
        // (Paging springs onto its page since issue 23: the glides are the snapping behaviours'.)
        #expect(kinds["glide", default: 0] > 20 && kinds["turn back", default: 0] > 50)
        // Slow flings glide to far pages for seconds; content creeping back from far past an
        // edge at the band's slowed speed for longer.
        #expect(longest < 20 && longestPast < 60)
    }
}

import Testing
@testable import Detent

/// What users feel (issue 8): each test sweeps the parameter densely and fails on the old engine.

extension ScrollEngine {
    /// Advances in steps of `dt` until the engine rests, returning the largest speed and the
    /// largest and smallest offsets seen (the rest included).
    func sample(every dt: Double, limit: Double = 30) throws -> (maxSpeed: Double, maxOffset: Double, minOffset: Double) {
        var maxSpeed = abs(velocity), hi = offset, lo = offset
        let t0 = time
        while !isIdle && time < t0 + limit {
            try advance(to: time + dt)
            maxSpeed = Swift.max(maxSpeed, abs(velocity))
            hi = Swift.max(hi, offset)
            lo = Swift.min(lo, offset)
        }
        return (maxSpeed, hi, lo)
    }
}

@Suite struct TrackpadFeelTests {
    /// A swipe at `speed` pt/s: 12 deltas 8 ms apart from offset 200. Returns the time of the last.
    func swipe(_ e: ScrollEngine, speed: Double, start: Double = 1) throws -> Double {
        var t = start
        for _ in 0..<12 {
            try e.handle(.wheel(dx: speed * 0.008, dy: 0, precise: true), at: t)
            t += 0.008
        }
        return t - 0.008
    }

    @Test func aLiftMovesOnWithoutAStallAndTravelsAsFarAsAPointerFling() throws {
        var worstJump = 0.0
        for speed in stride(from: 150.0, through: 4000, by: 50) {
            let e = referenceEngine(offset: 200)
            let lift = try swipe(e, speed: speed)
            let v0 = e.velocity, x0 = e.offset
            #expect(abs(v0 - speed) < 1e-6 * speed)
            // Every millisecond after the lift the content moves on (no stalled frame), and
            // the velocity readout is continuous with the finger's.
            var previous = x0
            for k in 1...100 {
                try e.advance(to: lift + Double(k) * 0.001)
                #expect(e.offset > previous, "stalled \(k) ms after a lift at \(speed) pt/s")
                previous = e.offset
                if k == 1 { worstJump = Swift.max(worstJump, abs(e.velocity - v0) / v0) }
            }
            try e.settle()
            // The same distance as a pointer fling of that velocity from the lift.
            let p = referenceEngine(offset: x0)
            try p.fling(velocity: v0, at: 0)
            try p.settle()
            #expect(e.offset == p.offset, "trackpad \(e.offset) vs pointer \(p.offset) at \(speed) pt/s")
            #expect(e.phaseChanges.map(\.to) == [.interacting, .decelerating, .idle])
        }
        // 1 ms of deceleration at 0.998/ms: the readout changes by 0.2 %, not 9.5 %.
        #expect(worstJump < 0.003)
    }

    @Test func aSlowDragWithADeltaEvery60msIsOneGesture() throws {
        for gap in [0.02, 0.04, 0.06, 0.08, 0.095] {
            let e = referenceEngine(offset: 300)
            var t = 1.0
            for _ in 0..<20 {
                try e.handle(.wheel(dx: 3, dy: 0, precise: true), at: t)
                try e.advance(to: t + gap / 2)
                t += gap
            }
            try e.settle()
            #expect(e.phaseChanges.filter { $0.to == .interacting }.count == 1, "gap \(gap)")
            #expect(e.offset == (e.offset / 10).rounded() * 10)
        }
    }

    @Test func aNewTouchWhileCoastingContinuesFromWhereTheContentIs() throws {
        let e = referenceEngine(offset: 200)
        let lift = try swipe(e, speed: 2000)
        try e.advance(to: lift + 0.07)
        let shown = e.offset
        try e.handle(.wheel(dx: 1, dy: 0, precise: true), at: lift + 0.07)
        #expect(abs(e.offset - (shown + 1)) < 1e-9)
        #expect(e.phaseChanges.filter { $0.to == .interacting }.count == 1)
    }
}

@Suite struct EdgeFeelTests {
    /// Flicked back inward from past an edge: the motion starts with the banded release
    /// velocity and never outruns the return-speed limit (the release, or the edge's pull on
    /// content at rest there: a slow flick comes back as quickly as a release at rest).
    @Test func aFlickBackFromPastAnEdgeNeverOutrunsTheReturnSpeedLimit() throws {
        let band = RubberBand(dimension: 280, bounds: 0...1000)
        let planner = ProfilePlanner(configuration: referenceConfiguration())
        var checked = 0
        for past in stride(from: 1.0, through: 150, by: 7) {
            for speed in stride(from: 100.0, through: 4000, by: 50) {
                for side in [1.0, -1.0] {
                    let x = side > 0 ? 1000 + past : -past
                    let e = referenceEngine(offset: x)
                    try e.fling(velocity: -side * speed, at: 0)
                    let released = speed * band.slope(atDisplayed: x)
                    #expect(abs(abs(e.velocity) - released) < 1e-9 * released)
                    let s = try e.sample(every: 0.004)
                    let limit = planner.returnSpeedLimit(at: x, release: speed)
                    #expect(s.maxSpeed <= limit * (1 + 1e-12), "from \(x) at \(speed): \(s.maxSpeed) > \(limit)")
                    #expect(e.offset == (e.offset / 10).rounded() * 10)
                    #expect(e.offset >= 0 && e.offset <= 1000)
                    checked += 1
                }
            }
        }
        #expect(checked > 3000)
    }

    @Test func aPointerReleaseAndAFlingPastAnEdgeStartAlike() throws {
        // Drag past the end, flick back inward and release; a fling with the same estimate
        // from the same place starts with the same banded velocity.
        let h = referenceEngine(offset: 900)
        try h.handle(.pointerDown(Point(x: 400, y: 40)), at: 0)
        var t = 0.0
        for p in [380.0, 300, 200, 100, 90, 92, 96, 100] {
            t += 0.008
            try h.handle(.pointerMove(Point(x: p, y: 40)), at: t)
        }
        let releaseOffset = h.offset
        #expect(releaseOffset > 1000)
        try h.handle(.pointerUp(Point(x: 100, y: 40)), at: t)
        let leaving = try #require(h.phaseChanges.last { $0.from == .interacting })
        let f = referenceEngine(offset: releaseOffset)
        try f.fling(velocity: leaving.velocity, at: t)
        #expect(h.velocity != 0)
        #expect(abs(h.velocity - f.velocity) <= 1e-12 * abs(h.velocity))
    }

    @Test func aHardFlingIntoAnEndOvershootsAtMostAQuarterOfTheContainer() throws {
        var worst = 0.0, worstAt = (0.0, 0.0)
        for start in [0.0, 10, 50, 80, 90, 95, 98, 99, 100] {
            for speed in stride(from: 200.0, through: 8000, by: 100) {
                for side in [1.0, -1.0] {
                    let x = side > 0 ? start * 10 : 1000 - start * 10
                    let e = referenceEngine(offset: x)
                    try e.fling(velocity: side * speed, at: 0)
                    let s = try e.sample(every: 0.001)
                    let overshoot = side > 0 ? s.maxOffset - 1000 : -s.minOffset
                    if overshoot > worst { worst = overshoot; worstAt = (x, side * speed) }
                    #expect(s.maxSpeed <= speed * (1 + 1e-12))
                    #expect(e.offset == (e.offset / 10).rounded() * 10)
                }
            }
        }
        #expect(worst <= 0.25 * 280, "overshoot \(worst) pt from \(worstAt.0) at \(worstAt.1) pt/s")
        print("hard flings into an end: largest overshoot \(worst) pt (from \(worstAt.0) at \(worstAt.1) pt/s)")
        #expect(worst > 60)   // the cap is what bounds it
        // 8000 pt/s from value 99: at most 70 pt past the end (was 187 pt).
        let e = referenceEngine(offset: 990)
        try e.fling(velocity: 8000, at: 0)
        #expect(try e.sample(every: 0.0005).maxOffset <= 1070)
    }

    @Test func destinationsJustPastAnEdgeAreContinuousInTheReleaseVelocity() throws {
        // Release velocities 0.1 pt/s apart, from 10 pt/s below the one whose natural
        // destination is the edge to 20 above (where the fling reaches the edge at the 5 pt/s
        // end speed and starts to bounce), for every profile, from several values, toward
        // either end: the rest time and the peak speed have no jumps.
        var worstRest = 0.0, worstPeak = 0.0, worstAt = ""
        for physics in ScrollPhysics.all {
            var c = referenceConfiguration()
            c.physics = physics
            for value in [0.0, 50, 90, 98] {
                for side in [1.0, -1.0] {
                    let x = side > 0 ? value * 10 : 1000 - value * 10
                    let edge = side > 0 ? 1000.0 : 0
                    // The speed whose natural destination is the edge (bisection: it grows with v).
                    var lo = 0.0, hi = 100_000.0
                    for _ in 0..<200 {
                        let mid = (lo + hi) / 2
                        if abs(physics.fling.naturalDestination(position: x, velocity: side * mid) - x) < abs(edge - x) {
                            lo = mid
                        } else { hi = mid }
                    }
                    var previous: (rest: Double, peak: Double)?
                    for i in 0...300 {
                        let v = side * (lo - 10 + Double(i) * 0.1)
                        guard abs(v) >= physics.minimumFlingSpeed else { continue }
                        let e = try ScrollEngine(configuration: c, behavior: ClosestMultipleScrollTargetBehavior(step: 10), offset: x)
                        try e.fling(velocity: v, at: 0)
                        let m = try #require(e.activity.motion?.motion)
                        let peak = sampledPeakSpeed(m, every: 0.002)
                        #expect(peak <= abs(v) * (1 + 1e-9), "\(physics) from \(x) at \(v)")
                        #expect(m.restPosition == edge || abs(m.restPosition - edge) == 10)
                        if let p = previous {
                            let dr = abs(m.endTime - p.rest), dp = abs(peak - p.peak)
                            if dr > worstRest { worstRest = dr; worstAt = "\(physics) from \(x) at \(v)" }
                            worstPeak = Swift.max(worstPeak, dp)
                        }
                        previous = (m.endTime, peak)
                    }
                }
            }
        }
        print("destinations just past an edge: largest step in rest time \(worstRest) s (\(worstAt)), in peak speed \(worstPeak) pt/s")
        // The old engine jumped from 2.66 s to 0.75 s (a snap spring from far, 3300 pt/s), then
        // by 0.186 s where the bounce spring carried 1 pt/s past the edge (its settling ignored
        // the overshoot's hump below that speed). Now: 0.073 s at most, GTK from value 2 at
        // 85.3 pt/s, where the overshoot reaches the 0.01 pt tolerance and the end grows as a
        // square root of the speed above it (continuous: see the finer sweep below). The peak
        // speed is the release's, 0.1 pt/s apart.
        #expect(worstRest < 0.08, "rest time jumps by \(worstRest) s at \(worstAt)")
        #expect(worstPeak < 0.1 + 1e-9, "peak speed jumps by \(worstPeak) pt/s")
        // Ten times finer there: the steps shrink (a jump would not), as √10.
        var c = referenceConfiguration()
        c.physics = .gtk
        func largestStep(_ dv: Double) throws -> Double {
            var worst = 0.0, previous: Double?
            for i in 0...Int((1 / dv).rounded()) {
                let e = try ScrollEngine(configuration: c, behavior: ClosestMultipleScrollTargetBehavior(step: 10), offset: 20)
                try e.fling(velocity: -85 - Double(i) * dv, at: 0)
                let rest = try #require(e.restTime)
                if let p = previous { worst = Swift.max(worst, abs(rest - p)) }
                previous = rest
            }
            return worst
        }
        let coarse = try largestStep(0.1), fine = try largestStep(0.01)
        #expect(fine < coarse / 2.5, "steps \(coarse) s at 0.1 pt/s, \(fine) s at 0.01 pt/s")
    }
}

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

@Suite struct ContentChangeTests {
    @Test func finerTargetsAtRestAreOneProgrammaticChange() throws {
        let e = referenceEngine(offset: 50)
        try e.setContent(contentSize: Size(width: 1002, height: 80), bounds: 0...1000,
                         targets: .uniform(first: 0, step: 1, count: 1001))
        #expect(e.selectionChanges == [SelectionChange(from: 5, to: 50, time: 0, cause: .programmatic)])
        #expect(e.selectedIndex == 50)
    }

    @Test func crossingsRestartInTheNewIndexSpaceDuringAMotion() throws {
        for when in stride(from: 0.05, through: 1.5, by: 0.05) {
            let e = referenceEngine()
            try e.fling(velocity: 1000, at: 0)
            try e.advance(to: when)
            e.removeAllEvents()
            try e.setContent(contentSize: Size(width: 1002, height: 80), bounds: 0...1000,
                             targets: .uniform(first: 0, step: 5, count: 201))
            try e.settle()
            let changes = e.selectionChanges
            #expect(zip(changes, changes.dropFirst()).allSatisfy { $0.to == $1.from && $0.time <= $1.time })
            #expect(changes.allSatisfy { (0...200).contains($0.to) })
            #expect(e.selectedIndex == e.configuration.targets.closestIndex(to: e.offset))
            #expect(e.offset == (e.offset / 5).rounded() * 5)
        }
    }
}

@Suite struct OutputSignTests {
    @Test func noNegativeZero() throws {
        let e = referenceEngine(behavior: PagingScrollTargetBehavior(), offset: 0)
        try e.fling(velocity: -60, at: 0)
        try e.settle()
        #expect(e.offset == 0 && e.offset.sign == .plus)
        #expect(e.velocity.sign == .plus)
        var rng = SeededGenerator(seed: 99)
        for _ in 0..<500 {
            let f = referenceEngine(offset: Double(Int.random(in: 0...3, using: &rng)) * 10)
            try f.fling(velocity: Double.random(in: -300...100, using: &rng), at: 0)
            try f.settle()
            #expect(f.offset.sign == .plus || f.offset != 0)
            #expect(f.events.allSatisfy { if case let .phase(p) = $0 { p.velocity != 0 || p.velocity.sign == .plus } else { true } })
        }
    }
}

@Suite struct ReleaseSpeedPropertyTests {
    /// 10,000 random drags: after any fling release, the speed sampled every 2 ms never exceeds
    /// the speed the content is released with (the fling speed, times the rubber band's slope
    /// past an edge); a spring pulling content back from past an edge is the one exception
    /// (it starts from rest or moving away).
    @Test func speedNeverExceedsTheReleaseSpeed() throws {
        var rng = SeededGenerator(seed: 0x5EED)
        let band = RubberBand(dimension: 280, bounds: 0...1000)
        var checked = 0
        for _ in 0..<10_000 {
            let e = referenceEngine(offset: Double(Int.random(in: 0...100, using: &rng)) * 10)
            var t = 0.0, x = 140.0
            let v = Double.random(in: -5000...5000, using: &rng)
            try e.handle(.pointerDown(Point(x: x, y: 40)), at: t)
            for _ in 0..<Int.random(in: 3...12, using: &rng) {
                let dt = Double(Int.random(in: 4_000...17_000, using: &rng)) / 1_000_000
                t += dt
                x += v * dt
                try e.handle(.pointerMove(Point(x: x, y: 40)), at: t)
            }
            try e.handle(.pointerUp(Point(x: x, y: 40)), at: t)
            guard let leaving = e.phaseChanges.last(where: { $0.from == .interacting }) else { continue }
            let release = e.offset
            var speed = abs(leaving.velocity) < 50 ? 0 : Swift.min(8000, abs(leaving.velocity))
            speed *= band.slope(atDisplayed: release)
            let inward = release > 1000 ? e.velocity < 0 : release < 0 ? e.velocity > 0 : true
            let s = try e.sample(every: 0.002)
            if speed > 0 && inward {
                #expect(s.maxSpeed <= speed * (1 + 1e-12), "released at \(release) with \(speed): \(s.maxSpeed)")
                checked += 1
            }
            #expect(e.offset == (e.offset / 10).rounded() * 10)
        }
        #expect(checked > 5000)
    }
}

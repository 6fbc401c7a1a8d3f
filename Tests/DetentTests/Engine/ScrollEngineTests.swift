import Testing
@testable import Detent
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

@Suite struct RandomGestureTests {
    /// 10,000 random drags and flings on the reference picker end exactly on a multiple of 10,
    /// with no velocity jump at release, and a retargeted deceleration never speeds up.
    @Test func randomGesturesRestExactlyOnTheGrid() throws {
        var rng = SeededGenerator(seed: 0xDE7E17)
        let band = RubberBand(dimension: 280)
        var retargeted = 0, springs = 0, bounces = 0
        for _ in 0..<10_000 {
            let start = Double(Int.random(in: 0...100, using: &rng)) * 10  // at rest on the grid
            let e = referenceEngine(offset: start)
            let samples = Int.random(in: 3...14, using: &rng)
            let speed = Double.random(in: -4000...4000, using: &rng)
            let accel = Double.random(in: -20000...20000, using: &rng)
            var t = Double.random(in: 0...1, using: &rng)
            t = (t * 1_000_000).rounded() / 1_000_000
            var x = 140.0
            try e.handle(.pointerDown(Point(x: x, y: 40)), at: t)
            var v = speed
            for _ in 0..<samples {
                let dt = Double(Int.random(in: 4_000...17_000, using: &rng)) / 1_000_000
                t += dt
                v += accel * dt
                x += v * dt
                try e.handle(.pointerMove(Point(x: x, y: 40)), at: t)
            }
            if Bool.random(using: &rng) { t += Double(Int.random(in: 0...60_000, using: &rng)) / 1_000_000 }
            e.removeAllEvents()
            try e.handle(.pointerUp(Point(x: x, y: 40)), at: t)
            let releaseOffset = e.offset
            // The release velocity as reported, and what the motion must start with.
            if let leaving = e.phaseChanges.first(where: { $0.from == .interacting }) {
                var expected = abs(leaving.velocity) < 50 ? 0 : Swift.max(-8000, Swift.min(8000, leaving.velocity))
                if releaseOffset < 0 || releaseOffset > 1000 {
                    let edge = releaseOffset < 0 ? 0.0 : 1000.0
                    expected *= band.slope(atExcess: band.excess(forOffset: releaseOffset - edge))
                }
                #expect(abs(e.velocity - expected) < 1e-6, "Δv at release: \(expected) → \(e.velocity)")
                let startSpeed = abs(e.velocity)
                if let end = e.restTime {
                    // Sample the motion. A deceleration is told from a spring by its shape, not
                    // its speed: its speed is v0·e^(k·t), so ln|v| is linear in t. A retargeted
                    // deceleration must then never exceed the release speed.
                    let isDeceleration = e.phase == .decelerating
                    var maxSpeed = 0.0
                    var logSpeeds: [(t: Double, ln: Double)] = []
                    let t0 = t
                    for k in 1...50 {
                        let tk = t0 + (end - t0) * Double(k) / 50
                        try e.advance(to: tk)
                        maxSpeed = Swift.max(maxSpeed, abs(e.velocity))
                        if k < 50, e.velocity != 0 { logSpeeds.append((tk, log(abs(e.velocity)))) }
                    }
                    var exponential = logSpeeds.count >= 3
                    if exponential, let a = logSpeeds.first, let b = logSpeeds.last, b.t > a.t {
                        let slope = (b.ln - a.ln) / (b.t - a.t)
                        exponential = logSpeeds.allSatisfy { abs(a.ln + slope * ($0.t - a.t) - $0.ln) < 1e-6 }
                    }
                    if isDeceleration && releaseOffset >= 0 && releaseOffset <= 1000 && expected != 0 {
                        if exponential {
                            retargeted += 1
                            #expect(maxSpeed <= startSpeed * (1 + 1e-12), "a retargeted deceleration sped up: \(startSpeed) → \(maxSpeed)")
                        } else { springs += 1 }
                    } else { bounces += 1 }
                }
            }
            try e.settle()
            #expect(e.phase == .idle)
            let rest = e.offset
            #expect(rest >= 0 && rest <= 1000)
            #expect(rest == (rest / 10).rounded() * 10, "rests on a multiple of 10: \(rest)")
        }
        // The sample exercises every kind of motion.
        #expect(retargeted > 1000)
        #expect(springs + bounces > 100)
    }

    @Test func retargetedDecelerationNeverExceedsTheReleaseSpeed() throws {
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<2000 {
            let start = Double(Int.random(in: 0...100, using: &rng)) * 10
            let v = Double.random(in: -3000...3000, using: &rng)
            let e = referenceEngine(offset: start)
            try e.fling(velocity: v, at: 0)
            guard let end = e.restTime else { continue }
            for k in 1...40 {
                try e.advance(to: end * Double(k) / 40)
                if e.offset >= 0 && e.offset <= 1000 && e.configuration.bounds.contains(e.offset) {
                    #expect(abs(e.velocity) <= abs(v) || abs(v) < 50 || e.offset == 1000 || e.offset == 0)
                }
            }
            try e.settle()
            #expect(e.offset == (e.offset / 10).rounded() * 10)
        }
    }
}

@Suite struct TimingTests {
    /// A script of inputs touching every kind of motion.
    static func script(_ e: ScrollEngine, fps: Double) throws -> [ScrollEvent] {
        var inputs: [(Double, ScrollInput)] = []
        // A drag and a fling.
        inputs.append((0.1, .pointerDown(Point(x: 200, y: 40))))
        var x = 200.0
        for k in 1...10 {
            x -= 9
            inputs.append((0.1 + Double(k) * 0.008, .pointerMove(Point(x: x, y: 40))))
        }
        inputs.append((0.18, .pointerUp(Point(x: x, y: 40))))
        // A catch, then a trackpad swipe, notches, keys and scroll-to.
        inputs.append((0.5, .pointerDown(Point(x: 100, y: 40))))
        inputs.append((0.52, .pointerUp(Point(x: 100, y: 40))))
        for k in 0..<12 { inputs.append((1.5 + Double(k) * 0.007, .wheel(dx: 6.25, dy: 0, precise: true))) }
        inputs.append((3.0, .wheel(dx: 0, dy: 10, precise: false)))
        inputs.append((3.03, .wheel(dx: 0, dy: 20, precise: false)))
        inputs.append((3.5, .key(.pageDown)))
        inputs.append((3.55, .key(.right)))
        inputs.append((4.5, .scrollTo(.target(3), animated: true)))
        inputs.append((4.7, .resize(Size(width: 300, height: 80))))
        inputs.append((6.0, .scrollTo(.target(77), animated: false)))
        inputs.append((6.1, .key(.home)))
        var next = 0
        var frame = 0
        while next < inputs.count || e.nextEventTime != nil {
            frame += 1
            let t = Double(frame) / fps
            while next < inputs.count && inputs[next].0 <= t {
                try e.handle(inputs[next].1, at: inputs[next].0)
                next += 1
            }
            try e.advance(to: t)
            if frame > 100_000 { break }
        }
        return e.events
    }

    @Test func sameInputsAtAnyFrameRateGiveTheSameStateAndEvents() throws {
        let reference = referenceEngine()
        let referenceEvents = try Self.script(reference, fps: 120)
        #expect(referenceEvents.count > 40)
        for fps in [30.0, 60, 144, 240] {
            let e = referenceEngine()
            let events = try Self.script(e, fps: fps)
            #expect(events == referenceEvents, "events at \(fps) Hz")
            #expect(e.offset == reference.offset)
            #expect(e.phase == reference.phase)
            #expect(e.selectedIndex == reference.selectedIndex)
        }
        #expect(reference.offset == 0)
    }

    @Test func sameInputsTwiceGiveBitIdenticalResults() throws {
        let a = referenceEngine(), b = referenceEngine()
        let ea = try Self.script(a, fps: 120), eb = try Self.script(b, fps: 120)
        #expect(ea == eb)
        #expect(a.offset.bitPattern == b.offset.bitPattern)
        #expect(a.time.bitPattern == b.time.bitPattern)
    }

    @Test func refusesNonFiniteNumbersAndTimeGoingBackwards() throws {
        let e = referenceEngine(offset: 100)
        try e.advance(to: 1)
        #expect(throws: ScrollEngineError.timeWentBackwards(time: 0.5, last: 1)) {
            try e.handle(.key(.right), at: 0.5)
        }
        #expect(throws: ScrollEngineError.self) { try e.handle(.pointerDown(Point(x: .nan, y: 0)), at: 2) }
        #expect(throws: ScrollEngineError.self) { try e.handle(.wheel(dx: .infinity, dy: 0, precise: true), at: 2) }
        #expect(throws: ScrollEngineError.self) { try e.advance(to: .nan) }
        #expect(throws: ScrollEngineError.self) { try e.handle(.resize(Size(width: -1, height: 3)), at: 2) }
        // State unchanged by the refused inputs.
        #expect(e.time == 1)
        #expect(e.offset == 100)
        #expect(e.phase == .idle)
        #expect(e.events.isEmpty)
    }
}

@Suite struct GestureTests {
    @Test func dragFromTenToThirteenGivesThreeEventsAtTheCrossingMoves() throws {
        let e = referenceEngine(offset: 100)
        try e.handle(.pointerDown(Point(x: 200, y: 40)), at: 1.0)
        #expect(e.phase == .tracking)
        try e.handle(.pointerMove(Point(x: 191, y: 40)), at: 1.01)   // past the 8-pt slop
        #expect(e.phase == .interacting)
        #expect(e.offset == 100)                                      // no jump by the slop
        try e.handle(.pointerMove(Point(x: 181, y: 40)), at: 1.02)
        try e.handle(.pointerMove(Point(x: 171, y: 40)), at: 1.03)
        try e.handle(.pointerMove(Point(x: 161, y: 40)), at: 1.04)
        #expect(e.offset == 130)
        #expect(e.selectionChanges == [
            SelectionChange(from: 10, to: 11, time: 1.02, cause: .drag),
            SelectionChange(from: 11, to: 12, time: 1.03, cause: .drag),
            SelectionChange(from: 12, to: 13, time: 1.04, cause: .drag),
        ])
    }

    @Test func aSecondPointerIsIgnoredWhileOneIsDown() throws {
        let e = referenceEngine(offset: 100)
        try e.handle(.pointerDown(Point(x: 200, y: 40), pointer: 1), at: 0)
        try e.handle(.pointerDown(Point(x: 50, y: 40), pointer: 2), at: 0.01)
        try e.handle(.pointerMove(Point(x: 0, y: 40), pointer: 2), at: 0.02)
        #expect(e.offset == 100)
        #expect(e.phase == .tracking)
        try e.handle(.pointerMove(Point(x: 180, y: 40), pointer: 1), at: 0.03)
        #expect(e.phase == .interacting)
    }

    @Test func theUpPositionMovesTheContentFirst() throws {
        let e = referenceEngine(behavior: nil, offset: 100)
        try e.handle(.pointerDown(Point(x: 200, y: 40)), at: 0)
        try e.handle(.pointerMove(Point(x: 190, y: 40)), at: 0.1)
        try e.handle(.pointerMove(Point(x: 180, y: 40)), at: 0.2)
        try e.handle(.pointerUp(Point(x: 150, y: 40)), at: 0.3)
        // Velocity is zero (the last move is 100 ms old), the up position moved 30 pt more.
        #expect(e.offset == 140)
        #expect(e.phase == .idle)
    }

    @Test func catchingADecelerationHoldsTheContentThenSettlesOnTheNearestTarget() throws {
        let e = referenceEngine()
        try e.fling(velocity: 2000, at: 0)
        try e.advance(to: 0.2)
        let moving = e.offset
        #expect(moving > 100 && moving < 900)
        try e.handle(.pointerDown(Point(x: 100, y: 40)), at: 0.2)
        #expect(e.phase == .tracking)
        #expect(e.offset == moving)
        try e.advance(to: 0.4)
        #expect(e.offset == moving)       // held where it was caught
        #expect(e.velocity == 0)
        try e.handle(.pointerUp(Point(x: 100, y: 40)), at: 0.4)
        #expect(e.phase == .decelerating) // a tap that caught a motion releases with no velocity
        try e.settle()
        #expect(e.offset == (moving / 10).rounded() * 10)
    }

    @Test func aTapWhileIdleDoesNothingToTheOffset() throws {
        let e = referenceEngine(offset: 230)
        try e.handle(.pointerDown(Point(x: 100, y: 40)), at: 0)
        try e.handle(.pointerMove(Point(x: 104, y: 40)), at: 0.05)
        try e.handle(.pointerUp(Point(x: 104, y: 40)), at: 0.1)
        #expect(e.offset == 230)
        #expect(e.phase == .idle)
        #expect(e.selectionChanges.isEmpty)
        #expect(e.phaseChanges.map(\.to) == [.tracking, .idle])
    }

    @Test func aZeroVelocityReleaseOffTheGridSpringsToTheNearestTarget() throws {
        let e = referenceEngine(offset: 100)
        try e.handle(.pointerDown(Point(x: 200, y: 40)), at: 0)
        try e.handle(.pointerMove(Point(x: 190, y: 40)), at: 0.01)
        try e.handle(.pointerMove(Point(x: 176, y: 40)), at: 0.02)  // offset 114
        try e.handle(.pointerUp(Point(x: 176, y: 40)), at: 0.2)     // 180 ms still: no velocity
        #expect(e.phaseChanges.last == PhaseChange(from: .interacting, to: .decelerating, time: 0.2, velocity: 0))
        #expect(e.velocity == 0)
        try e.settle()
        #expect(e.offset == 110)
    }

    @Test func aReleasePastTheEdgeSpringsBackOntoIt() throws {
        let e = referenceEngine(offset: 0)
        try e.handle(.pointerDown(Point(x: 100, y: 40)), at: 0)
        var t = 0.0
        var x = 100.0
        for _ in 0..<20 {
            t += 0.01
            x += 6   // content moves toward negative offsets
            try e.handle(.pointerMove(Point(x: x, y: 40)), at: t)
        }
        // 120 pt past the slop-anchored start: banded, never the full distance.
        let band = RubberBand(dimension: 280)
        let expected = -band.offset(forExcess: x - 112)  // anchored where the slop was passed
        #expect(abs(e.offset - expected) < 1e-9)
        #expect(e.offset > -120 && e.offset < 0)
        #expect(e.selectionChanges.isEmpty)
        try e.handle(.pointerUp(Point(x: x, y: 40)), at: t)
        try e.settle()
        #expect(e.offset == 0)
        #expect(e.selectionChanges.isEmpty)
    }

    @Test func aDragThatReturnsInsideTheBoundsLandsWhereThePointerIs() throws {
        let e = referenceEngine(offset: 0)
        try e.handle(.pointerDown(Point(x: 100, y: 40)), at: 0)
        try e.handle(.pointerMove(Point(x: 110, y: 40)), at: 0.01) // anchor
        try e.handle(.pointerMove(Point(x: 200, y: 40)), at: 0.02) // 90 past the edge
        try e.handle(.pointerMove(Point(x: 80, y: 40)), at: 0.03)  // back: 30 inside
        #expect(e.offset == 30)
    }
}

@Suite struct WheelKeyAndScrollToTests {
    @Test func aTrackpadSwipeCoastsFromTheLastDeltaAndEndsAfterTheQuietPeriod() throws {
        let e = referenceEngine(offset: 200)
        var t = 1.0
        for _ in 0..<10 {
            try e.handle(.wheel(dx: 5, dy: 0, precise: true), at: t)
            t += 0.008
        }
        let last = t - 0.008
        #expect(e.phase == .interacting)
        #expect(e.offset == 250)                     // 1:1
        #expect(abs(e.velocity - 625) < 1e-6)        // 5 pt per 8 ms
        // The momentum runs from the last delta on: no stall while the gesture may go on.
        try e.advance(to: last + 0.049)
        #expect(e.phase == .interacting)
        #expect(e.offset > 250 + 0.049 * 590)
        try e.advance(to: last + 0.11)
        let leaving = try #require(e.phaseChanges.first { $0.from == .interacting })
        #expect(leaving.time == last + 0.1)
        #expect(leaving.to == .decelerating)
        #expect(abs(leaving.velocity - 625) < 1e-6)
        try e.settle()
        #expect(e.offset == (e.offset / 10).rounded() * 10)
        #expect(e.offset > 250)
        #expect(e.selectionChanges.first?.cause == .wheel)
        #expect(e.selectionChanges.last?.cause == .deceleration)
    }

    @Test func notchesStepOneTargetEachAndAccumulate() throws {
        let e = referenceEngine(offset: 100)
        try e.handle(.wheel(dx: 0, dy: 10, precise: false), at: 0)
        #expect(e.phase == .animating)
        try e.handle(.wheel(dx: 0, dy: 10, precise: false), at: 0.02)
        try e.handle(.wheel(dx: 0, dy: 20, precise: false), at: 0.04)  // two notches
        try e.settle()
        #expect(e.offset == 140)
        #expect(e.selectionChanges.map(\.to) == [11, 12, 13, 14])
        #expect(e.selectionChanges.allSatisfy { $0.cause == .wheel })
        try e.handle(.wheel(dx: -10, dy: 0, precise: false), at: 5)
        try e.settle()
        #expect(e.offset == 130)
    }

    @Test func aHugeNotchedDeltaGoesToTheEndWithoutCrashing() throws {
        let e = referenceEngine(offset: 100)
        try e.handle(.wheel(dx: 0, dy: 1e308, precise: false), at: 0)
        try e.settle()
        #expect(e.offset == 1000)
        try e.handle(.wheel(dx: -1e308, dy: 0, precise: false), at: 5)
        try e.settle()
        #expect(e.offset == 0)
    }

    @Test func keysStepPageAndJumpToTheEnds() throws {
        let e = referenceEngine(offset: 500)
        try e.handle(.key(.right), at: 0)
        try e.handle(.key(.right), at: 0.05)
        try e.settle()
        #expect(e.offset == 520)
        try e.handle(.key(.pageDown), at: 2)
        try e.settle()
        #expect(e.offset == 570)
        try e.handle(.key(.up), at: 4)
        try e.handle(.key(.pageUp), at: 4.01)
        try e.settle()
        #expect(e.offset == 510)
        try e.handle(.key(.end), at: 6)
        try e.settle()
        #expect(e.offset == 1000)
        try e.handle(.key(.home), at: 8)
        try e.settle()
        #expect(e.offset == 0)
        #expect(e.selectionChanges.allSatisfy { $0.cause == .key })
        #expect(e.phaseChanges.contains { $0.to == .animating })
    }

    @Test func animatedScrollToUsesSwiftUIsDefaultSpring() throws {
        let e = referenceEngine()
        try e.handle(.scrollTo(.target(42), animated: true), at: 0)
        #expect(e.phase == .animating)
        try e.advance(to: 0.25)
        #expect(e.offset > 0 && e.offset < 420)
        // Critically damped (bounce 0): sampled every millisecond, it approaches 420 without
        // ever moving back or passing it.
        let end = try #require(e.restTime)
        var previous = e.offset
        var k = 0.251
        while k < end {
            try e.advance(to: k)
            #expect(e.offset >= previous && e.offset <= 420, "at t = \(k): \(e.offset)")
            previous = e.offset
            k += 0.001
        }
        try e.settle()
        #expect(e.offset == 420)
        #expect(e.selectionChanges.count == 42)
        #expect(e.selectionChanges.allSatisfy { $0.cause == .programmatic })
        #expect(e.configuration.scrollToSpring.dampingRatio == 1)
    }

    @Test func immediateScrollToIsOneSelectionChange() throws {
        let e = referenceEngine()
        try e.handle(.scrollTo(.offset(423), animated: false), at: 1)
        #expect(e.offset == 423)
        #expect(e.phase == .idle)
        #expect(e.selectionChanges == [SelectionChange(from: 0, to: 42, time: 1, cause: .programmatic)])
    }

    @Test func aResizeMidMotionKeepsTheTarget() throws {
        let e = referenceEngine()
        try e.fling(velocity: 1500, at: 0)
        let rest = try #require(e.restTime)
        try e.advance(to: 0.3)
        try e.handle(.resize(Size(width: 500, height: 120)), at: 0.3)
        #expect(e.configuration.containerSize == Size(width: 500, height: 120))
        #expect(e.restTime == rest)                        // same target, same motion
        try e.settle()
        #expect(e.offset == 750)
        #expect(e.geometry.visibleRect == Rect(x: 500, y: 0, width: 500, height: 120))
    }

    @Test func aResizeMidMotionReaimsPaging() throws {
        let e = referenceEngine(behavior: PagingScrollTargetBehavior())
        try e.fling(velocity: 600, at: 0)                  // natural 299.7 → page 1 at 280
        try e.advance(to: 0.05)
        try e.handle(.resize(Size(width: 200, height: 80)), at: 0.05)
        try e.settle()
        #expect(e.offset == 200)                           // page 1 of the new size
    }
}

@Suite struct ReportingTests {
    @Test func transitionsOnTheReferencePickerAtOffset50() throws {
        let e = referenceEngine(offset: 50)
        func tick(_ i: Double) -> Rect { Rect(x: i * 10 - 1, y: 0, width: 2, height: 80) }
        #expect(e.transition(for: tick(5)).phase == .identity)
        #expect(e.transition(for: tick(4)).phase == .topLeading)
        #expect(e.transition(for: tick(6)).phase == .bottomTrailing)
        #expect(e.transition(for: tick(4)).phase.value == -1)
        #expect(e.transition(for: tick(6)).phase.value == 1)
        #expect(e.transition(for: tick(5)).phase.isIdentity)
        #expect(e.transition(for: tick(4)).progress == -1)
        // A label 14.4 pt wide around value 5 contains the line: identity.
        #expect(e.transition(for: Rect(x: 42.8, y: 0, width: 14.4, height: 29)).phase == .identity)
    }

    @Test func transitionThresholdsInAWideRegion() {
        let visible = ScrollTransitionPhase.resolve(itemStart: 95, itemEnd: 105, regionStart: 100, regionEnd: 200, threshold: .visible)
        #expect(visible.phase == .topLeading)
        #expect(visible.progress == -0.5)
        let half = ScrollTransitionPhase.resolve(itemStart: 95, itemEnd: 105, regionStart: 100, regionEnd: 200, threshold: .visible(0.5))
        #expect(half.phase == .identity)
        let hidden = ScrollTransitionPhase.resolve(itemStart: 201, itemEnd: 211, regionStart: 100, regionEnd: 200, threshold: .hidden)
        #expect(hidden.phase == .bottomTrailing)
        let centered = ScrollTransitionPhase.resolve(itemStart: 145, itemEnd: 155, regionStart: 100, regionEnd: 200, threshold: .centered)
        #expect(centered.phase == .identity)
    }

    @Test func geometryFollowsTheOffsetAndObserversSeeOnlyChanges() throws {
        let e = referenceEngine(offset: 100)
        let g = e.geometry
        #expect(g.contentOffset == Point(x: -40, y: 0))
        #expect(g.contentInsets == EdgeInsets(leading: 140, trailing: 140))
        #expect(g.visibleRect == Rect(x: -40, y: 0, width: 280, height: 80))
        final class Log { var values: [Int] = [] }
        let log = Log()
        e.onGeometryChange(for: Int.self, of: { Int(($0.contentOffset.x / 100).rounded(.down)) }) { _, new in
            log.values.append(new)
        }
        try e.handle(.scrollTo(.offset(300), animated: true), at: 0)
        var t = 0.0
        while e.phase != .idle { t += 1.0 / 120; try e.advance(to: t) }
        #expect(log.values == [0, 1])   // content offset −40 → 160: buckets −1, 0, 1
    }

    @Test func phaseEventsCarryTheirExactTimes() throws {
        let e = referenceEngine()
        try e.fling(velocity: 1000, at: 2)
        let end = try #require(e.restTime)
        try e.advance(to: 10)
        #expect(e.phaseChanges.map(\.to) == [.interacting, .decelerating, .idle])
        #expect(e.phaseChanges.last?.time == end)
    }

    @Test func selectionEventTimesDoNotDependOnHowOftenTheEngineIsAdvanced() throws {
        let once = referenceEngine(), often = referenceEngine()
        try once.fling(velocity: 2500, at: 0)
        try often.fling(velocity: 2500, at: 0)
        try once.advance(to: 5)
        var t = 0.0
        while t < 5 { t += 0.0013; try often.advance(to: Swift.min(t, 5)) }
        #expect(once.selectionChanges == often.selectionChanges)
        #expect(once.selectionChanges.count == 100)  // into the end: 0 → 100
    }

    /// An event's time is absolute (start + t): at 806.9 s an ulp is 1.1e-13 s, 1e-7 pt at
    /// 1e6 pt/s. At each event's own time the offset is past the boundary crossed, and an
    /// ulp earlier it is not (a search in motion time, its result rounded to absolute time,
    /// breaks one of the two for about half of the events). Snap deceleration, snap spring,
    /// both directions.
    @Test(arguments: [(1e6, 806.9), (-7.3e5, 806.9), (2.5e6, 65_536.1)])
    func selectionEventsAreExactInAbsoluteTimeAtHighSpeed(_ speed: Double, _ t0: Double) throws {
        var c = referenceEngine().configuration
        c.bounds = 0...9_999_990
        c.targets = .uniform(first: 0, step: 10, count: 1_000_000)
        c.maximumFlingSpeed = 1e300
        func engine() throws -> ScrollEngine {
            let e = try ScrollEngine(configuration: c, behavior: ClosestMultipleScrollTargetBehavior(step: 10),
                                     offset: 5_000_000, time: 0)
            try e.fling(velocity: speed, at: t0)
            return e
        }
        for window in [0.0, 0.25] {
            let once = try engine(), probe = try engine()
            // A window in the fling, then (the second time) a snap spring from where it is.
            if window > 0 {
                try once.advance(to: t0 + window); try probe.advance(to: t0 + window)
                try once.handle(.key(.end), at: t0 + window); try probe.handle(.key(.end), at: t0 + window)
                once.removeAllEvents()
            }
            let start = once.time
            try once.advance(to: start + 0.003)
            let changes = once.selectionChanges
            #expect(changes.count > 100, "\(once.velocity) pt/s, \(once.phase), at \(once.offset)")
            var wrong = 0
            for s in changes {
                let boundary = c.targets.boundary(after: Swift.min(s.from, s.to))
                let past = { (x: Double) in s.to > s.from ? x > boundary : x <= boundary }
                try probe.advance(to: s.time.nextDown)
                if past(probe.offset) { wrong += 1 }
                try probe.advance(to: s.time)
                if !past(probe.offset) { wrong += 1 }
            }
            #expect(wrong == 0, "speed \(speed) at \(t0) s, window \(window): \(wrong) of \(changes.count) events on the wrong side")
        }
    }
}

@Suite struct TargetsFromContentTests {
    /// Items of different widths report their frames; the engine reduces them into targets
    /// (like `PreferenceKey.reduce`) and `.viewAligned` rests with an item on the anchor.
    @Test func viewAlignedRestsOnAReportedItem() throws {
        var frames = ScrollTargetFramesKey.defaultValue
        ScrollTargetFramesKey.reduce(value: &frames) { [Rect(x: 0, y: 0, width: 100, height: 50)] }
        ScrollTargetFramesKey.reduce(value: &frames) { [Rect(x: 100, y: 0, width: 40, height: 50),
                                                       Rect(x: 140, y: 0, width: 160, height: 50)] }
        let leading = ScrollTargets(frames: frames, anchor: .leading)
        #expect((0..<leading.count).map { leading.offset(at: $0) } == [0, 100, 140])
        let centers = ScrollTargets(frames: frames, anchor: .center)
        #expect((0..<centers.count).map { centers.offset(at: $0) } == [50, 120, 220])
        // An anchor computed from the item's size, like alignmentGuide: a third of the way in.
        let third = ScrollTargets(frames: frames, anchor: ScrollTargetAnchor { f, axis in f.minX + f.width / 3 })
        #expect(third.offset(at: 2) == 140 + 160.0 / 3)

        let configuration = ScrollEngine.Configuration(
            containerSize: Size(width: 200, height: 50), contentSize: Size(width: 300, height: 50),
            bounds: 0...140, targets: leading)
        let e = try ScrollEngine(configuration: configuration, behavior: ViewAlignedScrollTargetBehavior())
        try e.fling(velocity: 150, at: 0)     // natural 75 → the item at 100
        try e.settle()
        #expect(e.offset == 100)
        #expect(e.selectedIndex == 1)
        try e.handle(.key(.right), at: 5)
        try e.settle()
        #expect(e.offset == 140)
    }

    @Test func viewAlignedLimitByOneStopsAtTheNextItem() throws {
        let e = referenceEngine(behavior: ViewAlignedScrollTargetBehavior(limitBehavior: .alwaysByOne), offset: 200)
        try e.fling(velocity: 2000, at: 0)
        try e.settle()
        #expect(e.offset == 210)
    }

    @Test func pagingMovesOnePagePerGesture() throws {
        let e = referenceEngine(behavior: PagingScrollTargetBehavior())
        try e.fling(velocity: 3000, at: 0)
        try e.settle()
        #expect(e.offset == 280)
    }

    @Test func aVerticalEngineFollowsY() throws {
        let e = referenceEngine(offset: 100, axis: .vertical)
        try e.handle(.pointerDown(Point(x: 10, y: 40)), at: 0)
        try e.handle(.pointerMove(Point(x: 500, y: 30)), at: 0.01)  // x is ignored; y passes the slop
        try e.handle(.pointerMove(Point(x: 500, y: 10)), at: 0.02)
        #expect(e.offset == 120)
        #expect(e.geometry.contentOffset == Point(x: 0, y: 120 - 40))  // half of the 80-pt height
    }
}

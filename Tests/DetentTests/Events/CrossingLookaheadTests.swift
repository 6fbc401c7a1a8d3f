import Testing
@testable import Detent

/// A spring's crossings found ahead (``CrossingLookahead``) are the ones the one-at-a-time
/// search finds, and each is certified: the first absolute time whose shown position is past
/// its boundary, the time an ulp before it not past. A deceleration's and a bounce's are
/// exactly the one-at-a-time search's.
@Suite struct CrossingLookaheadTests {
    /// 200 springs (critically damped, under- and overdamped; long and short, either way, with
    /// and against a starting velocity, started near 0 s and as late as 900 s): the built-in
    /// spring's events are the same advanced at 60 Hz or in one step, each is certified against
    /// the spring's own position (past at its time, not an ulp before), they follow one another
    /// in time, and they make the same selection changes as your own spring's one-at-a-time
    /// search (whose times may differ by ulps where the position is flat at that scale: any
    /// time certified that way is the first past in its neighbourhood).
    @Test func aSpringsCrossingsFoundAheadAreCertifiedAndFrameRateFree() throws {
        var random = SeededGenerator(seed: 21)
        let springs: [Spring] = [.snappy, .smooth, .bouncy, Spring(duration: 0.8, bounce: 0.4), Spring(duration: 0.3, bounce: -0.5)]
        let targets = referenceConfiguration().targets
        var events = 0, uncertified = 0, differentFrames = 0, differentChanges = 0
        for trial in 0..<200 {
            let spring = springs[trial % springs.count]
            let from = Double.random(in: 0...1000, using: &random)
            let to = trial % 3 == 0 ? Double.random(in: 0...1000, using: &random) : (from < 500 ? 1000 : 0)
            let velocity = Double.random(in: -3000...3000, using: &random)
            let start = trial % 2 == 0 ? Double.random(in: 0...1, using: &random) : Double.random(in: 100...900, using: &random)
            let motion = SpringMotion(spring: spring, from: from, to: to, velocity: velocity)
            let framed = try ScrollEngine(configuration: referenceConfiguration(), offset: from, time: start)
            let once = try ScrollEngine(configuration: referenceConfiguration(), offset: from, time: start)
            let own = try ScrollEngine(configuration: referenceConfiguration(), offset: from, time: start)
            try framed.run(.spring(motion), at: start)
            try once.run(.spring(motion), at: start)
            try own.run(OwnMotion(motion), at: start)  // not a built-in: searched one at a time
            var k = 0
            while !framed.isIdle {
                k += 1
                try framed.advance(to: start + Double(k) / 60)
            }
            try once.advance(to: start + motion.endTime + 1)
            try own.advance(to: start + motion.endTime + 1)
            let a = framed.selectionChanges
            if a != once.selectionChanges { differentFrames += 1 }
            if a.map({ [$0.from, $0.to] }) != own.selectionChanges.map({ [$0.from, $0.to] }) { differentChanges += 1 }
            var last = -Double.infinity
            for change in a {
                let x = targets.boundary(after: Swift.min(change.from, change.to))
                let increasing = change.to > change.from
                func isPast(_ time: Double) -> Bool {
                    let p = motion.position(at: time - start)
                    return increasing ? p > x : p <= x
                }
                if !(isPast(change.time) && !isPast(change.time.nextDown) && change.time > last) { uncertified += 1 }
                last = change.time
            }
            events += a.count
        }
        #expect(uncertified == 0)
        #expect(differentFrames == 0)
        #expect(differentChanges == 0)
        #expect(events > 10_000)
    }

    /// Where a spring is slow for its time scale — leaving rest, settling — its crossings are
    /// far apart and two Halley steps from the last one do not converge; the search repeats
    /// its step there rather than hand the crossing to the one-at-a-time search. A spring from
    /// rest across 1,000 targets 10 pt apart, started 11 s in (the selection benchmark's
    /// motion), at 120 Hz: the lookahead leaves at most 5 of the 1,000 crossings to the
    /// one-at-a-time search (snappy 3, smooth 4, a 0.2 bounce 1; a search of two steps only
    /// left it 18, 20 and 9), with the same events as your own spring's search.
    @Test func aSpringLeavingRestAndSettlingHasItsCrossingsFoundAhead() throws {
        let targets = ScrollTargets.uniform(first: 0, step: 10, count: 1_001)
        let configuration = ScrollEngine.Configuration(
            containerSize: Size(width: 280, height: 80), contentSize: Size(width: 10_002, height: 80),
            bounds: 0...10_000, targets: targets)
        for spring in [Spring.snappy, .smooth, Spring(duration: 0.8, bounce: 0.2)] {
            let motion = SpringMotion(spring: spring, from: 0, to: 10_000)
            let engine = try ScrollEngine(configuration: configuration, time: 11)
            let own = try ScrollEngine(configuration: configuration, time: 11)
            try engine.run(.spring(motion), at: 11)
            try own.run(OwnMotion(motion), at: 11)
            _ = try engine.sample(every: 1.0 / 120)
            // At the same frames: in one advance, 1,000 crossings would pass the step's bound.
            _ = try own.sample(every: 1.0 / 120)
            #expect(own.time == engine.time)
            #expect(engine.selectedIndex == 1_000)
            #expect(engine.selection.crossingsSearchedOneAtATime <= 5, "\(spring)")
            #expect(engine.selectionChanges.map { [$0.from, $0.to] } == own.selectionChanges.map { [$0.from, $0.to] })
            #expect(engine.selectionChanges.count >= 1_000)
        }
    }

    /// 300 flings either way (100–6,000 pt/s, started near 0 s and as late as 900 s), a third
    /// of them bounces off the edge they reach: their crossings found ahead
    /// (``Deceleration/crossingsFoundAhead`` at a time) are exactly the one-at-a-time search's,
    /// each the motion's own search from the crossing before it in the deceleration's piece,
    /// the same advanced at 60 Hz or in one step.
    @Test func aDecelerationsAndABouncesCrossingsFoundAheadAreTheOneAtATimeSearchs() throws {
        var random = SeededGenerator(seed: 31)
        let targets = referenceConfiguration().targets
        var events = 0, bounces = 0, different = 0, differentFrames = 0
        for trial in 0..<300 {
            let from = Double.random(in: 0...1000, using: &random)
            let velocity = (trial % 2 == 0 ? 1.0 : -1.0) * Double.random(in: 100...6000, using: &random)
            let start = trial % 2 == 0 ? Double.random(in: 0...1, using: &random) : Double.random(in: 100...900, using: &random)
            let deceleration = Deceleration(position: from, velocity: velocity)
            let edge = velocity > 0 ? 1000.0 : 0.0
            var motion = ScrollMotion.deceleration(deceleration)
            var pieceEnd = deceleration.endTime   // the deceleration's piece, in motion time
            if trial % 3 == 0, let te = deceleration.time(toReach: edge), te > 0, te < deceleration.endTime,
               let bounce = BounceMotion(deceleration: deceleration, edge: edge, at: te, spring: .smooth,
                                         carrying: deceleration.velocity(at: te)) {
                motion = .bounce(bounce)
                pieceEnd = bounce.switchTime
                bounces += 1
            }
            let framed = try ScrollEngine(configuration: referenceConfiguration(), offset: from, time: start)
            let once = try ScrollEngine(configuration: referenceConfiguration(), offset: from, time: start)
            try framed.run(motion, at: start)
            try once.run(motion, at: start)
            var k = 0
            while !framed.isIdle {
                k += 1
                try framed.advance(to: start + Double(k) / 60)
            }
            try once.advance(to: start + motion.endTime + 1)
            if framed.selectionChanges != once.selectionChanges { differentFrames += 1 }
            var after = start
            for change in framed.selectionChanges where change.time < start + pieceEnd {
                let x = targets.boundary(after: Swift.min(change.from, change.to))
                let searched = motion.crossing(of: x, increasing: change.to > change.from, startedAt: start, after: after,
                                               through: start + pieceEnd, known: nil)
                if searched.time != change.time { different += 1 }
                after = change.time
                events += 1
            }
        }
        #expect(different == 0)
        #expect(differentFrames == 0)
        #expect(bounces > 30)
        #expect(events > 5_000)
    }
}

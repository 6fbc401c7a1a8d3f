import Testing
@testable import Detent

/// A spring's crossings found ahead (``CrossingLookahead``) are the ones the one-at-a-time
/// search finds, and each is certified: the first absolute time whose shown position is past
/// its boundary, the time an ulp before it not past.
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
            try framed.run(motion, at: start)
            try once.run(motion, at: start)
            try own.run(CustomMotion(motion), at: start)  // not a built-in: searched one at a time
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
}

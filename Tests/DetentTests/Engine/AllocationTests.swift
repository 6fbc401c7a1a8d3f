import Testing
import CAllocationCounter
@testable import Detent

@Suite struct AllocationTests {
    /// Steady state costs no heap allocation: 10,000 frames of `advance` plus the transition
    /// phases of 101 items each frame.
    @Test func noAllocationPerFrame() throws {
        let e = referenceEngine()
        try e.fling(velocity: 2500, at: 0)
        var frames = [Rect]()
        for i in 0...100 { frames.append(Rect(x: Double(i) * 10 - 1, y: 0, width: 2, height: 80)) }
        // Warm up: the first frames may grow the event buffer.
        for k in 1...10 { try e.advance(to: Double(k) / 120) }
        e.removeAllEvents()
        var identities = 0
        let before = detent_thread_allocations()
        for k in 11...10_010 {
            try e.advance(to: Double(k) / 120)
            // (an index loop: a `for … where` loop allocates in debug builds by itself)
            for i in 0..<frames.count where e.transition(for: frames[i]).phase == .identity { identities += 1 }
            e.removeAllEvents()
        }
        let after = detent_thread_allocations()
        #expect(after - before == 0)
        #expect(identities > 9_000)
    }

    /// A whole gesture allocates nothing once warm: pointer down, 20 moves 10 pt apart at
    /// 120 Hz, up (a fling of about 1,200 pt/s that snaps), then every 120 Hz frame to rest,
    /// each frame's events removed as a consumer would. The same gesture run once before
    /// warms the runtime's caches and the event buffer.
    @Test func noAllocationForAWholeGesture() throws {
        let e = referenceEngine()
        var t = 0.0
        var phases: [ScrollPhase] = []
        phases.reserveCapacity(16)
        func gesture() throws -> Int {
            try e.handle(.scrollTo(.offset(100), animated: false), at: t)
            try e.handle(.pointerDown(Point(x: 240, y: 40)), at: t)
            for i in 1...20 {
                t += 1.0 / 120
                try e.handle(.pointerMove(Point(x: 240 - 10 * Double(i), y: 40)), at: t)
            }
            try e.handle(.pointerUp(Point(x: 40, y: 40)), at: t)
            if phases.count < phases.capacity { phases.append(e.phase) }
            var frames = 0
            while !e.isIdle && frames < 10_000 {
                t += 1.0 / 120
                try e.advance(to: t)
                e.removeAllEvents()
                frames += 1
            }
            return frames
        }
        let warm = try gesture()
        let before = detent_thread_allocations()
        let frames = try gesture()
        let after = detent_thread_allocations()
        #expect(after - before == 0)
        #expect(phases == [.decelerating, .decelerating])
        #expect(frames == warm && frames > 30 && e.isIdle)
        #expect(e.offset > 400 && e.offset.truncatingRemainder(dividingBy: 10) == 0)
    }

    /// Android's stretch allocates nothing once warm: a drag past the end released moving (the
    /// stretch absorbs it), a touch that catches the stretch and lets go, then a fling into the
    /// end stopped there (absorbed at the stop), each followed by 120 Hz frames until the stretch
    /// has receded (the engine's next event).
    @Test func noAllocationForAStretch() throws {
        let e = try ScrollEngine(configuration: referenceConfiguration(.android), behavior: ClosestMultipleScrollTargetBehavior(step: 10), offset: 1000)
        var t = 0.0, peak = 0.0, frames = 0
        func framesToTheEnd() throws {
            while e.nextEventTime != nil && frames < 100_000 {
                t += 1.0 / 120
                try e.advance(to: t)
                peak = Swift.max(peak, e.edgeStretch.scale(at: t))
                e.removeAllEvents()
                frames += 1
            }
        }
        func gesture() throws {
            try e.handle(.scrollTo(.offset(1000), animated: false), at: t)
            try e.handle(.pointerDown(Point(x: 240, y: 40)), at: t)
            for i in 1...12 {
                t += 1.0 / 120
                try e.handle(.pointerMove(Point(x: 240 - 12 * Double(i), y: 40)), at: t)
            }
            try e.handle(.pointerUp(Point(x: 96, y: 40)), at: t)
            t += 0.05
            try e.handle(.pointerDown(Point(x: 100, y: 40)), at: t)
            t += 0.05
            try e.handle(.pointerUp(Point(x: 100, y: 40)), at: t)
            try framesToTheEnd()
            try e.handle(.scrollTo(.offset(700), animated: false), at: t)
            try e.fling(velocity: 3000, at: t)
            try framesToTheEnd()
        }
        try gesture()
        let warm = frames
        frames = 0
        peak = 0
        let before = detent_thread_allocations()
        try gesture()
        let after = detent_thread_allocations()
        #expect(after - before == 0)
        #expect(frames == warm && frames > 40 && e.offset == 1000 && e.isIdle && e.edgeStretch.scale(at: t) == 1)
        #expect(peak > 1.02)
    }

    /// Adding samples and estimating, over a full history of 20, allocate nothing.
    @Test func velocityTrackerAllocatesNothing() {
        var tracker = VelocityTracker()
        tracker.addSample(.zero, at: 0)
        var sum = tracker.estimate().dx + tracker.velocity(at: 0).dx
        let before = detent_thread_allocations()
        for i in 1...100 {
            let t = Double(i) * 0.004
            tracker.addSample(Point(x: 1_200 * t - 400 * t * t, y: 40), at: t)
            sum += tracker.estimate().dx + tracker.velocity(at: t).dx
        }
        let after = detent_thread_allocations()
        #expect(after - before == 0)
        #expect(tracker.sampleCount == 20 && sum > 100_000)
    }

    @Test(.enabled(if: detent_counts_allocations() != 0, "allocations are counted (not under a sanitizer)"))
    func theCounterCountsAllocations() {
        let before = detent_thread_allocations()
        var array = [Int]()
        array.reserveCapacity(1000)
        array.append(1)
        #expect(detent_thread_allocations() - before >= 1)
        #expect(array.count == 1)
    }
}

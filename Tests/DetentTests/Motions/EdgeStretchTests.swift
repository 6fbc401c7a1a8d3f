import Testing
@testable import Detent

/// The closed-form stretch against Android's own, stepped frame by frame
/// (``EdgeEffectReference``, transcribed from AOSP `EdgeEffect.java`).
///
/// Tolerance: Android takes the cap at distance 1 and the linear take-over at the first frame
/// after the moment the closed form takes them at, so it lags by up to one frame interval at
/// each. At every frame, Android's stretch lies within the closed form's range over the two
/// frame intervals before that frame, to 0.001 pt (measured: at most 0.00055 pt); it reaches 0
/// between 0 and two frame intervals (plus its millisecond clock's rounding) after the closed
/// form's end. At 1000 fps the two differ by at most 0.05 pt without the cap (measured:
/// 0.025 pt) and 1.71 pt with it (Android restarts up to 1 ms late, moving back at up to
/// 2,540 pt/s), and the scale by at most 1.1e-4 (measured: 1.08e-4).
@Suite struct EdgeStretchTests {
    /// Android's frames at `fps` (whole milliseconds, as `currentAnimationTimeMillis`) from an
    /// `EdgeEffect` set up at 0 ms, to its end: (time, distance in points, stretch vector).
    func frames(_ r: inout EdgeEffectReference, fps: Int, from start: Int = 0) -> [(t: Double, x: Double, vector: Double)] {
        var out: [(Double, Double, Double)] = []
        var k = 0
        while k < 100_000 {
            k += 1
            let ms = Int64(start + k * 1000 / fps)
            _ = r.draw(now: ms)
            out.append((Double(ms) / 1000, Double(r.mDistance) * Double(r.mHeight), Double(r.stretchVector)))
            if r.mDistance == 0 && r.mVelocity == 0 { break }
        }
        return out
    }

    /// How far Android's frames fall outside the closed form's range over the two frame
    /// intervals before each, and Android's end minus the closed form's.
    func compare(_ android: [(t: Double, x: Double, vector: Double)], _ c: EdgeStretch, fps: Int)
        -> (outside: Double, endLag: Double) {
        let frame = 1.0 / Double(fps)
        var outside = 0.0
        for f in android {
            var lo = Double.infinity, hi = -Double.infinity
            for i in 0...400 {
                let y = c.distance(at: f.t - 2 * frame * Double(i) / 400) * c.extent
                lo = Swift.min(lo, y); hi = Swift.max(hi, y)
            }
            outside = Swift.max(outside, f.x < lo ? lo - f.x : f.x > hi ? f.x - hi : 0)
        }
        return (outside, android.last!.t - c.endTime!)
    }

    @Test(arguments: [280.0, 600.0], [137.0, 500, 813, 1000, 2500, 8000])
    func absorbMatchesAndroid(extent: Double, speed: Double) {
        let c = EdgeStretch(receding: 0, velocity: speed * EdgeStretch.absorbVelocityAdjustment, edge: .trailing,
                            extent: extent, at: 0)
        for fps in [1000, 240, 120, 60] {
            var r = EdgeEffectReference(height: Float(extent))
            r.onAbsorb(Int32(speed), now: 0)
            let android = frames(&r, fps: fps)
            let (outside, lag) = compare(android, c, fps: fps)
            #expect(outside <= 0.001, "\(extent) pt, \(speed) pt/s, \(fps) fps: \(outside) pt outside")
            #expect(lag >= 0 && lag <= 2.0 / Double(fps) + 0.001, "\(extent) pt, \(speed) pt/s, \(fps) fps: ends \(lag) s later")
            guard fps == 1000 else { continue }
            let capped = android.contains { $0.x == extent }   // Android's distance held at 1
            var dx = 0.0, ds = 0.0
            for f in android {
                dx = Swift.max(dx, abs(f.x - c.distance(at: f.t) * extent))
                ds = Swift.max(ds, abs(1 + f.vector - c.scale(at: f.t)))
            }
            #expect(dx <= (capped ? 1.71 : 0.05), "\(extent) pt, \(speed) pt/s: \(dx) pt apart")
            #expect(ds <= 1.1e-4)
        }
    }

    /// A pull of 4 pt a frame for 30 frames at 120 Hz (`onPullDistance`), then `onRelease`.
    @Test(arguments: [280.0, 600.0])
    func pullThenRelease(extent: Double) {
        var r = EdgeEffectReference(height: Float(extent))
        var ms: Int64 = 0
        for k in 1...30 {
            ms = Int64(k * 1000 / 120)
            r.onPullDistance(4 / Float(extent), now: ms)
            _ = r.draw(now: ms)
        }
        let pulled = Double(r.mDistance)
        #expect(abs(pulled * extent - 120) < 1e-3)
        r.onRelease(now: ms)
        let held = EdgeStretch(held: pulled, edge: .leading, extent: extent)
        #expect(held.isHeld && held.endTime == nil && held.distance(at: 9) == pulled)
        let c = held.released(at: Double(ms) / 1000)
        #expect(!c.isHeld && c.velocity(at: Double(ms) / 1000) == 0)
        for fps in [1000, 120, 60] {
            var copy = r
            let android = frames(&copy, fps: fps, from: Int(ms))
            let (outside, lag) = compare(android, c, fps: fps)
            #expect(outside <= 0.001, "\(extent) pt, \(fps) fps: \(outside) pt outside")
            #expect(lag >= 0 && lag <= 2.0 / Double(fps) + 0.001)
        }
    }

    /// `onPullDistance`'s cap at 1 and its floor at 0.
    @Test func pullIsCappedAtOne() {
        var r = EdgeEffectReference(height: 280)
        r.onPullDistance(1.3, now: 0)
        #expect(r.mDistance == 1)
        #expect(r.onPullDistance(-0.25, now: 8) == -0.25 && r.mDistance == 0.75)
        #expect(EdgeStretch(held: 1.3, edge: .trailing, extent: 280).distance(at: 0) == 1)
        #expect(EdgeStretch(held: 0, edge: .trailing, extent: 280) == .none)
    }

    /// The peak scale of an absorb on the reference picker's 280 pt: 813 pt/s (the snapped
    /// fling of issue 23 that stops dead) stretches the content 2.50 %; 8000 pt/s reaches the
    /// cap, 1 + 0.016 + 0.016·(1 − e^(−e/0.33)) = 3.20 %.
    @Test func peakScales() {
        func peak(_ speed: Double) -> Double {
            let c = EdgeStretch(receding: 0, velocity: speed * 13, edge: .trailing, extent: 280, at: 0)
            return stride(from: 0.0, through: 0.1, by: 1e-5).map { c.scale(at: $0) }.max()!
        }
        #expect(abs(peak(813) - 1.024987) < 1e-6, "\(peak(813))")
        #expect(abs(peak(8000) - EdgeStretch.scale(forDistance: 1)) < 1e-9)
        #expect(abs(EdgeStretch.scale(forDistance: 1) - 1.0319957) < 1e-7)
        for d in stride(from: 0.0, through: 1, by: 0.01) {
            let android = 1 + Double(EdgeEffectReference.dampStretchVector(Float(d)))
            #expect(abs(EdgeStretch.scale(forDistance: d) - android) < 2e-7)
        }
    }

    /// It ends at exactly 0 at its end time, the last 8 pt at 200 pt/s (the linear take-over).
    @Test func endsExactlyAtZero() {
        let c = EdgeStretch(receding: 0, velocity: 813 * 13, edge: .leading, extent: 280, at: 2)
        let end = c.endTime!
        #expect(c.distance(at: end) == 0 && c.velocity(at: end) == 0 && !c.isAnimating(at: end))
        #expect(c.isAnimating(at: end.nextDown) && c.distance(at: end.nextDown) > 0)
        #expect(c.velocity(at: end - 0.001) == -200)
        #expect(abs(c.distance(at: end - 0.02) * 280 - 4) < 1e-9)
        #expect(end > 2.26 && end < 2.28)
        #expect(c.distance(at: 2) == 0 && c.velocity(at: 2) == 813 * 13)
    }

    /// Numbers that are not finite, or extreme, never make one that is not.
    @Test func neverNonFinite() {
        #expect(EdgeStretch(receding: 0.5, velocity: .nan, edge: .trailing, extent: 280, at: 0) == .none)
        #expect(EdgeStretch(receding: 0.5, velocity: 1, edge: .trailing, extent: 0, at: 0) == .none)
        #expect(EdgeStretch(receding: 0.5, velocity: 1, edge: .trailing, extent: .infinity, at: 0) == .none)
        for (v, h) in [(1e308, 280.0), (-1e308, 280), (1e308, 1e-300), (5, 1e300), (-1e9, 1e-9)] {
            let c = EdgeStretch(receding: 0.5, velocity: v, edge: .trailing, extent: h, at: 1)
            #expect(c.endTime.map { $0.isFinite && $0 >= 1 } == true, "\(v) \(h)")
            for t in stride(from: 0.9, through: 3, by: 0.001) {
                #expect(c.scale(at: t).isFinite && c.velocity(at: t).isFinite && (0...1).contains(c.distance(at: t)))
            }
        }
    }
}

import Testing
import Detent
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Flutter's `ClampingScrollSimulation` and the assertions of its
/// `test/widgets/scroll_simulation_test.dart`.
@Suite struct ClampingFlingTests {
    /// Duration and distance (physics-references.md §2.4).
    @Test(arguments: [
        (1000.0, 0.458231, 194.3136),
        (3000.0, 1.028900, 1308.9210),
        (8000.0, 2.118362, 7186.3628),
        (2866.91537, 0.995094, 1209.7562),
    ])
    func durationAndDistance(v: Double, duration: Double, distance: Double) {
        let f = ClampingFling(position: 0, velocity: v)
        #expect(abs(f.duration - duration) < 5e-7)
        #expect(abs(f.distance - distance) < 5e-5)
        #expect(f.endTime == f.duration)
        let back = ClampingFling(position: 0, velocity: -v)
        #expect(back.distance == -f.distance)
    }

    static let initialConditions: [(Double, Double)] = [
        (51.0, 2866.91537), (584.0, 2617.294734), (345.0, 1982.785934), (0.0, 1831.366634),
        (-156.2, 1541.57665), (4.0, 1139.250439), (4534.0, 1073.553798), (75.0, 614.2093),
        (5469.0, 182.114534),
    ]

    /// "has a stable initial conditions", and (older revision) "velocity eventually reaches zero".
    @Test func stableInitialConditions() {
        for (x, v) in Self.initialConditions {
            let f = ClampingFling(position: x, velocity: v)
            #expect(abs(f.position(at: 0) - x) < 1e-10)
            #expect(abs(f.velocity(at: 0) - v) < 1e-10)
            #expect(f.velocity(at: 10) == 0)
        }
        #expect(ClampingFling(position: 51, velocity: 2000).velocity(at: 10) == 0)
    }

    /// "only decelerates, never speeds up" (flutter/flutter#113424).
    @Test func onlyDecelerates() {
        let f = ClampingFling(position: 0, velocity: 8000)
        var t = 0.0, v = f.velocity(at: t)
        while t < f.endTime {
            #expect(t < 3)
            t += 1.0 / 60
            let next = f.velocity(at: t)
            #expect(next <= v)
            v = next
        }
    }

    /// "reaches a smooth stop": no step in velocity above 5130 pt/s² over a 60 Hz frame.
    @Test func smoothStop() {
        let f = ClampingFling(position: 0, velocity: 8000)
        let delta = 1.0 / 60
        var t = 0.0, v = f.velocity(at: t)
        repeat {
            #expect(t < 3)
            t += delta
            let next = f.velocity(at: t)
            #expect(abs(next - v) < delta * 5130)
            v = next
        } while t < f.endTime
        #expect(abs(v) < 1e-10)
    }

    /// "is ballistic" (flutter/flutter#120338): restarting from its own state every 1/90 s
    /// gives the undisturbed trajectory.
    @Test func isBallistic() {
        let delta = 1.0 / 90
        let undisturbed = ClampingFling(position: 0, velocity: 8000)
        var restarted = undisturbed
        var t = 0.0
        repeat {
            #expect(t < 4)
            t += delta
            restarted = ClampingFling(position: restarted.position(at: delta), velocity: restarted.velocity(at: delta))
            #expect(abs(restarted.position(at: 0) - undisturbed.position(at: t)) < 1e-9)
            #expect(abs(restarted.velocity(at: 0) - undisturbed.velocity(at: t)) < 1e-9)
        } while 0 < restarted.endTime || t < undisturbed.endTime
    }

    /// "satisfies a physical acceleration formula": a(v) depends on v alone.
    @Test func physicalAccelerationFormula() {
        let dr = log(0.78) / log(0.9)
        let referenceVelocity = 0.015 * 9.80665 * 39.37 * 160.0 * 0.84 / 0.35
        let referenceDuration = dr * 0.35
        let referenceDeceleration = (dr - 1) * referenceVelocity / referenceDuration
        func acceleration(_ v: Double) -> Double {
            -(v < 0 ? -1 : 1) * referenceDeceleration * pow(abs(v) / referenceVelocity, (dr - 2) / (dr - 1))
        }
        func jerk(_ v: Double) -> Double {
            referenceVelocity / referenceDuration / referenceDuration * (dr - 1) * (dr - 2)
                * pow(abs(v) / referenceVelocity, (dr - 3) / (dr - 1))
        }
        let delta = 1.0 / 60
        for (x, v) in Self.initialConditions {
            let f = ClampingFling(position: x, velocity: v)
            var t = 0.0
            while t < 2 {
                let difference = f.velocity(at: t + delta) - f.velocity(at: t)
                let predicted = delta * acceleration(f.velocity(at: t + delta / 2))
                let bound = jerk(f.velocity(at: t + delta)) * delta * delta / 2
                #expect(abs(difference - predicted) < bound)
                t += delta
            }
        }
    }

    /// Retargeted: the same starting velocity, the same curve, resting exactly on the target.
    @Test(arguments: [20.0, 194.3136, 400])
    func retargeted(target: Double) throws {
        let f = try #require(ClampingFling(position: 0, velocity: 1000, through: target))
        #expect(f.velocity(at: 0) == 1000)
        #expect(f.restPosition == target)
        #expect(f.position(at: f.endTime) == target)
        #expect(abs(f.endTime - target * SplineFling.decelerationRate / 1000) < 1e-12)
        #expect(abs(f.position(at: f.endTime * (1 - 1e-12)) - target) < 1e-6)
        var v = f.velocity(at: 0)
        for k in 1...1000 {
            let next = f.velocity(at: f.endTime * Double(k) / 1000)
            #expect(next <= v)
            v = next
        }
        #expect(ClampingFling(position: 0, velocity: 1000, through: -1) == nil)
    }

    @Test func stoppedAtAnEdge() throws {
        let free = ClampingFling(position: 0, velocity: 3000)
        let f = free.stopped(at: 500)
        let t = try #require(free.time(toReach: 500))
        #expect(abs(free.position(at: t) - 500) < 1e-9)
        #expect(f.endTime == t && f.restPosition == 500)
        #expect(f.position(at: t / 2) == free.position(at: t / 2))
        #expect(free.stopped(at: 5000) == free)
        for k in 1..<100 {
            let tk = free.endTime * Double(k) / 100
            #expect(abs(try #require(free.time(toReach: free.position(at: tk))) - tk) < 1e-9)
        }
    }
}

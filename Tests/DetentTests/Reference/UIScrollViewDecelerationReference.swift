#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// UIScrollView has no public source. What Apple documents is
/// `UIScrollView.DecelerationRate.normal`, 0.998: the fraction of its velocity a decelerating
/// scroll view keeps each millisecond. This reference is that free deceleration and nothing
/// else; UIKit's edges (rubber band, bounce) are undocumented and have no reference here.
///
/// v(t) = v0 · 0.998^(1000 t), x(t) = x0 + v0 · (0.998^(1000 t) − 1) / (1000 · ln 0.998).
/// UIKit publishes no stop criterion either: the reference ends at the first frame within
/// half a point of where the deceleration tends to (the shown position can no longer move by
/// a rounded point), a convention of these tests, not Apple's.
enum UIScrollViewDecelerationReference {
    /// `UIScrollView.DecelerationRate.normal.rawValue`.
    static let normal = 0.998

    static func fling(position: Double, velocity: Double, rate: Double = normal,
                      frameInterval: Double = 0.001, maximumTime: Double = 60) -> ReferenceTrajectory {
        let k = 1000 * log(rate)   // per second
        let destination = position - velocity / k
        var positions = [position]
        var frame = 0
        while true {
            frame += 1
            let t = Double(frame) * frameInterval
            let x = position + velocity * (pow(rate, 1000 * t) - 1) / k
            positions.append(x)
            if abs(destination - x) < 0.5 || t >= maximumTime {
                return ReferenceTrajectory(frameInterval: frameInterval, positions: positions, restTime: t)
            }
        }
    }
}

/// A platform reference's fling as the platform shows it: the position at each frame from the
/// release (t = 0) until the platform ends its motion, and that end.
///
/// The references (``FlutterScrollReference``, ``AndroidOverScrollerReference``,
/// ``GTKKineticReference``, ``UIScrollViewDecelerationReference``) are ports of the platforms'
/// own code and import nothing from Detent, so that a test can hold Detent's engine against
/// them frame by frame.
struct ReferenceTrajectory {
    /// The frame interval the platform was stepped at, in seconds.
    var frameInterval: Double
    /// The position shown at frame k (time k × ``frameInterval``); frame 0 is the release.
    var positions: [Double]
    /// The time of the frame at which the platform ends its motion (its stop criterion), in seconds.
    var restTime: Double

    /// The position at frame `k`: after the last frame the platform shows nothing new, so the
    /// last one stays.
    func position(atFrame k: Int) -> Double {
        positions[Swift.min(k, positions.count - 1)]
    }

    /// Where the motion rests.
    var finalPosition: Double { positions[positions.count - 1] }

    /// The largest and the smallest position shown.
    var range: ClosedRange<Double> { positions.min()!...positions.max()! }
}

/// The frame times the references step at: frame k of an interval, as the platform's clock
/// gives it (whole microseconds for Flutter's `Duration` and GDK's frame clock).
enum ReferenceClock {
    /// Frame `k`'s time in whole microseconds.
    static func microseconds(frame k: Int, interval: Double) -> Int64 {
        Int64((Double(k) * interval * 1e6).rounded())
    }
}

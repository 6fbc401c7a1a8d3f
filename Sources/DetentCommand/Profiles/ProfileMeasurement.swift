import Detent
import DetentPicker
import DetentTrace

/// One platform profile's run of one ``ProfileFling``, measured on the engine itself (the
/// reference picker of `detent fling`): the trajectory sampled at `sampleRate`, the exact
/// time to rest, the peak overshoot past the bounds and, where it reaches the bound it
/// flies toward, the speed it reaches it with and the speed carried past it.
///
/// The engine gives the same state at a time whatever frames came before (time is an input),
/// so the edge is found exactly: the crossing is bisected between two samples on fresh
/// pickers jumped straight to each probe time.
struct ProfileMeasurement {
    struct Sample: Hashable {
        var t: Double, offset: Double, velocity: Double
    }

    /// The first moment the content reaches the bound the fling flies toward.
    struct EdgeCrossing: Hashable {
        var time: Double
        /// The speed just before: what the fling brings to the end.
        var arrivingSpeed: Double
        /// The speed just after: what goes on past the end (0 when the edge stops it).
        var carriedSpeed: Double
    }

    var profile: ScrollPhysics
    var fling: ProfileFling
    /// From t = 0, one every 1 / `sampleRate` s, up to the first sample at rest.
    var samples: [Sample]
    /// When the engine came to rest (exact, between the last two samples); `nil` when it
    /// still moved at ``timeLimit``.
    var restTime: Double?
    var bounds: ClosedRange<Double>
    /// The paging behaviour's page: the container's extent along the axis.
    var pageSize: Double
    /// The largest stretch of the content at an edge (Android 12's, ``ScrollEngine/edgeStretch``)
    /// as its scale along the axis less 1; 0 for a profile that does not stretch.
    var peakStretch: Double
    var edge: EdgeCrossing?

    /// Samples per second by default: the rate the platform references are compared at, and
    /// fine enough for the peak overshoot at the table's tenth of a point (a peak is flat).
    static let defaultSampleRate = 1000
    /// A fling still moving after this is reported as moving (no profile takes a tenth of it).
    static let timeLimit = 30.0

    /// Where the content came to rest: the last sample's offset.
    var finalOffset: Double { samples.last?.offset ?? fling.from }

    /// The farthest the content went past either bound (0 if it never did).
    var peakOvershoot: Double {
        samples.reduce(0) { Swift.max($0, $1.offset - bounds.upperBound, bounds.lowerBound - $1.offset) }
    }

    /// The distance travelled from the release to the rest.
    var distance: Double { finalOffset - fling.from }

    /// The page the fling rested on, when it rests on one (within half a point).
    var page: Int? {
        let index = (finalOffset / pageSize).rounded()
        return abs(index * pageSize - finalOffset) <= 0.5 ? Int(index) : nil
    }

    init(profile: ScrollPhysics, fling: ProfileFling, sampleRate: Int = defaultSampleRate) throws(ScrollEngineError) {
        self.profile = profile
        self.fling = fling
        let setup = fling.setup(profile)
        let picker = setup.makePicker()
        bounds = picker.bounds
        pageSize = picker.configuration.axis == .horizontal ? picker.frame.width : picker.frame.height
        try picker.fling(velocity: fling.velocity, at: 0)
        var samples: [Sample] = []
        var rest: Double?
        var k = 0
        while true {
            let t = Double(k) / Double(sampleRate)
            try picker.advance(to: t)
            // The phase event to idle carries the exact moment (what replay's rest_time reports).
            picker.drainEvents { event in
                if case let .phase(change) = event { rest = change.to == .idle ? change.time : nil }
            }
            samples.append(Sample(t: t, offset: picker.offset, velocity: picker.velocity))
            if picker.isIdle || t >= Self.timeLimit { break }
            k += 1
        }
        self.samples = samples
        // The stretch goes on after the content rests: read its closed form to its end, every
        // 0.1 ms (its peak, the cap at distance 1, is a corner: within 1e-6 of it).
        let stretch = picker.edgeStretch
        var peak = stretch.scale(at: picker.time) - 1
        var t = picker.time
        while stretch.isAnimating(at: t) && t < picker.time + Self.timeLimit {
            t += 0.0001
            peak = Swift.max(peak, stretch.scale(at: t) - 1)
        }
        peakStretch = peak
        restTime = picker.isIdle ? rest : nil
        edge = try Self.crossing(samples, setup: setup, bounds: bounds)
    }

    /// The first crossing of the bound `setup`'s fling flies toward, bisected between the
    /// samples around it; `nil` if it never gets there (or starts there).
    private static func crossing(_ samples: [Sample], setup: FlingSetup, bounds: ClosedRange<Double>) throws(ScrollEngineError) -> EdgeCrossing? {
        guard setup.velocity != 0 else { return nil }
        let sign = setup.velocity > 0 ? 1.0 : -1.0
        let bound = sign > 0 ? bounds.upperBound : bounds.lowerBound
        func reached(_ offset: Double) -> Bool { (offset - bound) * sign >= 0 }
        guard let k = samples.firstIndex(where: { reached($0.offset) }), k > 0 else { return nil }
        func state(at t: Double) throws(ScrollEngineError) -> (offset: Double, velocity: Double) {
            let picker = setup.makePicker()
            try picker.fling(velocity: setup.velocity, at: 0)
            try picker.advance(to: t)
            return (picker.offset, picker.velocity)
        }
        var lo = samples[k - 1].t, hi = samples[k].t
        while true {
            let mid = lo + (hi - lo) / 2
            guard mid > lo && mid < hi else { break }
            if reached(try state(at: mid).offset) { hi = mid } else { lo = mid }
        }
        // The engine hands over to the edge once the content is past it, not at it: the speeds
        // are read 0.1 µs either side, where a fling or a spring changes speed by < 0.1 pt/s.
        let before = try state(at: Swift.max(0, hi - 1e-7)), after = try state(at: hi + 1e-7)
        return EdgeCrossing(time: hi, arrivingSpeed: Swift.max(0, before.velocity * sign),
                            carriedSpeed: Swift.max(0, after.velocity * sign))
    }
}

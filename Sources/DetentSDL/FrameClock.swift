import CSDL2
import DetentTrace
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Seconds since the first frame, from `SDL_GetPerformanceCounter` (not SDL's millisecond
/// event stamps), and the pacing of frames to a target rate.
///
/// Pacing sleeps until about 2 ms before the deadline (a loaded scheduler wakes threads late by
/// up to that much), then waits precisely by polling the counter. Deadlines advance by whole
/// periods; after a missed one the schedule restarts from now rather than racing to catch up.
public final class FrameClock {
    /// The target frame period, in seconds (1/120).
    public let period: Double
    /// How long before a deadline sleeping stops, in seconds.
    public var spinMargin = 0.002
    private let frequency: Double
    private let origin: UInt64
    private var deadline: UInt64 = 0
    private let periodTicks: UInt64

    public init(rate: Double = 120) {
        period = 1 / rate
        frequency = Double(SDL_GetPerformanceFrequency())
        origin = SDL_GetPerformanceCounter()
        periodTicks = UInt64((frequency / rate).rounded())
    }

    /// Seconds since this clock was made.
    public func now() -> Double { Double(SDL_GetPerformanceCounter() &- origin) / frequency }

    /// Waits until the next frame deadline.
    public func waitForNextFrame() {
        let start = SDL_GetPerformanceCounter()
        if deadline == 0 { deadline = start &+ periodTicks }
        if start > deadline &+ periodTicks {
            // More than a whole frame late: start a new schedule rather than bunch frames.
            deadline = start &+ periodTicks
        }
        if deadline > start {
            let remaining = Double(deadline - start) / frequency
            if remaining > spinMargin {
                let sleep = remaining - spinMargin
                var request = timespec(tv_sec: Int(sleep), tv_nsec: Int((sleep - Double(Int(sleep))) * 1e9))
                var remaining = timespec()
                while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
            }
            while SDL_GetPerformanceCounter() < deadline {}
        }
        deadline &+= periodTicks
    }
}

/// Percentiles of frame intervals and work times, in milliseconds; input-to-present latency
/// (ms) and drag lag (points).
public struct FrameStatistics: Sendable {
    /// Frames run before measuring starts (the window's first frames wait for the X server).
    public static let warmupFrames = 10
    public var intervals: [Double] = []
    public var work: [Double] = []
    /// Every frame run, the warm-up included.
    public var framesRun = 0
    /// The latency of every input applied, in ms (``InputLatencyMeter``), warm-up included.
    public var latencies: [Double] = []
    /// The drag lag of every frame shown during a pointer drag, in points (``DragLagMeter``).
    public var dragLags: [Double] = []
    public init() {}

    /// The `p`-th percentile (0…100) by nearest rank; 0 when empty.
    public static func percentile(_ values: [Double], _ p: Double) -> Double { DetentTrace.percentile(values, p) }

    /// `v` rounded to 3 decimals, as JSON (a microsecond of a millisecond figure).
    static func rounded(_ v: Double) -> String { JSONFormat.number((v * 1000).rounded() / 1000) }

    /// The `--frames` summary line: the frames run and how many of them were warm-up, then
    /// intervals between the measured frames' starts and their drawing times, in ms (null
    /// when no frame was measured); `over_budget` counts intervals longer than twice the
    /// period. Then the inputs measured and their latency p50, p99 and maximum (ms), the
    /// frames measured during a drag and their drag lag p50, p99 and maximum (points); null
    /// when there is none.
    public func jsonLine(period: Double) -> String {
        func stat(_ values: [Double], _ p: Double) -> String { values.isEmpty ? "null" : Self.rounded(Self.percentile(values, p)) }
        func max(_ values: [Double]) -> String { values.max().map(Self.rounded) ?? "null" }
        let budget = 2 * period * 1000
        let over = intervals.filter { $0 > budget }.count
        return "{\"frames\":\(framesRun),\"warmup_frames\":\(Swift.min(framesRun, Self.warmupFrames)),\"measured_intervals\":\(intervals.count),"
            + "\"interval_p50_ms\":\(stat(intervals, 50)),"
            + "\"interval_p99_ms\":\(stat(intervals, 99)),\"interval_max_ms\":\(max(intervals)),"
            + "\"work_p50_ms\":\(stat(work, 50)),\"work_p99_ms\":\(stat(work, 99)),"
            + "\"over_budget\":\(over),"
            + "\"inputs\":\(latencies.count),\"input_latency_p50_ms\":\(stat(latencies, 50)),"
            + "\"input_latency_p99_ms\":\(stat(latencies, 99)),\"input_latency_max_ms\":\(max(latencies)),"
            + "\"drag_lag_samples\":\(dragLags.count),\"drag_lag_p50_pt\":\(stat(dragLags, 50)),"
            + "\"drag_lag_p99_pt\":\(stat(dragLags, 99)),\"drag_lag_max_pt\":\(max(dragLags))}"
    }
}

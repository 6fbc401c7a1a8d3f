import Testing
@testable import DetentSDL

/// `FrameStatistics`' summary line: percentiles by nearest rank, frames over budget at twice
/// the period, inputs measured with their latency, frames of a drag with their lag.
@Suite struct FrameStatisticsSummary {
    @Test func percentilesAreByNearestRankAndOverBudgetIsTwicethePeriod() {
        var s = FrameStatistics()
        s.intervals = (1...100).map { _ in 8.333 } + [17.0]
        s.work = [1, 2, 3]
        s.framesRun = 111
        #expect(FrameStatistics.percentile(s.intervals, 50) == 8.333)
        #expect(FrameStatistics.percentile([1, 2, 3, 4], 50) == 2)
        let line = s.jsonLine(period: 1.0 / 120)
        #expect(line == #"{"frames":111,"warmup_frames":10,"measured_intervals":101,"interval_p50_ms":8.333,"interval_p99_ms":8.333,"interval_max_ms":17.0,"work_p50_ms":2.0,"work_p99_ms":3.0,"over_budget":1,"inputs":0,"input_latency_p50_ms":null,"input_latency_p99_ms":null,"input_latency_max_ms":null,"drag_lag_samples":0,"drag_lag_p50_pt":null,"drag_lag_p99_pt":null,"drag_lag_max_pt":null}"#)
        var short = FrameStatistics()
        short.framesRun = 3
        #expect(short.jsonLine(period: 1.0 / 120) == #"{"frames":3,"warmup_frames":3,"measured_intervals":0,"interval_p50_ms":null,"interval_p99_ms":null,"interval_max_ms":null,"work_p50_ms":null,"work_p99_ms":null,"over_budget":0,"inputs":0,"input_latency_p50_ms":null,"input_latency_p99_ms":null,"input_latency_max_ms":null,"drag_lag_samples":0,"drag_lag_p50_pt":null,"drag_lag_p99_pt":null,"drag_lag_max_pt":null}"#)
    }

    /// 100 inputs: 98 at 0.5 ms, one at 3 and one at 9.25 (p99 by nearest rank is the 99th,
    /// 3.0); 4 drag frames.
    @Test func latencyAndDragLagPercentilesAreByNearestRank() {
        var s = FrameStatistics()
        s.framesRun = 2
        s.latencies = Array(repeating: 0.5, count: 98) + [9.25, 3.0]
        s.dragLags = [4, 2, 6, 5.0004]
        #expect(s.jsonLine(period: 1.0 / 120).hasSuffix(#""over_budget":0,"inputs":100,"input_latency_p50_ms":0.5,"input_latency_p99_ms":3.0,"input_latency_max_ms":9.25,"drag_lag_samples":4,"drag_lag_p50_pt":4.0,"drag_lag_p99_pt":6.0,"drag_lag_max_pt":6.0}"#))
    }
}

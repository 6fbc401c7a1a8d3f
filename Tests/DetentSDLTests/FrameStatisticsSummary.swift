import Testing
@testable import DetentSDL

/// `FrameStatistics`' summary line: percentiles by nearest rank, and frames over budget at
/// twice the period.
@Suite struct FrameStatisticsSummary {
    @Test func percentilesAreByNearestRankAndOverBudgetIsTwicethePeriod() {
        var s = FrameStatistics()
        s.intervals = (1...100).map { _ in 8.333 } + [17.0]
        s.work = [1, 2, 3]
        s.framesRun = 111
        #expect(FrameStatistics.percentile(s.intervals, 50) == 8.333)
        #expect(FrameStatistics.percentile([1, 2, 3, 4], 50) == 2)
        let line = s.jsonLine(period: 1.0 / 120)
        #expect(line == #"{"frames":111,"warmup_frames":10,"measured_intervals":101,"interval_p50_ms":8.333,"interval_p99_ms":8.333,"interval_max_ms":17.0,"work_p50_ms":2.0,"work_p99_ms":3.0,"over_budget":1}"#)
        var short = FrameStatistics()
        short.framesRun = 3
        #expect(short.jsonLine(period: 1.0 / 120) == #"{"frames":3,"warmup_frames":3,"measured_intervals":0,"interval_p50_ms":null,"interval_p99_ms":null,"interval_max_ms":null,"work_p50_ms":null,"work_p99_ms":null,"over_budget":0}"#)
    }
}

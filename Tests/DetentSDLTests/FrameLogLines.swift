import Testing
import Detent
@testable import DetentSDL

/// `FrameRecord`'s line in `sandbox --frame-log`: every field, absent ones null, figures to
/// 3 decimals and the time to 6.
@Suite struct FrameLogLines {
    @Test func aDragFrameAndAnIdleFrame() {
        let drag = FrameRecord(frame: 42, time: 0.35000049, interval: 8.33349, work: 0.7104,
                               inputLatencies: [0.71, 0.71], offset: 123.4567, pointer: Point(x: 250, y: 100.5), dragLag: 4.0004)
        #expect(drag.jsonLine == #"{"frame":42,"t":0.35,"interval_ms":8.333,"work_ms":0.71,"input_latency_ms":[0.71,0.71],"offset":123.457,"pointer":[250.0,100.5],"drag_lag_pt":4.0}"#)
        let first = FrameRecord(frame: 0, time: 0, interval: nil, work: 55.2, inputLatencies: [], offset: 0)
        #expect(first.jsonLine == #"{"frame":0,"t":0.0,"interval_ms":null,"work_ms":55.2,"input_latency_ms":[],"offset":0.0,"pointer":null,"drag_lag_pt":null}"#)
    }
}

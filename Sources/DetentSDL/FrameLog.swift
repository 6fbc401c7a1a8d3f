import Detent
import DetentTrace

/// One frame of `sandbox --frame-log FILE`: what it showed, how long it took, the latency of
/// the inputs it applied and, during a pointer drag, how far the content lagged behind the
/// pointer.
public struct FrameRecord: Sendable, Equatable {
    /// The frame's index, from 0 (the warm-up frames included).
    public var frame: Int
    /// The frame's time: seconds since the first frame (trace time in a replay).
    public var time: Double
    /// Milliseconds since the previous frame's start; nil for the first frame.
    public var interval: Double?
    /// Milliseconds from the frame's start to the return of its present.
    public var work: Double
    /// The latency of each input the frame applied, in ms (all read at once: equal).
    public var inputLatencies: [Double]
    /// The offset the frame showed.
    public var offset: Double
    /// The pointer (window points) when the present returned, during a pointer drag.
    public var pointer: Point?
    /// The drag lag in points (``DragLagMeter``); nil outside a drag or past an edge.
    public var dragLag: Double?

    public init(frame: Int, time: Double, interval: Double?, work: Double, inputLatencies: [Double],
                offset: Double, pointer: Point? = nil, dragLag: Double? = nil) {
        self.frame = frame
        self.time = time
        self.interval = interval
        self.work = work
        self.inputLatencies = inputLatencies
        self.offset = offset
        self.pointer = pointer
        self.dragLag = dragLag
    }

    /// The JSON line (no newline): times in ms and points to 3 decimals, the frame's time
    /// to 6; absent values are null.
    public var jsonLine: String {
        let r = FrameStatistics.rounded
        let time = JSONFormat.number((self.time * 1e6).rounded() / 1e6)
        let pointer = self.pointer.map { "[\(r($0.x)),\(r($0.y))]" } ?? "null"
        return "{\"frame\":\(frame),\"t\":\(time),\"interval_ms\":\(interval.map(r) ?? "null"),\"work_ms\":\(r(work)),"
            + "\"input_latency_ms\":[\(inputLatencies.map(r).joined(separator: ","))],"
            + "\"offset\":\(r(offset)),\"pointer\":\(pointer),\"drag_lag_pt\":\(dragLag.map(r) ?? "null")}"
    }
}

import Detent
import DetentPicker

extension Trace {
    /// The time a replay at `fps` ends, found from the engine's own event times without
    /// sampling frames: the first frame at or after the later of the last input and the
    /// moment the picker comes to rest and an edge stretch has receded (the last input when it
    /// stays held), as ``Replayer`` ends. Costs one step per input and per motion, whatever the trace's duration, so a
    /// caller can refuse an absurd number of frames before producing any.
    public func replayEndTime(fps: Int, name: String) throws(TraceError) -> Double {
        let picker = header.makeModel(time: 0)   // a demo's columns, as ``Replayer`` drives them
        func fail(_ e: ScrollEngineError, _ n: Int) -> TraceError {
            TraceError(file: name, line: lines.indices.contains(n) ? lines[n] : 0, reason: "the engine refused the input: \(e)")
        }
        for (n, input) in inputs.enumerated() {
            do { try picker.handle(input.input, at: input.t) } catch { throw fail(error, n) }
            picker.drainModelEvents { _, _, _, _ in }
        }
        var rest = inputs.last?.t ?? 0
        while let next = picker.nextEventTime, next.isFinite {
            do { try picker.advance(to: Swift.max(next, picker.time)) } catch { throw fail(error, inputs.count - 1) }
            picker.drainModelEvents { _, _, _, _ in }
            rest = Swift.max(rest, picker.time)
            if picker.nextEventTime == next { break }   // no progress: never loop
        }
        let rate = Double(Swift.max(1, fps))
        return (rest * rate).rounded(.up) / rate
    }
}

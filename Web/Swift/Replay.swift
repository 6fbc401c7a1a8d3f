import CDetent
import Detent
import DetentPicker
import DetentTrace

// The WebAssembly build's additions to libdetent (compiled into the libdetent module there, and
// nowhere else): what the browser needs beyond include/detent.h. Each checks its arguments and
// reports a refusal through its status and detent_last_error(), as detent.h's calls do.

/// `detent replay TRACE --summary [--profile NAME] [--fps N]`: the trace's `length` bytes
/// replayed by the same ``Replayer`` with the same options, its summary object (one line of
/// JSON, NUL-terminated) written to `out` when `capacity` bytes hold it; `*needed` is set to
/// the bytes it takes (NUL included) either way. `profile` NULL keeps the header's profile.
/// A trace the reader refuses gives DETENT_ERROR_INVALID with the reader's `FILE:LINE: reason`
/// (the file named `name`).
@_cdecl("detent_replay_summary")
public func detent_replay_summary(_ bytes: UnsafePointer<UInt8>?, _ length: Int, _ name: UnsafePointer<CChar>?,
                                  _ profile: UnsafePointer<CChar>?, _ fps: Int32, _ out: UnsafeMutablePointer<CChar>?,
                                  _ capacity: Int, _ needed: UnsafeMutablePointer<Int>?) -> detent_status {
    let function: StaticString = "detent_replay_summary"
    guard let bytes, let needed else { return Refusal.null(function, "the trace or needed") }
    guard fps >= 1, fps <= 100_000 else {
        return Refusal.fail(DETENT_ERROR_INVALID, function, "fps must be a whole number from 1 to 100000, not \(fps)")
    }
    let file = name.map { String(cString: $0) } ?? "trace"
    var trace: Trace
    do { trace = try TraceReader.parse(bytes: Array(UnsafeBufferPointer(start: bytes, count: length)), name: file) } catch {
        return Refusal.fail(DETENT_ERROR_INVALID, Message(error.description))
    }
    if let profile {
        let named = String(cString: profile)
        guard let physics = ScrollPhysics(named: named) else {
            let names = ScrollPhysics.all.map { $0.name }.joined(separator: ", ")
            return Refusal.fail(DETENT_ERROR_INVALID, function, "unknown profile \"\(named)\" (expected one of \(names))")
        }
        trace.header.picker.profile = physics
        trace.header.picker.rate = nil
    }
    let options = ReplayOptions(fps: Int(fps), until: nil, maxFrames: nil, skipsRestingFrames: true)
    let summary: ReplaySummary
    do { summary = try Replayer(trace: trace, options: options, name: file).run(record: { _ in }) } catch {
        return Refusal.fail(DETENT_ERROR_INVALID, Message(error.description))
    }
    return CText.write(summary.json, to: out, capacity: capacity, needed: needed, function)
}

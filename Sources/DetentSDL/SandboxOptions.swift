import Detent
import DetentPicker
import DetentTrace

/// What the sandbox is asked to do (its command-line flags, parsed).
public struct SandboxOptions {
    /// The window, in points (480 × 200); a replay uses the trace's window.
    public var window = TraceHeader.defaultWindow
    /// The picker as a trace header describes it: the one description the window, the
    /// recording and a replay share.
    public var picker = PickerSpec()
    public var wheelMode: WheelMode = .auto
    /// Points per notch unit of SDL's precise wheel values; nil for the picker's step.
    public var pointsPerNotch: Double?
    /// Write every input to this trace file.
    public var recordPath: String?
    /// Drive the window from this trace in real time.
    public var replay: Trace?
    /// Save a PNG of the window at ``screenshotAt`` seconds and exit.
    public var screenshotPath: String?
    public var screenshotAt: Double?
    /// Run this many frames and exit, printing the frame statistics.
    public var frames: Int?
    /// Write one JSON line a frame to this file (``FrameRecord``): input latency, drag lag.
    public var frameLogPath: String?
    public var showHUD = false
    public var muted = false
    /// Pixels per point to draw at (`--scale 2` for a high-density display): the window is
    /// made that many times larger in the display's units; `nil` takes what the display gives.
    public var scale: Double?
    /// The target frame rate (120).
    public var rate = 120.0
    /// End ``SandboxApp/run()`` once a replay has ended and the picker is at rest (otherwise
    /// the window stays open until closed).
    public var exitWhenReplayEnds = false
    public init() {}
}

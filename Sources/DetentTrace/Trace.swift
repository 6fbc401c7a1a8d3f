import Detent
import DetentPicker

/// The picker's configuration as a trace header gives it: the picker's own types, each
/// member optional; a missing one takes the picker's default.
public struct PickerSpec: Hashable, Sendable {
    /// `"values": {"from", "to", "by"}` (each member defaults to 0, 100, 1).
    public var values: PickerValues?
    public var spacing: Double?
    public var tickWidth: Double?
    public var majorEvery: Int?
    public var size: Size?
    /// Window points; overrides `size`. Default: `size` centred in the window.
    public var frame: Rect?
    public var axis: Axis?
    /// `"behavior"`: where a gesture comes to rest, written as ``PickerBehavior`` writes itself.
    public var behavior: PickerBehavior?
    public var rate: DecelerationRate?
    /// `"theme"`: a named theme (``PickerTheme/named``).
    public var theme: PickerTheme?

    public init(values: PickerValues? = nil, spacing: Double? = nil, tickWidth: Double? = nil, majorEvery: Int? = nil,
                size: Size? = nil, frame: Rect? = nil, axis: Axis? = nil, behavior: PickerBehavior? = nil,
                rate: DecelerationRate? = nil, theme: PickerTheme? = nil) {
        self.values = values; self.spacing = spacing; self.tickWidth = tickWidth; self.majorEvery = majorEvery
        self.size = size; self.frame = frame; self.axis = axis; self.behavior = behavior
        self.rate = rate; self.theme = theme
    }

    /// Whether no member is set.
    public var isEmpty: Bool { self == PickerSpec() }
}

/// The first line of a trace.
public struct TraceHeader: Hashable, Sendable {
    /// The format's version this library reads and writes.
    public static let version = 1
    /// The default window, in points.
    public static let defaultWindow = Size(width: 480, height: 200)

    /// The window, in points (default 480 × 200).
    public var window: Size
    public var picker: PickerSpec
    /// Free text: what recorded the trace, and why.
    public var source: String?

    public init(window: Size = TraceHeader.defaultWindow, picker: PickerSpec = PickerSpec(), source: String? = nil) {
        self.window = window; self.picker = picker; self.source = source
    }
}

/// One input line: a time (seconds since the trace began) and the picker input it holds
/// (see ``TraceEncoding`` for how each input is written).
public struct TraceInput: Hashable, Sendable {
    public var t: Double
    public var input: PickerInput
    public init(t: Double, _ input: PickerInput) { self.t = t; self.input = input }
}

/// A whole trace: a header and its inputs in time order.
public struct Trace: Hashable, Sendable {
    public var header: TraceHeader
    public var inputs: [TraceInput]
    /// The 1-based line of each input in the file it was read from (empty when built in code).
    public var lines: [Int]
    public init(header: TraceHeader = TraceHeader(), inputs: [TraceInput] = [], lines: [Int] = []) {
        self.header = header; self.inputs = inputs; self.lines = lines
    }

    /// The time of the last input (0 for none).
    public var duration: Double { inputs.last?.t ?? 0 }
}

/// Why a trace could not be read: the file, the 1-based line, and the reason.
public struct TraceError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// The file could not be opened or read (exit status 66).
        case cannotOpen
        /// The data is wrong (exit status 65).
        case badData
    }
    public var file: String
    /// The 1-based line; 0 when the error concerns the whole file (cannot open it).
    public var line: Int
    public var reason: String
    public var kind: Kind

    public init(file: String, line: Int, reason: String, kind: Kind = .badData) {
        self.file = file; self.line = line; self.reason = reason; self.kind = kind
    }

    /// `FILE:LINE: reason` (`FILE: reason` when there is no line).
    public var description: String { line > 0 ? "\(file):\(line): \(reason)" : "\(file): \(reason)" }

    /// The process exit status for this error: 66 cannot open, 65 bad data.
    public var exitStatus: Int32 { kind == .cannotOpen ? 66 : 65 }
}

import Detent

/// The picker's configuration as a trace header gives it. Every member is optional; a
/// missing one takes the picker's default.
public struct PickerSpec: Hashable, Sendable {
    /// `"values": {"from", "to", "by"}` (each member defaults to 0, 100, 1).
    public struct Values: Hashable, Sendable {
        public var from: Double
        public var to: Double
        public var by: Double
        public init(from: Double = 0, to: Double = 100, by: Double = 1) { self.from = from; self.to = to; self.by = by }
    }
    /// `"behavior"`: where a gesture comes to rest.
    public enum Behavior: String, Hashable, Sendable, CaseIterable {
        case closestMultiple = "closest-multiple"
        case paging
        case viewAligned = "view-aligned"
        case none
    }
    /// `"theme"`.
    public enum Theme: String, Hashable, Sendable, CaseIterable {
        case light, dark
    }

    public var values: Values?
    public var spacing: Double?
    public var tickWidth: Double?
    public var majorEvery: Int?
    public var size: Size?
    /// Window points; overrides `size`. Default: `size` centred in the window.
    public var frame: Rect?
    public var axis: Axis?
    public var behavior: Behavior?
    /// `"profile"`: the platform feel (``ScrollPhysics/name``); `rate` then replaces its fling.
    public var profile: ScrollPhysics?
    public var rate: DecelerationRate?
    public var theme: Theme?

    public init(values: Values? = nil, spacing: Double? = nil, tickWidth: Double? = nil, majorEvery: Int? = nil,
                size: Size? = nil, frame: Rect? = nil, axis: Axis? = nil, behavior: Behavior? = nil,
                profile: ScrollPhysics? = nil, rate: DecelerationRate? = nil, theme: Theme? = nil) {
        self.values = values; self.spacing = spacing; self.tickWidth = tickWidth; self.majorEvery = majorEvery
        self.size = size; self.frame = frame; self.axis = axis; self.behavior = behavior
        self.profile = profile; self.rate = rate; self.theme = theme
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

/// What one input line holds.
public enum TraceInputKind: Hashable, Sendable {
    /// `"down"`, `"move"`, `"up"`: a pointer at a position in window points.
    case down(Point, pointer: Int)
    case move(Point, pointer: Int)
    case up(Point, pointer: Int)
    /// `"cancel"`: the gesture was cancelled.
    case cancel(pointer: Int)
    /// `"wheel"`: deltas in points; `precise` for trackpads and smooth wheels.
    case wheel(dx: Double, dy: Double, precise: Bool)
    /// `"key"`.
    case key(ScrollKey)
    /// `"resize"`: the window's new size.
    case resize(Size)
    /// `"select"`: a programmatic change of the value.
    case select(value: Double, animated: Bool)

    /// The line's `"type"`.
    public var typeName: String {
        switch self {
        case .down: return "down"
        case .move: return "move"
        case .up: return "up"
        case .cancel: return "cancel"
        case .wheel: return "wheel"
        case .key: return "key"
        case .resize: return "resize"
        case .select: return "select"
        }
    }

    /// Every `"type"`, in the order the format lists them.
    public static let typeNames = ["down", "move", "up", "cancel", "wheel", "key", "resize", "select"]
}

/// One input line: a time (seconds since the trace began) and what happened.
public struct TraceInput: Hashable, Sendable {
    public var t: Double
    public var kind: TraceInputKind
    public init(t: Double, kind: TraceInputKind) { self.t = t; self.kind = kind }
}

/// A whole trace: a header and its inputs in time order.
public struct Trace: Hashable, Sendable {
    public var header: TraceHeader
    public var inputs: [TraceInput]
    /// The 1-based line of each input in the file it was read from (empty when built in code).
    public var lines: [Int]
    /// What the reader ignored, as `FILE:LINE: reason` notices: members the format does not
    /// know (kept forward compatible, but a typo such as `"profil"` should not pass unseen).
    public var warnings: [TraceError]
    public init(header: TraceHeader = TraceHeader(), inputs: [TraceInput] = [], lines: [Int] = [], warnings: [TraceError] = []) {
        self.header = header; self.inputs = inputs; self.lines = lines; self.warnings = warnings
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
        /// A replay would print more frames than its limit (exit status 64, a usage error:
        /// the options do not bound the output).
        case frameLimit
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

    /// The process exit status for this error: 66 cannot open, 65 bad data, 64 frame limit.
    public var exitStatus: Int32 {
        switch kind {
        case .cannotOpen: return ExitStatus.cannotOpen
        case .badData: return ExitStatus.dataError
        case .frameLimit: return ExitStatus.usage
        }
    }
}

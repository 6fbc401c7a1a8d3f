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
    /// `"profile"`: the platform feel (``ScrollPhysics/name``); `rate` then replaces its fling.
    public var profile: ScrollPhysics?
    public var rate: DecelerationRate?
    /// `"theme"`: a named theme (``PickerTheme/named``).
    public var theme: PickerTheme?
    /// `"style"`: `"ruler"` or `"cylinder"` (a cylinder is vertical, 200 × 216 pt unless sized).
    public var style: PickerStyle?
    /// `"looping"`: whether the values repeat without end.
    public var looping: Bool?
    /// `"cylinder"`: the cylinder's numbers (``CylinderWheel``; Cupertino's for those omitted).
    public var cylinder: CylinderWheel?
    /// `"demo"`: a multi-column picker instead of one wheel: `"date"` (month, day, year),
    /// `"time"` (hour, minute, AM/PM) or `"time24"`; a date's years come from `"years"`.
    package var demo: ColumnPicker.Kind?
    /// `"start"`: where a demo's wheels rest at first, `"2024-01-31"` or `"09:41"`.
    public var start: ColumnValue?

    public init(values: PickerValues? = nil, spacing: Double? = nil, tickWidth: Double? = nil, majorEvery: Int? = nil,
                size: Size? = nil, frame: Rect? = nil, axis: Axis? = nil, behavior: PickerBehavior? = nil,
                profile: ScrollPhysics? = nil, rate: DecelerationRate? = nil, theme: PickerTheme? = nil) {
        self.values = values; self.spacing = spacing; self.tickWidth = tickWidth; self.majorEvery = majorEvery
        self.size = size; self.frame = frame; self.axis = axis; self.behavior = behavior
        self.profile = profile; self.rate = rate; self.theme = theme
    }

    /// Whether no member is set.
    public var isEmpty: Bool { self == PickerSpec() }
}

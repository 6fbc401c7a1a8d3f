import Detent

/// The colours of a picker.
public struct PickerTheme: Hashable, Sendable {
    /// Behind the picker (and the sandbox window).
    public var background: DisplayColor
    /// Ticks.
    public var tick: DisplayColor
    /// Labels.
    public var label: DisplayColor
    /// The selection indicator.
    public var indicator: DisplayColor

    public init(background: DisplayColor, tick: DisplayColor, label: DisplayColor, indicator: DisplayColor) {
        self.background = background; self.tick = tick; self.label = label; self.indicator = indicator
    }

    /// Dark marks on white, a red indicator.
    public static let light = PickerTheme(
        background: DisplayColor(red: 1, green: 1, blue: 1),
        tick: DisplayColor(red: 0.11, green: 0.11, blue: 0.12),
        label: DisplayColor(red: 0.11, green: 0.11, blue: 0.12),
        indicator: DisplayColor(red: 1, green: 0.231, blue: 0.188))
    /// Light marks on near-black, a red indicator.
    public static let dark = PickerTheme(
        background: DisplayColor(red: 0.11, green: 0.11, blue: 0.118),
        tick: DisplayColor(red: 0.92, green: 0.92, blue: 0.94),
        label: DisplayColor(red: 0.92, green: 0.92, blue: 0.94),
        indicator: DisplayColor(red: 1, green: 0.271, blue: 0.227))

    /// The themes that have a name (traces and command lines name a theme), in order.
    package static let named: [(name: String, theme: PickerTheme)] = [("light", .light), ("dark", .dark)]

    /// The theme called `name` (`light` or `dark`); `nil` for any other name.
    package init?(named name: String) {
        guard let t = PickerTheme.named.first(where: { $0.name.isSameUTF8(name) }) else { return nil }
        self = t.theme
    }

    /// The theme's name; `nil` for a theme made of other colours.
    package var name: String? { PickerTheme.named.first(where: { $0.theme == self })?.name }
}

/// Collects the frames items report, as SwiftUI's `PreferenceKey` does: each child
/// reports, the container reduces, nobody else moves the scroll view.
public struct ScrollTargetFramesKey {
    public static var defaultValue: [Rect] { [] }
    /// Appends the next child's frames to the accumulated value.
    public static func reduce(value: inout [Rect], nextValue: () -> [Rect]) {
        value.append(contentsOf: nextValue())
    }
}

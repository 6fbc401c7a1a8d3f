/// A key that moves a scroll view.
public enum ScrollKey: String, Hashable, Sendable, CaseIterable {
    case left, right, up, down
    case pageUp = "page_up"
    case pageDown = "page_down"
    case home, end
}

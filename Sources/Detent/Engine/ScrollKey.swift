/// A key that moves a scroll view.
public enum ScrollKey: String, Hashable, Sendable, CaseIterable {
    case left, right, up, down
    case pageUp = "page_up"
    case pageDown = "page_down"
    case home, end
}

extension ScrollKey {
    /// The targets it steps by, with `page` targets a page; `nil` for Home and End, which go
    /// to an end of the bounds.
    func step(page: Int) -> Int? {
        switch self {
        case .right, .down: return 1
        case .left, .up: return -1
        case .pageDown: return page
        case .pageUp: return -page
        case .home, .end: return nil
        }
    }
}

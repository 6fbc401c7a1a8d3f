/// One input to a ``ScrollEngine``. Each is applied at a time given with it.
public enum ScrollInput: Hashable, Sendable {
    /// A pointer (mouse button, finger) went down at a position (pointer space, points).
    case pointerDown(Point, pointer: Int = 0)
    /// The pointer moved.
    case pointerMove(Point, pointer: Int = 0)
    /// The pointer went up.
    case pointerUp(Point, pointer: Int = 0)
    /// The gesture was cancelled (the content settles as after a release with no velocity).
    case pointerCancel(pointer: Int = 0)
    /// A wheel turned: `dx`, `dy` in points (positive increases the offset); `precise` for
    /// trackpads and smooth wheels (scroll 1:1), otherwise notches (one target per notch).
    case wheel(dx: Double, dy: Double, precise: Bool)
    /// A key was pressed.
    case key(ScrollKey)
    /// A programmatic scroll, animated with ``ScrollEngine/Configuration/scrollToSpring`` or immediate.
    case scrollTo(ScrollDestination, animated: Bool)
    /// The container changed size.
    case resize(Size)
}

extension ScrollInput {
    /// Throws for a number that is not finite, or a size out of the container's range.
    func validate() throws(ScrollEngineError) {
        switch self {
        case let .pointerDown(p, _), let .pointerMove(p, _), let .pointerUp(p, _):
            guard p.x.isFinite, p.y.isFinite else { throw .nonFinite("pointer position") }
        case let .wheel(dx, dy, _):
            guard dx.isFinite, dy.isFinite else { throw .nonFinite("wheel delta") }
        case let .scrollTo(.offset(o), _):
            guard o.isFinite else { throw .nonFinite("scroll-to offset") }
        case let .resize(s):
            try Self.validate(size: s)
        case .pointerCancel, .key, .scrollTo(.target, _):
            break
        }
    }

    /// Throws for a container size not finite or out of range. Out of line: formatting its
    /// message made every input's check (a pointer move's too) set up a stack frame.
    @inline(never)
    private static func validate(size s: Size) throws(ScrollEngineError) {
        guard s.width.isFinite, s.height.isFinite else { throw .nonFinite("size") }
        let r = ScrollEngine.Configuration.Ranges.container
        guard r.contains(s.width), r.contains(s.height) else { throw .invalid(saying: "the size \(s) must be \(r)") }
    }
}

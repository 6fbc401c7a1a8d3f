import Detent

/// One thing to draw, in window points: plain values any renderer can draw.
public enum DisplayItem: Hashable, Sendable {
    /// A filled rectangle.
    case rect(Rect, color: DisplayColor)
    /// A line of text of `fontSize` points, placed in `frame` at `alignment` (a unit point:
    /// `.center` centres it; the frame is the size the layout's text measurer reported).
    case text(String, frame: Rect, fontSize: Double, alignment: UnitPoint, color: DisplayColor)
    /// A line of text of `fontSize` points, centred, then scaled by `scale` (`dx` across,
    /// `dy` down) about its centre, the centre of `frame` (its measured size times the scale).
    /// A cylinder's rows are drawn so: a row seen at an angle is squeezed along the axis and,
    /// in perspective, narrowed across it.
    case scaledText(String, frame: Rect, fontSize: Double, scale: Vector, color: DisplayColor)
    /// Clip what follows to a rectangle, or stop clipping (`nil`).
    case clip(Rect?)
}

extension DisplayItem {
    /// The item scaled by `scale` along `axis` about the window coordinate `anchor`: content
    /// stretched at an edge (Android 12's stretch, `EdgeStretch` in `Detent`). Rectangles and
    /// frames move and grow; a scaled text's scale grows along the axis with its frame; a text
    /// keeps its glyphs' size in its moved, grown frame (its frame is its measured size: at the
    /// stretch's largest, 1.032, a 43 pt label would be 1.4 pt wider). Clips are the
    /// container's and stay.
    package func stretched(along axis: Axis, about anchor: Double, by scale: Double) -> DisplayItem {
        // Out of line: written once, not in each of the three cases that move a frame.
        @inline(never) func along(_ r: Rect) -> Rect {
            axis == .horizontal
                ? Rect(x: anchor + (r.minX - anchor) * scale, y: r.minY, width: r.width * scale, height: r.height)
                : Rect(x: r.minX, y: anchor + (r.minY - anchor) * scale, width: r.width, height: r.height * scale)
        }
        let by = axis == .horizontal ? Vector(dx: scale, dy: 1) : Vector(dx: 1, dy: scale)
        switch self {
        case let .rect(r, color):
            return .rect(along(r), color: color)
        case let .text(text, frame, fontSize, alignment, color):
            return .text(text, frame: along(frame), fontSize: fontSize, alignment: alignment, color: color)
        case let .scaledText(text, frame, fontSize, s, color):
            return .scaledText(text, frame: along(frame), fontSize: fontSize, scale: Vector(dx: s.dx * by.dx, dy: s.dy * by.dy),
                               color: color)
        case .clip:
            return self
        }
    }
}

extension [DisplayItem] {
    // Out of line: inlined, an append builds its item and grows the array at each of the
    // display lists' places (a hundred bytes of WebAssembly each). A hot loop's appends stay
    // inline (the ruler's ticks and labels).
    /// Appends ``DisplayItem/rect(_:color:)``.
    @inline(never) mutating func appendRect(_ r: Rect, color: DisplayColor) { append(.rect(r, color: color)) }
    /// Appends ``DisplayItem/clip(_:)`` of `r`.
    @inline(never) mutating func appendClip(_ r: Rect) { append(.clip(r)) }
    /// Appends ``DisplayItem/clip(_:)`` of `nil`: the end of the clip.
    @inline(never) mutating func appendEndOfClip() { append(.clip(nil)) }
    /// Appends ``DisplayItem/text(_:frame:fontSize:alignment:color:)``, centred.
    @inline(never) mutating func appendText(_ text: String, frame: Rect, fontSize: Double, color: DisplayColor) {
        append(.text(text, frame: frame, fontSize: fontSize, alignment: .center, color: color))
    }
    /// Appends ``DisplayItem/scaledText(_:frame:fontSize:scale:color:)``.
    @inline(never) mutating func appendScaledText(_ text: String, frame: Rect, fontSize: Double, scale: Vector, color: DisplayColor) {
        append(.scaledText(text, frame: frame, fontSize: fontSize, scale: scale, color: color))
    }
}

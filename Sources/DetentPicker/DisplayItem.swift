import Detent

/// How text sits in its frame along each axis (a unit point: `.center` centres it).
public typealias TextAlignment = UnitPoint

/// One thing to draw, in window points: plain values any renderer can draw.
public enum DisplayItem: Hashable, Sendable {
    /// A filled rectangle.
    case rect(Rect, color: DisplayColor)
    /// A line of text of `fontSize` points, placed in `frame` at `alignment` (the frame is the
    /// size the layout's text measurer reported).
    case text(String, frame: Rect, fontSize: Double, alignment: TextAlignment, color: DisplayColor)
    /// Clip what follows to a rectangle, or stop clipping (`nil`).
    case clip(Rect?)
}

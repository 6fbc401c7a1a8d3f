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
    /// A line of text of `fontSize` points, centred, then scaled by `scale` (`dx` across,
    /// `dy` down) about its centre, the centre of `frame` (its measured size times the scale).
    /// A cylinder's rows are drawn so: a row seen at an angle is squeezed along the axis and,
    /// in perspective, narrowed across it.
    case scaledText(String, frame: Rect, fontSize: Double, scale: Vector, color: DisplayColor)
    /// Clip what follows to a rectangle, or stop clipping (`nil`).
    case clip(Rect?)
}

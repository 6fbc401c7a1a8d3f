/// The resistance felt when dragging content past an edge, as UIScrollView's.
///
/// For a raw excess `x` (how far the pointer has dragged past the edge) the displayed
/// overscroll is
///
///     f(x) = (1 − 1 / (x·c/d + 1)) · d
///
/// with c = 0.55 and d the container's extent on the scroll axis; it never reaches d. The
/// inverse, x = f·d / ((d − f)·c), lets a drag that returns inside the bounds land where the
/// pointer is. Both are odd functions: a negative excess (past the leading edge) gives a
/// negative overscroll.
public struct RubberBand: Hashable, Sendable {
    /// The resistance constant c; UIScrollView uses 0.55.
    public var coefficient: Double
    /// The container's extent along the scroll axis, d.
    public var dimension: Double

    public init(coefficient: Double = 0.55, dimension: Double) {
        self.coefficient = coefficient
        self.dimension = dimension
    }

    /// The displayed overscroll for a raw excess `x`.
    public func offset(forExcess x: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let m = abs(x)
        let f = (1 - 1 / (m * coefficient / dimension + 1)) * dimension
        return x < 0 ? -f : f
    }

    /// The raw excess that displays as overscroll `f` (|f| < d); the inverse of
    /// ``offset(forExcess:)``.
    public func excess(forOffset f: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let m = Swift.min(abs(f), dimension * (1 - 1e-12))
        let x = m * dimension / ((dimension - m) * coefficient)
        return f < 0 ? -x : x
    }

    /// The slope df/dx at excess `x`: c / (x·c/d + 1)². A release past the edge starts its
    /// spring with the release velocity times this slope.
    public func slope(atExcess x: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let u = abs(x) * coefficient / dimension + 1
        return coefficient / (u * u)
    }
}

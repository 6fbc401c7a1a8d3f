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
///
/// With the ``bounds`` the content rests in, it maps a raw (pointer-following) offset to the
/// displayed one and back: inside the bounds they are equal, past an edge the excess is banded.
package struct RubberBand: Hashable, Sendable {
    /// The resistance constant c; UIScrollView uses 0.55.
    package var coefficient: Double
    /// The container's extent along the scroll axis, d.
    package var dimension: Double
    /// The offsets inside which there is no resistance (unbounded by default).
    package var bounds: ClosedRange<Double>

    package init(coefficient: Double = 0.55, dimension: Double,
                bounds: ClosedRange<Double> = -Double.infinity...Double.infinity) {
        self.coefficient = coefficient
        self.dimension = dimension
        self.bounds = bounds
    }

    /// The displayed offset for a raw (pointer-following) offset: banded past an edge.
    package func displayedOffset(forRaw raw: Double) -> Double {
        if raw < bounds.lowerBound { return bounds.lowerBound + offset(forExcess: raw - bounds.lowerBound) }
        if raw > bounds.upperBound { return bounds.upperBound + offset(forExcess: raw - bounds.upperBound) }
        return raw
    }

    /// The raw offset that displays as `displayed`: the band's inverse past an edge.
    package func rawOffset(forDisplayed displayed: Double) -> Double {
        if displayed < bounds.lowerBound { return bounds.lowerBound + excess(forOffset: displayed - bounds.lowerBound) }
        if displayed > bounds.upperBound { return bounds.upperBound + excess(forOffset: displayed - bounds.upperBound) }
        return displayed
    }

    /// d(displayed)/d(raw) at the displayed offset `x`: 1 inside the bounds, the band's
    /// slope past an edge. Content released there moves at its velocity times this.
    package func slope(atDisplayed x: Double) -> Double {
        if x < bounds.lowerBound { return slope(atExcess: rawOffset(forDisplayed: x) - bounds.lowerBound) }
        if x > bounds.upperBound { return slope(atExcess: rawOffset(forDisplayed: x) - bounds.upperBound) }
        return 1
    }

    /// `x` clamped to the bounds (never −0.0: `max(0, −0.0)` is −0.0, hence the `+ 0`).
    package func clamped(_ x: Double) -> Double {
        Swift.min(bounds.upperBound, Swift.max(bounds.lowerBound, x)) + 0
    }

    /// Whether `x` is past an edge.
    package func isOutside(_ x: Double) -> Bool { x < bounds.lowerBound || x > bounds.upperBound }

    /// How far `x` is past an edge (0 inside the bounds).
    package func excess(of x: Double) -> Double {
        x < bounds.lowerBound ? bounds.lowerBound - x : x > bounds.upperBound ? x - bounds.upperBound : 0
    }

    /// The displayed overscroll for a raw excess `x`.
    package func offset(forExcess x: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let m = abs(x)
        let f = (1 - 1 / (m * coefficient / dimension + 1)) * dimension
        return x < 0 ? -f : f
    }

    /// The raw excess that displays as overscroll `f` (|f| < d); the inverse of
    /// ``offset(forExcess:)``.
    package func excess(forOffset f: Double) -> Double {
        // (c = 0 holds content at the edge: no overscroll shows, so none has an excess)
        guard dimension > 0, coefficient > 0 else { return 0 }
        let m = Swift.min(abs(f), dimension * (1 - 1e-12))
        let x = m * dimension / ((dimension - m) * coefficient)
        return f < 0 ? -x : x
    }

    /// The slope df/dx at excess `x`: c / (x·c/d + 1)². A release past the edge starts its
    /// spring with the release velocity times this slope.
    package func slope(atExcess x: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let u = abs(x) * coefficient / dimension + 1
        return coefficient / (u * u)
    }
}

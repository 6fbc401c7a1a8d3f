import Detent

/// The cylinder style: rows on a rotating cylinder (``CylinderWheel``), each row's transform
/// computed here and carried in the display list.
extension WheelPicker {
    /// The display list of a cylinder picker, appended to `list`: the background, a clip to
    /// the frame, the centre band, then every row Flutter paints (in the `height × squeeze`
    /// window, facing the viewer) in ascending order (scaled along the axis by an edge
    /// stretch, ``edgeStretch``).
    /// A row is a ``DisplayItem/scaledText(_:frame:fontSize:scale:color:)`` at its projected
    /// position and scale, dimmed outside the band and fading toward the edges
    /// (``CylinderWheel/edgeOpacity(scale:)``: none too flat to read); a row that meets the band is drawn twice,
    /// magnified and flat under a clip to the band (full opacity), and on the cylinder under a
    /// clip to the half of the wheel it is in (Flutter's `RenderListWheelViewport`).
    func cylinderDisplayList(into list: inout [DisplayItem]) {
        let indicatorWidth = configuration.indicatorWidth
        WheelPicker.appendCylinderBackground(frame: frame, band: cylinderBand, line: indicatorWidth > 0 ? Swift.min(1, indicatorWidth) : 0,
                                             theme: configuration.theme, into: &list)
        cylinderRows(into: &list, disabledFrom: nil)
        list.appendEndOfClip()
    }

    /// What a cylinder (or a ``ColumnPicker``'s columns) draws under its rows: the background,
    /// a clip to `frame`, the centre band `band` and its two edges, lines `line` points thick
    /// (none when 0). Out of line: the wheel and the column picker share it.
    @inline(never)
    static func appendCylinderBackground(frame: Rect, band: Rect, line: Double, theme: PickerTheme,
                                         into list: inout [DisplayItem]) {
        list.appendRect(frame, color: theme.background)
        list.appendClip(frame)
        list.appendRect(band, color: theme.tick.opacity(0.08))
        if line > 0 {
            list.appendRect(Rect(x: frame.minX, y: band.minY, width: frame.width, height: line), color: theme.tick.opacity(0.25))
            list.appendRect(Rect(x: frame.minX, y: band.maxY - line, width: frame.width, height: line), color: theme.tick.opacity(0.25))
        }
    }

    /// A cylinder's centre band in window points (whatever the style): where the selected row
    /// is seen magnified, and what a host highlights as selection feedback.
    var cylinderBand: Rect { configuration.cylinder.band(in: frame) }

    /// The rows of a cylinder, appended to `list` under clips within the frame (the last
    /// clip is the frame; the caller clips to the frame first): what ``cylinderDisplayList(into:)`` draws over its background and
    /// band, and each column of a ``ColumnPicker`` over the shared one. Rows whose value
    /// index is `disabledFrom` or more (a date's days past the month) are drawn disabled.
    func cylinderRows(into list: inout [DisplayItem], disabledFrom: Int?) {
        // The members read in place, not a copy of the configuration (which retains its closures).
        let wheel = configuration.cylinder, theme = configuration.theme, values = configuration.values
        let formatter = configuration.labelFormatter, fontSize = configuration.labelFontSize
        let h = frame.height, w = frame.width, extent = wheel.itemExtent, mag = wheel.magnification
        let offset = engine.offset
        let targets = engine.configuration.targets
        let band = wheel.band(height: h)
        let bandRect = cylinderBand
        let topHalf = Rect(x: frame.minX, y: frame.minY, width: w, height: band.top)
        let bottomHalf = Rect(x: frame.minX, y: frame.minY + band.bottom, width: w, height: h - band.bottom)
        let pivotX = frame.minX + w * (0.5 - wheel.offAxisFraction), midY = frame.minY + h / 2
        let disabledOpacity = 0.2, disabled = theme.label.opacity(disabledOpacity)
        guard targets.count > 0 else { return }
        let firstContent = list.endIndex
        defer { stretchContent(&list, from: firstContent) }   // the rows as Android stretches them
        let middle = targets.closestIndex(to: offset), k = wheel.visibleRows(height: h)
        let first = Swift.max(0, middle - k), last = Swift.min(targets.count - 1, middle + k)
        for i in first...last {
            let d = targets.offset(at: i) - offset
            guard let row = wheel.visibleRow(distance: d, height: h) else { continue }
            let rowIndex = targets.wrappedIndex(i)
            let text = Configuration.label(values.value(at: rowIndex), formatter, values)
            let off = disabledFrom.map { rowIndex >= $0 } ?? false
            let size = textMeasurer.checkedSize(of: text, fontSize: fontSize)
            // On the cylinder: the text's own top and bottom projected, its width narrowed by
            // the row's perspective about the cylinder's axis (off the centre by offAxisFraction).
            let top = wheel.project(-size.height / 2, angle: row.angle, height: h).y
            let bottom = wheel.project(size.height / 2, angle: row.angle, height: h).y
            let sx = row.scaleAcross, sy = (bottom - top) / size.height
            let cx = pivotX + w * wheel.offAxisFraction * sx
            // Turned away (a seen height of 0 or less in perspective) or too flat to read: not drawn.
            let fade = CylinderWheel.edgeOpacity(scale: sy)
            let seen = fade > 0 && sx > 0
            // Flutter's test of a row meeting the band, on the row's unprojected top edge.
            let flatTop = h / 2 + d - extent / 2
            let meetsBand = flatTop >= band.top - extent * mag && flatTop <= band.bottom
            var inBand = false
            if meetsBand {
                // Magnified and flat in the band: scaled by `magnification` about the band's pivot.
                // (Flutter paints it wholly clipped away when its text misses the band: left out.)
                let mx = pivotX + mag * (frame.midX - pivotX), my = midY + mag * d
                let magnified = Rect(x: mx - size.width * mag / 2, y: my - size.height * mag / 2,
                                     width: size.width * mag, height: size.height * mag)
                inBand = magnified.maxY > bandRect.minY && magnified.minY < bandRect.maxY
                if inBand {
                    list.appendClip(bandRect)
                    list.appendText(text, frame: magnified, fontSize: fontSize * mag, color: off ? disabled : theme.label)
                }
            }
            // The row on the cylinder (one place: each append written is code), under a clip to
            // its half of the wheel when it meets the band.
            if seen {
                if meetsBand { list.appendClip(flatTop <= band.top ? topHalf : bottomHalf) }
                list.appendScaledText(text, frame: Rect(x: cx - size.width * sx / 2, y: midY + top, width: size.width * sx, height: bottom - top),
                                      fontSize: fontSize, scale: Vector(dx: sx, dy: sy),
                                      color: theme.label.opacity((off ? disabledOpacity : wheel.overAndUnderCenterOpacity) * fade))
            }
            if meetsBand && (seen || inBand) { list.appendClip(frame) }
        }
    }

    /// The row a tap at `point` selects on a cylinder: the one seen under it (the magnified
    /// row in the band), as the engine's target index (on a looping wheel, in the lap seen);
    /// `nil` past the ends or off the cylinder's front.
    func cylinderTappedTarget(at point: Point) -> Int? {
        let wheel = configuration.cylinder, h = frame.height
        let targets = engine.configuration.targets
        guard targets.count > 0 else { return nil }
        let offset = engine.offset, y = point.y - frame.minY
        let band = wheel.band(height: h)
        if y >= band.top && y < band.bottom {
            // Flat in the band: the magnified content coordinate.
            return targets.closestIndex(to: offset + (y - h / 2) / wheel.magnification)
        }
        let middle = targets.closestIndex(to: offset), k = wheel.visibleRows(height: h)
        for i in Swift.max(0, middle - k)...Swift.min(targets.count - 1, middle + k) {
            let d = targets.offset(at: i) - offset
            guard let row = wheel.visibleRow(distance: d, height: h), row.bottom > row.top else { continue }
            if y >= h / 2 + row.top && y < h / 2 + row.bottom { return i }
        }
        return nil
    }
}

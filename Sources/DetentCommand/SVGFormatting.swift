#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import DetentPicker
// How the chart writes numbers and text into SVG.

/// A coordinate: at most two decimals, whole numbers without a fraction.
func f(_ d: Double) -> String {
    let r = (d * 100).rounded() / 100
    if r == r.rounded(), abs(r) < 1e15 { return String(Int(r)) }
    return "\(r)"
}
func fmtTime(_ t: Double) -> String { fmtTick(t, 0.001) }
func fmtTick(_ v: Double, _ step: Double) -> String {
    var decimals = 0
    var s = step
    while s < 1 && decimals < 6 { s *= 10; decimals += 1 }
    return PickerValues.format(v, decimals: decimals)
}
func niceStep(_ raw: Double) -> Double {
    guard raw > 0, raw.isFinite else { return 1 }
    let p = pow(10, floor(log10(raw)))
    let m = raw / p
    return (m < 1.5 ? 1 : m < 3 ? 2 : m < 7 ? 5 : 10) * p
}
/// The multiples of `step` a chart's axis ticks at: the first at or above `lo`, then each the
/// one before plus `step`, while at most `hi`.
func tickValues(from lo: Double, through hi: Double, step: Double) -> [Double] {
    var values: [Double] = []
    var v = (lo / step).rounded(.up) * step
    while v <= hi {
        values.append(v)
        v += step
    }
    return values
}
/// A grid line across a panel at height `y` and its tick `label` left of the panel, then
/// `trailing` (a second scale's label) and the line's end.
func gridRow(y: Double, left: Double, width: Double, label: String, opacity: String = "0.08", trailing: String = "") -> String {
    "<line x1=\"\(f(left))\" y1=\"\(f(y))\" x2=\"\(f(left + width))\" y2=\"\(f(y))\" stroke=\"#000\" stroke-opacity=\"\(opacity)\"/>"
        + "<text x=\"\(f(left - 6))\" y=\"\(f(y + 4))\" text-anchor=\"end\">\(label)</text>\(trailing)\n"
}
/// A grid line down the panels at `x`, from `top` to `bottom`, and its tick `label` at `labelY`.
func gridColumn(x: Double, top: Double, bottom: Double, labelY: Double, label: String) -> String {
    "<line x1=\"\(f(x))\" y1=\"\(f(top))\" x2=\"\(f(x))\" y2=\"\(f(bottom))\" stroke=\"#000\" stroke-opacity=\"0.08\"/>"
        + "<text x=\"\(f(x))\" y=\"\(f(labelY))\" text-anchor=\"middle\">\(label)</text>\n"
}
/// An axis title written upward (`angle` -90) or downward (90), centred on (`x`, `y`).
func axisTitle(_ text: String, x: Double, y: Double, angle: Int = -90, attributes: String = "") -> String {
    "<text transform=\"translate(\(f(x)) \(f(y))) rotate(\(angle))\" text-anchor=\"middle\"\(attributes)>\(text)</text>\n"
}
/// A panel's frame.
func panelFrame(left: Double, top: Double, width: Double, height: Double) -> String {
    "<rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(width))\" height=\"\(f(height))\" fill=\"none\" stroke=\"#333\"/>\n"
}
/// A curve: `points` ("x,y x,y …") joined by a line of `color`, `width` wide, `dash` its
/// stroke-dasharray attribute (or none).
func polyline(_ points: String, color: String, width: Double, dash: String = "") -> String {
    "<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(f(width))\" stroke-linejoin=\"round\"\(dash) points=\"\(points)\"/>\n"
}
/// Pixel points as a polyline's `points`.
func pointList(_ points: [(x: Double, y: Double)]) -> String {
    points.map { "\(f($0.x)),\(f($0.y))" }.joined(separator: " ")
}
/// The velocity panel's grid: a line and a label every nice step across ±`limit` (the zero
/// line darker), shared by the trace plot and the profile comparison.
func velocityGrid(limit vAbs: Double, left: Double, width plotW: Double, y y2: (Double) -> Double) -> String {
    let vStep = niceStep(vAbs / 2.5)
    return tickValues(from: -vAbs, through: vAbs, step: vStep).map {
        gridRow(y: y2($0), left: left, width: plotW, label: fmtTick($0, vStep), opacity: $0 == 0 ? "0.45" : "0.08")
    }.joined()
}
/// A chart's bold title at (`x`, 24) that ends before `width - 10`: a title estimated wider (a
/// long path) gets a smaller font, down to 9 px, and past that is condensed by `textLength`
/// (which browsers honour and librsvg does not), instead of running off the chart. The
/// estimate, 0.58 em a character, is a little over DejaVu Sans Bold's average.
func chartTitle(_ text: String, x: Double, width: Double) -> String {
    let available = width - x - 10, ems = Double(text.count) * 0.58
    let fontSize = Swift.max(9, Swift.min(16, (available / ems).rounded(.down)))
    let condensed = ems * fontSize > available ? " textLength=\"\(f(available))\" lengthAdjust=\"spacingAndGlyphs\"" : ""
    return "<text x=\"\(f(x))\" y=\"24\" font-size=\"\(f(fontSize))\" font-weight=\"bold\"\(condensed)>\(xml(text))</text>\n"
}
/// An estimate of `text`'s width in DejaVu Sans at `fontSize`, a little over the real one:
/// digits 0.64 em, spaces and punctuation 0.33 em, anything else 0.55 em.
func estimatedWidth(_ text: String, fontSize: Double = 12) -> Double {
    text.unicodeScalars.reduce(0) { sum, u in
        sum + fontSize * (("0"..."9").contains(u) ? 0.64 : " .,:;-'".unicodeScalars.contains(u) ? 0.33 : 0.55)
    }
}
func xml(_ s: String) -> String {
    var o = ""
    for c in s {
        switch c {
        case "<": o += "&lt;"
        case ">": o += "&gt;"
        case "&": o += "&amp;"
        case "\"": o += "&quot;"
        default: o.append(c)
        }
    }
    return o
}

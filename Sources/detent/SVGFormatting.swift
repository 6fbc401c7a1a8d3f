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
/// The velocity panel's grid: a line and a label every nice step across ±`limit` (the zero
/// line darker), shared by the trace plot and the profile comparison.
func velocityGrid(limit vAbs: Double, left: Double, width plotW: Double, y y2: (Double) -> Double) -> String {
    var s = ""
    let vStep = niceStep(vAbs / 2.5)
    var vv = -(vAbs / vStep).rounded(.down) * vStep
    while vv <= vAbs {
        s += "<line x1=\"\(f(left))\" y1=\"\(f(y2(vv)))\" x2=\"\(f(left + plotW))\" y2=\"\(f(y2(vv)))\" stroke=\"#000\" stroke-opacity=\"\(vv == 0 ? "0.45" : "0.08")\"/>"
        s += "<text x=\"\(f(left - 6))\" y=\"\(f(y2(vv) + 4))\" text-anchor=\"end\">\(fmtTick(vv, vStep))</text>\n"
        vv += vStep
    }
    return s
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

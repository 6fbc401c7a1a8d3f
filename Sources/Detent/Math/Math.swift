// The one place the core and the pickers take their elementary functions from. Every other
// file of `Detent` and `DetentPicker` calls these names and imports no C library, so a
// build for Glibc, Darwin or Embedded Swift (wasm32, armv7em: the C library it is linked
// with) differs in this file alone.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif hasFeature(Embedded)
@_extern(c, "exp") private func c_exp(_ x: Double) -> Double
@_extern(c, "expm1") private func c_expm1(_ x: Double) -> Double
@_extern(c, "log") private func c_log(_ x: Double) -> Double
@_extern(c, "log1p") private func c_log1p(_ x: Double) -> Double
@_extern(c, "pow") private func c_pow(_ x: Double, _ y: Double) -> Double
@_extern(c, "sin") private func c_sin(_ x: Double) -> Double
@_extern(c, "cos") private func c_cos(_ x: Double) -> Double
@_extern(c, "asin") private func c_asin(_ x: Double) -> Double
@_extern(c, "atan2") private func c_atan2(_ y: Double, _ x: Double) -> Double
#endif

#if canImport(Glibc) || canImport(Darwin)
@inline(__always) private func c_exp(_ x: Double) -> Double { exp(x) }
@inline(__always) private func c_expm1(_ x: Double) -> Double { expm1(x) }
@inline(__always) private func c_log(_ x: Double) -> Double { log(x) }
@inline(__always) private func c_log1p(_ x: Double) -> Double { log1p(x) }
@inline(__always) private func c_pow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@inline(__always) private func c_sin(_ x: Double) -> Double { sin(x) }
@inline(__always) private func c_cos(_ x: Double) -> Double { cos(x) }
@inline(__always) private func c_asin(_ x: Double) -> Double { asin(x) }
@inline(__always) private func c_atan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
#endif

/// The elementary functions of the core (`package`: the pickers use them too).
package enum Math {
    /// e, the double nearest it (C's `M_E`, absent from Embedded builds).
    package static let e = 2.718281828459045
    /// eˣ.
    @inline(__always) package static func exp(_ x: Double) -> Double { c_exp(x) }
    /// eˣ − 1, exact near 0.
    @inline(__always) package static func expm1(_ x: Double) -> Double { c_expm1(x) }
    /// The natural logarithm.
    @inline(__always) package static func log(_ x: Double) -> Double { c_log(x) }
    /// ln(1 + x), exact near 0.
    @inline(__always) package static func log1p(_ x: Double) -> Double { c_log1p(x) }
    /// xʸ.
    @inline(__always) package static func pow(_ x: Double, _ y: Double) -> Double { c_pow(x, y) }
    /// The sine of `x` radians.
    @inline(__always) package static func sin(_ x: Double) -> Double { c_sin(x) }
    /// The cosine of `x` radians.
    @inline(__always) package static func cos(_ x: Double) -> Double { c_cos(x) }
    /// The arcsine, in −π/2…π/2.
    @inline(__always) package static func asin(_ x: Double) -> Double { c_asin(x) }
    /// The angle of (x, y), in −π…π.
    @inline(__always) package static func atan2(_ y: Double, _ x: Double) -> Double { c_atan2(y, x) }
}

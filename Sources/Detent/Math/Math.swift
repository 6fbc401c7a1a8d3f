// The one place the core and the pickers take their elementary functions from. Every other
// file of `Detent` and `DetentPicker` calls these names and imports no C library. They are
// the core's own (`PortableMath`, beside this file), the same on every target: Glibc's,
// Darwin's and musl's libm round differently in the last bit, and replay digests would
// differ between a native build and WebAssembly.

/// The elementary functions of the core (`package`: the pickers use them too), the same
/// bits on every platform: IEEE arithmetic only, within 1 ulp (see `PortableMath`).
package enum Math {
    /// e, the double nearest it (C's `M_E`).
    package static let e = 2.718281828459045
    /// eˣ.
    @inline(__always) package static func exp(_ x: Double) -> Double { PortableMath.exp(x) }
    /// eˣ − 1, exact near 0.
    @inline(__always) package static func expm1(_ x: Double) -> Double { PortableMath.expm1(x) }
    /// The natural logarithm.
    @inline(__always) package static func log(_ x: Double) -> Double { PortableMath.log(x) }
    /// ln(1 + x), exact near 0.
    @inline(__always) package static func log1p(_ x: Double) -> Double { PortableMath.log1p(x) }
    /// xʸ.
    @inline(__always) package static func pow(_ x: Double, _ y: Double) -> Double { PortableMath.pow(x, y) }
    /// The sine of `x` radians.
    @inline(__always) package static func sin(_ x: Double) -> Double { PortableMath.sin(x) }
    /// The cosine of `x` radians.
    @inline(__always) package static func cos(_ x: Double) -> Double { PortableMath.cos(x) }
    /// The arcsine, in −π/2…π/2.
    @inline(__always) package static func asin(_ x: Double) -> Double { PortableMath.asin(x) }
    /// The angle of (x, y), in −π…π.
    @inline(__always) package static func atan2(_ y: Double, _ x: Double) -> Double { PortableMath.atan2(y, x) }
}

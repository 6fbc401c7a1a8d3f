/// A colour with opacity, each component 0…1 (sRGB).
public struct DisplayColor: Hashable, Sendable, CustomStringConvertible {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var opacity: Double
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.opacity = opacity
    }
    /// The same colour with its opacity multiplied by `factor`.
    package func opacity(_ factor: Double) -> DisplayColor {
        DisplayColor(red: red, green: green, blue: blue, opacity: opacity * factor)
    }
    /// The components as bytes 0…255 (clamped, rounded), for renderers.
    public var bytes: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        func byte(_ c: Double) -> UInt8 {
            guard c.isFinite else { return 0 }
            return UInt8(Swift.max(0, Swift.min(255, (c * 255).rounded())))
        }
        return (byte(red), byte(green), byte(blue), byte(opacity))
    }
    public var description: String {
        let b = bytes
        return "rgba(\(b.r), \(b.g), \(b.b), \(opacity))"
    }
}

import Detent

/// Measures text for layout; a renderer implements it with its font so labels take the size
/// they will be drawn at.
public protocol TextMeasurer {
    /// The size of `text` set on one line at `fontSize` points.
    func size(of text: String, fontSize: Double) -> Size
}

/// The deterministic monospaced estimate used when no renderer measures: each character
/// advances 0.6 em and a line is 1.2 em tall (DejaVu Sans Mono advances 0.602 em).
public struct EstimatedTextMeasurer: TextMeasurer, Hashable, Sendable {
    /// The advance of one character, in ems.
    public var advance: Double
    /// The height of a line, in ems.
    public var lineHeight: Double
    public init(advance: Double = 0.6, lineHeight: Double = 1.2) {
        self.advance = advance; self.lineHeight = lineHeight
    }
    public func size(of text: String, fontSize: Double) -> Size {
        // Characters are counted as Unicode scalars: the UTF-8 bytes that begin one (a byte
        // 10xxxxxx continues a scalar). A fifth of the cost of `unicodeScalars.count`.
        var scalars = 0
        for byte in text.utf8 where byte & 0xC0 != 0x80 { scalars += 1 }
        return Size(width: Double(scalars) * advance * fontSize, height: lineHeight * fontSize)
    }
}

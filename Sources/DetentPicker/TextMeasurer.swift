import Detent

/// Measures text for layout; a renderer implements it with its font so labels take the size
/// they will be drawn at. Class-bound, so that a picker holds any measurer in an Embedded
/// Swift build too (which has existentials of class-bound protocols only).
public protocol TextMeasurer: AnyObject {
    /// The size of `text` set on one line at `fontSize` points.
    func size(of text: String, fontSize: Double) -> Size
}

/// The deterministic monospaced estimate used when no renderer measures: each character
/// advances 0.6 em and a line is 1.2 em tall (DejaVu Sans Mono advances 0.602 em).
public final class EstimatedTextMeasurer: TextMeasurer, Sendable {
    /// The estimate with the default advance and line height (shared: making one allocates).
    package static let standard = EstimatedTextMeasurer()
    /// The advance of one character, in ems.
    package let advance: Double
    /// The height of a line, in ems.
    package let lineHeight: Double
    public init(advance: Double = 0.6, lineHeight: Double = 1.2) {
        self.advance = advance; self.lineHeight = lineHeight
    }
    public func size(of text: String, fontSize: Double) -> Size {
        // Characters are counted as Unicode scalars: the UTF-8 bytes that begin one (a byte
        // 10xxxxxx continues a scalar). A fifth of the cost of `unicodeScalars.count`; over
        // the contiguous bytes rather than the UTF8View, whose iterator is a kilobyte of
        // WebAssembly.
        let scalars = text.withUTF8Bytes { bytes in
            var n = 0
            for byte in bytes where byte & 0xC0 != 0x80 { n += 1 }
            return n
        }
        return Size(width: Double(scalars) * advance * fontSize, height: lineHeight * fontSize)
    }
}

extension TextMeasurer {
    /// ``size(of:fontSize:)``, each dimension the measurer answers with a NaN, an infinity
    /// or a negative number replaced by the deterministic estimate's (``EstimatedTextMeasurer``):
    /// what the picker lays out with, so that no host's answer puts a non-finite number into
    /// a display list.
    package func checkedSize(of text: String, fontSize: Double) -> Size {
        let s = size(of: text, fontSize: fontSize)
        let usable = { (v: Double) in v.isFinite && v >= 0 }
        if usable(s.width) && usable(s.height) { return s }
        let e = EstimatedTextMeasurer.standard.size(of: text, fontSize: fontSize)
        return Size(width: usable(s.width) ? s.width : e.width, height: usable(s.height) ? s.height : e.height)
    }
}

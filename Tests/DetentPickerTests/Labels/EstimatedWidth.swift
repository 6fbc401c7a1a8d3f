import Testing
import Detent
@testable import DetentPicker

/// The deterministic estimate advances 0.6 em per Unicode scalar, whatever its UTF-8 length:
/// hit tests and label thinning depend on it.
@Suite struct EstimatedWidth {
    @Test(arguments: ["", "7", "100", "-0.25", "é", "e\u{301}", "€5", "日本", "😀", "👍🏽", "Ωmega"])
    func widthIsScalarsTimesTheAdvance(_ text: String) {
        let size = EstimatedTextMeasurer().size(of: text, fontSize: 20)
        #expect(size == Size(width: Double(text.unicodeScalars.count) * 0.6 * 20, height: 1.2 * 20))
    }

    @Test func aMultiByteScalarCountsOnce() {
        // 1, 2, 3 and 4 UTF-8 bytes: four scalars, 2.4 em.
        #expect(EstimatedTextMeasurer(advance: 0.5, lineHeight: 1).size(of: "aé€😀", fontSize: 10) == Size(width: 20, height: 10))
    }
}

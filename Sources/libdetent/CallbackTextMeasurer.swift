import CDetent
import Detent
import DetentPicker

/// A ``TextMeasurer`` that asks the C host (`detent_picker_set_text_measurer`), falling back
/// to the estimate when the callback declines or answers with a size that is not finite.
final class CallbackTextMeasurer: TextMeasurer {
    let measure: detent_measure_text
    let context: UnsafeMutableRawPointer?

    init(measure: @escaping detent_measure_text, context: UnsafeMutableRawPointer?) {
        self.measure = measure; self.context = context
    }

    func size(of text: String, fontSize: Double) -> Size {
        var width = Double.nan, height = Double.nan
        // The text NUL-terminated in a buffer of its own (on the stack for a label's length):
        // withCString would bring String's slow C-string path into the WebAssembly module.
        let status = withUnsafeTemporaryAllocation(of: CChar.self, capacity: text.utf8ByteCount + 1) { c in
            _ = CText.copy(text, to: c.baseAddress!)
            return measure(context, c.baseAddress!, fontSize, &width, &height)
        }
        guard status == 0, width.isFinite, height.isFinite, width >= 0, height >= 0 else {
            return EstimatedTextMeasurer.standard.size(of: text, fontSize: fontSize)
        }
        return Size(width: width, height: height)
    }
}

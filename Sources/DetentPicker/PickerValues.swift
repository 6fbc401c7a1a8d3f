import Detent

/// The values a picker offers: `from`, `from + by`, … up to `to` (inclusive when `to` is
/// reached by whole steps).
///
/// Values are computed as `from + index × by`, never accumulated, so index 1,000,000 is as
/// exact as index 1, and then rounded to the step's precision (`decimals`): the third
/// value of 0…1 by 0.1 is the `Double` closest to 0.2, not `0.2 + 4e-17`, so every output
/// (summaries, events, labels) writes it as `0.2`.
public struct PickerValues: Hashable, Sendable {
    /// The first value.
    public let from: Double
    /// The last value requested (the last value offered is the last `from + k × by` not past it).
    public let to: Double
    /// The difference between neighbouring values (positive).
    public let by: Double
    /// How many values there are (at least 1).
    package let count: Int
    /// The number of decimals needed to write every value exactly (0 for whole steps from
    /// a whole number; 2 for steps of 0.25), at most 6.
    package let decimals: Int

    /// The largest number of values a picker accepts.
    package static let maximumCount = 100_000_000

    /// Values from `from` to `to` by `by`; refuses non-finite numbers, a step that is not
    /// positive, `to < from`, and more than `maximumCount` values.
    public init(from: Double, to: Double, by: Double = 1) throws(PickerError) {
        guard from.isFinite else { throw PickerError(saying: "the first value (\(from)) is not a finite number") }
        guard to.isFinite else { throw PickerError(saying: "the last value (\(to)) is not a finite number") }
        guard by.isFinite, by > 0 else { throw PickerError(saying: "the step between values (\(by)) must be a positive finite number") }
        guard to >= from else { throw PickerError(saying: "the last value (\(to)) is less than the first (\(from))") }
        // A tolerance of a millionth of a step keeps 0...10 by 0.1 at 101 values despite rounding.
        let steps = ((to - from) / by + 1e-6).rounded(.down)
        guard steps < Double(PickerValues.maximumCount) else {
            throw PickerError(saying: "\(from) to \(to) by \(by) gives more than \(PickerValues.maximumCount) values")
        }
        self.from = from
        self.to = to
        self.by = by
        self.count = Int(steps) + 1
        self.decimals = PickerValues.decimals(from: from, by: by)
    }

    /// The integers of `range`, step 1 (the default picker is `PickerValues(0...100)`).
    public init(_ range: ClosedRange<Int>) {
        let span = Double(range.upperBound) - Double(range.lowerBound)
        from = Double(range.lowerBound)
        to = Double(range.upperBound)
        by = 1
        count = Int(Swift.min(span, Double(PickerValues.maximumCount - 1))) + 1
        decimals = 0
    }

    /// The value at `index` (clamped to the valid indices): `from + index × by` rounded to
    /// `decimals` decimals.
    package func value(at index: Int) -> Double {
        let raw = from + Double(Swift.min(Swift.max(index, 0), count - 1)) * by
        return PickerValues.rounded(raw, decimals: decimals)
    }

    /// `value` rounded to `decimals` decimals: the `Double` closest to the decimal number.
    ///
    /// `n / 10^d` with `n` and `10^d` both exact is correctly rounded by IEEE 754 division,
    /// so the result is the same `Double` that parsing the decimal's text gives.
    package static func rounded(_ value: Double, decimals: Int) -> Double {
        guard value.isFinite else { return value }
        var scale = 1.0
        for _ in 0..<Swift.max(0, Swift.min(decimals, 9)) { scale *= 10 }
        let n = (value * scale).rounded()
        // Beyond 2^53 a scaled value has no fraction left to round.
        guard abs(n) < 9_007_199_254_740_992 else { return value }
        return n / scale
    }

    /// Whether `a` and `b` are the same value of this picker: closer than half a step.
    package func isSameValue(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) < by / 2
    }

    /// The last value offered.
    package var last: Double { value(at: count - 1) }

    /// The index of the value closest to `value`, the lower one on a tie, clamped to the
    /// valid indices; 0 for NaN.
    package func index(of value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        let position = (value - from) / by
        if position <= 0 { return 0 }
        if position >= Double(count - 1) { return count - 1 }
        let lower = position.rounded(.down)
        let index = Int(lower)
        return position - lower <= 0.5 ? index : index + 1
    }

    /// The number of decimals needed to write `from + k × by` exactly, at most 6.
    static func decimals(from: Double, by: Double) -> Int {
        var scale = 1.0
        for d in 0...6 {
            let a = from * scale, b = by * scale
            if abs(a - a.rounded()) < 1e-7 * Swift.max(1, abs(a)), abs(b - b.rounded()) < 1e-7 * Swift.max(1, b) {
                return d
            }
            scale *= 10
        }
        return 6
    }

    /// `value` written at the step's precision (`decimals` digits after the point).
    package func text(_ value: Double) -> String { PickerValues.format(value, decimals: decimals) }

    /// Writes `value` with `decimals` digits after the point, without Foundation.
    package static func format(_ value: Double, decimals: Int) -> String {
        let d = Swift.max(0, Swift.min(decimals, 9))
        var scale = 1.0
        for _ in 0..<d { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        // (One test, one interpolation: a NaN or an infinity scales to one too.)
        guard value.isFinite, scaled < 9e18 else { return ("\(value)" as Message).text }
        // The whole part and the fraction's d digits, by integer division (an insertion by
        // Character index would bring the stdlib's generic replaceSubrange, 5 KB of WebAssembly).
        let n = Int64(scaled)
        let negative = value < 0 && n != 0
        // A whole number is its integer's text (`n` is not 0 when negative: "-0" is never written).
        guard d > 0 else { return String(negative ? -n : n) }
        // Appended piece by piece (`+` and String(repeating:) are inlined, a kilobyte more).
        var text: Message = negative ? "-" : ""
        let unit = Int64(scale), fraction = n % unit
        text.write(String(n / unit))
        text.write(".")
        // The fraction's leading zeros: d less its digits (counted, not its text's UTF-8).
        var digits = 1, rest = fraction
        while rest >= 10 { rest /= 10; digits += 1 }
        for _ in digits..<d { text.write("0") }
        text.write(String(fraction))
        return text.text
    }

    /// `from:to:by` at the step's precision, as the command line writes values.
    package var description: String {
        let d = decimals
        return ("\(PickerValues.format(from, decimals: d)):\(PickerValues.format(to, decimals: d)):\(PickerValues.format(by, decimals: d))" as Message).text
    }
}

/// The ranges of numbers every layer accepts, in one place.
///
/// Finite is not enough: a time of 1e19 s cannot be turned into microseconds, and a count
/// of `Int.max` overflows the first sum it meets. Inputs outside these ranges are refused
/// at the boundary (``ScrollEngineError``, a trace's `FILE:LINE:` message) rather than
/// trapping somewhere inside.
package enum InputLimits {
    /// The largest time magnitude accepted, in seconds (about 31 years).
    package static let maximumTime: Double = 1e9

    /// Whether `t` is a time every layer can work with: finite and within ±``maximumTime``.
    @inlinable
    package static func isAcceptedTime(_ t: Double) -> Bool {
        abs(t) <= maximumTime   // false for NaN and the infinities
    }

    /// Throws unless `t` is an accepted time no earlier than `last`. (Every input and frame
    /// runs it: one comparison for an accepted time, the kind of refusal sorted out after.)
    @inline(__always)
    static func check(time t: Double, after last: Double) throws(ScrollEngineError) {
        guard isAcceptedTime(t), t >= last else { throw refusal(time: t, after: last) }
    }

    /// The refusal of a time ``check(time:after:)`` refuses (out of line: its message is
    /// written once, not in every input's copy of the check).
    @inline(never)
    static func refusal(time t: Double, after last: Double) -> ScrollEngineError {
        guard isAcceptedTime(t) else {
            if !t.isFinite { return .nonFinite("time") }
            return .invalid(saying: "time \(t) is outside ±\(maximumTime) s")
        }
        return .timeWentBackwards(time: t, last: last)
    }
}

extension Int {
    /// `value` rounded toward zero, clamped to `Int`'s range; NaN gives 0.
    ///
    /// Every conversion of a `Double` that may be out of range goes through here, so that no
    /// input traps on `Int(_:)`.
    @inlinable
    package init(saturating value: Double) {
        if value.isNaN { self = 0; return }
        // −Int.min (2^63, or 2^31 where Int is 32 bits) is exact as a Double; everything at or
        // above it is out of range.
        if value >= -Double(Int.min) { self = .max; return }
        if value < Double(Int.min) { self = .min; return }
        self = Int(value)
    }
}

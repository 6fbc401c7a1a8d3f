/// Looping targets: a wheel whose rows repeat without end (UIDatePicker's minutes, Flutter's
/// `ListWheelChildLoopingListDelegate`).
///
/// A looping grid is a uniform grid of ``loopLaps`` repetitions of `period` rows, row `r` of
/// lap 0 at offset `first + r × step` and index ``loopOrigin`` `+ r`: the engine's index stays
/// an exact integer however far the wheel turns (no float drift: an offset is always computed
/// from an index, never accumulated), and ``wrappedIndex(_:)`` gives the row. A million laps
/// lie each way of lap 0, more than hours of flinging reach (where `Int` is 32 bits, 1,024:
/// the most that keeps every index of a million-row wheel within `Int`).
extension ScrollTargets {
    /// The most rows a looping grid repeats.
    package static let maximumLoopPeriod = 1_000_000
    /// How many laps a looping grid holds (half before lap 0, half from it on).
    package static let loopLaps = Int.bitWidth == 64 ? 1 << 21 : 1 << 11

    /// `period` rows `step` apart, repeating without end: row `r` of lap 0 at `first + r × step`.
    public static func looping(first: Double = 0, step: Double, period: Int) -> ScrollTargets {
        precondition(step > 0 && period > 0 && period <= maximumLoopPeriod,
                     "a looping grid needs a positive step and 1 … \(maximumLoopPeriod) rows")
        return ScrollTargets(first: first, step: step, count: period * loopLaps, period: Int32(period))
    }

    /// Whether the targets repeat without end.
    public var isLooping: Bool { loopPeriod > 0 }

    /// How many distinct rows repeat (the count for targets that do not loop).
    public var period: Int { isLooping ? Int(loopPeriod) : count }

    /// The index of row 0 of lap 0 (0 for targets that do not loop).
    @inline(__always)
    package var loopOrigin: Int { Int(loopPeriod) * (Self.loopLaps / 2) }

    /// The row of target `index`, in `0 ..< period` (`index` itself when not looping).
    @inline(__always)
    package func wrappedIndex(_ index: Int) -> Int {
        guard isLooping else { return index }
        let p = Int(loopPeriod), r = (index &- loopOrigin) % p
        return r < 0 ? r + p : r
    }

    /// The index of the target of row `row` (taken modulo the period) closest to `offset`:
    /// the shortest way round, the earlier lap on a tie. Not looping: `row` clamped to the targets.
    package func closestIndex(ofRow row: Int, to offset: Double) -> Int {
        guard isLooping else { return Swift.max(0, Swift.min(count - 1, row)) }
        let p = Int(loopPeriod), here = closestIndex(to: offset)
        var r = row % p
        if r < 0 { r += p }
        // The target of row `r` in the lap of `here`, then the nearer of it and its neighbours.
        let candidate = here - wrappedIndex(here) + r
        var best = candidate
        func consider(_ c: Int) {
            guard c >= 0 && c < count else { return }
            let d = abs(self.offset(at: c) - offset), b = abs(self.offset(at: best) - offset)
            if d < b || (d == b && c < best) { best = c }
        }
        consider(candidate - p)   // (two calls, not a loop over an array: no allocation)
        consider(candidate + p)
        return Swift.max(0, Swift.min(count - 1, best))
    }
}

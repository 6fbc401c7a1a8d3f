/// The offsets at which a target lines up with the anchor, in ascending order: what the
/// engine snaps to, steps through with keys and notches, and reads the selection from.
///
/// Either a uniform grid (`first + i·step` for `i` in `0..<count`, which costs nothing for a
/// million items) or a list reduced from the frames the content reported.
public struct ScrollTargets: Hashable, Sendable {
    // A grid (`offsets` nil) or a list, in plain fields rather than an enum: a target is
    // looked up several times per release and per crossing, and switching on an enum with an
    // array in one case copied it (with a retain) each time. A grid holds no array at all, so
    // copying it (into a behaviour's context, a tracker) retains nothing.
    /// Whether the targets are `offsets` (a list), not the grid.
    private let isList: Bool
    /// A looping grid's period (how many distinct rows repeat), 0 otherwise. An `Int32` in
    /// the padding after ``isList``: the struct keeps its size (``ScrollTargets+Looping``).
    let loopPeriod: Int32
    /// The grid: `first + i·step` for `i` in `0..<count` (for a list, its count only).
    private let first: Double
    private let step: Double
    /// 1 / step: an index is found by a multiplication (a division costs as much as the rest
    /// of ``closestIndex(to:)``); its rounding is corrected by exact comparisons.
    private let inverseStep: Double
    private let storedCount: Int
    /// The list's offsets, sorted and unique (`nil` for a grid).
    private let offsets: [Double]?

    /// No targets.
    package static let none = ScrollTargets(sortedUnique: [])

    /// `count` targets at `first + i·step`.
    public static func uniform(first: Double = 0, step: Double, count: Int) -> ScrollTargets {
        precondition(step > 0 && count >= 0, "a uniform grid needs a positive step")
        return ScrollTargets(first: first, step: step, count: count)
    }

    private init(first: Double, step: Double, count: Int) {
        self.init(first: first, step: step, count: count, period: 0)
    }

    /// A grid; `period` > 0 makes it a looping one (index `loopOrigin` at `first`).
    init(first: Double, step: Double, count: Int, period: Int32) {
        isList = false
        loopPeriod = period
        self.first = first
        self.step = step
        inverseStep = 1 / step
        storedCount = count
        offsets = nil
    }

    /// Targets at the given offsets (sorted; duplicates dropped).
    public init(offsets: [Double]) {
        let sorted = Self.sortedStably(offsets.filter { $0.isFinite })
        var unique: [Double] = []
        unique.reserveCapacity(sorted.count)
        for v in sorted where unique.last != v { unique.append(v) }
        self.init(sortedUnique: unique)
    }

    /// `values` in ascending order, equal ones (0 and −0) in the order given, as the standard
    /// library's stable `sorted()` leaves them: a bottom-up merge sort, written here because
    /// that sort was 2 KB of the WebAssembly module.
    private static func sortedStably(_ values: [Double]) -> [Double] {
        let n = values.count
        guard n > 1 else { return values }
        var a = values, b = values
        var width = 1
        while width < n {
            a.withUnsafeBufferPointer { from in
                b.withUnsafeMutableBufferPointer { to in
                    var lo = 0
                    while lo < n {
                        let mid = Swift.min(lo + width, n), hi = Swift.min(mid + width, n)
                        var i = lo, j = mid
                        for k in lo..<hi {
                            // The left run's first while the right's is not smaller: stable.
                            if i < mid && (j == hi || !(from[j] < from[i])) { to[k] = from[i]; i += 1 }
                            else { to[k] = from[j]; j += 1 }
                        }
                        lo = hi
                    }
                }
            }
            swap(&a, &b)
            width *= 2
        }
        return a
    }

    /// The list of `offsets`, finite, sorted and without repeats. (``none`` is made with it, so
    /// that it is a constant in the module's data rather than a global built on first use.)
    private init(sortedUnique offsets: [Double]) {
        isList = true
        loopPeriod = 0
        first = 0
        step = 0
        inverseStep = 0
        storedCount = offsets.count
        self.offsets = offsets
    }

    /// Reduces item frames (content coordinates) into targets: each item's `anchor` point
    /// along `axis` is the offset at which it lines up with the anchor.
    public init(frames: [Rect], anchor: ScrollTargetAnchor = .center, axis: Axis = .horizontal) {
        self.init(offsets: frames.map { anchor.position(in: $0, along: axis) })
    }

    /// How many targets there are.
    public var count: Int { storedCount }

    /// The offset of target `index` (0-based).
    public func offset(at index: Int) -> Double {
        isList ? offsets![index] : first + Double(index &- loopOrigin) * step
    }

    /// The offset of target `index`, or nil for an index outside `0 ..< count`.
    package func offset(ifPresentAt index: Int) -> Double? {
        index >= 0 && index < count ? offset(at: index) : nil
    }

    /// The index of the target closest to `offset`, the lower one on a tie; 0 when empty.
    public func closestIndex(to offset: Double) -> Int {
        let n = count
        guard n > 1 else { return 0 }
        if !isList {
            // The grid position, to within a few ulps (a product, not a quotient): `lower` may
            // be one below its floor where the position is within ulps of a whole number,
            // where the closest target is then `lower + 1`, which the exact comparison below
            // picks. Clamped, then truncated: a floor without a call to `floor`.
            let position = (offset - first) * inverseStep + Double(loopOrigin)
            let lower = Int(Swift.max(0, Swift.min(Double(n - 1), position)))
            if lower >= n - 1 { return n - 1 }
            let a = offset - self.offset(at: lower), b = self.offset(at: lower + 1) - offset
            return a <= b ? lower : lower + 1
        } else {
            let offsets = offsets!   // a list: never nil
            // the first offset ≥ `offset`
            var lo = 0, hi = n
            while lo < hi {
                let mid = (lo + hi) / 2
                if offsets[mid] < offset { lo = mid + 1 } else { hi = mid }
            }
            if lo == 0 { return 0 }
            if lo == n { return n - 1 }
            return offset - offsets[lo - 1] <= offsets[lo] - offset ? lo - 1 : lo
        }
    }

    /// The index of the first target beyond `offset` going `forward` (the first one `> offset`,
    /// or going back the last one `< offset`), or `nil` when there is none that way.
    package func index(beyond offset: Double, forward: Bool) -> Int? {
        let n = count
        guard n > 0 else { return nil }
        // The first index whose offset is > `offset` (n when none).
        var lo: Int, hi: Int
        if !isList {
            // A guess from the grid, then exact comparisons around it.
            let guess = Int(saturating: ((offset - first) / step).rounded(.down)) &+ 1 &+ loopOrigin
            lo = Swift.max(0, Swift.min(n, guess &- 2))
            hi = Swift.max(0, Swift.min(n, guess &+ 2))
            if lo > 0 && self.offset(at: lo - 1) > offset { lo = 0 }
            if hi < n && self.offset(at: hi) <= offset { hi = n }
        } else {
            lo = 0; hi = n
        }
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if self.offset(at: mid) > offset { hi = mid } else { lo = mid + 1 }
        }
        if forward { return lo < n ? lo : nil }
        // The last index whose offset is < `offset`.
        var i = lo - 1
        while i >= 0 && self.offset(at: i) >= offset { i -= 1 }
        return i >= 0 ? i : nil
    }

    /// The offset exactly halfway between targets `index` and `index + 1`: the selection
    /// changes from one to the other when the offset passes it (ties stay with the lower).
    @inline(__always)
    package func boundary(after index: Int) -> Double {
        (offset(at: index) + offset(at: index + 1)) / 2
    }

    /// The boundaries after `index`, `index + step`, … (`step` ±1), as many as `xs` holds, in
    /// that order: the same bits as ``boundary(after:)`` for each (a sum does not depend on
    /// its order), each target's offset computed once, not twice.
    @inline(__always)
    package func boundaries(after index: Int, step: Int, into xs: UnsafeMutableBufferPointer<Double>) {
        var k = step > 0 ? index : index + 1
        var near = offset(at: k)
        for j in xs.indices {
            k += step
            let far = offset(at: k)
            xs[j] = (near + far) / 2
            near = far
        }
    }
}

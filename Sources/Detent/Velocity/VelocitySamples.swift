/// A pointer's position at one time, as velocity estimators read it.
package struct VelocitySample: Equatable, Sendable {
    /// The time in whole microseconds (seconds × 10⁶, rounded, clamped to `Int64`'s range).
    package var time: Int64
    /// The pointer's position.
    package var position: Point

    package init(time: Int64, position: Point) {
        self.time = time
        self.position = position
    }
}

/// The newest pointer samples, at most ``capacity`` (20), in a fixed ring stored inline:
/// adding a sample or reading them never allocates.
///
/// A collection ordered newest first: `samples[0]` is the newest, `samples[count - 1]` the
/// oldest held. An estimator (Flutter's least-squares fit in ``VelocityTracker``, or another
/// platform's) reads them from here.
package struct VelocitySamples: RandomAccessCollection, Sendable {
    /// How many samples are kept; adding one more forgets the oldest.
    package static let capacity = 20

    private var ring = FixedArray20(repeating: VelocitySample(time: 0, position: .zero))
    /// The ring slot of the newest sample (meaningless while empty).
    private var newest = FixedArray20<VelocitySample>.count - 1
    package private(set) var count = 0
    /// The newest sample's time (meaningless while empty), kept: reading it through the
    /// subscript copies the whole ring (the stored tuple is borrowed through a pointer).
    package private(set) var newestTime: Int64 = 0

    package init() {}

    /// Seconds to whole microseconds, rounded, saturating outside `Int64`'s range (NaN is 0):
    /// no finite time traps.
    @inlinable
    package static func microseconds(_ t: Double) -> Int64 {
        let x = t * 1_000_000
        // Rounded half away from zero by truncation where `x` fits exactly (the same value as
        // `rounded()`, which is a call to libm's round on x86-64's baseline, on every sample).
        if abs(x) < 0x1p52 {
            let whole = Int64(x)
            let fraction = x - Double(whole)
            return fraction >= 0.5 ? whole + 1 : fraction <= -0.5 ? whole - 1 : whole
        }
        return Int64(Int(saturating: x.rounded()))
    }

    /// `a − b`, clamped to `Int64`'s range instead of overflowing.
    @inlinable
    package static func difference(_ a: Int64, _ b: Int64) -> Int64 {
        let (d, overflow) = a.subtractingReportingOverflow(b)
        return overflow ? (a > b ? .max : .min) : d
    }

    /// Adds the position at time `t` (seconds) as the newest sample.
    package mutating func append(_ position: Point, at t: Double) {
        append(VelocitySample(time: VelocitySamples.microseconds(t), position: position))
    }

    /// Adds `sample` as the newest.
    package mutating func append(_ sample: VelocitySample) {
        newest = newest == VelocitySamples.capacity - 1 ? 0 : newest + 1
        ring[newest] = sample
        newestTime = sample.time
        count = Swift.min(count + 1, VelocitySamples.capacity)
    }

    /// Forgets every sample.
    package mutating func removeAll() { count = 0 }

    /// Replaces the newest sample with `sample` (appends it when there is none).
    package mutating func replaceNewest(with sample: VelocitySample) {
        if count == 0 { append(sample) } else { ring[newest] = sample; newestTime = sample.time }
    }

    /// Calls `body` with the ring and the slot of the newest sample: sample `age` (0 the
    /// newest, up to ``count`` − 1) is in slot `newest − age`, plus ``capacity`` when that is
    /// negative. Estimators read through this: one borrow of the ring instead of a copy of
    /// it per read.
    @inline(__always)
    func withRing<R>(_ body: (_ ring: UnsafeBufferPointer<VelocitySample>, _ newest: Int) -> R) -> R {
        let newest = self.newest
        return ring.withUnsafeBufferPointer { body($0, newest) }
    }

    /// ``withRing(_:)`` through an `inout` access (no copy of the ring).
    @inline(__always)
    mutating func withRingInPlace<R>(_ body: (_ ring: UnsafeBufferPointer<VelocitySample>, _ newest: Int) -> R) -> R {
        let newest = self.newest
        return ring.withUnsafeBufferPointerInPlace { body($0, newest) }
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { count }

    /// The sample `age` places older than the newest (0 is the newest).
    package subscript(age: Int) -> VelocitySample {
        precondition(age >= 0 && age < count, "VelocitySamples index out of range")
        return ring[VelocitySamples.slot(age: age, newest: newest)]
    }

    /// The ring's slot of the sample `age` places older than the one in slot `newest`.
    @inline(__always)
    package static func slot(age: Int, newest: Int) -> Int {
        let slot = newest - age
        return slot < 0 ? slot + capacity : slot
    }
}

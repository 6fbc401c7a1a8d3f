/// Up to ``capacity`` crossings found ahead, oldest first: a spring's
/// (``SpringMotion/crossings(startedAt:after:through:known:increasing:boundaries:into:)``) or a
/// deceleration's (``Deceleration/crossings(startedAt:after:through:increasing:boundaries:into:)``);
/// their times, and for a spring its position and velocity at the last one (where the next
/// search starts), stored inline (no heap).
///
/// Why ahead: each crossing's time is certified by evaluating the motion at it and at the
/// time an ulp before or after (the first absolute time whose shown offset is past the
/// boundary). One at a time, each search waited for the last one's certificate, every step
/// an `exp` and a division in a chain. Found 16 at a time, a spring's searches chain only
/// through their first steps and the 16 certificates are independent of one another, so the
/// processor runs them side by side; a deceleration's few, each a closed-form guess and its
/// certificate, pay the tracker's set-up of a search once for all of them.
struct CrossingLookahead: Sendable {
    static let capacity = 16

    /// How many are held, and the next one to hand out.
    private(set) var count = 0
    private var next = 0
    private var last: MotionState? = nil
    private var times = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)

    /// Whether no crossing is waiting.
    var isEmpty: Bool { next >= count }

    mutating func removeAll() {
        count = 0
        next = 0
        last = nil
    }

    /// The next crossing, removed, with the spring's state there when it is the last one.
    mutating func removeFirst() -> (time: Double, state: MotionState?) {
        precondition(next < count, "no crossing ahead")
        let i = next
        next += 1
        let time = withUnsafeMutablePointer(to: &times) { $0.withMemoryRebound(to: Double.self, capacity: 16) { $0[i] } }
        return (time, next == count ? last : nil)
    }

    /// Removes the next `k` crossings (1 ≤ `k` ≤ those waiting), calling `body` with each one's
    /// place among them and its time, in order; returns the last with the spring's state
    /// there when it is the last one (``removeFirst()`` `k` times, its checks made once).
    mutating func removeFirst(_ k: Int, _ body: (Int, Double) -> Void) -> (time: Double, state: MotionState?) {
        precondition(k >= 1 && k <= count - next, "not so many crossings ahead")
        let first = next
        next += k
        return withUnsafeMutablePointer(to: &times) {
            $0.withMemoryRebound(to: Double.self, capacity: 16) {
                let waiting = $0 + first   // (an index from the first waiting: no sum to check)
                for i in 0..<k { body(i, waiting[i]) }
                return (waiting[k - 1], next == count ? last : nil)
            }
        }
    }

    /// Whether the next crossing waiting is at or before `until` (`false` when none waits).
    mutating func hasDue(through until: Double) -> Bool {
        let i = next
        return i < count && withUnsafeMutablePointer(to: &times) {
            $0.withMemoryRebound(to: Double.self, capacity: 16) { $0[i] <= until }
        }
    }

    /// How many of the crossings waiting, from the next on, are at or before `until`: `limit`
    /// at most. (`mutating` only to read the times in place: a pointer to a `let` copied them.)
    mutating func countDue(through until: Double, limit: Int) -> Int {
        let waiting = Swift.min(limit, count - next), first = next
        return withUnsafeMutablePointer(to: &times) {
            $0.withMemoryRebound(to: Double.self, capacity: 16) {
                let times = $0 + first
                var k = 0
                while k < waiting && times[k] <= until { k += 1 }
                return k
            }
        }
    }

    /// Appends a crossing (while there is room); ``setLastState(_:)`` then gives the spring's
    /// state at the last one appended.
    mutating func append(time: Double) {
        precondition(count < Self.capacity, "lookahead full")
        let i = count
        withUnsafeMutablePointer(to: &times) { $0.withMemoryRebound(to: Double.self, capacity: 16) { $0[i] = time } }
        count += 1
    }

    /// The spring's position and velocity at the last crossing appended (where the next
    /// search starts): set once after the appends, not at each.
    mutating func setLastState(_ state: MotionState?) {
        last = state
    }
}

/// Up to ``capacity`` crossings of a spring found ahead by ``SelectionTracker``, oldest first:
/// their times and the spring's position and velocity there, stored inline (no heap).
///
/// Why ahead: each crossing's time is certified by evaluating the spring at it and at the
/// time an ulp before or after (the first absolute time whose shown offset is past the
/// boundary). One at a time, each search waited for the last one's certificate, every step
/// an `exp` and a division in a chain. Found 16 at a time, the searches chain only through
/// their first steps and the 16 certificates are independent of one another, so the
/// processor runs them side by side.
struct CrossingLookahead: Sendable {
    static let capacity = 16

    /// How many are held, and the next one to hand out (first: the only fields a new motion
    /// writes).
    private(set) var count = 0
    private var next = 0
    private var times = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
    private var positions = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
    private var velocities = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)

    /// Whether a crossing is waiting.
    var isEmpty: Bool { next >= count }

    mutating func removeAll() {
        count = 0
        next = 0
    }

    /// The next crossing, removed.
    mutating func removeFirst() -> (time: Double, state: MotionState) {
        precondition(next < count, "no crossing ahead")
        let i = next
        next += 1
        return (Self.read(&times, i), (Self.read(&positions, i), Self.read(&velocities, i)))
    }

    /// Appends a crossing (while there is room).
    mutating func append(time: Double, state: MotionState) {
        precondition(count < Self.capacity, "lookahead full")
        Self.write(&times, count, time)
        Self.write(&positions, count, state.position)
        Self.write(&velocities, count, state.velocity)
        count += 1
    }

    private typealias Sixteen = (Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double)

    @inline(__always)
    private static func read(_ tuple: inout Sixteen, _ i: Int) -> Double {
        withUnsafeMutablePointer(to: &tuple) { $0.withMemoryRebound(to: Double.self, capacity: 16) { $0[i] } }
    }

    @inline(__always)
    private static func write(_ tuple: inout Sixteen, _ i: Int, _ value: Double) {
        withUnsafeMutablePointer(to: &tuple) { $0.withMemoryRebound(to: Double.self, capacity: 16) { $0[i] = value } }
    }
}

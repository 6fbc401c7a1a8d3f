import Detent
import DetentPicker

/// The digest of a replay: FNV-1a 64 (offset basis 0xcbf29ce484222325, prime
/// 0x100000001b3) over the bytes of every record in output order. A record is a tag byte
/// (1 frame, 2 selection, 3 phase) followed by its fields; a number is the 8 bytes of its
/// IEEE 754 bit pattern, least significant first; a phase or cause is one byte, its
/// position in the list `idle, tracking, interacting, decelerating, animating` or
/// `drag, deceleration, wheel, key, programmatic`.
///
/// - frame: tag 1, t, offset, velocity, phase, value
/// - selection: tag 2, t, from, to, cause
/// - phase: tag 3, t, from, to, velocity
///
/// A demo's records (a column picker) end with one more byte, their column; one wheel's
/// records have none, so their digests are unchanged.
///
/// A frame that repeats a resting frame (the previous frame, with no event between them,
/// idle, tracking or interacting with the same offset, velocity and value) is left out: it
/// says nothing new, and leaving it out lets a summary skip an idle stretch or a pointer held
/// still instead of sampling it.
public struct ReplayDigest: Hashable, Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
    public init() {}

    @inline(__always) mutating func byte(_ b: UInt8) {
        value = (value ^ UInt64(b)) &* 0x0000_0100_0000_01b3
    }
    @inline(__always) mutating func number(_ d: Double) {
        var bits = d.bitPattern
        for _ in 0..<8 { byte(UInt8(truncatingIfNeeded: bits)); bits >>= 8 }
    }
    static func code(_ p: ScrollPhase) -> UInt8 {
        switch p { case .idle: 0; case .tracking: 1; case .interacting: 2; case .decelerating: 3; case .animating: 4 }
    }
    static func code(_ c: SelectionCause) -> UInt8 {
        switch c { case .drag: 0; case .deceleration: 1; case .wheel: 2; case .key: 3; case .programmatic: 4 }
    }

    public mutating func add(_ r: ReplayRecord) {
        switch r {
        case let .frame(f):
            byte(1); number(f.t); number(f.offset); number(f.velocity); byte(Self.code(f.phase)); number(f.value)
            if let c = f.column { byte(UInt8(truncatingIfNeeded: c)) }
        case let .selection(s):
            byte(2); number(s.t); number(s.from); number(s.to); byte(Self.code(s.cause))
            if let c = s.column { byte(UInt8(truncatingIfNeeded: c)) }
        case let .phase(p):
            byte(3); number(p.t); byte(Self.code(p.from)); byte(Self.code(p.to)); number(p.velocity)
            if let c = p.column { byte(UInt8(truncatingIfNeeded: c)) }
        }
    }

    /// 16 lowercase hexadecimal digits.
    public var hex: String {
        let s = String(value, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}

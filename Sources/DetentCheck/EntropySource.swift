/// Where random decisions come from: a seeded generator for `detent soak`, the fuzzer's
/// bytes for the fuzz targets. The same source gives the same gestures.
public protocol EntropySource {
    /// The next raw draw.
    mutating func next() -> UInt64
    /// Whether the source has nothing more to give (a fuzz input's end).
    var isExhausted: Bool { get }
}

extension EntropySource {
    /// A whole number in `range` (small ranges: the modulo bias does not matter here).
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % span)
    }

    /// A number in `0 ..< 1` with 32 bits of resolution.
    public mutating func unit() -> Double { Double(next() & 0xFFFF_FFFF) / 4_294_967_296 }

    /// A number in `lo ..< hi`.
    public mutating func double(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * unit() }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// One of `choices`.
    public mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...(choices.count - 1))] }
}

/// SplitMix64 (Steele, Lea and Flood, 2014): the same seed gives the same sequence on every
/// platform and in every build.
public struct SplitMix64: EntropySource, Sendable {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    public var isExhausted: Bool { false }
}

/// A fuzzer's input read as draws of up to four bytes each (little-endian), zeros past its
/// end; a mutation of one byte changes one decision.
public struct ByteEntropy: EntropySource {
    private let bytes: [UInt8]
    private var index = 0
    public init(_ bytes: [UInt8]) { self.bytes = bytes }
    public mutating func next() -> UInt64 {
        var v: UInt64 = 0
        for shift in stride(from: 0 as UInt64, to: 32, by: 8) where index < bytes.count {
            v |= UInt64(bytes[index]) << shift
            index += 1
        }
        return v
    }
    public var isExhausted: Bool { index >= bytes.count }
}

/// The core's own elementary functions, the ones `Math` forwards to on every target.
///
/// They use IEEE-754 double +, −, ×, ÷, √ (each correctly rounded on every target) and bit
/// operations only: no fused multiply-add (Swift never fuses a multiply and an add on its
/// own), no C library, no `Int` conversion that could trap where `Int` is 32 bits. So x86_64,
/// arm64, wasm32 and armv7em give the same bits for the same argument. Each file cites the
/// published algorithm it implements; all results are within 1 ulp (faithfully rounded),
/// and `exp`, `log` and `pow` within about 0.52 ulp (docs/performance.md, PortableMathTests).
///
/// Special values follow C99 Annex F (±0, ±∞, subnormals, overflow to ±∞, underflow to ±0),
/// except that every NaN result is `Double.nan` itself: a NaN's payload would otherwise be
/// the hardware's choice.
enum PortableMath {
    /// The double-double product a·b = hi + lo exactly, by Dekker's splitting (no FMA).
    @inline(__always)
    static func twoProduct(_ a: Double, _ b: Double) -> (hi: Double, lo: Double) {
        let p = a * b
        let (ah, al) = split(a), (bh, bl) = split(b)
        return (p, ((ah * bh - p) + ah * bl + al * bh) + al * bl)
    }

    /// Veltkamp's split of `a` into two halves of 26 bits each, a = hi + lo exactly
    /// (|a| < 2^996 so the scaled copy cannot overflow).
    @inline(__always)
    static func split(_ a: Double) -> (hi: Double, lo: Double) {
        let c = 134_217_729.0 * a   // 2^27 + 1
        let hi = c - (c - a)
        return (hi, a - hi)
    }

    /// 2^k as a double, for a k in −1022…1023.
    @inline(__always)
    static func powerOfTwo(_ k: Int32) -> Double {
        Double(bitPattern: UInt64(truncatingIfNeeded: Int64(1023 + k)) << 52)
    }
}

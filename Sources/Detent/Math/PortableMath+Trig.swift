// Sine and cosine: fdlibm's k_sin.c, k_cos.c, s_sin.c, s_cos.c and e_rem_pio2.c, as in musl
// (Sun Microsystems, 1993: "Permission to use, copy, modify, and distribute this software is
// freely granted, provided that this notice is preserved."). x = n·π/2 + y, |y| ≤ π/4, by
// Cody and Waite's three-part π/2 up to |x| < 2^20·π/2, then polynomials of degree 13 in y
// (sine) and 14 (cosine). Larger |x| are reduced by Payne and Hanek's method ("Radian
// reduction for trigonometric functions", 1983): the bits of 2/π that matter, times x's
// 53-bit significand in integer arithmetic. Error < 1 ulp.
extension PortableMath {
    /// The sine of `x` radians.
    static func sin(_ x: Double) -> Double {
        let ix = UInt32(truncatingIfNeeded: x.bitPattern >> 32) & 0x7fff_ffff
        if ix <= 0x3fe9_21fb {   // |x| ≲ π/4
            if ix < 0x3e50_0000 { return x }   // |x| < 2^-26
            return sinKernel(x, 0, tailIsZero: true)
        }
        if ix >= 0x7ff0_0000 { return .nan }   // ±∞, NaN
        let (n, y0, y1) = reduceQuarterTurns(x)
        switch n & 3 {
        case 0: return sinKernel(y0, y1, tailIsZero: false)
        case 1: return cosKernel(y0, y1)
        case 2: return -sinKernel(y0, y1, tailIsZero: false)
        default: return -cosKernel(y0, y1)
        }
    }

    /// The cosine of `x` radians.
    static func cos(_ x: Double) -> Double {
        let ix = UInt32(truncatingIfNeeded: x.bitPattern >> 32) & 0x7fff_ffff
        if ix <= 0x3fe9_21fb {   // |x| ≲ π/4
            if ix < 0x3e46_a09e { return 1.0 }   // |x| < 2^-27·√2
            return cosKernel(x, 0)
        }
        if ix >= 0x7ff0_0000 { return .nan }
        let (n, y0, y1) = reduceQuarterTurns(x)
        switch n & 3 {
        case 0: return cosKernel(y0, y1)
        case 1: return -sinKernel(y0, y1, tailIsZero: false)
        case 2: return -cosKernel(y0, y1)
        default: return sinKernel(y0, y1, tailIsZero: false)
        }
    }

    /// sin(x + y) for |x| ≤ π/4 and y the tail of x (|y| < ulp(x)/2).
    @inline(__always)
    private static func sinKernel(_ x: Double, _ y: Double, tailIsZero: Bool) -> Double {
        let s1 = -1.66666666666666324348e-01, s2 = 8.33333333332248946124e-03
        let s3 = -1.98412698298579493134e-04, s4 = 2.75573137070700676789e-06
        let s5 = -2.50507602534068634195e-08, s6 = 1.58969099521155010221e-10
        let z = x * x
        let w = z * z
        let r = s2 + z * (s3 + z * s4) + z * w * (s5 + z * s6)
        let v = z * x
        if tailIsZero { return x + v * (s1 + z * r) }
        return x - ((z * (0.5 * y - v * r) - y) - v * s1)
    }

    /// cos(x + y) for |x| ≤ π/4 and y the tail of x.
    @inline(__always)
    private static func cosKernel(_ x: Double, _ y: Double) -> Double {
        let c1 = 4.16666666666666019037e-02, c2 = -1.38888888888741095749e-03
        let c3 = 2.48015872894767294178e-05, c4 = -2.75573143513906633035e-07
        let c5 = 2.08757232129817482790e-09, c6 = -1.13596475577881948265e-11
        let z = x * x
        var w = z * z
        let r = z * (c1 + z * (c2 + z * c3)) + w * w * (c4 + z * (c5 + z * c6))
        let hz = 0.5 * z
        w = 1.0 - hz
        return w + (((1.0 - w) - hz) + (z * r - x * y))
    }

    /// x = n·π/2 + (y0 + y1), |y0 + y1| ≤ π/4 (about), for finite |x| > π/4; n is exact up to
    /// |x| < 2^20·π/2 and right modulo 4 beyond.
    static func reduceQuarterTurns(_ x: Double) -> (n: Int32, y0: Double, y1: Double) {
        let pio2_1 = 1.57079632673412561417e+00    // π/2's first 33 bits
        let pio2_1t = 6.07710050650619224932e-11   // π/2 − pio2_1
        let negative = x.bitPattern >> 63 != 0
        let ix = UInt32(truncatingIfNeeded: x.bitPattern >> 32) & 0x7fff_ffff
        // |x| < 9π/4, except near a multiple of π/2 where cancellation needs the medium case:
        // one step of 85 bits.
        var near: Double = 0
        if ix <= 0x400f_6a7a {   // |x| ≲ 5π/4
            if ix & 0xfffff != 0x921fb { near = ix <= 0x4002_d97c ? 1 : 2 }
        } else if ix <= 0x401c_463b {   // |x| ≲ 9π/4
            if ix <= 0x4015_fdbc { if ix != 0x4012_d97c { near = 3 } } else if ix != 0x4019_21fb { near = 4 }
        }
        if near != 0 {
            let hi = near * pio2_1, lo = near * pio2_1t   // hi exact
            if !negative {
                let z = x - hi
                let y0 = z - lo
                return (Int32(near), y0, (z - y0) - lo)
            }
            let z = x + hi
            let y0 = z + lo
            return (-Int32(near), y0, (z - y0) + lo)
        }
        if ix < 0x4139_21fb { return reduceMedium(x, ix) }   // |x| < 2^20·π/2
        return reduceLarge(x)
    }

    /// Cody and Waite's reduction with π/2 in three parts of 33 bits, each used only when the
    /// previous leaves too few bits.
    private static func reduceMedium(_ x: Double, _ ix: UInt32) -> (n: Int32, y0: Double, y1: Double) {
        let toInt = 0x1.8p52
        let pio4 = 0x1.921fb54442d18p-1
        let invpio2 = 6.36619772367581382433e-01
        let pio2_1 = 1.57079632673412561417e+00, pio2_1t = 6.07710050650619224932e-11
        let pio2_2 = 6.07710050630396597660e-11, pio2_2t = 2.02226624879595063154e-21
        let pio2_3 = 2.02226624871116645580e-21, pio2_3t = 8.47842766036889956997e-32
        var fn = x * invpio2 + toInt - toInt   // round(x·2/π), |fn| ≤ 2^20
        var n = Int32(fn)
        var r = x - fn * pio2_1
        var w = fn * pio2_1t   // first round, good to 85 bits
        if r - w < -pio4 {
            n -= 1; fn -= 1
            r = x - fn * pio2_1; w = fn * pio2_1t
        } else if r - w > pio4 {
            n += 1; fn += 1
            r = x - fn * pio2_1; w = fn * pio2_1t
        }
        var y0 = r - w
        let ex = Int32(bitPattern: ix >> 20)
        var ey = Int32(truncatingIfNeeded: y0.bitPattern >> 52 & 0x7ff)
        if ex - ey > 16 {   // second round, good to 118 bits
            var t = r
            w = fn * pio2_2
            r = t - w
            w = fn * pio2_2t - ((t - r) - w)
            y0 = r - w
            ey = Int32(truncatingIfNeeded: y0.bitPattern >> 52 & 0x7ff)
            if ex - ey > 49 {   // third round, good to 151 bits: every case
                t = r
                w = fn * pio2_3
                r = t - w
                w = fn * pio2_3t - ((t - r) - w)
                y0 = r - w
            }
        }
        return (n, y0, (r - y0) - w)
    }

    /// Payne and Hanek's reduction for finite |x| ≥ 2^20·π/2: x = m·2^q with m < 2^53, and
    /// x·2/π mod 4 = m·(a 192-bit window of 2/π's bits) in 256-bit integer arithmetic. The
    /// bits before the window only add multiples of 4; those after it, less than 2^-137.
    /// The fraction keeps 128 bits, at least 66 significant: |x mod π/2| > 2^-62 for every
    /// double of that size.
    private static func reduceLarge(_ x: Double) -> (n: Int32, y0: Double, y1: Double) {
        let bits = x.bitPattern
        let q = Int(truncatingIfNeeded: bits >> 52 & 0x7ff) &- 1075   // −32 … 971
        let m = bits & 0x000f_ffff_ffff_ffff | 0x0010_0000_0000_0000
        // the window starts at 2/π's bit p0 (of weight 2^-p0): m·2^q·2^-(q−2) is a multiple of 4
        let p0 = Swift.max(1, q &- 1)
        let wordIndex = (p0 &- 1) >> 6, shift = UInt64(truncatingIfNeeded: (p0 &- 1) & 63)
        func windowWord(_ j: Int) -> UInt64 {
            let a = twoOverPiBits[wordIndex &+ j]
            return shift == 0 ? a : a << shift | twoOverPiBits[wordIndex &+ j &+ 1] >> (64 &- shift)
        }
        let w0 = windowWord(0), w1 = windowWord(1), w2 = windowWord(2)
        // P = m·W in four words, p3 the lowest
        let (h2, p3) = m.multipliedFullWidth(by: w2)
        let (h1, l1) = m.multipliedFullWidth(by: w1)
        let (h0, l0) = m.multipliedFullWidth(by: w0)
        let (p2, c2) = h2.addingReportingOverflow(l1)
        let (s1, c1a) = h1.addingReportingOverflow(l0)
        let (p1, c1b) = s1.addingReportingOverflow(c2 ? 1 : 0)
        let p0w = h0 &+ (c1a ? 1 : 0) &+ (c1b ? 1 : 0)
        // P·2^-point = x·2/π (mod 4)
        let point = p0 &+ 191 &- q   // 190 … 224
        func bitsFrom(_ k: Int) -> UInt64 {   // (P >> k) mod 2^64, 0 ≤ k < 256
            let words = (p3, p2, p1, p0w, UInt64(0))
            let j = k >> 6, s = UInt64(truncatingIfNeeded: k & 63)
            let lo: UInt64, hi: UInt64
            switch j {
            case 0: lo = words.0; hi = words.1
            case 1: lo = words.1; hi = words.2
            case 2: lo = words.2; hi = words.3
            default: lo = words.3; hi = words.4
            }
            return s == 0 ? lo : lo >> s | hi << (64 &- s)
        }
        var n = Int32(truncatingIfNeeded: bitsFrom(point) & 3)
        var fhi = bitsFrom(point &- 64), flo = bitsFrom(point &- 128)
        // a fraction of 1/2 or more: the next multiple of π/2 is nearer, y negative
        let below = fhi >> 63 != 0
        if below {
            n &+= 1
            let carry: UInt64 = flo == 0 ? 1 : 0
            flo = ~flo &+ 1
            fhi = ~fhi &+ carry
        }
        var lz: Int32 = 0
        if fhi == 0 { fhi = flo; flo = 0; lz = 64 }
        if fhi == 0 { return (n & 3, 0, 0) }   // unreachable for a double (see above)
        let z = fhi.leadingZeroBitCount
        if z > 0 { fhi = fhi << UInt64(z) | flo >> UInt64(64 &- z); flo <<= UInt64(z) }
        lz &+= Int32(z)
        // f = (fhi·2^64 + flo)·2^(-128 − lz), fhi's top bit set: as hi + lo
        let hi = Double(fhi >> 11) * powerOfTwo(-53 &- lz)
        let lo = Double((fhi & 0x7ff) << 53 | flo >> 11) * powerOfTwo(-117 &- lz)
        // y = f·π/2 in double-double
        let pio2Hi = 0x1.921fb54442d18p0, pio2Lo = 0x1.1a62633145c07p-54
        let (p, e0) = twoProduct(hi, pio2Hi)
        let e = e0 + (hi * pio2Lo + lo * pio2Hi)
        var y0 = p + e
        var y1 = (p - y0) + e
        if below { y0 = -y0; y1 = -y1 }
        if bits >> 63 != 0 { return (0 &- (n & 3), -y0, -y1) }
        return (n & 3, y0, y1)
    }
}

/// 2/π's first 1,536 bits after the binary point, 64 a word, most significant first
/// (fdlibm's ipio2 table, regrouped).
private let twoOverPiBits: [UInt64] = [
    0xa2f9836e4e441529, 0xfc2757d1f534ddc0, 0xdb6295993c439041, 0xfe5163abdebbc561,
    0xb7246e3a424dd2e0, 0x06492eea09d1921c, 0xfe1deb1cb129a73e, 0xe88235f52ebb4484,
    0xe99c7026b45f7e41, 0x3991d639835339f4, 0x9c845f8bbdf9283b, 0x1ff897ffde05980f,
    0xef2f118b5a0a6d1f, 0x6d367ecf27cb09b7, 0x4f463f669e5fea2d, 0x7527bac7ebe5f17b,
    0x3d0739f78a5292ea, 0x6bfb5fb11f8d5d08, 0x56033046fc7b6bab, 0xf0cfbc209af4361d,
    0xa9e391615ee61b08, 0x6599855f14a06840, 0x8dffd8804d732731, 0x06061556ca73a8c9,]

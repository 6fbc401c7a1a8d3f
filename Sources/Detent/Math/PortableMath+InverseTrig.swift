// Arcsine and arctangent: fdlibm's e_asin.c, s_atan.c and e_atan2.c, as in musl (Sun
// Microsystems, 1993: "Permission to use, copy, modify, and distribute this software is
// freely granted, provided that this notice is preserved."). asin: a rational approximation
// in x², and for |x| ≥ 1/2 asin x = π/2 − 2·asin √((1 − |x|)/2). atan: reduction to
// |x| < 7/16 by atan(1/2), atan(1), atan(3/2) or π/2, then a polynomial of degree 23.
// atan2 adds, beyond fdlibm, the rounding error of y/x (found exactly with Dekker's product)
// times atan′ = 1/(1 + q²) to the low part, and for x < 0 subtracts atan from π before rounding
// it: fdlibm's atan2 reaches 1.4 ulp. Error < 1 ulp.
extension PortableMath {
    /// The arcsine, in −π/2…π/2.
    static func asin(_ x: Double) -> Double {
        let pio2Hi = 1.57079632679489655800e+00, pio2Lo = 6.12323399573676603587e-17
        let hx = UInt32(truncatingIfNeeded: x.bitPattern >> 32)
        let ix = hx & 0x7fff_ffff
        if ix >= 0x3ff0_0000 {   // |x| ≥ 1 or NaN
            let lx = UInt32(truncatingIfNeeded: x.bitPattern)
            if (ix &- 0x3ff0_0000) | lx == 0 { return x * pio2Hi + 0x1p-120 }   // ±1
            return .nan
        }
        if ix < 0x3fe0_0000 {   // |x| < 1/2
            if ix < 0x3e50_0000 && ix >= 0x0010_0000 { return x }   // 2^-1022 ≤ |x| < 2^-26
            return x + x * asinRational(x * x)
        }
        let z = (1 - abs(x)) * 0.5
        let s = z.squareRoot()
        let r = asinRational(z)
        var y: Double
        if ix >= 0x3fef_3333 {   // |x| > 0.975
            y = pio2Hi - (2 * (s + s * r) - pio2Lo)
        } else {
            // f + c = √z, f with its low word cleared
            let f = Double(bitPattern: s.bitPattern & 0xffff_ffff_0000_0000)
            let c = (z - f * f) / (s + f)
            y = 0.5 * pio2Hi - (2 * s * r - (pio2Lo - 2 * c) - (0.5 * pio2Hi - 2 * f))
        }
        return hx >> 31 != 0 ? -y : y
    }

    /// R(z) with asin x = x + x·R(x²).
    @inline(__always)
    private static func asinRational(_ z: Double) -> Double {
        let pS0 = 1.66666666666666657415e-01, pS1 = -3.25565818622400915405e-01
        let pS2 = 2.01212532134862925881e-01, pS3 = -4.00555345006794114027e-02
        let pS4 = 7.91534994289814532176e-04, pS5 = 3.47933107596021167570e-05
        let qS1 = -2.40339491173441421878e+00, qS2 = 2.02094576023350569471e+00
        let qS3 = -6.88283971605453293030e-01, qS4 = 7.70381505559019352791e-02
        let p = z * (pS0 + z * (pS1 + z * (pS2 + z * (pS3 + z * (pS4 + z * pS5)))))
        let q = 1.0 + z * (qS1 + z * (qS2 + z * (qS3 + z * qS4)))
        return p / q
    }

    /// The arctangent, in −π/2…π/2.
    static func atan(_ x: Double) -> Double {
        let (hi, lo) = atanParts(x, plus: 0)
        return hi + lo
    }

    /// atan(x) + `correction` as hi + lo before the last rounding, |lo| < |hi|/2, for a
    /// correction below x's ulp (atan2's). A lo of −0 leaves hi as it is, −0 included.
    private static func atanParts(_ x: Double, plus correction: Double) -> (hi: Double, lo: Double) {
        let hx = UInt32(truncatingIfNeeded: x.bitPattern >> 32)
        let negative = hx >> 31 != 0
        let ix = hx & 0x7fff_ffff
        if ix >= 0x4410_0000 {   // |x| ≥ 2^66 or NaN
            if x.isNaN { return (.nan, -0.0) }
            let z = 1.57079632679489655800e+00 + 0x1p-120
            return (negative ? -z : z, -0.0)
        }
        var x = x
        var id = -1
        if ix < 0x3fdc_0000 {   // |x| < 7/16
            if ix < 0x3e40_0000 { return (x, -0.0) }   // |x| < 2^-27
        } else {
            x = abs(x)
            if ix < 0x3ff3_0000 {   // |x| < 19/16
                if ix < 0x3fe6_0000 {   // 7/16 ≤ |x| < 11/16
                    id = 0; x = (2.0 * x - 1.0) / (2.0 + x)
                } else {   // 11/16 ≤ |x| < 19/16
                    id = 1; x = (x - 1.0) / (x + 1.0)
                }
            } else if ix < 0x4003_8000 {   // |x| < 39/16
                id = 2; x = (x - 1.5) / (1.0 + 1.5 * x)
            } else {   // 39/16 ≤ |x| < 2^66
                id = 3; x = -1.0 / x
            }
        }
        let t0 = 3.33333333333329318027e-01, t1 = -1.99999999998764832476e-01
        let t2 = 1.42857142725034663711e-01, t3 = -1.11111104054623557880e-01
        let t4 = 9.09088713343650656196e-02, t5 = -7.69187620504482999495e-02
        let t6 = 6.66107313738753120669e-02, t7 = -5.83357013379057348645e-02
        let t8 = 4.97687799461593236017e-02, t9 = -3.65315727442169155270e-02
        let t10 = 1.62858201153657823623e-02
        let z = x * x
        let w = z * z
        // the sum of t_i·z^(i+1) as its odd and even halves
        let s1 = z * (t0 + w * (t2 + w * (t4 + w * (t6 + w * (t8 + w * t10)))))
        let s2 = w * (t1 + w * (t3 + w * (t5 + w * (t7 + w * t9))))
        if id < 0 { return (x, -(x * (s1 + s2) - correction)) }
        let atanHi: Double, atanLo: Double   // atan(1/2), atan(1), atan(3/2), π/2 as hi + lo
        switch id {
        case 0: atanHi = 4.63647609000806093515e-01; atanLo = 2.26987774529616870924e-17
        case 1: atanHi = 7.85398163397448278999e-01; atanLo = 3.06161699786838301793e-17
        case 2: atanHi = 9.82793723247329054082e-01; atanLo = 1.39033110312309984516e-17
        default: atanHi = 1.57079632679489655800e+00; atanLo = 6.12323399573676603587e-17
        }
        let lo = -(x * (s1 + s2) - (atanLo + correction) - x)
        return negative ? (-atanHi, -lo) : (atanHi, lo)
    }

    /// The angle of (x, y), in −π…π.
    static func atan2(_ y: Double, _ x: Double) -> Double {
        let pi = 3.1415926535897931160E+00, piLo = 1.2246467991473531772E-16
        if x.isNaN || y.isNaN { return .nan }
        let xb = x.bitPattern, yb = y.bitPattern
        if xb == 0x3ff0_0000_0000_0000 { return atan(y) }   // x = 1
        let m = UInt32(truncatingIfNeeded: yb >> 63) | UInt32(truncatingIfNeeded: xb >> 62) & 2   // 2·sign x + sign y
        let ix = UInt32(truncatingIfNeeded: xb >> 32) & 0x7fff_ffff
        let iy = UInt32(truncatingIfNeeded: yb >> 32) & 0x7fff_ffff
        if yb << 1 == 0 {   // y = ±0
            switch m {
            case 0, 1: return y
            case 2: return pi
            default: return -pi
            }
        }
        if xb << 1 == 0 { return m & 1 != 0 ? -pi / 2 : pi / 2 }   // x = ±0
        if ix == 0x7ff0_0000 {   // x = ±∞
            if iy == 0x7ff0_0000 {
                switch m {
                case 0: return pi / 4
                case 1: return -pi / 4
                case 2: return 3 * pi / 4
                default: return -3 * pi / 4
                }
            }
            switch m {
            case 0: return 0.0
            case 1: return -0.0
            case 2: return pi
            default: return -pi
            }
        }
        // |y/x| > 2^64
        if ix &+ (64 << 20) < iy || iy == 0x7ff0_0000 { return m & 1 != 0 ? -pi / 2 : pi / 2 }
        // atan(|y/x|) without a spurious underflow
        var z: (hi: Double, lo: Double) = (0, 0)
        if m & 2 == 0 || iy &+ (64 << 20) >= ix {
            var ax = abs(x), ay = abs(y)
            let q = ay / ax
            if q < 0x1p-27 {
                z = (q, 0)   // atan returns q itself below 2^-27: within 1/12 ulp of atan q
            } else {
                // 2^-27 ≤ q ≤ 2^65: scaling both by 2^±300 is exact and keeps q and the
                // products below clear of overflow and of the subnormal range.
                if Swift.min(ax, ay) < 0x1p-800 { ax *= 0x1p300; ay *= 0x1p300 }
                else if Swift.max(ax, ay) > 0x1p800 { ax *= 0x1p-300; ay *= 0x1p-300 }
                // (y/x − q)·atan′(q) = (ay − q·ax)/(ax·(1 + q²)), ax·q² ≈ ay·q: a few bits
                // are all the correction needs
                let (p, e) = twoProduct(q, ax)
                z = atanParts(q, plus: ((ay - p) - e) / (ax + ay * q))
            }
        }
        if m & 2 == 0 { return m & 1 == 0 ? z.hi + z.lo : -(z.hi + z.lo) }
        // π − atan: π − z.hi with its rounding error (exact: z.hi ≤ π/2), then the low parts
        let s = pi - z.hi
        let y = s + ((((pi - s) - z.hi) + piLo) - z.lo)
        return m & 1 == 0 ? y : -y
    }
}

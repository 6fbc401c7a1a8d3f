import Testing
@testable import Detent

private extension SeededGenerator {
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
    mutating func uniform(_ a: Double, _ b: Double) -> Double { a + (b - a) * unit() }
}

#if canImport(Glibc)
import Glibc

/// One function of `PortableMath` beside its C library twin.
struct MathFunctionCase: CustomStringConvertible, Sendable {
    let name: String
    let ours: @Sendable (Double, Double) -> Double
    let libm: @Sendable (Double, Double) -> Double
    /// The largest error allowed against the long double reference, in ulps: the published
    /// bound of the algorithm (optimized-routines' analysis for exp, log and pow; "less than
    /// 1 ulp" for fdlibm's).
    let maxError: Double
    /// Where the arguments come from: each sampler draws `count` of them.
    let samplers: [(count: Int, draw: @Sendable (inout SeededGenerator) -> (Double, Double))]
    var description: String { name }
}

private extension SeededGenerator {
    /// Uniform in the exponent: as many arguments near a as near b (through Glibc: the
    /// arguments need not be the same bits everywhere).
    mutating func logUniform(_ a: Double, _ b: Double) -> Double {
        Glibc.exp(Glibc.log(a) + (Glibc.log(b) - Glibc.log(a)) * unit())
    }
    mutating func signed(_ v: Double) -> Double { next() & 1 == 0 ? v : -v }
    /// Any finite double, every bit pattern as likely.
    mutating func anyFinite() -> Double {
        while true {
            let d = Double(bitPattern: next())
            if d.isFinite { return d }
        }
    }
}

private func one(_ f: @escaping @Sendable (Double) -> Double) -> @Sendable (Double, Double) -> Double { { x, _ in f(x) } }
#if arch(x86_64)
private func one80(_ f: @escaping @Sendable (Float80) -> Float80) -> @Sendable (Float80, Float80) -> Float80 { { x, _ in f(x) } }

/// The long double twins, the reference for the error proper.
let float80References: [String: @Sendable (Float80, Float80) -> Float80] = [
    "exp": one80(expl), "expm1": one80(expm1l), "log": one80(logl), "log1p": one80(log1pl),
    "pow": { powl($0, $1) }, "sin": one80(sinl), "cos": one80(cosl), "asin": one80(asinl),
    "atan2": { atan2l($0, $1) },
]
#endif
private func x(_ draw: @escaping @Sendable (inout SeededGenerator) -> Double) -> @Sendable (inout SeededGenerator) -> (Double, Double) {
    { g in (draw(&g), 0) }
}

// 3.45 million arguments in all: the ranges the core uses (springs' phases, decay exponents,
// ClampingFling's powers) densely, and every binade of the domain. The first range of each
// is the one PortableMathMeasurement times.
let mathFunctionCases: [MathFunctionCase] = {
    var cases: [MathFunctionCase] = []
    func add(_ name: String, _ ours: @escaping @Sendable (Double, Double) -> Double,
             _ libm: @escaping @Sendable (Double, Double) -> Double, maxError: Double,
             _ samplers: [(count: Int, draw: @Sendable (inout SeededGenerator) -> (Double, Double))]) {
        cases.append(MathFunctionCase(name: name, ours: ours, libm: libm, maxError: maxError, samplers: samplers))
    }
    add("exp", one(PortableMath.exp), one(Glibc.exp), maxError: 0.511, [
        (150_000, x { $0.uniform(-1, 1) }),
        (200_000, x { $0.uniform(-745.2, 709.8) }),             // the whole domain, subnormal results
        (50_000, x { $0.signed($0.logUniform(0x1p-60, 1)) }),
    ])
    add("expm1", one(PortableMath.expm1), one(Glibc.expm1), maxError: 1, [
        (150_000, x { $0.uniform(-1, 1) }),
        (150_000, x { $0.uniform(-40, 709.7) }),
        (100_000, x { $0.signed($0.logUniform(0x1p-60, 1)) }),
    ])
    add("log", one(PortableMath.log), one(Glibc.log), maxError: 0.52, [
        (150_000, x { $0.uniform(0.9, 1.1) }),                  // its polynomial near 1
        (200_000, x { abs($0.anyFinite()) }),                   // every binade
        (50_000, x { Double(bitPattern: $0.next() & 0x000f_ffff_ffff_ffff) }),   // subnormal
    ])
    add("log1p", one(PortableMath.log1p), one(Glibc.log1p), maxError: 1, [
        (200_000, x { $0.uniform(-1, 1) }),
        (100_000, x { $0.signed($0.logUniform(0x1p-60, 1)) }),
        (100_000, x { $0.logUniform(1, 1e300) }),
    ])
    add("pow", { PortableMath.pow($0, $1) }, { Glibc.pow($0, $1) }, maxError: 0.54, [
        (150_000, { g in (g.logUniform(1e-3, 1e3), g.uniform(-50, 50)) }),
        (150_000, { g in (g.uniform(0, 1), g.uniform(0.1, 5)) }),   // ClampingFling's (1 − t/T)^(e − 1)
        (100_000, { g in                                             // any x, results of every size
            let x = abs(g.anyFinite()), l = Glibc.log(x)
            return (x, l == 0 ? 1 : g.uniform(-700, 700) / l)
        }),
        (50_000, { g in (-g.logUniform(1e-3, 1e3), Double(Int32(g.uniform(-40, 40)))) }),   // x < 0
    ])
    for (name, ours, libm) in [("sin", PortableMath.sin, Glibc.sin), ("cos", PortableMath.cos, Glibc.cos)]
        as [(String, @Sendable (Double) -> Double, @Sendable (Double) -> Double)] {
        add(name, one(ours), one(libm), maxError: 1, [
            (150_000, x { $0.uniform(-.pi, .pi) }),
            (100_000, x { $0.uniform(-2e6, 2e6) }),                 // Cody and Waite's reduction
            (50_000, x { g in                                       // next to multiples of π/2
                let k = Double(Int32(g.uniform(-1e6, 1e6)))
                return k * (Double.pi / 2) + g.signed(g.logUniform(0x1p-40, 1e-3))
            }),
            (50_000, x { $0.signed($0.logUniform(2e6, 1e308)) }),   // Payne and Hanek's
        ])
    }
    add("asin", one(PortableMath.asin), one(Glibc.asin), maxError: 1, [
        (200_000, x { $0.uniform(-1, 1) }),
        (50_000, x { $0.signed($0.logUniform(0x1p-60, 0.5)) }),
        (50_000, x { $0.signed(1 - $0.logUniform(0x1p-50, 0.1)) }),
    ])
    add("atan2", { PortableMath.atan2($0, $1) }, { Glibc.atan2($0, $1) }, maxError: 1, [
        (250_000, { g in (g.uniform(-10, 10), g.uniform(-10, 10)) }),
        (150_000, { g in (g.signed(g.logUniform(1e-300, 1e300)), g.signed(g.logUniform(1e-300, 1e300))) }),
    ])
    return cases
}()

/// The distance in ulps between two doubles (0 between two NaNs, the maximum between a NaN
/// and a number; +0 and −0 are one point).
func ulpDistance(_ a: Double, _ b: Double) -> UInt64 {
    if a.isNaN || b.isNaN { return a.isNaN && b.isNaN ? 0 : .max }
    func ordered(_ d: Double) -> Int64 {
        let i = Int64(bitPattern: d.bitPattern)
        return i < 0 ? Int64.min &- i : i
    }
    let (i, j) = (ordered(a), ordered(b))
    return i > j ? UInt64(i &- j) : UInt64(j &- i)
}

/// One function's results over its samplers' arguments, each drawn `scale` times as often.
struct MathAccuracy {
    var count = 0, sameAsLibm = 0
    var worstAgainstLibm: UInt64 = 0, worstArgument = (0.0, 0.0)
    /// The largest error against the long double result, in ulps (0 where there is none).
    var worstError = 0.0

    init(of f: MathFunctionCase, scale: Int) {
        var g = SeededGenerator(seed: 0xD37E_0000 &+ UInt64(f.name.utf8.count))
        for sampler in f.samplers {
            for _ in 0..<sampler.count * scale {
                let (a, b) = sampler.draw(&g)
                let ours = f.ours(a, b)
                let d = ulpDistance(ours, f.libm(a, b))
                if d == 0 { sameAsLibm += 1 }
                if d > worstAgainstLibm { worstAgainstLibm = d; worstArgument = (a, b) }
                #if arch(x86_64)
                let exact = float80References[f.name]!(Float80(a), Float80(b))
                if ours.isFinite && exact.isFinite && Double(exact).isFinite {
                    // the ulp of the exact result's binade (below a power of 2, the smaller one)
                    let r = Double(exact)
                    let ulp = r.significandBitPattern == 0 && abs(Float80(r)) > abs(exact) ? r.ulp / 2 : r.ulp
                    worstError = Swift.max(worstError, Double(abs(Float80(ours) - exact) / Float80(ulp)))
                }
                #endif
                count += 1
            }
        }
    }
}

@Suite struct PortableMathTests {
    /// Over 3.45 million arguments, every result is within 1 ulp of Glibc's, and on x86_64
    /// within each algorithm's published bound of the long double result.
    @Test(arguments: mathFunctionCases)
    func accuracy(of f: MathFunctionCase) {
        let m = MathAccuracy(of: f, scale: 1)
        #expect(m.count >= 300_000)
        #expect(m.worstAgainstLibm <= 1, "\(f.name)\(m.worstArgument): \(m.worstAgainstLibm) ulp from Glibc")
        #if arch(x86_64)
        #expect(m.worstError < f.maxError, "\(f.name): \(m.worstError) ulp from the long double result")
        #endif
    }

    /// C99 Annex F's special cases, bit for bit as Glibc gives them (zeros' signs included),
    /// with every NaN `Double.nan` itself; pow over all pairs of 22 special arguments.
    @Test func specialValues() {
        let specials: [Double] = [
            0, -0.0, .infinity, -.infinity, .nan, 1, -1, 0.5, -0.5, 2, -2, 3, -3, 1.5, -1.5,
            .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
            .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 0x1p-60, -0x1p-60,
        ]
        let edges: [Double] = [709.782712893384, 709.7827128933841, -708.3964185322641,
                               -745.1332191019411, -745.1332191019412, -746, 710, -40, 40,
                               0x1p-1022 * 1.5, -0x1p-1022 * 1.5, 1e300, -1e300, Double.pi, -Double.pi,
                               Double.pi / 2, 1e22, 0x1p1023, 0.9999999999999999, 1.0000000000000002]
        func check(_ name: String, _ a: Double, _ b: Double, _ ours: Double, _ libm: Double) {
            if libm.isNaN {
                #expect(ours.bitPattern == Double.nan.bitPattern, "\(name)(\(a), \(b)) = \(ours)")
            } else if libm == 0 || libm.isInfinite || libm == 1 || libm == -1 {
                #expect(ours.bitPattern == libm.bitPattern, "\(name)(\(a), \(b)) = \(ours), not \(libm)")
            } else {
                #expect(ulpDistance(ours, libm) <= 1, "\(name)(\(a), \(b)) = \(ours), not \(libm)")
            }
        }
        for f in mathFunctionCases where f.name != "pow" && f.name != "atan2" {
            for a in specials + edges { check(f.name, a, 0, f.ours(a, 0), f.libm(a, 0)) }
        }
        for f in mathFunctionCases where f.name == "pow" || f.name == "atan2" {
            for a in specials { for b in specials { check(f.name, a, b, f.ours(a, b), f.libm(a, b)) } }
        }
        // exactness that callers may rely on
        #expect(PortableMath.exp(0) == 1 && PortableMath.log(1) == 0 && PortableMath.expm1(-0.0).sign == .minus)
        #expect(PortableMath.pow(2, 10) == 1024 && PortableMath.pow(-2, 3) == -8 && PortableMath.pow(10, -2) == 0.01)
        #expect(PortableMath.log1p(-0.0).sign == .minus && PortableMath.sin(-0.0).sign == .minus)
        #expect(PortableMath.asin(1) == Double.pi / 2 && PortableMath.atan2(1, 1) == Double.pi / 4)
    }
}
/// A measurement, not a test (timings are not compared, and `make test` skips it): each
/// function's accuracy over 30 times the test's arguments and its cost beside Glibc's, in a
/// table for docs/performance.md. Run it in a release build:
///
///     DETENT_MATH_MEASURE=1 swift test -c release --filter PortableMathMeasurement
@Suite struct PortableMathMeasurement {
    @Test(.enabled(if: getenv("DETENT_MATH_MEASURE") != nil))
    func accuracyAndCost() {
        print("| function | arguments | most ulp from Glibc | same bits as Glibc | largest error (ulp) | ns per call | Glibc's ns |")
        print("|---|--:|--:|--:|--:|--:|--:|")
        for f in mathFunctionCases {
            let m = MathAccuracy(of: f, scale: 30)
            // cost: 2^18 arguments of the function's first range; ours and Glibc's passes
            // alternate, and the fastest of 25 each counts (the least disturbed by other work)
            var g = SeededGenerator(seed: 7)
            let args = (0..<(1 << 18)).map { _ in f.samplers[0].draw(&g) }
            var ours = Double.infinity, libm = Double.infinity
            for _ in 0..<25 {
                ours = Swift.min(ours, nanosecondsPerCall(args, f.ours))
                libm = Swift.min(libm, nanosecondsPerCall(args, f.libm))
            }
            func fixed(_ v: Double, _ digits: Int) -> String {
                let p = Glibc.pow(10.0, Double(digits)), r = (v * p).rounded() / p
                var s = String(r)
                while let dot = s.firstIndex(of: "."), s.distance(from: dot, to: s.endIndex) <= digits { s += "0" }
                return s
            }
            print("| `\(f.name)` | \(m.count) | \(m.worstAgainstLibm) | \(fixed(100 * Double(m.sameAsLibm) / Double(m.count), 2)) % "
                  + "| \(fixed(m.worstError, 3)) | \(fixed(ours, 1)) | \(fixed(libm, 1)) |")
        }
    }

    /// One pass over `args`, in ns per call.
    private func nanosecondsPerCall(_ args: [(Double, Double)], _ f: (Double, Double) -> Double) -> Double {
        var sum = 0.0
        let clock = ContinuousClock(), start = clock.now
        for (a, b) in args { sum += f(a, b) }
        let d = clock.now - start
        if sum == 42 { print(sum) }   // keeps the calls
        return (Double(d.components.seconds) * 1e9 + Double(d.components.attoseconds) * 1e-9) / Double(args.count)
    }
}
#endif

@Suite struct PortableMathDeterminismTests {
    /// The same arguments give the same bits on every platform and in every build: a digest
    /// of 9 × 4,096 results, fixed here. A compiler that fused a multiply and an add, or a
    /// table or constant off by a bit, changes it.
    @Test func sameBitsEverywhere() {
        var g = SeededGenerator(seed: 2026)
        var h: UInt64 = 0xcbf2_9ce4_8422_2325   // FNV-1a over the results' bits
        func mix(_ d: Double) { h = (h ^ d.bitPattern) &* 0x0000_0100_0000_01b3 }
        for _ in 0..<4096 {
            let a = g.uniform(-50, 50), b = g.uniform(-1, 1), c = g.uniform(1e-3, 1e3)
            mix(PortableMath.exp(a)); mix(PortableMath.expm1(a)); mix(PortableMath.log(c))
            mix(PortableMath.log1p(c)); mix(PortableMath.pow(c, a)); mix(PortableMath.sin(a * 1e3))
            mix(PortableMath.cos(a)); mix(PortableMath.asin(b)); mix(PortableMath.atan2(a, b))
        }
        #expect(h == 0x22e8_8d89_73b6_17fb, "digest \(String(h, radix: 16))")
    }
}

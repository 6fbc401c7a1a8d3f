import Testing
@testable import Detent

/// Every number of a configuration has a range (issue 33: damping 1e308, spacing 1e303 and a
/// container 5e-324 wide were accepted, and made NaN offsets): a property test sets each
/// field, alone and several at once, to extreme and random values — 1e-300 to 1e300,
/// subnormals, 2^53, negatives, NaN and infinities — and either ``ScrollEngine/Configuration/validate()``
/// refuses it, naming the field, or an engine made with it keeps every number finite through
/// flings, drags, keys, End and Home, scroll-to and a trackpad swipe, in bounded work.
@Suite struct ConfigurationRangeTests {
    typealias Configuration = ScrollEngine.Configuration

    /// Every `Double` of a configuration, by name.
    static let fields: [(String, WritableKeyPath<Configuration, Double> & Sendable)] = [
        ("container width", \.containerSize.width), ("container height", \.containerSize.height),
        ("content width", \.contentSize.width), ("slop", \.slop), ("minimum fling speed", \.minimumFlingSpeed),
        ("maximum fling speed", \.maximumFlingSpeed), ("wheel quiet period", \.wheelQuietPeriod),
        ("points per notch", \.pointsPerNotch), ("line step", \.lineStep), ("end speed", \.endSpeed),
        ("retarget tolerance", \.retargetTolerance), ("device pixel ratio", \.devicePixelRatio),
        ("tolerance distance", \.tolerance.distance), ("tolerance velocity", \.tolerance.velocity),
        ("rubber band coefficient", \.physics.rubberBandCoefficient), ("stop speed", \.physics.stopSpeed),
        ("scroll-to mass", \.scrollToSpring.mass), ("scroll-to stiffness", \.scrollToSpring.stiffness),
        ("scroll-to damping", \.scrollToSpring.damping), ("step mass", \.stepSpring.mass),
        ("step stiffness", \.stepSpring.stiffness), ("step damping", \.stepSpring.damping),
        ("snap mass", \.snapSpring.mass), ("snap stiffness", \.snapSpring.stiffness), ("snap damping", \.snapSpring.damping),
        ("page mass", \.physics.pageSpring.mass), ("page stiffness", \.physics.pageSpring.stiffness),
        ("page damping", \.physics.pageSpring.damping),
    ]

    /// The extremes every field is set to.
    static let extremes: [Double] = [0, 5e-324, -5e-324, 2.2e-308, 1e-300, 1e-12, 1e-6, 1e-3, 0.5, 1, 9_007_199_254_740_992,
                                     1e12, 1.000001e12, 1e13, 1e300, 1.7976931348623157e308, -1, -1e300, .nan, .infinity, -.infinity]

    /// The reference picker's configuration on `physics` with targets every 10 pt.
    func base(_ physics: ScrollPhysics) -> Configuration {
        var c = Configuration(containerSize: Size(width: 280, height: 80), contentSize: Size(width: 1002, height: 80),
                              bounds: 0...1000, targets: .uniform(step: 10, count: 101))
        c.physics = physics
        return c
    }

    /// Refused with a reason naming it, or an engine that keeps every number finite through
    /// every kind of input and rests (or keeps moving, finitely) within 200 steps of each.
    func exercise(_ c: Configuration, _ label: String) throws -> Bool {
        do { try c.validate() } catch {
            #expect(!"\(error)".isEmpty)
            #expect(throws: ScrollEngineError.self) { _ = try ScrollEngine(configuration: c) }
            return false
        }
        let e = try ScrollEngine(configuration: c, behavior: .closestMultiple(of: 10), offset: 500)
        var t = 0.0
        func run() throws {
            // An input's own events (a drag's moves: the step's bound each, then a span).
            #expect(e.events.count <= 30 * (ScrollEngine.selectionEventsPerStep + 4), "\(label)")
            e.removeAllEvents()
            for _ in 0..<200 where !e.isIdle {
                t += 1.0 / 60
                try e.advance(to: t)
                #expect(e.offset.isFinite && e.velocity.isFinite, "\(label): offset \(e.offset), velocity \(e.velocity)")
                #expect(e.events.count <= ScrollEngine.selectionEventsPerStep + 8, "\(label): \(e.events.count) events in a step")
                e.removeAllEvents()
            }
        }
        for v in [8000.0, -300, 1e6] { t += 0.1; try e.fling(velocity: v, at: t); try run() }
        for key in [ScrollKey.end, .home, .pageDown, .right] { t += 0.1; try e.handle(.key(key), at: t); try run() }
        t += 0.1; try e.handle(.scrollTo(.target(70), animated: true), at: t); try run()
        t += 0.1; _ = try drag(e, from: 200, through: [180, 120, 40, -200], start: t, dt: 0.01); t += 0.05; try run()
        for _ in 0..<10 { t += 0.008; try e.handle(.wheel(dx: 30, dy: 0, precise: true), at: t) }
        try run()
        t += 0.5; try e.handle(.wheel(dx: 0, dy: -120, precise: false), at: t); try run()
        return true
    }

    @Test func everyFieldAtEveryExtreme() throws {
        var accepted = 0, refused = 0
        for physics in [ScrollPhysics.iOS, .android, .flutterBouncing, .gtk] {
            for (name, path) in Self.fields {
                for x in Self.extremes {
                    var c = base(physics)
                    c[keyPath: path] = x
                    if try exercise(c, "\(physics.name) \(name) = \(x)") { accepted += 1 } else { refused += 1 }
                }
            }
        }
        print("configuration ranges: \(accepted) accepted, \(refused) refused")
        #expect(accepted > 400 && refused > 1500)
    }

    /// The issue's numbers are refused, each naming its field.
    @Test func theIssuesNumbersAreRefused() {
        var c = base(.iOS)
        c.snapSpring.damping = 1e308
        #expect(throws: ScrollEngineError.invalid("the snap spring (1e+308) must be in 1e-6 ... 1e12")) { try c.validate() }
        c = base(.iOS)
        c.containerSize.width = 5e-324
        #expect(throws: ScrollEngineError.invalid("the container size (5e-324) must be 0 or in 1e-6 ... 1e12")) { try c.validate() }
        c = base(.iOS)
        c.targets = .uniform(step: 1e303, count: 101)
        #expect(throws: ScrollEngineError.self) { try c.validate() }
        c = base(.iOS)
        c.slop = .nan
        #expect(throws: ScrollEngineError.nonFinite("the slop")) { try c.validate() }
    }

    /// Each number a NaN (the bounds: an infinity) alone is refused naming that number: `validate()` reads a number's
    /// name from a table by its position, which this pins row by row.
    @Test func aNaNIsRefusedByItsOwnName() {
        typealias Set = (String, (inout Configuration) -> Void)
        let cases: [Set] = [
            ("the container size", { $0.containerSize.height = .nan }),
            ("the content size", { $0.contentSize.width = .nan }),
            ("the content insets", { $0.contentInsets = EdgeInsets(top: 0, leading: .nan, bottom: 0, trailing: 0) }),
            ("the bounds", { $0.bounds = 0...Double.infinity }),   // a NaN bound makes no range
            ("the slop", { $0.slop = .nan }),
            ("the minimum fling speed", { $0.minimumFlingSpeed = .nan }),
            ("the maximum fling speed", { $0.maximumFlingSpeed = .nan }),
            ("the wheel quiet period", { $0.wheelQuietPeriod = .nan }),
            ("the points per notch", { $0.pointsPerNotch = .nan }),
            ("the line step", { $0.lineStep = .nan }),
            ("the end speed", { $0.endSpeed = .nan }),
            ("the retarget tolerance", { $0.retargetTolerance = .nan }),
            ("the motion tolerance", { $0.tolerance.velocity = .nan }),
            ("the maximum overshoot", { $0.physics.maximumOvershoot = .nan }),
            ("the device pixel ratio", { $0.devicePixelRatio = .nan }),
            ("the rubber band coefficient", { $0.physics.rubberBandCoefficient = .nan }),
            ("the stop speed", { $0.physics.stopSpeed = .nan }),
            ("the fling friction", { $0.physics.fling = .androidSpline(friction: .nan) }),
            ("the speed carried past an edge", { $0.physics.edge = .bounce(spring: .smooth, maximumSpeed: .nan) }),
            ("the overshoot limit", { $0.physics.edge = .overshoot(spring: .smooth, limit: .nan) }),
        ]
        for (name, set) in cases {
            var c = base(.iOS)
            set(&c)
            #expect(throws: ScrollEngineError.nonFinite(name), "\(name)") { try c.validate() }
        }
    }

    /// Several fields at random extremes or random values across their whole magnitude range at once.
    @Test func randomFieldsTogether() throws {
        var rng = SeededGenerator(seed: 0x33)
        var accepted = 0
        for k in 0..<600 {
            var c = base(ScrollPhysics.all.randomElement(using: &rng)!)
            for _ in 0..<Int.random(in: 1...5, using: &rng) {
                let (_, path) = Self.fields.randomElement(using: &rng)!
                let x = Bool.random(using: &rng) ? Self.extremes.randomElement(using: &rng)!
                    : (Int.random(in: 0..<8, using: &rng) > 0 ? 1.0 : -1.0)
                        * Double.random(in: Bool.random(using: &rng) ? -300...300 : -7...13, using: &rng).exp10
                c[keyPath: path] = x
            }
            if try exercise(c, "random \(k)") { accepted += 1 }
        }
        print("configuration ranges, random fields together: \(accepted) of 600 accepted")
        #expect(accepted > 25)
    }
}

private extension Double {
    /// 10 to this power.
    var exp10: Double {
        var r = 1.0, n = Swift.abs(self.rounded())
        var b = 10.0
        while n > 0 { if n.truncatingRemainder(dividingBy: 2) == 1 { r *= b }; b *= b; n = (n / 2).rounded(.down) }
        return self < 0 ? 1 / r : r
    }
}

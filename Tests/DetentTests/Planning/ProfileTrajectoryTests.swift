import Testing
import Detent

/// Each platform profile's flings held against a reference written from the platform's own
/// source (Tests/DetentTests/Reference): the engine and the reference run the same fling at
/// 1000 frames per second and must agree on every frame within 1 pt (1.5 pt for Android,
/// which shows whole pixels) and on when the motion ends within 20 ms. Free flings, far from
/// both ends, and flings into an end from 100 pt before it (nearer for a slow fling that
/// would not reach it), at 50, 137, 500, 1000, 2500 and 8000 pt/s (iOS: free only; UIKit's
/// edges are not public).
@Suite struct ProfileTrajectoryTests {
    /// A profile and the reference it is held against.
    struct Subject: Sendable, CustomTestStringConvertible {
        var name: String
        var physics: ScrollPhysics
        /// The largest |Δx| allowed on any frame.
        var tolerance: Double
        /// Whether its edges have a reference (UIKit's have none).
        var edges: Bool
        /// The configuration's device pixel ratio: Flutter's tolerance (`toleranceFor`: 20/dpr
        /// px/s, 1/dpr px) depends on it.
        var devicePixelRatio = 1.0
        var reference: @Sendable (_ position: Double, _ velocity: Double, _ bounds: ClosedRange<Double>) -> ReferenceTrajectory

        var testDescription: String { name }
    }

    static let subjects: [Subject] = [
        Subject(name: "ios", physics: .iOS, tolerance: 1, edges: false) { x, v, _ in
            UIScrollViewDecelerationReference.fling(position: x, velocity: v)
        },
        Subject(name: "android", physics: .android, tolerance: 1.5, edges: true) { x, v, b in
            AndroidOverScrollerReference.fling(position: x, velocity: v, lower: b.lowerBound, upper: b.upperBound)
        },
        Subject(name: "flutter-bouncing dpr 1", physics: .flutterBouncing, tolerance: 1, edges: true, devicePixelRatio: 1) { x, v, b in
            FlutterScrollReference.fling(.bouncing, position: x, velocity: v, lower: b.lowerBound, upper: b.upperBound,
                                         devicePixelRatio: 1)
        },
        Subject(name: "flutter-bouncing dpr 3", physics: .flutterBouncing, tolerance: 1, edges: true, devicePixelRatio: 3) { x, v, b in
            FlutterScrollReference.fling(.bouncing, position: x, velocity: v, lower: b.lowerBound, upper: b.upperBound,
                                         devicePixelRatio: 3)
        },
        Subject(name: "flutter-clamping", physics: .flutterClamping, tolerance: 1, edges: true) { x, v, b in
            FlutterScrollReference.fling(.clamping, position: x, velocity: v, lower: b.lowerBound, upper: b.upperBound)
        },
        Subject(name: "gtk", physics: .gtk, tolerance: 1, edges: true) { x, v, b in
            GTKKineticReference.fling(position: x, velocity: v, lower: b.lowerBound, upper: b.upperBound)
        },
    ]

    static let speeds = [50.0, 137, 500, 1000, 2500, 8000]
    static let restTolerance = 0.020
    static let frameInterval = 0.001

    enum Kind: String, CaseIterable { case free, leading = "into the leading end", trailing = "into the trailing end" }

    /// One fling: where from, how fast, within which bounds.
    struct Case {
        var kind: Kind
        var position: Double
        var velocity: Double
        var bounds: ClosedRange<Double>

        /// Free: bounds far wider than the longest fling (Android's 8000 px/s travels 7186 px),
        /// from their middle. Into an end: the issue's bounds 0...1000, 100 pt from the end, or
        /// half the free fling's travel in whole points when that is shorter, so that a slow
        /// fling reaches the end too (50 pt/s travels 12.5 pt on GTK); a fling too short for
        /// a whole point (Android's 50 px/s travels 1 px) starts 100 pt away.
        static func all(_ subject: Subject) -> [Case] {
            var cases = speeds.flatMap { s in [s, -s] }.map { Case(kind: .free, position: 10_000, velocity: $0, bounds: 0...20_000) }
            guard subject.edges else { return cases }
            for s in speeds {
                let travel = subject.reference(10_000, s, 0...20_000).finalPosition - 10_000
                let half = (travel / 2).rounded(.down)
                let d = half >= 1 ? Swift.min(100, half) : 100
                cases.append(Case(kind: .leading, position: d, velocity: -s, bounds: 0...1000))
                cases.append(Case(kind: .trailing, position: 1000 - d, velocity: s, bounds: 0...1000))
            }
            return cases
        }
    }

    /// How a case came out.
    struct Outcome {
        var `case`: Case
        var maxDelta = 0.0
        var maxDeltaTime = 0.0
        var engineRest = 0.0
        var referenceRest = 0.0
        var restDelta: Double { abs(engineRest - referenceRest) }
        /// Within the tolerances (rest times are whole frames: 1e-9 absorbs k × 0.001's rounding).
        func passes(_ tolerance: Double) -> Bool { maxDelta <= tolerance && restDelta <= ProfileTrajectoryTests.restTolerance + 1e-9 }
    }

    /// The engine's fling: a 280 pt container (the issue's picker) whose content spans the
    /// bounds, no behaviour, the fling released at t = 0 and the engine advanced frame by
    /// frame until it is idle.
    static func engineTrajectory(_ physics: ScrollPhysics, devicePixelRatio: Double, _ c: Case) throws -> (positions: [Double], rest: Double) {
        var configuration = ScrollEngine.Configuration(
            containerSize: Size(width: 280, height: 80),
            contentSize: Size(width: c.bounds.upperBound - c.bounds.lowerBound + 280, height: 80),
            bounds: c.bounds, targets: .none)
        configuration.physics = physics
        configuration.devicePixelRatio = devicePixelRatio
        let engine = try ScrollEngine(configuration: configuration, offset: c.position)
        try engine.fling(velocity: c.velocity, at: 0)
        var positions = [engine.offset]
        var k = 0
        while engine.phase != .idle {
            k += 1
            try engine.advance(to: Double(k) * frameInterval)
            positions.append(engine.offset)
            if k > 60_000 { Issue.record("\(physics.name) from \(c.position) at \(c.velocity): no rest after 60 s"); break }
        }
        return (positions, Double(k) * frameInterval)
    }

    static func compare(_ subject: Subject, _ c: Case) throws -> Outcome {
        let reference = subject.reference(c.position, c.velocity, c.bounds)
        let engine = try engineTrajectory(subject.physics, devicePixelRatio: subject.devicePixelRatio, c)
        var outcome = Outcome(case: c, engineRest: engine.rest, referenceRest: reference.restTime)
        // Frame by frame until both have ended (each holds its last position after its end).
        let frames = Swift.max(engine.positions.count, reference.positions.count)
        for k in 0..<frames {
            let delta = abs(engine.positions[Swift.min(k, engine.positions.count - 1)] - reference.position(atFrame: k))
            if delta > outcome.maxDelta {
                outcome.maxDelta = delta
                outcome.maxDeltaTime = Double(k) * frameInterval
            }
        }
        return outcome
    }

    static func describe(_ o: Outcome) -> String {
        "from \(o.case.position) at \(o.case.velocity) pt/s in \(o.case.bounds): max |Δx| \(rounded(o.maxDelta)) pt at t = "
            + "\(rounded(o.maxDeltaTime)) s; rest \(rounded(o.engineRest)) s (engine), \(rounded(o.referenceRest)) s (reference)"
    }

    static func rounded(_ x: Double) -> Double { (x * 1000).rounded() / 1000 }

    @Test(arguments: subjects)
    func matchesItsReference(subject: Subject) throws {
        var outcomes: [Outcome] = []
        for c in Case.all(subject) {
            let o = try Self.compare(subject, c)
            outcomes.append(o)
            #expect(o.passes(subject.tolerance), "\(subject.name) \(c.kind.rawValue) \(Self.describe(o))")
        }
        // The worst per kind of case, as a table to quote.
        var table = "\(subject.name) against its reference:\n| kind | worst max |Δx| | worst |Δrest| | failing |\n| --- | --- | --- | --- |\n"
        for kind in Kind.allCases {
            let of = outcomes.filter { $0.case.kind == kind }
            guard let dx = of.max(by: { $0.maxDelta < $1.maxDelta }), let dr = of.max(by: { $0.restDelta < $1.restDelta }) else { continue }
            let failing = of.filter { !$0.passes(subject.tolerance) }.count
            table += "| \(kind.rawValue) | \(Self.rounded(dx.maxDelta)) pt (\(dx.case.velocity) pt/s, t = \(Self.rounded(dx.maxDeltaTime)) s) "
                + "| \(Self.rounded(dr.restDelta)) s (\(dr.case.velocity) pt/s: \(Self.rounded(dr.engineRest)) vs \(Self.rounded(dr.referenceRest))) "
                + "| \(failing) of \(of.count) |\n"
        }
        print(table)
    }
}

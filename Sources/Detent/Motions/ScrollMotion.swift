/// The motion a ``ProfilePlanner`` plans and a ``ScrollEngine`` runs: the one list of
/// motion kinds.
///
/// Each case is a motion in its own file; `read(_:)` is the one switch over the cases, and
/// every reader — the ``Motion`` requirements here, the engine's crossing search — goes
/// through it, specialised for the case's type. Adding a motion: its file (with its
/// `BuiltInMotion` conformance), its case, and its line in `read(_:)`. A motion of your own
/// runs as ``custom(_:)``.
public enum ScrollMotion: Motion, CrossingSearch {
    /// An exponential decay (UIScrollView, Flutter's `FrictionSimulation`, GTK).
    case deceleration(Deceleration)
    /// A damped spring: snaps, steps, scroll-to.
    case spring(SpringMotion)
    /// A deceleration into an edge, then a spring back onto it.
    case bounce(BounceMotion)
    /// Android's spline fling (``ScrollPhysics/android``).
    case spline(SplineFling)
    /// Flutter's clamping fling (``ScrollPhysics/flutterClamping``).
    case clamping(ClampingFling)
    /// A cruise at the fling velocity, then the profile's curve (``GlideMotion``).
    case glide(GlideMotion)
    /// A spring turning back, then a deceleration onto the target (``TurnBackMotion``).
    case turnBack(TurnBackMotion)
    /// A motion of your own (``AnyMotion``: held by reference).
    case custom(AnyMotion)

    /// `reader` applied to the motion this case holds, as its own type.
    @inline(__always)
    func read<R: MotionReader>(_ reader: R) -> R.Result {
        switch self {
        case let .deceleration(m): return reader.read(m)
        case let .spring(m): return reader.read(m)
        case let .bounce(m): return reader.read(m)
        case let .spline(m): return reader.read(m)
        case let .clamping(m): return reader.read(m)
        case let .glide(m): return reader.read(m)
        case let .turnBack(m): return reader.read(m)
        case let .custom(m): return reader.read(m)
        }
    }

    // Never inlined: each copy is the whole switch, every case's evaluation with it (a
    // size-optimised build still inlined one into a loop). The one reader a frame runs, the
    // engine's offset and velocity, opens the case itself (``ScrollActivity/position(at:)``).
    @inline(never)
    public func position(at t: Double) -> Double { read(MotionReaders.Position(t: t)) }
    @inline(never)
    public func velocity(at t: Double) -> Double { read(MotionReaders.Velocity(t: t)) }
    public var endTime: Double { read(MotionReaders.EndTime()) }
    public var restPosition: Double { read(MotionReaders.RestPosition()) }
    @inline(never)
    public func nextTurn(after t: Double) -> Double? { read(MotionReaders.NextTurn(t: t)) }
    package func crossing(of x: Double, increasing: Bool, startedAt start: Double, after lo: Double,
                          through hi: Double, known: MotionState?) -> (time: Double, state: MotionState?) {
        read(MotionReaders.Crossing(x: x, increasing: increasing, start: start, lo: lo, hi: hi, known: known))
    }
}

/// A motion with a case of its own in ``ScrollMotion``.
protocol BuiltInMotion: CrossingSearch {
    /// The case that holds this motion.
    var scrollMotion: ScrollMotion { get }
}

/// Something read from a motion of any type (``ScrollMotion/read(_:)``): a generic function
/// as a value, since a Swift closure cannot be generic.
protocol MotionReader {
    associatedtype Result
    func read<M: CrossingSearch>(_ motion: M) -> Result
}

/// The readers of ``ScrollMotion``'s ``Motion`` requirements.
enum MotionReaders {
    struct Position: MotionReader {
        let t: Double
        @inline(__always) func read<M: CrossingSearch>(_ m: M) -> Double { m.position(at: t) }
    }
    struct Velocity: MotionReader {
        let t: Double
        @inline(__always) func read<M: CrossingSearch>(_ m: M) -> Double { m.velocity(at: t) }
    }
    /// The position at the absolute time `t` of a motion started at `start`: its rest from
    /// `start + endTime` on.
    struct ScheduledPosition: MotionReader {
        let t: Double, start: Double
        @inline(__always) func read<M: CrossingSearch>(_ m: M) -> Double {
            t >= start + m.endTime ? m.restPosition : m.position(at: t - start)
        }
    }
    /// The velocity likewise: zero from `start + endTime` on.
    struct ScheduledVelocity: MotionReader {
        let t: Double, start: Double
        @inline(__always) func read<M: CrossingSearch>(_ m: M) -> Double {
            t >= start + m.endTime ? 0 : m.velocity(at: t - start)
        }
    }
    struct EndTime: MotionReader {
        @inline(__always) func read<M: CrossingSearch>(_ m: M) -> Double { m.endTime }
    }
    struct RestPosition: MotionReader {
        @inline(__always) func read<M: CrossingSearch>(_ m: M) -> Double { m.restPosition }
    }
    struct NextTurn: MotionReader {
        let t: Double
        func read<M: CrossingSearch>(_ m: M) -> Double? { m.nextTurn(after: t) }
    }
    struct Crossing: MotionReader {
        let x: Double, increasing: Bool, start: Double, lo: Double, hi: Double, known: MotionState?
        func read<M: CrossingSearch>(_ m: M) -> (time: Double, state: MotionState?) {
            m.crossing(of: x, increasing: increasing, startedAt: start, after: lo, through: hi, known: known)
        }
    }
}

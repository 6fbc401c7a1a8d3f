/// A ``ScrollMotion`` as the engine stores it: which motion it is, and that motion's bytes in
/// a fixed block read in place.
///
/// Why not the enum itself: Swift switches on an enum by loading all of it, and a
/// ``ScrollMotion`` is some 280 bytes (its largest case, a ``TurnBackMotion``), so every
/// `position(at:)` on the running motion began with a `memcpy` of the whole enum — two per
/// frame, about a quarter of a frame's cost. Here the kind is a byte and only the running
/// motion's own fields are loaded (40 bytes for a ``Deceleration``). Every motion it holds is
/// a plain value (no reference, checked when it is stored), so its bytes are the value.
///
/// The readers are `mutating` though they change nothing: they read through a pointer to the
/// stored bytes, which only an `inout` access gives without a copy.
struct PackedMotion: Sendable {
    enum Kind: UInt8, Sendable {
        case deceleration, spring, bounce, spline, clamping, glide, turnBack
    }

    /// Which motion the bytes hold.
    private(set) var kind: Kind
    /// 36 × 8 bytes, the size of the largest motion rounded up (a test checks that each fits).
    private var storage: (Double, Double, Double, Double, Double, Double, Double, Double, Double,
                          Double, Double, Double, Double, Double, Double, Double, Double, Double,
                          Double, Double, Double, Double, Double, Double, Double, Double, Double,
                          Double, Double, Double, Double, Double, Double, Double, Double, Double)

    /// The bytes available to a motion.
    static let capacity = 36 * MemoryLayout<Double>.size

    init(_ motion: consuming ScrollMotion) {
        kind = .deceleration
        storage = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                   0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        replace(with: motion)
    }

    /// Holds `motion` instead, writing only its bytes (a new value assigned over the old
    /// one would write all 296 bytes, twice).
    mutating func replace(with motion: consuming ScrollMotion) {
        switch motion {
        case let .deceleration(m): store(m, as: .deceleration)
        case let .spring(m): store(m, as: .spring)
        case let .bounce(m): store(m, as: .bounce)
        case let .spline(m): store(m, as: .spline)
        case let .clamping(m): store(m, as: .clamping)
        case let .glide(m): store(m, as: .glide)
        case let .turnBack(m): store(m, as: .turnBack)
        }
    }

    @inline(__always)
    private mutating func store<M: Motion>(_ m: M, as kind: Kind) {
        precondition(_isPOD(M.self) && MemoryLayout<M>.size <= Self.capacity && MemoryLayout<M>.alignment <= 8)
        self.kind = kind
        withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: m, as: M.self) }
    }

    /// The bytes as the motion of type `M` (the one ``kind`` says).
    @inline(__always)
    mutating func load<M: Motion>(_: M.Type) -> M {
        withUnsafeMutableBytes(of: &storage) { $0.load(as: M.self) }
    }

    /// The motion as an enum (a copy: for the paths that run once per input).
    mutating func unpacked() -> ScrollMotion {
        switch kind {
        case .deceleration: return .deceleration(load(Deceleration.self))
        case .spring: return .spring(load(SpringMotion.self))
        case .bounce: return .bounce(load(BounceMotion.self))
        case .spline: return .spline(load(SplineFling.self))
        case .clamping: return .clamping(load(ClampingFling.self))
        case .glide: return .glide(load(GlideMotion.self))
        case .turnBack: return .turnBack(load(TurnBackMotion.self))
        }
    }

    /// ``Motion/endTime``, read from the motion's own field.
    mutating func endTime() -> Double {
        switch kind {
        case .deceleration: return load(Deceleration.self).endTime
        case .spring: return load(SpringMotion.self).endTime
        case .bounce: return load(BounceMotion.self).endTime
        case .spline: return load(SplineFling.self).endTime
        case .clamping: return load(ClampingFling.self).endTime
        case .glide: return load(GlideMotion.self).endTime
        case .turnBack: return load(TurnBackMotion.self).endTime
        }
    }

    /// ``Motion/restPosition``, the same way.
    mutating func restPosition() -> Double {
        switch kind {
        case .deceleration: return load(Deceleration.self).restPosition
        case .spring: return load(SpringMotion.self).restPosition
        case .bounce: return load(BounceMotion.self).restPosition
        case .spline: return load(SplineFling.self).restPosition
        case .clamping: return load(ClampingFling.self).restPosition
        case .glide: return load(GlideMotion.self).restPosition
        case .turnBack: return load(TurnBackMotion.self).restPosition
        }
    }

    @inline(__always)
    mutating func position(at t: Double) -> Double {
        switch kind {
        case .deceleration: return load(Deceleration.self).position(at: t)
        case .spring: return load(SpringMotion.self).position(at: t)
        case .bounce: return load(BounceMotion.self).position(at: t)
        case .spline: return load(SplineFling.self).position(at: t)
        case .clamping: return load(ClampingFling.self).position(at: t)
        case .glide: return load(GlideMotion.self).position(at: t)
        case .turnBack: return load(TurnBackMotion.self).position(at: t)
        }
    }

    @inline(__always)
    mutating func velocity(at t: Double) -> Double {
        switch kind {
        case .deceleration: return load(Deceleration.self).velocity(at: t)
        case .spring: return load(SpringMotion.self).velocity(at: t)
        case .bounce: return load(BounceMotion.self).velocity(at: t)
        case .spline: return load(SplineFling.self).velocity(at: t)
        case .clamping: return load(ClampingFling.self).velocity(at: t)
        case .glide: return load(GlideMotion.self).velocity(at: t)
        case .turnBack: return load(TurnBackMotion.self).velocity(at: t)
        }
    }

    mutating func nextTurn(after t: Double) -> Double? {
        switch kind {
        case .deceleration: return load(Deceleration.self).nextTurn(after: t)
        case .spring: return load(SpringMotion.self).nextTurn(after: t)
        case .bounce: return load(BounceMotion.self).nextTurn(after: t)
        case .spline: return load(SplineFling.self).nextTurn(after: t)
        case .clamping: return load(ClampingFling.self).nextTurn(after: t)
        case .glide: return load(GlideMotion.self).nextTurn(after: t)
        case .turnBack: return load(TurnBackMotion.self).nextTurn(after: t)
        }
    }
}

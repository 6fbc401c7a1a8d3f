/// How quickly a fling slows down: the fraction of its velocity kept each millisecond.
///
/// The values are UIScrollView's: `.normal` keeps 0.998 of the velocity per millisecond,
/// `.fast` 0.99.
public struct DecelerationRate: Hashable, Sendable {
    /// The fraction of velocity kept per millisecond, 0 < r < 1.
    public let rawValue: Double
    /// A rate; `nil` unless `0 < rawValue < 1` and finite.
    public init?(rawValue: Double) {
        guard rawValue.isFinite, rawValue > 0, rawValue < 1 else { return nil }
        self.rawValue = rawValue
    }
    private init(uncheckedRawValue: Double) { rawValue = uncheckedRawValue }
    /// A rate from the fraction of velocity kept per second, `fraction^(1/1000)` per
    /// millisecond: Flutter's `FrictionSimulation` drag (0.135 ≈ 0.998^1000) or GTK's
    /// `e^(−4)` (v = v0·e^(−4t)); `nil` unless `0 < fraction < 1`.
    public init?(fractionPerSecond fraction: Double) {
        guard fraction.isFinite, fraction > 0, fraction < 1 else { return nil }
        self.init(rawValue: Math.exp(Math.log(fraction) / 1000))
    }
    /// 0.998 per millisecond: a fling of 1000 pt/s travels 499.5 pt.
    public static let normal = DecelerationRate(uncheckedRawValue: 0.998)
    /// 0.99 per millisecond: a fling of 1000 pt/s travels 99.5 pt.
    public static let fast = DecelerationRate(uncheckedRawValue: 0.99)
    // The profiles' rates, `init(fractionPerSecond:)`'s results written out (the same bits;
    // ScrollPhysicsTests checks them): so the profiles are constants, not globals built on
    // first use.
    /// Flutter's `FrictionSimulation` drag, 0.135 per second.
    package static let flutter = DecelerationRate(uncheckedRawValue: 0.997999523125903)
    /// GTK's e^(−4) per second.
    package static let gtk = DecelerationRate(uncheckedRawValue: 0.9960079893439915)
    /// The natural logarithm of the decay per second, `1000·ln r` (negative).
    package var decayPerSecond: Double { 1000 * Math.log(rawValue) }
    /// `normal`, `fast` or the number, as traces and command lines write a rate.
    package var description: String {
        self == .normal ? "normal" : self == .fast ? "fast" : "\(rawValue)"
    }
}

/// A fling slowing down exponentially, the UIScrollView model.
///
/// With rate `r` per millisecond and k = 1000·ln r (per second, negative):
///
///     v(t) = v0 · r^(1000t) = v0 · e^(k·t)
///     x(t) = x0 + v0 · (r^(1000t) − 1) / (1000 · ln r)
///
/// The natural destination (t → ∞) is `x0 − v0 / (1000 · ln r)`.
///
/// A free deceleration (`init(position:velocity:rate:stopSpeed:maximumShortfall:)`) ends when
/// its speed falls to `stopSpeed` (default 1 pt/s, but never more than the speed at which it
/// would stop `maximumShortfall`, 0.5 pt, short of the natural destination); it rests where
/// it is then.
///
/// A retargeted deceleration (`init(position:velocity:through:endSpeed:)`) keeps x0 and
/// v0 and solves the decay so that it passes exactly through a chosen target at the moment
/// its speed has fallen to `endSpeed`, as Flutter's `FrictionSimulation.through` does:
///
///     k = (vEnd − v0) / (target − x0),   T = ln(vEnd / v0) / k
///
/// It ends at T, exactly on the target, dropping the speed `endSpeed`.
public struct Deceleration: Hashable {
    /// The position at t = 0.
    package let startPosition: Double
    /// The velocity at t = 0, in points per second.
    package let startVelocity: Double
    /// The logarithmic decay per second, k (negative): v(t) = v0·e^(k·t).
    package let decay: Double
    package let endTime: Double
    package let restPosition: Double

    /// The default speed at which a retargeted deceleration reaches its target and stops.
    package static let defaultEndSpeed: Double = 5

    /// A free deceleration from `position` with `velocity`, slowing at `rate`, ending once its
    /// speed is `stopSpeed`, or sooner when that would rest more than `maximumShortfall`
    /// short of the natural destination (infinite: at `stopSpeed` wherever that is, as
    /// Flutter's tolerance ends a `FrictionSimulation`).
    package init(position: Double, velocity: Double, rate: DecelerationRate = .normal,
                stopSpeed: Double = MotionTolerance.standard.velocity, maximumShortfall: Double = 0.5) {
        let k = rate.decayPerSecond
        // The rest is |v_stop/k| short of the natural destination.
        let stop = Swift.min(abs(stopSpeed), maximumShortfall * -k)
        startPosition = position
        startVelocity = velocity
        decay = k
        if abs(velocity) <= stop || stop <= 0 {
            endTime = 0
            restPosition = position
        } else {
            let vEnd = velocity < 0 ? -stop : stop
            endTime = Math.log(vEnd / velocity) / k
            restPosition = position + (vEnd - velocity) / k
        }
    }

    /// A deceleration from `position` with `velocity` that passes exactly through `target`
    /// when its speed has fallen to `endSpeed`, and rests there.
    ///
    /// Returns `nil` when no such deceleration exists: the target is not ahead in the
    /// direction of the velocity, or the speed is not above `endSpeed`.
    package init?(position: Double, velocity: Double, through target: Double,
                 endSpeed: Double = Deceleration.defaultEndSpeed) {
        let distance = target - position
        guard velocity.isFinite, distance.isFinite, endSpeed > 0,
              abs(velocity) > endSpeed, distance != 0, (distance > 0) == (velocity > 0) else { return nil }
        let vEnd = velocity < 0 ? -endSpeed : endSpeed
        let k = (vEnd - velocity) / distance
        guard k < 0, k.isFinite else { return nil }
        startPosition = position
        startVelocity = velocity
        decay = k
        endTime = Math.log(vEnd / velocity) / k
        restPosition = target
    }

    /// The same deceleration ending where it reaches `edge` (unchanged if it never does
    /// before its end): how a profile that clamps stops a fling at an edge.
    package func stopped(at edge: Double) -> Deceleration {
        guard let t = time(toReach: edge), t < endTime else { return self }
        return Deceleration(startPosition: startPosition, startVelocity: startVelocity, decay: decay,
                            endTime: t, restPosition: edge)
    }

    init(startPosition: Double, startVelocity: Double, decay: Double, endTime: Double, restPosition: Double) {
        self.startPosition = startPosition; self.startVelocity = startVelocity; self.decay = decay
        self.endTime = endTime; self.restPosition = restPosition
    }

    /// The natural destination of a fling: `x0 − v0 / (1000 · ln r)`.
    package static func naturalDestination(position: Double, velocity: Double,
                                          rate: DecelerationRate) -> Double {
        position - velocity / rate.decayPerSecond
    }

    /// The deceleration rate per millisecond equivalent to this motion's decay, `e^(k/1000)`.
    package var ratePerMillisecond: Double { Math.exp(decay / 1000) }

    /// x(t) = x0 + v0·(e^(k·t) − 1)/k, exactly the rest position from ``endTime`` on.
    ///
    /// Evaluated as (x0 − v0/k) + (v0/k)·e^(k·t): one `exp`, cheaper than `expm1` on a path
    /// that runs every frame and twice per selection change (the division overlaps the
    /// `exp`). It differs from the `expm1` form by a few ulps of the larger of |x0| and
    /// |v0/k| (some 1e-13 pt for a fling across 1000 pt), far below a display's resolution.
    package func position(at t: Double) -> Double { position(at: t, reach: startVelocity / decay) }

    /// ``position(at:)`` given `reach` = v0/k (a search evaluating many times divides once).
    @inline(__always)
    private func position(at t: Double, reach: Double) -> Double {
        if t >= endTime { return restPosition }
        if t <= 0 { return startPosition }
        return (startPosition - reach) + reach * Math.exp(decay * t)
    }

    /// v(t) = v0·e^(k·t), zero from ``endTime`` on.
    package func velocity(at t: Double) -> Double {
        if t >= endTime { return 0 }
        if t <= 0 { return startVelocity }
        return startVelocity * Math.exp(decay * t)
    }

    /// ``position(at:)`` and ``velocity(at:)`` at once, from one e^(k·t) (the same bits).
    @inline(__always)
    package func positionAndVelocity(at t: Double) -> MotionState {
        if t >= endTime { return (restPosition, 0) }
        if t <= 0 { return (startPosition, startVelocity) }
        let reach = startVelocity / decay, e = Math.exp(decay * t)
        return ((startPosition - reach) + reach * e, startVelocity * e)
    }

    /// The first time at which the motion reaches `x` (between its start and its rest), or
    /// `nil` when it never does.
    package func time(toReach x: Double) -> Double? {
        let d = x - startPosition
        if d == 0 { return 0 }
        if endTime == 0 { return nil }
        let lo = Swift.min(startPosition, restPosition), hi = Swift.max(startPosition, restPosition)
        guard x >= lo, x <= hi else { return nil }
        if x == restPosition { return endTime }
        // e^(k t) = 1 + d·k/v0
        let arg = 1 + d * decay / startVelocity
        guard arg > 0 else { return nil }
        return Swift.min(Math.log1p(d * decay / startVelocity) / decay, endTime)
    }

    /// ``InvertibleMotion``'s crossing (the same guess, the same probes: the same time), its
    /// probes evaluating ``position(at:)`` from v0/k divided once.
    package func crossing(of x: Double, increasing: Bool, startedAt start: Double, after lo: Double,
                          through hi: Double, known: MotionState?) -> (time: Double, state: MotionState?) {
        let guess = crossingTime(of: x, from: Swift.max(0, lo - start), to: hi - start, increasing: increasing)
        return (certify(guess, of: x, increasing: increasing, startedAt: start, after: lo, through: hi,
                        reach: startVelocity / decay), nil)
    }

    /// The first absolute time past `x` in `lo...hi` from `guess` (motion time), the motion
    /// evaluated from `reach` = v0/k.
    @inline(__always)
    private func certify(_ guess: Double, of x: Double, increasing: Bool, startedAt start: Double, after lo: Double,
                         through hi: Double, reach: Double) -> Double {
        refineCrossing(near: start + guess, after: lo, through: hi) { time in
            let p = position(at: time - start, reach: reach)
            return increasing ? p > x : p <= x
        }
    }

}

extension Deceleration {
    /// How many crossings of a deceleration are found ahead at once: enough to pay the
    /// tracker's set-up of a search once for several, few enough that a fling caught or
    /// interrupted (most are) has searched at most 3 crossings it never reaches (with 16, a
    /// caught fling's frames cost 15 % more).
    static let crossingsFoundAhead = 4

    /// The crossings of `boundaries` in turn (in the direction of travel, all inside the piece
    /// `after...through`), each found by ``crossing(of:increasing:startedAt:after:through:known:)``
    /// after the one before it, as the one-at-a-time search finds it: the same times. Found
    /// ahead (``CrossingLookahead``), a selection change costs a step of this loop instead of
    /// the tracker's set-up of a search.
    func crossings(startedAt start: Double, after: Double, through: Double, increasing: Bool,
                   boundaries: UnsafeBufferPointer<Double>, into lookahead: inout CrossingLookahead) {
        // The closed-form times first: independent of one another (a `log1p` each), the
        // processor runs them side by side, where one search at a time waited for the last
        // one's certificate before its own `log1p`; then each certified after the one before.
        let n = boundaries.count
        withUnsafeTemporaryAllocation(of: Double?.self, capacity: CrossingLookahead.capacity) { reaching in
            for i in 0..<n { reaching.initializeElement(at: i, to: time(toReach: boundaries[i])) }
            let reach = startVelocity / decay
            var last = after
            for i in 0..<n {
                let x = boundaries[i]
                let guess = crossingTime(reaching: reaching[i], of: x, from: Swift.max(0, last - start),
                                         to: through - start, increasing: increasing)
                last = certify(guess, of: x, increasing: increasing, startedAt: start, after: last, through: through,
                               reach: reach)
                lookahead.append(time: last)
            }
        }
    }
}

extension Deceleration: StoppableFling {}

extension Deceleration: BuiltInMotion {
    var scrollMotion: ScrollMotion { .deceleration(self) }
}

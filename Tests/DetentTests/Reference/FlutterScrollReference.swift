#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// A line-by-line port of Flutter's scroll simulations and the scroll physics that create
// them, with the frame loop that drives them (Dart `double` is Swift `Double`; `math.pow`
// is `pow`, so `math.pow(math.e, x)` stays `pow(M_E, x)`).
//
// From flutter/flutter:
//   packages/flutter/lib/src/physics/friction_simulation.dart   b2ce50a48fd0832889291361f8ee689091de5678
//   packages/flutter/lib/src/physics/spring_simulation.dart     04fbdcfac997f9bcbef805fe785ff71971ea16d2
//   packages/flutter/lib/src/physics/tolerance.dart             69bed28c010f9c6f10a36295195b82fb5480998d
//   packages/flutter/lib/src/physics/utils.dart                 08d672e4adb7c1a7e03a36992a206a2b82e6b761 (nearZero)
//   packages/flutter/lib/src/physics/simulation.dart            b2ce50a48fd0832889291361f8ee689091de5678
//   packages/flutter/lib/src/widgets/scroll_simulation.dart     b2ce50a48fd0832889291361f8ee689091de5678
//   packages/flutter/lib/src/widgets/scroll_physics.dart        000a6d6447e77b91fc31894c20a6e0bd74941c66
//   packages/flutter/lib/src/widgets/page_view.dart             819f68133e7de5e22723209931b8e8fbb6ab6ffe (PageScrollPhysics)
//   packages/flutter/lib/src/widgets/scroll_activity.dart       009ded19d5cf78954213ad253a0e0b71bc3db4b3 (BallisticScrollActivity)
//   packages/flutter/lib/src/animation/animation_controller.dart 794cc4481974bb61caadbeee053b1e6e6adc97d0 (_tick)

/// Flutter's scrolling: `FrictionSimulation`, the three `SpringSimulation` solutions,
/// `ScrollSpringSimulation`, `BouncingScrollSimulation`, `ClampingScrollSimulation`,
/// `ScrollPhysics.toleranceFor`, the `createBallisticSimulation` of `BouncingScrollPhysics`,
/// `ClampingScrollPhysics` and `PageScrollPhysics`, and the frame loop of a
/// `BallisticScrollActivity` (``fling(_:position:velocity:lower:upper:devicePixelRatio:frameInterval:)``).
/// Positions in logical pixels (Detent's points), times in seconds.
enum FlutterScrollReference {
    // MARK: tolerance.dart, utils.dart

    struct Tolerance {
        var distance = 1e-3
        var time = 1e-3
        var velocity = 1e-3
        static let defaultTolerance = Tolerance()
    }

    /// `nearEqual(a, 0.0, epsilon)`.
    static func nearZero(_ a: Double, _ epsilon: Double) -> Bool {
        (a > (0.0 - epsilon)) && (a < (0.0 + epsilon)) || a == 0.0
    }

    // MARK: simulation.dart

    /// `Simulation`: x, dx and isDone at a time since the simulation's start; `tolerance` is
    /// settable, as `BouncingScrollSimulation` sets its parts'.
    protocol Simulation: AnyObject {
        var tolerance: Tolerance { get set }
        func x(_ time: Double) -> Double
        func dx(_ time: Double) -> Double
        func isDone(_ time: Double) -> Bool
    }

    // MARK: friction_simulation.dart

    /// `_newtonsMethod`.
    static func newtonsMethod(initialGuess: Double, target: Double, f: (Double) -> Double,
                              df: (Double) -> Double, iterations: Int) -> Double {
        var guess = initialGuess
        for _ in 0..<iterations {
            guess = guess - (f(guess) - target) / df(guess)
        }
        return guess
    }

    /// Dart's `double.sign`.
    static func sign(_ v: Double) -> Double { v > 0 ? 1.0 : v < 0 ? -1.0 : v }

    final class FrictionSimulation: Simulation {
        var tolerance: Tolerance
        let drag: Double
        let dragLog: Double
        let x0: Double
        let v: Double
        let constantDeceleration: Double
        // "needs to be infinity for newtonsMethod call in constructor."
        var finalTime = Double.infinity

        init(drag: Double, position: Double, velocity: Double, tolerance: Tolerance = .defaultTolerance,
             constantDeceleration: Double = 0) {
            self.drag = drag
            dragLog = log(drag)
            x0 = position
            v = velocity
            self.constantDeceleration = constantDeceleration * FlutterScrollReference.sign(velocity)
            self.tolerance = tolerance
            // With no constant deceleration dx never reaches 0: each step adds −1/ln(drag),
            // so the final time is −10/ln(drag) (4.99 s for 0.135), after which x is finalX.
            finalTime = FlutterScrollReference.newtonsMethod(
                initialGuess: 0, target: 0, f: dx,
                df: { time in (self.v * pow(self.drag, time) * self.dragLog) - self.constantDeceleration },
                iterations: 10)
        }

        /// `FrictionSimulation.through`.
        static func through(_ startPosition: Double, _ endPosition: Double, _ startVelocity: Double,
                            _ endVelocity: Double) -> FrictionSimulation {
            FrictionSimulation(drag: pow(M_E, (startVelocity - endVelocity) / (startPosition - endPosition)),
                               position: startPosition, velocity: startVelocity,
                               tolerance: Tolerance(velocity: abs(endVelocity)))
        }

        func x(_ time: Double) -> Double {
            if time > finalTime { return finalX }
            return x0 + v * pow(drag, time) / dragLog - v / dragLog - ((constantDeceleration / 2) * time * time)
        }

        func dx(_ time: Double) -> Double {
            if time > finalTime { return 0 }
            return v * pow(drag, time) - constantDeceleration * time
        }

        var finalX: Double {
            if constantDeceleration == 0 { return x0 - v / dragLog }
            return x(finalTime)
        }

        func timeAtX(_ x: Double) -> Double {
            if x == x0 { return 0.0 }
            if v == 0.0 || (v > 0 ? (x < x0 || x > finalX) : (x > x0 || x < finalX)) { return .infinity }
            return FlutterScrollReference.newtonsMethod(initialGuess: 0, target: x, f: self.x, df: dx, iterations: 10)
        }

        func isDone(_ time: Double) -> Bool { abs(dx(time)) < tolerance.velocity }
    }

    // MARK: spring_simulation.dart

    struct SpringDescription {
        var mass: Double
        var stiffness: Double
        var damping: Double

        static func withDampingRatio(mass: Double, stiffness: Double, ratio: Double = 1.0) -> SpringDescription {
            SpringDescription(mass: mass, stiffness: stiffness, damping: ratio * 2.0 * sqrt(mass * stiffness))
        }
    }

    enum SpringType { case criticallyDamped, underDamped, overDamped }

    /// `_SpringSolution`: the displacement from the end and its rate, by the sign of c² − 4mk.
    enum SpringSolution {
        case critical(r: Double, c1: Double, c2: Double)
        case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)
        case underdamped(w: Double, r: Double, c1: Double, c2: Double)

        init(_ spring: SpringDescription, _ distance: Double, _ velocity: Double) {
            let cmk = spring.damping * spring.damping - 4 * spring.mass * spring.stiffness
            if cmk > 0.0 {
                let r1 = (-spring.damping - sqrt(cmk)) / (2.0 * spring.mass)
                let r2 = (-spring.damping + sqrt(cmk)) / (2.0 * spring.mass)
                let c2 = (velocity - r1 * distance) / (r2 - r1)
                let c1 = distance - c2
                self = .overdamped(r1: r1, r2: r2, c1: c1, c2: c2)
            } else if cmk < 0.0 {
                let w = sqrt(4.0 * spring.mass * spring.stiffness - spring.damping * spring.damping) / (2.0 * spring.mass)
                let r = -(spring.damping / 2.0 / spring.mass)
                let c1 = distance
                let c2 = (velocity - r * distance) / w
                self = .underdamped(w: w, r: r, c1: c1, c2: c2)
            } else {
                let r = -spring.damping / (2.0 * spring.mass)
                let c1 = distance
                let c2 = velocity - (r * distance)
                self = .critical(r: r, c1: c1, c2: c2)
            }
        }

        func x(_ time: Double) -> Double {
            switch self {
            case let .critical(r, c1, c2):
                return (c1 + c2 * time) * pow(M_E, r * time)
            case let .overdamped(r1, r2, c1, c2):
                return c1 * pow(M_E, r1 * time) + c2 * pow(M_E, r2 * time)
            case let .underdamped(w, r, c1, c2):
                return pow(M_E, r * time) * (c1 * cos(w * time) + c2 * sin(w * time))
            }
        }

        func dx(_ time: Double) -> Double {
            switch self {
            case let .critical(r, c1, c2):
                let power = pow(M_E, r * time)
                return r * (c1 + c2 * time) * power + c2 * power
            case let .overdamped(r1, r2, c1, c2):
                return c1 * r1 * pow(M_E, r1 * time) + c2 * r2 * pow(M_E, r2 * time)
            case let .underdamped(w, r, c1, c2):
                let power = pow(M_E, r * time)
                let cosine = cos(w * time)
                let sine = sin(w * time)
                return power * (c2 * w * cosine - c1 * w * sine) + r * power * (c2 * sine + c1 * cosine)
            }
        }

        var type: SpringType {
            switch self {
            case .critical: return .criticallyDamped
            case .overdamped: return .overDamped
            case .underdamped: return .underDamped
            }
        }
    }

    class SpringSimulation: Simulation {
        var tolerance: Tolerance
        let endPosition: Double
        let solution: SpringSolution
        let snapToEnd: Bool

        init(_ spring: SpringDescription, _ start: Double, _ end: Double, _ velocity: Double,
             snapToEnd: Bool = false, tolerance: Tolerance = .defaultTolerance) {
            endPosition = end
            solution = SpringSolution(spring, start - end, velocity)
            self.snapToEnd = snapToEnd
            self.tolerance = tolerance
        }

        var type: SpringType { solution.type }

        func x(_ time: Double) -> Double {
            if snapToEnd && isDone(time) { return endPosition }
            return endPosition + solution.x(time)
        }

        func dx(_ time: Double) -> Double {
            if snapToEnd && isDone(time) { return 0 }
            return solution.dx(time)
        }

        func isDone(_ time: Double) -> Bool {
            FlutterScrollReference.nearZero(solution.x(time), tolerance.distance)
                && FlutterScrollReference.nearZero(solution.dx(time), tolerance.velocity)
        }
    }

    /// A `SpringSimulation` whose x is exactly the end once done.
    final class ScrollSpringSimulation: SpringSimulation {
        override func x(_ time: Double) -> Double { isDone(time) ? endPosition : super.x(time) }
    }

    // MARK: scroll_simulation.dart

    final class BouncingScrollSimulation: Simulation {
        var tolerance: Tolerance
        /// "The maximum velocity that can be transferred from the inertia of a ballistic
        /// scroll into overscroll." It is applied as `min(v, 5000)` at both edges, so it only
        /// limits positive (trailing-edge) velocities.
        static let maxSpringTransferVelocity = 5000.0

        let leadingExtent: Double
        let trailingExtent: Double
        let spring: SpringDescription
        var frictionSimulation: FrictionSimulation?
        var springSimulation: (any Simulation)!
        var springTime = 0.0
        var timeOffset = 0.0

        init(position: Double, velocity: Double, leadingExtent: Double, trailingExtent: Double,
             spring: SpringDescription, constantDeceleration: Double = 0, tolerance: Tolerance = .defaultTolerance) {
            precondition(leadingExtent <= trailingExtent)
            self.leadingExtent = leadingExtent
            self.trailingExtent = trailingExtent
            self.spring = spring
            self.tolerance = tolerance
            if position < leadingExtent {
                springSimulation = underscrollSimulation(position, velocity)
                springTime = -.infinity
            } else if position > trailingExtent {
                springSimulation = overscrollSimulation(position, velocity)
                springTime = -.infinity
            } else {
                // Taken from UIScrollView.decelerationRate (.normal = 0.998)
                // 0.998^1000 = ~0.135
                let friction = FrictionSimulation(drag: 0.135, position: position, velocity: velocity,
                                                  constantDeceleration: constantDeceleration)
                frictionSimulation = friction
                let finalX = friction.finalX
                if velocity > 0.0 && finalX > trailingExtent {
                    springTime = friction.timeAtX(trailingExtent)
                    springSimulation = overscrollSimulation(
                        trailingExtent, Swift.min(friction.dx(springTime), Self.maxSpringTransferVelocity))
                    precondition(springTime.isFinite)
                } else if velocity < 0.0 && finalX < leadingExtent {
                    springTime = friction.timeAtX(leadingExtent)
                    springSimulation = underscrollSimulation(
                        leadingExtent, Swift.min(friction.dx(springTime), Self.maxSpringTransferVelocity))
                    precondition(springTime.isFinite)
                } else {
                    springTime = .infinity
                }
            }
        }

        func underscrollSimulation(_ x: Double, _ dx: Double) -> any Simulation {
            ScrollSpringSimulation(spring, x, leadingExtent, dx)
        }

        func overscrollSimulation(_ x: Double, _ dx: Double) -> any Simulation {
            ScrollSpringSimulation(spring, x, trailingExtent, dx)
        }

        func simulation(_ time: Double) -> any Simulation {
            let simulation: any Simulation
            if time > springTime {
                timeOffset = springTime.isFinite ? springTime : 0.0
                simulation = springSimulation
            } else {
                timeOffset = 0.0
                simulation = frictionSimulation!
            }
            simulation.tolerance = tolerance
            return simulation
        }

        func x(_ time: Double) -> Double { let s = simulation(time); return s.x(time - timeOffset) }
        func dx(_ time: Double) -> Double { let s = simulation(time); return s.dx(time - timeOffset) }
        func isDone(_ time: Double) -> Bool { let s = simulation(time); return s.isDone(time - timeOffset) }
    }

    final class ClampingScrollSimulation: Simulation {
        var tolerance: Tolerance
        let position: Double
        let velocity: Double
        let friction: Double
        var duration = 0.0
        var distance = 0.0

        static let kDecelerationRate = log(0.78) / log(0.9)
        static let kInflexion = 0.35
        static let physicalCoeff = 9.80665 * 39.37 * 160.0 * 0.84

        init(position: Double, velocity: Double, friction: Double = 0.015, tolerance: Tolerance = .defaultTolerance) {
            self.position = position
            self.velocity = velocity
            self.friction = friction
            self.tolerance = tolerance
            duration = flingDuration()
            distance = flingDistance()
        }

        func flingDuration() -> Double {
            let referenceVelocity = friction * Self.physicalCoeff / Self.kInflexion
            let androidDuration = pow(abs(velocity) / referenceVelocity, 1 / (Self.kDecelerationRate - 1.0))
            // "We finish a bit sooner than Android, in order to travel the same total distance."
            return Self.kDecelerationRate * Self.kInflexion * androidDuration
        }

        func flingDistance() -> Double { velocity * duration / Self.kDecelerationRate }

        func x(_ time: Double) -> Double {
            let t = Swift.min(Swift.max(time / duration, 0.0), 1.0)
            return position + distance * (1.0 - pow(1.0 - t, Self.kDecelerationRate))
        }

        func dx(_ time: Double) -> Double {
            let t = Swift.min(Swift.max(time / duration, 0.0), 1.0)
            return velocity * pow(1.0 - t, Self.kDecelerationRate - 1.0)
        }

        func isDone(_ time: Double) -> Bool { time >= duration }
    }

    // MARK: scroll_physics.dart, page_view.dart

    /// `ScrollPhysics._kDefaultSpring`.
    static let defaultSpring = SpringDescription.withDampingRatio(mass: 0.5, stiffness: 100.0, ratio: 1.1)

    /// `ScrollPhysics.toleranceFor(metrics)`: 1/(0.050·dpr) px/s and 1/dpr px.
    static func toleranceFor(devicePixelRatio dpr: Double) -> Tolerance {
        Tolerance(distance: 1.0 / dpr, velocity: 1.0 / (0.050 * dpr))
    }

    /// The scroll metrics a physics reads.
    struct ScrollMetrics {
        var pixels: Double
        var minScrollExtent: Double
        var maxScrollExtent: Double
        var viewportDimension = 0.0
        var devicePixelRatio = 1.0
        var outOfRange: Bool { pixels < minScrollExtent || pixels > maxScrollExtent }
    }

    enum Physics {
        /// `BouncingScrollPhysics()` (`ScrollDecelerationRate.normal`).
        case bouncing
        /// `ClampingScrollPhysics()`.
        case clamping
        /// `PageScrollPhysics()` over a parent.
        indirect case page(parent: Physics)

        func createBallisticSimulation(_ position: ScrollMetrics, _ velocity: Double) -> (any Simulation)? {
            let tolerance = FlutterScrollReference.toleranceFor(devicePixelRatio: position.devicePixelRatio)
            switch self {
            case .bouncing:
                if abs(velocity) >= tolerance.velocity || position.outOfRange {
                    return BouncingScrollSimulation(position: position.pixels, velocity: velocity,
                                                    leadingExtent: position.minScrollExtent,
                                                    trailingExtent: position.maxScrollExtent,
                                                    spring: FlutterScrollReference.defaultSpring,
                                                    constantDeceleration: 0, tolerance: tolerance)
                }
                return nil
            case .clamping:
                if position.outOfRange {
                    var end: Double?
                    if position.pixels > position.maxScrollExtent { end = position.maxScrollExtent }
                    if position.pixels < position.minScrollExtent { end = position.minScrollExtent }
                    return ScrollSpringSimulation(FlutterScrollReference.defaultSpring, position.pixels, end!,
                                                  Swift.min(0.0, velocity), tolerance: tolerance)
                }
                if abs(velocity) < tolerance.velocity { return nil }
                if velocity > 0.0 && position.pixels >= position.maxScrollExtent { return nil }
                if velocity < 0.0 && position.pixels <= position.minScrollExtent { return nil }
                return ClampingScrollSimulation(position: position.pixels, velocity: velocity, tolerance: tolerance)
            case let .page(parent):
                // "If we're out of range and not headed back in range, defer to the parent
                // ballistics, which should put us back in range at a page boundary."
                if (velocity <= 0.0 && position.pixels <= position.minScrollExtent)
                    || (velocity >= 0.0 && position.pixels >= position.maxScrollExtent) {
                    return parent.createBallisticSimulation(position, velocity)
                }
                let target = Self.pageTargetPixels(position, tolerance, velocity)
                if target != position.pixels {
                    return ScrollSpringSimulation(FlutterScrollReference.defaultSpring, position.pixels, target,
                                                  velocity, tolerance: tolerance)
                }
                return nil
            }
        }

        /// `PageScrollPhysics._getTargetPixels` for pages as long as the viewport: half a
        /// page on in the fling's direction, then the nearest page (Dart's `roundToDouble`
        /// rounds half away from zero, as Swift's `rounded()`).
        static func pageTargetPixels(_ position: ScrollMetrics, _ tolerance: Tolerance, _ velocity: Double) -> Double {
            var page = position.pixels / position.viewportDimension
            if velocity < -tolerance.velocity {
                page -= 0.5
            } else if velocity > tolerance.velocity {
                page += 0.5
            }
            return page.rounded() * position.viewportDimension
        }

        /// `applyBoundaryConditions`: 0 for bouncing (overscroll allowed); the clamped-off
        /// amount for clamping.
        func applyBoundaryConditions(_ position: ScrollMetrics, _ value: Double) -> Double {
            switch self {
            case .bouncing:
                return 0.0
            case .clamping:
                if value < position.pixels && position.pixels <= position.minScrollExtent {
                    return value - position.pixels   // Underscroll.
                }
                if position.maxScrollExtent <= position.pixels && position.pixels < value {
                    return value - position.pixels   // Overscroll.
                }
                if value < position.minScrollExtent && position.minScrollExtent < position.pixels {
                    return value - position.minScrollExtent   // Hit top edge.
                }
                if position.pixels < position.maxScrollExtent && position.maxScrollExtent < value {
                    return value - position.maxScrollExtent   // Hit bottom edge.
                }
                return 0.0
            case let .page(parent):
                return parent.applyBoundaryConditions(position, value)
            }
        }
    }

    // MARK: the frame loop

    /// A fling released at `position` with `velocity` inside `lower...upper`, run as Flutter
    /// runs it: `goBallistic` asks the physics for a simulation; a `BallisticScrollActivity`
    /// drives an unbounded `AnimationController` with it, whose `_tick` evaluates
    /// `simulation.x(elapsed)` each frame (elapsed in whole microseconds) and stops once
    /// `simulation.isDone(elapsed)`; the activity's `_tick` applies the value with
    /// `setPixels`, which clamps through `applyBoundaryConditions` and goes idle on any
    /// overscroll (`applyMoveTo` is false). The motion ends at the frame that is done or
    /// that overscrolled; `_end`'s `goBallistic(0.0)` then finds nothing to do in range.
    static func fling(_ physics: Physics, position: Double, velocity: Double, lower: Double, upper: Double,
                      devicePixelRatio: Double = 1, viewportDimension: Double = 0,
                      frameInterval: Double = 0.001, maximumTime: Double = 60) -> ReferenceTrajectory {
        var metrics = ScrollMetrics(pixels: position, minScrollExtent: lower, maxScrollExtent: upper,
                                    viewportDimension: viewportDimension, devicePixelRatio: devicePixelRatio)
        var positions = [position]
        guard let simulation = physics.createBallisticSimulation(metrics, velocity) else {
            return ReferenceTrajectory(frameInterval: frameInterval, positions: positions, restTime: 0)
        }
        var k = 0
        while true {
            k += 1
            let elapsed = Double(ReferenceClock.microseconds(frame: k, interval: frameInterval)) / 1e6
            // AnimationController._tick: the value (unbounded), then whether it is done.
            let value = simulation.x(elapsed)
            let done = simulation.isDone(elapsed)
            // BallisticScrollActivity._tick → applyMoveTo → ScrollPosition.setPixels.
            var overscroll = 0.0
            if value != metrics.pixels {
                overscroll = physics.applyBoundaryConditions(metrics, value)
                metrics.pixels = value - overscroll
            }
            positions.append(metrics.pixels)
            if done || abs(overscroll) >= 1e-10 || elapsed >= maximumTime {   // precisionErrorTolerance
                return ReferenceTrajectory(frameInterval: frameInterval, positions: positions, restTime: elapsed)
            }
        }
    }
}

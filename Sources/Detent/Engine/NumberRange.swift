/// The range one number of a configuration must lie in, with its words for messages: what
/// the engine (`ScrollEngine.init` and `setConfiguration(_:)`) checks each number against (``ScrollEngine/Configuration/Ranges``),
/// and libdetent with it. Far beyond any screen, and near enough that the motions' sums,
/// squares and exponentials of the numbers stay finite and their loops short.
package struct NumberRange: Sendable {
    package let lowerBound: Double
    package let upperBound: Double
    /// Whether 0 is allowed too, below ``lowerBound`` (a container 0 pt wide).
    package let allowsZero: Bool
    /// The range in words, for "must be …" ("in 0.001 ... 10", "0 or in 1e-6 ... 1e12"). A
    /// static string: numbers alone, the ranges are constants in the module's data, not
    /// globals each initialised on first use at every place that reads one.
    fileprivate let words: StaticString

    package init(_ lowerBound: Double, _ upperBound: Double, orZero: Bool = false, _ words: StaticString) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        allowsZero = orZero
        self.words = words
    }

    /// Whether `v` is finite and in range.
    package func contains(_ v: Double) -> Bool {
        (allowsZero && v == 0) || (v >= lowerBound && v <= upperBound)
    }
}

extension Message {
    /// `range` in words, appended as the static string it is.
    package mutating func appendInterpolation(_ range: NumberRange) { appendInterpolation(range.words) }
}

extension ScrollEngine.Configuration {
    /// The range of every number of a configuration: one place each, checked by
    /// the engine when it is made or reconfigured (Swift, JSON traces, the command line) and by libdetent for its fields
    /// (include/detent.h documents the same ranges).
    package enum Ranges {
        /// A container's width and height: 0 (nothing shown), or 1e-6 … 1e12 pt (a width of
        /// 5e-324 gave a NaN velocity).
        package static let container = NumberRange(1e-6, 1e12, orZero: true, "0 or in 1e-6 ... 1e12")
        /// The content's width and height.
        package static let contentSize = NumberRange(0, 1e12, "in 0 ... 1e12")
        /// A position: the bounds, the insets, the targets' offsets.
        package static let position = NumberRange(-1e12, 1e12, "in -1e12 ... 1e12")
        /// The slop, in points.
        package static let slop = NumberRange(0, 1e6, "in 0 ... 1e6")
        /// The minimum fling speed.
        package static let minimumFlingSpeed = NumberRange(0, 1e6, "in 0 ... 1e6")
        /// The maximum fling speed (1e12 caps nothing a screen shows).
        package static let maximumFlingSpeed = NumberRange(1e-3, 1e12, "in 1e-3 ... 1e12")
        /// A free exponential fling's stop speed.
        package static let stopSpeed = NumberRange(1e-3, 1e3, "in 1e-3 ... 1000")
        /// The wheel quiet period.
        package static let wheelQuietPeriod = NumberRange(1e-6, 10, "in 1e-6 ... 10")
        /// Points per wheel notch, and the line step.
        package static let step = NumberRange(1e-6, 1e12, "in 1e-6 ... 1e12")
        /// The speed a retargeted deceleration ends at.
        package static let endSpeed = NumberRange(1e-3, 10, "in 1e-3 ... 10")
        /// The retarget tolerance, a factor.
        package static let retargetTolerance = NumberRange(1, 1e6, "in 1 ... 1e6")
        /// The largest overshoot, a fraction of the container.
        package static let maximumOvershoot = NumberRange(1e-6, 1, "in 1e-6 ... 1")
        /// Device pixels per point.
        package static let devicePixelRatio = NumberRange(0.1, 100, "in 0.1 ... 100")
        /// A motion tolerance's distance (pt) and velocity (pt/s).
        package static let tolerance = NumberRange(1e-6, 1e6, "in 1e-6 ... 1e6")
        /// The rubber band's coefficient.
        package static let rubberBandCoefficient = NumberRange(0, 100, "in 0 ... 100")
        /// The friction of Android's and Flutter's clamping fling curves.
        package static let friction = NumberRange(1e-6, 1e6, "in 1e-6 ... 1e6")
        /// A spring's mass, stiffness and damping (a damping of 1e308 overflowed into a NaN offset).
        package static let spring = NumberRange(1e-6, 1e12, "in 1e-6 ... 1e12")
        /// A spring's response (its undamped period, 2π·√(mass / stiffness)), in seconds, and
        /// its damping ratio: a spring stiffer or less damped turned so often in a frame (each
        /// turn a piece of the motion, its crossings searched) that it made thousands of
        /// selection events in one step.
        package static let springResponse = NumberRange(1e-3, 1e3, "in 1e-3 ... 1000")
        package static let dampingRatio = NumberRange(0.01, 1e6, "in 0.01 ... 1e6")
        /// The speed a bounce carries past an edge at most (or none: infinity), and GTK's
        /// overshoot limit (pt).
        package static let edgeLimit = NumberRange(1e-3, 1e12, "in 1e-3 ... 1e12")
        /// Targets a page key moves.
        package static let targetsPerPage = 1...maximumTargetsPerPage
    }
}

/// How the velocity of a release is estimated from the pointer's recent positions.
public enum VelocityEstimation: Hashable, Sendable {
    /// Flutter's default `VelocityTracker`: a degree-2 least-squares fit by QR over the
    /// samples of the last 100 ms, stopping at a 40 ms gap, at least 3 samples.
    case flutterLeastSquares
    /// Android's native `LSQ2` (`AndroidVelocityEstimator`): a closed-form quadratic over
    /// the last 100 ms, a line through 2 samples, the history cleared by a 40 ms pause.
    case androidLeastSquares
}

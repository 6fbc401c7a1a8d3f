extension DecelerationRate {
    /// Reads `normal`, `fast`, or the fraction of velocity kept per millisecond (a number
    /// strictly between 0 and 1), as ``description`` writes it (traces, command lines).
    package init?(_ text: String) {
        switch text {
        case "normal": self = .normal
        case "fast": self = .fast
        default:
            guard let r = Double(text).flatMap(DecelerationRate.init(rawValue:)) else { return nil }
            self = r
        }
    }
}

/// Rests on the multiple of `step` closest to the natural target; a tie goes to the lower
/// multiple. Correct for fractional steps and negative offsets (for step 10.5, 30 goes to
/// 31.5).
public struct ClosestMultipleScrollTargetBehavior: ScrollTargetBehavior, Hashable, Sendable {
    package var step: Double
    public init(step: Double) { self.step = step }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let axis = context.axis
        target.setOffset(Self.closestMultiple(of: step, to: target.offset(along: axis)), along: axis)
    }

    /// The multiple of `step` closest to `value`, the lower one on a tie.
    package static func closestMultiple(of step: Double, to value: Double) -> Double {
        guard step > 0, step.isFinite, value.isFinite else { return value }
        let q = value / step
        // ⌊q⌋ by truncation where `q` fits an Int64 exactly (the same value; `rounded(.down)`
        // is a call to libm's floor on x86-64's baseline, a release's largest single cost).
        var n: Double
        if abs(q) < 0x1p52 {
            n = Double(Int64(q))
            if n > q { n -= 1 }
        } else {
            n = q.rounded(.down)
        }
        let lower = n * step, upper = (n + 1) * step
        return abs(value - lower) <= abs(upper - value) ? lower : upper
    }
}

extension ScrollTargetBehavior where Self == ClosestMultipleScrollTargetBehavior {
    /// Rests on the closest multiple of `step` (ties to the lower one).
    public static func closestMultiple(of step: Double) -> ClosestMultipleScrollTargetBehavior {
        ClosestMultipleScrollTargetBehavior(step: step)
    }
}

// MARK: - Paging

@testable import Detent

/// The largest speed of `m`, sampled every `dt` and around each of its pieces' ends (seams,
/// turns) and its end.
func sampledPeakSpeed(_ m: some Motion, every dt: Double = 0.001) -> Double {
    var peak = 0.0
    var n = 0.0
    while n * dt < m.endTime {
        peak = Swift.max(peak, abs(m.velocity(at: n * dt)))
        n += 1
    }
    var marks = [m.endTime]
    var turn = m.nextTurn(after: 0)
    while let s = turn, marks.count < 1000 {
        marks.append(s)
        turn = m.nextTurn(after: s)
    }
    for s in marks {
        for u in [s.nextDown, s, s.nextUp] where u >= 0 { peak = Swift.max(peak, abs(m.velocity(at: u))) }
    }
    return peak
}

@testable import Detent

/// The largest speed of `m`, sampled every `dt` and around each of its pieces' ends (seams,
/// turns) and its end.
func sampledPeakSpeed(_ m: some CrossingSearch, every dt: Double = 0.001) -> Double {
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

/// A built-in motion run as a motion of your own (its requirements forwarded): the engine
/// holds it as ``AnyMotion`` and searches it by Newton's steps, as it does yours.
struct OwnMotion: Motion {
    let base: any CrossingSearch
    init(_ base: any CrossingSearch) { self.base = base }
    func position(at t: Double) -> Double { base.position(at: t) }
    func velocity(at t: Double) -> Double { base.velocity(at: t) }
    var endTime: Double { base.endTime }
    var restPosition: Double { base.restPosition }
    func nextTurn(after t: Double) -> Double? { base.nextTurn(after: t) }
}

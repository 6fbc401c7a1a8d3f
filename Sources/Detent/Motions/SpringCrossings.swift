/// Many crossings of a spring found at once (for ``CrossingLookahead``): a spring's kind and
/// direction chosen once, its evaluations in tight loops.
extension SpringMotion {
    /// Fills `lookahead` with the crossings of `boundaries` (in the direction of travel) by
    /// this spring started at `start` (absolute), in a monotonic piece `after <.. through`,
    /// from its state `known` at `after`: the same times as one search at a time
    /// (``newtonCrossing``), each certified the same way — the first time at which the shown
    /// position is past its boundary, the time an ulp before it not past.
    /// It stops at the first that does not certify; the caller searches on from there.
    ///
    /// The work is done in passes over stack buffers, each a tight loop:
    /// 1. the searches' first steps, a chain: each a Halley step on the absolute time from
    ///    the state the last one found (an exact evaluation near the last crossing);
    /// 2. each search's second step, a candidate (independent of the others);
    /// 3. the spring at every candidate;
    /// 4. the spring an ulp before each candidate that is past its boundary, or after one
    ///    that is not;
    /// 5. the certificates, in order, stopping at the first candidate that does not certify
    ///    (the one-at-a-time search takes over there: a time in ulp noise, a step that leaves
    ///    the piece), so that every crossing kept is the one that search finds.
    /// Passes 3–5 are a function of their own (`certify`), small
    /// enough that `exp` is written into its loops: an evaluation makes no call, so no
    /// floating-point register is saved and restored around it (no such register survives a
    /// call; what that saves: docs/performance.md).
    func crossings(startedAt start: Double, after: Double, through: Double, known: MotionState, increasing: Bool,
                   boundaries: UnsafeBufferPointer<Double>, into lookahead: inout CrossingLookahead) {
        let xs = boundaries.baseAddress!, n = boundaries.count
        // One loop for each kind of spring (chosen once, not at each evaluation). The chain
        // of first steps does not depend on the direction: `certify` chooses its loop for it.
        switch form {
        case let .critical(form): crossings(form, start, after, through, known, increasing, n, xs, &lookahead)
        case let .under(form): crossings(form, start, after, through, known, increasing, n, xs, &lookahead)
        case let .over(form): crossings(form, start, after, through, known, increasing, n, xs, &lookahead)
        }
    }

    @inline(__always)
    private func crossings<F: SpringForm>(_ form: F, _ start: Double, _ after: Double, _ through: Double,
                                          _ known: MotionState, _ increasing: Bool, _ n: Int,
                                          _ xs: UnsafePointer<Double>, _ lookahead: inout CrossingLookahead) {
        let capacity = CrossingLookahead.capacity
        @inline(__always) func state(_ time: Double) -> MotionState { positionAndVelocity(at: time - start, form) }
        @inline(__always) func halley(_ t: Double, _ s: MotionState, _ x: Double) -> Double {
            let f = s.position - x
            return t - 2 * f * s.velocity / (2 * s.velocity * s.velocity - f * acceleration(s, form))
        }
        // 6 rows of `capacity` on the stack (a temporary allocation of up to 1 KiB never
        // reaches the heap): candidates and their states, the neighbours and their states.
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 6 * capacity) { buffer in
            let t2s = buffer.baseAddress!
            // 1, 2. The chain of first steps, and from each a candidate. A step of h leaves an
            // error of about h³/timeScale²: where the crossings are far apart for the spring
            // (as it leaves rest, as it settles) a step longer than `converged` is followed by
            // another (up to 4 in all) rather than a candidate that would not certify.
            let converged = 1e-5 * form.timeScale
            var candidates = 0
            var t = after, s = known
            chain: while candidates < n {
                let x = xs[candidates]
                var t1 = halley(t, s, x)
                var t2 = t1
                for _ in 0..<4 {
                    guard t1 > after && t1 < through else { break chain }
                    s = state(t1)
                    t = t1
                    t2 = halley(t1, s, x)
                    if abs(t2 - t1) <= converged { break }
                    t1 = t2
                }
                guard t2 > after && t2 <= through else { break }
                t2s[candidates] = t2
                candidates += 1
            }
            // 3–5.
            certify(form, start, after, through, increasing, xs, t2s, candidates, t2s + capacity, &lookahead)
        }
    }

    /// Passes 3–5 of ``crossings(startedAt:after:through:known:increasing:boundaries:into:)``
    /// over the `n` candidates `t2s` of the boundaries `xs`, with `rows` (5 rows of
    /// ``CrossingLookahead/capacity``) for the states and the neighbours. Out of line, and so
    /// small that `exp` is written into its loops: they make no call. One copy for both
    /// directions (not 2 KB of WebAssembly more per kind of spring).
    @inline(never)
    private func certify<F: SpringForm>(_ form: F, _ start: Double, _ after: Double, _ through: Double,
                                        _ increasing: Bool, _ xs: UnsafePointer<Double>, _ t2s: UnsafePointer<Double>,
                                        _ n: Int, _ rows: UnsafeMutablePointer<Double>,
                                        _ lookahead: inout CrossingLookahead) {
        @inline(__always) func state(_ time: Double) -> MotionState { positionAndVelocity(at: time - start, form) }
        let capacity = CrossingLookahead.capacity
        let p2s = rows, v2s = p2s + capacity, others = v2s + capacity, pos = others + capacity, vel = pos + capacity
        // 3–5 by groups of 4: a certificate that fails (near the end of a motion, where
        // the position moves by less than its rounding in an ulp of time) wastes at most
        // the rest of its group.
        var last = after, kept = -1
        var lo = 0
        groups: while lo < n {
            let hi = Swift.min(n, lo + 4)
            // 3. The spring at each candidate, and the neighbour on the other side of it,
            // chosen without a branch (a candidate is past its boundary about as often as
            // not). Each iteration stands alone: the processor still runs them side by side.
            for j in lo..<hi {
                let t2 = t2s[j], s2 = state(t2), x = xs[j]
                p2s[j] = s2.position
                v2s[j] = s2.velocity
                let past = increasing ? s2.position > x : s2.position <= x
                others[j] = past ? t2.nextDown : t2.nextUp
            }
            // 4. The spring at each neighbour.
            for j in lo..<hi {
                let so = state(others[j])
                pos[j] = so.position
                vel[j] = so.velocity
            }
            // 5. The certificates, in order: the times kept (the state only at the last one).
            for j in lo..<hi {
                let x = xs[j]
                @inline(__always) func isPast(_ p: Double) -> Bool { increasing ? p > x : p <= x }
                let past = isPast(p2s[j]), other = others[j]
                guard past != isPast(pos[j]) && (past || other <= through) else { break groups }
                let time = past ? t2s[j] : other
                guard time > last else { break groups }
                lookahead.append(time: time)
                last = time
                kept = j
            }
            lo = hi
        }
        // The spring's state at the last crossing kept, where the next search starts.
        if kept >= 0 {
            let past = increasing ? p2s[kept] > xs[kept] : p2s[kept] <= xs[kept]
            lookahead.setLastState(past ? (p2s[kept], v2s[kept]) : (pos[kept], vel[kept]))
        }
    }
}

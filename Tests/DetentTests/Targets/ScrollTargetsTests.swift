import Testing
@testable import Detent

@Suite struct ScrollTargetsTests {
    /// The closest index by the definition: the target at the smallest distance, the lower one
    /// on a tie (a linear scan over exact distances).
    static func reference(_ targets: ScrollTargets, _ x: Double) -> Int {
        var best = 0
        for i in 1..<targets.count where abs(x - targets.offset(at: i)) < abs(x - targets.offset(at: best)) { best = i }
        return best
    }

    /// A grid finds its index by multiplying by 1/step; on 200 random grids (steps from 1e-3 to
    /// 1e3, odd ones like 0.1 and 1/3 included) it agrees with the definition at every target,
    /// every boundary between two, one and two ulps either side of both, and random offsets
    /// beyond both ends.
    @Test func gridIndexMatchesTheDefinition() {
        var random = SeededGenerator(seed: 12)
        var checked = 0
        for g in 0..<200 {
            let step = g % 4 == 0 ? 0.1 : g % 4 == 1 ? 1.0 / 3 : Double.random(in: -3...3, using: &random).exp10
            let first = Double.random(in: -1_000...1_000, using: &random)
            let count = Int.random(in: 2...40, using: &random)
            let targets = ScrollTargets.uniform(first: first, step: step, count: count)
            var probes: [Double] = [first - 1e6, first + Double(count) * step * 3]
            for i in 0..<count {
                let t = targets.offset(at: i)
                probes += [t, t.nextUp, t.nextDown, t.nextUp.nextUp, t.nextDown.nextDown]
                if i + 1 < count {
                    let b = targets.boundary(after: i)
                    probes += [b, b.nextUp, b.nextDown, b.nextUp.nextUp, b.nextDown.nextDown]
                }
            }
            for x in probes {
                #expect(targets.closestIndex(to: x) == Self.reference(targets, x), "step \(step) first \(first) x \(x)")
                checked += 1
            }
        }
        #expect(checked > 20_000)
    }

    /// A list of targets is its finite offsets sorted and without repeats, the first of equal
    /// ones kept (0 before −0 keeps 0, −0 before 0 keeps −0), as the standard library's stable
    /// sort leaves them: 2,000 random lists with repeats, zeros of both signs, NaN and
    /// infinities, compared bit for bit with `sorted()` and the same de-duplication.
    @Test func aListIsItsFiniteOffsetsSortedStablyWithoutRepeats() {
        var random = SeededGenerator(seed: 31)
        let specials: [Double] = [0, -0.0, .nan, .infinity, -.infinity, 1, -1, 0.5]
        for _ in 0..<2_000 {
            let n = Int.random(in: 0...40, using: &random)
            let offsets = (0..<n).map { _ in
                Bool.random(using: &random) ? specials.randomElement(using: &random)!
                    : Double(Int.random(in: -20...20, using: &random)) * 0.25
            }
            var expected: [Double] = []
            for v in offsets.filter({ $0.isFinite }).sorted() where expected.last != v { expected.append(v) }
            let targets = ScrollTargets(offsets: offsets)
            #expect((0..<targets.count).map { targets.offset(at: $0).bitPattern } == expected.map(\.bitPattern),
                    "\(offsets)")
        }
    }
}

private extension Double {
    /// 10^self.
    var exp10: Double {
        var r = 1.0
        let n = Int(self.rounded(.down))
        for _ in 0..<abs(n) { r = n > 0 ? r * 10 : r / 10 }
        return r * (1 + (self - Double(n)) * 9)
    }
}

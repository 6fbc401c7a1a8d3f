/// The name in `names` closest to `word` by edit distance (insertions, deletions,
/// substitutions and swaps of neighbours, each 1), when it is at most a third of the longer
/// one's length (at least 2) away: the "did you mean" of a mistyped name; `nil` otherwise.
public func closestName(to word: String, among names: [String]) -> String? {
    let w = Array(word.lowercased())
    var best: (name: String, distance: Int)?
    for name in names {
        let n = Array(name.lowercased())
        let d = editDistance(w, n)
        if d <= Swift.max(2, Swift.max(w.count, n.count) / 3), d < w.count, d < (best?.distance ?? .max) { best = (name, d) }
    }
    return best?.name
}

/// Optimal string alignment distance (Damerau–Levenshtein without repeated edits of a span).
func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            var d = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = Swift.min(d, before[j - 2] + 1) }
            current[j] = d
        }
        (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
}

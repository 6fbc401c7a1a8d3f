import Detent
import DetentCLI
import DetentTrace

/// `detent profiles`' output: the ``ProfileMeasurement``s of each profile on each
/// ``ProfileFling``, as a Markdown table (one column per profile, a row per figure), a brief
/// one (three rows, the README's), or one record per profile and fling in CSV or JSON Lines.
struct ProfileTable {
    enum Format: String, CaseIterable, Sendable {
        case markdown, brief, csv, jsonl
    }

    /// The measurements of each profile, in ``ProfileFling/all``'s order.
    var rows: [(profile: ScrollPhysics, runs: [ProfileMeasurement])]

    init(profiles: [ScrollPhysics], flings: [ProfileFling] = ProfileFling.all) throws(ScrollEngineError) {
        rows = try profiles.map { p throws(ScrollEngineError) in
            (p, try flings.map { fling throws(ScrollEngineError) in try ProfileMeasurement(profile: p, fling: fling) })
        }
    }

    func lines(_ format: Format) -> [String] {
        switch format {
        case .markdown: return markdown()
        case .brief: return brief()
        case .csv: return csv()
        case .jsonl: return jsonLines()
        }
    }

    private var flings: [ProfileFling] { rows.first?.runs.map(\.fling) ?? [] }

    private func header(_ first: [String]) -> [String] {
        let columns = first + rows.map(\.profile.name)
        return ["| " + columns.joined(separator: " | ") + " |", "|" + String(repeating: " --- |", count: columns.count)]
    }

    private func row(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |" }

    /// A row per figure, the fling named on the first of its rows.
    func markdown() -> [String] {
        var out = header(["fling", "measured"])
        for (i, fling) in flings.enumerated() {
            let runs = rows.map { $0.runs[i] }
            let name = "\(fling.title): \(shortest(fling.velocity)) pt/s from \(shortest(fling.from))"
            var figures: [(String, (ProfileMeasurement) -> String)] = []
            switch fling.kind {
            case .free:
                figures = [("distance", { points($0.distance, 2) })]
            case .edge:
                figures = [("speed reaching the end", { speed($0.edge?.arrivingSpeed) }),
                           ("speed carried past it", { speed($0.edge?.carriedSpeed) }),
                           ("peak overshoot", { points($0.peakOvershoot, 1) }),
                           ("peak stretch (Android 12)", { $0.peakStretch > 0 ? "\(fixed($0.peakStretch * 100, 2)) %" : "0" })]
            case .paging:
                figures = [("lands on", landing)]
            }
            figures.append(("time to rest", { seconds($0.restTime, 3) }))
            for (j, (what, cell)) in figures.enumerated() {
                out.append(row([j == 0 ? name : "", what] + runs.map(cell)))
            }
        }
        return out
    }

    /// Three rows: the free flings, the flings into the end, the paging flicks together.
    func brief() -> [String] {
        var out = header(["fling"])
        let indices = flings.indices
        let free = indices.filter { flings[$0].kind == .free }
        let edge = indices.filter { flings[$0].kind == .edge }
        let paging = indices.filter { flings[$0].kind == .paging }
        func speeds(_ list: [Int]) -> String { list.map { shortest(flings[$0].velocity) }.joined(separator: " and ") }
        for i in free {
            out.append(row(["free, \(speeds([i])) pt/s: distance, time to rest"] + rows.map {
                let m = $0.runs[i]
                return "\(points(m.distance, 0)), \(seconds(m.restTime, 2))"
            }))
        }
        for i in edge {
            out.append(row(["into the end, \(speeds([i])) pt/s: overshoot; speed at the end → past it"] + rows.map {
                let m = $0.runs[i]
                let stretch = m.peakStretch > 0 ? ", stretched \(fixed(m.peakStretch * 100, 1)) %" : ""
                return "\(points(m.peakOvershoot, 1))\(stretch); \(number(m.edge?.arrivingSpeed)) → \(speed(m.edge?.carriedSpeed))"
            }))
        }
        if !paging.isEmpty {
            out.append(row(["paging, \(speeds(paging)) pt/s: page (time to rest)"] + rows.map { r in
                paging.map { i in
                    let m = r.runs[i]
                    return "\(m.page.map(String.init) ?? "\(fixed(m.finalOffset, 1)) pt") (\(seconds(m.restTime, 2)))"
                }.joined(separator: ", ")
            }))
        }
        return out
    }

    static let fields = ["profile", "fling", "velocity", "from", "behavior", "final_offset", "distance", "rest_time",
                         "page", "peak_overshoot", "speed_at_end", "speed_past_end", "peak_stretch"]

    /// The fields of one record, `nil` where a figure does not apply.
    private func record(_ m: ProfileMeasurement) -> [(String, Value)] {
        let values: [Value] = [
            .text(m.profile.name), .text(m.fling.key), .number(m.fling.velocity), .number(m.fling.from),
            .text(m.fling.behavior.description), .number(m.finalOffset), .number(m.distance),
            m.restTime.map(Value.number) ?? .none, m.page.map { .number(Double($0)) } ?? .none,
            .number(m.peakOvershoot), m.edge.map { .number($0.arrivingSpeed) } ?? .none,
            m.edge.map { .number($0.carriedSpeed) } ?? .none, .number(m.peakStretch),
        ]
        return Array(zip(Self.fields, values))
    }

    private enum Value {
        case text(String), number(Double), none
        var json: String {
            switch self {
            case let .text(s): return JSONFormat.string(s)
            case let .number(d): return d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : JSONFormat.number(d)
            case .none: return "null"
            }
        }
        var csv: String {
            switch self {
            case let .text(s): return s
            case let .number(d): return d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : JSONFormat.number(d)
            case .none: return ""
            }
        }
    }

    func csv() -> [String] {
        [Self.fields.joined(separator: ",")] + rows.flatMap { $0.runs.map { record($0).map(\.1.csv).joined(separator: ",") } }
    }

    func jsonLines() -> [String] {
        rows.flatMap { $0.runs.map { "{" + record($0).map { "\"\($0.0)\":\($0.1.json)" }.joined(separator: ",") + "}" } }
    }
}

/// `d` points at `decimals`, and 0 as a bare "0" (nothing to see).
private func points(_ d: Double, _ decimals: Int) -> String {
    fixed(d, decimals) == fixed(0, decimals) ? "0" : "\(fixed(d, decimals)) pt"
}

private func seconds(_ t: Double?, _ decimals: Int) -> String {
    t.map { "\(fixed($0, decimals)) s" } ?? "moving after \(shortest(ProfileMeasurement.timeLimit)) s"
}

/// A whole number with thousands separators: `7,625`; "–" for a figure that does not apply.
private func number(_ d: Double?) -> String {
    guard let d else { return "–" }
    var digits = String(Int(d.rounded()).magnitude), grouped = ""
    while digits.count > 3 {
        grouped = "," + digits.suffix(3) + grouped
        digits.removeLast(3)
    }
    return (d.rounded() < 0 ? "−" : "") + digits + grouped
}

private func speed(_ d: Double?) -> String { d == nil ? "–" : "\(number(d)) pt/s" }

/// The page a paging fling rested on and its offset, or the offset where it is no page.
private func landing(_ m: ProfileMeasurement) -> String {
    m.page.map { "page \($0) (\(fixed(m.finalOffset, 0)) pt)" } ?? "\(fixed(m.finalOffset, 1)) pt, no page"
}

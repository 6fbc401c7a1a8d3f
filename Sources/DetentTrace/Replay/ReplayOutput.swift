import Detent

/// The text forms of replay output: JSON Lines, CSV, and the summary object. Numbers are
/// Swift's shortest round-trip representation (`1.0`, `0.1`, `1e-05`).
public enum ReplayFormat: String, Hashable, Sendable, CaseIterable {
    case jsonl, csv

    /// The CSV header row.
    public static let csvHeader = "kind,t,offset,velocity,phase,value,from,to,cause"

    /// The line for a record (no newline).
    public func line(_ r: ReplayRecord) -> String {
        let n = JSONFormat.number
        // A demo's records name their column (JSON Lines only; CSV keeps its columns).
        func col(_ c: Int?) -> String { c.map { ",\"column\":\($0)" } ?? "" }
        switch (self, r) {
        case let (.jsonl, .frame(f)):
            return "{\"kind\":\"frame\",\"t\":\(n(f.t)),\"offset\":\(n(f.offset)),\"velocity\":\(n(f.velocity)),\"phase\":\"\(f.phase.rawValue)\",\"value\":\(n(f.value))\(col(f.column))}"
        case let (.jsonl, .selection(s)):
            return "{\"kind\":\"selection\",\"t\":\(n(s.t)),\"from\":\(n(s.from)),\"to\":\(n(s.to)),\"cause\":\"\(s.cause.rawValue)\"\(col(s.column))}"
        case let (.jsonl, .phase(p)):
            return "{\"kind\":\"phase\",\"t\":\(n(p.t)),\"from\":\"\(p.from.rawValue)\",\"to\":\"\(p.to.rawValue)\",\"velocity\":\(n(p.velocity))\(col(p.column))}"
        case let (.csv, .frame(f)):
            return "frame,\(n(f.t)),\(n(f.offset)),\(n(f.velocity)),\(f.phase.rawValue),\(n(f.value)),,,"
        case let (.csv, .selection(s)):
            return "selection,\(n(s.t)),,,,,\(n(s.from)),\(n(s.to)),\(s.cause.rawValue)"
        case let (.csv, .phase(p)):
            return "phase,\(n(p.t)),,\(n(p.velocity)),,,\(p.from.rawValue),\(p.to.rawValue),"
        }
    }
}

extension ReplaySummary {
    /// The `--summary` object (one line, no newline).
    public var json: String {
        let n = JSONFormat.number
        return "{\"final_value\":\(n(finalValue)),\"final_offset\":\(n(finalOffset)),\"rest_time\":\(restTime.map(n) ?? "null"),\"idle\":\(idle),\"selection_changes\":\(selectionChanges),\"frames\":\(frames),\"digest\":\"\(ReplayDigest.hex(digest))\"}"
    }

    /// The header row of the `--summary --format csv` output: the summary object's members.
    public static let csvHeader = "final_value,final_offset,rest_time,idle,selection_changes,frames,digest"

    /// The summary as one CSV row under ``csvHeader`` (`rest_time` empty when not idle).
    public var csv: String {
        let n = JSONFormat.number
        return "\(n(finalValue)),\(n(finalOffset)),\(restTime.map(n) ?? ""),\(idle),\(selectionChanges),\(frames),\(ReplayDigest.hex(digest))"
    }
}

extension ReplayDigest {
    /// 16 lowercase hexadecimal digits of a digest value.
    public static func hex(_ v: UInt64) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}

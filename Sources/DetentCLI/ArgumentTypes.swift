import ArgumentParser
import Detent
import DetentPicker

// The library's own types read from the command line: each parses itself (as it reads
// from a trace), so `detent` and `sandbox` accept exactly what a trace header accepts.

extension DecelerationRate: ExpressibleByArgument {
    public static var defaultCompletionKind: CompletionKind { .list(["normal", "fast"]) }
}

extension PickerBehavior: ExpressibleByArgument {
    public static var defaultCompletionKind: CompletionKind { .list(["closest-multiple", "paging", "view-aligned", "none"]) }
}

extension ScrollPhysics: ExpressibleByArgument {
    /// A platform profile by name: `ios`, `android`, `flutter-bouncing`, `flutter-clamping`, `gtk`.
    public init?(argument: String) { self.init(named: argument) }
    public static var allValueStrings: [String] { all.map(\.name) }
    public var defaultValueDescription: String { name }
}

extension Axis: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map(\.description) }
}

extension PickerTheme: ExpressibleByArgument {
    /// A named theme: `light` or `dark`.
    public init?(argument: String) { self.init(named: argument) }
    public static var allValueStrings: [String] { named.map(\.name) }
    public var defaultValueDescription: String { name ?? "custom" }
}

/// Command-line forms the trace format writes as objects.
public enum ArgumentForms {
    /// `FROM:TO[:STEP]` (the step defaults to 1), e.g. `0:10:0.25`.
    public static func values(_ text: String) throws -> PickerValues {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Double($0) }
        guard (2...3).contains(parts.count), let from = parts[0], let to = parts[1], parts.count == 2 || parts[2] != nil else {
            throw ValidationError("'\(text)' is not FROM:TO[:STEP], e.g. 0:10:0.25")
        }
        do { return try PickerValues(from: from, to: to, by: parts.count == 3 ? parts[2]! : 1) } catch {
            throw ValidationError(error.reason)
        }
    }

    /// Platform profiles by name, comma-separated (`ios,gtk`), or `all`; `option` names where
    /// they were given in the message about a name that is none.
    public static func profiles(_ text: String, option: String? = nil) throws -> [ScrollPhysics] {
        if text == "all" { return ScrollPhysics.all }
        var list: [ScrollPhysics] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let p = ScrollPhysics(named: String(name)) else {
                throw ValidationError("\(option.map { "\($0): " } ?? "")'\(name)' is not a profile: one of \(ScrollPhysics.all.map(\.name).joined(separator: ", ")) (or all)")
            }
            list.append(p)
        }
        return list
    }

    /// `size` as `WxH`, whole numbers without a fraction (`480x200`).
    public static func text(_ size: Size) -> String { "\(shortest(size.width))x\(shortest(size.height))" }

    /// `WxH` in points, both at least 1, e.g. `480x200`.
    public static func size(_ text: String) throws -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite, w >= 1, h >= 1 else {
            throw ValidationError("'\(text)' is not WxH with numbers of at least 1, e.g. 480x200")
        }
        return Size(width: w, height: h)
    }
}

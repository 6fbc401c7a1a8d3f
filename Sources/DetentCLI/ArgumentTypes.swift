import ArgumentParser
import Detent
import DetentPicker

// The library's own types read from the command line: each parses itself (as it reads
// from a trace), so `detent` and `sandbox` accept exactly what a trace header accepts.

extension DecelerationRate: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }
    public var defaultValueDescription: String { description }
    public static var defaultCompletionKind: CompletionKind { .list(["normal", "fast"]) }
}

extension PickerBehavior: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }
    public static var defaultCompletionKind: CompletionKind { .list(["closest-multiple", "paging", "view-aligned", "none"]) }
}

extension ScrollPhysics: ExpressibleByArgument {
    /// A platform profile by name: `ios`, `android`, `flutter-bouncing`, `flutter-clamping`, `gtk`.
    public init?(argument: String) { self.init(named: argument) }
    public static var allValueStrings: [String] { all.map(\.name) }
    public var defaultValueDescription: String { name }
}

extension Axis: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }
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

    /// A behaviour as `PickerBehavior` reads it, refused with what is wrong (`snap:0`: the
    /// step is not positive).
    public static func behavior(_ text: String) throws -> PickerBehavior {
        if let b = PickerBehavior(text) { return b }
        if text.hasPrefix("snap:") {
            let step = String(text.dropFirst(5))
            guard let d = Double(step) else { throw ValidationError("the snap step '\(step)' is not a number (snap:STEP, e.g. snap:50)") }
            throw ValidationError("the snap step must be a positive finite number of points, not \(shortest(d)) (snap:STEP, e.g. snap:50)")
        }
        throw ValidationError("'\(text)' is not a behaviour: one of \(PickerBehavior.syntax.joined(separator: ", "))")
    }

    /// A decay rate as `DecelerationRate` reads it, refused with what is wrong (`1.5`: a
    /// fraction of the velocity kept per millisecond is below 1).
    public static func rate(_ text: String) throws -> DecelerationRate {
        if let r = DecelerationRate(text) { return r }
        guard let d = Double(text) else {
            throw ValidationError("'\(text)' is not a decay rate: normal, fast, or the velocity kept per millisecond, a number strictly between 0 and 1")
        }
        throw ValidationError("a decay rate is the velocity kept per millisecond, a number strictly between 0 and 1 (0.998 is normal, 0.99 fast), not \(shortest(d))")
    }

    /// A whole number, written as one (`120`) or as a number without a fraction (`1e3`), so that
    /// a range check can say what is wrong with a large one rather than refuse its form.
    public static func wholeNumber(_ text: String) throws -> Int {
        guard let d = Double(text), d.isFinite else { throw ValidationError("'\(text)' is not a number") }
        guard d == d.rounded() else { throw ValidationError("\(shortest(d)) is not a whole number") }
        guard let n = Int(exactly: d) else { throw ValidationError("\(shortest(d)) is far too large") }
        return n
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

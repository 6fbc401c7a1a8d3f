import Testing
import Foundation

/// `detent profiles`, `detent plot --profiles` without a trace and `detent soak --profile`,
/// end to end: what they print, the file and standard output forms, and the refusals (exit
/// status 64).
@Suite(.enabled(if: CLI.executable != nil, "the detent executable is built next to the tests"))
struct ProfilesCLITests {
    static let profiles = ["ios", "android", "flutter-bouncing", "flutter-clamping", "gtk"]

    @Test func profilesPrintsATableOfEveryProfile() throws {
        let r = try CLI.run(["profiles"])
        #expect(r.status == 0, "\(r.err)")
        let lines = r.out.split(separator: "\n")
        #expect(lines.first == "| fling | measured | \(Self.profiles.joined(separator: " | ")) |")
        #expect(lines.count == 13)
        #expect(lines.contains { $0.hasPrefix("| Into the end: 8000 pt/s from 900 | speed reaching the end | ") })
        let brief = try CLI.run(["profiles", "--format", "brief"])
        #expect(brief.status == 0 && brief.out.split(separator: "\n").count == 5)
    }

    @Test func profilesTakesNamesAndMachineFormats() throws {
        let csv = try CLI.run(["profiles", "gtk", "ios", "--format", "csv"])
        #expect(csv.status == 0, "\(csv.err)")
        let rows = csv.out.split(separator: "\n")
        #expect(rows.first?.hasPrefix("profile,fling,velocity,from,behavior,") == true)
        #expect(rows.dropFirst().map { $0.prefix { $0 != "," } } == ["gtk", "gtk", "gtk", "gtk", "ios", "ios", "ios", "ios"])
        let json = try CLI.run(["profiles", "android,flutter-clamping", "--format", "jsonl"])
        #expect(json.status == 0 && json.out.split(separator: "\n").count == 8)
        #expect(json.out.hasPrefix("{\"profile\":\"android\",\"fling\":\"free\","))
    }

    @Test func profilesRefusesAnUnknownNameOrFormatWith64() throws {
        let r = try CLI.run(["profiles", "windows"])
        #expect(r.status == 64)
        #expect(r.err.hasPrefix("Error: 'windows' is not a profile: one of ios, android, flutter-bouncing, flutter-clamping, gtk (or all)\n"))
        #expect(try CLI.run(["profiles", "--format", "xml"]).status == 64)
    }

    @Test func plotWithProfilesAndNoTraceDrawsTheFourFlings() throws {
        let r = try CLI.run(["plot", "--profiles", "all", "--out", "-"])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\"") && r.out.hasSuffix("</svg>\n"))
        for title in ["Free fling", "Into the end", "Slow paging flick", "Fast paging flick"] {
            #expect(r.out.contains("<tspan font-weight=\"bold\">\(title)</tspan>"), "\(title)")
        }
        for name in Self.profiles { #expect(r.out.contains(">\(name)</text>"), "\(name)") }
        #expect(r.out.components(separatedBy: "<polyline").count - 1 == 2 * 5 * 4)
        // The file holds what standard output gets.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("detent-profiles-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try CLI.run(["plot", "--profiles", "all", "--out", file.path]).status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == r.out)
    }

    @Test func plotWithoutATraceNeedsProfilesAndTakesNoTimeSpan() throws {
        let none = try CLI.run(["plot", "--out", "/tmp/never-written.svg"])
        #expect(none.status == 64)
        #expect(none.err.hasPrefix("Error: give a trace to plot, or --profiles NAMES for the built-in flings"))
        let span = try CLI.run(["plot", "--profiles", "ios", "--until", "1", "--out", "/tmp/never-written.svg"])
        #expect(span.status == 64)
        #expect(span.err.hasPrefix("Error: --from and --until zoom into a trace's chart; the built-in flings have none\n"))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written.svg"))
    }

    /// `soak --profile`: ios is the default (the same digest), each name and `all` soak their
    /// own pickers, and a name that is none is refused with the list.
    @Test func soakTakesAProfileOrAll() throws {
        func digest(_ args: [String]) throws -> Substring {
            let r = try CLI.run(["soak", "--gestures", "40", "--seed", "2"] + args)
            #expect(r.status == 0, "\(args): \(r.err)")
            #expect(r.out.contains("\"violations\":0,"), "\(args): \(r.out)")
            return r.out.split(separator: "\"").dropLast().last ?? ""
        }
        let ios = try digest([])
        #expect(try digest(["--profile", "ios"]) == ios)
        var digests: Set<Substring> = [ios]
        for name in Self.profiles.dropFirst() + ["all"] { digests.insert(try digest(["--profile", name])) }
        #expect(digests.count == 6)
        let bad = try CLI.run(["soak", "--profile", "qt"])
        #expect(bad.status == 64)
        #expect(bad.err.hasPrefix("Error: The value 'qt' is invalid for '--profile <profile>'"), "\(bad.err)")
        #expect(bad.err.contains("  - flutter-clamping\n  - gtk\n  - all\n"))
    }
}

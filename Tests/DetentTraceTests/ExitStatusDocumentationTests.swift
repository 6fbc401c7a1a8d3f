import Testing
import Foundation

/// Every exit status the tools use is documented once, the same way: the README's table and
/// the table `--help` prints list the same statuses with the same meanings, and the code
/// exits only through the named statuses of that table.
@Suite(.enabled(if: CLI.executable != nil, "the detent executable is built next to the tests"))
struct ExitStatusDocumentationTests {
    static let root = GoldenSummaryTests.root

    /// Status → meaning, backticks dropped.
    static func readmeTable() throws -> [Int: String] {
        let text = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        var table: [Int: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.count == 2, let status = Int(cells[0]) { table[status] = cells[1].replacingOccurrences(of: "`", with: "") }
        }
        return table
    }

    static func helpTable() throws -> [Int: String] {
        let help = try CLI.run(["--help"]).out
        var table: [Int: String] = [:]
        for line in help.split(separator: "\n") {
            let words = line.split(separator: " ", maxSplits: 1)
            if words.count == 2, let status = Int(words[0]), line.hasPrefix("  ") {
                table[status] = words[1].trimmingCharacters(in: .whitespaces)
            }
        }
        return table
    }

    @Test func theREADMEAndTheHelpListTheSameStatusesAndMeanings() throws {
        let readme = try Self.readmeTable(), help = try Self.helpTable()
        #expect(readme.keys.sorted() == [0, 1, 64, 65, 66, 69, 70, 73])
        #expect(readme == help)
    }

    @Test func theToolsExitOnlyThroughTheNamedStatuses() throws {
        var files: [URL] = []
        for dir in ["Sources", "Sandbox"] {
            let e = FileManager.default.enumerator(at: Self.root.appendingPathComponent(dir), includingPropertiesForKeys: nil)
            while let url = e?.nextObject() as? URL { if url.pathExtension == "swift" { files.append(url) } }
        }
        #expect(files.count > 10)
        let literal = try NSRegularExpression(pattern: #"(ExitCode|exit)\(\s*[0-9]"#)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let hits = literal.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text))
            #expect(hits == 0, "\(file.lastPathComponent) exits with a number, not an ExitStatus")
        }
    }
}

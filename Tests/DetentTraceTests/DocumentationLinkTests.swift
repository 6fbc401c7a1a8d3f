import Testing
import Foundation

/// Every relative link in the repository's Markdown resolves: the file exists, and a
/// `#fragment` names a heading of it (GitHub's anchors: lowercase, punctuation dropped,
/// spaces as hyphens).
@Suite struct DocumentationLinkTests {
    static let root = GoldenSummaryTests.root

    static func markdownFiles() -> [URL] {
        var files: [URL] = []
        let e = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = e?.nextObject() as? URL {
            let name = url.lastPathComponent
            if name.hasPrefix(".") { e?.skipDescendants(); continue }   // .build, .git
            if url.pathExtension == "md" { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The targets of `[text](target)` and `![alt](target)` links, code spans and blocks left out.
    static func links(in text: String) -> [String] {
        var out: [String] = []
        var inFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            if inFence { continue }
            // Drop code spans: `[a](b)` inside backticks is not a link.
            let parts = line.split(separator: "`", omittingEmptySubsequences: false)
            let prose = parts.enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
            var rest = Substring(prose)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                let target = after[..<close].split(separator: " ").first.map(String.init) ?? ""
                out.append(target)
                rest = after[close...]
            }
        }
        return out
    }

    /// GitHub's anchor for a heading.
    static func anchor(_ heading: String) -> String {
        String(heading.lowercased().compactMap { c -> Character? in
            if c == " " { return "-" }
            return c.isLetter || c.isNumber || c == "-" || c == "_" ? c : nil
        })
    }

    static func anchors(of file: URL) -> Set<String> {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        var inFence = false
        var result = Set<String>()
        for line in text.split(separator: "\n") {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            if !inFence, line.hasPrefix("#") {
                result.insert(anchor(String(line.drop { $0 == "#" }.drop { $0 == " " })))
            }
        }
        return result
    }

    @Test func theRepositoryHasMarkdownWithRelativeLinks() {
        let files = Self.markdownFiles()
        #expect(files.contains { $0.lastPathComponent == "README.md" })
        let relative = files.flatMap { f in Self.links(in: (try? String(contentsOf: f, encoding: .utf8)) ?? "") }
            .filter { !$0.contains("://") }
        #expect(relative.count >= 3)
    }

    @Test func everyRelativeLinkResolves() throws {
        for file in Self.markdownFiles() {
            let text = try String(contentsOf: file, encoding: .utf8)
            for link in Self.links(in: text) where !link.contains("://") && !link.hasPrefix("mailto:") {
                let pieces = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let path = String(pieces[0]), fragment = pieces.count > 1 ? String(pieces[1]) : nil
                let target = path.isEmpty ? file : file.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
                let name = file.path.replacingOccurrences(of: Self.root.path + "/", with: "")
                #expect(FileManager.default.fileExists(atPath: target.path), "\(name): \(link) does not exist")
                // The link must stay inside the repository.
                #expect(target.path.hasPrefix(Self.root.standardizedFileURL.path), "\(name): \(link) points outside the repository")
                if let fragment, target.pathExtension == "md" {
                    #expect(Self.anchors(of: target).contains(fragment), "\(name): \(link) names no heading")
                }
            }
        }
    }

    /// README.md is the one entry point: every other document is reached from it by links.
    @Test func everyDocumentIsReachedFromTheREADME() throws {
        let readme = Self.root.appendingPathComponent("README.md").standardizedFileURL
        var reached: Set<String> = [readme.path], queue = [readme]
        while let file = queue.popLast() {
            let text = try String(contentsOf: file, encoding: .utf8)
            for link in Self.links(in: text) where !link.contains("://") {
                let path = String(link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
                guard path.hasSuffix(".md") else { continue }
                let target = file.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
                if reached.insert(target.path).inserted { queue.append(target) }
            }
        }
        for file in Self.markdownFiles() {
            #expect(reached.contains(file.standardizedFileURL.path), "\(file.lastPathComponent) is not linked from README.md")
        }
    }

    @Test func anchorsAndLinksAreReadAsGitHubDoes() {
        #expect(Self.anchor("The `detent` command: traces, headless") == "the-detent-command-traces-headless")
        #expect(Self.links(in: "see [a](b.md#c) and `[x](y)` and ![i](img.png \"t\")\n```\n[z](w)\n```") == ["b.md#c", "img.png"])
    }
}

import Testing
import Foundation

/// Every ```swift block of README.md and docs/*.md compiles (ReadmeExamples.swift, generated
/// by scripts/readme-examples.py, is part of this test target) and runs without throwing; a
/// ```swift manifest block (a Package.swift) is left out.
@Suite struct ReadmeExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../..").standardized

    /// README.md, then docs/*.md by name.
    static func documents() throws -> [URL] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { root.appendingPathComponent("docs").appendingPathComponent($0) }
        return [root.appendingPathComponent("README.md")] + docs
    }

    /// The documents' ```swift blocks, each without its last newline.
    static func blocks() throws -> [String] {
        var blocks: [String] = []
        for document in try documents() {
            let text = try String(contentsOf: document, encoding: .utf8)
            var current: [Substring]?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if current == nil, line.hasPrefix("```swift"), !line.contains("manifest") { current = [] } else if current != nil, line.hasPrefix("```") {
                    blocks.append(current!.joined(separator: "\n"))
                    current = nil
                } else if current != nil {
                    current!.append(line)
                }
            }
        }
        return blocks
    }

    /// FNV-1a 64 of a block's UTF-8 bytes (as the script computes it).
    static func digest(_ s: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in s.utf8 { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01b3 }
        return h
    }

    @Test func theCompiledExamplesAreTheREADMEsBlocks() throws {
        let readme = try Self.blocks()
        #expect(!readme.isEmpty)
        #expect(readme.map(Self.digest) == ReadmeExamples.digests,
                "the Swift blocks of README.md and docs/ differ from the compiled ones: run scripts/readme-examples.py")
    }

    @Test(arguments: 0..<ReadmeExamples.runs.count)
    func theExampleRuns(index: Int) throws {
        try ReadmeExamples.runs[index]()
    }
}

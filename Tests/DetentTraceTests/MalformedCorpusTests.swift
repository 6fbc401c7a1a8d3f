import Testing
import Foundation
@testable import DetentTrace

/// The malformed-trace corpus: Malformed/*.jsonl, each with its expected `FILE:LINE: reason`
/// in Malformed/EXPECTED.txt (one line per file).
enum Corpus {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Malformed")

    static func expected() throws -> [String: String] {
        let text = try String(contentsOf: directory.appendingPathComponent("EXPECTED.txt"), encoding: .utf8)
        var out: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let name = String(line.prefix { $0 != ":" })
            out[name] = String(line)
        }
        return out
    }

    static func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".jsonl") }.sorted()
    }
}

@Suite struct MalformedCorpusTests {
    @Test func corpusHasAtLeastThirtyTracesEachWithAnExpectedMessage() throws {
        let files = try Corpus.files()
        let expected = try Corpus.expected()
        #expect(files.count >= 30)
        #expect(Set(files) == Set(expected.keys))
    }

    @Test func everyMalformedTraceGivesItsExpectedFileLineReason() throws {
        let expected = try Corpus.expected()
        for file in try Corpus.files() {
            let bytes = Array(try Data(contentsOf: Corpus.directory.appendingPathComponent(file)))
            do {
                _ = try TraceReader.parse(bytes: bytes, name: file)
                Issue.record("\(file) was accepted")
            } catch {
                #expect(error.description == expected[file], "\(file)")
                #expect(error.kind == .badData)   // exit status 65 (CLITests)
                #expect(error.line >= 1)
            }
        }
    }

    @Test func specificReasonsAreDistinguished() throws {
        func reason(_ file: String) throws -> String {
            let bytes = Array(try Data(contentsOf: Corpus.directory.appendingPathComponent(file)))
            do { _ = try TraceReader.parse(bytes: bytes, name: file); return "accepted" } catch { return error.reason }
        }
        #expect(try reason("truncated-last-line.jsonl").hasPrefix("truncated last line"))
        #expect(try !reason("truncated-mid-file.jsonl").hasPrefix("truncated last line"))
        #expect(try reason("not-utf8.jsonl").hasPrefix("not UTF-8"))
        #expect(try reason("line-is-number.jsonl").hasPrefix("not a JSON object"))
        #expect(try reason("overflow-number.jsonl").contains("not a finite double"))
        #expect(try reason("x-string.jsonl") == "member \"x\" must be a number, not a string (\"3\")")
        #expect(try reason("time-backwards.jsonl").hasPrefix("time goes backwards"))
        #expect(try reason("no-header.jsonl").hasPrefix("no header"))
        #expect(try reason("version-2.jsonl").hasPrefix("unsupported version 2"))
        #expect(try reason("unknown-type.jsonl").hasPrefix("unknown type \"tap\""))
    }

    /// Every prefix of a valid trace, and every single-byte corruption of its first lines,
    /// either parses or fails with a line-numbered error: nothing traps.
    @Test func truncationsAndCorruptionsNeverCrash() throws {
        let text = Array("{\"format\":\"detent-trace\",\"version\":1,\"picker\":{\"rate\":0.995,\"values\":{\"from\":1,\"to\":9,\"by\":0.5}}}\n{\"t\":0,\"type\":\"down\",\"x\":240,\"y\":100}\n{\"t\":0.1,\"type\":\"wheel\",\"dx\":-1.5e2,\"dy\":0,\"precise\":true}\n".utf8)
        var failures = 0
        for n in 0...text.count {
            do { _ = try TraceReader.parse(bytes: Array(text[0..<n]), name: "p") } catch { failures += 1; #expect(error.line >= 1) }
        }
        #expect(failures > 0)
        for i in stride(from: 0, to: text.count, by: 1) {
            for b: UInt8 in [0x00, 0x22, 0x2C, 0x7B, 0x7D, 0x5C, 0xFF, 0x0A, 0x39] {
                var c = text
                c[i] = b
                do { _ = try TraceReader.parse(bytes: c, name: "c") } catch { #expect(error.line >= 1 && error.line <= 4) }
            }
        }
    }

    /// docs/trace-format.md's table of errors shows messages the corpus checks: each example
    /// (less a `t.jsonl:N: ` prefix, up to a `...` that elides the rest) is part of one of
    /// the expected lines, so the table cannot drift from what the reader says.
    @Test func theDocumentedErrorMessagesAreTheCorpusOwn() throws {
        let doc = try String(contentsOf: GoldenSummaryTests.root.appendingPathComponent("docs/trace-format.md"), encoding: .utf8)
        let expected = Array(try Corpus.expected().values)
        var examples: [String] = []
        var inTable = false
        for line in doc.split(separator: "\n") {
            if line.hasPrefix("| problem | example message |") { inTable = true; continue }
            guard inTable else { continue }
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
            guard cells.count >= 3, !cells[2].contains("---") else { continue }
            // The code spans of the second cell.
            let spans = cells[2].split(separator: "`", omittingEmptySubsequences: false)
            for (k, span) in spans.enumerated() where k % 2 == 1 { examples.append(String(span)) }
        }
        #expect(examples.count >= 20)
        for example in examples {
            var text = example
            if let r = text.range(of: #"^t\.jsonl:\d+: "#, options: .regularExpression) { text.removeSubrange(r) }
            if let r = text.range(of: "...") { text = String(text[..<r.lowerBound]).trimmingCharacters(in: .whitespaces) }
            #expect(expected.contains { $0.contains(text) }, "docs/trace-format.md shows \"\(example)\", which no corpus trace gives")
        }
    }
}

import Testing
import Foundation
@testable import DetentCheck

/// Every input a fuzz target crashed on, once fixed, is kept in Fuzz/Regressions/TARGET/ and
/// replayed here through the same code the target runs.
@Suite struct FuzzRegressions {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz/Regressions")

    static func inputs(_ target: String) throws -> [(String, [UInt8])] {
        let dir = directory.appendingPathComponent(target)
        guard FileManager.default.fileExists(atPath: dir.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted().map {
            ($0, Array(try Data(contentsOf: dir.appendingPathComponent($0))))
        }
    }

    @Test func traceReaderCrashesStayFixed() throws {
        let inputs = try Self.inputs("FuzzTraceReader")
        #expect(!inputs.isEmpty)
        for (name, bytes) in inputs { #expect(TraceFuzzing.run(bytes) == nil, "\(name)") }
    }

    /// Open findings (Fuzz/Findings/FuzzEngine, see its README) still break an invariant;
    /// one that no longer does is fixed and belongs with the regressions.
    @Test func openEngineFindingsStillReproduce() throws {
        let dir = Self.directory.deletingLastPathComponent().appendingPathComponent("Findings/FuzzEngine")
        guard FileManager.default.fileExists(atPath: dir.path) else { return }
        for name in try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() {
            let bytes = Array(try Data(contentsOf: dir.appendingPathComponent(name)))
            #expect(!EngineFuzzing.run(bytes).isEmpty,
                    "Fuzz/Findings/FuzzEngine/\(name) breaks nothing now: move it to Fuzz/Regressions/FuzzEngine and out of Fuzz/Findings/README.md")
        }
    }

    @Test func engineCrashesStayFixed() throws {
        for (name, bytes) in try Self.inputs("FuzzEngine") {
            let violations = EngineFuzzing.run(bytes)
            #expect(violations.isEmpty, "\(name): \(violations)")
        }
    }
}

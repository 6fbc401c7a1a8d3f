import Testing
import Foundation

/// The repository's layout: what a clone gives on every file system.
@Suite struct RepositoryLayoutTests {
    /// No two tracked paths (files or the folders above them) differ only in case: on a file
    /// system that ignores case (macOS's default) they would be one, and a clone would mix
    /// them (`Sources/detent`, the command, was once beside `Sources/Detent`, the engine).
    @Test func noTwoPathsDifferOnlyInCase() throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["git", "-C", GoldenSummaryTests.root.path, "ls-files"]
        let o = Pipe()
        p.standardOutput = o
        try p.run()
        let out = o.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        let files = String(decoding: out, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(files.count > 100)
        var paths = Set<String>()
        for file in files {
            let parts = file.split(separator: "/")
            for n in 1...parts.count { paths.insert(parts[0..<n].joined(separator: "/")) }
        }
        let byFolded = Dictionary(grouping: paths, by: { $0.lowercased() })
        let clashes = byFolded.values.filter { $0.count > 1 }.map { $0.sorted() }
        #expect(clashes.isEmpty, "paths that differ only in case: \(clashes)")
    }

    /// `make test` compiles the core as Embedded Swift for both targets (`make embedded`).
    @Test func makeTestBuildsTheEmbeddedCore() throws {
        let test = try MakefileTests.dryRun("test")
        #expect(test.contains("embedded"))
        let embedded = try MakefileTests.dryRun("embedded")
        for target in ["wasm32-unknown-none-wasm", "armv7em-none-none-eabi"] {
            #expect(embedded.contains(target))
        }
        #expect(embedded.contains("-enable-experimental-feature Embedded"))
    }
}

import Testing
import Foundation

/// What the Makefile's targets do, read from `make -n` (nothing is built or run).
@Suite struct MakefileTests {
    static func dryRun(_ target: String) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["make", "-n", "--no-print-directory", "-C", GoldenSummaryTests.root.path, target]
        let o = Pipe()
        p.standardOutput = o
        p.standardError = FileHandle.nullDevice
        try p.run()
        let out = o.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: out, as: UTF8.self)
    }

    /// `make sandbox` says that its first release build takes a while before starting it
    /// (issue 26: it built for about 100 s in silence), and builds the sandbox alone.
    @Test func makeSandboxSaysItIsBuildingBeforeItBuilds() throws {
        let lines = try Self.dryRun("sandbox").split(separator: "\n")
        let message = lines.firstIndex { $0.contains("the first build takes a minute or two") }
        let build = lines.firstIndex { $0.contains("build -c release --product sandbox") }
        #expect(message != nil && build != nil)
        if let message, let build { #expect(message < build) }
    }

    /// `make fuzz` judges what libFuzzer saved with Fuzz/verdict.sh (a slow unit is no crash).
    @Test func makeFuzzCountsCrashesWithTheVerdictScript() throws {
        #expect(try Self.dryRun("fuzz").contains("Fuzz/verdict.sh $t Fuzz/Crashes || status=1"))
    }
}

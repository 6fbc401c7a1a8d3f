import Testing
import Foundation

/// `detent render`'s guards: absurd frame counts refused unless `--until` bounds them, older
/// frames removed and other files kept, and a bad sheet path failing before any frame.
@Suite(.enabled(if: CLI.executable != nil, "the detent executable is built next to the tests"))
struct RenderCLITests {
    static let gapTrace = [#"{"format":"detent-trace","version":1}"#, #"{"t":0,"type":"key","key":"right"}"#, #"{"t":100000,"type":"key","key":"right"}"#]

    @Test func absurdFrameCountsAreRefusedUnlessUntilBoundsThem() throws {
        let trace = try temporaryTrace(Self.gapTrace)
        let dir = (trace as NSString).deletingLastPathComponent + "/frames"
        let r = try CLI.run(["render", trace, "--out", dir])
        #expect(r.status == 64)
        #expect(r.err.contains("would give 12000054 frames") && r.err.contains("--until"))
        #expect(!FileManager.default.fileExists(atPath: dir))
        let ok = try CLI.run(["render", trace, "--out", dir, "--until", "0.25", "--fps", "60"])
        #expect(ok.status == 0 && ok.err.hasSuffix("16 frames in \(dir)\n"))
    }

    @Test func olderFramesAreRemovedOtherFilesKept() throws {
        let trace = try temporaryTrace(Self.gapTrace)
        let dir = (trace as NSString).deletingLastPathComponent + "/frames"
        _ = try CLI.run(["render", trace, "--out", dir, "--until", "0.5", "--fps", "60"])
        try Data().write(to: URL(fileURLWithPath: dir + "/notes.txt"))
        let r = try CLI.run(["render", trace, "--out", dir, "--until", "0.1", "--fps", "60"])
        #expect(r.status == 0 && r.err.hasPrefix("detent render: removed 31 older frames from \(dir)\n"))
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        #expect(files == ["frame-00000.png", "frame-00001.png", "frame-00002.png", "frame-00003.png",
                          "frame-00004.png", "frame-00005.png", "frame-00006.png", "notes.txt"])
    }

    @Test func aBadSheetPathFailsBeforeAnyFrame() throws {
        let trace = try temporaryTrace(Self.gapTrace)
        let dir = (trace as NSString).deletingLastPathComponent + "/frames"
        let r = try CLI.run(["render", trace, "--out", dir, "--until", "0.1", "--sheet", "/nonexistent/sheet.png"])
        #expect(r.status == 73 && r.err == "/nonexistent/sheet.png: cannot write: the folder /nonexistent does not exist\n")
        #expect(!FileManager.default.fileExists(atPath: dir))
    }
}

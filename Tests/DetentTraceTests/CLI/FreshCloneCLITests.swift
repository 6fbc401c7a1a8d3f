import Testing
import Foundation

/// What a new user tripped over on a fresh clone (issue 34, item 4), through the built tools,
/// the Makefile and the documents. Each test names its item.
@Suite(.enabled(if: CLI.executable != nil && CLI.built("sandbox") != nil, "detent and sandbox are built next to the tests"))
struct FreshCloneCLITests {
    static let root = GoldenSummaryTests.root

    static func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("detent-fresh-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    static func document(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Item 1: without a display the sandbox names `.build/release/detent replay TRACE`;
    /// `make sandbox` builds that binary too (it built the sandbox alone).
    @Test func makeSandboxBuildsTheDetentItNames() throws {
        let recipe = try MakefileTests.dryRun("sandbox")
        #expect(recipe.contains("build -c release --product detent"))
        let r = try SandboxCLITests.sandbox(["--frames", "3"])
        #expect(r.status == 69 && r.err.contains("detent replay TRACE"))
    }

    /// Item 6: a trace with a 100000 × 100000 window gets one status, 65, from the three
    /// commands that read it (render said 70, sandbox --replay 64, replay 0).
    @Test func aHugeWindowIsADataErrorEverywhere() throws {
        try expectRefusedEverywhere(window: #"{"width":100000,"height":100000}"#, reason: #"member "window.width" is 100000.0: a window is at most 16384 points a side"#,
                                    resize: #""width":20000,"height":100"#, resizeReason: #"member "width" is 20000.0: a window is at most 16384 points a side"#)
    }

    /// A window under a point a side gets the same 65 everywhere too: `detent` replayed and
    /// rendered a 0.001 pt window that `sandbox --replay` refused with 64 ("out of range").
    @Test func aWindowUnderAPointIsADataErrorEverywhere() throws {
        try expectRefusedEverywhere(window: #"{"width":0.001,"height":200}"#, reason: #"member "window.width" is 0.001: a window is at least 1 point a side"#,
                                    resize: #""width":100,"height":0.5"#, resizeReason: #"member "height" is 0.5: a window is at least 1 point a side"#)
    }

    /// A header with `window` is refused with `reason` by replay, render and sandbox --replay
    /// alike (65); a resize input with `resize`'s members, on its own line, with `resizeReason`.
    func expectRefusedEverywhere(window: String, reason: String, resize: String, resizeReason: String) throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = dir.appendingPathComponent("window.jsonl").path
        try #"{"format":"detent-trace","version":1,"window":\#(window)}"# .appending("\n")
            .write(toFile: trace, atomically: true, encoding: .utf8)
        let message = "\(trace):1: \(reason)\n"
        let replay = try CLI.run(["replay", trace])
        #expect(replay.status == 65 && replay.err == message)
        let render = try CLI.run(["render", trace, "--out", dir.appendingPathComponent("frames").path])
        #expect(render.status == 65 && render.err == message)
        let sandbox = try SandboxCLITests.sandbox(["--replay", trace])
        #expect(sandbox.status == 65 && sandbox.err == "sandbox: " + message)
        try "{\"format\":\"detent-trace\",\"version\":1}\n{\"t\":0,\"type\":\"resize\",\(resize)}\n"
            .write(toFile: trace, atomically: true, encoding: .utf8)
        let resized = try CLI.run(["replay", trace])
        #expect(resized.status == 65 && resized.err == "\(trace):2: \(resizeReason)\n")
    }

    /// Item 7: these printed only "The value … is invalid"; now they say what is wrong, as
    /// `--fps 0` does.
    @Test func badValuesSayWhatIsWrong() throws {
        for (args, message) in [
            (["fling", "--velocity", "1000", "--behavior", "snap:0"], "The value 'snap:0' is invalid for '--behavior <behavior>': the snap step must be a positive finite number of points, not 0 (snap:STEP, e.g. snap:50)"),
            (["fling", "--velocity", "1000", "--behavior", "snap:-5"], "The value 'snap:-5' is invalid for '--behavior <behavior>': the snap step must be a positive finite number of points, not -5 (snap:STEP, e.g. snap:50)"),
            (["fling", "--velocity", "1000", "--behavior", "snap"], "The value 'snap' is invalid for '--behavior <behavior>': 'snap' is not a behaviour: one of closest-multiple, snap:STEP, paging, view-aligned, none"),
            (["fling", "--velocity", "1000", "--rate", "1.5"], "The value '1.5' is invalid for '--rate <rate>': a decay rate is the velocity kept per millisecond, a number strictly between 0 and 1 (0.998 is normal, 0.99 fast), not 1.5"),
            (["fling", "--velocity", "1000", "--fps", "1e9"], "--fps must be a whole number from 1 to 100000, not 1000000000"),
            (["fling", "--velocity", "1000", "--fps", "2.5"], "The value '2.5' is invalid for '--fps <fps>': 2.5 is not a whole number"),
            (["fling", "--velocity", "1000", "--fps", "0"], "--fps must be a whole number from 1 to 100000, not 0"),
        ] {
            let r = try CLI.run(args)
            #expect(r.status == 64, "\(args)")
            #expect(r.err.hasPrefix("Error: \(message)\n"), "\(args): \(r.err)")
        }
        let rate = try SandboxCLITests.sandbox(["--rate", "1"])
        #expect(rate.status == 64)
        #expect(rate.err.hasPrefix("Error: The value '1' is invalid for '--rate <rate>': a decay rate is the velocity kept per millisecond, a number strictly between 0 and 1 (0.998 is normal, 0.99 fast), not 1\n"),
                "\(rate.err)")
        let scale = try SandboxCLITests.sandbox(["--scale", "0"])
        #expect(scale.status == 64 && scale.err.hasPrefix("Error: --scale must be a number in (0, 8], not 0.0\n"))
    }

    /// Item 8: `render --out` naming a file said SDL's words after the first frame; `--sheet`
    /// naming the `--out` folder failed only after every frame was written.
    @Test func renderRefusesBadOutputsFirst() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = Self.root.appendingPathComponent("Traces/slow-drag.jsonl").path
        let file = dir.appendingPathComponent("file.png").path
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        let onFile = try CLI.run(["render", trace, "--out", file])
        #expect(onFile.status == 73)
        #expect(onFile.err == "detent render: --out \(file) is a file, not a folder: --out names the folder the frames are written to\n")
        let frames = dir.appendingPathComponent("frames").path
        let sheet = try CLI.run(["render", trace, "--out", frames, "--sheet", frames])
        #expect(sheet.status == 73)
        #expect(sheet.err == "\(frames): is a directory\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: frames).isEmpty)   // no frame rendered first
    }

    /// Item 9: the trace format page documents a demo trace: the `focus` input and its
    /// `column`, the header's `demo`, `start` and `years`, and the output's `column`.
    @Test func theTraceFormatPageDocumentsEveryMember() throws {
        let page = try Self.document("docs/trace-format.md")
        for type in ["down", "move", "up", "cancel", "wheel", "key", "resize", "select", "focus"] {
            #expect(page.contains("`\(type)`"), "input \(type)")
        }
        #expect(page.contains("| `focus` | `column`"))
        for member in ["values", "spacing", "tick_width", "major_every", "size", "frame", "axis", "behavior", "profile",
                       "rate", "theme", "style", "looping", "cylinder", "demo", "start", "years"] {
            #expect(page.contains("| `\(member)` |"), "picker member \(member)")
        }
        #expect(page.contains("A demo's lines carry `column`"))
    }

    /// Item 10: one version for the package: `detent --version`, `sandbox --version` and
    /// libdetent's `DETENT_VERSION` (they said 0.1.0 and 1.1.0).
    @Test func oneVersionEverywhere() throws {
        let header = try Self.document("include/detent.h")
        let match = try #require(header.firstMatch(of: /#define DETENT_VERSION "([0-9.]+)"/))
        let version = String(match.1)
        #expect(try CLI.run(["--version"]).out == version + "\n")
        #expect(try SandboxCLITests.sandbox(["--version"]).out == version + "\n")
    }

    /// Item 12: `make install` installs the tools and the Python module beside the C library,
    /// and says where.
    @Test func makeInstallInstallsEverything() throws {
        let recipe = try MakefileTests.dryRun("install")
        #expect(recipe.contains("--product detent") && recipe.contains("--product sandbox"))
        #expect(recipe.contains("install-files install-tools"))
        #expect(recipe.contains("Installed in ") && recipe.contains("bin/detent, bin/sandbox"))
        let tools = try MakefileTests.dryRun("install-tools")
        #expect(tools.contains(".build/release/detent .build/release/sandbox /usr/local/bin/"))
        #expect(tools.contains("site-packages/detent.py"))
    }

    /// Item 13: the quick start says how long `make test` takes.
    @Test func theQuickStartSaysHowLongMakeTestTakes() throws {
        let readme = try Self.document("README.md")
        #expect(readme.contains("`make test` takes about 9 minutes on 2 cores from a fresh clone"))
    }
}

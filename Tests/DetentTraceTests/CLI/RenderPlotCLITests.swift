import Testing
import Foundation

/// `detent render` and `detent plot` end to end: the files they write, what is in them,
/// and their exit statuses.
@Suite(.enabled(if: CLI.executable != nil, "the detent executable is built next to the tests"))
struct RenderPlotCLITests {
    static let trace = GoldenSummaryTests.root.appendingPathComponent("Traces/fling-bounce.jsonl").path

    func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("detent-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// The width and height in a PNG's IHDR chunk; nil if the bytes are not a PNG.
    func pngSize(_ url: URL) throws -> (width: Int, height: Int)? {
        let d = try Data(contentsOf: url)
        guard d.count > 24, Array(d.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        func be32(_ at: Int) -> Int { d[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be32(16), be32(20))
    }

    @Test func renderWritesOneWindowSizedPNGPerReplayFrameAndAContactSheet() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let summary = try CLI.run(["replay", Self.trace, "--fps", "10", "--summary"])
        let frames = try #require(summary.out.split(separator: ",").first { $0.hasPrefix("\"frames\":") }
            .flatMap { Int($0.dropFirst(9)) })
        #expect(frames == 37)   // t = 0, 0.1 … 3.6 s: the first frame at or after the rest at 3.51 s

        let sheet = dir.appendingPathComponent("sheet.png")
        let r = try CLI.run(["render", Self.trace, "--out", dir.appendingPathComponent("frames").path,
                             "--fps", "10", "--sheet", sheet.path])
        #expect(r.status == 0, "\(r.err)")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("frames").path).sorted()
        #expect(names.count == frames)
        #expect(names.first == "frame-00000.png" && names.last == "frame-00036.png")
        let first = dir.appendingPathComponent("frames/frame-00000.png")
        let middle = dir.appendingPathComponent("frames/frame-00010.png")
        #expect(try pngSize(first)! == (480, 200))   // the trace's window at scale 1
        // The picker moved between them: the pictures differ.
        #expect(try Data(contentsOf: first) != Data(contentsOf: middle))
        // 12 tiles, 3 across: 3 × (480 + 8) + 8 by 4 × (200 + 22 caption + 8) + 8.
        #expect(try pngSize(sheet)! == (1472, 928))
        #expect(r.err.hasSuffix("37 frames in \(dir.appendingPathComponent("frames").path), contact sheet \(sheet.path)\n"))
    }

    @Test func renderRefusesADirectoryItCannotCreateWith73() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("file")
        try Data().write(to: file)
        let r = try CLI.run(["render", Self.trace, "--out", file.appendingPathComponent("frames").path])
        #expect(r.status == 73)
        #expect(r.err.contains("cannot create the directory"))
    }

    @Test func plotWritesAnSVGOfTheReplay() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("plot.svg")
        let r = try CLI.run(["plot", Self.trace, "--out", out.path])
        #expect(r.status == 0, "\(r.err)")
        let svg = try String(contentsOf: out, encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.hasSuffix("</svg>\n"))
        // The title states the replay's result: the golden summary's value, rest and selections.
        #expect(svg.contains("final value 100, at rest at 3.511 s, 116 selection changes"))
        #expect(svg.components(separatedBy: "<polyline").count - 1 >= 2)   // offset and velocity curves
    }

    @Test func plotRefusesAnUnwritableFileWith73AndABadTraceWith65() throws {
        let r = try CLI.run(["plot", Self.trace, "--out", "/nonexistent-dir/plot.svg"])
        #expect(r.status == 73)
        #expect(r.err.hasPrefix("/nonexistent-dir/plot.svg: cannot write"))
        let bad = Corpus.directory.appendingPathComponent("x-string.jsonl").path
        let b = try CLI.run(["plot", bad, "--out", "/tmp/never-written.svg"])
        #expect(b.status == 65)
        #expect(b.err == "\(bad):2: member \"x\" must be a number, not a string (\"3\")\n")
    }

    /// A demo's chart is one column's: --column picks it and the title names it (the date
    /// demo's chart was its month's, titled "final value February" for a demo that ends on
    /// 2100-02-10); a column the trace does not have is refused with 64.
    @Test func plotChartsTheDemoColumnItIsGiven() throws {
        let demo = GoldenSummaryTests.root.appendingPathComponent("Traces/date-demo.jsonl").path
        let day = try CLI.run(["plot", demo, "--column", "1", "--out", "-"])
        #expect(day.status == 0 && day.out.contains("date-demo.jsonl, column 1 of 3 — final value 10, at rest at 9.274 s"))
        #expect(try CLI.run(["plot", demo, "--out", "-"]).out.contains("date-demo.jsonl, column 0 of 3 — final value February"))
        let missing = try CLI.run(["plot", demo, "--column", "3", "--out", "-"])
        #expect(missing.status == 64 && missing.err == "detent plot: --column 3: \(demo) has columns 0 to 2\n")
        let one = try CLI.run(["plot", Self.trace, "--column", "1", "--out", "-"])
        #expect(one.status == 64 && one.err == "detent plot: --column 1: \(Self.trace) has one wheel (column 0)\n")
    }

    /// The value scale labels targets whatever the step: a cylinder's rows of 32 pt had one
    /// label ("0"), as values were written only where an offset grid line (every 500 pt) fell on a
    /// target; a looping wheel's wrap round past the last value.
    @Test func plotLabelsTheValueScaleOfACylinder() throws {
        let cylinder = GoldenSummaryTests.root.appendingPathComponent("Traces/cylinder-looping.jsonl").path
        let svg = try CLI.run(["plot", cylinder, "--out", "-"]).out
        let values = svg.components(separatedBy: "fill=\"#b91c1c\">").dropFirst().map { String($0.prefix { $0 != "<" }) }
        #expect(values.filter { ["0", "20", "40"].contains($0) }.count == 4, "\(values)")   // 0, 20, 40, 0 (60 wrapped)
    }

    /// A window too large at --scale for a surface is refused with 64 before older frames are
    /// removed (it failed with 70, "SDL failed", after removing them); a contact sheet too
    /// large at --scale is drawn at the largest scale that fits (three 1400 pt tiles at
    /// --scale 4 failed with 73 after every frame was written).
    @Test func renderRefusesAWindowTooLargeAtItsScaleAndFitsTheSheet() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let big = try temporaryTrace([#"{"format":"detent-trace","version":1,"window":{"width":16384,"height":100}}"#])
        let older = dir.appendingPathComponent("frame-00000.png")
        try Data([1]).write(to: older)
        let r = try CLI.run(["render", big, "--out", dir.path, "--scale", "4"])
        #expect(r.status == 64 && r.err.hasSuffix("is 65536 pixels across, more than 16384; --scale 1 is the most it allows\n"), "\(r.err)")
        #expect(FileManager.default.fileExists(atPath: older.path))
        let wide = try temporaryTrace([#"{"format":"detent-trace","version":1,"window":{"width":1400,"height":100}}"#,
                                       #"{"t":0,"type":"key","key":"right"}"#])
        let sheet = dir.appendingPathComponent("sheet.png")
        let w = try CLI.run(["render", wide, "--out", dir.path, "--scale", "4", "--fps", "10", "--until", "0.2", "--sheet", sheet.path])
        #expect(w.status == 0, "\(w.err)")
        let size = try #require(try pngSize(sheet))
        #expect(size.width <= 16384 && size.width > 16000, "\(size)")
    }

    /// A write that fails part way (a file size limit; a full disk) leaves the file cut back
    /// to its last whole write: here empty, where it held the first 4096 bytes of the SVG.
    @Test func aWriteThatFailsPartWayLeavesNoPartialFile() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("chart.svg").path
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        // 8 blocks of 512 bytes (dash's unit), SIGXFSZ ignored so that write(2) says EFBIG.
        p.arguments = ["-c", "ulimit -f 8; trap '' XFSZ; exec \"$0\" plot \"$1\" --out \"$2\"", CLI.executable!.path, Self.trace, out]
        let e = Pipe()
        p.standardError = e
        try p.run()
        let err = String(decoding: e.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 73 && err == "\(out): write failed: File too large\n", "\(err)")
        #expect(try FileManager.default.attributesOfItem(atPath: out)[.size] as? Int == 0)
    }

    /// Each frame is the window at its time: after a resize the frames take the new size, as
    /// the sandbox's window and its screenshots do (they stayed 480 × 200, the picker in the
    /// corner of a smaller window, cut off in a larger one).
    @Test func renderFramesFollowTheWindowsResizes() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = try temporaryTrace([#"{"format":"detent-trace","version":1}"#,
                                        #"{"t":0.1,"type":"resize","width":150,"height":50}"#,
                                        #"{"t":0.2,"type":"key","key":"right"}"#,
                                        #"{"t":0.6,"type":"resize","width":700,"height":300}"#])
        let sheet = dir.appendingPathComponent("sheet.png")
        let r = try CLI.run(["render", trace, "--out", dir.path, "--fps", "10", "--until", "0.8", "--sheet", sheet.path])
        #expect(r.status == 0, "\(r.err)")
        func size(_ frame: Int) throws -> (width: Int, height: Int)? {
            try pngSize(dir.appendingPathComponent("frame-0000\(frame).png"))
        }
        #expect(try size(0)! == (480, 200) && size(1)! == (150, 50) && size(5)! == (150, 50) && size(6)! == (700, 300))
        #expect(try pngSize(sheet)!.width > 3 * 700)   // tiles as large as the largest window
    }

    /// A sheet in the frames' folder works on the first run, when --out makes the folder (it
    /// said "the folder … does not exist", 73); a sheet named as a frame there is refused (a
    /// frame overwrote it).
    @Test func aSheetInTheFramesFolderThatDoesNotExistYet() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("frames").path
        let r = try CLI.run(["render", Self.trace, "--out", out, "--fps", "2", "--sheet", out + "/sheet.png"])
        #expect(r.status == 0, "\(r.err)")
        #expect(try pngSize(URL(fileURLWithPath: out + "/sheet.png")) != nil)
        let clash = try CLI.run(["render", Self.trace, "--out", out + "/", "--fps", "2", "--sheet", out + "/frame-00003.png"])
        #expect(clash.status == 64 && clash.err.contains("is a frame's name in --out"), "\(clash.err)")
    }

    /// An output naming the trace read is refused with 64, the trace left as it was: `detent
    /// plot T --out T` wrote the chart over the trace, `render T --sheet T` a PNG.
    @Test func anOutputThatIsTheTraceIsRefused() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let trace = dir.appendingPathComponent("t.jsonl").path
        let original = try Data(contentsOf: URL(fileURLWithPath: Self.trace))
        try original.write(to: URL(fileURLWithPath: trace))
        let plot = try CLI.run(["plot", trace, "--out", dir.path + "/./t.jsonl"])
        #expect(plot.status == 64 && plot.err.contains("is the trace read"), "\(plot.err)")
        let render = try CLI.run(["render", trace, "--out", dir.appendingPathComponent("f").path, "--sheet", trace])
        #expect(render.status == 64 && render.err.contains("is the trace read"), "\(render.err)")
        let sandbox = try SandboxCLITests.sandbox(["--replay", trace, "--screenshot", trace, "--at", "1"])
        #expect(sandbox.status == 64 && sandbox.err.contains("is the trace read"), "\(sandbox.err)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: trace)) == original)
    }
}

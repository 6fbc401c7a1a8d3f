import ArgumentParser
import DetentCLI
import Detent
import DetentPicker
import DetentSDL
import DetentTrace
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a replayed trace to PNG frames, offscreen, with the sandbox's drawing code.",
        discussion: """
        Writes DIR/frame-00000.png, frame-00001.png, ... one per frame at t = k/fps (at the \
        default 120 fps the same frames replay prints), each the whole window as the sandbox \
        draws it (a resize in the trace changes their size), through SDL's software renderer \
        (no display needed). Older frame-NNNNN.png \
        files in DIR are removed first, so the folder holds this run's frames only; other \
        files are left alone. More than 100000 frames are refused: --until (or a lower --fps) \
        bounds them. --sheet also writes one contact sheet of 12 evenly spaced frames (the \
        first and the last included), each captioned with its time, phase and value. A \
        progress bar goes to standard error when it is a terminal.

        Examples:
          detent render Traces/fling-bounce.jsonl --out /tmp/frames
          detent render Traces/slow-drag.jsonl --out /tmp/frames --fps 30 --scale 2 \\
              --sheet /tmp/sheet.png
          detent render Traces/fling-bounce.jsonl --out /tmp/frames --theme dark \\
              --until 1.5
        """
    )

    @Argument(help: "The trace file; - reads standard input.")
    var trace: String

    @Option(help: "The directory for the frames (created if missing).")
    var out: String

    @Option(parsing: .unconditional, help: "Frames per second, 1 to 1000 (default: 120).", transform: ArgumentForms.wholeNumber)
    var fps: Int = 120

    @Option(parsing: .unconditional, help: "Pixels per point, 0 < S ≤ 8 (2 for a high-density display).")
    var scale: Double = 1

    @Option(help: "light or dark (default: the trace's theme).")
    var theme: PickerTheme?

    @Option(help: "Also write a contact sheet of evenly spaced frames to this PNG file.")
    var sheet: String?

    @Option(parsing: .unconditional, help: "End at this trace time (seconds): the last frame is the last at or before it.")
    var until: Double?

    /// The most frames one run writes.
    static let maximumFrames = 100_000

    func validate() throws {
        guard (1...1000).contains(fps) else { throw ValidationError("--fps must be a whole number from 1 to 1000, not \(fps)") }
        guard scale.isFinite, scale > 0, scale <= 8 else { throw ValidationError("--scale must be a number in (0, 8], not \(scale)") }
        try checkTime(until, "--until")
    }

    func run() throws {
        let name = trace == "-" ? "<stdin>" : trace
        var t = try loadTrace(trace)
        if let theme { t.header.picker.theme = theme }
        let options = ReplayOptions(fps: fps, until: until)
        // The frame count from the engine's event times, before any frame is made.
        let end: Double
        do { end = try t.replayEndTime(fps: fps, name: name) } catch {
            printError(error.description)
            throw ExitCode(ExitStatus.dataError)
        }
        let last = Swift.min(end, until ?? end)
        let estimate = Int(saturating: (last * Double(fps) + 1e-9).rounded(.down)) + 1
        if estimate > Render.maximumFrames {
            printError("detent render: \(name) would give \(estimate) frames (\(fixed(last, 3)) s at \(fps) fps), "
                       + "more than \(Render.maximumFrames); bound them with --until SECONDS or a lower --fps")
            throw ExitCode(ExitStatus.usage)
        }
        // The window's sizes: the header's, then each resize's, from its time on.
        let windows = [(t: -Double.infinity, size: t.header.window)] + t.inputs.compactMap { input in
            if case let .resizeWindow(size) = input.input { return (input.t, size) } else { return nil }
        }
        func window(at time: Double) -> Size { windows.last { $0.t <= time }!.size }
        // A window too large at --scale for a surface is refused before any frame is removed or written.
        let largest = windows.max { Swift.max($0.size.width, $0.size.height) < Swift.max($1.size.width, $1.size.height) }!.size
        let side = Swift.max(largest.width, largest.height), limit = OffscreenRenderer.maximumPixels
        if (side * scale).rounded(.up) > limit {
            printError("detent render: at --scale \(shortest(scale)) the \(shortest(largest.width)) × \(shortest(largest.height)) pt window of \(name) "
                       + "is \(shortest((side * scale).rounded(.up))) pixels across, more than \(shortest(limit)); "
                       + "--scale \(shortest((limit / side * 100).rounded(.down) / 100)) is the most it allows")
            throw ExitCode(ExitStatus.usage)
        }
        try prepareOutputs()
        // A first pass counts the frames (for the progress bar and the sheet's spacing).
        let total: Int
        do { total = try Replayer(trace: t, options: options, name: name).run(record: { _ in }).frames } catch {
            printError(error.description)
            throw ExitCode(ExitStatus.dataError)
        }
        // Each frame is the window at its time, as the sandbox's window shows it: a resize
        // makes a surface of the new size (frames were all the header's size, the picker drawn
        // in a corner of it or cut off). The first renderer's font measures the labels.
        var renderer: OffscreenRenderer
        do { renderer = try OffscreenRenderer(size: t.header.window, scale: scale) } catch {
            printError("detent render: \(error)")
            throw ExitCode(ExitStatus.software)
        }
        let sheetCount = Swift.min(12, total)
        var sheetPicks = Set<Int>()
        if sheetCount > 0 {
            for i in 0..<sheetCount {
                sheetPicks.insert(sheetCount == 1 ? 0 : Int((Double(i) * Double(total - 1) / Double(sheetCount - 1)).rounded()))
            }
        }
        var tiles: [Tile] = []
        let measurer = renderer.textMeasurer
        let progress = ProgressBar(total: total, enabled: isatty(2) != 0)
        var index = 0
        var failure: String?
        do {
            _ = try Replayer(trace: t, options: options, name: name, textMeasurer: measurer)
                .run(record: { _ in }, frame: { picker, sample in
                guard failure == nil else { return }
                let size = window(at: sample.t)
                if size != renderer.size {
                    do { renderer = try OffscreenRenderer(size: size, scale: scale) } catch { failure = "\(error)"; return }
                }
                renderer.render(picker)
                let path = out + "/" + "frame-" + zeroPadded(index, width: 5) + ".png"
                do { try renderer.savePNG(path: path) } catch { failure = "\(error)" }
                if sheetPicks.contains(index) {
                    var list: [DisplayItem] = []
                    picker.displayList(into: &list)
                    tiles.append(Tile(sample: sample, label: picker.modelLabel(sample.value), list: list,
                                      background: picker.theme.background, window: size))
                }
                index += 1
                progress.update(index)
            })
        } catch {
            progress.finish()
            printError(error.description)
            throw ExitCode(ExitStatus.dataError)
        }
        progress.finish()
        if let failure {
            printError("detent render: \(failure)")
            throw ExitCode(ExitStatus.cannotCreate)
        }
        if let sheet {
            do { try writeSheet(tiles, to: sheet) } catch {
                printError("detent render: \(error)")
                throw ExitCode(ExitStatus.cannotCreate)
            }
        }
        printError("detent render: \(counted(index, "frame")) in \(out)" + (sheet.map { ", contact sheet \($0)" } ?? ""))
    }

    /// Creates the frame directory and removes its older frames; checks that the sheet's
    /// directory is writable: before any frame is rendered, so that a bad path fails at once.
    func prepareOutputs() throws {
        if let sheet, let problem = overwritesInput(sheet, option: "--sheet", input: trace) {
            printError("detent render: \(problem)")
            throw ExitCode(ExitStatus.usage)
        }
        // A sheet in the frames' folder: not a frame's name (a frame would overwrite it, or the
        // next run remove it), and its folder may not exist yet (it is made below).
        let sheetInOut = sheet.map { sameFile(folder(of: $0), out) } ?? false
        if let sheet, sheetInOut, Render.isFrameFile(String(sheet.split(separator: "/").last ?? "")) {
            printError("detent render: --sheet \(sheet) is a frame's name in --out \(out): give the sheet another name")
            throw ExitCode(ExitStatus.usage)
        }
        if let sheet, !sheetInOut, let problem = outputFileProblem(sheet) {
            printError(problem)
            throw ExitCode(ExitStatus.cannotCreate)
        }
        var info = stat()
        if stat(out, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
            printError("detent render: --out \(out) is a file, not a folder: --out names the folder the frames are written to")
            throw ExitCode(ExitStatus.cannotCreate)
        }
        if mkdir(out, 0o755) != 0 && errno != EEXIST {
            printError("\(out): cannot create the directory: \(String(cString: strerror(errno)))")
            throw ExitCode(ExitStatus.cannotCreate)
        }
        // Again now that the folder exists: a sheet naming it (--sheet DIR --out DIR).
        if let sheet, let problem = outputFileProblem(sheet) {
            printError(problem)
            throw ExitCode(ExitStatus.cannotCreate)
        }
        guard access(out, W_OK) == 0 else {
            printError("\(out): cannot write into the directory: \(String(cString: strerror(errno)))")
            throw ExitCode(ExitStatus.cannotCreate)
        }
        var removed = 0
        if let dir = opendir(out) {
            defer { closedir(dir) }
            while let entry = readdir(dir) {
                let fileName = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                guard Render.isFrameFile(fileName) else { continue }
                if unlink(out + "/" + fileName) == 0 { removed += 1 }
            }
        }
        if removed > 0 { printError("detent render: removed \(counted(removed, "older frame")) from \(out)") }
    }

    /// Whether `name` is a frame this command writes: `frame-` and five or more digits, `.png`.
    static func isFrameFile(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst(6).dropLast(4)
        return digits.count >= 5 && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// A frame of the contact sheet: its sample, its value's label, what it draws and on
    /// what, and the window's size then.
    struct Tile {
        var sample: FrameSample
        var label: String
        var list: [DisplayItem]
        var background: DisplayColor
        var window: Size
    }

    /// Lays the tiles out 3 across, each captioned, and saves them as one PNG. Tiles are as
    /// large as the largest window; a smaller window (one resized) sits centred in its tile.
    func writeSheet(_ tiles: [Tile], to path: String) throws(SDLError) {
        let window = Size(width: tiles.map(\.window.width).max() ?? 1, height: tiles.map(\.window.height).max() ?? 1)
        let columns = Swift.min(3, Swift.max(1, tiles.count))
        let rows = (tiles.count + columns - 1) / columns
        // The caption on one line when the tile is wide enough, else on two (a vertical
        // picker's narrow window); the tile widens to the caption if even that does not fit.
        let fontSize = 13.0, lineHeight = 17.0, charWidth = 0.6 * fontSize
        let captions: [[String]] = tiles.map { tile in
            let s = tile.sample
            return ["t \(fixed(s.t, 3)) s   \(s.phase.rawValue)", "value \(tile.label)   offset \(fixed(s.offset, 1))"]
        }
        let oneLine = captions.map { Double($0.joined(separator: "   ").count) * charWidth }.max() ?? 0
        let twoLines = captions.map { Double($0.map(\.count).max() ?? 0) * charWidth }.max() ?? 0
        let lines = oneLine + 12 <= window.width ? 1 : 2
        let gap = 8.0, caption = Double(lines) * lineHeight + 5
        let tileW = Swift.max(window.width, (lines == 1 ? oneLine : twoLines) + 12), tileH = window.height + caption
        let size = Size(width: Double(columns) * (tileW + gap) + gap, height: Double(Swift.max(rows, 1)) * (tileH + gap) + gap)
        // A sheet too large at --scale for a surface (16384 pixels a side) is drawn at the
        // largest scale that fits: three wide windows at --scale 4 came to 24128 pixels, and
        // the sheet failed after every frame was written.
        let fitting = Swift.min(scale, (OffscreenRenderer.maximumPixels / Swift.max(size.width, size.height) * 1000).rounded(.down) / 1000)
        let sheetRenderer = try OffscreenRenderer(size: size, scale: fitting)
        var list: [DisplayItem] = []
        let ink = DisplayColor(red: 0.2, green: 0.2, blue: 0.22)
        for (n, tile) in tiles.enumerated() {
            let ox = gap + Double(n % columns) * (tileW + gap)
            let oy = gap + Double(n / columns) * (tileH + gap)
            list.append(.rect(Rect(x: ox - 1, y: oy - 1, width: tileW + 2, height: tileH + 2), color: DisplayColor(red: 0.75, green: 0.75, blue: 0.78)))
            list.append(.rect(Rect(x: ox, y: oy, width: tileW, height: caption), color: DisplayColor(red: 0.96, green: 0.96, blue: 0.97)))
            let texts = lines == 1 ? [captions[n].joined(separator: "   ")] : captions[n]
            for (i, text) in texts.enumerated() {
                list.append(.text(text, frame: Rect(x: ox + 6, y: oy + 3 + Double(i) * lineHeight, width: tileW - 12, height: lineHeight - 2),
                                  fontSize: fontSize, alignment: UnitPoint(x: 0, y: 0.5), color: ink))
            }
            // The window centred in the tile, on the tile's backdrop when it is the smaller.
            let w = tile.window, wx = ox + ((tileW - w.width) / 2).rounded(.down), wy = oy + caption + ((window.height - w.height) / 2).rounded(.down)
            list.append(w == window ? .rect(Rect(x: ox, y: wy, width: tileW, height: w.height), color: tile.background)
                                    : .rect(Rect(x: wx, y: wy, width: w.width, height: w.height), color: tile.background))
            list.append(.clip(Rect(x: wx, y: wy, width: w.width, height: w.height)))
            for item in tile.list { list.append(translate(item, dx: wx, dy: wy)) }
            list.append(.clip(nil))
        }
        sheetRenderer.render(list, background: DisplayColor(red: 0.88, green: 0.88, blue: 0.9))
        try sheetRenderer.savePNG(path: path)
    }

    func translate(_ item: DisplayItem, dx: Double, dy: Double) -> DisplayItem {
        func move(_ r: Rect) -> Rect { Rect(x: r.minX + dx, y: r.minY + dy, width: r.width, height: r.height) }
        switch item {
        case let .rect(r, color): return .rect(move(r), color: color)
        case let .text(s, frame, size, alignment, color): return .text(s, frame: move(frame), fontSize: size, alignment: alignment, color: color)
        case let .scaledText(s, frame, size, scale, color):
            return .scaledText(s, frame: move(frame), fontSize: size, scale: scale, color: color)
        case let .clip(r):
            // Clips inside a tile stay inside it (the tile's own clip is re-applied after).
            return .clip(r.map(move))
        }
    }
}

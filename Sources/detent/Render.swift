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
        Writes DIR/frame-00000.png, frame-00001.png, ... one per frame at t = k/fps (the same \
        frames replay prints), each the whole window as the sandbox draws it, through SDL's \
        software renderer (no display needed). --sheet also writes one contact sheet of 12 \
        evenly spaced frames (the first and the last included), each captioned with its time, \
        phase and value. A progress bar goes to standard error when it is a terminal.

        Examples:
          detent render Traces/fling-bounce.jsonl --out /tmp/frames
          detent render Traces/slow-drag.jsonl --out /tmp/frames --fps 30 --scale 2 --sheet /tmp/sheet.png
        """
    )

    @Argument(help: "The trace file; - reads standard input.")
    var trace: String

    @Option(help: "The directory for the frames (created if missing).")
    var out: String

    @Option(help: "Frames per second.")
    var fps: Int = 60

    @Option(help: "Pixels per point.")
    var scale: Double = 1

    @Option(help: "Also write a contact sheet of evenly spaced frames to this PNG file.")
    var sheet: String?

    @Option(help: "End at this trace time (seconds): the last frame is the last at or before it.")
    var until: Double?

    func validate() throws {
        guard (1...1000).contains(fps) else { throw ValidationError("--fps must be a whole number from 1 to 1000") }
        guard scale.isFinite, scale > 0, scale <= 8 else { throw ValidationError("--scale must be a number in (0, 8]") }
        if let until, !(until.isFinite && until >= 0) { throw ValidationError("--until must be a finite number of seconds ≥ 0") }
    }

    func run() throws {
        let name = trace == "-" ? "<stdin>" : trace
        let t = try loadTrace(trace)
        let options = ReplayOptions(fps: fps, until: until)
        // A first pass counts the frames (for the progress bar and the sheet's spacing).
        let total: Int
        do { total = try Replayer(trace: t, options: options, name: name).run(record: { _ in }).frames } catch {
            printError(error.description)
            throw ExitCode(65)
        }
        if mkdir(out, 0o755) != 0 && errno != EEXIST {
            printError("\(out): cannot create the directory: \(String(cString: strerror(errno)))")
            throw ExitCode(73)
        }
        let renderer: OffscreenRenderer
        do { renderer = try OffscreenRenderer(size: t.header.window, scale: scale) } catch {
            printError("detent render: \(error)")
            throw ExitCode(70)
        }
        let sheetCount = Swift.min(12, total)
        var sheetPicks = Set<Int>()
        if sheetCount > 0 {
            for i in 0..<sheetCount {
                sheetPicks.insert(sheetCount == 1 ? 0 : Int((Double(i) * Double(total - 1) / Double(sheetCount - 1)).rounded()))
            }
        }
        var tiles: [(sample: FrameSample, label: String, list: [DisplayItem], background: DisplayColor)] = []
        let progress = ProgressBar(total: total, enabled: isatty(2) != 0)
        var index = 0
        var failure: String?
        do {
            _ = try Replayer(trace: t, options: options, name: name).run(record: { _ in }, frame: { picker, sample in
                guard failure == nil else { return }
                renderer.render(picker)
                let path = out + "/" + "frame-" + pad(index, 5) + ".png"
                do { try renderer.savePNG(path: path) } catch { failure = "\(error)" }
                if sheetPicks.contains(index) {
                    tiles.append((sample, picker.configuration.label(for: sample.value), picker.displayList(measuringWith: renderer.textMeasurer), picker.configuration.theme.background))
                }
                index += 1
                progress.update(index)
            })
        } catch {
            progress.finish()
            printError(error.description)
            throw ExitCode(65)
        }
        progress.finish()
        if let failure {
            printError("detent render: \(failure)")
            throw ExitCode(73)
        }
        if let sheet {
            do { try writeSheet(tiles, window: t.header.window, to: sheet) } catch {
                printError("detent render: \(error)")
                throw ExitCode(73)
            }
        }
        printError("detent render: \(index) frames in \(out)" + (sheet.map { ", contact sheet \($0)" } ?? ""))
    }

    /// Lays the tiles out 3 across, each captioned, and saves them as one PNG.
    func writeSheet(_ tiles: [(sample: FrameSample, label: String, list: [DisplayItem], background: DisplayColor)],
                    window: Size, to path: String) throws(SDLError) {
        let columns = Swift.min(3, Swift.max(1, tiles.count))
        let rows = (tiles.count + columns - 1) / columns
        let gap = 8.0, caption = 22.0
        let tileW = window.width, tileH = window.height + caption
        let size = Size(width: Double(columns) * (tileW + gap) + gap, height: Double(Swift.max(rows, 1)) * (tileH + gap) + gap)
        let sheetRenderer = try OffscreenRenderer(size: size, scale: scale)
        var list: [DisplayItem] = []
        let ink = DisplayColor(red: 0.2, green: 0.2, blue: 0.22)
        for (n, tile) in tiles.enumerated() {
            let ox = gap + Double(n % columns) * (tileW + gap)
            let oy = gap + Double(n / columns) * (tileH + gap)
            list.append(.rect(Rect(x: ox - 1, y: oy - 1, width: tileW + 2, height: tileH + 2), color: DisplayColor(red: 0.75, green: 0.75, blue: 0.78)))
            list.append(.rect(Rect(x: ox, y: oy, width: tileW, height: caption), color: DisplayColor(red: 0.96, green: 0.96, blue: 0.97)))
            let s = tile.sample
            let text = "t \(fixed(s.t, 3)) s   \(s.phase.rawValue)   value \(tile.label)   offset \(fixed(s.offset, 1))"
            list.append(.text(text, frame: Rect(x: ox + 6, y: oy + 3, width: tileW - 12, height: caption - 6), fontSize: 13,
                              alignment: UnitPoint(x: 0, y: 0.5), color: ink))
            list.append(.rect(Rect(x: ox, y: oy + caption, width: tileW, height: window.height), color: tile.background))
            list.append(.clip(Rect(x: ox, y: oy + caption, width: tileW, height: window.height)))
            for item in tile.list { list.append(translate(item, dx: ox, dy: oy + caption)) }
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
        case let .clip(r):
            // Clips inside a tile stay inside it (the tile's own clip is re-applied after).
            return .clip(r.map(move))
        }
    }
}

func pad(_ n: Int, _ width: Int) -> String {
    let s = String(n)
    return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
}

/// `d` with `decimals` digits after the point.
func fixed(_ d: Double, _ decimals: Int) -> String { PickerValues.format(d, decimals: decimals) }

/// A one-line progress bar on standard error.
final class ProgressBar {
    let total: Int
    let enabled: Bool
    private var lastDrawn = -1
    init(total: Int, enabled: Bool) { self.total = total; self.enabled = enabled }
    func update(_ done: Int) {
        guard enabled, total > 0 else { return }
        let width = 40
        let filled = done * width / total
        guard filled != lastDrawn || done == total else { return }
        lastDrawn = filled
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        let line = "\r[\(bar)] \(done)/\(total) frames"
        _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
    }
    func finish() {
        guard enabled, lastDrawn >= 0 else { return }
        _ = "\n".utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
    }
}

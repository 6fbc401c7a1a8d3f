import DetentCLI

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
        writeStandardError(line)
    }
    func finish() {
        guard enabled, lastDrawn >= 0 else { return }
        writeStandardError("\n")
    }
}

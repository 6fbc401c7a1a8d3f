import Foundation

/// A trace file in a fresh temporary directory.
func temporaryTrace(_ lines: [String], name: String = "t.jsonl") throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("detent-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let path = dir.appendingPathComponent(name).path
    try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

import Foundation

/// A built executable next to the test bundle (`detent`, `sandbox`).
enum Executable {
    static func named(_ name: String) -> URL? {
        CLI.executable.map { $0.deletingLastPathComponent().appendingPathComponent(name) }
            .flatMap { FileManager.default.isExecutableFile(atPath: $0.path) ? $0 : nil }
    }
}

import Detent
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The exit statuses of both tools, `detent` and `sandbox` (the BSD `sysexits` numbers),
/// in one place so that their help and the README say the same.
public enum ExitStatus {
    public static let success: Int32 = 0
    /// `--expect-value` did not match.
    public static let mismatch: Int32 = 1
    /// A bad option or argument; a replay of more frame lines than `--max-frames`.
    public static let usage: Int32 = 64
    /// Bad data: a trace line (`FILE:LINE: reason`) or a value the engine refuses.
    public static let dataError: Int32 = 65
    /// An input file cannot be opened.
    public static let cannotOpen: Int32 = 66
    /// No display to open a window on (sandbox).
    public static let unavailable: Int32 = 69
    /// SDL failed (no renderer, no font).
    public static let software: Int32 = 70
    /// An output file or folder cannot be created or written.
    public static let cannotCreate: Int32 = 73

    /// The table as the tools' help prints it.
    public static let table = """
        Exit statuses (both tools):
          0   success
          1   --expect-value did not match (detent)
          64  a bad option or argument; more frame lines than --max-frames (detent)
          65  bad data: a trace line (FILE:LINE: reason) or a value the engine refuses
          66  an input file cannot be opened
          69  no display to open a window on (sandbox)
          70  SDL failed (no renderer, no font)
          73  an output file or folder cannot be created or written
        """
}

/// The version both tools print with `--version`.
public let detentVersion = "0.1.0"

/// `n` and the noun, plural unless `n` is 1: "1 frame", "12 frames".
public func counted(_ n: Int, _ noun: String) -> String {
    "\(n) \(noun)\(n == 1 ? "" : "s")"
}

/// Why a file cannot be written at `path` (its folder missing or not writable, or the path
/// a folder), or nil when it can: checked before a long run, so a bad path fails at once.
public func outputFileProblem(_ path: String) -> String? {
    var info = stat()
    if stat(path, &info) == 0 {
        if info.st_mode & S_IFMT == S_IFDIR { return "\(path): is a directory" }
        return access(path, W_OK) == 0 ? nil : "\(path): cannot write: \(String(cString: strerror(errno)))"
    }
    let slash = path.lastIndex(of: "/")
    let dir = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    guard stat(dir, &info) == 0 else { return "\(path): cannot write: the folder \(dir) does not exist" }
    guard info.st_mode & S_IFMT == S_IFDIR else { return "\(path): cannot write: \(dir) is not a folder" }
    guard access(dir, W_OK) == 0 else { return "\(path): cannot write into \(dir): \(String(cString: strerror(errno)))" }
    return nil
}

/// The `p`-th percentile (0…100) of `values` by nearest rank; 0 when empty.
public func percentile(_ values: [Double], _ p: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let rank = Int(saturating: (p / 100 * Double(sorted.count)).rounded(.up))
    return sorted[Swift.max(0, Swift.min(sorted.count - 1, rank - 1))]
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

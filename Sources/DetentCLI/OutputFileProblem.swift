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
    let dir = folder(of: path)
    guard stat(dir, &info) == 0 else { return "\(path): cannot write: the folder \(dir) does not exist" }
    guard info.st_mode & S_IFMT == S_IFDIR else { return "\(path): cannot write: \(dir) is not a folder" }
    guard access(dir, W_OK) == 0 else { return "\(path): cannot write into \(dir): \(String(cString: strerror(errno)))" }
    return nil
}

/// The folder `path` names a file in, as written (`.` for a bare name, `/` for one at the root).
public func folder(of path: String) -> String {
    let slash = path.lastIndex(of: "/")
    return slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
}

/// Whether the paths `a` and `b` name the same file: the same text once `.` and `..` parts
/// and repeated slashes are resolved against the working directory, or, for files that
/// exist, the same device and inode (a link, a second spelling).
public func sameFile(_ a: String, _ b: String) -> Bool {
    var sa = stat(), sb = stat()
    if stat(a, &sa) == 0, stat(b, &sb) == 0 { return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino }
    return normalizedPath(a) == normalizedPath(b)
}

/// `path` made absolute against the working directory, its `.` and `..` parts and
/// repeated or trailing slashes resolved in the text (links are not followed).
func normalizedPath(_ path: String) -> String {
    var parts: [Substring] = []
    var full = path
    if !path.hasPrefix("/") {
        var buffer = [CChar](repeating: 0, count: 4096)
        if getcwd(&buffer, buffer.count) != nil {
            full = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) + "/" + path
        }
    }
    for part in full.split(separator: "/") {
        if part == "." { continue }
        if part == ".." { _ = parts.popLast(); continue }
        parts.append(part)
    }
    return "/" + parts.joined(separator: "/")
}

/// Why writing `output` (given as `option`) would destroy the input file `input`, or nil:
/// `detent plot T --out T` wrote its chart over the trace it read.
public func overwritesInput(_ output: String, option: String, input: String) -> String? {
    guard input != "-", output != "-", sameFile(output, input) else { return nil }
    return "\(option) \(output) is the trace read, \(input): it would be written over"
}

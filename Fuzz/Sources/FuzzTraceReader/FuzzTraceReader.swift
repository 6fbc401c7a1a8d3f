import DetentCheck
import LibFuzzer
#if canImport(Glibc)
import Glibc
#endif

/// One input: the bytes as a trace file. A trap is the crash libFuzzer looks for; a broken
/// promise of the reader aborts.
func fuzzTraceReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    if let problem = TraceFuzzing.run(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))) {
        LibFuzzer.report(problem)
        abort()
    }
    return 0
}

/// SwiftPM links an executable's entry point under its own name, so the target starts
/// libFuzzer's driver itself rather than linking libFuzzer's `main`.
@main struct FuzzTraceReaderMain {
    static func main() { exit(LibFuzzer.run(fuzzTraceReader)) }
}

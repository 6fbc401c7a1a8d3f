import DetentCheck
import LibFuzzer
#if canImport(Glibc)
import Glibc
#endif

/// One input: the bytes decide a picker and gestures (``ByteEntropy``); a broken invariant
/// aborts, which libFuzzer reports as a crash and saves the input.
func fuzzEngine(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let violations = EngineFuzzing.run(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
    if !violations.isEmpty {
        for v in violations { LibFuzzer.report("\(v)") }
        abort()
    }
    return 0
}

/// SwiftPM links an executable's entry point under its own name, so the target starts
/// libFuzzer's driver itself rather than linking libFuzzer's `main`.
@main struct FuzzEngineMain {
    static func main() { exit(LibFuzzer.run(fuzzEngine)) }
}

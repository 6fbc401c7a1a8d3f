/// libFuzzer's driver (in the runtime `-sanitize=fuzzer` links): parses libFuzzer's flags
/// from the command line and calls `callback` once per input.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

#if canImport(Glibc)
import Glibc
#endif

public enum LibFuzzer {
    /// Writes a line to standard error at once (an abort follows: nothing buffered survives it).
    public static func report(_ s: String) {
        let line = s + "\n"
        _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
    }

    /// Runs libFuzzer with this process's arguments; its exit status.
    public static func run(_ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        return LLVMFuzzerRunDriver(&argc, &argv, callback)
    }
}

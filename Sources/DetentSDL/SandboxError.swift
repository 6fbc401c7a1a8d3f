/// Why the sandbox could not start.
public enum SandboxError: Error, CustomStringConvertible {
    case noDisplay(String)
    case failed(String)
    /// An output file (the recording) cannot be written.
    case cannotWrite(String)
    /// An option out of range (the window size).
    case usage(String)

    /// The command used to start this program, for hints that work from the checkout
    /// (`.build/release/sandbox`, not a bare `sandbox` that is not on PATH).
    static var program: String { CommandLine.arguments.first ?? "sandbox" }

    public var description: String {
        switch self {
        case let .noDisplay(reason):
            let program = SandboxError.program
            let dir = program.contains("/") ? String(program[..<program.lastIndex(of: "/")!]) + "/" : ""
            return "sandbox: no display (\(reason)); replay traces headless with `\(dir)detent replay TRACE`, "
                + "or run the window under `xvfb-run -a -s \"-screen 0 1280x720x24\" \(program)`"
        case let .failed(reason), let .cannotWrite(reason), let .usage(reason):
            return "sandbox: \(reason)"
        }
    }
}

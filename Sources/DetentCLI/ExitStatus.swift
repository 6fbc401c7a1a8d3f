import DetentTrace

/// The exit statuses of both tools, `detent` and `sandbox` (the BSD `sysexits` numbers),
/// in one place so that their help and the README say the same.
public enum ExitStatus {
    public static let success: Int32 = 0
    /// `--expect-value` did not match, or `detent soak` found an invariant violated.
    public static let mismatch: Int32 = 1
    /// A bad option or argument; a replay of more frame lines than `--max-frames`.
    public static let usage: Int32 = 64
    /// Bad data: a trace line (`FILE:LINE: reason`) or a value the engine refuses.
    public static let dataError: Int32 = 65
    /// An input file cannot be opened.
    public static let cannotOpen: Int32 = 66
    /// No display to open a window on (sandbox, and the C examples in Examples/).
    public static let unavailable: Int32 = 69
    /// SDL failed (no renderer, no font).
    public static let software: Int32 = 70
    /// An output file or folder cannot be created or written.
    public static let cannotCreate: Int32 = 73

    /// The table as the tools' help prints it.
    public static let table = """
        Exit statuses (both tools):
          0   success
          1   --expect-value did not match, or soak found a violation (detent)
          64  a bad option or argument; more frame lines than --max-frames (detent)
          65  bad data: a trace line (FILE:LINE: reason) or a value the engine refuses
          66  an input file cannot be opened
          69  no display to open a window on (sandbox, the C examples)
          70  SDL failed (no renderer, no font)
          73  an output file or folder cannot be created or written
        """
}

extension TraceError {
    /// The exit status for this error: 66 cannot open, 65 bad data, 64 frame limit.
    public var exitStatus: Int32 {
        switch kind {
        case .cannotOpen: return ExitStatus.cannotOpen
        case .badData: return ExitStatus.dataError
        case .frameLimit: return ExitStatus.usage
        }
    }
}

import CDetent
import Detent

// What every call of include/detent.h shares: the version, statuses and their messages,
// refusing a call (the status and detent_last_error()), the time check.

/// The library's version: that of the header it is built with (DETENT_VERSION_*), kept for
/// the life of the process (never written after it is made).
nonisolated(unsafe) private let version: UnsafePointer<CChar> = {
    let p = UnsafeMutablePointer<CChar>.allocate(capacity: DETENT_VERSION.utf8.count + 1)
    _ = CText.copy(DETENT_VERSION, to: p)
    return UnsafePointer(p)
}()

@_cdecl("detent_version")
public func detent_version() -> UnsafePointer<CChar> { version }

@_cdecl("detent_version_number")
public func detent_version_number() -> UInt32 {
    UInt32(DETENT_VERSION_MAJOR << 16 | DETENT_VERSION_MINOR << 8 | DETENT_VERSION_PATCH)
}

@_cdecl("detent_last_error")
public func detent_last_error() -> UnsafePointer<CChar> {
    LastError.message
}

/// The description of each status, NUL-terminated (static: the C caller may keep the pointer).
private let statusMessages: [(detent_status, StaticString)] = [
    (DETENT_OK, "DETENT_OK: success"),
    (DETENT_ERROR_NULL, "DETENT_ERROR_NULL: a NULL handle, buffer or output pointer where one is required"),
    (DETENT_ERROR_NOT_FINITE, "DETENT_ERROR_NOT_FINITE: a number is NaN or infinite"),
    (DETENT_ERROR_TIME, "DETENT_ERROR_TIME: the time is earlier than the handle's time or outside ±1e9 s"),
    (DETENT_ERROR_INVALID, "DETENT_ERROR_INVALID: an argument is out of its range, unknown, or bad JSON"),
    (DETENT_ERROR_BUSY, "DETENT_ERROR_BUSY: a call on a handle from inside its own callback"),
    (DETENT_ERROR_SIZE, "DETENT_ERROR_SIZE: a struct's size field is not one this library knows"),
    (DETENT_ERROR_BUFFER_TOO_SMALL, "DETENT_ERROR_BUFFER_TOO_SMALL: the buffer is too small; the count needed was written"),
    (DETENT_ERROR_STATE, "DETENT_ERROR_STATE: not possible in the current state (a fling while a pointer is down)"),
]
private let unknownStatus: StaticString = "unknown status"

@_cdecl("detent_strerror")
public func detent_strerror(_ status: detent_status) -> UnsafePointer<CChar> {
    let text = statusMessages.first { $0.0 == status }?.1 ?? unknownStatus
    return UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: CChar.self)
}

/// Refusing a call: the status to return, with the thread's last error set.
enum Refusal {
    static func fail(_ status: detent_status, _ message: Message) -> detent_status {
        LastError.set(message)
        return status
    }

    // The refusals many calls share, each written out of line once: a message built at each
    // refusal is some 50 bytes of code in the WebAssembly module.

    /// "<function>: <reason>".
    static func fail(_ status: detent_status, _ function: StaticString, _ reason: Message) -> detent_status {
        LastError.set(function, reason)
        return status
    }

    /// DETENT_ERROR_NULL: "<function>: <what> is NULL".
    @inline(never)
    static func null(_ function: StaticString, _ what: StaticString) -> detent_status {
        fail(DETENT_ERROR_NULL, function, "\(what) is NULL")
    }

    /// DETENT_ERROR_INVALID: "<function>: <value> is not a <type>", a C enum constant that names
    /// none of its cases.
    @inline(never)
    static func notA(_ function: StaticString, _ value: UInt32, _ type: StaticString) -> detent_status {
        fail(DETENT_ERROR_INVALID, function, "\(value) is not a \(type)")
    }

    /// The status for an error the engine threw (a time outside ±1e9 s is a time error).
    static func fail(_ error: ScrollEngineError, _ function: StaticString) -> detent_status {
        let status: detent_status
        switch error {
        case .nonFinite: status = DETENT_ERROR_NOT_FINITE
        case .timeWentBackwards: status = DETENT_ERROR_TIME
        case .invalid: status = DETENT_ERROR_INVALID
        }
        return fail(status, function, "\(error)")
    }

    /// `nil` for a time every layer accepts, else the status (and the message set).
    @inline(__always)
    static func checkTime(_ t: Double, _ function: StaticString) -> detent_status? {
        InputLimits.isAcceptedTime(t) ? nil : refuseTime(t, function)
    }

    private static func refuseTime(_ t: Double, _ function: StaticString) -> detent_status {
        if !t.isFinite { return fail(DETENT_ERROR_NOT_FINITE, function, "the time \(t) is not a finite number") }
        return fail(DETENT_ERROR_TIME, function, "the time \(t) s is outside ±\(InputLimits.maximumTime) s")
    }

    /// `nil` when every number is finite, else DETENT_ERROR_NOT_FINITE naming `what`. Fixed
    /// arities, not a variadic list: that would allocate an array on every input.
    static func checkFinite(_ function: StaticString, _ what: StaticString, _ a: Double) -> detent_status? {
        a.isFinite ? nil : notFinite(function, what, 1, a, 0, 0, 0)
    }

    static func checkFinite(_ function: StaticString, _ what: StaticString, _ a: Double, _ b: Double) -> detent_status? {
        a.isFinite && b.isFinite ? nil : notFinite(function, what, 2, a, b, 0, 0)
    }

    static func checkFinite(_ function: StaticString, _ what: StaticString, _ a: Double, _ b: Double, _ c: Double,
                            _ d: Double) -> detent_status? {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite ? nil : notFinite(function, what, 4, a, b, c, d)
    }

    /// "<function>: <what> a, b, … is not finite", the first `n` of the numbers. Out of line, and
    /// numbers, not a list: the list was an array made at each place a check is inlined.
    @inline(never)
    private static func notFinite(_ function: StaticString, _ what: StaticString, _ n: Int, _ a: Double, _ b: Double,
                                  _ c: Double, _ d: Double) -> detent_status {
        // Appended piece by piece: joining messages (or listing the numbers) costs 200 bytes of code more.
        var message: Message = ""
        message.appendInterpolation(what)
        message.appendLiteral(" ")
        message.appendInterpolation(a)
        for i in 1..<n {
            message.appendLiteral(", ")
            message.appendInterpolation(i == 1 ? b : i == 2 ? c : d)
        }
        message.appendLiteral(" is not finite")
        return fail(DETENT_ERROR_NOT_FINITE, function, message)
    }
}

/// A C `size_t` as Swift imports it: above `Int.max` reads as negative, and means "plenty".
func capacity(_ n: Int) -> Int { n < 0 ? .max : n }

/// A C `int` flag.
func flag(_ v: Int32) -> Bool { v != 0 }

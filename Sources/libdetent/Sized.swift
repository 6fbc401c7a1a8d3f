import CDetent
import Detent

/// The structs of detent.h that begin with `size_t size`: how many bytes of them the caller's
/// program knows. A minor release may add fields at the end; the library reads and writes
/// only the caller's bytes, so an older program keeps working.
enum Sized {
    /// The smallest size accepted for `T`: the size it had in 1.0.0, when every sized struct
    /// began. (A field added later is not in an older caller's struct; it takes its default.)
    static func minimum<T>(_: T.Type) -> Int {
        // detent_engine_config grew in 1.1.0: a 1.0.0 caller's struct ends before overshoot_limit,
        // the first of the three fields 1.1.0 added (a double, an int padded to 8, a double:
        // the struct's last 24 bytes on every target; no key path, which Embedded Swift lacks).
        if T.self == detent_engine_config.self { return MemoryLayout<detent_engine_config>.size - 24 }
        // detent_item grew in 1.2.0 by scale_x and scale_y (two doubles: its last 16 bytes).
        if T.self == detent_item.self { return MemoryLayout<detent_item>.size - 16 }
        // detent_picker_config grew in 1.3.0 by ten ints and seven doubles (its last 96 bytes).
        if T.self == detent_picker_config.self { return MemoryLayout<detent_picker_config>.size - 96 }
        return MemoryLayout<T>.size
    }

    /// The caller's `size` field at `p` (the first field of every sized struct).
    static func size(at p: UnsafeRawPointer) -> Int { p.load(as: Int.self) }

    /// Why `size` is refused for a `T`, or `nil`: below the minimum, not a multiple of 8, or
    /// (`largerAllowed` false: a struct the library reads or initialises) larger than its own.
    @inline(__always)
    static func problem<T>(_ size: Int, _: T.Type, largerAllowed: Bool) -> Message? {
        problem(size, minimum: minimum(T.self), own: MemoryLayout<T>.size, largerAllowed: largerAllowed)
    }

    /// ``problem(_:_:largerAllowed:)`` for a struct of `own` bytes that takes at least `minimum`.
    /// The test inline (the frame call checks a size every frame), the message out of line.
    @inline(__always)
    private static func problem(_ size: Int, minimum: Int, own: Int, largerAllowed: Bool) -> Message? {
        guard size < minimum || size % 8 != 0 || (!largerAllowed && size > own) else { return nil }
        return describe(size, minimum: minimum, own: own, largerAllowed: largerAllowed)
    }

    /// Why `size` is refused (one function, not one per struct type).
    @inline(never)
    private static func describe(_ size: Int, minimum: Int, own: Int, largerAllowed: Bool) -> Message {
        // Written as a 64-bit library reads it: where size_t is 32 bits (the module) one of
        // 2^31 and up is no negative number.
        let read = Int64(truncatingIfNeeded: UInt64(UInt(bitPattern: size)))
        let allowed: Message = largerAllowed ? "at least \(minimum)" : "\(minimum) to \(own)"
        let newer: StaticString = read > own ? " (built against a newer detent.h?)" : ""
        return "the size field is \(read); this library (\(DETENT_VERSION)) takes \(allowed), a multiple of 8\(newer)"
    }

    /// `nil` when `size` is one the library takes for a `T`, else DETENT_ERROR_SIZE with the
    /// message `"<function>: <name>: <problem>"` set. Inlined: the drains check a size every
    /// frame (a call more was 28 instructions on c_frame).
    @inline(__always)
    static func refusal<T>(_ size: Int, _: T.Type, largerAllowed: Bool, _ function: StaticString, _ name: StaticString) -> detent_status? {
        guard let problem = problem(size, T.self, largerAllowed: largerAllowed) else { return nil }
        return refuse(function, name, problem)
    }

    /// DETENT_ERROR_SIZE, "<function>: <name>: <problem>". Out of line: one for every struct.
    @inline(never)
    private static func refuse(_ function: StaticString, _ name: StaticString, _ problem: Message) -> detent_status {
        Refusal.fail(DETENT_ERROR_SIZE, function, "\(name): \(problem)")
    }

    /// `detent_*_config_init`: `defaults` written into the caller's struct of `size` bytes, a
    /// NULL struct or a size the library does not take refused.
    static func initialize<T>(_ p: UnsafeMutablePointer<T>?, size: Int, to defaults: T, _ function: StaticString) -> detent_status {
        withUnsafeBytes(of: defaults) { initialize(UnsafeMutableRawPointer(p), size: size, minimum: minimum(T.self), to: $0, function) }
    }

    /// ``initialize(_:size:to:_:)`` for a struct whose defaults are the bytes `defaults` (one
    /// function for both configs, not one per struct type).
    @inline(never)
    private static func initialize(_ p: UnsafeMutableRawPointer?, size: Int, minimum: Int, to defaults: UnsafeRawBufferPointer,
                                   _ function: StaticString) -> detent_status {
        guard let p else { return Refusal.null(function, "the config") }
        if let problem = problem(size, minimum: minimum, own: defaults.count, largerAllowed: false) {
            return Refusal.fail(DETENT_ERROR_SIZE, function, problem)
        }
        write(defaults, to: p, callerSize: size)
        return DETENT_OK
    }

    /// A call's one output struct: `value()` written into the caller's struct at `out` (of the
    /// size its size field says), a NULL `out` (`"<function>: <null> is NULL"`) or a size the
    /// library does not take (`"<function>: <name>: <problem>"`) refused.
    static func output<T>(_ out: UnsafeMutablePointer<T>?, largerAllowed: Bool, _ function: StaticString, null: StaticString,
                          name: StaticString, _ value: () -> T) -> detent_status {
        if let refused = outputRefusal(UnsafeMutableRawPointer(out), minimum: minimum(T.self), own: MemoryLayout<T>.size,
                                       largerAllowed: largerAllowed, function, null: null, name: name) {
            return refused
        }
        let p = out.unsafelyUnwrapped   // not NULL: checked above
        write(value(), to: p, callerSize: size(at: p))
        return DETENT_OK
    }

    /// Why ``output(_:largerAllowed:_:null:name:_:)`` refuses `out`, or nil (one function for
    /// every struct type, not one in each call).
    @inline(never)
    private static func outputRefusal(_ out: UnsafeMutableRawPointer?, minimum: Int, own: Int, largerAllowed: Bool,
                                      _ function: StaticString, null: StaticString, name: StaticString) -> detent_status? {
        guard let out else { return Refusal.null(function, null) }
        guard let problem = problem(size(at: out), minimum: minimum, own: own, largerAllowed: largerAllowed) else { return nil }
        return refuse(function, name, problem)
    }

    /// The struct the caller filled: its bytes over `defaults` (fields it does not know keep
    /// their defaults), with `size` set to the library's.
    static func read<T>(_ p: UnsafePointer<T>, over defaults: T) -> T {
        var value = defaults
        let n = Swift.min(size(at: p), MemoryLayout<T>.size)
        withUnsafeMutableBytes(of: &value) { $0.baseAddress!.copyMemory(from: p, byteCount: n) }
        withUnsafeMutableBytes(of: &value) { $0.storeBytes(of: MemoryLayout<T>.size, as: Int.self) }
        return value
    }

    /// Writes `value` into the caller's struct of `callerSize` bytes at `p`: the bytes both know,
    /// zeros past the library's own, and `size` set to the bytes filled.
    static func write<T>(_ value: T, to p: UnsafeMutableRawPointer, callerSize: Int) {
        withUnsafeBytes(of: value) { write($0, to: p, callerSize: callerSize) }
    }

    /// ``write(_:to:callerSize:)`` for a struct's bytes (one function for every struct type).
    @inline(never)
    private static func write(_ bytes: UnsafeRawBufferPointer, to p: UnsafeMutableRawPointer, callerSize: Int) {
        let n = Swift.min(callerSize, bytes.count)
        p.copyMemory(from: bytes.baseAddress!, byteCount: n)
        p.storeBytes(of: n, as: Int.self)   // every caller's size passed problem(): at least 8
        if callerSize > n { (p + n).initializeMemory(as: UInt8.self, repeating: 0, count: callerSize - n) }
    }
}

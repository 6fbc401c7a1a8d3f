// The two C functions the Embedded Swift runtime calls that wasi-libc would take from its host
// through WASI imports: defined here, the module imports nothing and runs in any page or in node.

/// Seeds Swift's hashing (Set, Dictionary): a fixed seed. Nothing the module computes depends on
/// hash order, so a fixed seed gives the same results with no source of randomness.
@_cdecl("arc4random_buf")
public func arc4random_buf(_ buffer: UnsafeMutableRawPointer?, _ count: Int) {
    guard let buffer, count > 0 else { return }
    buffer.initializeMemory(as: UInt8.self, repeating: 0x5d, count: count)
}

/// `print` writes through it; the module prints nothing, so a character goes nowhere.
@_cdecl("putchar")
public func putchar(_ c: Int32) -> Int32 { c }

@_extern(c, "strtod") private func strtod(_ text: UnsafePointer<CChar>, _ end: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Double

/// `Double(String)` (the trace reader's numbers) parses through it: wasi-libc's `strtod`,
/// correctly rounded as glibc's is, in the C locale (the only one the module has).
@_cdecl("_swift_stdlib_strtod_clocale")
public func _swift_stdlib_strtod_clocale(_ text: UnsafePointer<CChar>?, _ result: UnsafeMutablePointer<Double>?) -> UnsafePointer<CChar>? {
    guard let text, let result else { return nil }
    var end: UnsafeMutablePointer<CChar>?
    result.pointee = strtod(text, &end)
    return end.map { UnsafePointer($0) }
}

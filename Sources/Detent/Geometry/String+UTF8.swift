extension String {
    /// Calls `body` with the string's UTF-8, in place: how a string's bytes and length are read.
    /// Only Objective-C's bridged strings keep theirs elsewhere; reading them (a copy made
    /// contiguous) is code a build without Objective-C (Linux, WebAssembly) never needs, so it
    /// has none of it (`utf8.count` and `withUTF8` would bring it, kilobytes of WebAssembly).
    // Inlinable: unspecialised in another module, it looks up generic metadata at each call
    // (a label is measured on every frame).
    @inlinable
    package func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        #if _runtime(_ObjC)
        if let r = utf8.withContiguousStorageIfAvailable(body) { return r }
        var copy = self
        return copy.withUTF8(body)
        #else
        return utf8.withContiguousStorageIfAvailable(body)!
        #endif
    }

    /// The bytes of the string's UTF-8 (as `utf8.count`, read in place).
    @inlinable
    package var utf8ByteCount: Int { withUTF8Bytes { $0.count } }

    /// Whether `other` is the same text byte for byte (the same UTF-8): how names and keywords
    /// are compared (JSON members, profiles, themes, styles, behaviours), as JSON compares
    /// member names (RFC 8259, section 8.3). String's `==` compares canonical equivalence
    /// instead, which brings Unicode's normalisation tables (36 KB) into the WebAssembly
    /// module; against a lowercase ASCII keyword the two agree on every input. Compared as
    /// contiguous bytes: walking the two `utf8` views is about 1 KB of WebAssembly a caller.
    package func isSameUTF8(_ other: String) -> Bool {
        withUTF8Bytes { p in other.withUTF8Bytes { q in p.elementsEqual(q) } }
    }

    /// Whether this sorts before `other` by bytes (for ASCII, as `<` sorts).
    package func precedesUTF8(_ other: String) -> Bool { utf8.lexicographicallyPrecedes(other.utf8) }
}

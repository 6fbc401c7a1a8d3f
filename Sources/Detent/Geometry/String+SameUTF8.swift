extension String {
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

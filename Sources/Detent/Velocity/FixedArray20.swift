/// Twenty values stored inline (no heap), indexed 0..<20.
///
/// A homogeneous tuple read through a pointer, because `InlineArray` needs macOS 26 and the
/// package deploys to macOS 15. Homogeneous tuples are laid out like C arrays, which is
/// what the rebinding relies on. Used where a gesture path must not allocate: the velocity
/// samples.
struct FixedArray20<Element> {
    static var count: Int { 20 }

    fileprivate var storage: (Element, Element, Element, Element, Element, Element, Element, Element, Element, Element,
                          Element, Element, Element, Element, Element, Element, Element, Element, Element, Element)

    init(repeating value: Element) {
        storage = (value, value, value, value, value, value, value, value, value, value,
                   value, value, value, value, value, value, value, value, value, value)
    }

    subscript(index: Int) -> Element {
        @inline(__always) get {
            precondition(index >= 0 && index < 20, "FixedArray20 index out of range")
            return withUnsafePointer(to: storage) {
                $0.withMemoryRebound(to: Element.self, capacity: 20) { $0[index] }
            }
        }
        @inline(__always) set {
            precondition(index >= 0 && index < 20, "FixedArray20 index out of range")
            withUnsafeMutablePointer(to: &storage) {
                $0.withMemoryRebound(to: Element.self, capacity: 20) { $0[index] = newValue }
            }
        }
    }

    /// Calls `body` with the twenty values as a buffer. Reading many values this way costs
    /// one borrow; the subscript's getter may copy the whole tuple per read.
    @inline(__always)
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) -> R) -> R {
        withUnsafePointer(to: storage) {
            $0.withMemoryRebound(to: Element.self, capacity: 20) { body(UnsafeBufferPointer(start: $0, count: 20)) }
        }
    }
}

extension FixedArray20 {
    /// ``withUnsafeBufferPointer(_:)`` through an `inout` access: the values are read where
    /// they are stored (a borrowed tuple may be copied to a temporary to take its address).
    @inline(__always)
    mutating func withUnsafeBufferPointerInPlace<R>(_ body: (UnsafeBufferPointer<Element>) -> R) -> R {
        withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: Element.self, capacity: 20) { body(UnsafeBufferPointer(start: $0, count: 20)) }
        }
    }
}

extension FixedArray20: Sendable where Element: Sendable {}

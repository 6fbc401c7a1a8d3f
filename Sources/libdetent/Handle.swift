import CDetent
import Detent

/// What a `detent_engine *` or `detent_picker *` points to: a retained Swift object.
protocol CHandle: AnyObject {
    /// "engine" or "picker", for messages.
    static var noun: String { get }
    /// Whether one of the handle's callbacks is running: calls on it are refused meanwhile
    /// (they would change or read what is being computed).
    var isBusy: Bool { get }
}

extension CHandle {
    /// The handle behind `p`, or nil (and the last error) for NULL or for a call from inside
    /// one of its callbacks. The caller holds a strong reference (a retain and a release):
    /// the per-frame calls use ``with(_:_:else:_:)``. Out of line: some sixty calls share it.
    @inline(never)
    static func from(_ p: OpaquePointer?, _ function: StaticString) -> Self? {
        guard let p else { noteRefusal(nil, function); return nil }
        let h = Unmanaged<Self>.fromOpaque(UnsafeRawPointer(p)).takeUnretainedValue()
        guard !h.isBusy else { noteRefusal(p, function); return nil }
        return h
    }

    /// `body` on the handle behind `p`, borrowed (no retain: the C caller owns it until
    /// `release`, and no call frees it from inside its own callback); `refused` and the last
    /// error as ``from(_:_:)`` sets it for NULL or a call from inside a callback.
    @inline(__always)
    static func with<R>(_ p: OpaquePointer?, _ function: StaticString, else refused: @autoclosure () -> R,
                        _ body: (Self) -> R) -> R {
        guard let p else { noteRefusal(nil, function); return refused() }
        return Unmanaged<Self>.fromOpaque(UnsafeRawPointer(p))._withUnsafeGuaranteedRef { h in
            guard !h.isBusy else { noteRefusal(p, function); return refused() }
            return body(h)
        }
    }

    /// The last error of a call refused on `p`: NULL, or from inside the handle's own callback.
    /// Out of line: a refusal is rare, and the per-frame calls inline ``with(_:_:else:_:)``.
    @inline(never)
    private static func noteRefusal(_ p: OpaquePointer?, _ function: StaticString) {
        LastError.set(function, p == nil ? "the \(noun) is NULL" : "called from inside the \(noun)'s own callback")
    }

    /// The status for a call `from` refused.
    static func refusal(_ p: OpaquePointer?) -> detent_status {
        p == nil ? DETENT_ERROR_NULL : DETENT_ERROR_BUSY
    }

    /// A new handle for the C caller (retained until `release`).
    func retainedPointer() -> OpaquePointer { OpaquePointer(Unmanaged.passRetained(self).toOpaque()) }

    /// Frees the handle at `p`: NULL is ignored, and so is a handle inside its own callback.
    static func release(_ p: OpaquePointer?, _ function: StaticString) {
        guard let p, from(p, function) != nil else { return }
        Unmanaged<Self>.fromOpaque(UnsafeRawPointer(p)).release()
    }
}

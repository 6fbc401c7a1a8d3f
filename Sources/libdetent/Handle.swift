import CDetent

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
    /// one of its callbacks.
    static func from(_ p: OpaquePointer?, _ function: StaticString) -> Self? {
        guard let p else {
            LastError.set("\(function): the \(noun) is NULL")
            return nil
        }
        let h = Unmanaged<Self>.fromOpaque(UnsafeRawPointer(p)).takeUnretainedValue()
        guard !h.isBusy else {
            LastError.set("\(function): called from inside the \(noun)'s own callback")
            return nil
        }
        return h
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

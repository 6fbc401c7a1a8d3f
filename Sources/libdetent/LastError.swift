#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `detent_last_error()`'s message: one NUL-terminated buffer per thread, kept through a
/// pthread key (Swift has no `thread_local`), freed when the thread exits.
final class LastError {
    /// The message's bytes, NUL-terminated.
    private var bytes: [CChar] = [0]

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { slot in
            // The thread is exiting: release its buffer.
            guard let slot else { return }
            Unmanaged<LastError>.fromOpaque(slot).release()
        }
        return key
    }()

    /// The calling thread's buffer, made on first use.
    private static var current: LastError {
        if let slot = pthread_getspecific(key) { return Unmanaged<LastError>.fromOpaque(slot).takeUnretainedValue() }
        let made = LastError()
        pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
        return made
    }

    /// Records `message` as the calling thread's last error.
    static func set(_ message: String) {
        let e = current
        e.bytes.removeAll(keepingCapacity: true)
        for b in message.utf8 { e.bytes.append(CChar(bitPattern: b == 0 ? 0x3F : b)) }
        e.bytes.append(0)
    }

    /// The calling thread's message; valid until its next failing call.
    static var message: UnsafePointer<CChar> {
        let e = current
        // The array is kept alive by `e`, which the thread's key holds.
        return e.bytes.withUnsafeBufferPointer { UnsafePointer($0.baseAddress!) }
    }
}

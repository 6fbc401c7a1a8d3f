#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Detent

/// `detent_last_error()`'s message: one NUL-terminated buffer per thread, kept through a
/// pthread key (Swift has no `thread_local`), freed when the thread exits; one buffer in a
/// build without threads (WebAssembly).
final class LastError {
    /// The message's bytes, NUL-terminated, at a stable address the C caller may hold.
    private var bytes: UnsafeMutablePointer<CChar>
    private var capacity: Int

    private init() {
        capacity = 256
        bytes = .allocate(capacity: capacity)
        bytes[0] = 0
    }

    deinit { bytes.deallocate() }

    #if canImport(Glibc) || canImport(Darwin)
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
    #else
    /// The one buffer: a build without a C library (WebAssembly) has one thread.
    nonisolated(unsafe) private static let current = LastError()
    #endif

    /// Records `message` as the calling thread's last error.
    static func set(_ message: Message) {
        message.withUTF8 { utf8 in
            let e = current
            if utf8.count + 1 > e.capacity {
                e.bytes.deallocate()
                e.capacity = utf8.count + 1
                e.bytes = .allocate(capacity: e.capacity)
            }
            // A NUL inside the message would cut it short in C; it becomes "?".
            for (i, b) in utf8.enumerated() { e.bytes[i] = b == 0 ? 0x3F : CChar(bitPattern: b) }
            e.bytes[utf8.count] = 0
        }
    }

    /// Records "<function>: <reason>", the form of every refusal's message. Out of line: the
    /// message joined here, not at each of some twenty places.
    @inline(never)
    static func set(_ function: StaticString, _ reason: Message) {
        set("\(function): \(reason)")
    }

    /// The calling thread's message; valid until its next failing call.
    static var message: UnsafePointer<CChar> { UnsafePointer(current.bytes) }
}

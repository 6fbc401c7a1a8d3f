import Testing
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// XTest through the X libraries, loaded at run time (no build dependency): moves and
/// presses the pointer of an X server as a user would.
struct XPointer {
    private typealias Open = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    private typealias Motion = @convention(c) (OpaquePointer?, Int32, Int32, Int32, UInt) -> Int32
    private typealias Button = @convention(c) (OpaquePointer?, UInt32, Int32, UInt) -> Int32
    private typealias Flush = @convention(c) (OpaquePointer?) -> Int32
    private let display: OpaquePointer
    private let motion: Motion, button: Button, flush: Flush, close: Flush

    init?(display name: String) {
        guard let x11 = dlopen("libX11.so.6", RTLD_NOW), let xtst = dlopen("libXtst.so.6", RTLD_NOW),
              let open = dlsym(x11, "XOpenDisplay"), let flush = dlsym(x11, "XFlush"), let close = dlsym(x11, "XCloseDisplay"),
              let motion = dlsym(xtst, "XTestFakeMotionEvent"), let button = dlsym(xtst, "XTestFakeButtonEvent"),
              let d = unsafeBitCast(open, to: Open.self)(name) else { return nil }
        display = d
        self.motion = unsafeBitCast(motion, to: Motion.self)
        self.button = unsafeBitCast(button, to: Button.self)
        self.flush = unsafeBitCast(flush, to: Flush.self)
        self.close = unsafeBitCast(close, to: Flush.self)
    }
    func move(_ x: Int32, _ y: Int32) { _ = motion(display, -1, x, y, 0); _ = flush(display) }
    func press(_ down: Bool) { _ = button(display, 1, down ? 1 : 0, 0); _ = flush(display) }
    func disconnect() { _ = close(display) }

    static var available: Bool {
        dlopen("libXtst.so.6", RTLD_NOW) != nil && FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb")
    }
}

/// `RecordingSurvivesAKill` with a user dragging: the sandbox runs on Xvfb, XTest drags the
/// picker back and forth, and the recording is killed in the middle of a drag, while lines
/// are being written.
@Suite(.enabled(if: Executable.named("sandbox") != nil && CLI.executable != nil && XPointer.available,
                "sandbox, detent, Xvfb and libXtst are there"))
struct RecordingSurvivesAKillMidDrag {
    private func lineCount(_ path: String) -> Int {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").filter { $0 == "\n" }.count
    }

    @Test func aSandboxKilledMidDragLeavesATraceValidateAccepts() throws {
        let number = 90 + Int(getpid() % 500)
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        server.arguments = [":\(number)", "-screen", "0", "1280x720x24", "-nolisten", "tcp"]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer { kill(server.processIdentifier, SIGKILL); server.waitUntilExit() }
        var pointer: XPointer?
        for _ in 0..<2000 where pointer == nil {
            pointer = XPointer(display: ":\(number)")
            if pointer == nil { usleep(5_000) }
        }
        let x = try #require(pointer, "Xvfb :\(number) did not start")
        defer { x.disconnect() }

        let path = NSTemporaryDirectory() + "detent-kill-drag-\(getpid()).jsonl"
        unlink(path)
        defer { unlink(path) }
        let child = Process()
        child.executableURL = Executable.named("sandbox")
        child.arguments = ["--record", path, "--mute"]
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = ":\(number)"
        env["SDL_AUDIODRIVER"] = "dummy"
        env.removeValue(forKey: "SDL_VIDEODRIVER")
        child.environment = env
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()
        defer { if child.isRunning { kill(child.processIdentifier, SIGKILL) } }

        // The window (480 × 200) is centred on the 1280 × 720 screen; its picker too. Drag
        // across the picker's centre until the recording holds a few drags, then kill it with
        // the button down and the pointer moving.
        let (cx, cy): (Int32, Int32) = (640, 360)
        var lines = 0
        var strokes = 0
        while strokes < 400 && lines < 40 {
            x.move(cx + 100, cy); x.press(true)
            for i in 0..<20 { x.move(cx + 100 - 10 * Int32(i), cy); usleep(4_000) }
            lines = lineCount(path)
            if lines >= 40 { break }      // killed below, mid-drag
            x.press(false)
            strokes += 1
        }
        kill(child.processIdentifier, SIGKILL)
        child.waitUntilExit()
        x.press(false)
        #expect(child.terminationReason == .uncaughtSignal)
        #expect(lines >= 40, "the sandbox recorded \(lines) lines in \(strokes) strokes")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasSuffix("\n"))
        let r = try CLI.run(["validate", path])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("still down at the end"))   // killed during a drag
    }
}

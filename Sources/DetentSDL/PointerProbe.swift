import CSDL2
import Detent
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the mouse pointer is now, asked of the X server (`XQueryPointer`, one round trip on
/// a connection of its own): the truth a drag's content is compared with, whatever events
/// are still on their way to the window.
///
/// SDL2 has no such call: `SDL_GetGlobalMouseState` answers from a cache that only events the
/// window has read update. libX11 is opened at run time (it is SDL's own dependency on X11),
/// so nothing links it and other video drivers are unaffected; nil where it cannot open.
final class X11PointerProbe {
    private typealias OpenDisplay = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    private typealias CloseDisplay = @convention(c) (OpaquePointer?) -> Int32
    private typealias DefaultRoot = @convention(c) (OpaquePointer?) -> UInt
    private typealias QueryPointer = @convention(c) (OpaquePointer?, UInt, UnsafeMutablePointer<UInt>?, UnsafeMutablePointer<UInt>?,
                                                     UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
                                                     UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
                                                     UnsafeMutablePointer<UInt32>?) -> Int32
    private let library: UnsafeMutableRawPointer
    private let display: OpaquePointer
    private let root: UInt
    private let query: QueryPointer
    private let close: CloseDisplay

    init?() {
        guard let lib = dlopen("libX11.so.6", RTLD_NOW | RTLD_LOCAL) else { return nil }
        guard let open = dlsym(lib, "XOpenDisplay"), let closeSym = dlsym(lib, "XCloseDisplay"),
              let rootSym = dlsym(lib, "XDefaultRootWindow"), let querySym = dlsym(lib, "XQueryPointer"),
              let d = unsafeBitCast(open, to: OpenDisplay.self)(nil) else {
            dlclose(lib)
            return nil
        }
        library = lib
        display = d
        root = unsafeBitCast(rootSym, to: DefaultRoot.self)(d)
        query = unsafeBitCast(querySym, to: QueryPointer.self)
        close = unsafeBitCast(closeSym, to: CloseDisplay.self)
    }

    deinit {
        _ = close(display)
        dlclose(library)
    }

    /// The pointer in screen pixels, or nil when the server does not say.
    func position() -> (x: Int32, y: Int32)? {
        var rootReturn: UInt = 0, child: UInt = 0
        var x: Int32 = 0, y: Int32 = 0, wx: Int32 = 0, wy: Int32 = 0
        var mask: UInt32 = 0
        guard query(display, root, &rootReturn, &child, &x, &y, &wx, &wy, &mask) != 0 else { return nil }
        return (x, y)
    }

    /// A probe of the pointer in `window`'s points (screen position less the window's, over
    /// `unitsPerPoint`), or nil
    /// when SDL does not drive X11 or libX11 cannot open the display.
    static func windowProbe(_ window: OpaquePointer, unitsPerPoint: Double) -> (() -> Point?)? {
        guard let driver = SDL_GetCurrentVideoDriver(), String(cString: driver) == "x11",
              let probe = X11PointerProbe() else { return nil }
        return {
            guard let p = probe.position() else { return nil }
            var wx: Int32 = 0, wy: Int32 = 0
            SDL_GetWindowPosition(window, &wx, &wy)
            return Point(x: Double(p.x - wx) / unitsPerPoint, y: Double(p.y - wy) / unitsPerPoint)
        }
    }
}

import CSDL2
import Detent
import DetentPicker
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// DejaVu Sans Mono through SDL_ttf, opened once per pixel size, and a measurer of text in
/// points for the picker's layout.
///
/// Not `Sendable`: SDL_ttf handles belong to the thread that made them (the main thread).
public final class LabelFont: TextMeasurer {
    /// Where Debian's fonts-dejavu-core puts DejaVu Sans Mono.
    public static let defaultPath = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"

    public let path: String
    /// Pixels per point: fonts are opened at point size × scale so text is sharp on HiDPI.
    public let scale: Double
    private var fonts: [Int: OpaquePointer] = [:]
    private struct SizeKey: Hashable { var text: String; var pixelSize: Int }
    /// Sizes measured so far: a cylinder measures every row it draws, every frame, and
    /// shaping the text again each time was a tenth of a date demo's frame.
    private var sizes: [SizeKey: Size] = [:]
    /// How many sizes are kept before the cache starts over (a ruler of decimals has many labels).
    public var sizeCacheLimit = 4096
    /// SDL_ttf is initialized once per process, whichever thread gets there first.
    private static let initialization = Mutex(())

    /// Opens the font at `path` (checked now, so a missing font is reported up front).
    public init(path: String = LabelFont.defaultPath, scale: Double = 1) throws(SDLError) {
        guard access(path, R_OK) == 0 else {
            throw SDLError("the label font \(path) is missing: install the Debian package fonts-dejavu-core (apt-get install fonts-dejavu-core)")
        }
        guard scale.isFinite, scale > 0 else { throw SDLError("the pixel scale \(scale) is not a positive number") }
        let initialized = LabelFont.initialization.withLock { _ in TTF_WasInit() != 0 || TTF_Init() == 0 }
        guard initialized else { throw SDLError.last("TTF_Init") }
        self.path = path
        self.scale = scale
        _ = try font(pixelSize: 24)
    }

    deinit {
        for f in fonts.values { TTF_CloseFont(f) }
    }

    /// The font at a whole pixel size (at least 1).
    public func font(pixelSize: Int) throws(SDLError) -> OpaquePointer {
        let size = Swift.max(1, Swift.min(pixelSize, 2048))
        if let f = fonts[size] { return f }
        guard let f = TTF_OpenFont(path, Int32(size)) else { throw SDLError.last("TTF_OpenFont \(path)") }
        fonts[size] = f
        return f
    }

    /// The pixel size for `fontSize` points.
    public func pixelSize(forPoints fontSize: Double) -> Int {
        guard fontSize.isFinite else { return 1 }
        return Int((fontSize * scale).rounded())
    }

    /// The size of `text` set at `fontSize` points, in points: SDL_ttf's advance width and the
    /// font's line height, divided by the scale.
    public func size(of text: String, fontSize: Double) -> Size {
        let pixels = pixelSize(forPoints: fontSize)
        let key = SizeKey(text: text, pixelSize: pixels)
        if let known = sizes[key] { return known }
        let measured = measure(text, pixelSize: pixels, fontSize: fontSize)
        if sizes.count >= sizeCacheLimit { sizes.removeAll(keepingCapacity: true) }
        sizes[key] = measured
        return measured
    }

    private func measure(_ text: String, pixelSize: Int, fontSize: Double) -> Size {
        guard let f = try? font(pixelSize: pixelSize) else {
            return EstimatedTextMeasurer.standard.size(of: text, fontSize: fontSize)
        }
        var w: Int32 = 0, h: Int32 = 0
        if TTF_SizeUTF8(f, text, &w, &h) != 0 { return EstimatedTextMeasurer.standard.size(of: text, fontSize: fontSize) }
        return Size(width: Double(w) / scale, height: Double(TTF_FontHeight(f)) / scale)
    }
}

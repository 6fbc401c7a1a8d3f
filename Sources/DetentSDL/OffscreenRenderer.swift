import CSDL2
import Detent
import DetentPicker

/// Renders display lists without a display: SDL's software renderer on an `SDL_Surface`
/// (no `SDL_Init` needed, only SDL_ttf), with the same ``DisplayListRenderer`` as the window.
public final class OffscreenRenderer {
    /// The size in points.
    public let size: Size
    /// Pixels per point.
    public let scale: Double
    /// The surface drawn on (ARGB8888).
    public let surface: UnsafeMutablePointer<SDL_Surface>
    private let sdlRenderer: OpaquePointer
    /// The drawing code shared with the window.
    public let renderer: DisplayListRenderer

    /// The most pixels a side of the surface may have.
    public static let maximumPixels = 16384.0

    /// A `size`-point target at `scale` pixels per point.
    public init(size: Size, scale: Double = 1, fontPath: String = LabelFont.defaultPath) throws(SDLError) {
        guard size.width.isFinite, size.height.isFinite, scale.isFinite, size.width > 0, size.height > 0, scale > 0 else {
            throw SDLError("offscreen size \(size) at scale \(scale) is not positive and finite")
        }
        // Compared as doubles: a trace's window of 1e10 pt must be refused, not trap in Int32(_:).
        let pw = (size.width * scale).rounded(.up), ph = (size.height * scale).rounded(.up)
        guard pw <= Self.maximumPixels, ph <= Self.maximumPixels else {
            throw SDLError("offscreen size \(pw) × \(ph) pixels is larger than \(Int(Self.maximumPixels))")
        }
        let w = Int32(pw), h = Int32(ph)
        let font = try LabelFont(path: fontPath, scale: scale)
        guard let s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SDLError.last("SDL_CreateRGBSurfaceWithFormat")
        }
        guard let r = SDL_CreateSoftwareRenderer(s) else {
            SDL_FreeSurface(s)
            throw SDLError.last("SDL_CreateSoftwareRenderer")
        }
        self.size = size
        self.scale = scale
        surface = s
        sdlRenderer = r
        renderer = DisplayListRenderer(renderer: r, font: font, scale: scale)
    }

    deinit {
        SDL_DestroyRenderer(sdlRenderer)
        SDL_FreeSurface(surface)
    }

    /// The font's measurer, to give a picker so its labels take the size they are drawn at.
    public var textMeasurer: LabelFont { renderer.font }

    /// Clears to `background` and draws `list`.
    public func render(_ list: [DisplayItem], background: DisplayColor = DisplayColor(red: 1, green: 1, blue: 1)) {
        renderer.clear(background)
        renderer.draw(list)
        SDL_RenderPresent(sdlRenderer)
    }

    /// Draws `picker` as it is at its time, on its theme's background (its labels take the
    /// size its own measurer gives: make it with ``textMeasurer`` to match this font).
    package func render(_ picker: any PickerModel) {
        var list: [DisplayItem] = []
        picker.displayList(into: &list)
        render(list, background: picker.theme.background)
    }

    /// The pixel at (x, y) in pixels; nil outside the surface.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8)? {
        let s = surface.pointee
        guard x >= 0, y >= 0, x < Int(s.w), y < Int(s.h) else { return nil }
        let locked = detent_sdl_mustlock(surface) != 0
        if locked { SDL_LockSurface(surface) }
        defer { if locked { SDL_UnlockSurface(surface) } }
        let value = detent_sdl_pixel32(surface, Int32(x), Int32(y))
        var r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0, a: UInt8 = 0
        SDL_GetRGBA(value, s.format, &r, &g, &b, &a)
        return (r, g, b, a)
    }

    /// Saves the surface as a PNG.
    public func savePNG(path: String) throws(SDLError) {
        if IMG_SavePNG(surface, path) != 0 { throw SDLError.last("IMG_SavePNG \(path)") }
    }
}

import CSDL2
import Detent
import DetentPicker

/// Draws a display list (window points) on an `SDL_Renderer`, the same code for a window
/// and for an offscreen surface.
///
/// Points become pixels by ``scale`` here rather than through `SDL_RenderSetScale`, so that
/// text is rasterized at its pixel size. Label textures are made once (white, tinted with a
/// colour and alpha modulation when drawn) and kept until unused for a while.
public final class DisplayListRenderer {
    /// The `SDL_Renderer *` drawn on; owned by whoever made it.
    public let renderer: OpaquePointer
    /// The font, which also measures text for layout.
    public let font: LabelFont
    /// Pixels per point.
    public var scale: Double

    private struct CachedText {
        var texture: OpaquePointer
        var width: Int32
        var height: Int32
        var lastUsed: UInt64
    }
    private struct TextKey: Hashable { var text: String; var pixelSize: Int }
    private var cache: [TextKey: CachedText] = [:]
    private var frame: UInt64 = 0
    /// How many label textures are kept before unused ones are dropped.
    public var cacheLimit = 256
    /// Textures created so far (a test reads it to see that labels are cached).
    public private(set) var texturesCreated = 0

    /// A renderer drawing on `renderer` at `scale` pixels per point with `font`.
    public init(renderer: OpaquePointer, font: LabelFont, scale: Double) {
        self.renderer = renderer
        self.font = font
        self.scale = scale
    }

    deinit {
        for c in cache.values { SDL_DestroyTexture(c.texture) }
    }

    /// Fills the whole target with `color`.
    public func clear(_ color: DisplayColor) {
        let b = color.bytes
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, b.r, b.g, b.b, 255)
        SDL_RenderClear(renderer)
    }

    /// Draws `list` in order.
    public func draw(_ list: [DisplayItem]) {
        frame &+= 1
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        for item in list {
            switch item {
            case let .rect(r, color):
                fill(r, color)
            case let .text(s, frame, fontSize, alignment, color):
                drawText(s, frame: frame, fontSize: fontSize, alignment: alignment, color: color)
            case let .scaledText(s, frame, fontSize, scale, color):
                drawScaledText(s, frame: frame, fontSize: fontSize, scale: scale, color: color)
            case let .clip(r):
                if let r {
                    var rect = pixelRect(r)
                    SDL_RenderSetClipRect(renderer, &rect)
                } else {
                    SDL_RenderSetClipRect(renderer, nil)
                }
            }
        }
        SDL_RenderSetClipRect(renderer, nil)
        trimCache()
    }

    /// The whole-pixel rectangle covering `r`: edges rounded to the nearest pixel, at least
    /// one pixel wide and tall (a 2-pt tick never vanishes).
    private func pixelRect(_ r: Rect) -> SDL_Rect {
        let x0 = (r.minX * scale).rounded(), y0 = (r.minY * scale).rounded()
        let x1 = Swift.max((r.maxX * scale).rounded(), x0 + 1), y1 = Swift.max((r.maxY * scale).rounded(), y0 + 1)
        return SDL_Rect(x: Self.clamp(x0), y: Self.clamp(y0), w: Self.clamp(x1 - x0), h: Self.clamp(y1 - y0))
    }

    /// A pixel coordinate SDL can take: items far outside the target (a picker frame at
    /// x = 1e12) are clamped rather than trapping in `Int32(_:)`.
    private static func clamp(_ v: Double) -> Int32 { Int32(Swift.max(-1e9, Swift.min(1e9, v))) }

    private func fill(_ r: Rect, _ color: DisplayColor) {
        guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite, r.width > 0, r.height > 0 else { return }
        let b = color.bytes
        guard b.a > 0 else { return }
        SDL_SetRenderDrawColor(renderer, b.r, b.g, b.b, b.a)
        var rect = pixelRect(r)
        SDL_RenderFillRect(renderer, &rect)
    }

    private func drawText(_ s: String, frame r: Rect, fontSize: Double, alignment: TextAlignment, color: DisplayColor) {
        guard !s.isEmpty, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return }
        let b = color.bytes
        guard b.a > 0, let t = texture(for: s, pixelSize: font.pixelSize(forPoints: fontSize)) else { return }
        let w = Double(t.width), h = Double(t.height)
        let x = (r.minX * scale + alignment.x * (r.width * scale - w)).rounded()
        let y = (r.minY * scale + alignment.y * (r.height * scale - h)).rounded()
        var dst = SDL_Rect(x: Self.clamp(x), y: Self.clamp(y), w: t.width, h: t.height)
        SDL_SetTextureColorMod(t.texture, b.r, b.g, b.b)
        SDL_SetTextureAlphaMod(t.texture, b.a)
        SDL_RenderCopy(renderer, t.texture, nil, &dst)
    }

    /// Text drawn at `fontSize` and scaled about the centre of `frame` (a cylinder's row):
    /// one texture per text at its full size, filtered linearly as it shrinks, so a spinning
    /// wheel makes no texture per frame.
    private func drawScaledText(_ s: String, frame r: Rect, fontSize: Double, scale k: Vector, color: DisplayColor) {
        guard !s.isEmpty, r.midX.isFinite, r.midY.isFinite, k.dx.isFinite, k.dy.isFinite, k.dx > 0, k.dy > 0 else { return }
        let b = color.bytes
        guard b.a > 0, let t = texture(for: s, pixelSize: font.pixelSize(forPoints: fontSize)) else { return }
        let w = (Double(t.width) * k.dx).rounded(), h = (Double(t.height) * k.dy).rounded()
        guard w >= 1, h >= 1 else { return }
        let x = (r.midX * scale - w / 2).rounded(), y = (r.midY * scale - h / 2).rounded()
        var dst = SDL_Rect(x: Self.clamp(x), y: Self.clamp(y), w: Self.clamp(w), h: Self.clamp(h))
        SDL_SetTextureScaleMode(t.texture, SDL_ScaleModeLinear)
        SDL_SetTextureColorMod(t.texture, b.r, b.g, b.b)
        SDL_SetTextureAlphaMod(t.texture, b.a)
        SDL_RenderCopy(renderer, t.texture, nil, &dst)
    }

    /// The cached white texture of `s`, made on first use.
    private func texture(for s: String, pixelSize: Int) -> CachedText? {
        let key = TextKey(text: s, pixelSize: pixelSize)
        if var c = cache[key] {
            c.lastUsed = frame
            cache[key] = c
            return c
        }
        guard let f = try? font.font(pixelSize: pixelSize),
              let surface = TTF_RenderUTF8_Blended(f, s, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let c = CachedText(texture: texture, width: surface.pointee.w, height: surface.pointee.h, lastUsed: frame)
        cache[key] = c
        texturesCreated += 1
        return c
    }

    /// Drops textures unused for the last second or so once the cache is over its limit.
    private func trimCache() {
        guard cache.count > cacheLimit else { return }
        for (key, c) in cache where frame &- c.lastUsed > 120 {
            SDL_DestroyTexture(c.texture)
            cache[key] = nil
        }
    }

    /// How many label textures are held now.
    public var cachedTextureCount: Int { cache.count }
}

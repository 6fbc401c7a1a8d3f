import CSDL2
import Detent
import DetentPicker

/// Draws a display list (window points) on an `SDL_Renderer`, the same code for a window
/// and for an offscreen surface.
///
/// Points become pixels by ``scale`` here rather than through `SDL_RenderSetScale`, so that
/// text is rasterized at its pixel size. Label textures are made once (white, tinted with a
/// colour and alpha modulation when drawn) and kept until unused for a while.
///
/// A scaled text (a cylinder's row) is drawn smooth at any scale: linear filtering reads only
/// the 2 × 2 texels nearest each pixel, so a texture shrunk by more than half skips rows of
/// the glyphs (stair-stepped edges). Each text therefore also has textures averaged down to
/// half, a quarter, … of its height (box-filtered, as mipmaps are), and a row is copied from
/// the one that is shrunk by at most half to its drawn height.
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
    private struct TextKey: Hashable { var text: String; var pixelSize: Int; var halvings: Int }
    /// The most halvings of a text's height kept (1/64: a 24-pt label at 1 px).
    private static let maximumHalvings = 6
    private var cache: [TextKey: CachedText] = [:]
    private var frame: UInt64 = 0
    /// How many label textures are kept before unused ones are dropped.
    public var cacheLimit = 256
    /// Textures created so far (a test reads it to see that labels are cached).
    public private(set) var texturesCreated = 0
    /// The clip in force while a list is drawn, in pixels (`nil`: none).
    private var clip: SDL_Rect?
    /// Copies and clip changes handed to SDL by the last ``draw(_:)``, and copies left out
    /// because they fell wholly outside the clip (a test reads them).
    public private(set) var lastDrawCounts = (copies: 0, clips: 0, culled: 0)

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
    ///
    /// What SDL is handed is kept small, as each call is a draw of its own for a software
    /// GL (llvmpipe under Xvfb): a clip equal to the one in force is not set again, and a
    /// text wholly outside the clip is not copied (a cylinder row drawn under the clip of a
    /// half it has left).
    public func draw(_ list: [DisplayItem]) {
        frame &+= 1
        clip = nil
        lastDrawCounts = (0, 0, 0)
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
                setClip(r.map(pixelRect))
            }
        }
        setClip(nil)
        trimCache()
    }

    private func setClip(_ rect: SDL_Rect?) {
        guard rect?.x != clip?.x || rect?.y != clip?.y || rect?.w != clip?.w || rect?.h != clip?.h else { return }
        clip = rect
        lastDrawCounts.clips += 1
        if var r = rect { SDL_RenderSetClipRect(renderer, &r) } else { SDL_RenderSetClipRect(renderer, nil) }
    }

    /// Copies `t` to `dst` unless `dst` lies wholly outside the clip.
    private func copy(_ t: CachedText, to dst: SDL_Rect, color b: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
        if let c = clip, dst.x >= c.x + c.w || dst.x + dst.w <= c.x || dst.y >= c.y + c.h || dst.y + dst.h <= c.y {
            lastDrawCounts.culled += 1
            return
        }
        var dst = dst
        SDL_SetTextureColorMod(t.texture, b.r, b.g, b.b)
        SDL_SetTextureAlphaMod(t.texture, b.a)
        SDL_RenderCopy(renderer, t.texture, nil, &dst)
        lastDrawCounts.copies += 1
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

    private func drawText(_ s: String, frame r: Rect, fontSize: Double, alignment: UnitPoint, color: DisplayColor) {
        guard !s.isEmpty, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return }
        let b = color.bytes
        guard b.a > 0, let t = texture(for: s, pixelSize: font.pixelSize(forPoints: fontSize)) else { return }
        let w = Double(t.width), h = Double(t.height)
        let x = (r.minX * scale + alignment.x * (r.width * scale - w)).rounded()
        let y = (r.minY * scale + alignment.y * (r.height * scale - h)).rounded()
        copy(t, to: SDL_Rect(x: Self.clamp(x), y: Self.clamp(y), w: t.width, h: t.height), color: b)
    }

    /// Text drawn at `fontSize` and scaled about the centre of `frame` (a cylinder's row):
    /// one texture per text at its full size, filtered linearly as it shrinks, so a spinning
    /// wheel makes no texture per frame.
    private func drawScaledText(_ s: String, frame r: Rect, fontSize: Double, scale k: Vector, color: DisplayColor) {
        guard !s.isEmpty, r.midX.isFinite, r.midY.isFinite, k.dx.isFinite, k.dy.isFinite, k.dx > 0, k.dy > 0 else { return }
        let b = color.bytes
        let pixelSize = font.pixelSize(forPoints: fontSize)
        guard b.a > 0, let full = texture(for: s, pixelSize: pixelSize) else { return }
        let w = (Double(full.width) * k.dx).rounded(), h = (Double(full.height) * k.dy).rounded()
        guard w >= 1, h >= 1 else { return }
        // The texture halved most often that is still at least as tall as the drawn text.
        var halvings = 0
        while halvings < Self.maximumHalvings, Double(full.height) / Double(2 << halvings) >= Double(full.height) * k.dy {
            halvings += 1
        }
        guard let t = halvings == 0 ? full : texture(for: s, pixelSize: pixelSize, halvings: halvings) else { return }
        let x = (r.midX * scale - w / 2).rounded(), y = (r.midY * scale - h / 2).rounded()
        copy(t, to: SDL_Rect(x: Self.clamp(x), y: Self.clamp(y), w: Self.clamp(w), h: Self.clamp(h)), color: b)
    }

    /// The cached white texture of `s`, made on first use; its height halved `halvings` times
    /// (each output row the average of 2^halvings rows of the text).
    private func texture(for s: String, pixelSize: Int, halvings: Int = 0) -> CachedText? {
        let key = TextKey(text: s, pixelSize: pixelSize, halvings: halvings)
        if var c = cache[key] {
            c.lastUsed = frame
            cache[key] = c
            return c
        }
        guard let f = try? font.font(pixelSize: pixelSize),
              let rendered = TTF_RenderUTF8_Blended(f, s, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else { return nil }
        defer { SDL_FreeSurface(rendered) }
        let shrunk = halvings > 0 ? Self.averagingRows(of: rendered, by: 1 << halvings) : nil
        defer { if let shrunk { SDL_FreeSurface(shrunk) } }
        if halvings > 0 && shrunk == nil { return nil }
        let surface = shrunk ?? rendered
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        // Filtered linearly when scaled (a cylinder's rows); a copy at its own size, on whole
        // pixels, samples each texel's centre and comes out the same as unfiltered.
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        let c = CachedText(texture: texture, width: surface.pointee.w, height: surface.pointee.h, lastUsed: frame)
        cache[key] = c
        texturesCreated += 1
        return c
    }

    /// A copy of `surface` (32 bits a pixel, as SDL_ttf's blended text) `factor` times shorter,
    /// each row the average of `factor` rows (the last of fewer): a box filter along the height.
    static func averagingRows(of surface: UnsafeMutablePointer<SDL_Surface>, by factor: Int) -> UnsafeMutablePointer<SDL_Surface>? {
        let s = surface.pointee
        guard factor > 1, s.format.pointee.BytesPerPixel == 4 else { return nil }
        let width = Int(s.w), height = Int(s.h), rows = Swift.max(1, (height + factor - 1) / factor)
        guard let out = SDL_CreateRGBSurfaceWithFormat(0, s.w, Int32(rows), 32, s.format.pointee.format) else { return nil }
        let locked = detent_sdl_mustlock(surface) != 0
        if locked { SDL_LockSurface(surface) }
        defer { if locked { SDL_UnlockSurface(surface) } }
        let source = s.pixels.assumingMemoryBound(to: UInt8.self), sourcePitch = Int(s.pitch)
        let target = out.pointee.pixels.assumingMemoryBound(to: UInt8.self), targetPitch = Int(out.pointee.pitch)
        for row in 0..<rows {
            let first = row * factor, end = Swift.min(height, first + factor), n = Swift.max(1, end - first)
            for byte in 0..<(width * 4) {
                var sum = 0
                for y in first..<end { sum += Int(source[y * sourcePitch + byte]) }
                target[row * targetPitch + byte] = UInt8((sum + n / 2) / n)
            }
        }
        return out
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

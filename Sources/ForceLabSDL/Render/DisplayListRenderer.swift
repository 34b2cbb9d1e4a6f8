import CSDL2
import ForceLabText
import Geometry
import QuickActions
import Simulator

/// Executes display lists on an SDL renderer (a window's, or a software renderer on a surface).
/// Everything costly is cached as a texture: rounded-rectangle masks, text runs, rasterized
/// pictures, opaque layers and their blurred versions. A frame that only moves cached things
/// costs texture copies.
public final class DisplayListRenderer {
    public let renderer: OpaquePointer
    /// Pixels per point.
    public let scale: Double
    public let fonts: FontLibrary
    public let images: ImageLibrary

    private var masks: [MaskKey: OpaquePointer] = [:]
    private var texts: [TextKey: CachedTexture] = [:]
    private var pictures: [PictureKey: CachedTexture] = [:]
    var layers: [String: CachedTexture] = [:]
    var blurredLayers: [BlurKey: CachedTexture] = [:]
    /// Blurs at the resolution they were computed at (a few hundred kilobytes at most), drawn
    /// straight into `directSurface` or made into a full-size texture for other targets.
    var reducedBlurs: [BlurKey: ReducedBlur] = [:]
    /// Blurred layers at full size, blended straight into `directSurface` while they fade.
    var fadingBlurs: [BlurKey: [UInt32]] = [:]
    var scratch: OpaquePointer?
    var scratchSize = (0, 0)
    /// The surface the renderer draws on when no texture is its target (a headless canvas):
    /// a blurred layer is sampled straight into it, with no full-size texture in between.
    let directSurface: UnsafeMutablePointer<SDL_Surface>?
    /// SDL's software renderer: its new textures are zero-filled already (SDL_CreateRGBSurface).
    let texturesStartCleared: Bool
    /// For a picture drawn once (render, preview): an opaque layer at the canvas's origin is
    /// drawn straight onto `directSurface`, not into a cached texture copied onto it (the same
    /// pixels, without a frame-sized texture, its clear and its copy).
    public var drawsLayersDirectly = false
    /// The only pixels of the surface that will be read (a contact-sheet cell's region), or nil
    /// for all: a blur sampled straight into the surface computes only these. Each pixel of a
    /// blur is computed on its own, so those inside are exactly what a whole-surface draw gives;
    /// outside they are left stale.
    public var directBlurWindow: SDL_Rect?
    /// Rounded rectangles and fading blurs are blended straight into `directSurface`
    /// (`fillRoundedRectDirectly`, `fadeBlurDirectly`); tests turn it off to compare with SDL's
    /// own copy.
    var fillsDirectly = true
    /// How many rounded rectangles were blended straight into the surface, for tests.
    var roundedRectsFilledDirectly = 0
    /// How many fading blurs were, for tests.
    var blursFadedDirectly = 0
    /// The corners of rounded rectangles filled straight into the surface, by size and radius
    /// (a replay draws the same ones every frame); a few hundred at most.
    var corners: [MaskKey: PixelOps.CornerCoverage] = [:]

    /// Counts of what the last frames cost, for benchmarks and tests of the caching.
    public internal(set) var stats = Stats()

    /// How many textures were built (cache misses) since the renderer was made.
    public struct Stats: Equatable {
        public var layersBuilt = 0
        public var textsBuilt = 0
        public var picturesBuilt = 0
        public var blursBuilt = 0
    }

    struct CachedTexture {
        let texture: OpaquePointer
        let width: Int32
        let height: Int32
        /// For text: how far above the run's frame the picture starts (tall scripts).
        var top: Int32 = 0
        /// For text: its colour emoji, drawn over it untinted.
        var colour: OpaquePointer? = nil
    }

    struct MaskKey: Hashable { let width: Int32, height: Int32, radius: Int32 }
    /// The language is part of a text's key: it picks the Han face (`FontLibrary.language`), so a
    /// phone switched from ja to zh-Hans must not reuse the Japanese texture of the same text.
    private struct TextKey: Hashable { let text: String, weight: FontWeight, pixels: Int32, language: String? }
    private struct PictureKey: Hashable {
        let name: String, width: Int32, height: Int32, radius: Int32, tint: Color?, filter: IconFilter?
    }
    struct BlurKey: Hashable { let layer: String, radius: Int32, shade: UInt8 }

    /// `directSurface`: the surface a software renderer draws on (see the property).
    public init(
        renderer: OpaquePointer, scale: Double, fonts: FontLibrary, images: ImageLibrary,
        directSurface: UnsafeMutablePointer<SDL_Surface>? = nil
    ) {
        self.renderer = renderer
        self.scale = scale
        self.fonts = fonts
        self.images = images
        self.directSurface = directSurface
        var info = SDL_RendererInfo()
        texturesStartCleared =
            SDL_GetRendererInfo(renderer, &info) == 0 && info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
    }

    deinit { releaseTextures() }

    /// Destroys every cached texture. The canvas that owns the SDL renderer calls this before it
    /// destroys the renderer: Swift releases a class's stored properties after its `deinit` body,
    /// so without it these textures were destroyed after their renderer (SDL_DestroyRenderer frees
    /// them itself), a use after free that crashed `replay` now and then (SIGSEGV at exit).
    public func releaseTextures() {
        for texture in masks.values { SDL_DestroyTexture(texture) }
        for cached in texts.values { [cached.texture, cached.colour].compactMap { $0 }.forEach(SDL_DestroyTexture) }
        for cached in pictures.values { SDL_DestroyTexture(cached.texture) }
        for cached in layers.values { SDL_DestroyTexture(cached.texture) }
        for cached in blurredLayers.values { SDL_DestroyTexture(cached.texture) }
        if let scratch { SDL_DestroyTexture(scratch) }
        masks.removeAll()
        texts.removeAll()
        pictures.removeAll()
        layers.removeAll()
        blurredLayers.removeAll()
        reducedBlurs.removeAll()
        fadingBlurs.removeAll()
        scratch = nil
        scratchSize = (0, 0)
    }

    /// Draws a whole frame: clears to black, then the items in order.
    public func draw(_ list: DisplayList) {
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        SDL_RenderClear(renderer)
        draw(list.items, origin: .zero)
    }

    /// Drops cached layers (for example after the scene file changed on disk).
    public func invalidateLayers() {
        for cached in layers.values { SDL_DestroyTexture(cached.texture) }
        for cached in blurredLayers.values { SDL_DestroyTexture(cached.texture) }
        layers.removeAll()
        blurredLayers.removeAll()
        reducedBlurs.removeAll()
        fadingBlurs.removeAll()
    }

    // MARK: - Items

    func draw(_ items: [DisplayItem], origin: Point) {
        for item in items {
            switch item {
            case .rect(let rect, let color):
                fill(rect.offsetBy(dx: -origin.x, dy: -origin.y), color)
            case .roundedRect(let rect, let radius, let color):
                roundedRect(rect.offsetBy(dx: -origin.x, dy: -origin.y), radius: radius, color: color)
            case .gradient(let rect, let top, let bottom):
                gradient(rect.offsetBy(dx: -origin.x, dy: -origin.y), top: top, bottom: bottom)
            case .text(var run):
                run.frame = run.frame.offsetBy(dx: -origin.x, dy: -origin.y)
                text(run)
            case .image(var image):
                image.frame = image.frame.offsetBy(dx: -origin.x, dy: -origin.y)
                picture(image)
            case .blur(let rect, let radius):
                blurRegion(rect.offsetBy(dx: -origin.x, dy: -origin.y), radius: radius)
            case .layer(let layer):
                self.layer(layer, origin: origin)
            case .polyline(let line):
                polyline(line, origin: origin)
            }
        }
    }

    /// Pixel rectangle of a rectangle in points: edges rounded, so adjacent rects tile exactly.
    func pixelRect(_ rect: Rect) -> SDL_Rect {
        let x0 = Int32((rect.minX * scale).rounded())
        let y0 = Int32((rect.minY * scale).rounded())
        let x1 = Int32((rect.maxX * scale).rounded())
        let y1 = Int32((rect.maxY * scale).rounded())
        return SDL_Rect(x: x0, y: y0, w: max(0, x1 - x0), h: max(0, y1 - y0))
    }

    private func fill(_ rect: Rect, _ color: Color) {
        var target = pixelRect(rect)
        SDL_SetRenderDrawBlendMode(renderer, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_RenderFillRect(renderer, &target)
    }

    private func roundedRect(_ rect: Rect, radius: Double, color: Color) {
        var target = pixelRect(rect)
        guard target.w > 0, target.h > 0 else { return }
        let key = MaskKey(width: target.w, height: target.h, radius: Int32((radius * scale).rounded()))
        if fillRoundedRectDirectly(target, key: key, color: color) { return }
        let texture: OpaquePointer
        if let cached = masks[key] {
            texture = cached
        } else {
            let coverage = PixelOps.roundedRectCoverage(
                width: Int(key.width), height: Int(key.height), radius: Double(key.radius))
            let pixels = coverage.map { UInt32($0) << 24 | 0x00ff_ffff }
            guard let made = makeTexture(pixels, width: Int(key.width), height: Int(key.height)) else { return }
            masks[key] = made.texture
            texture = made.texture
        }
        SDL_SetTextureColorMod(texture, color.r, color.g, color.b)
        SDL_SetTextureAlphaMod(texture, color.a)
        SDL_RenderCopy(renderer, texture, nil, &target)
    }

    private func gradient(_ rect: Rect, top: Color, bottom: Color) {
        let target = pixelRect(rect)
        guard target.h > 0 else { return }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        let h = Double(max(1, target.h - 1))
        for row in 0..<target.h {
            let t = Double(row) / h
            func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * (1 - t) + Double(b) * t).rounded()) }
            SDL_SetRenderDrawColor(
                renderer, mix(top.r, bottom.r), mix(top.g, bottom.g), mix(top.b, bottom.b), mix(top.a, bottom.a))
            SDL_RenderDrawLine(renderer, target.x, target.y + row, target.x + target.w - 1, target.y + row)
        }
    }

    private func text(_ run: TextRun) {
        guard !run.text.isEmpty else { return }
        let pixels = Int32((run.font.size * scale).rounded())
        let key = TextKey(text: run.text, weight: run.font.weight, pixels: pixels, language: fonts.language)
        let cached: CachedTexture
        if let hit = texts[key] {
            cached = hit
        } else {
            guard let line = fonts.render(run.text, weight: run.font.weight, pixels: pixels) else { return }
            let surface = line.surface
            defer { line.free() }
            guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return }
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
            let colour = line.colour.flatMap { SDL_CreateTextureFromSurface(renderer, $0) }
            if let colour { SDL_SetTextureBlendMode(colour, SDL_BLENDMODE_BLEND) }
            cached = CachedTexture(
                texture: texture, width: surface.pointee.w, height: surface.pointee.h, top: line.top, colour: colour)
            if texts.count > 4096 { evictTexts() }
            texts[key] = cached
            stats.textsBuilt += 1
        }
        let frame = pixelRect(run.frame)
        var x = frame.x
        switch run.alignment {
        case .left: break
        case .center: x = frame.x + (frame.w - cached.width) / 2
        case .right: x = frame.x + frame.w - cached.width
        }
        var target = SDL_Rect(x: x, y: frame.y - cached.top, w: cached.width, h: cached.height)
        SDL_SetTextureColorMod(cached.texture, run.color.r, run.color.g, run.color.b)
        SDL_SetTextureAlphaMod(cached.texture, run.color.a)
        SDL_RenderCopy(renderer, cached.texture, nil, &target)
        if let colour = cached.colour {
            SDL_SetTextureAlphaMod(colour, run.color.a)
            SDL_RenderCopy(renderer, colour, nil, &target)
        }
    }

    private func evictTexts() {
        for cached in texts.values { [cached.texture, cached.colour].compactMap { $0 }.forEach(SDL_DestroyTexture) }
        texts.removeAll(keepingCapacity: true)
    }

    private func picture(_ image: ImageItem) {
        var target = pixelRect(image.frame)
        guard target.w > 0, target.h > 0 else { return }
        let key = PictureKey(
            name: image.name, width: target.w, height: target.h,
            radius: Int32((image.cornerRadius * scale).rounded()), tint: image.tint, filter: image.filter)
        let cached: CachedTexture
        if let hit = pictures[key] {
            cached = hit
        } else {
            var pixels =
                images.pixels(image.name, width: Int(target.w), height: Int(target.h))
                ?? [UInt32](repeating: 0xff8e_8e93, count: Int(target.w * target.h))
            if let filter = image.filter { pixels = filter.apply(pixels, width: Int(target.w), height: Int(target.h)) }
            if let tint = image.tint {
                PixelOps.tint(&pixels, rgb: UInt32(tint.r) << 16 | UInt32(tint.g) << 8 | UInt32(tint.b))
            }
            if key.radius > 0 {
                PixelOps.applyRoundedMask(
                    &pixels, width: Int(target.w), height: Int(target.h), radius: Double(key.radius))
            }
            guard let made = makeTexture(pixels, width: Int(target.w), height: Int(target.h)) else { return }
            if pictures.count > 512 {
                for old in pictures.values { SDL_DestroyTexture(old.texture) }
                pictures.removeAll()
            }
            pictures[key] = made
            cached = made
            stats.picturesBuilt += 1
        }
        let alpha = UInt8((min(1, max(0, image.opacity)) * Double(image.tint?.a ?? 255)).rounded())
        SDL_SetTextureAlphaMod(cached.texture, alpha)
        SDL_RenderCopy(renderer, cached.texture, nil, &target)
    }

    // MARK: - Layers

    /// Only layers whose first item paints their whole frame opaquely are cached as textures:
    /// SDL's straight-alpha blending into a transparent texture would darken antialiased edges.
    /// Other layers (a status bar over whatever is below) are cheap and drawn directly.
    func isOpaque(_ layer: Layer) -> Bool {
        switch layer.items.first {
        case .gradient(let rect, let top, let bottom)?:
            return top.a == 255 && bottom.a == 255 && covers(rect, layer.frame)
        case .rect(let rect, let color)?:
            return color.a == 255 && covers(rect, layer.frame)
        default:
            return false
        }
    }

    private func covers(_ rect: Rect, _ frame: Rect) -> Bool {
        rect.minX <= frame.minX && rect.minY <= frame.minY && rect.maxX >= frame.maxX && rect.maxY >= frame.maxY
    }

    private func layer(_ layer: Layer, origin: Point) {
        let frame = layer.frame.offsetBy(dx: -origin.x, dy: -origin.y)
        if drawsLayersDirectly, drawLayerDirectly(layer, origin: origin) { return }
        guard isOpaque(layer), let base = layerTexture(layer) else {
            // Drawn item by item, moved by the offset (opacity, scale, blur and brightness apply
            // only to cached layers).
            draw(layer.items, origin: Point(x: origin.x - layer.offset.x, y: origin.y - layer.offset.y))
            return
        }
        var texture = base
        var shade = UInt8((min(1, max(0, layer.brightness)) * 255).rounded())
        let radius = Int32((layer.blurRadius * scale).rounded())
        let placed = frame.offsetBy(dx: layer.offset.x, dy: layer.offset.y).scaled(by: layer.scale)
        var target = pixelRect(placed)
        let alpha = UInt8((min(1, max(0, layer.opacity)) * 255).rounded())
        if radius > 0 {
            // Opaque and unscaled on a headless canvas: sampled straight into it.
            if alpha == 255, drawBlurDirectly(layer, base: base, radius: radius, shade: shade, at: target) { return }
            // Fading in on a headless canvas: blended straight into it with SDL's arithmetic.
            if alpha < 255, fadeBlurDirectly(layer, base: base, radius: radius, shade: shade, alpha: alpha, at: target)
            {
                return
            }
            // The brightness is baked into the blurred copy: SDL's software blitter is twice as
            // slow with a colour modulation as without.
            if let blurred = blurredLayer(layer, base: base, radius: radius, shade: shade) {
                texture = blurred
                shade = 255
            }
        }
        SDL_SetTextureBlendMode(texture.texture, alpha == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetTextureAlphaMod(texture.texture, alpha)
        SDL_SetTextureColorMod(texture.texture, shade, shade, shade)
        SDL_RenderCopy(renderer, texture.texture, nil, &target)
    }

    private func layerTexture(_ layer: Layer) -> CachedTexture? {
        if let cached = layers[layer.key] { return cached }
        let rect = pixelRect(layer.frame)
        guard rect.w > 0, rect.h > 0,
            let texture = SDL_CreateTexture(
                renderer, fl_pixelformat_argb8888(), Int32(SDL_TEXTUREACCESS_TARGET.rawValue), rect.w, rect.h)
        else { return nil }
        let previous = SDL_GetRenderTarget(renderer)
        SDL_SetRenderTarget(renderer, texture)
        if !texturesStartCleared {
            SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
            SDL_RenderClear(renderer)
        }
        draw(layer.items, origin: Point(x: layer.frame.minX, y: layer.frame.minY))
        SDL_SetRenderTarget(renderer, previous)
        // Each full-screen layer is width x height x 4 bytes (5 MB at 2x): keep a handful.
        if layers.count >= 8 { invalidateLayers() }
        let cached = CachedTexture(texture: texture, width: rect.w, height: rect.h)
        layers[layer.key] = cached
        stats.layersBuilt += 1
        return cached
    }

    func makeTexture(_ pixels: [UInt32], width: Int, height: Int) -> CachedTexture? {
        guard
            let texture = SDL_CreateTexture(
                renderer, fl_pixelformat_argb8888(), Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(width),
                Int32(height))
        else { return nil }
        pixels.withUnsafeBytes { raw in
            _ = SDL_UpdateTexture(texture, nil, raw.baseAddress, Int32(width * 4))
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        return CachedTexture(texture: texture, width: Int32(width), height: Int32(height))
    }
}

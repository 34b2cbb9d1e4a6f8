import CSDL2
import Geometry
import Simulator

/// Blurred layers and regions. A blur is computed once at the reduced resolution it is blurred
/// at (`ReducedBlur`) and cached so. On a headless canvas an opaque, unscaled blurred layer is
/// sampled straight into the surface; elsewhere (a window, a cross-fade, a texture target) the
/// reduced blur is drawn once into a full-size texture, cached too. Both give the same pixels.
extension DisplayListRenderer {
    /// Draws the blurred layer by sampling its reduced blur into `directSurface` at `target`,
    /// when the renderer draws on that surface and the layer is placed at its own size. False
    /// when it cannot (the caller copies a full-size blurred texture instead).
    func drawBlurDirectly(_ layer: Layer, base: CachedTexture, radius: Int32, shade: UInt8, at target: SDL_Rect)
        -> Bool
    {
        guard let surface = directSurface, SDL_GetRenderTarget(renderer) == nil, target.w == base.width,
            target.h == base.height, let pixels = surface.pointee.pixels
        else { return false }
        let (key, blur) = reducedBlur(layer, base: base, radius: radius, shade: shade)
        // Everything queued before must land first, and SDL must not draw over this later.
        SDL_RenderFlush(renderer)
        blur.draw(
            into: pixels, pitch: Int(surface.pointee.pitch), bounds: directBounds(surface),
            at: (Int(target.x), Int(target.y)), shade: key.shade)
        return true
    }

    /// The surface's pixels a direct blur writes: all of them, or `directBlurWindow` within them.
    func directBounds(_ surface: UnsafeMutablePointer<SDL_Surface>) -> ReducedBlur.Bounds {
        let width = Int(surface.pointee.w)
        let height = Int(surface.pointee.h)
        guard let window = directBlurWindow else { return ReducedBlur.Bounds(width: width, height: height) }
        return ReducedBlur.Bounds(
            minX: max(0, Int(window.x)), minY: max(0, Int(window.y)), maxX: min(width, Int(window.x + window.w)),
            maxY: min(height, Int(window.y + window.h)))
    }

    /// The blurred, shaded layer as a full-size texture (cached).
    func blurredLayer(_ layer: Layer, base: CachedTexture, radius: Int32, shade: UInt8) -> CachedTexture? {
        let (key, blur) = reducedBlur(layer, base: base, radius: radius, shade: shade)
        if let cached = blurredLayers[key] { return cached }
        guard let made = makeTexture(blur.upsampled(shade: key.shade), width: blur.fullWidth, height: blur.fullHeight)
        else { return nil }
        if blurredLayers.count >= 8 {
            for old in blurredLayers.values { SDL_DestroyTexture(old.texture) }
            blurredLayers.removeAll()
        }
        blurredLayers[key] = made
        return made
    }

    /// The cache key of a layer's blur: radii are rounded to whole points and shades to 1/32 so
    /// an animated blur reuses a handful of them.
    func blurKey(_ layer: Layer, radius: Int32, shade: UInt8) -> BlurKey {
        BlurKey(
            layer: layer.key, radius: Int32((Double(radius) / scale).rounded()),
            shade: UInt8(min(255, (Int(shade) + 4) / 8 * 8)))
    }

    /// Caches a reduced blur (a handful at a time).
    func remember(_ blur: ReducedBlur, for key: BlurKey) {
        if reducedBlurs.count >= 8 { reducedBlurs.removeAll() }
        reducedBlurs[key] = blur
        stats.blursBuilt += 1
    }

    /// The layer's blur at reduced resolution, read from its texture, and its cache key.
    func reducedBlur(_ layer: Layer, base: CachedTexture, radius: Int32, shade: UInt8) -> (
        BlurKey, ReducedBlur
    ) {
        let key = blurKey(layer, radius: radius, shade: shade)
        if let cached = reducedBlurs[key] { return (key, cached) }
        let previous = SDL_GetRenderTarget(renderer)
        SDL_SetRenderTarget(renderer, base.texture)
        let blur = reduce(SDL_Rect(x: 0, y: 0, w: base.width, h: base.height), radius: Double(key.radius) * scale)
        SDL_SetRenderTarget(renderer, previous)
        remember(blur, for: key)
        return (key, blur)
    }

    /// The reduced blur of a rectangle of the current target, read band by band (a band of a
    /// few rows is cleared first: what lies outside the target, or a failed read, counts as zero).
    private func reduce(_ area: SDL_Rect, radius: Double) -> ReducedBlur {
        ReducedBlur(width: Int(area.w), height: Int(area.h), radius: radius) { y, count, band in
            band.update(repeating: 0, count: Int(area.w) * count)
            var rows = SDL_Rect(x: area.x, y: area.y + Int32(y), w: area.w, h: Int32(count))
            _ = SDL_RenderReadPixels(renderer, &rows, fl_pixelformat_argb8888(), band, area.w * 4)
        }
    }

    /// Blurs what is on the current target inside `rect` (not cached: use layer blur when the
    /// content is static).
    func blurRegion(_ rect: Rect, radius: Double) {
        var area = pixelRect(rect)
        guard area.w > 0, area.h > 0, radius > 0 else { return }
        let blur = reduce(area, radius: radius * scale)
        if let surface = directSurface, SDL_GetRenderTarget(renderer) == nil, let pixels = surface.pointee.pixels {
            SDL_RenderFlush(renderer)
            blur.draw(
                into: pixels, pitch: Int(surface.pointee.pitch), bounds: directBounds(surface),
                at: (Int(area.x), Int(area.y)), shade: 255)
            return
        }
        if scratchSize != (Int(area.w), Int(area.h)) {
            if let scratch { SDL_DestroyTexture(scratch) }
            scratch = SDL_CreateTexture(
                renderer, fl_pixelformat_argb8888(), Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), area.w, area.h)
            scratchSize = (Int(area.w), Int(area.h))
        }
        guard let scratch else { return }
        blur.upsampled().withUnsafeBytes { raw in
            _ = SDL_UpdateTexture(scratch, nil, raw.baseAddress, area.w * 4)
        }
        SDL_SetTextureBlendMode(scratch, SDL_BLENDMODE_NONE)
        SDL_RenderCopy(renderer, scratch, nil, &area)
    }
}

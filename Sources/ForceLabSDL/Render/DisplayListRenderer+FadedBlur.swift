import CSDL2
import Simulator

/// A blurred layer fading in over the sharp one (the home screen as a press starts): on a headless
/// canvas it is blended straight into the surface, with SDL's arithmetic (`ModulatedCopy`), from
/// a full-size picture kept per blur. SDL's software renderer would copy the same picture, kept
/// as a texture, through its generated per-pixel blitter: most of such a frame's time.
extension DisplayListRenderer {
    /// Blends the layer's blur, its shade baked in and faded by `alpha`, into `directSurface` at
    /// `target`, clipped as SDL would clip it. False when this renderer cannot (a texture target,
    /// a scaled or moved viewport, another format, a target not at the layer's size): the caller
    /// copies a blurred texture through SDL.
    func fadeBlurDirectly(
        _ layer: Layer, base: CachedTexture, radius: Int32, shade: UInt8, alpha: UInt8, at target: SDL_Rect
    ) -> Bool {
        guard alpha < 255, target.w == base.width, target.h == base.height, let (pixels, pitch, visible) = blendTarget()
        else { return false }
        let (key, blur) = reducedBlur(layer, base: base, radius: radius, shade: shade)
        let picture = fadingBlur(key, blur)
        var area = target
        var bounds = visible
        var clipped = SDL_Rect()
        blursFadedDirectly += 1
        guard SDL_IntersectRect(&area, &bounds, &clipped) == SDL_TRUE else { return true }
        // What SDL queued must land first; what it queues later lands over this.
        SDL_RenderFlush(renderer)
        let copy = ModulatedCopy(alpha: alpha)
        let width = Int(target.w)
        let (x0, y0) = (Int(clipped.x - target.x), Int(clipped.y - target.y))
        let (rows, count) = (Int(clipped.h), Int(clipped.w))
        // Every pixel is blended on its own: bands of rows on every core give one pass's pixels.
        picture.withUnsafeBufferPointer { source in
            RowBands(rows: rows, pixels: rows * count, minimumRows: 64).run { _, band in
                for y in band {
                    let row = (pixels + (Int(clipped.y) + y) * pitch).assumingMemoryBound(to: UInt32.self)
                    copy.blend(source.baseAddress! + (y0 + y) * width + x0, over: row + Int(clipped.x), count: count)
                }
            }
        }
        return true
    }

    /// The blur at full size with its shade baked in, kept while it fades (two at most: the
    /// pages a swipe crosses; 4.9 MB each at 2x).
    private func fadingBlur(_ key: BlurKey, _ blur: ReducedBlur) -> [UInt32] {
        if let cached = fadingBlurs[key] { return cached }
        let picture = blur.upsampled(shade: key.shade)
        if fadingBlurs.count >= 2 { fadingBlurs.removeAll() }
        fadingBlurs[key] = picture
        return picture
    }
}

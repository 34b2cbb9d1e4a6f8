import CSDL2
import Simulator

/// Rounded rectangles filled straight into a headless canvas's surface. SDL's software renderer
/// copies a coverage texture with a per-pixel blitter at about 10 ns a pixel, and the texture
/// first needs its whole mask built; a menu's background and the dock were a fifth of a preview.
/// Here only the corners' coverage is computed and the pixels are blended with SDL's own
/// arithmetic (`ModulatedBlend`), so the picture is the same to the bit.
extension DisplayListRenderer {
    /// Fills the rounded rectangle `target` (pixels) on `directSurface`, clipped as SDL would
    /// clip it. False when this renderer cannot (a texture target, a scaled or moved viewport,
    /// another surface format, a white opaque fill, corners that overlap): the caller draws it
    /// through SDL.
    func fillRoundedRectDirectly(_ target: SDL_Rect, key: MaskKey, color: Color) -> Bool {
        guard ModulatedBlend.applies(red: color.r, green: color.g, blue: color.b, alpha: color.a),
            let (pixels, pitch, visible) = blendTarget()
        else { return false }
        let width = Int(target.w)
        let height = Int(target.h)
        let corner = cornerCoverage(key)
        guard corner.isApart(width: width, height: height) else { return false }
        var area = target
        var clipped = SDL_Rect()
        var bounds = visible
        roundedRectsFilledDirectly += 1
        guard SDL_IntersectRect(&area, &bounds, &clipped) == SDL_TRUE else { return true }
        // What SDL queued must land first; what it queues later lands over this.
        SDL_RenderFlush(renderer)
        let blend = ModulatedBlend(red: color.r, green: color.g, blue: color.b, alpha: color.a)
        let x0 = Int(clipped.x - target.x)
        let x1 = x0 + Int(clipped.w)
        for y in Int(clipped.y)..<Int(clipped.y + clipped.h) {
            let row = (pixels + y * pitch).assumingMemoryBound(to: UInt32.self) + Int(target.x)
            let my = y - Int(target.y)
            let inCorner = my < corner.rows || my >= height - corner.rows
            // Rows clear of the corners, and the middle of every row, are fully covered.
            let left = inCorner ? min(x1, max(x0, corner.columns)) : x0
            let right = inCorner ? max(left, min(x1, width - corner.columns)) : x1
            for x in x0..<left {
                row[x] = blend.blend(coverage: corner.coverage(x: x, y: my, width: width, height: height), over: row[x])
            }
            blend.blendFull(row + left, count: right - left)
            for x in right..<x1 {
                row[x] = blend.blend(coverage: corner.coverage(x: x, y: my, width: width, height: height), over: row[x])
            }
        }
        return true
    }

    /// The corners of a rounded rectangle `key` describes, computed once.
    private func cornerCoverage(_ key: MaskKey) -> PixelOps.CornerCoverage {
        if let cached = corners[key] { return cached }
        let corner = PixelOps.CornerCoverage(
            width: Int(key.width), height: Int(key.height), radius: Double(key.radius))
        if corners.count >= 256 { corners.removeAll() }
        corners[key] = corner
        return corner
    }

    /// What a blend straight into the surface writes: its pixels, their pitch, and the part
    /// SDL's software renderer may draw on now. Nil when blends go through SDL: turned off, a
    /// texture target, a format other than ARGB8888, a moved or scaled viewport.
    func blendTarget() -> (pixels: UnsafeMutableRawPointer, pitch: Int, visible: SDL_Rect)? {
        guard fillsDirectly, let surface = directSurface, let pixels = surface.pointee.pixels,
            SDL_GetRenderTarget(renderer) == nil, surface.pointee.format.pointee.format == fl_pixelformat_argb8888(),
            let visible = directArea(surface)
        else { return nil }
        return (pixels, Int(surface.pointee.pitch), visible)
    }

    /// The pixels SDL's software renderer may draw on now: the surface, within the clip
    /// rectangle when one is set; nil when its viewport is moved or it scales.
    private func directArea(_ surface: UnsafeMutablePointer<SDL_Surface>) -> SDL_Rect? {
        var viewport = SDL_Rect()
        SDL_RenderGetViewport(renderer, &viewport)
        var scaleX: Float = 1
        var scaleY: Float = 1
        SDL_RenderGetScale(renderer, &scaleX, &scaleY)
        guard viewport.x == 0, viewport.y == 0, scaleX == 1, scaleY == 1 else { return nil }
        var whole = SDL_Rect(x: 0, y: 0, w: min(surface.pointee.w, viewport.w), h: min(surface.pointee.h, viewport.h))
        guard SDL_RenderIsClipEnabled(renderer) == SDL_TRUE else { return whole }
        var clip = SDL_Rect()
        SDL_RenderGetClipRect(renderer, &clip)
        var both = SDL_Rect()
        return SDL_IntersectRect(&whole, &clip, &both) == SDL_TRUE ? both : SDL_Rect()
    }
}

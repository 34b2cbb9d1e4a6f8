import CSDL2
import Geometry
import Simulator

/// Layers drawn straight onto a headless canvas drawn once (`drawsLayersDirectly`).
extension DisplayListRenderer {
    /// Draws an opaque layer that sits at the canvas's origin, unmoved, unscaled, fully opaque
    /// and undimmed (or blurred, which bakes the dim in) onto the surface itself, clipped to its
    /// frame: what its texture would hold, where the texture would be copied. Blurred, its items
    /// are drawn, reduced from the surface and sampled back over them. False when it does not
    /// qualify (the caller draws it the usual way).
    func drawLayerDirectly(_ layer: Layer, origin: Point) -> Bool {
        let frame = layer.frame.offsetBy(dx: -origin.x, dy: -origin.y)
        let radius = Int32((layer.blurRadius * scale).rounded())
        let shade = UInt8((min(1, max(0, layer.brightness)) * 255).rounded())
        let alpha = UInt8((min(1, max(0, layer.opacity)) * 255).rounded())
        guard let surface = directSurface, let pixels = surface.pointee.pixels, SDL_GetRenderTarget(renderer) == nil,
            frame.minX == 0, frame.minY == 0, layer.offset == .zero, layer.scale == 1, alpha == 255,
            radius > 0 || shade == 255, isOpaque(layer)
        else { return false }
        let area = pixelRect(frame)
        guard area.w > 0, area.h > 0 else { return true }
        let pitch = Int(surface.pointee.pitch)
        let bounds = ReducedBlur.Bounds(width: Int(surface.pointee.w), height: Int(surface.pointee.h))
        guard radius > 0 else {
            drawClipped(layer.items, origin: Point(x: layer.frame.minX, y: layer.frame.minY), to: area)
            return true
        }
        let key = blurKey(layer, radius: radius, shade: shade)
        let blur: ReducedBlur
        if let cached = reducedBlurs[key] {
            blur = cached
        } else {
            guard Int(area.w) <= bounds.maxX, Int(area.h) <= bounds.maxY else { return false }
            drawClipped(layer.items, origin: Point(x: layer.frame.minX, y: layer.frame.minY), to: area)
            SDL_RenderFlush(renderer)
            blur = ReducedBlur(
                argb: pixels, pitch: pitch, width: Int(area.w), height: Int(area.h),
                radius: Double(key.radius) * scale)
            remember(blur, for: key)
        }
        SDL_RenderFlush(renderer)
        blur.draw(into: pixels, pitch: pitch, bounds: bounds, at: (0, 0), shade: key.shade)
        return true
    }

    /// Draws items (positioned relative to `origin`) clipped to a pixel rectangle.
    private func drawClipped(_ items: [DisplayItem], origin: Point, to area: SDL_Rect) {
        var clip = area
        SDL_RenderSetClipRect(renderer, &clip)
        draw(items, origin: origin)
        SDL_RenderSetClipRect(renderer, nil)
    }
}

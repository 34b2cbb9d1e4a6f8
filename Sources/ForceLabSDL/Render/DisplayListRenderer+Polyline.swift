import CSDL2
import Geometry
import Simulator

extension DisplayListRenderer {
    /// Draws a polyline as SDL 1-pixel lines (Bresenham in the software renderer, so exact and
    /// deterministic), one per pixel of width, stacked downwards.
    func polyline(_ line: Polyline, origin: Point) {
        guard line.points.count >= 2 else { return }
        let color = line.color
        SDL_SetRenderDrawBlendMode(renderer, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        let thickness = max(1, Int((line.width * scale).rounded()))
        // Pixel centres, rounded so that the same points always land on the same pixels.
        func pixel(_ value: Double) -> Int32 {
            // A point far off the surface (or not a number) is clamped, never a trap.
            value.isFinite ? Int32(max(-1_000_000, min(1_000_000, value.rounded(.down)))) : 0
        }
        var pixels = line.points.map { point in
            SDL_Point(x: pixel((point.x - origin.x) * scale), y: pixel((point.y - origin.y) * scale))
        }
        for _ in 0..<thickness {
            _ = pixels.withUnsafeBufferPointer { SDL_RenderDrawLines(renderer, $0.baseAddress, Int32($0.count)) }
            for index in pixels.indices { pixels[index].y += 1 }
        }
    }
}

import CSDL2
import ForceLabFiles
import ForceLabText
import Foundation
import Geometry
import Simulator

/// Renders display lists with SDL's software renderer onto an in-memory surface: no display,
/// no SDL_Init. Used by `render`, `preview`, `replay`, tests and benchmarks. Deterministic: the
/// same list gives the same pixels on every run.
public final class HeadlessCanvas {
    public let size: Size
    public let scale: Double
    public let surface: UnsafeMutablePointer<SDL_Surface>
    public let renderer: DisplayListRenderer
    private let sdlRenderer: OpaquePointer
    /// The surface's pixels: zeroed by the kernel, not cleared once more before the first frame
    /// clears them (SDL's own surfaces are), on huge pages where the kernel has them.
    private let memory: FrameMemory

    /// Pixel width and height of the surface.
    public var pixelWidth: Int { Int(surface.pointee.w) }
    public var pixelHeight: Int { Int(surface.pointee.h) }

    /// `drawnOnce`: the canvas draws one picture (render, preview): its opaque layers are drawn
    /// straight onto it rather than cached as textures (`DisplayListRenderer.drawsLayersDirectly`).
    public init(size: Size, scale: Double, fonts: FontLibrary, images: ImageLibrary, drawnOnce: Bool = false) throws {
        self.size = size
        self.scale = scale
        let width = Int32((size.width * scale).rounded())
        let height = Int32((size.height * scale).rounded())
        guard width >= 0, height >= 0, width < 1 << 29, let memory = FrameMemory(bytes: Int(width) * Int(height) * 4)
        else { throw SDLError("cannot make a \(width)x\(height) surface") }
        guard
            let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                memory.base, width, height, 32, width * 4, fl_pixelformat_argb8888())
        else {
            memory.release()
            throw SDLError("cannot make a \(width)x\(height) surface")
        }
        guard let sdlRenderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            memory.release()
            throw SDLError("cannot make a software renderer")
        }
        self.surface = surface
        self.memory = memory
        self.sdlRenderer = sdlRenderer
        renderer = DisplayListRenderer(
            renderer: sdlRenderer, scale: scale, fonts: fonts, images: images, directSurface: surface)
        renderer.drawsLayersDirectly = drawnOnce
    }

    deinit {
        renderer.releaseTextures()
        SDL_DestroyRenderer(sdlRenderer)
        SDL_FreeSurface(surface)
        memory.release()
    }

    /// Draws one frame onto the surface.
    public func draw(_ list: DisplayList) {
        renderer.draw(list)
        SDL_RenderPresent(sdlRenderer)
    }

    /// Draws a plot whose curves come one at a time: the same pixels as `draw(plot.inlined())`,
    /// with one curve in memory at a time (each is flushed to the surface before the next).
    public func draw(_ plot: StreamedPlot) {
        let items = plot.list.items
        draw(DisplayList(size: plot.list.size, items: Array(items[..<plot.curvesAt])))
        plot.curves { line in
            renderer.draw([.polyline(line)], origin: .zero)
            SDL_RenderFlush(sdlRenderer)
        }
        renderer.draw(Array(items[plot.curvesAt...]), origin: .zero)
        SDL_RenderPresent(sdlRenderer)
    }

    /// The colour of the pixel under a point (in points).
    public func color(at point: Point) -> Color {
        color(pixelX: Int(point.x * scale), pixelY: Int(point.y * scale))
    }

    /// The colour of one pixel.
    public func color(pixelX x: Int, pixelY y: Int) -> Color {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight, let base = surface.pointee.pixels else { return .clear }
        let row = base.advanced(by: y * Int(surface.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
        let value = row[x]
        return Color(
            r: UInt8(value >> 16 & 0xff), g: UInt8(value >> 8 & 0xff), b: UInt8(value & 0xff), a: UInt8(value >> 24))
    }

    /// All pixels, row by row, as ARGB8888.
    public func pixels() -> [UInt32] {
        Surfaces.argbPixels(of: surface, width: pixelWidth, height: pixelHeight)
    }

    /// The pixels of a rectangle of the surface (clipped to it; transparent black outside), row
    /// by row, as ARGB8888. Row spans are copied whole (a contact sheet crops every cell).
    public func pixels(x: Int, y: Int, width: Int, height: Int) -> [UInt32] {
        var out = [UInt32](repeating: 0, count: max(0, width) * max(0, height))
        guard width > 0, height > 0, let base = surface.pointee.pixels else { return out }
        let pitch = Int(surface.pointee.pitch)
        let columns = max(0, x)..<min(pixelWidth, x + width)
        guard !columns.isEmpty else { return out }
        out.withUnsafeMutableBufferPointer { target in
            for row in 0..<height where y + row >= 0 && y + row < pixelHeight {
                let source = base.advanced(by: (y + row) * pitch).assumingMemoryBound(to: UInt32.self)
                (target.baseAddress! + row * width + columns.lowerBound - x).update(
                    from: source + columns.lowerBound, count: columns.count)
            }
        }
        return out
    }

    /// Copies `pixels` (ARGB8888, `width` x `height`) onto the surface at a pixel position,
    /// over whatever was drawn there (after `draw`: a contact sheet pastes its cells).
    public func paste(_ pixels: [UInt32], width: Int, height: Int, x: Int, y: Int) {
        guard width > 0, height > 0, pixels.count == width * height, let base = surface.pointee.pixels else { return }
        let pitch = Int(surface.pointee.pitch)
        let columns = max(0, x)..<min(pixelWidth, x + width)
        guard !columns.isEmpty else { return }
        pixels.withUnsafeBufferPointer { source in
            for row in 0..<height where y + row >= 0 && y + row < pixelHeight {
                let target = base.advanced(by: (y + row) * pitch).assumingMemoryBound(to: UInt32.self)
                (target + columns.lowerBound).update(
                    from: source.baseAddress! + row * width + columns.lowerBound - x, count: columns.count)
            }
        }
    }

    /// Writes the surface as PNG (`FastPNG`, the one encoder of every command's pictures): to a
    /// temporary file first, then renamed, so a reader never sees half a picture.
    public func savePNG(_ path: String) throws {
        try PNGFile.writeFast(self, to: path)
    }
}

/// PNG output: every picture a command writes is encoded by `FastPNG` (RGB, the `Up` filter,
/// zlib's fastest level) and written with `OutputFile` (checked writes, fsync, a temporary file
/// renamed into place), so a full disk is an error, never a cut picture.
public enum PNGFile {
    /// An ARGB8888 surface (a window's screenshot) as PNG.
    public static func write(_ surface: UnsafeMutablePointer<SDL_Surface>, to path: String) throws {
        try OutputFile.write(encode(surface), to: path)
    }

    /// The PNG bytes of an ARGB8888 surface, alpha dropped: the screen has no transparency.
    public static func encode(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Data {
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        return FastPNG.encode(
            argb: surface.pointee.pixels, width: Int(surface.pointee.w), height: Int(surface.pointee.h),
            pitch: Int(surface.pointee.pitch))
    }

    /// The canvas as PNG.
    public static func writeFast(_ canvas: HeadlessCanvas, to path: String) throws {
        try OutputFile.write(FastPNG.encode(canvas), to: path)
    }
}

import CSDL2
import ForceLabFiles
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

    /// Pixel width and height of the surface.
    public var pixelWidth: Int { Int(surface.pointee.w) }
    public var pixelHeight: Int { Int(surface.pointee.h) }

    public init(size: Size, scale: Double, fonts: FontLibrary, images: ImageLibrary) throws {
        self.size = size
        self.scale = scale
        let width = Int32((size.width * scale).rounded())
        let height = Int32((size.height * scale).rounded())
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, fl_pixelformat_argb8888()) else {
            throw SDLError("cannot make a \(width)x\(height) surface")
        }
        guard let sdlRenderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw SDLError("cannot make a software renderer")
        }
        self.surface = surface
        self.sdlRenderer = sdlRenderer
        renderer = DisplayListRenderer(renderer: sdlRenderer, scale: scale, fonts: fonts, images: images)
    }

    deinit {
        renderer.releaseTextures()
        SDL_DestroyRenderer(sdlRenderer)
        SDL_FreeSurface(surface)
    }

    /// Draws one frame onto the surface.
    public func draw(_ list: DisplayList) {
        renderer.draw(list)
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

    /// The pixels of a rectangle of the surface (clipped to it), row by row, as ARGB8888.
    public func pixels(x: Int, y: Int, width: Int, height: Int) -> [UInt32] {
        var out = [UInt32](repeating: 0, count: max(0, width) * max(0, height))
        guard width > 0, height > 0, let base = surface.pointee.pixels else { return out }
        let pitch = Int(surface.pointee.pitch)
        for row in 0..<height where y + row >= 0 && y + row < pixelHeight {
            let source = base.advanced(by: (y + row) * pitch).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width where x + column >= 0 && x + column < pixelWidth {
                out[row * width + column] = source[x + column]
            }
        }
        return out
    }

    /// Copies `pixels` (ARGB8888, `width` x `height`) onto the surface at a pixel position,
    /// over whatever was drawn there (after `draw`: a contact sheet pastes its cells).
    public func paste(_ pixels: [UInt32], width: Int, height: Int, x: Int, y: Int) {
        guard width > 0, height > 0, pixels.count == width * height, let base = surface.pointee.pixels else { return }
        let pitch = Int(surface.pointee.pitch)
        pixels.withUnsafeBufferPointer { source in
            for row in 0..<height where y + row >= 0 && y + row < pixelHeight {
                let target = base.advanced(by: (y + row) * pitch).assumingMemoryBound(to: UInt32.self)
                for column in 0..<width where x + column >= 0 && x + column < pixelWidth {
                    target[x + column] = source[row * width + column]
                }
            }
        }
    }

    /// Writes the surface as PNG (`FastPNG`, the one encoder of every command's pictures): to a
    /// temporary file first, then renamed, so a reader never sees half a picture.
    public func savePNG(_ path: String) throws {
        try PNGFile.writeFast(self, to: path)
    }
}

/// PNG output through SDL_image: encoded in memory, then written with `OutputFile` (checked
/// writes, fsync, a temporary file renamed into place), so a full disk is an error, never a
/// cut picture.
public enum PNGFile {
    public static func write(_ surface: UnsafeMutablePointer<SDL_Surface>, to path: String) throws {
        try OutputFile.write(encode(surface, path: path), to: path)
    }

    /// The PNG bytes SDL_image (libpng) makes of a surface, as RGB: the screen has no
    /// transparency, and RGB PNGs are smaller.
    public static func encode(_ surface: UnsafeMutablePointer<SDL_Surface>, path: String) throws -> [UInt8] {
        guard let rgb = SDL_ConvertSurfaceFormat(surface, UInt32(SDL_PIXELFORMAT_RGB24.rawValue), 0) else {
            throw SDLError(path: path, "cannot convert the picture")
        }
        defer { SDL_FreeSurface(rgb) }
        let sink = MemorySink()
        guard let rw = sink.makeRWops() else { throw SDLError(path: path, "cannot encode PNG") }
        defer { SDL_FreeRW(rw) }
        guard IMG_SavePNG_RW(rgb, rw, 0) == 0 else { throw SDLError(path: path, "cannot encode PNG") }
        return sink.bytes
    }

    /// An SDL_RWops that appends whatever is written to a byte array (libpng only writes).
    private final class MemorySink {
        var bytes: [UInt8] = []

        func makeRWops() -> UnsafeMutablePointer<SDL_RWops>? {
            guard let rw = SDL_AllocRW() else { return nil }
            rw.pointee.type = UInt32(SDL_RWOPS_UNKNOWN)
            rw.pointee.hidden.unknown.data1 = Unmanaged.passUnretained(self).toOpaque()
            rw.pointee.size = { context in Int64(MemorySink.of(context).bytes.count) }
            rw.pointee.seek = { context, offset, whence in
                // Only "where am I" is ever asked; a real seek would need a cursor.
                offset == 0 && (whence == RW_SEEK_CUR || whence == RW_SEEK_END)
                    ? Int64(MemorySink.of(context).bytes.count) : -1
            }
            rw.pointee.read = { _, _, _, _ in 0 }
            rw.pointee.write = { context, pointer, size, count in
                guard let pointer else { return 0 }
                MemorySink.of(context).bytes.append(
                    contentsOf: UnsafeRawBufferPointer(start: pointer, count: size * count))
                return count
            }
            rw.pointee.close = { _ in 0 }
            return rw
        }

        static func of(_ context: UnsafeMutablePointer<SDL_RWops>?) -> MemorySink {
            Unmanaged<MemorySink>.fromOpaque(context!.pointee.hidden.unknown.data1).takeUnretainedValue()
        }
    }
}

extension PNGFile {
    /// The canvas as PNG through zlib's fastest level (large contact sheets), written with
    /// `OutputFile` (checked, fsynced, renamed into place).
    public static func writeFast(_ canvas: HeadlessCanvas, to path: String) throws {
        try OutputFile.write(FastPNG.encode(canvas), to: path)
    }
}

import CSDL2
import ForceLabFiles
import Foundation
import SourceFormats

#if canImport(Glibc)
    import Glibc
#endif

/// The project's SVG pictures as SDL_image rasterized them before, kept on disk so a command
/// that draws the home screen does not rasterize its icons again on every run (nanosvg was about
/// a quarter of `render`). A raster is named by the SHA-256 of the SVG's bytes, the pixel size
/// and SDL_image's version, so an edited picture or another SDL_image never finds a stale one;
/// the file holds the ARGB8888 pixels and a check of them, and a file of the wrong size or check
/// is ignored (and written again). Files are written with the one output writer (a temporary
/// file, then a rename), so runs in parallel never read half a file. A cache that cannot be
/// read or written is no cache: the picture is rasterized as before, with the same pixels.
public struct RasterCache: Sendable {
    /// The folder holding the rasters.
    public let folder: String

    public init(folder: String) { self.folder = folder }

    /// `$XDG_CACHE_HOME/forcelab/rasters`, else `~/.cache/forcelab/rasters`; none when
    /// `FORCELAB_RASTER_CACHE=0` or there is no home.
    public static let standard: RasterCache? = {
        let environment = ProcessInfo.processInfo.environment
        if environment["FORCELAB_RASTER_CACHE"] == "0" { return nil }
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") {
            return RasterCache(folder: FileSystemName.join(base, "forcelab/rasters"))
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return RasterCache(folder: FileSystemName.join(home, ".cache/forcelab/rasters"))
    }()

    /// The layout of a kept raster and the conversion that made its pixels (`Surfaces.argbPixels`);
    /// raise it whenever either changes, so no raster made the old way is ever read again.
    static let format = 1

    /// SDL_image's version and the raster format, part of every raster's name.
    static let rasterizer: String = {
        guard let version = IMG_Linked_Version()?.pointee else { return "img-v\(format)" }
        return "img\(version.major).\(version.minor).\(version.patch)-v\(format)"
    }()

    /// The raster's file for `svg` at `width` x `height` pixels.
    public func path(svg: Data, width: Int, height: Int) -> String {
        FileSystemName.join(folder, "\(SHA256.hex(svg))-\(width)x\(height)-\(Self.rasterizer).argb")
    }

    /// The pixels kept for `svg` at this size, or nil.
    public func pixels(svg: Data, width: Int, height: Int) -> [UInt32]? {
        let count = width * height
        guard let data = try? BoundedFile.read(path(svg: svg, width: width, height: height), limit: count * 4 + 8),
            data.count == count * 4 + 8
        else { return nil }
        return data.withUnsafeBytes { raw -> [UInt32]? in
            let pixels = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
                UnsafeMutableRawBufferPointer(buffer).copyMemory(
                    from: UnsafeRawBufferPointer(rebasing: raw[0..<count * 4]))
                initialized = count
            }
            let check = raw.loadUnaligned(fromByteOffset: count * 4, as: UInt64.self)
            return Self.check(pixels) == UInt64(littleEndian: check) ? pixels : nil
        }
    }

    /// Keeps `pixels` for `svg` at this size; a failure only means no cache.
    public func keep(_ pixels: [UInt32], svg: Data, width: Int, height: Int) {
        guard pixels.count == width * height else { return }
        var bytes = [UInt8](repeating: 0, count: pixels.count * 4 + 8)
        bytes.withUnsafeMutableBytes { out in
            pixels.withUnsafeBytes { out.copyMemory(from: $0) }
            out.storeBytes(of: Self.check(pixels).littleEndian, toByteOffset: pixels.count * 4, as: UInt64.self)
        }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? OutputFile.write(bytes, to: path(svg: svg, width: width, height: height))
    }

    /// A 64-bit check of the pixels (FNV-1a over whole pixels): catches a truncated or damaged file.
    static func check(_ pixels: [UInt32]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for pixel in pixels { hash = (hash ^ UInt64(pixel)) &* 0x100_0000_01b3 }
        return hash ^ UInt64(pixels.count)
    }
}

import CSDL2
import Foundation
import QuickActions
import SourceFormats

/// Loads the project's SVG pictures (`Icons/<name>.svg`) rasterized at an exact pixel size by
/// SDL_image (nanosvg), as ARGB8888 pixel arrays. Files are read once. One library may serve
/// several threads (a contact sheet's workers): `pixels` takes a lock, so each missing picture
/// is still reported once. The project's SVGs are rasterized once per machine and size
/// (`RasterCache`); an app's own image files are not cached.
public final class ImageLibrary: @unchecked Sendable {
    public let iconsDirectory: String
    /// Where rasterized SVGs are kept between runs (nil: rasterized every time).
    public let rasterCache: RasterCache?
    private var files: [String: Data] = [:]
    private var missing: Set<String> = []
    private let lock = NSLock()

    public init(iconsDirectory: String, rasterCache: RasterCache? = .standard) {
        self.iconsDirectory = iconsDirectory
        self.rasterCache = rasterCache
    }

    /// The path of the picture called `name` (`apps/mail`, `glyphs/Search`); a name that is an
    /// absolute path is an app's own image file (PNG, SVG or PDF) and is its own path.
    public func path(of name: String) -> String {
        Self.isFile(name) ? name : FileSystemName.join(iconsDirectory, name + ".svg")
    }

    /// Whether `name` is an image file's path (it has an image extension; the project's own
    /// pictures are named without one).
    public static func isFile(_ name: String) -> Bool {
        let lower = name.lowercased()
        return [".png", ".svg", ".pdf"].contains { lower.hasSuffix($0) }
    }

    /// Whether the picture exists.
    public func exists(_ name: String) -> Bool {
        FileSystemName.withPath(path(of: name)) { access($0, R_OK) } == 0
    }

    /// The picture rasterized to `width` x `height` pixels, or nil (reported once) when missing.
    public func pixels(_ name: String, width: Int, height: Int) -> [UInt32]? {
        lock.lock()
        defer { lock.unlock() }
        return lockedPixels(name, width: width, height: height)
    }

    private func lockedPixels(_ name: String, width: Int, height: Int) -> [UInt32]? {
        guard width > 0, height > 0, !missing.contains(name) else { return nil }
        let data: Data
        if let cached = files[name] {
            data = cached
        } else if let loaded = Self.isFile(name)
            ? AppImageFile.read(name) : try? BoundedFile.read(path(of: name), limit: 8 << 20)
        {
            files[name] = loaded
            data = loaded
        } else {
            missing.insert(name)
            FileHandle.standardError.write(
                Data(
                    ControlCharacters.line("\(path(of: name)): warning: picture not found; drawn as a grey square")
                        .utf8 + [0x0A]))
            return nil
        }
        if Self.isFile(name) {
            switch AppImageFile.rasterize(data, path: name, width: width, height: height) {
            case .success(let pixels): return pixels
            case .failure(let problem):
                missing.insert(name)
                FileHandle.standardError.write(
                    Data(
                        ControlCharacters.line("\(name): warning: \(problem.message); drawn as a grey square").utf8
                            + [0x0A]))
                return nil
            }
        }
        if let kept = rasterCache?.pixels(svg: data, width: width, height: height) { return kept }
        let surface: UnsafeMutablePointer<SDL_Surface>? = data.withUnsafeBytes { raw in
            guard let rw = fl_rw_from_const_mem(raw.baseAddress, Int32(raw.count)) else { return nil }
            defer { SDL_RWclose(rw) }
            return IMG_LoadSizedSVG_RW(rw, Int32(width), Int32(height))
        }
        guard let surface else {
            missing.insert(name)
            FileHandle.standardError.write(
                Data(
                    ControlCharacters.line(
                        "\(path(of: name)): warning: SDL_image cannot read this SVG: \(String(cString: SDL_GetError()))"
                    ).utf8 + [0x0A]))
            return nil
        }
        defer { SDL_FreeSurface(surface) }
        let pixels = Surfaces.argbPixels(of: surface, width: width, height: height)
        rasterCache?.keep(pixels, svg: data, width: width, height: height)
        return pixels
    }
}

/// Copying pixels in and out of SDL surfaces as ARGB8888.
enum Surfaces {
    /// The surface's pixels converted to ARGB8888, cropped or padded to `width` x `height`.
    static func argbPixels(of surface: UnsafeMutablePointer<SDL_Surface>, width: Int, height: Int) -> [UInt32] {
        if surface.pointee.format.pointee.format == fl_pixelformat_argb8888(), Int(surface.pointee.w) == width,
            Int(surface.pointee.h) == height, let copied = copyRows(of: surface, width: width, height: height)
        {
            return copied
        }
        var out = [UInt32](repeating: 0, count: width * height)
        guard let converted = SDL_ConvertSurfaceFormat(surface, fl_pixelformat_argb8888(), 0) else { return out }
        defer { SDL_FreeSurface(converted) }
        SDL_LockSurface(converted)
        defer { SDL_UnlockSurface(converted) }
        let pitch = Int(converted.pointee.pitch)
        let w = min(width, Int(converted.pointee.w))
        let h = min(height, Int(converted.pointee.h))
        guard let base = converted.pointee.pixels else { return out }
        out.withUnsafeMutableBufferPointer { dst in
            for y in 0..<h {
                let row = base.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
                for x in 0..<w { dst[y * width + x] = row[x] }
            }
        }
        return out
    }

    /// An ARGB8888 surface's rows, copied once (no converted copy of the surface, no zeroed array).
    private static func copyRows(of surface: UnsafeMutablePointer<SDL_Surface>, width: Int, height: Int) -> [UInt32]? {
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        guard let base = surface.pointee.pixels else { return nil }
        let pitch = Int(surface.pointee.pitch)
        return [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
            for y in 0..<height {
                let row = base.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
                (buffer.baseAddress! + y * width).initialize(from: row, count: width)
            }
            count = width * height
        }
    }

    /// A new ARGB8888 surface holding `pixels`.
    static func surface(from pixels: [UInt32], width: Int, height: Int) -> UnsafeMutablePointer<SDL_Surface>? {
        guard
            let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, fl_pixelformat_argb8888())
        else { return nil }
        SDL_LockSurface(surface)
        let pitch = Int(surface.pointee.pitch)
        if let base = surface.pointee.pixels {
            pixels.withUnsafeBufferPointer { src in
                for y in 0..<height {
                    let row = base.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<width { row[x] = src[y * width + x] }
                }
            }
        }
        SDL_UnlockSurface(surface)
        return surface
    }
}

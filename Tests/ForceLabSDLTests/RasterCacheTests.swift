import Foundation
import TestSupport
import Testing

@testable import ForceLabSDL

/// The project's SVGs rasterized once and kept (`RasterCache`): a kept raster has the pixels a
/// fresh rasterization has, and a damaged or truncated one is never used.
@Suite struct RasterCacheTests {
    static let icons = packageRoot.appendingPathComponent("Icons").path
    static let cases: [(name: String, width: Int, height: Int)] = [
        ("apps/mail", 180, 180), ("apps/mail", 120, 120), ("apps/books", 87, 87), ("glyphs/Search", 25, 25),
    ]

    static func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("forcelab-rasters-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    @Test func aKeptRasterHasTheFreshRastersPixels() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cache = RasterCache(folder: folder)
        for (name, width, height) in Self.cases {
            let fresh = ImageLibrary(iconsDirectory: Self.icons, rasterCache: nil).pixels(
                name, width: width, height: height)
            #expect(fresh != nil, "\(name)")
            // The first library rasterizes and keeps; the second reads the file.
            let first = ImageLibrary(iconsDirectory: Self.icons, rasterCache: cache).pixels(
                name, width: width, height: height)
            let svg = try Data(contentsOf: URL(fileURLWithPath: "\(Self.icons)/\(name).svg"))
            #expect(cache.pixels(svg: svg, width: width, height: height) == fresh, "\(name) \(width)x\(height) kept")
            let second = ImageLibrary(iconsDirectory: Self.icons, rasterCache: cache).pixels(
                name, width: width, height: height)
            #expect(first == fresh && second == fresh, "\(name) \(width)x\(height)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == Self.cases.count)
    }

    @Test func aDamagedOrTruncatedRasterIsNotUsed() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cache = RasterCache(folder: folder)
        let svg = try Data(contentsOf: URL(fileURLWithPath: "\(Self.icons)/apps/mail.svg"))
        let fresh = try #require(
            ImageLibrary(iconsDirectory: Self.icons, rasterCache: nil).pixels("apps/mail", width: 60, height: 60))
        cache.keep(fresh, svg: svg, width: 60, height: 60)
        let path = cache.path(svg: svg, width: 60, height: 60)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        bytes[1000] ^= 0x01
        try bytes.write(to: URL(fileURLWithPath: path))
        #expect(cache.pixels(svg: svg, width: 60, height: 60) == nil, "one bit flipped")
        try bytes.prefix(bytes.count - 4).write(to: URL(fileURLWithPath: path))
        #expect(cache.pixels(svg: svg, width: 60, height: 60) == nil, "truncated")
        // The library rasterizes again, with the fresh pixels, and keeps them anew.
        #expect(
            ImageLibrary(iconsDirectory: Self.icons, rasterCache: cache).pixels("apps/mail", width: 60, height: 60)
                == fresh)
        #expect(cache.pixels(svg: svg, width: 60, height: 60) == fresh)
        // Another size or another picture is another file.
        #expect(cache.pixels(svg: svg, width: 61, height: 60) == nil)
        #expect(cache.pixels(svg: svg + Data([0x20]), width: 60, height: 60) == nil)
    }
}

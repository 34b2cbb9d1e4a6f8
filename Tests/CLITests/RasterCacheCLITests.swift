import Foundation
import Testing

/// The raster cache never changes a picture: a render with no cache, with an empty one (which
/// it fills) and with the filled one are the same bytes, and the cache holds rasters afterwards.
@Suite struct RasterCacheCLITests {
    @Test func aPictureIsTheSameBytesWithAndWithoutTheCache() async throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cacheHome = directory.appendingPathComponent("cache").path
        func render(_ name: String, _ env: [String: String]) async throws -> Data {
            let out = directory.appendingPathComponent(name).path
            let result = try await runForceLab(["render", "--scale", "2", "-o", out], env: env)
            #expect(result.status == 0, "\(result.stderr)")
            return try Data(contentsOf: URL(fileURLWithPath: out))
        }
        let uncached = try await render("off.png", ["FORCELAB_RASTER_CACHE": "0", "XDG_CACHE_HOME": cacheHome])
        #expect(!FileManager.default.fileExists(atPath: cacheHome + "/forcelab/rasters"))
        let cold = try await render("cold.png", ["XDG_CACHE_HOME": cacheHome])
        let kept = try FileManager.default.contentsOfDirectory(atPath: cacheHome + "/forcelab/rasters")
        #expect(kept.contains { $0.hasSuffix(".argb") }, "\(kept)")
        let warm = try await render("warm.png", ["XDG_CACHE_HOME": cacheHome])
        #expect(cold == uncached)
        #expect(warm == uncached)
    }
}

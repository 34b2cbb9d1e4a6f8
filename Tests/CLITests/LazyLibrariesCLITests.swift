import Foundation
import Testing

/// FFmpeg and Poppler (with cairo) are loaded by the drawing plugin on first use (dlopen in
/// CVideo and CPDFImage), not linked: a render or preview that draws no PDF and writes no video
/// never maps them (glibc's LD_DEBUG=libs tells), one that does loads them and works, and a
/// missing library is one clean error naming it and its Debian package.
@Suite(.serialized) struct LazyLibrariesCLITests {
    static let sketchbook = "Tests/Fixtures/own-app/Sketchbook"
    static let ffmpeg = ["libavcodec", "libavformat", "libswscale"]
    static let poppler = ["libpoppler", "libcairo"]

    /// The libraries whose constructors ran (LD_DEBUG's `calling init:` lines), and the result.
    static func loads(_ arguments: [String], env: [String: String] = [:]) async throws -> (CLIResult, [Substring]) {
        let result = try await DrawingPluginCLITests.shell(
            forcelabBinary, arguments, env: env.merging(["LD_DEBUG": "libs"]) { $1 })
        return (result, result.stderr.split(separator: "\n").filter { $0.contains("calling init:") })
    }

    static func maps(_ loaded: [Substring], _ library: String) -> Bool {
        loaded.contains { $0.contains("/\(library).so") || $0.contains("/\(library)-") }
    }

    /// A PNG's width and height from its IHDR, or nil when the file is not a PNG.
    static func pngSize(_ path: String) throws -> [Int]? {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)).prefix(24))
        guard bytes.count == 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        return [bytes[16..<20], bytes[20..<24]].map { $0.reduce(0) { $0 << 8 | Int($1) } }
    }

    @Test func renderAndPreviewWithoutPDFOrVideoMapNeither() async throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let runs = [
            ["render", "-o", folder.appendingPathComponent("render.png").path],
            ["preview", "Assets/apps/Mail/Info.plist", "-o", folder.appendingPathComponent("menu.png").path],
        ]
        for arguments in runs {
            let (result, loaded) = try await Self.loads(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr.suffix(400))")
            #expect(loaded.contains { $0.contains("libForceLabDrawing.so") } && Self.maps(loaded, "libSDL2"))
            for library in Self.ffmpeg + Self.poppler {
                #expect(!Self.maps(loaded, library), "\(arguments) maps \(library)")
            }
        }
        #expect(try Self.pngSize(folder.appendingPathComponent("render.png").path) != nil)
    }

    @Test func aPDFIconLoadsPopplerAndCairoOnly() async throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let menu = folder.appendingPathComponent("menu.png").path
        let (result, loaded) = try await Self.loads([
            "preview", Self.sketchbook, "--locale", "en", "--scale", "1", "-o", menu,
        ])
        #expect(result.status == 0, "\(result.stderr.suffix(400))")
        #expect(!result.stderr.contains("warning"), "\(result.stderr.suffix(400))")
        for library in Self.poppler { #expect(Self.maps(loaded, library), "no \(library)") }
        for library in Self.ffmpeg { #expect(!Self.maps(loaded, library), "maps \(library)") }
        #expect(try Self.pngSize(menu) == [375, 812])
    }

    @Test func aVideoLoadsFFmpegAndIsWritten() async throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recording = try VideoCLITests.writeRecording(in: folder)
        let gif = folder.appendingPathComponent("press.gif").path
        let (result, loaded) = try await Self.loads(["replay", recording, "--video", gif])
        #expect(result.status == 0, "\(result.stderr.suffix(400))")
        for library in Self.ffmpeg { #expect(Self.maps(loaded, library), "no \(library)") }
        // Not Poppler; cairo, though, comes with libavcodec (its SVG decoder's librsvg needs it).
        #expect(!Self.maps(loaded, "libpoppler"), "maps libpoppler")
        #expect(try Data(contentsOf: URL(fileURLWithPath: gif)).starts(with: Array("GIF89a".utf8)))
    }

    /// FORCELAB_MISSING_LIBRARY hides one library from the loaders, as if it were not installed.
    @Test func aMissingLibraryIsOneErrorNamingItsPackage() async throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recording = try VideoCLITests.writeRecording(in: folder)
        let video = folder.appendingPathComponent("press.mp4").path
        let failed = try await runForceLab(
            ["replay", recording, "--video", video], env: ["FORCELAB_MISSING_LIBRARY": "libavcodec"])
        #expect(failed.status == 2)
        let lines = failed.stderr.split(separator: "\n")
        #expect(
            lines.count == 1
                && lines[0].hasPrefix("forcelab: error: cannot load libavcodec.so.")
                && lines[0].contains("(Debian's package libavcodec"), "\(failed.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["press.jsonl"])

        // A PDF image without Poppler: the picture is grey and the warning names the library.
        let menu = folder.appendingPathComponent("menu.png").path
        let grey = try await runForceLab(
            ["preview", Self.sketchbook, "--locale", "en", "--scale", "1", "-o", menu],
            env: ["FORCELAB_MISSING_LIBRARY": "libpoppler-glib"])
        #expect(grey.status == 0)
        #expect(
            grey.stderr.contains(
                "brush.pdf: warning: cannot load libpoppler-glib.so.8 (Debian's package libpoppler-glib8)"),
            "\(grey.stderr)")
    }
}

import Foundation
import Testing

/// The executable and its drawing plugin (libForceLabDrawing.so, loaded from the executable's own
/// folder): the commands that draw nothing and measure no text run without it and load no SDL,
/// Poppler, cairo or FFmpeg; the others say plainly when it is missing.
@Suite struct DrawingPluginCLITests {
    static let trace = "Tests/Replays/peek-pop-row.jsonl"
    static let heavyLibraries = ["libSDL2", "libpoppler", "libcairo", "libavcodec", "libavformat"]

    /// The light commands, as a user would run them.
    static var lightCommands: [[String]] {
        [
            ["--help"], ["help", "lint"], ["lint", "--help"], ["devices"], ["rules"], ["completions", "bash"],
            ["classify", trace], ["calibrate", trace], ["compare", trace, "--profile", "light", "--profile", "firm"],
        ]
    }

    /// A copy of the executable alone in a folder of its own.
    static func lonelyCopy() throws -> URL {
        let folder = try makeTemporaryDirectory()
        let copy = folder.appendingPathComponent("forcelab")
        try FileManager.default.copyItem(at: forcelabBinary, to: copy)
        return copy
    }

    static func shell(_ binary: URL, _ arguments: [String], env: [String: String] = [:]) async throws -> CLIResult {
        let quoted = ([binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        return try await runShell("exec \(quoted)", env: env.merging(["FORCELAB_ASSETS": cliPackageRoot.path]) { $1 })
    }

    @Test func lightCommandsRunWithoutThePlugin() async throws {
        let copy = try Self.lonelyCopy()
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        for arguments in Self.lightCommands {
            let result = try await Self.shell(copy, arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
    }

    @Test func aMissingPluginIsOneLineAndStatus2() async throws {
        let copy = try Self.lonelyCopy()
        let folder = copy.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plot = folder.appendingPathComponent("plot.png").path
        for arguments in [
            ["render", "-o", folder.appendingPathComponent("r.png").path], ["classify", Self.trace, "--plot", plot],
        ] {
            let result = try await Self.shell(copy, arguments)
            #expect(result.status == 2, "\(arguments)")
            let prefix = "forcelab: error: cannot load \(folder.path)/libForceLabDrawing.so: "
            #expect(
                result.stderr.hasPrefix(prefix) && result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: plot))
        }
    }

    /// A symbolic link to the executable finds the plugin beside the real file.
    @Test func aLinkToTheExecutableFindsThePlugin() async throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("forcelab")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: forcelabBinary)
        let result = try await Self.shell(link, ["layout", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("{") || result.stdout.hasPrefix("["))
    }

    /// The dynamic loader's own account (glibc's LD_DEBUG=libs): which libraries each command loads.
    @Test func lightCommandsLoadNoDrawingLibrary() async throws {
        for arguments in Self.lightCommands {
            let result = try await Self.shell(forcelabBinary, arguments, env: ["LD_DEBUG": "libs"])
            #expect(result.status == 0, "\(arguments)")
            let loaded = result.stderr.split(separator: "\n").filter { $0.contains("calling init:") }
            #expect(!loaded.isEmpty, "LD_DEBUG said nothing")
            for library in Self.heavyLibraries {
                #expect(!loaded.contains { $0.contains(library) }, "\(arguments) loads \(library)")
            }
        }
        let drawing = try await Self.shell(forcelabBinary, ["layout", "--format", "json"], env: ["LD_DEBUG": "libs"])
        #expect(drawing.stderr.contains("libForceLabDrawing.so") && drawing.stderr.contains("libSDL2"))
    }

    /// Lint loads the text engine alone (its plugin): FreeType, HarfBuzz, FriBidi, fontconfig
    /// and ICU, no SDL at all (the engine measures as SDL_ttf without it), so none of what
    /// Debian's libSDL2 links (X11, Wayland, PulseAudio, ALSA); no Poppler, cairo or FFmpeg, and
    /// not the drawing plugin.
    @Test func lintLoadsOnlyTheTextEngine() async throws {
        let plist = "Assets/apps/Mail/Info.plist"
        let result = try await Self.shell(forcelabBinary, ["lint", plist], env: ["LD_DEBUG": "libs"])
        #expect(result.status == 0)
        let loaded = result.stderr.split(separator: "\n").filter { $0.contains("calling init:") }
        #expect(loaded.contains { $0.contains("libForceLabLinting.so") })
        for library in ["libfreetype", "libharfbuzz", "libfribidi", "libfontconfig", "libicuuc"] {
            #expect(loaded.contains { $0.contains(library) }, "lint measures with \(library)")
        }
        for library in [
            "libForceLabDrawing.so", "libpoppler", "libcairo", "libavcodec", "libavformat", "libSDL2", "libX11",
            "libwayland", "libpulse", "libasound",
        ] {
            #expect(!loaded.contains { $0.contains(library) }, "lint loads \(library)")
        }
        let copy = try Self.lonelyCopy()
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        let missing = try await Self.shell(copy, ["lint", plist])
        #expect(missing.status == 2)
        #expect(
            missing.stderr.hasPrefix(
                "forcelab: error: cannot load \(copy.deletingLastPathComponent().path)/libForceLabLinting.so: "))
    }
}

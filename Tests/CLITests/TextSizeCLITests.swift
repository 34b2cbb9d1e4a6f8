import Foundation
import TestSupport
import Testing

/// `--text-size`, `--all-text-sizes` and `--text-sizes` run as a process.
@Suite struct TextSizeCLITests {
    static func run(_ args: [String]) async throws -> CLIResult {
        try await runForceLab(args, directory: packageRoot)
    }

    /// Mail in every locale at all twelve sizes: each cut title or subtitle once, with the
    /// smallest size at which it is cut (a golden, looked at).
    @Test func lintAllTextSizesNamesTheSmallestSizeCut() async throws {
        let result = try await Self.run(["lint", "Assets/apps/Mail", "--all-locales", "--all-text-sizes"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("(cut from text size accessibility2 up) [QA005]"))
        assertGolden(.text(result.stdout), at: "Tests/CLITests/Goldens/text-sizes/mail-all-text-sizes.txt")
        // At large nothing in German is cut but the subtitle; at accessibility3 the title too.
        let large = try await Self.run(["lint", "Assets/apps/Mail", "--locale", "de"])
        #expect(!large.stdout.contains("QA005"))
        let ax3 = try await Self.run(["lint", "Assets/apps/Mail", "--locale", "de", "--text-size", "accessibility3"])
        #expect(ax3.stdout.contains("QA005"))
    }

    @Test func anUnknownSizeIsAUsageError() async throws {
        let result = try await Self.run(["preview", "Assets/apps/Mail", "--text-size", "huge", "-o", "/tmp/x.png"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("xSmall"), "\(result.stderr)")
        let sheet = try await Self.run(["preview", "Assets/apps/Mail", "--text-sizes", "large,big", "-o", "/tmp/x.png"])
        #expect(sheet.status == 2)
        #expect(sheet.stderr.contains("'big' is not a text size"), "\(sheet.stderr)")
        let both = try await Self.run(["lint", "Assets/apps/Mail", "--all-text-sizes", "--all-devices"])
        #expect(both.status == 2)
    }

    /// A recording's `"text_size"` is replayed; an unknown one is the file's first line.
    @Test func replayReadsTheHeadersTextSize() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("forcelab-textsize-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let press = """
            {"t":0.0,"type":"down","x":57,"y":120,"force":0.1}
            {"t":0.2,"type":"move","x":57,"y":120,"force":0.9}
            {"t":0.5,"type":"up","x":57,"y":120}
            {"t":0.7,"type":"tick"}

            """
        func replay(_ header: String, frames: String = "f") async throws -> CLIResult {
            let path = folder.appendingPathComponent("r.jsonl")
            try (header + "\n" + press).write(to: path, atomically: true, encoding: .utf8)
            let out = folder.appendingPathComponent(frames).path
            return try await Self.run(["replay", path.path, "--events", "-", "--frames", out, "--scale", "1"])
        }
        func lastFrame(_ frames: String) throws -> Data {
            let dir = folder.appendingPathComponent(frames).appendingPathComponent("r")
            let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
            return try Data(contentsOf: dir.appendingPathComponent(names.last!))
        }
        let large = try await replay(#"{"forcelab":"recording","version":1}"#, frames: "large")
        let ax = try await replay(
            #"{"forcelab":"recording","version":1,"text_size":"accessibility2"}"#, frames: "ax")
        #expect(large.status == 0 && ax.status == 0, "\(large.stderr) \(ax.stderr)")
        #expect(large.stdout.contains("menuOpened") && ax.stdout.contains("menuOpened"))
        #expect(try lastFrame("large") != lastFrame("ax"), "the menu is drawn at the header's size")
        let bad = try await replay(#"{"forcelab":"recording","version":1,"text_size":"huge"}"#)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("r.jsonl:1: error: the header's \"text_size\""), "\(bad.stderr)")
    }
}

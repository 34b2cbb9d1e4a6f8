import Foundation
import Testing

/// `--icon-style` on render, preview and replay; the recording header's `"icon_style"`; a style
/// refused on a release without it, naming the release that introduced it.
@Suite struct IconStyleCLITests {
    @Test(arguments: [
        (["render", "-o", "/tmp/forcelab-never-written.png"], "dark", 17, "iOS 18"),
        (["render", "-o", "/tmp/forcelab-never-written.png"], "tinted", 12, "iOS 18"),
        (["preview", "Assets/apps/Mail", "-o", "/tmp/forcelab-never-written.png"], "clear", 18, "iOS 26"),
    ])
    func aStyleTheReleaseLacksIsAUsageErrorNamingItsRelease(
        command: [String], style: String, ios: Int, introduced: String
    ) async throws {
        let device = ios <= 12 ? "iphone-xs" : "iphone-15"
        let result = try await runForceLab(command + ["--device", device, "--ios", "\(ios)", "--icon-style", style])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("--icon-style \(style): the \(style) icon style needs \(introduced) or later"),
            "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/forcelab-never-written.png"))
    }

    @Test func anUnknownStyleIsAUsageError() async throws {
        let result = try await runForceLab(["render", "-o", "/tmp/forcelab-never-written.png", "--icon-style", "glass"])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("--icon-style expects automatic, default, dark, tinted or clear"), "\(result.stderr)"
        )
    }

    @Test func eachStyleRendersItsOwnPictureAndAutomaticIsTheDefault() async throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        func render(_ extra: [String]) async throws -> Data {
            let out = directory.appendingPathComponent("home-\(UUID().uuidString).png")
            let result = try await runForceLab(
                ["render", "--device", "iphone-17", "--ios", "26", "--scale", "1", "-o", out.path] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            return try Data(contentsOf: out)
        }
        let plain = try await render([])
        #expect(try await render(["--icon-style", "automatic"]) == plain)
        #expect(try await render(["--icon-style", "default"]) == plain)
        let pictures =
            [plain] + [
                try await render(["--icon-style", "dark"]), try await render(["--icon-style", "tinted"]),
                try await render(["--icon-style", "clear"]),
                try await render(["--icon-style", "clear", "--appearance", "dark"]),
            ]
        #expect(Set(pictures).count == pictures.count)
    }

    /// A recording on iPhone 17, iOS 26: a long press that opens Mail's menu.
    func recording(
        in directory: URL, named name: String, header extra: String, ios: Int = 26, device: String = "iphone-17"
    ) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try Data(
            (#"{"forcelab":"recording","version":1,"device":""# + device
                + #"","scene":"default","force_unit":"normalized","ios":"# + "\(ios)" + extra + "}\n"
                + #"{"t":0,"type":"down","x":61.5,"y":122,"force":0.05}"# + "\n"
                + #"{"t":0.8,"type":"move","x":61.5,"y":122,"force":0.05}"# + "\n"
                + #"{"t":1,"type":"tick"}"# + "\n").utf8
        ).write(to: url)
        return url
    }

    @Test func replayTakesTheHeadersStyleAndTheCommandLineWins() async throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        func lastFrame(_ recording: URL, _ extra: [String] = []) async throws -> Data {
            let frames = directory.appendingPathComponent("frames-\(UUID().uuidString)")
            let result = try await runForceLab(
                ["replay", recording.path, "--frames", frames.path, "--every", "120", "--scale", "1"] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            let stem = recording.deletingPathExtension().lastPathComponent
            return try Data(contentsOf: frames.appendingPathComponent("\(stem)/frame-000120.png"))
        }
        let old = try recording(in: directory, named: "old.jsonl", header: "")
        let clear = try recording(in: directory, named: "clear.jsonl", header: #","icon_style":"clear""#)
        let oldFrame = try await lastFrame(old)
        let clearFrame = try await lastFrame(clear)
        #expect(oldFrame != clearFrame)
        #expect(try await lastFrame(old, ["--icon-style", "clear"]) == clearFrame)
        #expect(try await lastFrame(clear, ["--icon-style", "automatic"]) == oldFrame)
    }

    @Test func aHeaderStyleTheReleaseLacksOrDoesNotKnowIsTheRecordingsFault() async throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let early = try recording(
            in: directory, named: "early.jsonl", header: #","icon_style":"clear""#, ios: 18, device: "iphone-15")
        let result = try await runForceLab(["replay", early.path])
        #expect(result.status == 2)
        #expect(
            result.stderr.hasPrefix("\(early.path):1: error: the header's \"icon_style\" \"clear\""), "\(result.stderr)"
        )
        #expect(result.stderr.contains("iOS 26"))
        let unknown = try recording(in: directory, named: "unknown.jsonl", header: #","icon_style":"glass""#)
        let bad = try await runForceLab(["replay", unknown.path])
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("\(unknown.path):1:"), "\(bad.stderr)")
    }
}

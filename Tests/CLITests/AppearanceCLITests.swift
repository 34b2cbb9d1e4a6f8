import Foundation
import Testing

/// `--appearance light|dark` on the picture commands, lint and replay; the recording header's
/// `"appearance"`; Dark Mode refused before iOS 13.
@Suite struct AppearanceCLITests {
    @Test(arguments: [
        ["render", "-o", "/tmp/forcelab-never-written.png"],
        ["preview", "Assets/apps/Mail", "-o", "/tmp/forcelab-never-written.png"],
        ["lint", "Assets/apps/Mail"],
    ])
    func darkModeOnIOS12IsAUsageErrorNamingIOS13(command: [String]) async throws {
        let result = try await runForceLab(command + ["--device", "iphone-xs", "--ios", "12", "--appearance", "dark"])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("--appearance dark: iOS 12 has no Dark Mode; it came with iOS 13"),
            "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/forcelab-never-written.png"))
    }

    @Test func darkRenderDiffersFromLightAndLightIsTheDefault() async throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        func render(_ extra: [String]) async throws -> Data {
            let out = directory.appendingPathComponent("home\(extra.count).png")
            let result = try await runForceLab(
                ["render", "--device", "iphone-15", "--ios", "18", "--scale", "1", "-o", out.path] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            return try Data(contentsOf: out)
        }
        let plain = try await render([])
        let light = try await render(["--appearance", "light", "--page", "1"])
        let dark = try await render(["--appearance", "dark"])
        #expect(plain == light)
        #expect(plain != dark)
    }

    @Test func lintOnEveryDeviceInDarkModeSaysHowManyPairsItSkipped() async throws {
        let dark = try await runForceLab(["lint", "Assets/apps/Mail", "--all-devices", "--appearance", "dark"])
        #expect(dark.status == 0, "\(dark.stderr)")
        let note = try #require(dark.stderr.split(separator: "\n").first { $0.contains("--appearance dark") })
        // "N device and release pairs measured, M skipped (iOS 12 and earlier have no Dark Mode)"
        let numbers = note.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        #expect(numbers.count >= 2 && numbers[0] > 0 && numbers[1] > 0, "\(note)")
        #expect(note.contains("iOS 12 and earlier have no Dark Mode"))
        let light = try await runForceLab(["lint", "Assets/apps/Mail", "--all-devices"])
        #expect(!light.stderr.contains("skipped"), "\(light.stderr)")
    }

    /// A recording on iPhone 15, iOS 18: a press that opens Mail's menu.
    func recording(in directory: URL, named name: String, header extra: String, ios: Int = 18) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try Data(
            (#"{"forcelab":"recording","version":1,"device":"iphone-15","scene":"default","force_unit":"normalized","ios":"#
                + "\(ios)" + extra + "}\n"
                + #"{"t":0,"type":"down","x":61.5,"y":122,"force":0.05}"# + "\n"
                + #"{"t":0.8,"type":"move","x":61.5,"y":122,"force":0.05}"# + "\n"
                + #"{"t":1,"type":"tick"}"# + "\n").utf8
        ).write(to: url)
        return url
    }

    @Test func replayTakesTheHeadersAppearanceAndTheCommandLineWins() async throws {
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
        let dark = try recording(in: directory, named: "dark.jsonl", header: #","appearance":"dark""#)
        let oldFrame = try await lastFrame(old)
        let darkFrame = try await lastFrame(dark)
        #expect(oldFrame != darkFrame)
        #expect(try await lastFrame(old, ["--appearance", "dark"]) == darkFrame)
        #expect(try await lastFrame(dark, ["--appearance", "light"]) == oldFrame)
    }

    @Test func aDarkHeaderOnIOS12IsTheRecordingsFault() async throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("xs.jsonl")
        try Data(
            (#"{"forcelab":"recording","version":1,"device":"iphone-xs","scene":"default","force_unit":"normalized","ios":12,"appearance":"dark"}"#
                + "\n" + #"{"t":0.1,"type":"tick"}"# + "\n").utf8
        ).write(to: url)
        let result = try await runForceLab(["replay", url.path])
        #expect(result.status == 2)
        #expect(
            result.stderr.hasPrefix("\(url.path):1: error: the header's \"appearance\" \"dark\""), "\(result.stderr)")
        #expect(result.stderr.contains("iOS 13"))
        let overridden = try await runForceLab(["replay", url.path, "--appearance", "light"])
        #expect(overridden.status == 0, "\(overridden.stderr)")
    }
}

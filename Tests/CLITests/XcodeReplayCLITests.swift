import Foundation
import TestSupport
import Testing

/// Recordings of an Xcode project's app (issue 22): the header keeps how the app was built
/// (`"xcode"`, `"defines"`) and the items the window showed (`"app_snapshots"`), and replay
/// rebuilds it so, the command line winning by the documented rule.
@Suite(.serialized) struct XcodeReplayCLITests {
    /// A firm press on the first slot, then a tick: the menu opens and the log names it.
    static func recording(header: String) -> String {
        var lines = [header, #"{"t":0.25,"type":"down","x":57,"y":104,"force":0.04}"#]
        var force = 0.04
        var time = 0.25
        while force < 0.5 {
            time += 1.0 / 120
            force += 0.02
            lines.append(String(format: #"{"t":%.6f,"type":"move","x":57,"y":104,"force":%.2f}"#, time, force))
        }
        lines.append(String(format: #"{"t":%.6f,"type":"tick"}"#, time + 0.4))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The app name and titles of the first menu the replay of `header` opens, with `args`.
    func menu(_ header: String, _ args: [String] = [], snapshot: String? = nil) async throws -> String {
        let folder = try makeTemporaryDirectory()
        let app = packageRoot.appendingPathComponent(XcodeCLITests.ghostery).path
        let recording = folder.appendingPathComponent("rec.jsonl")
        try Self.recording(header: header.replacingOccurrences(of: "APP", with: app)).write(
            to: recording, atomically: true, encoding: .utf8)
        if let snapshot {
            try snapshot.write(
                to: folder.appendingPathComponent("rec.jsonl.app-1.json"), atomically: true, encoding: .utf8)
        }
        let events = folder.appendingPathComponent("events.jsonl")
        let result = try await runForceLab(["replay", recording.path, "--events", events.path] + args)
        #expect(result.status == 0, "\(result.stderr)")
        let log = (try? String(contentsOf: events, encoding: .utf8)) ?? ""
        guard let line = log.split(separator: "\n").first(where: { $0.contains("menuOpened") }) else { return "" }
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        let titles = (object?["items"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
        return ([object?["app"] as? String ?? "?"] + titles).joined(separator: " | ")
    }

    static let head = #"{"forcelab":"recording","version":1,"device":"iphone-xs","apps":["APP"],"slot":"1,1""#

    @Test func theHeadersBuildChoicesReplayAndTheCommandLineWins() async throws {
        let lumen =
            Self.head + #","xcode":[{"configuration":"Lumen"}],"defines":{"MOZ_BUNDLE_DISPLAY_NAME":"Lumen Rec"}}"#
        #expect(try await menu(lumen) == "Lumen Rec | New Tab | New Private Tab")
        // An old recording (no build fields): the project's default configuration, Fennec.
        #expect(try await menu(Self.head + "}").hasPrefix("New Cliqz |"))
        // --xcode-configuration replaces the recorded one; a --define replaces its name's value.
        #expect(
            try await menu(lumen, ["--xcode-configuration", "Cliqz", "--define", "MOZ_BUNDLE_DISPLAY_NAME=Line"])
                == "Line | New Tab | New Private Tab")
        // --app sets the header's build aside: the project's default again.
        let app = packageRoot.appendingPathComponent(XcodeCLITests.ghostery).path
        #expect(try await menu(lumen, ["--app", app]).hasPrefix("New Cliqz |"))
        #expect(try await menu(lumen, ["--app", app, "--xcode-configuration", "Lumen"]).hasPrefix("Lumen |"))
    }

    @Test func aSnapshotReplaysTheItemsAsSeenUnlessTheBuildIsChanged() async throws {
        // The window saw "Seen Title" (the files say otherwise now): the replay shows it.
        let header = Self.head + #","xcode":[{"configuration":"Lumen"}],"app_snapshots":["rec.jsonl.app-1.json"]}"#
        let snapshot = #"{"app": "Seen App", "static": [{"type": "t", "title": "Seen Title"}], "dynamic": []}"#
        #expect(try await menu(header, snapshot: snapshot) == "Seen App | Seen Title")
        // Built differently (a --define): the snapshot is set aside, the files are read.
        #expect(
            try await menu(header, ["--define", "MOZ_BUNDLE_DISPLAY_NAME=Line"], snapshot: snapshot)
                == "Line | New Tab | New Private Tab")
        // A snapshot the header names but that is not there is the recording's error, on line 1.
        let folder = try makeTemporaryDirectory()
        let recording = folder.appendingPathComponent("rec.jsonl")
        let app = packageRoot.appendingPathComponent(XcodeCLITests.ghostery).path
        try Self.recording(header: header.replacingOccurrences(of: "APP", with: app)).write(
            to: recording, atomically: true, encoding: .utf8)
        let missing = try await runForceLab(["replay", recording.path])
        #expect(
            missing.status == 2 && missing.stderr.contains("rec.jsonl:1: error: the app snapshot"), "\(missing.stderr)")
    }
}

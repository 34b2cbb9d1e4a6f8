import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `forcelab replay` through the real binary: the project's scenarios against their checked-in
/// goldens, determinism, --jobs, --shard, and hostile input.
@Suite(.serialized) struct ReplayCLITests {
    static let penTap = "Tests/Fixtures/evemu-devices/Wacom Intuos4 6x9.stylus-tap.events"
    static let suite = ["Tests/Replays", penTap, "--at", "Mail", "--every", "30", "--scale", "1"]
    /// How many recordings the suite replays: every scenario in Tests/Replays, and the pen tap.
    static var recordings: Int {
        let folder = packageRoot.appendingPathComponent("Tests/Replays").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".jsonl") }.count + 1
    }

    /// Debug vs release: `swift test` runs the debug binary against the checked-in goldens, and
    /// those goldens were verified to be byte for byte what a release build writes
    /// (`swift build -c release`, then the --update-goldens command in Tests/Replays/README.md
    /// into a temporary folder and `diff -r` with Tests/Replays/goldens; the release binary also
    /// passes this same comparison). So this passing means debug and release builds agree.
    @Test func scenariosMatchTheirGoldens() async throws {
        let diffs = try makeTemporaryDirectory()
        // FORCELAB_RECORD_GOLDENS=1 re-records these goldens too (review the diff before committing).
        let result = try await runForceLab(
            ["replay"] + Self.suite + ["--golden", "Tests/Replays/goldens"]
                + (recordingGoldens ? ["--update-goldens"] : ["--diffs", diffs.path]))
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        if recordingGoldens { return }
        #expect(result.stdout.hasSuffix("\(Self.recordings) passed, 0 failed\n"))
        #expect(result.stderr.isEmpty)
        let ok = result.stdout.split(separator: "\n").filter { $0.contains(": ok (") }
        #expect(ok.count == Self.recordings)
    }

    @Test func scenarioLogsSayWhatHappened() throws {
        func log(_ name: String, _ extra: [String] = []) throws -> String {
            let url = packageRoot.appendingPathComponent("Tests/Replays/goldens/\(name)/events.jsonl")
            return try String(contentsOf: url, encoding: .utf8)
        }
        #expect(
            try log("haptic-touch-ios18-iphone-15").contains("{\"t\":0.75,\"ui\":\"menuOpened\",\"app\":\"Mail\""),
            "Haptic Touch opens at the default 0.5 s")
        #expect(
            try log("haptic-touch-ios18-iphone-15").contains(
                "{\"title\":\"Remove App\",\"system\":true,\"destructive\":true}"))
        #expect(
            try log("haptic-touch-ios18-iphone-15").contains(
                "\"ui\":\"systemItemChosen\",\"app\":\"Mail\",\"title\":\"Edit Home Screen\""))
        #expect(
            try log("force-touch-ios13-iphone-xs").contains("{\"t\":0.325,\"ui\":\"menuOpened\""),
            "a firm press opens at once")
        #expect(try log("force-touch-ios13-iphone-xs").contains("\"style\":\"contextMenu\""))
        #expect(!(try log("force-touch-ios13-iphone-xs").contains("\"ui\":\"popped\"")))
        #expect(
            try log("mail-menu-choose").contains(
                "\"ui\":\"itemChosen\",\"app\":\"Mail\",\"type\":\"com.example.mail.search\""))
        #expect(try log("tap-opens-app").contains("\"ui\":\"appOpened\",\"app\":\"Notes\""))
        // The header's dark appearance, then D twice: light with the menu open, dark again at home.
        #expect(
            try log("dark-ios26-iphone-17-de").contains(
                "{\"t\":1.5,\"ui\":\"appearance\",\"appearance\":\"light\"}\n{\"t\":2,\"ui\":\"menuDismissed\""))
        #expect(
            try log("dark-ios26-iphone-17-de").contains("{\"t\":2.25,\"ui\":\"appearance\",\"appearance\":\"dark\"}"))
        #expect(try log("dark-ios26-iphone-17-de").contains("\"title\":\"Neue E-Mail\""))
        // A German phone's system items are German (Assets/system-strings.json).
        #expect(
            try log("dark-ios26-iphone-17-de").contains(
                "{\"title\":\"Home-Bildschirm bearbeiten\",\"system\":true},{\"title\":\"App entfernen\""))
        #expect(try log("long-press-edit").contains("\"ui\":\"editMode\",\"on\":true"))
        #expect(try log("haptic-long-press-menu").contains("\"ui\":\"menuOpened\",\"app\":\"Mail\""))
        #expect(try !log("haptic-long-press-menu").contains("\"event\":\"quickActions\""))
        #expect(try log("profile-light").contains("\"ui\":\"menuOpened\""))
        #expect(try !log("profile-firm").contains("\"ui\":\"menuOpened\""))
        #expect(try log("Wacom Intuos4 6x9.stylus-tap").contains("\"ui\":\"menuOpened\",\"app\":\"Mail\""))
        // The header's "locale":"ar" mirrors the phone: Mail at the top right, its menu too.
        #expect(
            try log("rtl-mail-menu-ar").contains(
                "\"ui\":\"menuOpened\",\"app\":\"Mail\",\"direction\":\"down\",\"iconSide\":\"right\""))
        #expect(try log("rtl-mail-menu-ar").contains("\"textAlignment\":\"right\"}"))
        #expect(
            try log("rtl-mail-menu-ar").contains(
                "\"ui\":\"itemChosen\",\"app\":\"Mail\",\"type\":\"com.example.mail.search\""))
    }

    /// `--locale` on the command line wins over the header: the same press in Hebrew lands on
    /// the mirrored grid, where the top left icon is the fourth app (Photos).
    @Test func localeMirrorsAReplay() async throws {
        let dir = try makeTemporaryDirectory()
        let events = dir.appendingPathComponent("he.jsonl").path
        let result = try await runForceLab([
            "replay", "Tests/Replays/mail-menu-choose.jsonl", "--locale", "he", "--events", events,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let log = try String(contentsOfFile: events, encoding: .utf8)
        #expect(
            log.contains("\"ui\":\"menuOpened\",\"app\":\"Photos\",\"direction\":\"down\",\"iconSide\":\"left\""),
            "\(log)")
        #expect(log.contains("\"textAlignment\":\"right\""))
        let english = try await runForceLab([
            "replay", "Tests/Replays/rtl-mail-menu-ar.jsonl", "--locale", "en", "--events", events,
        ])
        #expect(english.status == 0)
        #expect(
            try String(contentsOfFile: events, encoding: .utf8).contains(
                "\"ui\":\"menuOpened\",\"app\":\"Photos\",\"direction\":\"down\",\"iconSide\":\"right\",\"items\""))
    }

    /// `--locale` sets the phone's language: the system items follow it even where the app has
    /// no localization for it (Mail ships no Swedish: its own items stay English), and the
    /// chosen system item is logged by its localized title.
    @Test func systemItemsFollowThePhonesLanguage() async throws {
        let dir = try makeTemporaryDirectory()
        let events = dir.appendingPathComponent("log.jsonl").path
        func replay(_ locale: String) async throws -> String {
            let result = try await runForceLab([
                "replay", "Tests/Replays/haptic-touch-ios18-iphone-15.jsonl", "--locale", locale, "--events", events,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            return try String(contentsOfFile: events, encoding: .utf8)
        }
        let german = try await replay("de")
        #expect(german.contains("{\"title\":\"Face ID anfordern\",\"system\":true}"), "\(german)")
        #expect(
            german.contains("\"ui\":\"systemItemChosen\",\"app\":\"Mail\",\"title\":\"Home-Bildschirm bearbeiten\""))
        #expect(german.contains("\"title\":\"Neue E-Mail\""))
        let swedish = try await replay("sv")
        #expect(swedish.contains("{\"title\":\"Redigera hemskärmen\",\"system\":true}"), "\(swedish)")
        #expect(swedish.contains("{\"title\":\"Ta bort app\",\"system\":true,\"destructive\":true}"))
        #expect(!swedish.contains("Neue E-Mail") && !swedish.contains("\"title\":\"Edit Home Screen\""))
    }

    /// Every file under `folder`, relative path to bytes.
    static func contents(of folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let full = folder.appendingPathComponent(path).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
                result[path] = FileManager.default.contents(atPath: full)
            }
        }
        return result
    }

    /// Replays the suite into a fresh folder; returns its stdout and every file written.
    static func replayIntoFolder(_ extra: [String]) async throws -> (stdout: String, files: [String: Data]) {
        let out = try makeTemporaryDirectory()
        let result = try await runForceLab(
            ["replay"] + suite + [
                "--frames", out.appendingPathComponent("frames").path,
                "--events", out.appendingPathComponent("events").path,
            ] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        return (result.stdout, try contents(of: out))
    }

    @Test func twoRunsAreByteIdentical() async throws {
        let first = try await Self.replayIntoFolder(["--every", "15"])
        let second = try await Self.replayIntoFolder(["--every", "15"])
        // One event log per recording, the frames, and the .forcelab-output marker of each frame
        // folder and of the events folder.
        let markers = first.files.keys.filter { $0.hasSuffix("/.forcelab-output") }.count
        #expect(markers == Self.recordings + 1)
        #expect(first.files.count == Self.recordings + markers + first.files.keys.filter { $0.hasSuffix(".png") }.count)
        #expect(first.files.keys.filter { $0.hasSuffix(".png") }.count > 80)
        #expect(first.stdout == second.stdout)
        #expect(first.files == second.files)
    }

    @Test func aRepeatedPictureIsWrittenOnceAndHardLinkedNeverSymlinked() async throws {
        let out = try makeTemporaryDirectory()
        let frames = out.appendingPathComponent("frames")
        let result = try await runForceLab(
            ["replay", "Tests/Replays/mail-menu-choose.jsonl", "--every", "5", "--scale", "1", "--frames", frames.path])
        #expect(result.status == 0, "\(result.stderr)")
        let folder = frames.appendingPathComponent("mail-menu-choose")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }
        var inodes: [UInt64: Data] = [:]
        var byBytes: [Data: Set<UInt64>] = [:]
        for name in names {
            var status = stat()
            #expect(lstat(folder.appendingPathComponent(name).path, &status) == 0)
            #expect(status.st_mode & S_IFMT == S_IFREG, "\(name) is a plain file (or a hard link), not a symlink")
            let bytes = try Data(contentsOf: folder.appendingPathComponent(name))
            inodes[UInt64(status.st_ino)] = bytes
            byBytes[bytes, default: []].insert(UInt64(status.st_ino))
        }
        // Each picture is one file, however many frames show it; and there are repeats.
        #expect(byBytes.values.allSatisfy { $0.count == 1 })
        #expect(inodes.count < names.count, "\(inodes.count) pictures for \(names.count) frames")
    }

    @Test func jobsDoNotChangeABit() async throws {
        let one = try await Self.replayIntoFolder(["--jobs", "1"])
        let two = try await Self.replayIntoFolder(["--jobs", "2"])
        let three = try await Self.replayIntoFolder(["--jobs", "3"])
        #expect(one.stdout == two.stdout)
        #expect(one.stdout == three.stdout)
        #expect(one.files == two.files)
        #expect(one.files == three.files)
        #expect(!one.files.isEmpty)
    }

    @Test func updateThenCompareAndMismatches() async throws {
        let dir = try makeTemporaryDirectory()
        let golden = dir.appendingPathComponent("goldens").path
        let recording = "Tests/Replays/profile-light.jsonl"
        let base = [
            "replay", recording, "--every", "30", "--scale", "1", "--golden", golden, "--diffs",
            dir.appendingPathComponent("diffs").path,
        ]
        let update = try await runForceLab(base + ["--update-goldens"])
        #expect(update.status == 0, "\(update.stderr)")
        #expect(try await runForceLab(base).status == 0)

        // A frame swapped for another: exit 1, the first differing frame named, a diff written.
        let stem = URL(fileURLWithPath: golden).appendingPathComponent("profile-light")
        let frame30 = stem.appendingPathComponent("frame-000030.png")
        let saved = try Data(contentsOf: frame30)
        try FileManager.default.removeItem(at: frame30)
        try FileManager.default.copyItem(at: stem.appendingPathComponent("frame-000060.png"), to: frame30)
        let mismatch = try await runForceLab(base)
        #expect(mismatch.status == 1)
        #expect(mismatch.stdout.contains("\(recording): frame 30 differs ("))
        #expect(mismatch.stdout.contains("%; at most 0% may differ by more than 2 levels); diff written to "))
        #expect(mismatch.stdout.hasSuffix("0 passed, 1 failed\n"))
        let diff = dir.appendingPathComponent("diffs/profile-light/frame-000030.diff.png")
        #expect(FileManager.default.fileExists(atPath: diff.path))
        // Within a tolerance of every pixel it passes.
        #expect(try await runForceLab(base + ["--tolerance", "1"]).status == 0)
        try saved.write(to: frame30)

        // An event line changed: exit 1 naming the line.
        let events = stem.appendingPathComponent("events.jsonl")
        let text = try String(contentsOf: events, encoding: .utf8)
        try text.replacingOccurrences(of: "\"app\":\"Mail\"", with: "\"app\":\"Notes\"").write(
            to: events, atomically: true, encoding: .utf8)
        let eventMismatch = try await runForceLab(base)
        #expect(eventMismatch.status == 1)
        #expect(eventMismatch.stdout.contains("event log differs from \(events.path) at line 4"))
    }

    // MARK: - Hostile input

    /// Runs a replay expected to fail with exit 2 and one stderr line, writing nothing.
    static func expectBadInput(
        _ recordingText: String?, name: String = "bad.jsonl", extra: [String] = [], contains: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let dir = try makeTemporaryDirectory()
        var recording = dir.appendingPathComponent(name).path
        if let recordingText {
            try recordingText.write(toFile: recording, atomically: true, encoding: .utf8)
        } else {
            recording = penTap
        }
        let frames = dir.appendingPathComponent("frames")
        let events = dir.appendingPathComponent("out.jsonl")
        let result = try await runForceLab(
            ["replay", recording, "--frames", frames.path, "--events", events.path, "--scale", "1"] + extra)
        #expect(result.status == 2, sourceLocation: sourceLocation)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.contains(contains), "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(!FileManager.default.fileExists(atPath: events.path), sourceLocation: sourceLocation)
        let written = (try? FileManager.default.contentsOfDirectory(atPath: frames.path)) ?? []
        #expect(written.isEmpty, "left behind: \(written)", sourceLocation: sourceLocation)
    }

    static let header = "{\"forcelab\":\"recording\",\"version\":1}\n"
    static let press = (0..<40).map {
        "{\"t\":\(Double($0) / 100),\"type\":\"\($0 == 0 ? "down" : "move")\",\"x\":57,\"y\":104,\"force\":0.1}\n"
    }.joined()

    @Test func truncatedRecording() async throws {
        try await Self.expectBadInput(
            Self.header + Self.press + "{\"t\":0.5,\"type\":\"mo", contains: "bad.jsonl:42: error: ")
    }

    @Test func corruptRecording() async throws {
        try await Self.expectBadInput(
            Self.header + Self.press + "\u{1}\u{2}garbage\n", contains: "bad.jsonl:42: error: ")
        try await Self.expectBadInput(
            "{\"forcelab\":\"recording\",\"version\":7}\n", contains: "bad.jsonl:1: error: expected version 1")
        try await Self.expectBadInput("", contains: "bad.jsonl:1: error: ")
    }

    @Test func timesGoingBackwards() async throws {
        try await Self.expectBadInput(
            Self.header + Self.press + "{\"t\":0.1,\"type\":\"up\",\"x\":57,\"y\":104}\n",
            contains: "bad.jsonl:42: error: expected t >= 0.39 (times must not decrease)")
    }

    @Test func unknownApp() async throws {
        try await Self.expectBadInput(
            nil, extra: ["--at", "Nonesuch"],
            contains: "stylus-tap.events: error: no app named 'Nonesuch' in scene 'default'")
    }

    @Test func unknownSceneInHeader() async throws {
        try await Self.expectBadInput(
            "{\"forcelab\":\"recording\",\"version\":1,\"scene\":\"nowhere\"}\n",
            contains: "bad.jsonl:1: error: no scene named 'nowhere'")
    }

    @Test func missingGoldenDirectory() async throws {
        let dir = try makeTemporaryDirectory()
        let result = try await runForceLab([
            "replay", "Tests/Replays/tap-opens-app.jsonl", "--golden", dir.appendingPathComponent("nope").path,
        ])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "\(dir.appendingPathComponent("nope").path): error: golden directory does not exist (run with --update-goldens to record it)\n"
        )
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("nope").path))
    }

    @Test func usageErrors() async throws {
        #expect(try await runForceLab(["replay"]).status == 2)
        #expect(try await runForceLab(["replay", "Tests/Replays", "--shard", "3/2"]).status == 2)
        #expect(try await runForceLab(["replay", "Tests/Replays", "--tolerance", "2"]).status == 2)
        #expect(try await runForceLab(["replay", "Tests/Replays", "--update-goldens"]).status == 2)
    }
}

import Foundation
import TestSupport
import Testing

/// One locale note everywhere: an `--app` that does not ship the phone's language gets the same
/// `path:line: note:` in render, layout, play and replay as in preview and lint, and a phone
/// language that names none gets the closest languages iOS ships.
@Suite(.serialized) struct LocaleNoteCLITests {
    static let mail = "Assets/apps/Mail"

    @Test func everyCommandNotesAnAppWithoutTheLocale() async throws {
        let out = try makeTemporaryDirectory()
        let preview = try await runForceLab([
            "preview", Self.mail, "--locale", "es", "-o", out.appendingPathComponent("p.png").path,
        ])
        #expect(preview.status == 0, "\(preview.stderr)")
        let note = preview.stderr.split(separator: "\n").first { $0.contains("no localization 'es'") }
        let expected = try #require(note.map(String.init), "\(preview.stderr)")
        #expect(expected.hasPrefix(Self.mail + "/Info.plist:") && expected.contains(": note: "))
        let commands: [[String]] = [
            ["render", "-o", out.appendingPathComponent("r.png").path],
            ["layout", "--format", "text"],
            // No display here: play stops at the window, after the note.
            ["play"],
        ]
        for command in commands {
            let result = try await runForceLab(
                command + ["--app", Self.mail, "--locale", "es"], env: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
            let lines = result.stderr.split(separator: "\n").map(String.init)
            #expect(lines.filter { $0 == expected }.count == 1, "\(command[0]): \(result.stderr)")
        }
    }

    /// `replay --locale` notes as render does, once per run however many recordings (and
    /// children) replay on it, and with the app's note for an `--app` without the language.
    @Test func replayNotesTheLocaleOnce() async throws {
        let recordings = ["Tests/Replays/mail-menu-choose.jsonl", "Tests/Replays/long-press-edit.jsonl"]
        for jobs in ["1", "2"] {
            let result = try await runForceLab(["replay"] + recordings + ["--locale", "dee", "--jobs", jobs])
            #expect(result.status == 0, "\(result.stderr)")
            let notes = result.stderr.split(separator: "\n").filter { $0.contains("'dee' names no language iOS has") }
            #expect(notes.count == 1, "--jobs \(jobs): \(result.stderr)")
            #expect(notes.first?.contains("did you mean 'de'?") == true, "\(result.stderr)")
        }
        let app = try await runForceLab([
            "replay", recordings[0], "--app", Self.mail, "--slot", "2,1", "--locale", "es",
        ])
        #expect(app.status == 0, "\(app.stderr)")
        let lines = app.stderr.split(separator: "\n").filter { $0.contains("no localization 'es'") }
        #expect(lines.count == 1 && lines[0].hasPrefix(Self.mail + "/Info.plist:"), "\(app.stderr)")
        // A language the apps ship says nothing.
        let quiet = try await runForceLab(["replay", recordings[0], "--locale", "de"])
        #expect(!quiet.stderr.contains("note:"), "\(quiet.stderr)")
    }

    @Test func aPhoneLanguageNoOneHasSuggestsTheClosest() async throws {
        let result = try await runForceLab(["layout", "--format", "text", "--locale", "dee"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("'dee' names no language iOS has"), "\(result.stderr)")
        #expect(result.stderr.contains("did you mean 'de'?"), "\(result.stderr)")
        // Far from every language: the note alone.
        let far = try await runForceLab(["layout", "--format", "text", "--locale", "qqqqq"])
        #expect(far.stderr.contains("'qqqqq' names no language") && !far.stderr.contains("did you mean"))
    }
}

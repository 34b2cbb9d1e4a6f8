import Foundation
import TestSupport
import Testing

/// The report's `forcelab replay … --update-goldens` command, taken from the page as a person
/// copies it and run in bash, for a recording whose name holds quotes, markup and a command
/// substitution: it rewrites that recording's goldens (the replay passes afterwards) and runs
/// nothing the name holds.
struct ReplayReportCommandCLITests {
    @Test func theCopiedCommandUpdatesTheGoldensOfAHostileName() async throws {
        let dir = try makeTemporaryDirectory()
        let name = "it's <b onclick=x>$(touch pwned) \"x\" `touch pwned2`; & ~.jsonl"
        let recording = dir.appendingPathComponent(name)
        try Data(contentsOf: packageRoot.appendingPathComponent("Tests/Replays/profile-firm.jsonl")).write(
            to: recording)
        let golden = dir.appendingPathComponent("golden dir")
        let base = ["replay", recording.path, "--every", "60", "--scale", "0.5", "--golden", golden.path]
        #expect(try await runForceLab(base + ["--update-goldens"]).status == 0)
        let frames = golden.appendingPathComponent(String(name.dropLast(6)))
        let frame60 = frames.appendingPathComponent("frame-000060.png")
        try Data(contentsOf: frames.appendingPathComponent("frame-000000.png")).write(to: frame60)

        let report = dir.appendingPathComponent("report")
        let failing = try await runForceLab(
            base + ["--diffs", dir.appendingPathComponent("diffs").path, "--report", report.path])
        #expect(failing.status == 1)
        let page = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!page.contains("<b "), "the name is text, not markup")
        let start = try #require(page.range(of: "<code id=\"r1-command\">"))
        let end = try #require(page[start.upperBound...].range(of: "</code>"))
        let command = Self.unescape(String(page[start.upperBound..<end.lowerBound]))
        #expect(command.hasPrefix("forcelab replay "))
        #expect(command.contains("--update-goldens"))

        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/bash")
        shell.arguments = ["-c", "forcelab() { \"$FORCELAB_UNDER_TEST\" \"$@\"; }\n" + command]
        shell.environment = ["FORCELAB_UNDER_TEST": forcelabBinary.path, "PATH": "/usr/bin:/bin"]
        shell.currentDirectoryURL = dir
        shell.standardOutput = FileHandle.nullDevice
        try shell.run()
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 0, "\(command)")
        #expect(try await runForceLab(base).status == 0, "the goldens were rewritten")
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(!left.contains("pwned") && !left.contains("pwned2"), "\(left)")
    }

    /// A recording the golden folder has nothing for is `new` (not an error) in the report, with
    /// the command that records its goldens; one that does not exist stays an error.
    @Test func aRecordingWithoutGoldensIsNew() async throws {
        let dir = try makeTemporaryDirectory()
        let golden = dir.appendingPathComponent("goldens")
        let firm = "Tests/Replays/profile-firm.jsonl"
        let base = ["--every", "60", "--scale", "0.5", "--golden", golden.path]
        #expect(try await runForceLab(["replay", firm, "--update-goldens"] + base).status == 0)
        let report = dir.appendingPathComponent("report")
        let result = try await runForceLab(
            [
                "replay", firm, "Tests/Replays/profile-light.jsonl", "Tests/Replays/missing.jsonl", "--report",
                report.path,
            ]
                + base)
        #expect(result.status == 2)
        let page = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("<p class=\"totals\">3 recordings: 0 failed, 1 passed, 1 new, 1 error</p>"))
        #expect(page.contains("data-status=\"new\" data-name=\"tests/replays/profile-light.jsonl\""))
        #expect(page.contains("--update-goldens -- Tests/Replays/profile-light.jsonl</code>"))
        #expect(!page.contains("--update-goldens -- Tests/Replays/missing.jsonl</code>"))
    }

    /// The page's text as a person copies it: XMLText's references back to characters.
    static func unescape(_ text: String) -> String {
        [
            ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&#9;", "\t"), ("&#10;", "\n"),
            ("&#13;", "\r"), ("&amp;", "&"),
        ]
        .reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }
}

import Foundation
import Testing

/// One recording of a suite that cannot be replayed (missing, not a trace, a bad header, a
/// scene that does not exist) is one error line; every other recording is still replayed and
/// reported in order, and the run exits 2 (bad input), with any `--jobs`.
@Suite(.serialized) struct ReplaySuiteFailureCLITests {
    static let good = ["Tests/Replays/tap-opens-app.jsonl", "Tests/Replays/long-press-edit.jsonl"]

    static func check(jobs: Int) async throws {
        let work = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let garbage = work.appendingPathComponent("garbage.jsonl")
        try Data("not a trace\n".utf8).write(to: garbage)
        let badHeader = work.appendingPathComponent("bad-header.jsonl")
        try Data("{\"forcelab\":\"recording\",\"version\":7}\n".utf8).write(to: badHeader)
        let noScene = work.appendingPathComponent("no-scene.jsonl")
        try Data(
            "{\"forcelab\":\"recording\",\"version\":1,\"scene\":\"/nonexistent/scene.json\"}\n{\"t\":0.5,\"type\":\"tick\"}\n"
                .utf8
        ).write(to: noScene)
        let missing = work.appendingPathComponent("missing.jsonl").path

        let args = [
            "replay", missing, Self.good[0], garbage.path, badHeader.path, noScene.path, Self.good[1],
            "--events", work.appendingPathComponent("events").path, "--jobs", String(jobs),
        ]
        let result = try await runForceLab(args)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        let out = result.stdout.split(separator: "\n").map(String.init)
        #expect(out.count == 3, "\(result.stdout)")
        #expect(out.first?.hasPrefix("\(Self.good[0]): ok (") == true, "\(result.stdout)")
        #expect(out.dropFirst().first?.hasPrefix("\(Self.good[1]): ok (") == true, "\(result.stdout)")
        #expect(out.last == "2 passed, 4 failed")
        let err = result.stderr.split(separator: "\n").map(String.init)
        #expect(err.count == 4, "\(result.stderr)")
        #expect(err.contains("\(missing): error: no such file or folder"), "\(result.stderr)")
        #expect(err.contains { $0.hasPrefix("\(garbage.path):1: error: ") }, "\(result.stderr)")
        #expect(err.contains { $0.hasPrefix("\(badHeader.path):1: error: ") }, "\(result.stderr)")
        // The scene's own error line, and which recording named it.
        #expect(
            err.contains {
                $0.hasPrefix("/nonexistent/scene.json: error: ") && $0.hasSuffix("(replaying \(noScene.path))")
            }, "\(result.stderr)")
        // The good recordings' logs are written, in the folder ForceLab marks as its own; nothing
        // of the failed ones.
        let logs = try FileManager.default.contentsOfDirectory(atPath: work.appendingPathComponent("events").path)
            .sorted()
        #expect(logs == [".forcelab-output", "long-press-edit.events.jsonl", "tap-opens-app.events.jsonl"])
    }

    @Test func inOneProcess() async throws { try await Self.check(jobs: 1) }
    @Test func inChildProcesses() async throws { try await Self.check(jobs: 3) }
}

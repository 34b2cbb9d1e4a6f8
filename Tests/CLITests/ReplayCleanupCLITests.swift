import Foundation
import TestSupport
import Testing

/// A replay that fails part way (a bad line near the end) while frames are still being encoded
/// leaves nothing behind: no staged frames folder, no half-written PNG.
@Suite struct ReplayCleanupCLITests {
    @Test func aBadLineLateInARecordingLeavesNoStagedFrames() async throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var lines = try String(
            contentsOf: packageRoot.appendingPathComponent("Tests/Replays/mail-menu-choose.jsonl"), encoding: .utf8
        ).components(separatedBy: "\n").filter { !$0.isEmpty }
        let last = lines.count - 1
        lines[last] = #"{"t":99,"type":"bogus"}"#
        let recording = dir.appendingPathComponent("late-bad.jsonl")
        try (lines.joined(separator: "\n") + "\n").write(to: recording, atomically: true, encoding: .utf8)
        let frames = dir.appendingPathComponent("frames")
        for _ in 0..<3 {
            let result = try await runForceLab([
                "replay", recording.path, "--frames", frames.path, "--every", "1", "--scale", "2",
            ])
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("\(recording.path):\(last + 1): error:"), "\(result.stderr)")
            let left = FileManager.default.enumerator(atPath: frames.path)?.allObjects as? [String] ?? []
            #expect(left.isEmpty, "left behind: \(left.prefix(5))")
        }
    }
}

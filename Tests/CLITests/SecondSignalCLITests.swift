import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Ctrl-C pressed twice while a folder output is staged: the first signal asks the command to
/// stop, the second ends it at once (in the signal handler). Either way the previous state
/// stands: the folder of the earlier run is as it was, byte for byte, and no staging folder
/// (`.NAME.tmp-PID/`) or old folder moved aside stays.
@Suite(.serialized) struct SecondSignalCLITests {
    /// Every file under `folder` with its bytes, relative paths as keys.
    static func snapshot(_ folder: URL) -> [String: Data] {
        var out: [String: Data] = [:]
        for case let name as String in FileManager.default.enumerator(atPath: folder.path) ?? .init() {
            let url = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            out[name] = isFolder.boolValue ? Data() : (try? Data(contentsOf: url)) ?? Data()
        }
        return out
    }

    /// Runs `arguments` at scale 1 to the end (the previous state), then at scale 2 with two
    /// SIGINTs as soon as `staged` sees a staged file; returns whether it was seen.
    static func interruptTwice(
        _ arguments: (String) -> [String], work: URL, staged: @escaping (URL) -> Bool
    ) async throws -> Bool {
        let first = try await runForceLab(arguments("1"))
        #expect(first.status == 0 || first.status == 1, "\(first.stderr)")
        let before = snapshot(work)
        #expect(!before.isEmpty)
        let process = Process()
        process.executableURL = forcelabBinary
        process.arguments = arguments("2")
        process.currentDirectoryURL = packageRoot
        var seen = false
        let result = try await runToEnd(process, stdin: nil) { child in
            // Apart, or the kernel merges them into one pending signal: the second must arrive
            // after the first was handled, while the command is still cleaning up or drawing.
            seen = await child.signal([SIGINT, SIGINT], within: .seconds(4)) { staged(work) }
        }
        guard seen else {
            print("skipped: the run ended before a staged file could be seen")
            return false
        }
        let interrupted =
            process.terminationReason == .uncaughtSignal
            ? process.terminationStatus == SIGINT
            : process.terminationStatus == 130
        #expect(interrupted, "status \(process.terminationStatus): \(result.stderr)")
        let after = snapshot(work)
        let left = after.keys.filter { $0.contains(".tmp-") }.sorted()
        #expect(left.isEmpty, "left behind: \(left)")
        #expect(after.keys.sorted() == before.keys.sorted(), "the previous folder changed")
        #expect(after == before, "a file of the previous run changed")
        return true
    }

    static func listing(_ url: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    }

    @Test func aSecondSignalDuringAContactSheetLeavesThePreviousOne() async throws {
        let work = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let page = work.appendingPathComponent("sheet.html").path
        let arguments = { (scale: String) in
            [
                "preview", "Assets/apps/Mail", "--all-locales", "--all-slots", "--format", "html", "-o", page,
                "--scale", scale,
            ]
        }
        let staged = { (work: URL) -> Bool in
            guard let staged = Self.listing(work).first(where: { $0.hasPrefix(".sheet_cells.tmp-") }) else {
                return false
            }
            return Self.listing(work.appendingPathComponent(staged)).contains { $0.hasSuffix(".png") }
        }
        _ = try await Self.interruptTwice(arguments, work: work, staged: staged)
    }

    @Test func aSecondSignalDuringReplayFramesLeavesThePreviousOnes() async throws {
        let work = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let frames = work.appendingPathComponent("frames")
        let arguments = { (scale: String) in
            ["replay", "Tests/Replays/profile-light.jsonl", "--frames", frames.path, "--every", "1", "--scale", scale]
        }
        let staged = { (_: URL) -> Bool in
            guard let staged = Self.listing(frames).first(where: { $0.contains(".tmp-") }) else { return false }
            return Self.listing(frames.appendingPathComponent(staged)).contains { $0.hasSuffix(".png") }
        }
        _ = try await Self.interruptTwice(arguments, work: work, staged: staged)
    }
}

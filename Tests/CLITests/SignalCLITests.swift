import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// SIGINT, SIGTERM and SIGHUP sent to a real `forcelab replay` in the middle of writing frames:
/// it exits 130, 143 or 129, every recording finished before is reported and written whole, the
/// one cut short leaves no temporary file or folder, and nothing half-written appears. (The
/// window's side, `play` under Xvfb, is `.ci/steps/signals.sh`.)
@Suite(.serialized) struct SignalCLITests {
    /// Everything under `folder`, relative paths.
    static func contents(of folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []).sorted()
    }

    static func interruptReplay(signal: Int32, jobs: Int) async throws {
        let work = try makeTemporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: work) }
        let process = Process()
        process.executableURL = forcelabBinary
        process.arguments = [
            "replay", "Tests/Replays", "--frames", "\(work)/frames", "--every", "1", "--scale", "1",
            "--events", "\(work)/events", "--jobs", String(jobs),
        ]
        process.currentDirectoryURL = packageRoot
        // Wait until frames are being written (a staged folder exists), then signal.
        var staged = false
        let result = try await runToEnd(process, stdin: nil) { child in
            staged = await child.signal([signal], within: .seconds(30)) {
                contents(of: "\(work)/frames").contains { $0.contains(".tmp-") && $0.hasSuffix(".png") }
            }
        }
        #expect(staged, "no frame was seen being written within 30 s")
        let stdout = result.stdout
        let stderr = result.stderr

        let name = [SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP"][signal]!
        #expect(process.terminationReason == .exit, "died of the signal instead of ending cleanly")
        #expect(process.terminationStatus == 128 + signal, "\(stdout)\(stderr)")
        #expect(stderr.contains("forcelab: interrupted by \(name): "), "\(stderr)")
        let left = contents(of: work).filter { $0.contains(".tmp-") || $0.contains(".old-") }
        #expect(left.isEmpty, "left behind: \(left)")
        // What was reported is whole: each ok recording has its frames.
        let done = stdout.split(separator: "\n").filter { $0.contains(": ok (") }
        #expect(stdout.hasSuffix("\(done.count) passed, 0 failed\n"), "\(stdout)")
        let reported = Set(
            done.map {
                ((String($0.prefix { $0 != ":" }) as NSString).lastPathComponent as NSString).deletingPathExtension
            })
        let onDisk = Set(contents(of: "\(work)/frames").filter { !$0.contains("/") })
        #expect(reported.isSubset(of: onDisk), "reported \(reported), frame folders \(onDisk)")
        // Nothing written: the frames folder the run made is gone too ("no file was written or changed").
        if onDisk.isEmpty {
            #expect(!FileManager.default.fileExists(atPath: "\(work)/frames"), "\(stderr)")
            #expect(stderr.contains("so no file was written or changed"), "\(stderr)")
        }
        // The --events folder is committed with the run: a signal leaves none.
        #expect(!FileManager.default.fileExists(atPath: "\(work)/events"), "\(contents(of: "\(work)/events"))")
        // The message names exactly what was written: every frame folder on disk and nothing else.
        #expect(Self.namedAsWritten(stderr) == Set(onDisk.map { "\(work)/frames/\($0)" }), "\(stderr)")
        if !onDisk.isEmpty { #expect(stderr.contains("not written: "), "\(stderr)") }
        #expect(stderr.contains("--events \(work)/events") == !onDisk.isEmpty, "\(stderr)")
    }

    /// The paths an interruption's message lists after "written: " (none when it says so).
    static func namedAsWritten(_ stderr: String) -> Set<String> {
        guard let line = stderr.split(separator: "\n").first(where: { $0.contains("interrupted by") }),
            let start = line.range(of: "; written: ")
        else { return [] }
        let list = line[start.upperBound...].components(separatedBy: "; not written: ")[0]
        return Set(list.components(separatedBy: ", "))
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func replayInOneProcessEndsCleanly(signal: Int32) async throws {
        try await Self.interruptReplay(signal: signal, jobs: 1)
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func replayWithChildrenEndsCleanly(signal: Int32) async throws {
        try await Self.interruptReplay(signal: signal, jobs: 2)
    }

    /// A command that is no session (render) still removes its temporary file when a signal ends
    /// it, and dies of the signal as usual.
    @Test func aSignalDuringRenderLeavesNoTemporary() async throws {
        let work = try makeTemporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: work) }
        for _ in 0..<3 {
            let process = Process()
            process.executableURL = forcelabBinary
            process.arguments = ["render", "--scale", "3", "-o", "\(work)/home.png"]
            process.currentDirectoryURL = packageRoot
            _ = try await runToEnd(process, stdin: nil) { child in
                _ = await child.signal([SIGTERM], within: .milliseconds(150)) { false }
            }
            #expect(Self.contents(of: work).allSatisfy { !$0.contains(".tmp-") }, "\(Self.contents(of: work))")
        }
    }
}

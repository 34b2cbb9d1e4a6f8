import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The output rule from the command line: one-letter names (once a SIGILL in Foundation's path
/// splitting), `-` as standard output (and refused where a side folder goes with it), folders
/// ForceLab did not write left alone, outputs that would remove each other refused, and names
/// that are bytes.
@Suite struct OutputRuleCLITests {
    static let replay = ["--every", "60", "--scale", "0.5", "--assets", packageRoot.path]
    static let recordings = ["tap-opens-app.jsonl", "profile-light.jsonl"]

    /// A temporary folder holding copies of two recordings.
    static func workFolder() throws -> URL {
        let work = try makeTemporaryDirectory()
        for name in recordings {
            try FileManager.default.copyItem(
                at: packageRoot.appendingPathComponent("Tests/Replays/\(name)"), to: work.appendingPathComponent(name))
        }
        return work
    }

    static func listing(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test(arguments: [
        ["render", "--scale", "0.25", "-o", "a"], ["lint", packageRoot.path + "/Assets/apps/Mail", "--output", "a"],
    ])
    func aOneLetterOutputNameIsWritten(args: [String]) async throws {
        let work = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let result = try await runForceLab(args + ["--assets", packageRoot.path], directory: work)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.listing(work) == ["a"])
    }

    @Test func renderToStandardOutputWritesThePNGThere() async throws {
        let work = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let result = try await runForceLab(
            ["render", "--scale", "0.25", "-o", "-", "--assets", packageRoot.path], directory: work)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.utf8.starts(with: [0x89, 0x50, 0x4E, 0x47]) || result.stdout.hasPrefix("\u{FFFD}PNG"))
        #expect(Self.listing(work).isEmpty)
    }

    /// Lint's report on stdout with `-o -`; its own text would go to stderr.
    @Test func lintToStandardOutputIsTheReportAlone() async throws {
        let result = try await runForceLab(["lint", "Assets/apps/Mail", "--format", "json", "--output", "-"])
        #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("{") || result.stdout.hasPrefix("["), "\(result.stdout.prefix(80))")
    }

    @Test(arguments: [
        ["replay", "Tests/Replays/tap-opens-app.jsonl", "--report", "-"],
        ["replay", "Tests/Replays/tap-opens-app.jsonl", "--frames", "-"],
        ["preview", "Assets/apps/Mail", "--format", "html", "-o", "-"],
    ])
    func anOutputWithASideFolderRefusesStandardOutput(args: [String]) async throws {
        let result = try await runForceLab(args)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("forcelab: error: "), "\(result.stderr)")
        #expect(result.stderr.contains("standard output ('-')"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    /// `--report "$PWD"`, `--report .`, `--report goldens`: refused before any replay, nothing removed.
    @Test(arguments: [".", "WORK", "g"])
    func aReportIntoAFolderForceLabDidNotWriteIsRefused(report: String) async throws {
        let work = try Self.workFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let update = try await runForceLab(
            ["replay", "."] + Self.replay + ["--golden", "g", "--update-goldens"], directory: work)
        #expect(update.status == 0, "\(update.stderr)")
        let before = Self.listing(work)
        let goldens = Self.listing(work.appendingPathComponent("g"))
        let result = try await runForceLab(
            ["replay", "."] + Self.replay + ["--report", report == "WORK" ? work.path : report], directory: work)
        #expect(result.status == 2)
        #expect(result.stderr.contains("which ForceLab did not write as a replay report"), "\(result.stderr)")
        #expect(!result.stdout.contains(": ok ("), "replayed before refusing: \(result.stdout)")
        #expect(Self.listing(work) == before)
        #expect(Self.listing(work.appendingPathComponent("g")) == goldens)
    }

    @Test func aReportReplacesItsOwnEarlierReport() async throws {
        let work = try Self.workFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        for _ in 0..<2 {
            let result = try await runForceLab(["replay", "."] + Self.replay + ["--report", "a"], directory: work)
            #expect(result.status == 0, "\(result.stderr)")
        }
        #expect(Self.listing(work.appendingPathComponent("a")) == [".forcelab-output", "index.html"])
        #expect(Self.listing(work) == ["a"] + Self.recordings.sorted())
    }

    @Test(arguments: [
        ["--frames", "X", "--golden", "X", "--update-goldens"],
        ["--frames", "X", "--diffs", "X", "--golden", "Y"],
        ["--report", "out", "--junit", "out/junit.xml"],
        ["--report", "out", "--frames", "out/frames"],
        ["--frames", "X", "--report", "X/../X"],
        ["--events", "X", "--frames", "X"],
        ["--events", "X", "--report", "X"],
        ["--golden", "Y", "--events", "Y"],
        ["--events", "X", "--report", "X/.."],
    ])
    func outputsThatWouldRemoveEachOtherAreAUsageError(options: [String]) async throws {
        let work = try Self.workFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work.appendingPathComponent("Y"), withIntermediateDirectories: true)
        let result = try await runForceLab(["replay", "."] + Self.replay + options, directory: work)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("forcelab: error: --"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(Self.listing(work) == (Self.recordings + ["Y"]).sorted())
    }

    /// `--events` with several recordings is a folder ForceLab owns: one holding a file no run
    /// wrote (a hand-written `x.events.jsonl`) is refused before any replay and left as it is;
    /// one it wrote (marked) is replaced whole, its marker kept.
    @Test func anEventsFolderForceLabDidNotWriteIsRefused() async throws {
        let work = try Self.workFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let events = work.appendingPathComponent("ev")
        try FileManager.default.createDirectory(at: events, withIntermediateDirectories: true)
        let handWritten = events.appendingPathComponent("tap-opens-app.events.jsonl")
        try Data("mine\n".utf8).write(to: handWritten)
        let refused = try await runForceLab(["replay", "."] + Self.replay + ["--events", "ev"], directory: work)
        #expect(refused.status == 2, "\(refused.stdout)\(refused.stderr)")
        #expect(refused.stderr.contains("which ForceLab did not write as a replay events"), "\(refused.stderr)")
        #expect(!refused.stdout.contains(": ok ("), "replayed before refusing: \(refused.stdout)")
        #expect(try Data(contentsOf: handWritten) == Data("mine\n".utf8))
        #expect(Self.listing(events) == ["tap-opens-app.events.jsonl"])
        // A new folder: written with its marker, and replaced by the next run.
        for _ in 0..<2 {
            let result = try await runForceLab(["replay", "."] + Self.replay + ["--events", "new"], directory: work)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(
                Self.listing(work.appendingPathComponent("new"))
                    == [".forcelab-output", "profile-light.events.jsonl", "tap-opens-app.events.jsonl"])
        }
        let marker = try String(contentsOf: work.appendingPathComponent("new/.forcelab-output"), encoding: .utf8)
        #expect(marker == "replay events\n")
        #expect(Self.listing(work).filter { $0.contains(".tmp-") }.isEmpty, "\(Self.listing(work))")
    }

    /// A recording named with a line break and one whose name is not UTF-8: the same report and
    /// JUnit with one job and with two, and neither is "not found".
    @Test func oddNamesGiveTheSameResultsWithAnyJobs() async throws {
        let work = try Self.workFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.copyItem(
            at: work.appendingPathComponent("tap-opens-app.jsonl"), to: work.appendingPathComponent("new\nline.jsonl"))
        var raw = Array(work.appendingPathComponent("bad").path.utf8) + [0xFF] + Array(".jsonl".utf8)
        raw.append(0)
        let source = try Data(contentsOf: work.appendingPathComponent("profile-light.jsonl"))
        let fd = raw.withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
        }
        try #require(fd >= 0)
        _ = source.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        // Twice: the second replaces the goldens the first wrote, the byte-named folder too.
        for _ in 0..<2 {
            let update = try await runForceLab(
                ["replay", "."] + Self.replay + ["--golden", "g", "--update-goldens"], directory: work)
            #expect(update.status == 0, "\(update.stdout)\(update.stderr)")
        }
        var runs: [(String, String, String)] = []
        for jobs in ["1", "2"] {
            let result = try await runForceLab(
                ["replay", "."] + Self.replay + [
                    "--golden", "g", "--jobs", jobs, "--junit", "j\(jobs).xml", "--report", "r\(jobs)",
                ], directory: work)
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            #expect(result.stdout.contains("4 passed, 0 failed"), "\(result.stdout)")
            let junit = try String(contentsOf: work.appendingPathComponent("j\(jobs).xml"), encoding: .utf8)
            let page = try String(contentsOf: work.appendingPathComponent("r\(jobs)/index.html"), encoding: .utf8)
            runs.append((result.stdout, junit, page))
        }
        #expect(runs[0].0 == runs[1].0)
        #expect(runs[0].1 == runs[1].1)
        #expect(runs[0].2 == runs[1].2)
        #expect(runs[0].0.contains("bad\\xFF.jsonl: ok"), "\(runs[0].0)")
    }

    /// SIGTERM while a contact sheet draws its cells: neither the page nor `NAME_cells/` appears,
    /// no staged cell stays, and the exit says so (143).
    @Test func aSignalDuringAContactSheetLeavesNoCells() async throws {
        let work = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let process = Process()
        process.executableURL = forcelabBinary
        process.arguments = [
            "preview", "Assets/apps/Mail", "--all-locales", "--all-slots", "--format", "html", "--scale", "2", "-o",
            work.appendingPathComponent("sheet.html").path,
        ]
        process.currentDirectoryURL = packageRoot
        var seen = false
        let result = try await runToEnd(process, stdin: nil) { child in
            seen = await child.signal([SIGTERM], every: .milliseconds(5), within: .seconds(5)) {
                guard let staged = Self.listing(work).first(where: { $0.hasPrefix(".sheet_cells.tmp-") }) else {
                    return false
                }
                return Self.listing(work.appendingPathComponent(staged)).contains { $0.hasSuffix(".png") }
            }
        }
        guard seen else {
            print("skipped: the contact sheet was drawn before a cell could be seen staged")
            return
        }
        #expect(process.terminationStatus == 143, "\(result.stderr)")
        #expect(result.stderr.contains("interrupted by SIGTERM: nothing was written"), "\(result.stderr)")
        #expect(Self.listing(work).isEmpty, "left: \(Self.listing(work))")
    }
}

/// The class of the one-letter crash: Foundation's `deletingLastPathComponent` traps on a
/// one-character path (swift-corelibs-foundation's `_startOfLastPathComponent`), so no source
/// splits paths with NSString; `FileSystemName` does it at `/`, whatever the length.
@Suite struct PathSplittingSourceTests {
    @Test func noSourceSplitsPathsWithNSString() throws {
        let sources = packageRoot.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        var offenders: [String] = []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            if text.contains("deletingLastPathComponent") || text.contains("as NSString).lastPathComponent") {
                offenders.append(file)
            }
        }
        #expect(files.count > 100)
        #expect(offenders.isEmpty, "split paths with FileSystemName instead: \(offenders)")
    }
}

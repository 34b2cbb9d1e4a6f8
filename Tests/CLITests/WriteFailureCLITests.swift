import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Every file ForceLab writes, on a disk that is really full (a 64 KB tmpfs, filled), under a
/// file-size limit (`ulimit -f`, which any user can set), and as standard output on /dev/full:
/// status 2, one `path: error: ...` line, and nothing left behind, neither the file nor its
/// temporary.
@Suite(.serialized) struct WriteFailureCLITests {
    static let penTap = "Tests/Fixtures/evemu-devices/Wacom Intuos4 6x9.stylus-tap.events"
    static let iphone = "Tests/Fixtures/touchvisualizer/iphone6s-force-60s.json"

    /// The commands that write a file, each with the one file it writes into `folder`.
    static func writers(into folder: String) -> [(name: String, args: [String], output: String)] {
        [
            ("render -o", ["render", "--scale", "1", "-o", "\(folder)/home.png"], "\(folder)/home.png"),
            (
                "preview -o", ["preview", "Assets/apps/Mail", "--scale", "1", "-o", "\(folder)/menu.png"],
                "\(folder)/menu.png"
            ),
            ("calibrate -o", ["calibrate", iphone, "-o", "\(folder)/me.json"], "\(folder)/me.json"),
            (
                "lint --output", ["lint", "Assets/apps/Mail", "--format", "sarif", "--output", "\(folder)/lint.sarif"],
                "\(folder)/lint.sarif"
            ),
            (
                "replay --events",
                ["replay", "Tests/Replays/mail-menu-choose.jsonl", "--events", "\(folder)/log.jsonl"],
                "\(folder)/log.jsonl"
            ),
            (
                "replay --frames",
                ["replay", "Tests/Replays/mail-menu-choose.jsonl", "--frames", "\(folder)/frames", "--scale", "1"],
                "\(folder)/frames/mail-menu-choose"
            ),
            (
                "replay --update-goldens",
                [
                    "replay", "Tests/Replays/mail-menu-choose.jsonl", "--golden", "\(folder)/goldens",
                    "--update-goldens", "--scale", "1",
                ], "\(folder)/goldens/mail-menu-choose"
            ),
        ]
    }

    /// Files left in `folder` (recursively) whose name marks a temporary or is `output`.
    static func leftovers(in folder: String, output: String) -> [String] {
        let names = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return names.filter { $0.contains(".tmp-") || $0.contains(".old-") || (folder + "/" + $0) == output }
    }

    /// Mounts a 64 KB tmpfs, fills it, runs `body` with its path, unmounts. Nil (and a note on
    /// stderr) where mounting is refused: not root, or a container without the capability.
    static func withFullDisk(leaving free: Int = 0, _ body: (String) async throws -> Void) async throws -> Bool {
        let folder = try makeTemporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let mount = Process()
        mount.executableURL = URL(fileURLWithPath: "/bin/mount")
        mount.arguments = ["-t", "tmpfs", "-o", "size=64k", "tmpfs", folder]
        mount.standardError = FileHandle.nullDevice
        guard getuid() == 0, (try? mount.run()) != nil else { return false }
        mount.waitUntilExit()
        guard mount.terminationStatus == 0 else { return false }
        defer {
            let umount = Process()
            umount.executableURL = URL(fileURLWithPath: "/bin/umount")
            umount.arguments = [folder]
            try? umount.run()
            umount.waitUntilExit()
        }
        // Fill it: write until the kernel says ENOSPC, then give back `free` bytes.
        let fd = open(folder + "/filler", O_WRONLY | O_CREAT, 0o644)
        let block = [UInt8](repeating: 0x55, count: 4096)
        while block.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) > 0 {}
        #expect(errno == ENOSPC)
        if free > 0 { ftruncate(fd, lseek(fd, 0, SEEK_END) - off_t(free)) }
        close(fd)
        try await body(folder)
        return true
    }

    @Test func everyWriterReportsAFullDiskAndLeavesNothing() async throws {
        let mounted = try await Self.withFullDisk { folder in
            for writer in Self.writers(into: folder) {
                let result = try await runForceLab(writer.args)
                #expect(result.status == 2, "\(writer.name): \(result.stdout)\(result.stderr)")
                #expect(
                    result.stderr.contains(": error: no space left on device\n"), "\(writer.name): \(result.stderr)")
                #expect(
                    result.stderr.split(separator: "\n").allSatisfy { $0.contains(folder) },
                    "\(writer.name): \(result.stderr)")
                #expect(
                    Self.leftovers(in: folder, output: writer.output).isEmpty,
                    "\(writer.name) left \(Self.leftovers(in: folder, output: writer.output))")
            }
        }
        if !mounted {
            Console.note(
                "skipped the full-tmpfs test: mounting a tmpfs was refused (not root?); the ulimit -f test covers the same paths"
            )
        }
    }

    /// The same commands under `ulimit -f 1` (512 bytes in sh): the kernel refuses the write past the limit
    /// (EFBIG). Runs as any user, so CI without mount rights still checks every writer.
    @Test func everyWriterReportsAFileSizeLimitAndLeavesNothing() async throws {
        let folder = try makeTemporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for writer in Self.writers(into: folder) where writer.name != "calibrate -o" {  // a profile is < 512 bytes
            let quoted = writer.args.map { "'\($0)'" }.joined(separator: " ")
            let result = try await runShell("ulimit -f 1; exec '\(forcelabBinary.path)' \(quoted)")
            #expect(result.status == 2, "\(writer.name): \(result.stdout)\(result.stderr)")
            #expect(result.stderr.contains(": error: file too large\n"), "\(writer.name): \(result.stderr)")
            #expect(
                Self.leftovers(in: folder, output: writer.output).isEmpty,
                "\(writer.name) left \(Self.leftovers(in: folder, output: writer.output))")
        }
    }

    /// Standard output is a file too: `forcelab layout > report` on a full disk is not a success.
    @Test func standardOutputOnAFullDevice() async throws {
        let result = try await runShell("exec '\(forcelabBinary.path)' layout --format json > /dev/full")
        #expect(result.status == 2)
        #expect(result.stderr == "forcelab: error: standard output: no space left on device\n")
    }

    /// Nothing was there before, nothing is after; an old file stays whole when its replacement fails.
    @Test func aFailedWriteKeepsTheOldFile() async throws {
        let mounted = try await Self.withFullDisk(leaving: 8192) { folder in
            // A small file first (a profile: calibrate does not write pictures, so its name is free).
            let first = try await runForceLab(["calibrate", Self.iphone, "-o", "\(folder)/me.png"])
            #expect(first.status == 0, "\(first.stderr)")
            let before = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/me.png"))
            // A PNG too large for what is left.
            let result = try await runForceLab(["render", "--scale", "1", "-o", "\(folder)/me.png"])
            #expect(result.status == 2)
            #expect(result.stderr == "\(folder)/me.png: error: no space left on device\n")
            #expect(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/me.png")) == before)
            #expect(Self.leftovers(in: folder, output: "").isEmpty)
        }
        if !mounted { Console.note("skipped: mounting a tmpfs was refused") }
    }
}

/// Runs a shell command line from the package root.
func runShell(_ command: String, env: [String: String] = [:]) async throws -> CLIResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    var environment = ProcessInfo.processInfo.environment
    for (key, value) in env { environment[key] = value }
    process.environment = environment
    process.currentDirectoryURL = packageRoot
    return try await runToEnd(process, stdin: nil)
}

enum Console {
    /// A line on the test log (why a test did less than it could).
    static func note(_ text: String) {
        FileHandle.standardError.write(Data("note: \(text)\n".utf8))
    }
}

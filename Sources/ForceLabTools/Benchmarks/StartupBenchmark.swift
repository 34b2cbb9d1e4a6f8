import ForceLabOptions
import Foundation
import SourceFormats

#if canImport(Glibc)
    import Glibc
#endif

/// `forcelab bench startup`: whole processes that do almost nothing (`--help`, `devices`,
/// `classify` of a short trace, lint of one plist, render of the home screen, preview of one
/// menu), side by side with the toolchain's `plutil
/// -help` (a Swift binary that links only Foundation) when it is on the PATH: what the dynamic
/// loader costs each CI invocation.
package enum StartupBenchmark {
    package static func run(_ arguments: inout Arguments) throws -> Int32 {
        let runs = try arguments.intOption("--runs", range: 1...10_000) ?? 30
        let resources = try Resources.locate(override: try arguments.option("--assets"))
        let own = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let plist = FileSystemName.join(resources.assets, "apps/Mail/Info.plist")
        var cases: [(name: String, executable: String, arguments: [String])] = [
            ("forcelab --help", own, ["--help"]),
            ("forcelab devices", own, ["devices", "--assets", resources.root]),
            ("forcelab lint Mail/Info.plist", own, ["lint", plist, "--assets", resources.root]),
        ]
        // A trace command without --plot: light, like --help (it needs the repository's Tests/).
        let trace = FileSystemName.join(resources.root, "Tests/Replays/peek-pop-row.jsonl")
        if FileSystemName.exists(trace) {
            cases.insert(("forcelab classify peek-pop-row", own, ["classify", trace]), at: 2)
        }
        // The drawing commands' start-up: the plugin and the SDL stack, but not FFmpeg, Poppler or
        // cairo (loaded on first use, and neither draws a PDF nor writes a video). Their pictures
        // go to a scratch folder removed afterwards.
        let scratch = try ClassifyBenchmark.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        cases += [
            (
                "forcelab render", own,
                ["render", "-o", FileSystemName.join(scratch, "render.png"), "--assets", resources.root]
            ),
            (
                "forcelab preview Mail", own,
                ["preview", plist, "-o", FileSystemName.join(scratch, "preview.png"), "--assets", resources.root]
            ),
        ]
        if let plutil = onPath("plutil") { cases.append(("plutil -help", plutil, ["-help"])) }
        var lines = [
            "bench startup: whole processes, posix_spawn to exit, output to /dev/null, \(runs) runs each (medians, ms):"
        ]
        for entry in cases {
            var times: [Double] = []
            for _ in 0..<runs { times.append(try spawnTime(entry.executable, entry.arguments) * 1000) }
            let median = LintBenchmark.percentile(times, 0.5)
            lines.append(
                "  \(entry.name.padded(to: 32))median \(format2(median))   min \(format2(times.min() ?? 0))")
        }
        Console.out(lines.joined(separator: "\n"))
        return 0
    }

    /// Seconds from `posix_spawn` to the child's exit (Foundation's Process adds ~40 ms of its
    /// own), its output to /dev/null; a failing child is an error.
    static func spawnTime(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws
        -> Double
    {
        var pid: pid_t = 0
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let envp = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { for pointer in envp ?? [] { free(pointer) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let start = LintBenchmark.now()
        let spawned =
            envp.map { posix_spawn(&pid, executable, &actions, nil, argv, $0) }
            ?? posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw ToolError(path: executable, "cannot start")
        }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        let elapsed = LintBenchmark.now() - start
        guard status == 0 else { throw ToolError(path: executable, "exited with status \(status) under benchmark") }
        return elapsed
    }

    /// The first executable called `name` in `PATH`.
    static func onPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { FileSystemName.join(String($0), name) }.first {
            access($0, X_OK) == 0
        }
    }
}

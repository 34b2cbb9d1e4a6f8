import ForceLabOptions
import Foundation
import SourceFormats

#if canImport(Glibc)
    import Glibc
#endif

/// `forcelab bench startup`: whole processes that do almost nothing (`--help`, `devices`, lint of
/// one plist), side by side with the toolchain's `plutil -help` (a Swift binary that links only
/// Foundation) when it is on the PATH: what the dynamic loader costs each CI invocation.
package enum StartupBenchmark {
    package static func run(_ arguments: inout Arguments) throws -> Int32 {
        let runs = try arguments.intOption("--runs", range: 1...10_000) ?? 30
        let resources = try Resources.locate(override: try arguments.option("--assets"))
        let own = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let plist = FileSystemName.join(resources.root, "apps/Mail/Info.plist")
        var cases: [(name: String, executable: String, arguments: [String])] = [
            ("forcelab --help", own, ["--help"]),
            ("forcelab devices", own, ["devices", "--assets", resources.root]),
            ("forcelab lint Mail/Info.plist", own, ["lint", plist, "--assets", resources.root]),
        ]
        if let plutil = onPath("plutil") { cases.append(("plutil -help", plutil, ["-help"])) }
        var lines = ["bench startup: whole processes, stdout to /dev/null, \(runs) runs each (medians, ms):"]
        for entry in cases {
            var times: [Double] = []
            for _ in 0..<runs {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: entry.executable)
                process.arguments = entry.arguments
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                let start = LintBenchmark.now()
                try process.run()
                process.waitUntilExit()
                times.append((LintBenchmark.now() - start) * 1000)
            }
            let median = LintBenchmark.percentile(times, 0.5)
            lines.append(
                "  \(entry.name.padded(to: 32))median \(format2(median))   min \(format2(times.min() ?? 0))")
        }
        Console.out(lines.joined(separator: "\n"))
        return 0
    }

    /// The first executable called `name` in `PATH`.
    static func onPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { FileSystemName.join(String($0), name) }.first {
            access($0, X_OK) == 0
        }
    }
}

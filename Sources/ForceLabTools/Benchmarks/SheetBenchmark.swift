import ForceLabOptions
import ForceLabSDL
import Foundation
import SourceFormats

#if canImport(Glibc)
    import Glibc
#endif

/// `forcelab bench sheet`: whole `forcelab preview --all-locales --all-slots` processes on the
/// Firefox fork (104 localizations x 4 placements, 416 cells; `Tests/Fixtures/real-plists`),
/// wall time and peak resident memory, and one run drawn by one worker
/// (`FORCELAB_WORKERS=1`) whose PNG must hold the same bytes.
package enum SheetBenchmark {
    package static func run(_ arguments: inout Arguments) throws -> Int32 {
        let runs = try arguments.intOption("--runs", range: 1...100) ?? 3
        let resources = try Resources.locate(override: try arguments.option("--assets"))
        let app =
            try arguments.option("--app")
            ?? FileSystemName.join(resources.root, "Tests/Fixtures/real-plists/Floorp-Projects__floorp-ios")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("forcelab-bench-sheet-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let arguments = [
            "preview", app, "--all-locales", "--all-slots", "--define", "MOZ_BUNDLE_DISPLAY_NAME=Firefox",
            "--assets", resources.root,
        ]
        let output = folder.appendingPathComponent("sheet.png").path
        var times: [Double] = []
        for _ in 0..<runs { times.append(try time(arguments + ["-o", output], workers: nil)) }
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        let single = folder.appendingPathComponent("sheet-1.png").path
        let singleTime = try time(arguments + ["-o", single], workers: 1)
        let same = FileManager.default.contentsEqual(atPath: output, andPath: single)
        let bytes = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
        Console.out(
            """
            bench sheet: preview --all-locales --all-slots of \(FileSystemName.name(of: app)), whole process (\(runs) runs, \(ProcessInfo.processInfo.activeProcessorCount) cores):
              median \(format2(LintBenchmark.percentile(times, 0.5))) s   max \(format2(times.max() ?? 0)) s   peak resident \(usage.ru_maxrss / 1024) MB   \(bytes) bytes
              one worker (FORCELAB_WORKERS=1): \(format2(singleTime)) s, \(same ? "the same bytes" : "DIFFERENT BYTES")
            """)
        return same ? 0 : 1
    }

    /// Seconds one child process takes, from `posix_spawn` to its exit; an exit status other
    /// than 0 is an error.
    private static func time(_ arguments: [String], workers: Int?) throws -> Double {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        var environment = ProcessInfo.processInfo.environment
        if let workers { environment["FORCELAB_WORKERS"] = String(workers) }
        return try StartupBenchmark.spawnTime(executable, arguments, environment: environment)
    }
}

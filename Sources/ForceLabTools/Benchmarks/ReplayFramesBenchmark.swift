import ForceLabOptions
import ForceLabSDL
import Foundation
import SourceFormats

#if canImport(Glibc)
    import Glibc
#endif

/// `forcelab bench replay-frames`: whole `forcelab replay --frames DIR --every 30 --scale 2`
/// processes on a generated 10-minute session (`bench replay`'s), wall time, and how many of the
/// frames are files of their own (a repeated picture is a hard link to the first).
package enum ReplayFramesBenchmark {
    package static func run(_ arguments: inout Arguments) throws -> Int32 {
        let runs = try arguments.intOption("--runs", range: 1...50) ?? 3
        let minutes = try arguments.intOption("--minutes", range: 1...60) ?? 10
        let resources = try Resources.locate(override: try arguments.option("--assets"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "forcelab-bench-frames-\(getpid())"
        ).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let name = "session-\(minutes * 60)s"
        let recording = FileSystemName.join(folder, name + ".jsonl")
        try ReplayBenchmark.generate(seconds: minutes * 60, to: recording)
        let frames = FileSystemName.join(folder, "frames")
        var times: [Double] = []
        for _ in 0..<runs {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            process.arguments = [
                "replay", recording, "--assets", resources.root, "--frames", frames, "--every", "30", "--scale", "2",
                "--events", FileSystemName.join(folder, "events.jsonl"),
            ]
            process.standardOutput = FileHandle.nullDevice
            let start = LintBenchmark.now()
            try process.run()
            process.waitUntilExit()
            times.append(LintBenchmark.now() - start)
            guard process.terminationStatus == 0 else {
                throw ToolError("forcelab: error: the replay under benchmark exited \(process.terminationStatus)")
            }
        }
        let written = FileSystemName.join(frames, name)
        let pngs = ((try? FileManager.default.contentsOfDirectory(atPath: written)) ?? []).filter {
            $0.hasSuffix(".png")
        }
        var inodes: Set<UInt64> = []
        for png in pngs {
            var status = stat()
            if stat(FileSystemName.join(written, png), &status) == 0 { inodes.insert(UInt64(status.st_ino)) }
        }
        Console.out(
            """
            bench replay-frames: replay --frames --every 30 --scale 2 of a generated \(minutes)-minute session, whole process (\(runs) runs):
              median \(format2(LintBenchmark.percentile(times, 0.5))) s   max \(format2(times.max() ?? 0)) s   \(pngs.count) frames in \(inodes.count) files
            """)
        return 0
    }
}

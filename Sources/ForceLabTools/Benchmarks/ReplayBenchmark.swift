import ForceCore
import ForceLabFiles
import ForceLabOptions
import ForceLabSDL
import Foundation
import SourceFormats

#if canImport(Glibc)
    import Glibc
#endif

/// `forcelab bench replay`: replay speed as a multiple of real time (no frames; a PNG frame every
/// step at scale 2) and peak memory over 1, 5 and 10 minutes of recording, on a generated
/// session: 120 Hz samples with presses every few seconds that open menus, dismiss them, open
/// apps and go home.
package enum ReplayBenchmark {
    package static func run(_ arguments: inout Arguments) throws -> Int32 {
        let runs = try arguments.intOption("--runs", range: 1...50) ?? 3
        let minutes = try arguments.intOption("--minutes", range: 1...60) ?? 10
        let frameSeconds = try arguments.intOption("--frame-seconds", range: 1...600) ?? 20
        let assets = try arguments.option("--assets")
        let resources = try Resources.locate(override: assets)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("forcelab-bench-replay-\(getpid())")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }

        func recording(seconds: Int) throws -> String {
            let path = FileSystemName.join(folder, "session-\(seconds)s.jsonl")
            try generate(seconds: seconds, to: path)
            return path
        }
        let long = try recording(seconds: minutes * 60)
        let short = try recording(seconds: frameSeconds)
        let settings = ReplaySettings(
            assets: resources.root, sceneOverride: nil, deviceOverride: nil, profileOverride: nil, haptic: false,
            scale: 2,
            font: nil, events: FileSystemName.join(folder, "events.jsonl"), eventsIsFolder: false,
            frames: nil,
            every: 1, golden: nil, tolerance: FrameTolerance(), updateGoldens: false, diffs: nil, aim: nil, desc: nil,
            rate: nil, pressureCurve: nil)
        Console.out(
            "bench replay: generated sessions (120 Hz samples, a press every second or so), median of \(runs) runs")

        // No frames: the pure replay, the event log written.
        let session = try ReplaySession(settings: settings)
        _ = session.replay(short)  // fonts and scene loaded once, as in a real run
        let plainMedian = try medianSeconds(replaying: long, in: session, runs: runs)
        Console.out(
            "  no frames, \(minutes) min: \(format2(plainMedian * 1000)) ms, \(Int(Double(minutes * 60) / plainMedian)) x real time"
        )

        // A PNG frame every step at scale 2 (still frames reuse the previous PNG's bytes).
        var framed = settings
        framed.frames = FileSystemName.join(folder, "frames")
        let framesMedian = try medianSeconds(replaying: short, in: try ReplaySession(settings: framed), runs: runs)
        let steps = frameSeconds * 120 + 1
        let written =
            (try? FileManager.default.contentsOfDirectory(
                atPath: FileSystemName.join(framed.frames!, "session-\(frameSeconds)s")))?.filter {
                $0.hasSuffix(".png")
            }.count ?? 0
        Console.out(
            "  frame every step, scale 2, \(frameSeconds) s (\(steps) steps, \(written) PNGs): \(format2(framesMedian * 1000)) ms, \(format2(Double(frameSeconds) / framesMedian)) x real time, \(format2(framesMedian * 1000 / Double(steps))) ms a step"
        )

        Console.out(
            try peakMemoryLine(
                minutes: minutes, long: long, assets: resources.root, folder: folder, recording: recording))
        return 0
    }

    /// The median wall time of `runs` replays of `recording`, in seconds; a failed replay is an error.
    private static func medianSeconds(replaying recording: String, in session: ReplaySession, runs: Int) throws
        -> Double
    {
        var times: [Double] = []
        for _ in 0..<runs {
            var outcome = ReplayOutcome(status: 0)
            times.append(Double(Stopwatch.time { outcome = session.replay(recording) }) / 1e9)
            guard outcome.status == 0 else { throw ToolError((outcome.err + outcome.out).joined(separator: "\n")) }
        }
        return Timings(times).median
    }

    /// Peak memory of whole replay processes over longer and longer sessions (1, 5 and 10 minutes).
    private static func peakMemoryLine(
        minutes: Int, long: String, assets: String, folder: String, recording: (Int) throws -> String
    ) throws -> String {
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var line = "  peak RSS (child process, events written, a frame each second at scale 2):"
        for length in [1, 5, 10] where length <= max(minutes, 10) {
            let path = length * 60 == minutes * 60 ? long : try recording(length * 60)
            let kilobytes = try peakRSS(
                executable,
                [
                    "replay", path, "--assets", assets, "--events",
                    FileSystemName.join(folder, "rss.jsonl"),
                    "--frames", FileSystemName.join(folder, "rss-frames"), "--every", "120", "--scale",
                    "2",
                ])
            line += " \(length) min \(format2(Double(kilobytes) / 1024)) MB;"
        }
        return String(line.dropLast())
    }

    /// Runs a child and returns its peak resident memory in KiB (`wait4` rusage).
    static func peakRSS(_ executable: String, _ arguments: [String]) throws -> Int {
        var pid: pid_t = 0
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        defer { posix_spawn_file_actions_destroy(&actions) }
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
            throw ToolError(path: executable, "cannot start")
        }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        guard status == 0 else { throw ToolError(path: executable, "replay child failed with status \(status)") }
        return Int(usage.ru_maxrss)
    }

    /// A session of `seconds`: every 4 s a firm press on Mail opens its menu, a tap outside
    /// dismisses it, a tap on Notes opens the app and Escape goes home; ticks fill the idle
    /// steps so the file holds a line for every 1/120 s.
    static func generate(seconds: Int, to path: String) throws {
        let output = try OutputFile(path: path)
        let file = LineWriter(output)
        file.write("{\"forcelab\":\"recording\",\"version\":1,\"device\":\"iphone-xs\",\"scene\":\"default\"}")
        func time(_ step: Int) -> String { formatFixed(Double(step) / 120, decimals: 6) }
        let cycle = 480
        for step in 0...(seconds * 120) {
            let phase = step % cycle
            let t = time(step)
            switch phase {
            case 12: file.write("{\"t\":\(t),\"type\":\"down\",\"x\":57,\"y\":104,\"force\":0.04}")
            case 13..<72:
                let force = min(0.45, 0.04 + Double(phase - 12) * 0.015)
                file.write(
                    "{\"t\":\(t),\"type\":\"move\",\"x\":57,\"y\":104,\"force\":\(formatFixed(force, decimals: 4))}")
            case 72: file.write("{\"t\":\(t),\"type\":\"up\",\"x\":57,\"y\":104}")
            case 180: file.write("{\"t\":\(t),\"type\":\"down\",\"x\":300,\"y\":600,\"force\":0.05}")
            case 181...188: file.write("{\"t\":\(t),\"type\":\"move\",\"x\":300,\"y\":600,\"force\":0.06}")
            case 189: file.write("{\"t\":\(t),\"type\":\"up\",\"x\":300,\"y\":600}")
            case 300: file.write("{\"t\":\(t),\"type\":\"down\",\"x\":144,\"y\":104,\"force\":0.05}")
            case 301...308: file.write("{\"t\":\(t),\"type\":\"move\",\"x\":144,\"y\":104,\"force\":0.07}")
            case 309: file.write("{\"t\":\(t),\"type\":\"up\",\"x\":144,\"y\":104}")
            case 420: file.write("{\"t\":\(t),\"type\":\"key\",\"key\":\"escape\"}")
            default: file.write("{\"t\":\(t),\"type\":\"tick\"}")
            }
        }
        try file.finish()
        try output.commit()
    }
}

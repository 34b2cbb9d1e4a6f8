import ForceLabOptions
import ForceLabSDL
import Foundation
import Simulator

#if canImport(Glibc)
    import Glibc
#endif

/// `forcelab bench video`: `replay --video` of the generated session (`ReplayBenchmark`: a
/// press that opens a menu every 4 s, a tap, an app opened, Escape) at --scale 2, 30 fps,
/// overlay on, for each format asked; the whole replay is timed (simulation, drawing,
/// encoding, writing), its median over --runs.
package enum VideoBenchmark {
    package static let usage = """
          video [--seconds S] [--runs N] [--formats mp4,webm,gif,apng] [--fps N]
                                            replay --video of an S-second session (default 60) at
                                            scale 2: seconds per video, times faster than real time.
        """

    package static func run(_ arguments: inout Arguments) throws -> Int32 {
        let seconds = try arguments.intOption("--seconds", range: 1...600) ?? 60
        let runs = try arguments.intOption("--runs", range: 1...50) ?? 3
        let fps = try arguments.intOption("--fps", range: VideoSampling.rates) ?? VideoSampling.defaultFPS
        let formatsText = try arguments.option("--formats") ?? "mp4"
        let assets = try arguments.option("--assets")
        let formats = try formatsText.split(separator: ",").map { name -> VideoFormat in
            guard let format = VideoFormat(rawValue: String(name)) else {
                throw UsageError("--formats: no format '\(name)' (mp4, webm, gif, apng)")
            }
            return format
        }
        let resources = try Resources.locate(override: assets)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("forcelab-bench-video-\(getpid())")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recording = (folder as NSString).appendingPathComponent("session-\(seconds)s.jsonl")
        try ReplayBenchmark.generate(seconds: seconds, to: recording)
        Console.out(
            "bench video: replay --video of a generated \(seconds) s session, scale 2, \(fps) fps, overlay on, median of \(runs) runs"
        )
        for format in formats {
            var settings = ReplaySettings(
                assets: resources.root, sceneOverride: nil, deviceOverride: nil, profileOverride: nil, haptic: false,
                scale: 2, font: nil, events: nil, eventsIsFolder: false, frames: nil, every: 1, golden: nil,
                tolerance: FrameTolerance(), updateGoldens: false, diffs: nil, aim: nil, desc: nil, rate: nil,
                pressureCurve: nil)
            let path = (folder as NSString).appendingPathComponent("video.\(format.rawValue)")
            settings.video = VideoOptions(path: path, format: format, sampling: VideoSampling(fps: fps, overlay: true))
            let session = try ReplaySession(settings: settings)
            var times: [Double] = []
            for _ in 0..<runs {
                var outcome = ReplayOutcome(status: 0)
                times.append(Double(Stopwatch.time { outcome = session.replay(recording) }) / 1e9)
                guard outcome.status == 0 else { throw ToolError((outcome.err + outcome.out).joined(separator: "\n")) }
            }
            let median = Timings(times).median
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            Console.out(
                "  \(format.rawValue): \(format2(median)) s (min \(format2(Timings(times).min)) s), \(format2(Double(seconds) / median)) x real time, \(format2(Double(size) / 1_048_576)) MB"
            )
        }
        return 0
    }
}

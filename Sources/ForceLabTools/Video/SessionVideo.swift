import CSignals
import ForceLabOptions
import ForceLabSDL
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `play --record-video OUT`: the session is recorded (to `--record FILE`, else to a temporary
/// recording removed afterwards) and, when the window closes, that recording is replayed
/// headless into OUT exactly as `replay REC --video OUT` would: the same frames, the same clock.
package struct SessionVideo {
    package let options: VideoOptions
    /// The recording the session writes.
    package let recording: String
    /// Whether `recording` is ours to remove (no `--record` was given).
    let isTemporary: Bool

    package init(_ options: VideoOptions, record: String?) {
        self.options = options
        if let record {
            recording = record
            isTemporary = false
        } else {
            let name = ".forcelab-session-\(getpid()).jsonl"
            recording = (FileManager.default.temporaryDirectory.path as NSString).appendingPathComponent(name)
            isTemporary = true
        }
    }

    /// Replays the finished recording into the video; returns the session's status made worse
    /// by a failure here (printed). After a signal nothing is written.
    package func write(
        afterSession status: Int32, assets: String, scale: Double?, font: String?
    ) -> Int32 {
        defer { if isTemporary { try? FileManager.default.removeItem(atPath: recording) } }
        if fl_signals_requested() != 0 { return status }
        guard FileManager.default.fileExists(atPath: recording) else {
            Console.error(
                "forcelab: \(options.path): error: no video written: the session recorded nothing (R stopped it?)")
            return max(status, 2)
        }
        var settings = ReplaySettings(
            assets: assets, sceneOverride: nil, deviceOverride: nil, profileOverride: nil, haptic: false, scale: scale,
            font: font, events: nil, eventsIsFolder: false, frames: nil, every: ReplaySettings.defaultEvery,
            golden: nil, tolerance: FrameTolerance(), updateGoldens: false, diffs: nil, aim: nil, desc: nil, rate: nil,
            pressureCurve: nil)
        settings.video = VideoOptions(
            path: options.path(for: ReplaySettings.stem(of: recording)), format: options.format,
            sampling: options.sampling)
        do {
            let outcome = try ReplaySession(settings: settings).replay(recording)
            for line in outcome.err { Console.error(line) }
            if outcome.status != 0 { return max(status, 2) }
            Console.error("forcelab: wrote \(settings.video!.path)")
            return status
        } catch {
            Console.error("\(error)")
            return max(status, 2)
        }
    }
}

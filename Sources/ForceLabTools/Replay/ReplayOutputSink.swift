import ForceCore
import ForceLabOptions
import ForceLabSDL
import ForceLabText
import Foundation
import Reporting
import Simulator
import SourceFormats

/// Where one recording's replay goes: its event log to `--events` and compared with the golden
/// log, its frames drawn, written as PNG (`--frames`, `--update-goldens`) and compared with the
/// golden frames, a failure's record for `--report`. Every file is staged and committed only by
/// `finish`: a replay that fails or is cut short leaves nothing half-written.
package final class ReplayOutputSink: ReplaySink {
    let outputs: ReplayOutputPlan
    package let recording: String
    package let frames: FrameWriter
    package let tolerance: FrameTolerance
    let failureRecord: ReplayFailureRecord
    private let staging: ReplayStaging
    private let writers: [LineWriter]
    /// The folders the frames go to, under their temporary and final names.
    private let frameFolders: [(temporary: String, final: String)]
    private let comparer: LineComparer?
    private var comparedFrames = 0
    /// The first frame that differs from its golden (the others are not compared).
    private var frameMismatch: String?

    /// `--video`: the recording's video, staged with the other files.
    private let video: VideoFrameWriter?
    /// For `--report`: the force, events and frames over time (nil otherwise).
    private var timeline: ReplayTimeline?
    private var stepTime = 0.0

    init(
        _ outputs: ReplayOutputPlan, recording: String, frames: FrameWriter, tolerance: FrameTolerance,
        video: (options: VideoOptions, fonts: FontLibrary, images: ImageLibrary)? = nil
    ) throws {
        let staging = ReplayStaging()
        self.video = try video.map {
            VideoFrameWriter(
                $0.options, file: try staging.file($0.options.path(for: ReplayOutputPlan.stem(of: recording))),
                fonts: $0.fonts, images: $0.images, scale: frames.scale)
        }
        var writers: [LineWriter] = []
        var frameFolders: [(temporary: String, final: String)] = []
        if let path = outputs.eventLog { writers.append(LineWriter(try staging.file(path))) }
        if let root = outputs.framesRoot, let final = outputs.framesFolder {
            FileSystemName.makeFolders(root)
            frameFolders.append((try staging.folder(final, role: .replayFrames).staging, final))
        }
        if let goldens = outputs.goldens, goldens.mode == .update {
            FileSystemName.makeFolders(goldens.root)
            let folder = try staging.folder(goldens.folder, role: .replayGolden).staging
            frameFolders.append((folder, goldens.folder))
            writers.append(
                try LineWriter(
                    inStagedFolder: FileSystemName.join(folder, "events.jsonl"),
                    finalPath: goldens.eventLog))
        }
        comparer = try outputs.comparedGoldens.map { try LineComparer(path: $0.eventLog) }
        self.staging = staging
        self.writers = writers
        self.frameFolders = frameFolders
        self.outputs = outputs
        self.recording = recording
        self.frames = frames
        self.tolerance = tolerance
        let diffs = outputs.diffsFolder
        failureRecord = ReplayFailureRecord(recording: recording, folder: diffs) {
            try staging.folder(diffs, role: .replayDiffs)
        }
    }

    package func log(_ line: String) {
        for writer in writers { writer.write(line) }
        comparer?.compare(line)
        timeline?.addLogLine(line)
    }

    /// Starts collecting the timeline, with the profile's rising thresholds.
    func startTimeline(profile: ForceProfile) {
        timeline = ReplayTimeline(thresholds: [
            .init(name: "peekRise", value: profile.peekRise), .init(name: "popRise", value: profile.popRise),
            .init(name: "quickActionRise", value: profile.quickActionRise),
        ])
    }

    package func stepped(_ number: Int64, time: Int64, force: Double, keys: [PlaygroundKey]) {
        stepTime = Double(time) / 1e6
        timeline?.add(t: stepTime, force: force, keys: keys.map(\.rawValue))
    }

    package func frame(_ list: DisplayList, step: Int64) throws {
        let name = ReplayOutputPlan.frameName(step: step)
        try frames.draw(list)
        for folder in frameFolders {
            try frames.savePNG(
                FileSystemName.join(folder.temporary, name),
                reportedAs: FileSystemName.join(folder.final, name))
        }
        timeline?.frames.append(.init(step: step, t: stepTime))
        // For --report every frame is compared (the report lists each that differs).
        if let goldens = outputs.comparedGoldens, frameMismatch == nil || outputs.failureRecords {
            comparedFrames += 1
            let mismatch = try compareFrame(golden: goldens.frame(name), step: step, name: name)
            if frameMismatch == nil { frameMismatch = mismatch }
        }
    }

    package func videoFrame(_ list: DisplayList, count: Int) throws {
        try video?.add(list, count: count)
    }

    /// A signal cut the replay short: waits for the frames being written, and leaves the
    /// staging's temporary files to be removed with it.
    func abandon() {
        try? frames.finish()
    }

    /// The replay ran to its end: finishes every output, compares what is left to compare,
    /// commits the files and says how the recording went.
    package func finish(_ totals: ReplayLoop.Totals) throws -> ReplayOutcome {
        try frames.finish()
        try video?.finish()
        for writer in writers { try writer.finish() }
        try comparer?.finish()

        var outcome = ReplayOutcome(status: 0)
        timeline?.finish()
        outcome.timeline = timeline
        if let comparer, let difference = comparer.firstDifference {
            outcome.status = 1
            outcome.out.append(
                "\(recording): event log differs from \(comparer.path) at line \(difference.line): expected \(clip(difference.expected ?? "(end of file)")), got \(clip(difference.actual ?? "(end of log)"))"
            )
        }
        if let goldens = outputs.comparedGoldens, frameMismatch == nil {
            frameMismatch = frameCountMismatch(goldens, steps: totals.steps, compared: comparedFrames)
        }
        if let frameMismatch {
            outcome.status = 1
            outcome.out.append(frameMismatch)
        }
        if outcome.status == 1 && outputs.failureRecords {
            if let comparer { failureRecord.logDifference(comparer) }
            try failureRecord.write(lines: outcome.out)
        }
        try staging.commit()
        outcome.written = staging.written
        if outcome.status == 0 { outcome.out.append(summary(totals)) }
        return outcome
    }

    /// `RECORDING: ok (N steps, S s, N log lines, N frames; goldens written)`.
    private func summary(_ totals: ReplayLoop.Totals) -> String {
        let seconds = formatFixed(Double(totals.lastTime) / 1e6, decimals: 3, trim: false)
        var summary = "\(recording): ok (\(totals.steps) steps, \(seconds) s, \(totals.logLines) log lines"
        if outputs.picturesFrames { summary += ", \(totals.frames) frames" }
        if let video { summary += ", \(video.frameCount) video frames" }
        if outputs.goldens?.mode == .update { summary += "; goldens written" }
        return summary + ")"
    }

    private func clip(_ text: String) -> String {
        text.count <= 160 ? text : String(text.prefix(157)) + "..."
    }
}

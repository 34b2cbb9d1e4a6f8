import ForceLabFiles
import ForceLabOptions
import ForceLabSDL
import Foundation
import Reporting
import Simulator
import SourceFormats

/// Writes `--report DIR`: for each recording a folder beside the page with its pictured frames
/// (the timeline's thumbnails) and, for a failure, each differing frame's golden (copied), actual
/// and diff (linked from `--diffs`), and its video (`--video`); then `index.html` from
/// `Reporting.ReplayReportPage`. All staged in a temporary folder that replaces DIR at the end.
package enum ReplayReportWriter {
    package static func write(
        to directory: String, recordings: [String], outcomes: [ReplayOutcome], settings: ReplaySettings,
        environmentNote: String?
    ) throws {
        let staging = ReplayStaging()
        let folder = try staging.folder(directory, role: .replayReport).staging
        var entries: [ReplayReportEntry] = []
        for (index, (recording, outcome)) in zip(recordings, outcomes).enumerated() {
            let stem = ReplaySettings.stem(of: recording)
            let name = String(format: "%03d-", index + 1) + safeName(stem)
            let place = Placer(root: folder, name: name)
            var entry = ReplayReportEntry(
                recording: recording, status: outcome.status, lines: outcome.out, errors: outcome.err,
                isNew: isNew(recording, stem: stem, outcome: outcome, settings: settings), timeline: outcome.timeline)
            if outcome.status == 1 || entry.kind == .new {
                entry.updateCommand = settings.updateCommand(for: recording)
            }
            if outcome.status == 1 {
                let diffs = FileSystemName.join((settings.diffs ?? "replay-diffs"), stem)
                if let failure = ReplayFailure.read(folder: diffs), failure.recording == recording {
                    entry.failure = failure
                    entry.pictures = try failure.frames.map { try place.pictures(of: $0) }
                }
            }
            entry.thumbnails = try thumbnails(entry, stem: stem, settings: settings, place: place)
            if let video = settings.video?.path(for: stem), outcome.status != 2, FileSystemName.exists(video) {
                let file = "video." + FileSystemName.pathExtension(video)
                try place.file(video, as: file, link: true)
                entry.video = name + "/" + file
            }
            entries.append(entry)
        }
        let page = ReplayReportPage.html(entries, environmentNote: environmentNote)
        let index = FileSystemName.join(folder, "index.html")
        try OutputFile.write(
            Data(page.utf8), to: index, placement: .inPlace,
            reportedPath: FileSystemName.join(directory, "index.html"))
        try staging.commit()
    }

    /// A recording without goldens before this run: it wrote them, or it exists and the golden
    /// folder has no `STEM/events.jsonl` for it (the replay's "no goldens for" error).
    private static func isNew(_ recording: String, stem: String, outcome: ReplayOutcome, settings: ReplaySettings)
        -> Bool
    {
        guard let golden = settings.golden else { return false }
        if settings.updateGoldens { return outcome.status == 0 }
        guard outcome.status == 2, FileSystemName.exists(recording), FileSystemName.isFolder(golden) else {
            return false
        }
        return !FileSystemName.exists(FileSystemName.join(FileSystemName.join(golden, stem), "events.jsonl"))
    }

    /// Each pictured frame of the timeline: a differing one shows its actual picture; the others
    /// a copy of the golden (which it matched, or which this run wrote), else of `--frames`.
    private static func thumbnails(
        _ entry: ReplayReportEntry, stem: String, settings: ReplaySettings, place: Placer
    ) throws -> [ReplayReportEntry.Thumbnail] {
        guard let timeline = entry.timeline else { return [] }
        let differing = Dictionary(entry.pictures.map { ($0.step, $0.actual) }, uniquingKeysWith: { a, _ in a })
        var thumbs: [ReplayReportEntry.Thumbnail] = []
        for frame in timeline.frames {
            if let actual = differing[frame.step] {
                thumbs.append(.init(step: frame.step, t: frame.t, file: actual, differs: true))
                continue
            }
            let file = ReplayOutputPlan.frameName(step: frame.step)
            let sources = [settings.golden, settings.frames].compactMap { $0 }.map {
                FileSystemName.join(FileSystemName.join($0, stem), file)
            }
            guard let source = sources.first(where: { FileSystemName.exists($0) }) else { continue }
            try place.file(source, as: file, link: false)
            thumbs.append(.init(step: frame.step, t: frame.t, file: place.name + "/" + file, differs: false))
        }
        return thumbs
    }

    /// Places one recording's files in its folder of the report.
    package struct Placer {
        package var root: String
        package var name: String

        /// The golden, actual and diff pictures of a differing frame.
        func pictures(of frame: ReplayFailure.Frame) throws -> ReplayReportEntry.Pictures {
            let frameName = String(format: "frame-%06lld", frame.step)
            var placed: [String] = []
            for (source, kind) in [(frame.golden, "golden"), (frame.actual, "actual"), (frame.diff, "diff")] {
                let file = "\(frameName).\(kind).png"
                try self.file(source, as: file, link: kind != "golden")
                placed.append(name + "/" + file)
            }
            return .init(
                step: frame.step, golden: placed[0], actual: placed[1], diff: placed[2], differing: frame.differing,
                total: frame.total)
        }

        package func file(_ source: String, as file: String, link: Bool) throws {
            let target = FileSystemName.join(root, name)
            try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
            try ReplayReportWriter.place(source, at: FileSystemName.join(target, file), link: link)
        }
    }

    /// A folder name from a stem: letters, digits, `.`, `-` and `_` kept, the rest `_`.
    static func safeName(_ stem: String) -> String {
        String(
            stem.unicodeScalars.map { scalar -> Character in
                let ok =
                    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                    || "._-".unicodeScalars.contains(scalar)
                return ok ? Character(scalar) : "_"
            })
    }

    /// The picture in the report. The actual frame and the diff, which replay wrote under
    /// `--diffs` and only ever replaces by renaming new files in, are hard links where the file
    /// system allows (no bytes copied, no fsync each: for 100 failures that is seconds), through
    /// any symbolic link. The golden is always a checked copy: it is the committed file, and a
    /// link would let an edit of the report's picture rewrite it.
    static func place(_ source: String, at target: String, link: Bool) throws {
        if link {
            let linked = FileSystemName.withPath(source) { from in
                FileSystemName.withPath(target) { linkat(AT_FDCWD, from, AT_FDCWD, $0, AT_SYMLINK_FOLLOW) }
            }
            if linked == 0 { return }
        }
        let data: Data
        do throws(BoundedFile.Failure) {
            data = try BoundedFile.read(source, limit: FrameWriter.maximumPictureBytes)
        } catch {
            throw ToolError(
                path: source,
                "cannot read the picture for the report: \(error.message(limit: FrameWriter.maximumPictureBytes))")
        }
        try OutputFile.write(data, to: target, placement: .inPlace)
    }
}

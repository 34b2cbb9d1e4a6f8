import ForceLabSDL
import Foundation
import Reporting
import SourceFormats

/// Writes `--report DIR`: copies each failing recording's golden and links its actual and diff pictures
/// (left by its replay under `--diffs`) beside the page and writes `index.html`, all staged in
/// a temporary folder that replaces DIR at the end.
enum ReplayReportWriter {
    static func write(
        to directory: String, recordings: [String], outcomes: [ReplayOutcome], settings: ReplaySettings,
        environmentNote: String?
    ) throws {
        let staging = ReplayStaging()
        let folder = try staging.folder(directory, role: .replayReport).staging
        var entries: [ReplayReportEntry] = []
        for (index, (recording, outcome)) in zip(recordings, outcomes).enumerated() {
            var entry = ReplayReportEntry(
                recording: recording, status: outcome.status, lines: outcome.out, errors: outcome.err)
            if outcome.status == 1 {
                let stem = ReplaySettings.stem(of: recording)
                let diffs = FileSystemName.join((settings.diffs ?? "replay-diffs"), stem)
                if let failure = ReplayFailure.read(folder: diffs), failure.recording == recording {
                    entry.failure = failure
                    if let frame = failure.frame {
                        let name = String(format: "%03d-", index + 1) + safeName(stem)
                        let target = FileSystemName.join(folder, name)
                        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
                        let frameName = String(format: "frame-%06lld", frame.step)
                        var copied: [String] = []
                        for (source, kind) in [
                            (frame.golden, "golden"), (frame.actual, "actual"), (frame.diff, "diff"),
                        ] {
                            let file = "\(frameName).\(kind).png"
                            try place(
                                source, at: FileSystemName.join(target, file), link: kind != "golden")
                            copied.append(name + "/" + file)
                        }
                        entry.pictures = (copied[0], copied[1], copied[2])
                    }
                }
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
    private static func place(_ source: String, at target: String, link: Bool) throws {
        if link {
            let linked = FileSystemName.withPath(source) { from in
                FileSystemName.withPath(target) { linkat(AT_FDCWD, from, AT_FDCWD, $0, AT_SYMLINK_FOLLOW) }
            }
            if linked == 0 { return }
        }
        guard let data = FileSystemName.contents(source) else {
            throw ToolError(path: source, "cannot read the picture for the report")
        }
        try OutputFile.write(data, to: target, placement: .inPlace)
    }
}

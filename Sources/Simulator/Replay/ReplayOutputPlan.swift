import Foundation
import SourceFormats

/// Where one recording's outputs go and which goldens it is held to, from the options and the
/// recording's name alone: the event log, the frame folder, the golden folder, the diff folder,
/// and which steps are pictured.
public struct ReplayOutputPlan: Equatable, Sendable {
    /// Whether a replay compares with its goldens or writes them.
    public enum GoldenMode: Equatable, Sendable {
        case compare
        case update
    }

    /// `--golden DIR` for one recording: `DIR/<stem>/` holds its `events.jsonl` and frames.
    public struct Goldens: Equatable, Sendable {
        /// `DIR` as given.
        public var root: String
        /// `DIR/<stem>`.
        public var folder: String
        public var mode: GoldenMode

        /// The golden event log, `DIR/<stem>/events.jsonl`.
        public var eventLog: String { FileSystemName.join(folder, "events.jsonl") }

        /// The golden of one frame file.
        public func frame(_ name: String) -> String { FileSystemName.join(folder, name) }
    }

    /// The recording's name without folder and last extension: names its frame and golden folders.
    public var stem: String
    /// Where the event log goes (`--events`), if anywhere.
    public var eventLog: String?
    /// `--frames DIR` as given, and `DIR/<stem>` where this recording's frames go.
    public var framesRoot: String?
    public var framesFolder: String?
    public var goldens: Goldens?
    /// Where diff images (and, with `failureRecords`, the failure's record) go: `DIFFS/<stem>`.
    public var diffsFolder: String
    public var failureRecords: Bool
    /// `--every N`.
    public var every: Int

    public init(recording: String, options: ReplayOptions) {
        let stem = ReplayOutputPlan.stem(of: recording)
        self.stem = stem
        eventLog = options.events.map {
            options.eventsIsFolder ? ReplayOutputPlan.eventLog(in: $0, for: recording) : $0
        }
        framesRoot = options.frames
        framesFolder = options.frames.map { FileSystemName.join($0, stem) }
        goldens = options.golden.map {
            Goldens(
                root: $0, folder: FileSystemName.join($0, stem),
                mode: options.updateGoldens ? .update : .compare)
        }
        diffsFolder = FileSystemName.join((options.diffs ?? "replay-diffs"), stem)
        failureRecords = options.failureRecords
        every = options.every
    }

    /// The goldens this replay compares with (nil when it writes them, or has none).
    public var comparedGoldens: Goldens? { goldens?.mode == .compare ? goldens : nil }

    /// Whether frames are drawn at all: they are written (`--frames`, `--update-goldens`) or compared.
    public var picturesFrames: Bool { framesRoot != nil || goldens != nil }

    /// The `Replayer`'s frame interval: every `every`-th step when frames are drawn, else none.
    public var frameInterval: Int64? { picturesFrames ? Int64(every) : nil }

    /// The file name of the frame of `step`: `frame-000120.png`.
    public static func frameName(step: Int64) -> String { String(format: "frame-%06lld.png", step) }

    /// The frame files a replay of `steps` steps makes: every `every`-th step and the last one.
    public func frameNames(steps: Int64) -> Set<String> {
        Set(
            stride(from: 0, to: steps, by: every).map { ReplayOutputPlan.frameName(step: $0) } + [
                ReplayOutputPlan.frameName(step: steps - 1)
            ])
    }

    /// The recording's name without folder and last extension (the whole name if that is empty).
    public static func stem(of recording: String) -> String {
        let name = FileSystemName.name(of: recording)
        let stem = FileSystemName.deletingExtension(name)
        return stem.isEmpty ? name : stem
    }

    /// The event log of `recording` when `--events` names a folder: `FOLDER/<stem>.events.jsonl`.
    public static func eventLog(in folder: String, for recording: String) -> String {
        FileSystemName.join(folder, stem(of: recording) + ".events.jsonl")
    }
}

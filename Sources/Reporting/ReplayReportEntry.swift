/// One recording's part of the HTML report, with the pictures of its failure and its timeline
/// copied beside the page (every path relative to the report's folder).
public struct ReplayReportEntry {
    /// What the filter calls the recording.
    public enum Kind: String, Sendable, CaseIterable {
        case failed, passed, new, error
    }

    /// A differing frame's three pictures and its numbers.
    public struct Pictures: Sendable, Equatable {
        public var step: Int64
        public var golden: String
        public var actual: String
        public var diff: String
        public var differing: Int
        public var total: Int

        public init(step: Int64, golden: String, actual: String, diff: String, differing: Int, total: Int) {
            self.step = step
            self.golden = golden
            self.actual = actual
            self.diff = diff
            self.differing = differing
            self.total = total
        }
    }

    /// A pictured frame on the timeline: its picture and whether it differs from its golden.
    public struct Thumbnail: Sendable, Equatable {
        public var step: Int64
        public var t: Double
        public var file: String
        public var differs: Bool

        public init(step: Int64, t: Double, file: String, differs: Bool) {
            self.step = step
            self.t = t
            self.file = file
            self.differs = differs
        }
    }

    public var recording: String
    /// 0 passed, 1 golden mismatch, anything else bad input.
    public var status: Int32
    public var lines: [String]
    public var errors: [String]
    public var failure: ReplayFailure?
    /// The recording had no goldens before this run: it wrote them (`--update-goldens`), or has
    /// none to compare with (which replay reports as an error).
    public var isNew: Bool
    /// Every differing frame's pictures, in step order.
    public var pictures: [Pictures]
    public var timeline: ReplayTimeline?
    public var thumbnails: [Thumbnail]
    /// The recording's video (`--video`), if one was written.
    public var video: String?
    /// The command that rewrites this recording's goldens (shown for a failure).
    public var updateCommand: [String]?

    public init(
        recording: String, status: Int32, lines: [String], errors: [String], failure: ReplayFailure? = nil,
        isNew: Bool = false, pictures: [Pictures] = [], timeline: ReplayTimeline? = nil, thumbnails: [Thumbnail] = [],
        video: String? = nil, updateCommand: [String]? = nil
    ) {
        self.recording = recording
        self.status = status
        self.lines = lines
        self.errors = errors
        self.failure = failure
        self.isNew = isNew
        self.pictures = pictures
        self.timeline = timeline
        self.thumbnails = thumbnails
        self.video = video
        self.updateCommand = updateCommand
    }

    public var kind: Kind {
        switch status {
        case 0, 1: return isNew ? .new : status == 0 ? .passed : .failed
        default: return isNew ? .new : .error
        }
    }
}

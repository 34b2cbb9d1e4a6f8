/// What a failing recording leaves beside its diff images for `--report`: each differing
/// frame's actual picture as PNG and `failure.json` (the mismatch lines, every differing frame's
/// numbers and paths, the lines around the first log difference, the timeline). Written by whichever process replayed the recording, so it works
/// the same with any `--jobs`; the report reads it back.
public struct ReplayFailure: Codable, Equatable {
    public struct Frame: Codable, Equatable {
        public var step: Int64
        public var golden: String
        public var actual: String
        public var diff: String
        public var differing: Int
        public var total: Int
        public var sizeMismatch: Bool

        public init(
            step: Int64, golden: String, actual: String, diff: String, differing: Int, total: Int, sizeMismatch: Bool
        ) {
            self.step = step
            self.golden = golden
            self.actual = actual
            self.diff = diff
            self.differing = differing
            self.total = total
            self.sizeMismatch = sizeMismatch
        }
    }

    public struct Log: Codable, Equatable {
        /// The golden event log.
        public var golden: String
        /// The first differing line (1-based).
        public var line: Int
        /// Matching lines just before it.
        public var before: [String]
        /// From the first difference on: the golden's lines and the replay's.
        public var expected: [String]
        public var actual: [String]

        public init(golden: String, line: Int, before: [String], expected: [String], actual: [String]) {
            self.golden = golden
            self.line = line
            self.before = before
            self.expected = expected
            self.actual = actual
        }
    }

    public var recording: String
    public var lines: [String]
    /// The first differing frame (the one the mismatch line names).
    public var frame: Frame?
    /// Every differing frame, in step order (the first is `frame`).
    public var frames: [Frame]
    public var log: Log?

    public static let fileName = "failure.json"

    public init(recording: String, lines: [String], frame: Frame? = nil, frames: [Frame]? = nil, log: Log? = nil) {
        self.recording = recording
        self.lines = lines
        self.frame = frame
        self.frames = frames ?? frame.map { [$0] } ?? []
        self.log = log
    }
}

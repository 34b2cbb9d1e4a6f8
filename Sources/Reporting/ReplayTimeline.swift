import Foundation

/// One recording's replay over time, for the report's timeline: the force at each step where it
/// changed, the profile's thresholds, the events of its log (peek, pop, a menu and its items...)
/// and the key presses as markers, and the steps that were pictured. Collected while the replay
/// runs (in whichever process replays it) and drawn by `svg`. Times in seconds.
public struct ReplayTimeline: Codable, Equatable, Sendable {
    /// The force (0...1) from `t` on.
    public struct Sample: Codable, Equatable, Sendable {
        public var t: Double
        public var force: Double

        public init(t: Double, force: Double) {
            self.t = t
            self.force = force
        }
    }

    /// A force the profile classifies at (`peekRise`, `popRise`...).
    public struct Threshold: Codable, Equatable, Sendable {
        public var name: String
        public var value: Double

        public init(name: String, value: Double) {
            self.name = name
            self.value = value
        }
    }

    /// Something that happened at `t`: `kind` is the log's `event` or `ui` name (or `key`),
    /// `label` what the marker says (a menu's item titles, the key's name).
    public struct Marker: Codable, Equatable, Sendable {
        public var t: Double
        public var kind: String
        public var label: String

        public init(t: Double, kind: String, label: String) {
            self.t = t
            self.kind = kind
            self.label = label
        }
    }

    /// A pictured step and its time.
    public struct Frame: Codable, Equatable, Sendable {
        public var step: Int64
        public var t: Double

        public init(step: Int64, t: Double) {
            self.step = step
            self.t = t
        }
    }

    public var duration: Double = 0
    public var samples: [Sample] = []
    public var thresholds: [Threshold] = []
    public var markers: [Marker] = []
    public var frames: [Frame] = []

    public init(
        duration: Double = 0, samples: [Sample] = [], thresholds: [Threshold] = [], markers: [Marker] = [],
        frames: [Frame] = []
    ) {
        self.duration = duration
        self.samples = samples
        self.thresholds = thresholds
        self.markers = markers
        self.frames = frames
    }

    /// The log's `event` and `ui` names that become markers (the others, such as `began`,
    /// `ended` and `screen`, would crowd them).
    public static let markedKinds: Set<String> = [
        "peek", "pop", "quickActions", "longPress", "tap", "menuOpened", "menuDismissed", "itemChosen",
        "systemItemChosen", "appOpened", "peekShown", "peekDismissed", "popped", "previewActionsShown", "editMode",
    ]

    /// Adds the step at `t`: its force when it changed (and always the first and the last),
    /// its key presses as markers, and the step as pictured when it was.
    public mutating func add(t: Double, force: Double, keys: [String] = [], pictured step: Int64? = nil) {
        let rounded = (force * 10_000).rounded() / 10_000
        if samples.last?.force != rounded {
            // Holds the previous force up to this step, so the line steps rather than slopes.
            if let last = samples.last, let previous = lastT, previous > last.t {
                samples.append(Sample(t: previous, force: last.force))
            }
            samples.append(Sample(t: t, force: rounded))
        }
        lastT = t
        duration = max(duration, t)
        for key in keys { markers.append(Marker(t: t, kind: "key", label: key)) }
        if let step { frames.append(Frame(step: step, t: t)) }
    }

    /// Closes the force line at the last step's time and puts the markers in time order (the
    /// log's and the keys' in the order they came at the same time).
    public mutating func finish() {
        if let last = samples.last, duration > last.t { samples.append(Sample(t: duration, force: last.force)) }
        markers = markers.enumerated().sorted { ($0.element.t, $0.offset) < ($1.element.t, $1.offset) }.map(\.element)
    }

    /// Adds the marker of an event-log line, if its kind is marked: `{"t":…,"event":"peek"}`,
    /// `{"t":…,"ui":"menuOpened","app":"Mail","items":[{"title":…}]}`.
    public mutating func addLogLine(_ line: String) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            let t = (object["t"] as? NSNumber)?.doubleValue,
            let kind = (object["event"] ?? object["ui"]) as? String, Self.markedKinds.contains(kind)
        else { return }
        var label = kind
        if let app = object["app"] as? String { label += " " + app }
        if let items = object["items"] as? [[String: Any]] {
            let titles = items.compactMap { $0["title"] as? String }
            if !titles.isEmpty { label += ": " + titles.joined(separator: ", ") }
        } else if let title = (object["title"] ?? object["item"]) as? String {
            label += ": " + title
        }
        markers.append(Marker(t: t, kind: kind, label: label))
    }

    /// The time of the step added last (not encoded: only needed while collecting).
    private var lastT: Double?

    private enum CodingKeys: String, CodingKey {
        case duration, samples, thresholds, markers, frames
    }
}

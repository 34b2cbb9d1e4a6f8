import ForceCore

/// Replays a recorded session on the playground's fixed-step clock, one step at a time, pulling
/// inputs from a stream: nothing of the recording or the log is kept beyond the current step,
/// so memory stays flat however long the recording is.
///
/// Step `n` runs at `t = Playground.time(ofStep: n)`: every input with time ≤ t is fed in order,
/// then the clock advances to t. The replay ends with the first step at or after the last input.
public struct Replayer {
    /// What one fixed step produced.
    public struct Step {
        /// The step number (0 at t = 0).
        public var number: Int64
        /// The step's time, µs.
        public var time: Int64
        /// The log entries written during the step, in order.
        public var log: [LogEntry]
        /// The display list, when this step is pictured (every `frameInterval` steps and the last step).
        public var frame: DisplayList?
        /// Whether this is the replay's last step.
        public var isLast: Bool
        /// How many video frames show this step (0 without a video), and their picture (the
        /// display list, with the overlay when the sampling asks for it).
        public var videoFrames = 0
        public var videoFrame: DisplayList?
        /// The force after the step (0 without contact), and the keys fed during it.
        public var force = 0.0
        public var keys: [PlaygroundKey] = []
    }

    public private(set) var playground: Playground
    /// Picture every N-th step (nil: no frames).
    public let frameInterval: Int64?
    private let renderer = PlaygroundRenderer()
    private var nextStep: Int64 = 0
    private var pending: InputEvent?
    private var sourceEnded = false
    private var finished = false
    /// Rewrites each input before it is fed (aiming a pen recording at an app, say).
    private let transform: ((InputEvent) -> InputEvent)?
    /// How the replay is sampled into a video (nil: no video).
    public let video: VideoSampling?
    /// The last key fed, for the video overlay.
    private var lastKey: (key: PlaygroundKey, time: Int64)?

    public init(
        playground: Playground, frameInterval: Int64?, transform: ((InputEvent) -> InputEvent)? = nil,
        video: VideoSampling? = nil
    ) {
        precondition(frameInterval.map { $0 > 0 } ?? true, "frame interval must be positive")
        self.playground = playground
        self.frameInterval = frameInterval
        self.transform = transform
        self.video = video
    }

    /// Runs the next step, pulling inputs from `source` (nil from `source` ends the stream).
    /// Returns nil once the last step has been returned.
    public mutating func step(pulling source: () throws -> InputEvent?) rethrows -> Step? {
        guard !finished else { return nil }
        let number = nextStep
        let time = Playground.time(ofStep: number)
        var keys: [PlaygroundKey] = []
        while true {
            if pending == nil && !sourceEnded {
                if let input = try source() {
                    pending = transform.map { $0(input) } ?? input
                } else {
                    sourceEnded = true
                }
            }
            guard let input = pending, input.time <= time else { break }
            if case .key(let at, let key) = input {
                lastKey = (key, at)
                keys.append(key)
            }
            playground.handle(input)
            pending = nil
        }
        playground.advance(to: time)
        let isLast = sourceEnded && pending == nil
        if isLast { finished = true }
        nextStep += 1
        let pictured = frameInterval.map { number % $0 == 0 || isLast } ?? false
        let videoFrames = video?.frames(showingStep: number, isLast: isLast) ?? 0
        let list = pictured || videoFrames > 0 ? renderer.displayList(playground) : nil
        var step = Step(
            number: number, time: time, log: playground.drainLog(), frame: pictured ? list : nil, isLast: isLast)
        step.force = playground.force
        step.keys = keys
        if videoFrames > 0, var picture = list {
            if video?.overlay == true { VideoOverlay().draw(into: &picture, playground: playground, lastKey: lastKey) }
            step.videoFrames = videoFrames
            step.videoFrame = picture
        }
        return step
    }
}

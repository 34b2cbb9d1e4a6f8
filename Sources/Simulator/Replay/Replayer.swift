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

    public init(playground: Playground, frameInterval: Int64?, transform: ((InputEvent) -> InputEvent)? = nil) {
        precondition(frameInterval.map { $0 > 0 } ?? true, "frame interval must be positive")
        self.playground = playground
        self.frameInterval = frameInterval
        self.transform = transform
    }

    /// Runs the next step, pulling inputs from `source` (nil from `source` ends the stream).
    /// Returns nil once the last step has been returned.
    public mutating func step(pulling source: () throws -> InputEvent?) rethrows -> Step? {
        guard !finished else { return nil }
        let number = nextStep
        let time = Playground.time(ofStep: number)
        while true {
            if pending == nil && !sourceEnded {
                if let input = try source() {
                    pending = transform.map { $0(input) } ?? input
                } else {
                    sourceEnded = true
                }
            }
            guard let input = pending, input.time <= time else { break }
            playground.handle(input)
            pending = nil
        }
        playground.advance(to: time)
        let isLast = sourceEnded && pending == nil
        if isLast { finished = true }
        nextStep += 1
        let pictured = frameInterval.map { number % $0 == 0 || isLast } ?? false
        return Step(
            number: number, time: time, log: playground.drainLog(),
            frame: pictured ? renderer.displayList(playground) : nil, isLast: isLast)
    }
}

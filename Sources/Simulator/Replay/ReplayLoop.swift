import ForceCore

/// Where a replay's results go, one step at a time: the lines of its event log and the display
/// lists of its pictured steps. The loop does not know whether they are written, compared or
/// both.
public protocol ReplaySink: AnyObject {
    /// The next line of the event log.
    func log(_ line: String)
    /// The display list of a pictured step.
    func frame(_ list: DisplayList, step: Int64) throws
    /// The picture of `count` consecutive video frames (only when the replay makes a video).
    func videoFrame(_ list: DisplayList, count: Int) throws
    /// Every step, before its log lines: its number, time (µs), force and the keys fed in it.
    func stepped(_ number: Int64, time: Int64, force: Double, keys: [PlaygroundKey])
}

extension ReplaySink {
    public func videoFrame(_ list: DisplayList, count: Int) throws {}
    public func stepped(_ number: Int64, time: Int64, force: Double, keys: [PlaygroundKey]) {}
}

/// Steps a `Replayer` to its end, handing each step's log lines and its frame (when the step is
/// pictured) to a sink, and counts what it produced. A stop asked for between steps (a signal)
/// ends it early.
public enum ReplayLoop {
    /// What a replay that ran to its end produced.
    public struct Totals: Equatable, Sendable {
        public var steps: Int64 = 0
        /// The last step's time, µs.
        public var lastTime: Int64 = 0
        public var logLines = 0
        public var frames = 0
        public var videoFrames = 0

        public init(steps: Int64 = 0, lastTime: Int64 = 0, logLines: Int = 0, frames: Int = 0, videoFrames: Int = 0) {
            self.videoFrames = videoFrames
            self.steps = steps
            self.lastTime = lastTime
            self.logLines = logLines
            self.frames = frames
        }
    }

    /// How the loop ended.
    public enum Ending: Equatable, Sendable {
        case finished(Totals)
        /// `stopRequested` said yes after a step; that step was not handed on.
        case stopped
    }

    public static func run(
        _ replayer: inout Replayer, pulling source: () throws -> InputEvent?, into sink: any ReplaySink,
        stopRequested: () -> Bool
    ) throws -> Ending {
        var totals = Totals()
        while let step = try replayer.step(pulling: source) {
            if stopRequested() { return .stopped }
            totals.steps += 1
            totals.lastTime = step.time
            sink.stepped(step.number, time: step.time, force: step.force, keys: step.keys)
            for entry in step.log {
                totals.logLines += 1
                sink.log(entry.jsonLine)
            }
            if let picture = step.videoFrame, step.videoFrames > 0 {
                totals.videoFrames += step.videoFrames
                try sink.videoFrame(picture, count: step.videoFrames)
            }
            guard let list = step.frame else { continue }
            totals.frames += 1
            try sink.frame(list, step: step.number)
        }
        return .finished(totals)
    }
}

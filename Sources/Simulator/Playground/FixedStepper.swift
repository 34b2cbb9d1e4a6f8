/// The fixed-step clock of the interactive loop: turns the wall time each frame took into the
/// simulation steps that frame runs (`lag += elapsed; while lag >= step { simulate(step) }`).
///
/// Pure and exact: time is kept in units of `1 / (10^9 × stepsPerSecond)` s, so a 120 Hz step
/// (8 333 333.3 ns) never rounds and simulated time stays within one step of the wall time given,
/// at any frame rate. A frame that has not yet paid for a step runs none (a 240 Hz display runs a
/// step every other frame); input polled before such a frame waits in the synthesizer and reaches
/// the next frame's first step, so the one-frame latency is kept without running time fast. A
/// frame owed more than `maximumStepsPerFrame` steps (a stalled machine) runs that many and drops
/// the rest, so the loop skips time instead of spiralling.
public struct FixedStepper: Equatable, Sendable {
    /// Steps per simulated second (the playground's 120).
    public let stepsPerSecond: Int64
    /// The most steps one frame runs.
    public let maximumStepsPerFrame: Int
    /// Steps run so far; the next step is number `stepsTaken + 1`.
    public private(set) var stepsTaken: Int64 = 0
    /// Steps dropped by the cap so far.
    public private(set) var stepsDropped: Int64 = 0
    /// Wall time given and not yet simulated, in nanoseconds × `stepsPerSecond`.
    private var lag: Int64 = 0

    /// One frame's elapsed wall time is clamped to this (an hour): longer is a stall, and the cap
    /// drops it anyway; the clamp keeps the arithmetic far from overflow.
    public static let maximumFrameNanoseconds: Int64 = 3_600 * 1_000_000_000

    private static let nanosecondsPerSecond: Int64 = 1_000_000_000

    public init(stepsPerSecond: Int64 = Playground.stepsPerSecond, maximumStepsPerFrame: Int = 8) {
        precondition(stepsPerSecond > 0 && stepsPerSecond <= 1_000_000 && maximumStepsPerFrame > 0)
        self.stepsPerSecond = stepsPerSecond
        self.maximumStepsPerFrame = maximumStepsPerFrame
    }

    /// Adds a frame's elapsed wall time (nanoseconds; negative counts as none) and returns the
    /// numbers of the steps this frame runs, in order (empty when time has not paid for one).
    public mutating func frame(elapsedNanoseconds elapsed: Int64) -> Range<Int64> {
        let clamped = min(max(elapsed, 0), Self.maximumFrameNanoseconds)
        lag += clamped * stepsPerSecond
        let owed = lag / Self.nanosecondsPerSecond
        let run = min(owed, Int64(maximumStepsPerFrame))
        lag -= owed * Self.nanosecondsPerSecond  // keep only the fraction of a step
        stepsDropped += owed - run
        let first = stepsTaken + 1
        stepsTaken += run
        return first..<(stepsTaken + 1)
    }

    /// Simulated time so far, nanoseconds (rounded down).
    public var simulatedNanoseconds: Int64 { stepsTaken * Self.nanosecondsPerSecond / stepsPerSecond }

    /// Wall time not yet simulated, nanoseconds (less than one step).
    public var lagNanoseconds: Int64 { lag / stepsPerSecond }
}

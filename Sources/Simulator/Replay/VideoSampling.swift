import ForceCore

/// How a replay becomes a video: `fps` frames a second on the recording's own clock, so a
/// 2.4 s recording is a 2.4 s video. Video frame k covers [k/fps, (k+1)/fps) and shows the
/// last simulator step at or before k/fps; a replay whose last step is at T has
/// ceil(T * fps) frames (at least one), so the video lasts T rounded up to a whole frame.
public struct VideoSampling: Equatable, Sendable {
    public var fps: Int
    /// Whether the force gauge, the touch point and key presses are drawn over the picture.
    public var overlay: Bool

    /// The rates a video may have: at most one frame a step (120 Hz).
    public static let rates = 1...Int(Playground.stepsPerSecond)
    public static let defaultFPS = 30

    public init(fps: Int = VideoSampling.defaultFPS, overlay: Bool = true) {
        precondition(Self.rates.contains(fps), "video rate out of range")
        self.fps = fps
        self.overlay = overlay
    }

    /// How many video frames show step `n`: those starting in [t(n), t(n+1)). The last step
    /// shows none (the frames before it already reach its time), unless it is the only one.
    public func frames(showingStep n: Int64, isLast: Bool) -> Int {
        if isLast { return n == 0 ? 1 : 0 }
        return framesStarted(before: Playground.time(ofStep: n + 1)) - framesStarted(before: Playground.time(ofStep: n))
    }

    /// The number of frames of a replay whose last step is at `lastTime` µs.
    public func frameCount(lastTime: Int64) -> Int { max(1, framesStarted(before: lastTime)) }

    /// Frames k with k/fps < t, that is ceil(t * fps / 10^6).
    private func framesStarted(before time: Int64) -> Int {
        Int((time * Int64(fps) + 999_999) / 1_000_000)
    }
}

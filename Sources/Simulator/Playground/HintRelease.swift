/// A hint relaxing after a press let go before its stage: the blur and dim fade out from the
/// `progress` shown, over `duration`, instead of vanishing. Shared by the home screen (the
/// target is the pressed app) and the lists (the pressed row).
public struct HintRelease: Equatable, Sendable {
    /// How long a released hint takes to fade out, µs.
    public static let duration: Int64 = 180_000

    /// The app or row the hint lifted.
    public var target: Int
    public var progress: Double
    public var since: Int64

    public init(target: Int, progress: Double, since: Int64) {
        self.target = target
        self.progress = progress
        self.since = since
    }

    /// The hint's progress at `time` (linear fade).
    public func progress(at time: Int64) -> Double {
        let t = Double(time - since) / Double(Self.duration)
        return max(0, min(progress, progress * (1 - t)))
    }

    /// Whether the fade is over at `time`.
    public func isOver(at time: Int64) -> Bool { time - since >= Self.duration }
}

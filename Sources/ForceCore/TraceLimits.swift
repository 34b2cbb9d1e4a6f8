/// The bounds of the trace readers (recordings, evemu, force arrays): input beyond them is one
/// `path:line: error:` line, never a hang. The README's "Limits" table lists them.
public enum TraceLimits {
    /// The longest time a trace may span from its start, µs (24 hours). Replay steps through every
    /// 1/120 s of it: a day is 10.4 million steps, a few seconds without frames; a time of 1e8 s
    /// would be 12 billion steps, so a trace reaching past a day is refused where it does.
    public static let maximumDuration: Int64 = 24 * 3600 * 1_000_000
    /// The frame rates a UITouch force array may be read at (`--rate`), Hz.
    public static let rates: ClosedRange<Double> = 1...10_000
    /// The largest coordinate, in points, of a screen size or an aim point from the command line.
    public static let maximumCoordinate = 100_000.0

    /// "24 h" for messages.
    static var durationText: String { "\(maximumDuration / 3_600_000_000) hours" }
}

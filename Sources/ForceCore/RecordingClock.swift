/// The clock of a recording made from a live session: an event of the session at `time`
/// goes into the recording at `time - start`. Past the longest span a recording may have
/// (`TraceLimits.maximumDuration`, 24 hours: what replay reads), the recording ends with a
/// tick at the limit instead, so `play --record` never writes a file replay refuses.
public struct RecordingClock: Equatable, Sendable {
    /// The session time the recording's t = 0 is.
    public let start: Int64
    /// The latest recording time, µs.
    public let limit: Int64

    public init(start: Int64, limit: Int64 = TraceLimits.maximumDuration) {
        self.start = start
        self.limit = limit
    }

    /// Where a session event goes.
    public enum Placement: Equatable, Sendable {
        /// Into the recording, at the recording's time.
        case event(InputEvent)
        /// Nowhere: the recording is full; it ends with this tick (at the limit).
        case end(InputEvent)
    }

    public func place(_ event: InputEvent) -> Placement {
        let time = event.time - start
        guard time <= limit else { return .end(.tick(time: limit)) }
        switch event {
        case .touch(var sample):
            sample.time = time
            return .event(.touch(sample))
        case .key(_, let key): return .event(.key(time: time, key: key))
        case .tick: return .event(.tick(time: time))
        }
    }
}

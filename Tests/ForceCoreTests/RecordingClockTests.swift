import Testing

@testable import ForceCore

/// A live session's recording: times from its start, and an end at the longest span replay reads.
@Suite struct RecordingClockTests {
    @Test func eventsAreShiftedToTheRecordingsStart() {
        let clock = RecordingClock(start: 5_000_000)
        let down = PressureSample(time: 5_250_000, x: 10, y: 20, force: 0.4, phase: .down)
        var shifted = down
        shifted.time = 250_000
        #expect(clock.place(.touch(down)) == .event(.touch(shifted)))
        #expect(clock.place(.key(time: 6_000_000, key: .escape)) == .event(.key(time: 1_000_000, key: .escape)))
        #expect(clock.place(.tick(time: 5_000_000)) == .event(.tick(time: 0)))
    }

    @Test func theRecordingEndsAtTheLimitWithATick() {
        let clock = RecordingClock(start: 1_000, limit: 10_000)
        #expect(clock.place(.tick(time: 11_000)) == .event(.tick(time: 10_000)))
        #expect(clock.place(.key(time: 11_001, key: .escape)) == .end(.tick(time: 10_000)))
        #expect(RecordingClock(start: 0).limit == 24 * 3600 * 1_000_000)
    }

    /// The tick that ends a full recording is one replay still reads (the decoder's own limit),
    /// and a microsecond later is refused: the two limits are the same number.
    @Test func theEndingTickIsTheLastTimeReplayReads() throws {
        let clock = RecordingClock(start: 0)
        guard case .end(let tick) = clock.place(.tick(time: clock.limit + 1)) else {
            Issue.record("a time past the limit did not end the recording")
            return
        }
        let writer = RecordingWriter(header: RecordingHeader(forceUnit: .normalized))
        #expect(writer.line(for: tick) == #"{"t":86400,"type":"tick"}"#)
        func decode(_ line: String) throws -> InputEvent {
            var decoder = RecordingDecoder(path: "r.jsonl")
            try Array(writer.headerLine().utf8).withUnsafeBufferPointer { (bytes) throws(TraceError) in
                try decoder.decodeHeader(bytes, line: 1)
            }
            return try Array(line.utf8).withUnsafeBufferPointer { (bytes) throws(TraceError) in
                try decoder.decodeEvent(bytes, line: 2)
            }
        }
        #expect(try decode(writer.line(for: tick)) == tick)
        #expect(throws: TraceError.self) { try decode(writer.line(for: .tick(time: clock.limit + 1))) }
    }
}

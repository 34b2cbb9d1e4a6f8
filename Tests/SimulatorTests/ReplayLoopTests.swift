import ForceCore
import Foundation
import QuickActions
import Testing

@testable import Simulator

/// A sink that keeps what it is handed.
final class CollectingSink: ReplaySink {
    var lines: [String] = []
    var frames: [(step: Int64, list: DisplayList)] = []
    /// Fails when handed this step's frame.
    var failAtFrame: Int64?

    struct Failure: Error {}

    func log(_ line: String) { lines.append(line) }

    func frame(_ list: DisplayList, step: Int64) throws {
        if step == failAtFrame { throw Failure() }
        frames.append((step, list))
    }
}

/// The replay loop: every step's log lines and the pictured steps' frames reach the sink, in
/// order, with the totals the summary line prints; a stop between steps hands nothing more on.
@Suite struct ReplayLoopTests {
    static func run(every: Int64?, sink: CollectingSink, stopAfter: Int? = nil) throws -> ReplayLoop.Ending {
        let inputs = ReplayerTests.inputs()
        var replayer = Replayer(playground: try ReplayerTests.playground(), frameInterval: every)
        var index = 0
        var asked = 0
        return try ReplayLoop.run(
            &replayer,
            pulling: {
                defer { index += 1 }
                return index < inputs.count ? inputs[index] : nil
            }, into: sink,
            stopRequested: {
                asked += 1
                return stopAfter.map { asked > $0 } ?? false
            })
    }

    @Test func handsTheReplayersStepsToTheSink() throws {
        let (steps, _) = ReplayerTests.replay(
            ReplayerTests.inputs(), every: 30, playground: try ReplayerTests.playground())
        let sink = CollectingSink()
        let ending = try Self.run(every: 30, sink: sink)
        let pictured = steps.filter { $0.frame != nil }
        #expect(
            ending
                == .finished(
                    ReplayLoop.Totals(
                        steps: Int64(steps.count), lastTime: steps.last!.time,
                        logLines: steps.map(\.log.count).reduce(0, +), frames: pictured.count)))
        #expect(sink.lines == steps.flatMap(\.log).map(\.jsonLine))
        #expect(sink.frames.map(\.step) == pictured.map(\.number))
        #expect(sink.frames.map(\.list) == pictured.map(\.frame!))
        // Every 30th step and the last one.
        let last = Int64(steps.count - 1)
        #expect(
            sink.frames.map(\.step) == Array(stride(from: 0, through: last, by: 30)) + (last % 30 == 0 ? [] : [last]))
    }

    @Test func withoutFramesOnlyTheLogIsHandedOn() throws {
        let sink = CollectingSink()
        guard case .finished(let totals) = try Self.run(every: nil, sink: sink) else {
            Issue.record("stopped")
            return
        }
        #expect(totals.frames == 0)
        #expect(sink.frames.isEmpty)
        #expect(totals.logLines == sink.lines.count && !sink.lines.isEmpty)
    }

    @Test func aStopEndsTheLoopBeforeTheStepIsHandedOn() throws {
        let sink = CollectingSink()
        #expect(try Self.run(every: 1, sink: sink, stopAfter: 3) == .stopped)
        #expect(sink.frames.map(\.step) == [0, 1, 2])
        let none = CollectingSink()
        #expect(try Self.run(every: 1, sink: none, stopAfter: 0) == .stopped)
        #expect(none.frames.isEmpty && none.lines.isEmpty)
    }

    @Test func aSinkErrorEndsTheLoop() throws {
        let sink = CollectingSink()
        sink.failAtFrame = 60
        #expect(throws: CollectingSink.Failure.self) { try Self.run(every: 30, sink: sink) }
        #expect(sink.frames.map(\.step) == [0, 30])
    }
}

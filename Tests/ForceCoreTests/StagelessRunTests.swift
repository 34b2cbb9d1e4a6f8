import Foundation
import Testing

@testable import ForceCore

/// `calibrate` classifies every contact under the proposed profile from a `StageSummary` and the
/// contact's peak instead of keeping the samples for a second pass: checked here against the
/// classifier itself, for every peek rise calibrate can propose, and the memory it keeps checked
/// not to grow with the samples.
@Suite("StagelessRun")
struct StagelessRunTests {
    /// Contacts with forces in hundredths (so forces land exactly on thresholds), long holds that
    /// reach the long press, slips beyond the slop, ticks and keys, cancels, contacts cut by the
    /// next `down`, stray moves and a trace that may end with a finger down.
    static func randomTrace(seed: UInt64) -> [InputEvent] {
        var rng = SeededGenerator(seed: seed)
        var inputs: [InputEvent] = []
        var time: Int64 = 0
        func touch(_ x: Double, _ y: Double, _ force: Double, _ phase: TouchPhase) {
            inputs.append(.touch(PressureSample(time: time, x: x, y: y, force: force, phase: phase)))
        }
        for _ in 0..<Int.random(in: 3...12, using: &rng) {
            time += Int64.random(in: 0...300_000, using: &rng)
            if Int.random(in: 0..<6, using: &rng) == 0 { touch(50, 50, 0.3, .move) }
            var x = 100.0
            let y = 200.0
            var force = Double(Int.random(in: 0...30, using: &rng)) / 100
            touch(x, y, force, .down)
            for _ in 0..<Int.random(in: 0...60, using: &rng) {
                time += Int64.random(in: 0...(Bool.random(using: &rng) ? 15_000 : 90_000), using: &rng)
                switch Int.random(in: 0..<30, using: &rng) {
                case 0: inputs.append(.tick(time: time))
                case 1: inputs.append(.key(time: time, key: .escape))
                case 2: x += Double.random(in: -14...14, using: &rng)
                default: break
                }
                force = min(max(force + Double(Int.random(in: -12...15, using: &rng)) / 100, 0), 1)
                touch(x, y, force, .move)
            }
            time += Int64.random(in: 0...20_000, using: &rng)
            switch Int.random(in: 0..<10, using: &rng) {
            case 0: touch(x, y, 0, .cancel)
            case 1: break  // the next down (or the trace's end) cuts it
            default: touch(x, y, 0, .up)
            }
        }
        return inputs
    }

    /// `base` with calibrate's thresholds: peek and quick actions at `peek`, pop at `pop`, in hundredths.
    static func proposed(_ base: ForceProfile, peek: Int, pop: Int) -> ForceProfile {
        var profile = base
        profile.peekRise = Double(peek) / 100
        profile.peekFall = Double(peek - 5) / 100
        profile.quickActionRise = profile.peekRise
        profile.quickActionFall = profile.peekFall
        profile.popRise = Double(pop) / 100
        profile.popFall = Double(pop - 5) / 100
        return profile
    }

    @Test(arguments: [TargetKind.row, .icon])
    func summariesClassifyAsTheClassifierDoes(target: TargetKind) {
        var smoothed = ForceProfile.medium
        smoothed.smoothing = .lowPass(timeConstant: 30_000)
        for seed in UInt64(0)..<16 {
            let inputs = Self.randomTrace(seed: seed)
            for base in [ForceProfile.medium, smoothed] {
                var tracker = ContactTracker(trace: 0, profile: base)
                var contacts: [RecordedContact] = []
                var stageless = StagelessRun(profile: base)
                stageless.startTrace()
                for input in inputs {
                    if let contact = tracker.handle(input) { contacts.append(contact) }
                    stageless.handle(input)
                }
                let end = inputs.last?.time ?? 0
                if let contact = tracker.finish(at: end) { contacts.append(contact) }
                stageless.finish(at: end)
                #expect(stageless.summaries.count == contacts.count, "seed \(seed): one summary a contact")
                // Every peek rise calibrate can propose, each with pop just above it, at 0.70 and at 1.
                let profiles = (5...90).flatMap { peek in
                    Set([peek + 5, max(peek + 5, 70), 100, min(100, peek + 23)]).sorted().map {
                        Self.proposed(base, peek: peek, pop: $0)
                    }
                }
                var classified = OutcomeCollector(profiles: profiles, target: target)
                classified.startTrace()
                for input in inputs { classified.handle(input) }
                classified.finish(at: end)
                for (which, profile) in profiles.enumerated() {
                    let expected = classified.outcomes(which, count: contacts.count)
                    let summarised = stageless.outcomes(contacts, under: profile, target: target)
                    #expect(
                        summarised == expected,
                        "seed \(seed), peek \(profile.peekRise), pop \(profile.popRise), smoothed \(base.smoothing != nil)"
                    )
                    if summarised != expected { return }
                }
            }
        }
    }

    /// `presses` presses of `samples` samples each, as a recording.
    static func recording(presses: Int, samples: Int) -> String {
        var lines = ["{\"forcelab\":\"recording\",\"version\":1}"]
        for index in 0..<presses {
            let start = Double(index) * 2
            let peak = [0.1, 0.45, 0.9][index % 3] + Double(index % 5) / 100
            lines.append("{\"t\":\(start),\"type\":\"down\",\"x\":100,\"y\":200,\"force\":0.02}")
            for step in 1...samples {
                let force = peak * Double(min(step, samples - step + 1)) / Double((samples + 1) / 2)
                lines.append(
                    "{\"t\":\(start + 0.3 * Double(step) / Double(samples)),\"type\":\"move\",\"x\":100,\"y\":200,\"force\":\(force)}"
                )
            }
            lines.append("{\"t\":\(start + 0.31),\"type\":\"up\",\"x\":100,\"y\":200}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The memory calibrate keeps through its one pass depends on the presses, not their samples:
    /// were the samples (or curves) kept again, the bytes would grow a hundredfold here.
    @Test func keptMemoryDoesNotGrowWithTheSamples() throws {
        var bytes: [Int] = []
        for samples in [20, 2_000] {
            let path = try temporaryFile(Self.recording(presses: 30, samples: samples))
            defer { try? FileManager.default.removeItem(atPath: path) }
            for keepCurves in [false, true] {
                let calibration = try Calibration.run(
                    traces: [path], base: .medium, target: .row, curvesIn: keepCurves ? "/tmp" : nil)
                #expect(calibration.contacts.count == 30 && calibration.clustering.levels.count == 3)
                bytes.append(calibration.retainedBytes)
            }
        }
        #expect(
            bytes[0] == bytes[2] && bytes[1] == bytes[3], "the same bytes for 20 and 2,000 samples a press: \(bytes)")
        // Per contact: the contact (64), its stage summary (16), its base outcome (1); with curves a
        // start (8) and the 64 KiB write buffer. Array growth at most doubles them.
        #expect(bytes[0] <= 30 * 2 * (64 + 16 + 1) + 1_024, "\(bytes[0]) bytes for 30 presses")
        #expect(bytes[1] - bytes[0] <= 30 * 2 * 8 + (1 << 16) + 1_024, "\(bytes[1] - bytes[0]) bytes of curves")
    }

    /// The curves come back from their temporary file exactly as the tracker made them, a contact
    /// longer than one piece (`TracePass.curvePiece`) included.
    @Test func curvesComeBackFromTheirFile() throws {
        var text = ["{\"forcelab\":\"recording\",\"version\":1}"]
        var rng = SeededGenerator(seed: 7)
        var time = 0.0
        for length in [3, 10_000, 1, 40] {
            time += 1
            text.append("{\"t\":\(time),\"type\":\"down\",\"x\":100,\"y\":200,\"force\":0.1}")
            for _ in 0..<length {
                time += 0.001
                text.append(
                    "{\"t\":\(time),\"type\":\"move\",\"x\":100,\"y\":200,\"force\":\(Double.random(in: 0...1, using: &rng))}"
                )
            }
            if length != 1 { text.append("{\"t\":\(time + 0.01),\"type\":\"up\",\"x\":100,\"y\":200}") }
        }
        let path = try temporaryFile(text.joined(separator: "\n") + "\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard case .success(let inputs) = readAll(path) else {
            Issue.record("unreadable")
            return
        }
        var tracker = ContactTracker(trace: 0, profile: .medium)
        tracker.recordsCurves = true
        var expected: [[ContactCurvePoint]] = []
        var current: [ContactCurvePoint] = []
        for input in inputs {
            if tracker.handle(input) != nil {
                expected.append(current + tracker.takeCurve())
                current = []
            }
            current += tracker.takePendingCurve()
        }
        if tracker.finish(at: inputs.last!.time) != nil { expected.append(current + tracker.takeCurve()) }
        let calibration = try Calibration.run(traces: [path], base: .medium, target: .row, curvesIn: "/tmp")
        #expect(calibration.curves.count == 4 && expected.count == 4)
        #expect(expected.map(\.count) == [5, 10_002, 2, 42])
        for index in expected.indices {
            #expect(calibration.curves[index] == expected[index], "contact \(index)")
            var visited: [ContactCurvePoint] = []
            calibration.curves.visit(index) {
                visited.append($0)
                return true
            }
            #expect(visited == expected[index], "contact \(index) in pieces")
            var first: [ContactCurvePoint] = []
            calibration.curves.visit(index) {
                first.append($0)
                return first.count < 5_000
            }
            #expect(first == Array(expected[index].prefix(5_000)), "contact \(index) up to where the reader stops")
        }
        #expect(try Calibration.run(traces: [path], base: .medium, target: .row).curves.count == 0)
    }
}

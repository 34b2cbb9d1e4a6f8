import Foundation
import Testing

@testable import ForceCore

/// A ForceLab recording of presses, one per peak: force rises from 0.02 to the peak in 0.2 s
/// (well inside the long press), holds 0.1 s, falls and lifts; 0.3 s between presses.
func pressRecording(_ peaks: [Double], moveLast: Double = 0) -> String {
    var lines = ["{\"forcelab\":\"recording\",\"version\":1}"]
    var t = 0.0
    for (index, peak) in peaks.enumerated() {
        let dx = index == peaks.count - 1 ? moveLast : 0
        lines.append("{\"t\":\(t),\"type\":\"down\",\"x\":100,\"y\":200,\"force\":0.02}")
        for step in 1...25 {
            let force = 0.02 + (peak - 0.02) * Double(step) / 25
            lines.append(
                "{\"t\":\(t + Double(step) * 0.008),\"type\":\"move\",\"x\":\(100 + dx * Double(step) / 25),\"y\":200,\"force\":\(force)}"
            )
        }
        lines.append("{\"t\":\(t + 0.3),\"type\":\"move\",\"x\":\(100 + dx),\"y\":200,\"force\":\(peak / 2)}")
        lines.append("{\"t\":\(t + 0.35),\"type\":\"up\",\"x\":\(100 + dx),\"y\":200}")
        t += 0.65
    }
    return lines.joined(separator: "\n") + "\n"
}

@Suite("Calibration")
struct CalibrationTests {
    let light = [0.08, 0.10, 0.12, 0.09, 0.11, 0.13]
    let peek = [0.38, 0.42, 0.45, 0.40, 0.44, 0.47]
    let pop = [0.85, 0.90, 0.93, 0.88, 0.95, 0.91]

    @Test func twoWellSeparatedLevels() {
        let clustering = PeakClustering.cluster(light + peek)
        #expect(clustering.levels.count == 2)
        #expect(clustering.levels.map(\.count) == [6, 6])
        #expect(clustering.levels[0].maximum == 0.13 && clustering.levels[1].minimum == 0.38)
        let profile = Calibration.propose(clustering.levels, base: .medium)
        // Halfway between light's 90th percentile (0.125) and the peeks' 10th (0.39): 0.2575 -> 0.26.
        #expect(profile.peekRise == 0.26 && profile.peekFall == 0.21)
        #expect(profile.quickActionRise == 0.26 && profile.quickActionFall == 0.21)
        #expect(profile.popRise == 0.70 && profile.popFall == 0.65, "two levels keep the base's pop")
        #expect(profile.validationError() == nil)
    }

    @Test func threeWellSeparatedLevels() {
        let clustering = PeakClustering.cluster(light + peek + pop)
        #expect(clustering.levels.count == 3)
        #expect(clustering.levels.map(\.count) == [6, 6, 6])
        let profile = Calibration.propose(clustering.levels, base: .medium)
        #expect(profile.peekRise == 0.26)
        // Halfway between the peeks' 90th percentile (0.46) and the pops' 10th (0.865): 0.6625 -> 0.66.
        #expect(profile.popRise == 0.66 && profile.popFall == 0.61)
        #expect(profile.name == "calibrated" && profile.validationError() == nil)
        #expect(profile.longPressDuration == ForceProfile.medium.longPressDuration && profile.movementSlop == 10)
    }

    @Test func oneLevelKeepsTheBase() {
        let cases: [[Double]] = [[1.0, 1.0, 1.0, 1.0], [0.5], [0.30, 0.31, 0.305, 0.315]]
        for peaks in cases {
            let clustering = PeakClustering.cluster(peaks)
            #expect(clustering.levels.count == 1, "\(peaks)")
            var expected = ForceProfile.firm
            expected.name = "calibrated"
            #expect(Calibration.propose(clustering.levels, base: .firm) == expected)
        }
        let ones: [Double] = [1, 1, 1]
        #expect(PeakClustering.cluster(ones).reason == "all 3 peaks lie within 0.020 of each other (1.000...1.000)")
        #expect(PeakClustering.cluster([]).levels.isEmpty)
    }

    @Test func overlappingLevelsDoNotSplit() {
        // Light presses 0.10...0.40 and peeks 0.30...0.60, evenly spread: one smear, no levels.
        let lower: [Double] = (0..<16).map { 0.10 + Double($0) * 0.02 }
        let upper: [Double] = (0..<16).map { 0.30 + Double($0) * 0.02 }
        let smear = lower + upper
        let clustering = PeakClustering.cluster(smear)
        #expect(clustering.levels.count == 1)
        let reason: String = clustering.reason
        #expect(reason.contains("overlap") || reason.contains("spread evenly"), "\(reason)")
        // A single bell of peaks (a person pressing the same way every time) is one level too.
        let bell = [0.40, 0.45, 0.47, 0.48, 0.49, 0.50, 0.50, 0.51, 0.52, 0.53, 0.55, 0.60]
        #expect(PeakClustering.cluster(bell).levels.count == 1)
    }

    @Test func levelsThatTouchSplitWithAWarning() throws {
        // Two tight levels only 0.04 apart: they split, and the report says they nearly touch.
        let peaks = [0.10, 0.105, 0.11, 0.115, 0.12, 0.16, 0.165, 0.17, 0.175, 0.18]
        #expect(PeakClustering.cluster(peaks).levels.count == 2)
        let path = try temporaryFile(pressRecording(peaks), name: "touch.jsonl")
        let run = try Calibration.run(traces: [path], base: .medium, target: .row)
        #expect(run.clustering.levels.map(\.count) == [5, 5])
        #expect(run.proposed.peekRise == 0.14)
        #expect(
            run.warnings.contains { $0.hasPrefix("the light and firm levels overlap: only 0.040 lies between them") },
            "\(run.warnings)")
        // A lone outlier is not a level of its own.
        #expect(PeakClustering.cluster([0.10, 0.11, 0.12, 0.5, 0.80, 0.81, 0.82]).levels.map(\.count) != [3, 1, 3])
    }

    @Test func orderDoesNotMatterAndRunsRepeat() {
        let peaks = light + peek + pop
        let reference = PeakClustering.cluster(peaks)
        // Every rotation and the reverse, and a fixed shuffle (a stride coprime to 18).
        var orders = (0..<peaks.count).map { Array(peaks[$0...] + peaks[..<$0]) }
        orders.append(peaks.reversed())
        orders.append((0..<peaks.count).map { peaks[($0 * 7) % peaks.count] })
        for order in orders {
            #expect(PeakClustering.cluster(order) == reference, "\(order)")
        }
        #expect(PeakClustering.cluster(peaks) == PeakClustering.cluster(peaks))
    }

    @Test func thresholdsAreClampedAndPopStaysAbovePeek() {
        // Levels at the very top: peek at most 0.90, pop at least 0.05 above and at most 1.
        let clustering = PeakClustering.cluster([0.90, 0.91, 0.92, 0.99, 1.0, 1.0])
        #expect(clustering.levels.count == 2)
        let profile = Calibration.propose(clustering.levels, base: .medium)
        #expect(profile.peekRise == 0.90 && profile.popRise == 0.95 && profile.validationError() == nil)
        // Two faint levels: peek at least 0.05.
        let faint = Calibration.propose(
            PeakClustering.cluster([0.01, 0.012, 0.011, 0.06, 0.065, 0.07]).levels, base: .medium)
        #expect(faint.peekRise == 0.05 && faint.peekFall == 0 && faint.validationError() == nil)
    }

    @Test func trackerMeasuresEachContact() throws {
        let path = try temporaryFile(pressRecording([0.5, 0.2], moveLast: 30), name: "two.jsonl")
        let run = try Calibration.run(traces: [path], base: .medium, target: .row)
        #expect(run.contacts.count == 2)
        let first = run.contacts[0]
        #expect(first.peak == 0.5 && first.timeToPeak == 200_000 && first.duration == 350_000 && first.lifted)
        #expect(first.movement == 0 && first.earlyPeak == 0.5)
        #expect(run.contacts[1].movement == 30 && run.isPress == [true, false])
        #expect(run.baseOutcomes == [.peek, .cancelled])
        #expect(run.warnings.contains { $0.hasPrefix("1 of 2 contacts moved more than the movement slop") })
    }

    @Test func outcomesAreTheClassifiersOwn() throws {
        let path = try temporaryFile(pressRecording(light + peek + pop), name: "three.jsonl")
        let run = try Calibration.run(traces: [path], base: .medium, target: .row)
        #expect(run.proposed.peekRise == 0.26 && run.proposed.popRise == 0.66)
        #expect(run.counts(proposed: true) == [.tap: 6, .peek: 6, .pop: 6])
        #expect(run.counts(proposed: false) == [.tap: 6, .peek: 6, .pop: 6])
        // On icons every peek and pop press opens the menu, under firm as under the calibrated profile.
        let firm = try Calibration.run(traces: [path], base: .firm, target: .icon)
        #expect(firm.counts(proposed: false) == [.tap: 6, .quickActions: 12])
        #expect(firm.counts(proposed: true, level: 0) == [.tap: 6])
        // The counts equal a plain classification of the trace with the proposed profile.
        var classifier = ForceClassifier(profile: run.proposed, target: .row)
        var kinds: [GestureEventKind] = []
        try classifier.classify(try TraceReader.open(path: path)) { kinds.append($0.kind) }
        #expect(kinds.filter { $0 == .pop }.count == 6 && kinds.filter { $0 == .tap }.count == 6)
        #expect(kinds.filter { $0 == .peek }.count == 12)
    }

    @Test func iphoneDataIsOneSaturatedLevel() throws {
        let run = try Calibration.run(traces: [iphoneForce], base: .medium, target: .row)
        #expect(run.contacts.count == 6 && run.contacts.allSatisfy { $0.peak == 1 })
        #expect(run.clustering.levels.count == 1)
        var expected = ForceProfile.medium
        expected.name = "calibrated"
        #expect(run.proposed == expected)
        #expect(run.baseOutcomes == [.pop, .pop, .longPress, .longPress, .longPress, .longPress])
        #expect(run.proposedOutcomes == run.baseOutcomes)
    }

    @Test func hostileInputIsATraceError() throws {
        let cases: [(String, String, String)] = [
            ("", "empty.json", "the file is empty"),
            ("[0, 0, 0,\n 0]\n", "zeros.json", "found no contact"),
            ("[0.5, 1.0,\n oops]\n", "bad.json", "expected a number"),
            ("[1.0, 2.0", "open.json", "expected ']'"),
            (
                "{\"forcelab\":\"recording\",\"version\":1}\n{\"t\":0,\"type\":\"tick\"}\n", "ticks.jsonl",
                "found no contact"
            ),
        ]
        for (text, name, message) in cases {
            let path = try temporaryFile(text, name: name)
            #expect {
                _ = try Calibration.run(traces: [path], base: .medium, target: .row)
            } throws: { error in
                guard let error = error as? TraceError else { return false }
                return error.path == path && error.line != nil && error.message.contains(message)
            }
        }
    }
}

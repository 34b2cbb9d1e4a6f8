import ForceCore
import Foundation
import Geometry
import Testing

@testable import Simulator

@Suite struct GraphFreezeTests {
    let empty = Point(x: 200, y: 690)  // between the dots and the dock: presses hit no icon

    @Test func historyKeepsThirtySecondsAndWindowsIntoThem() {
        var history = ForceHistory()
        for step in 0..<5000 { history.append(Double(step % 1000) / 1000) }
        #expect(history.ordered.count == ForceHistory.capacity)
        let live = history.window(endingStepsBack: 0)
        #expect(live.count == ForceHistory.window && live.last == Float(4999 % 1000) / 1000)
        let back = history.window(endingStepsBack: 600)
        #expect(back.last == Float((4999 - 600) % 1000) / 1000 && back.first == Float((4999 - 600 - 359) % 1000) / 1000)
        #expect(history.maximumStepsBack == ForceHistory.capacity - ForceHistory.window)
        // Asking for more than is kept stops at the oldest window.
        #expect(history.window(endingStepsBack: 1_000_000) == history.window(endingStepsBack: history.maximumStepsBack))
        #expect(ForceHistory().maximumStepsBack == 0)
    }

    @Test func fFreezesCommaAndPeriodScrollTheLastThirtySeconds() throws {
        var p = try makePlayground()
        var t: Int64 = 0
        for peak in [0.2, 0.5, 0.8, 0.3, 0.6, 0.9, 0.4, 0.7, 1.0, 0.35] {
            p.play(PressScript.press(at: empty, start: t, peak: peak, rise: 400_000, hold: 600_000))
            t += 1_500_000
        }
        p.advance(to: t)
        #expect(p.graphFreeze == nil && p.graphEnd == p.time)
        p.handleKey(.freezeGraph)
        let frozen = p.graphWindow
        let frozenAt = p.time
        #expect(p.graphFreeze?.frozenAt == frozenAt)
        // The session goes on; the frozen graph does not move.
        p.play(PressScript.press(at: empty, start: t, peak: 0.95, rise: 200_000, hold: 300_000))
        p.advance(to: t + 1_000_000)
        #expect(p.graphWindow == frozen)
        #expect(p.history.window(endingStepsBack: 0) != frozen, "the live history went on underneath")
        // , goes back half a second a press, . comes forward, clamped at both ends.
        p.handleKey(.scrollGraphBack)
        #expect(p.graphFreeze?.stepsBack == 60 && p.graphEnd == frozenAt - 500_000)
        #expect(p.graphWindow == p.graphFreeze!.history.window(endingStepsBack: 60))
        for _ in 0..<100 { p.handleKey(.scrollGraphBack) }
        // No further back than the session goes (15 s here; at most 30 s, see the first test).
        #expect(p.graphFreeze?.stepsBack == p.graphFreeze!.history.maximumStepsBack && p.graphFreeze!.stepsBack > 1000)
        for _ in 0..<200 { p.handleKey(.scrollGraphForward) }
        #expect(p.graphFreeze?.stepsBack == 0)
        p.handleKey(.freezeGraph)
        #expect(p.graphFreeze == nil && p.graphWindow == p.history.window(endingStepsBack: 0))
        // , on a live graph freezes it, scrolled back at once.
        p.handleKey(.scrollGraphBack)
        #expect(p.graphFreeze?.stepsBack == 60 && p.graphFreeze?.frozenAt == p.time)
    }

    @Test func theHUDSaysTheGraphIsFrozenAndShowsNewtons() throws {
        var p = try makePlayground()
        p.hudVisible = true
        p.play(PressScript.press(at: empty, start: 0, peak: 0.5, rise: 300_000, hold: 300_000))
        p.advance(to: 5_000_000)
        let live = PlaygroundRenderer().displayList(p).textRuns.map(\.text)
        #expect(live.contains("now") && live.contains("F freezes · , scrolls back 30 s"))
        #expect(live.contains { $0.hasPrefix("last press peak 0.500  2.47 N, 252 gf") }, "\(live)")
        #expect(live.contains("1.24 N, 126 gf"))
        p.handleKey(.freezeGraph)
        p.handleKey(.scrollGraphBack)
        let frozen = PlaygroundRenderer().displayList(p).textRuns.map(\.text)
        #expect(
            frozen.contains("frozen · , back · . on · F live") && frozen.contains("1.5 s") && frozen.contains("4.5 s")
                && !frozen.contains("now"))
    }
}

@Suite struct SessionPressesTests {
    @Test func wholeContactsBecomeARecordingThatCalibrates() throws {
        var p = try makePlayground()
        var t: Int64 = 0
        let peaks = [0.08, 0.1, 0.09, 0.11, 0.12, 0.55, 0.6, 0.58, 0.62, 0.57]
        for peak in peaks {
            p.play(PressScript.press(at: Point(x: 200, y: 690), start: t, peak: peak, rise: 150_000, hold: 300_000))
            t += 600_000
        }
        // A contact still down when S comes is left out: the recording holds whole contacts.
        p.play(
            PressScript.press(at: Point(x: 200, y: 690), start: t, peak: 0.3, rise: 150_000, hold: 300_000, lift: false)
        )
        #expect(p.sessionPresses.contactCount == peaks.count)
        let text = try #require(
            p.sessionPresses.recording(
                header: RecordingHeader(device: "iphone-xs", scene: "default", forceUnit: .normalized)))
        let lines = text.split(separator: "\n")
        #expect(
            lines.first
                == "{\"forcelab\":\"recording\",\"version\":1,\"device\":\"iphone-xs\",\"scene\":\"default\",\"force_unit\":\"normalized\"}"
        )
        #expect(lines[1].hasPrefix("{\"t\":0,\"type\":\"down\""))
        #expect(lines.filter { $0.contains("\"type\":\"down\"") }.count == peaks.count)
        #expect(lines.last?.contains("\"type\":\"up\"") == true)
        // Calibrating the saved presses finds the session's two levels.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("presses-\(UUID().uuidString).jsonl")
            .path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let calibration = try Calibration.run(traces: [path], base: .medium, target: .row)
        #expect(calibration.contacts.count == peaks.count && calibration.clustering.levels.count == 2)
    }

    @Test func nothingToSaveBeforeTheFirstLift() throws {
        var presses = SessionPresses()
        #expect(presses.recording(header: RecordingHeader(forceUnit: .normalized)) == nil)
        presses.add(PressureSample(time: 0, x: 1, y: 1, force: 0.2, phase: .down))
        presses.add(PressureSample(time: 8000, x: 1, y: 1, force: 0.3, phase: .move))
        #expect(presses.contactCount == 0 && presses.recording(header: RecordingHeader(forceUnit: .normalized)) == nil)
        presses.add(PressureSample(time: 9000, x: 1, y: 1, force: 0, phase: .move))
        presses.add(PressureSample(time: 10000, x: 1, y: 1, force: 0, phase: .up))
        presses.add(PressureSample(time: 20000, x: 1, y: 1, force: 0, phase: .move))  // outside a contact: ignored
        #expect(presses.contactCount == 1 && presses.samples.count == 4)
    }

    @Test func memoryIsBoundedByDroppingTheOldestContacts() {
        var presses = SessionPresses()
        var time: Int64 = 0
        for _ in 0..<(SessionPresses.maximumSamples / 1000 + 20) {
            presses.add(PressureSample(time: time, x: 1, y: 1, force: 0.2, phase: .down))
            for _ in 0..<998 {
                time += 8333
                presses.add(PressureSample(time: time, x: 1, y: 1, force: 0.4, phase: .move))
            }
            time += 8333
            presses.add(PressureSample(time: time, x: 1, y: 1, force: 0, phase: .up))
            time += 100_000
        }
        #expect(presses.samples.count <= SessionPresses.maximumSamples)
        #expect(presses.samples.first?.phase == .down, "whole contacts are dropped, never half of one")
        #expect(presses.samples.count % 1000 == 0)
    }
}

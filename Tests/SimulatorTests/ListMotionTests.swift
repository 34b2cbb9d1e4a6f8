import Foundation
import Testing

@testable import Simulator

/// Momentum scrolling and the hint relaxing after a release.
@Suite struct ListMotionTests {
    /// Mail after a flick up the list: `dy` points in 5 fixed steps (about `dy / 42` points per ms).
    func flicked(dy: Double = -120, from row: Int = 6) throws -> ListHarness {
        var h = try ListHarness()
        h.open("Mail")
        h.drag(from: h.row(row), dx: 0, dy: dy, steps: 5)
        return h
    }

    @Test func theListCoastsAfterAFlickAndSlowsDown() throws {
        var h = try flicked()
        guard case .coasting(let velocity, _) = h.screen.momentum else {
            Issue.record("no momentum: \(String(describing: h.screen.momentum))")
            return
        }
        // 120 points from the down to the lift, 50 ms apart (the lift repeats the last point).
        #expect(abs(velocity - 2.4) < 0.01)
        let released = h.screen.scroll
        h.run([], until: h.now + 50_000)
        let first = h.screen.scroll - released
        h.run([], until: h.now + 50_000)
        let second = h.screen.scroll - released - first
        #expect(first > 100 && second > 0 && second < first)
        #expect(h.screen.interaction == .idle)
    }

    @Test func itStopsAtTheEdgeWithAShortBounce() throws {
        var h = try flicked()
        let bottom = h.screen.layout!.maximumScroll
        var furthest = 0.0
        for _ in 0..<240 {
            h.run([], until: h.now + Playground.time(ofStep: 1))
            furthest = max(furthest, h.screen.scroll)
        }
        #expect(furthest > bottom + 5 && furthest < bottom + 60)
        #expect(h.screen.momentum == nil)
        #expect(h.screen.scroll == bottom)
    }

    @Test func aSlowFlickStopsInsideTheList() throws {
        var h = try ListHarness()
        h.open("Mail")
        h.drag(from: h.row(6), dx: 0, dy: -60, steps: 20)  // 0.36 points per ms
        #expect(h.screen.momentum != nil)
        h.settle(3_000_000)
        #expect(h.screen.momentum == nil)
        #expect(h.screen.scroll > 60 && h.screen.scroll < h.screen.layout!.maximumScroll)
    }

    @Test func aFingerThatRestedBeforeLiftingDoesNotFlick() throws {
        var h = try ListHarness()
        h.open("Mail")
        h.drag(from: h.row(6), dx: 0, dy: -80, steps: 5, lift: false)
        let point = h.row(6).offsetBy(dy: -80)
        for _ in 0..<8 { h.sample(point, force: 0.05, .move) }
        h.sample(point, force: 0, .up)
        #expect(h.screen.momentum == nil)
    }

    @Test func aTouchStopsTheListAndSelectsNothing() throws {
        var h = try flicked(dy: -60)
        h.run([], until: h.now + 30_000)
        #expect(h.screen.momentum != nil)
        let tapped = h.row(4)
        h.sample(tapped, force: 0.05, .down, after: 1_000)
        let caught = h.screen.scroll
        #expect(h.screen.momentum == nil)
        h.sample(tapped, force: 0, .up, after: 60_000)
        h.settle(1_000_000)
        #expect(h.screen.scroll == caught)
        #expect(!h.names.contains("rowOpened") && !h.names.contains("rowSelected") && h.screen.destination == nil)
        // The next tap selects as usual.
        h.run(PressScript.tap(at: h.row(4), start: h.now + 10_000))
        #expect(h.names.last == "rowOpened")
    }

    @Test func theMotionDoesNotDependOnHowTheTicksFall() throws {
        var fine = try flicked()
        var coarse = fine
        let end = fine.now + 700_000
        while fine.now < end { fine.run([], until: min(end, fine.now + 3_001)) }
        coarse.run([], until: end)
        #expect(fine.screen.scroll == coarse.screen.scroll)
        #expect(fine.screen.momentum == coarse.screen.momentum)
    }

    @Test func aReleasedHintRelaxesOver180Milliseconds() throws {
        var h = try ListHarness()
        h.open("Mail")
        let point = h.row(1)
        h.run(PressScript.press(at: point, start: h.now + 10_000, peak: 0.2, rise: 200_000, hold: 300_000, lift: false))
        let pressed = h.screen.hintProgress
        #expect(pressed > 0.6 && pressed < 1)
        h.sample(point, force: 0, .up)
        #expect(h.screen.interaction == .idle)
        #expect(h.screen.hintRow == 1)
        var seen: [Double] = [h.screen.hintProgress]
        for _ in 0..<24 {
            h.run([], until: h.now + 10_000)
            seen.append(h.screen.hintProgress)
        }
        #expect(seen[0] > 0.6)
        #expect(zip(seen, seen.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(abs(seen[9] - pressed / 2) < 0.1)  // about halfway at 90 ms
        #expect(seen[17] > 0 && seen[18] == 0)
        #expect(h.screen.hintRelease == nil && h.screen.hintRow == nil)
        // A press that visibly hinted is no tap.
        #expect(!h.names.contains("rowOpened") && !h.names.contains("peekShown"))
    }
}

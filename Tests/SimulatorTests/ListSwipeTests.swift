import Foundation
import Geometry
import SourceFormats
import Testing

@testable import Simulator

extension ListHarness {
    /// A light drag from `start` by (`dx`, `dy`) in `steps` samples a fixed step apart, then a
    /// lift there (unless `lift` is false).
    mutating func drag(
        from start: Point, dx: Double, dy: Double = 0, steps: Int = 10, force: Double = 0.05, lift: Bool = true
    ) {
        sample(start, force: force, .down, after: 10_000)
        var point = start
        for step in 1...steps {
            point = Point(
                x: start.x + dx * Double(step) / Double(steps), y: start.y + dy * Double(step) / Double(steps))
            sample(point, force: force, .move)
        }
        if lift { sample(point, force: 0, .up) }
    }

    /// Lets animations finish.
    mutating func settle(_ duration: Int64 = 400_000) { run([], until: now + duration) }

    func text(of name: String) -> String { fields(of: name).map { JSONValue.object($0).text } ?? "" }

    /// Mail with its first row slid open.
    mutating func openSwipe(row: Int = 0) {
        drag(from: self.row(row), dx: -150)
        settle()
    }
}

@Suite struct ListSwipeTests {
    @Test func aDragPastHalfTheButtonsLeavesTheRowOpen() throws {
        var h = try ListHarness()
        h.open("Mail")
        h.drag(from: h.row(0), dx: -150, lift: false)
        guard case .swiping(0, _) = h.screen.interaction else {
            Issue.record("expected a swipe, got \(h.screen.interaction)")
            return
        }
        #expect(h.screen.swipeReveal(row: 0) == 150)
        h.sample(h.row(0).offsetBy(dx: -150), force: 0, .up)
        #expect(h.names.last == "swipeActionsShown")
        #expect(h.text(of: "swipeActionsShown").contains(#""actions":["Flag","Archive","Trash"]"#))
        h.run([], until: h.now + 75_000)
        let midway = h.screen.swipeReveal(row: 0)
        #expect(midway > 150 && midway < 222)
        h.settle()
        #expect(h.screen.swipe?.shown == true)
        #expect(h.screen.swipeReveal(row: 0) == 3 * AppScreen.swipeButtonWidth)
        #expect(!h.names.contains("peekShown") && !h.names.contains("rowOpened"))
    }

    @Test func aDragUnderHalfSlidesShut() throws {
        var h = try ListHarness()
        h.open("Mail")
        h.drag(from: h.row(0), dx: -90)
        #expect(h.screen.swipe?.to == 0)
        h.settle()
        #expect(h.screen.swipe == nil)
        #expect(!h.names.contains("swipeActionsShown") && !h.names.contains("swipeActionsHidden"))
    }

    @Test func tappingAButtonPerformsItAndCloses() throws {
        var h = try ListHarness()
        h.open("Mail")
        h.openSwipe()
        let frames = h.screen.swipeActionFrames(row: 0, reveal: h.screen.swipeReveal(row: 0))
        #expect(frames.map(\.minX) == [153, 227, 301])
        h.run(PressScript.tap(at: frames[1].center, start: h.now + 10_000))
        #expect(h.names.last == "swipeActionChosen")
        let text = h.text(of: "swipeActionChosen")
        #expect(text.hasPrefix(#"{"app":"Mail","row":"m1","#))
        #expect(text.hasSuffix(#""action":"archive","actionTitle":"Archive","style":"default","fullSwipe":false}"#))
        #expect(h.playground.banner?.title == "Mail: Archive")
        #expect(h.screen.swipe?.to == 0)
        h.settle()
        #expect(h.screen.swipe == nil)
        #expect(!h.names.contains("rowOpened") && !h.names.contains("swipeActionsHidden"))
    }

    @Test func aFullSwipePerformsTheDestructiveAction() throws {
        var h = try ListHarness()
        h.open("Mail")
        h.drag(from: Point(x: 340, y: h.row(0).y), dx: -300)
        #expect(h.names.last == "swipeActionChosen")
        let text = h.text(of: "swipeActionChosen")
        #expect(text.contains(#""action":"trash","actionTitle":"Trash","style":"destructive","fullSwipe":true"#))
        #expect(h.playground.banner?.title == "Mail: Trash")
        #expect(!h.names.contains("swipeActionsShown"))
        h.settle()
        #expect(h.screen.swipe == nil)
    }

    @Test func pastTheFullSwipeDistanceTheDestructiveButtonCoversTheGap() throws {
        var h = try ListHarness()
        h.open("Mail")
        h.drag(from: Point(x: 340, y: h.row(0).y), dx: -300, lift: false)
        let frames = h.screen.swipeActionFrames(row: 0, reveal: h.screen.swipeReveal(row: 0))
        #expect(frames[2].minX == 375 - 300 && frames[2].maxX == 375)
        #expect(frames[0].width == 0 && frames[1].width == 0)
        h.sample(Point(x: 40, y: h.row(0).y), force: 0, .up)
        h.settle()
        h.drag(from: Point(x: 340, y: h.row(2).y), dx: -120, lift: false)
        let sliding = h.screen.swipeActionFrames(row: 2, reveal: h.screen.swipeReveal(row: 2))
        #expect(sliding.map(\.width) == [40, 40, 40] && sliding[0].minX == 255)
    }

    @Test func aVerticalDragScrollsInstead() throws {
        var h = try ListHarness()
        h.open("Mail")
        h.drag(from: h.row(4), dx: -8, dy: -100, lift: false)
        guard case .scrolling = h.screen.interaction else {
            Issue.record("expected scrolling, got \(h.screen.interaction)")
            return
        }
        #expect(h.screen.swipe == nil)
        #expect(h.screen.scroll > 80)
    }

    @Test func aTapElsewhereClosesAndSelectsNothing() throws {
        var h = try ListHarness()
        h.open("Mail")
        h.openSwipe()
        h.run(PressScript.tap(at: h.row(3), start: h.now + 10_000))
        #expect(h.names.last == "swipeActionsHidden")
        #expect(
            h.text(of: "swipeActionsHidden").contains(#""row":"m1""#)
                && h.text(of: "swipeActionsHidden").contains(#""reason":"tap""#))
        #expect(!h.names.contains("rowOpened") && h.screen.destination == nil)
        h.settle()
        #expect(h.screen.swipe == nil)
    }

    @Test func aScrollClosesAndScrolls() throws {
        var h = try ListHarness()
        h.open("Mail")
        h.openSwipe()
        h.drag(from: h.row(4), dx: 0, dy: -60)
        #expect(h.text(of: "swipeActionsHidden").contains(#""reason":"scroll""#))
        #expect(h.screen.scroll > 40)
    }

    @Test func escapeCloses() throws {
        var h = try ListHarness()
        h.open("Mail")
        h.openSwipe()
        h.playground.handleKey(.escape)
        h.log += h.playground.drainLog()
        #expect(h.names.last == "swipeActionsHidden")
        #expect(h.text(of: "swipeActionsHidden").contains(#""reason":"escape""#))
        #expect(h.screen.swipe?.to == 0)  // still in the app: Esc closed only the actions
    }

    @Test func openingAnotherRowClosesTheFirst() throws {
        var h = try ListHarness()
        h.open("Mail")
        h.openSwipe(row: 0)
        h.openSwipe(row: 2)
        #expect(h.names.suffix(2) == ["swipeActionsHidden", "swipeActionsShown"])
        #expect(
            h.text(of: "swipeActionsHidden").contains(#""row":"m1""#)
                && h.text(of: "swipeActionsHidden").contains(#""reason":"swipe""#))
        #expect(h.screen.swipe?.row == 2 && h.screen.swipe?.shown == true)
    }

    @Test func onceSwipingForceDoesNothing() throws {
        var h = try ListHarness()
        h.open("Mail")
        let start = h.row(1)
        h.drag(from: start, dx: -60, lift: false)
        for _ in 0..<10 { h.sample(start.offsetBy(dx: -60), force: 0.9, .move) }
        #expect(!h.names.contains("peekShown") && !h.names.contains("popped"))
        guard case .swiping = h.screen.interaction else {
            Issue.record("expected a swipe, got \(h.screen.interaction)")
            return
        }
    }

    @Test func forceBeforeTheSlopStillPeeksASwipeableRow() throws {
        var h = try ListHarness()
        h.open("Mail")
        let start = h.row(0)
        h.run(PressScript.press(at: start, start: h.now + 10_000, peak: 0.4, rise: 100_000, hold: 250_000, lift: false))
        #expect(h.names.last == "peekShown")
        for step in 1...6 { h.sample(start.offsetBy(dx: -Double(step) * 15), force: 0.35, .move) }
        #expect(h.screen.swipe == nil)
        guard case .peeking = h.screen.interaction else {
            Issue.record("expected the peek, got \(h.screen.interaction)")
            return
        }
    }

    @Test func unknownSwipeActionStylesNameTheirLine() throws {
        let text = """
            {"apps":[{"name":"A","icon":"mail","screen":{"title":"T","rows":[
              {"id":"r1","title":"One","swipeActions":[{"id":"x","title":"X","style":"loud"}]}]}}],
             "pages":[["A"]]}
            """
        let path = try temporaryFile(text)
        do {
            _ = try Scene.load(path: path, device: try DeviceProfile.load(path: devicePath))
            Issue.record("loaded a bad style")
        } catch let error as LoadError {
            #expect(error.line == 2 && error.message.contains("swipe action style 'loud'"))
        }
    }
}

extension Point {
    func offsetBy(dx: Double = 0, dy: Double = 0) -> Point { Point(x: x + dx, y: y + dy) }
}

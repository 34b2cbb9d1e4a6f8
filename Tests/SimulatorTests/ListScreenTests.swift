import ForceCore
import Foundation
import Geometry
import QuickActions
import SourceFormats
import Testing

@testable import Simulator

/// A playground on the default scene with a fixed-width measurer, driven by scripted touches.
struct ListHarness {
    var playground: Playground
    var log: [LogEntry] = []

    init(haptic: Bool = false, locale: String? = nil) throws {
        let device = try DeviceProfile.load(path: devicePath)
        let scene = try Scene.load(path: defaultScenePath, device: device)
        try self.init(
            content: SceneContent.load(scene: scene, device: device, locale: locale.map { LocaleID($0) }),
            haptic: haptic)
    }

    init(content: SceneContent, haptic: Bool = false) {
        playground = Playground(
            content: content, measurer: FixedWidthMeasurerForTests(), menuMetrics: MenuMetrics(), profile: .medium,
            haptic: haptic)
    }

    var screen: AppScreen {
        guard case .app(let screen) = playground.mode else { fatalError("no app open") }
        return screen
    }

    var now: Int64 { playground.time }

    mutating func open(_ app: String) {
        let slot = playground.slot(named: app)!
        run(PressScript.tap(at: slot.iconFrame.center, start: now + 10_000), until: now + 3_000_000)
    }

    mutating func run(_ samples: [PressureSample], until: Int64? = nil) {
        playground.play(samples, until: until)
        log += playground.drainLog()
    }

    /// A sample at the playground's next fixed step.
    mutating func sample(_ point: Point, force: Double, _ phase: TouchPhase, after: Int64 = 8_333) {
        run([PressureSample(time: now + after, x: point.x, y: point.y, force: force, phase: phase)])
    }

    /// The UI log entries' names, in order.
    var names: [String] {
        log.compactMap(\.uiName)
    }

    func fields(of name: String) -> [(String, JSONValue)]? {
        for entry in log.reversed() { if case .ui(_, let event) = entry, event.name == name { return event.fields } }
        return nil
    }

    func row(_ index: Int) -> Point { screen.layout!.rowFrame(index).center }
}

@Suite struct ListScreenTests {
    @Test func tappingMailShowsItsList() throws {
        var h = try ListHarness()
        h.open("Mail")
        #expect(h.names.contains("listShown"))
        #expect(h.names.contains("loadFinished"))
        #expect(h.screen.rows.count == 14)
        #expect(h.screen.layout!.rowHeight >= 44)
    }

    @Test func risingForceHintsThenPeeks() throws {
        var h = try ListHarness()
        h.open("Mail")
        let point = h.row(1)
        h.run(
            PressScript.press(at: point, start: h.now + 10_000, peak: 0.15, rise: 200_000, hold: 300_000, lift: false))
        guard case .pressing(1, let progress) = h.screen.interaction else {
            Issue.record("expected the hint, got \(h.screen.interaction)")
            return
        }
        #expect(progress > 0.4 && progress < 1)
        h.sample(point, force: 0.4, .move)
        h.sample(point, force: 0.4, .move)
        guard case .peeking(let peek) = h.screen.interaction else {
            Issue.record("expected a peek")
            return
        }
        #expect(peek.row == 1 && peek.style == .peek)
        #expect(h.names.last == "peekShown")
        let fields = JSONValue.object(h.fields(of: "peekShown")!).text
        #expect(fields.contains("\"row\":\"m2\"") && fields.contains("Quarter review slides") == false)
    }

    @Test func liftingDismissesThePeek() throws {
        var h = try ListHarness()
        h.open("Mail")
        let point = h.row(0)
        h.run(PressScript.press(at: point, start: h.now + 10_000, peak: 0.4, rise: 100_000, hold: 300_000))
        #expect(h.names.suffix(2) == ["peekShown", "peekDismissed"])
        #expect(h.screen.interaction == .idle)
        #expect(h.screen.destination == nil)
    }

    @Test func pressingOnPops() throws {
        var h = try ListHarness()
        h.open("Mail")
        h.run(PressScript.press(at: h.row(0), start: h.now + 10_000, peak: 0.85, rise: 300_000, hold: 500_000))
        #expect(h.names.contains("popped"))
        #expect(h.screen.destination?.popped == true && h.screen.destination?.row == 0)
        // The back button returns to the list.
        h.run(PressScript.tap(at: Point(x: 30, y: 66), start: h.now + 10_000))
        #expect(h.screen.destination == nil)
        #expect(h.names.last == "back")
    }

    @Test func slidingUpAndLiftingOnAnActionChoosesIt() throws {
        var h = try ListHarness()
        h.open("Mail")
        var point = h.row(0)
        h.run(PressScript.press(at: point, start: h.now + 10_000, peak: 0.4, rise: 100_000, hold: 250_000, lift: false))
        let peek: AppScreen.Peek
        guard case .peeking(let opened) = h.screen.interaction else {
            Issue.record("no peek")
            return
        }
        peek = opened
        // Slide up until the sheet is out, then onto the first action ("Reply").
        for _ in 0..<40 {
            point.y -= 10
            h.sample(point, force: 0.35, .move)
        }
        guard case .peeking(let sliding) = h.screen.interaction else {
            Issue.record("peek closed")
            return
        }
        #expect(h.screen.revealFraction(sliding) == 1)
        let reply = h.screen.actionFrames(sliding)[0].center
        h.sample(reply, force: 0.3, .move)
        h.sample(reply, force: 0, .up)
        #expect(h.names.last == "previewActionChosen")
        let text = JSONValue.object(h.fields(of: "previewActionChosen")!).text
        #expect(
            text.contains("\"action\":\"reply\"") && text.contains("\"style\":\"default\"")
                && text.contains("\"row\":\"m1\""))
        #expect(h.playground.banner?.title == "Mail: Reply")
        #expect(peek.row == 0)
    }

    @Test func aGroupOpensItsSubmenuAndDestructiveActionsSayTheirStyle() throws {
        var h = try ListHarness()
        h.open("Mail")
        var point = h.row(0)
        h.run(PressScript.press(at: point, start: h.now + 10_000, peak: 0.4, rise: 100_000, hold: 250_000, lift: false))
        for _ in 0..<40 {
            point.y -= 10
            h.sample(point, force: 0.35, .move)
        }
        h.sample(point, force: 0, .up)  // lifted off the actions: they stay
        #expect(h.names.last == "previewActionsShown")
        guard case .peeking(let sticky) = h.screen.interaction else {
            Issue.record("actions closed")
            return
        }
        let move = h.screen.actionFrames(sticky)[2].center
        h.run(PressScript.tap(at: move, start: h.now + 50_000))
        #expect(h.names.last == "previewActionGroupOpened")
        guard case .peeking(let submenu) = h.screen.interaction else {
            Issue.record("submenu closed")
            return
        }
        #expect(h.screen.currentActions(submenu).map(\.title) == ["Archive", "Trash"])
        h.run(PressScript.tap(at: h.screen.actionFrames(submenu)[1].center, start: h.now + 50_000))
        let text = JSONValue.object(h.fields(of: "previewActionChosen")!).text
        #expect(text.contains("\"style\":\"destructive\"") && text.contains("\"group\":\"Move…\""))
    }

    @Test func scrollingBeforeTheThresholdCancelsThePeek() throws {
        var h = try ListHarness()
        h.open("Mail")
        var point = h.row(3)
        h.sample(point, force: 0.1, .down, after: 10_000)
        for _ in 0..<12 {
            point.y -= 8
            h.sample(point, force: 0.15, .move)
        }
        guard case .scrolling = h.screen.interaction else {
            Issue.record("expected scrolling, got \(h.screen.interaction)")
            return
        }
        #expect(h.screen.scroll > 80)
        // Pressing harder now peeks nothing: the classifier cancelled the contact.
        for _ in 0..<10 { h.sample(point, force: 0.6, .move) }
        #expect(!h.names.contains("peekShown"))
        #expect(h.names.contains("peekCancelled"))
        h.sample(point, force: 0, .up)
        #expect(h.screen.interaction == .idle)
    }

    @Test func wheelNotchesScrollWithinBounds() throws {
        var h = try ListHarness()
        h.open("Mail")
        h.playground.handleKey(.wheelDown)
        #expect(h.screen.scroll == AppScreen.wheelStep)
        for _ in 0..<40 { h.playground.handleKey(.wheelDown) }
        #expect(h.screen.scroll == h.screen.layout!.maximumScroll)
        for _ in 0..<60 { h.playground.handleKey(.wheelUp) }
        #expect(h.screen.scroll == 0)
    }

    @Test func pullingDownRefreshes() throws {
        var h = try ListHarness()
        h.open("Mail")
        var point = h.row(0)
        h.sample(point, force: 0.05, .down, after: 10_000)
        for _ in 0..<20 {
            point.y += 10
            h.sample(point, force: 0.05, .move)
        }
        h.sample(point, force: 0, .up)
        #expect(h.names.last == "refreshStarted")
        #expect(h.screen.refreshingSince != nil)
        h.run([], until: h.now + 1_100_000)
        #expect(h.names.last == "refreshEnded")
        #expect(h.screen.scroll == 0)
    }

    @Test func segmentsAndSwitchesChange() throws {
        var h = try ListHarness()
        h.open("Mail")
        let unread = h.screen.layout!.segmentFrame(1).center
        h.run(PressScript.tap(at: unread, start: h.now + 10_000))
        #expect(h.names.last == "segmentChanged" && h.screen.segment == 1)
        #expect(h.screen.rows.count == 3)
        h.playground.handleKey(.escape)
        h.open("Notes")
        let toggle = h.screen.layout!.switchFrame(row: 0).center
        h.run(PressScript.tap(at: toggle, start: h.now + 10_000))
        #expect(h.names.last == "switchToggled")
        #expect(h.screen.switches["icloud-sync"] == false)
    }

    @Test func hapticLongPressShowsAContextMenu() throws {
        var h = try ListHarness(haptic: true)
        h.open("Notes")
        h.run(PressScript.press(at: h.row(2), start: h.now + 10_000, peak: 0.05, rise: 50_000, hold: 700_000))
        guard case .peeking(let peek) = h.screen.interaction else {
            Issue.record("no context menu")
            return
        }
        #expect(peek.style == .contextMenu)
        #expect(JSONValue.object(h.fields(of: "peekShown")!).text.contains("contextMenu"))
        h.run(PressScript.tap(at: h.screen.actionFrames(peek)[1].center, start: h.now + 50_000))
        #expect(h.playground.banner?.title == "Notes: Share Note")
    }

    @Test func longPressOnAnEditMenuRowShowsTheEditMenu() throws {
        var h = try ListHarness()
        h.open("Notes")
        h.run(PressScript.press(at: h.row(4), start: h.now + 10_000, peak: 0.05, rise: 50_000, hold: 700_000))
        #expect(h.names.last == "editMenuShown")
        h.playground.handleKey(.escape)
        #expect(h.screen.interaction == .idle)
    }

    @Test func tapOpensTheDestinationAndBackGoesHome() throws {
        var h = try ListHarness()
        h.open("Notes")
        h.run(PressScript.tap(at: h.row(1), start: h.now + 10_000))
        #expect(h.names.last == "rowOpened" && h.screen.destination?.popped == false)
        h.playground.handleKey(.escape)
        h.log += h.playground.drainLog()
        #expect(h.screen.destination == nil)
        h.run(PressScript.tap(at: Point(x: 30, y: 66), start: h.now + 10_000))
        #expect(h.playground.mode == .resting)
        #expect(h.names.suffix(2) == ["back", "screen"])
    }

    @Test func oldScenesWithoutScreensStillLoad() throws {
        let path = try temporaryFile(#"{"apps":[{"name":"A","icon":"mail"}],"pages":[["A"]]}"#)
        let scene = try Scene.load(path: path, device: try DeviceProfile.load(path: devicePath))
        #expect(scene.apps[0].screen == nil)
    }

    @Test func badScreenValuesNameTheirLine() throws {
        let text = """
            {"apps":[{"name":"A","icon":"mail","screen":{"title":"T","rows":[
              {"id":"r1","title":"One","accessory":"chevron"}]}}],
             "pages":[["A"]]}
            """
        let path = try temporaryFile(text)
        #expect(throws: LoadError.self) { try Scene.load(path: path, device: try DeviceProfile.load(path: devicePath)) }
        do { _ = try Scene.load(path: path, device: try DeviceProfile.load(path: devicePath)) } catch let error
            as LoadError
        {
            #expect(error.line == 2 && error.message.contains("accessory 'chevron'"))
        }
    }
}

@Suite struct WheelNotchesTests {
    @Test func fractionalStepsAddUpToWholeNotches() {
        var wheel = WheelNotches()
        #expect(wheel.notches(0.4).isEmpty)
        #expect(wheel.notches(0.7) == [.wheelUp])
        #expect(wheel.notches(-2.2) == [.wheelDown, .wheelDown])
        #expect(wheel.notches(3.2) == [.wheelUp, .wheelUp, .wheelUp])  // -0.1 carried
    }
}

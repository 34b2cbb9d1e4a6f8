import ForceCore
import Foundation
import Geometry
import QuickActions
import Testing

@testable import Simulator

/// The default scene with a fixed-width measurer: playground behaviour without any font.
func makePlayground(
    profile: ForceProfile = .medium, haptic: Bool = false, scenePath: String = defaultScenePath, locale: String? = nil
) throws -> Playground {
    let device = try DeviceProfile.load(path: devicePath)
    let scene = try Scene.load(path: scenePath, device: device)
    let content = try SceneContent.load(scene: scene, device: device, locale: locale.map { LocaleID($0) })
    return Playground(
        content: content, measurer: FixedWidthMeasurer(advance: 8), menuMetrics: device.quickActionMenu,
        profile: profile, haptic: haptic)
}

extension Playground {
    func centre(of app: String) -> Point { slot(named: app)!.iconFrame.center }

    /// The UI changes logged since the last drain, by name.
    mutating func uiNames() -> [String] { drainLog().compactMap(\.uiName) }
}

@Suite struct PlaygroundTests {
    @Test func aFirmPressOpensTheMenuExactlyAsLaidOut() throws {
        var p = try makePlayground()
        _ = p.drainLog()
        p.play(PressScript.press(at: p.centre(of: "Mail"), start: 100_000, peak: 0.5, rise: 200_000, hold: 400_000))
        guard case .menu(let menu) = p.mode else {
            Issue.record("menu should be open, mode is \(p.mode)")
            return
        }
        #expect(menu.layout.rows.count == 4)
        #expect(menu.layout.direction == .down)
        #expect(menu.layout.iconSide == .left)
        #expect(menu.items.map { $0.type ?? "" }.first == "com.example.mail.compose")
        #expect(menu.items.first?.title == "New Message", "the development region's translation is shown")
        let log = p.drainLog()
        let opened = log.first { $0.uiName == "menuOpened" }
        #expect(opened != nil)
        #expect(opened!.jsonLine.contains("\"app\":\"Mail\""))
        #expect(log.contains { if case .gesture(let e) = $0 { return e.kind == .quickActions } else { return false } })
        // The same layout the validator uses.
        let again = MenuLayout.layout(
            items: menu.items, anchor: p.slot(named: "Mail")!.iconFrame, screen: p.content.device.size,
            metrics: p.menuMetrics, measurer: p.measurer)
        #expect(again == menu.layout)
    }

    @Test func theSampleThatCrossesTheThresholdChangesTheNextFrame() throws {
        var p = try makePlayground()
        let samples = PressScript.press(
            at: p.centre(of: "Mail"), start: 0, peak: 0.4, rise: 300_000, hold: 500_000, lift: false)
        let renderer = PlaygroundRenderer()
        var opened = false
        for sample in samples {
            let before = p.classifier.state.name
            p.handle(sample)
            let list = renderer.displayList(p)
            let showsMenu = list.textRuns.contains { $0.text == "New Message" }
            if sample.force >= 0.25 && !opened {
                #expect(
                    showsMenu,
                    "the frame right after the crossing sample (force \(sample.force), state was \(before)) shows the menu"
                )
                opened = true
            } else if sample.force < 0.25 {
                #expect(!showsMenu)
            }
        }
        #expect(opened)
    }

    @Test func theHintFollowsForce() throws {
        var p = try makePlayground()
        let point = p.centre(of: "Mail")
        p.play(PressScript.press(at: point, start: 0, peak: 0.2, rise: 200_000, hold: 200_000, lift: false))
        #expect(p.mode == .pressing(app: p.slot(named: "Mail")!.app))
        let progress = p.hintProgress
        #expect(progress > 0.7 && progress < 1, "0.2 of a 0.25 threshold is 80%, got \(progress)")
        let list = PlaygroundRenderer().displayList(p)
        let blurred = list.items.compactMap { item -> Layer? in
            if case .layer(let layer) = item, layer.blurRadius > 0 { return layer }
            return nil
        }
        #expect(blurred.count == 1)
        #expect(abs(blurred[0].opacity - progress) < 1e-9)
        // Lifting relaxes the hint back to nothing.
        p.handle(PressureSample(time: 210_000, x: point.x, y: point.y, force: 0, phase: .up))
        p.advance(to: 600_000)
        #expect(p.hintProgress == 0)
        #expect(p.mode == .resting)
    }

    @Test func theHomeHintRelaxesFromWhatItShowed() throws {
        var p = try makePlayground()
        let point = p.centre(of: "Mail")
        p.play(PressScript.press(at: point, start: 0, peak: 0.2, rise: 200_000, hold: 200_000, lift: false))
        let pressed = p.hintProgress
        p.handle(PressureSample(time: 210_000, x: point.x, y: point.y, force: 0, phase: .up))
        #expect(p.hintProgress == pressed, "the relaxing starts from the hint on screen, not the ended contact's 0")
        p.advance(to: 300_000)
        #expect(abs(p.hintProgress - pressed / 2) < 1e-9)
        p.advance(to: 400_000)
        #expect(p.hintProgress == 0)
    }

    @Test func slidingOntoAnItemAndLiftingChoosesIt() throws {
        var p = try makePlayground()
        let mail = p.centre(of: "Mail")
        p.play(PressScript.press(at: mail, start: 0, peak: 0.5, rise: 100_000, hold: 200_000, lift: false))
        guard case .menu(let menu) = p.mode else {
            Issue.record("no menu")
            return
        }
        let vip = menu.layout.rows[2].frame.center
        p.handle(PressureSample(time: 250_000, x: vip.x, y: vip.y, force: 0.3, phase: .move))
        guard case .menu(let sliding) = p.mode else {
            Issue.record("menu closed while sliding")
            return
        }
        #expect(sliding.highlighted == 2)
        _ = p.drainLog()
        p.handle(PressureSample(time: 300_000, x: vip.x, y: vip.y, force: 0, phase: .up))
        #expect(p.mode == .resting)
        let chosen = p.drainLog().first { $0.uiName == "itemChosen" }!
        #expect(chosen.jsonLine.contains("\"type\":\"com.example.mail.vip\""))
        #expect(chosen.jsonLine.contains("\"userInfo\":{\"mailbox\":\"vip\",\"unread\":3}"))
        #expect(p.banner?.title == "Mail: com.example.mail.vip")
    }

    @Test func liftingLeavesTheMenuOpenThenATapChoosesAndOutsideDismisses() throws {
        var p = try makePlayground()
        p.play(PressScript.press(at: p.centre(of: "Mail"), start: 0, peak: 0.5, rise: 100_000, hold: 200_000))
        guard case .menu(let menu) = p.mode else {
            Issue.record("menu closed on lift")
            return
        }
        _ = p.drainLog()
        p.play(PressScript.tap(at: menu.layout.rows[1].frame.center, start: 500_000))
        #expect(p.uiNames() == ["itemChosen"])

        p.play(PressScript.press(at: p.centre(of: "Mail"), start: 1_000_000, peak: 0.5, rise: 100_000, hold: 200_000))
        _ = p.drainLog()
        p.play(PressScript.tap(at: Point(x: 300, y: 700), start: 1_500_000))
        #expect(p.mode == .resting)
        #expect(p.uiNames() == ["menuDismissed"], "a tap outside only dismisses: it does not open what is under it")
    }

    @Test func aLightTapOpensTheAppAndEscapeGoesHome() throws {
        var p = try makePlayground()
        _ = p.drainLog()
        p.play(PressScript.tap(at: p.centre(of: "Clock"), start: 0))
        guard case .app(let screen) = p.mode else {
            Issue.record("app not opened")
            return
        }
        #expect(p.content.scene.apps[screen.app].name == "Clock")
        p.handleKey(.escape)
        #expect(p.mode == .resting)
        #expect(p.uiNames() == ["appOpened", "screen"])
        // An app with an in-app list shows it, and leaves through its back button's event.
        p.play(PressScript.tap(at: p.centre(of: "Notes"), start: 500_000))
        p.handleKey(.escape)
        #expect(p.uiNames() == ["appOpened", "listShown", "back", "screen"])
    }

    @Test func aLongPressWithoutForceEntersEditModeAndATapOutsideLeavesIt() throws {
        var p = try makePlayground()
        _ = p.drainLog()
        p.play(PressScript.press(at: p.centre(of: "Maps"), start: 0, peak: 0.1, rise: 100_000, hold: 700_000))
        guard case .editing = p.mode else {
            Issue.record("not editing: \(p.mode)")
            return
        }
        #expect(p.uiNames() == ["editMode"])
        // Icons jiggle: two frames 50 ms apart place Maps differently.
        let first = PlaygroundRenderer().displayList(p).images.first { $0.name == "apps/maps" }!.frame
        p.advance(to: 750_000)
        let second = PlaygroundRenderer().displayList(p).images.first { $0.name == "apps/maps" }!.frame
        #expect(first != second)
        p.play(PressScript.tap(at: Point(x: 200, y: 680), start: 900_000))
        #expect(p.mode == .resting)
    }

    @Test func hapticTouchOpensTheMenuWithALongPressAndIgnoresForce() throws {
        var p = try makePlayground(haptic: true)
        p.play(
            PressScript.press(at: p.centre(of: "Mail"), start: 0, peak: 0.9, rise: 50_000, hold: 400_000, lift: false))
        #expect(p.mode == .pressing(app: p.slot(named: "Mail")!.app), "force alone opens nothing in Haptic Touch")
        p.advance(to: 600_000)
        guard case .menu = p.mode else {
            Issue.record("long press should open the menu")
            return
        }
        let kinds = p.drainLog().compactMap { entry -> GestureEventKind? in
            if case .gesture(let e) = entry { return e.kind } else { return nil }
        }
        #expect(kinds == [.began, .longPress])
    }

    @Test(arguments: [
        ("Mail", MenuDirection.down, MenuIconSide.left), ("Photos", .down, .right), ("Phone", .up, .left),
        ("Music", .up, .right),
    ])
    func menusOpenTowardsTheRoomAndTheNearerEdge(app: String, direction: MenuDirection, side: MenuIconSide) throws {
        var p = try makePlayground()
        p.play(PressScript.press(at: p.centre(of: app), start: 0, peak: 0.5, rise: 100_000, hold: 200_000))
        guard case .menu(let menu) = p.mode else {
            Issue.record("no menu for \(app)")
            return
        }
        #expect(menu.layout.direction == direction)
        #expect(menu.layout.iconSide == side)
        let icon = p.slot(named: app)!.iconFrame
        if direction == .up {
            #expect(menu.layout.frame.maxY <= icon.minY)
            // The first item stays nearest the icon: drawn last, at the bottom.
            #expect(menu.layout.rows.last?.item == 0)
        } else {
            #expect(menu.layout.frame.minY >= icon.maxY)
            #expect(menu.layout.rows.first?.item == 0)
        }
    }

    @Test func thresholdsMoveLiveAndProfilesCycle() throws {
        var p = try makePlayground()
        #expect(p.selectedThreshold == .quickActions)
        p.handleKey(.raiseThreshold)
        p.handleKey(.raiseThreshold)
        #expect(abs(p.profile.quickActionRise - 0.27) < 1e-9)
        #expect(abs(p.profile.quickActionFall - 0.22) < 1e-9)
        p.handleKey(.nextThreshold)
        #expect(p.selectedThreshold == .peek)
        p.handleKey(.lowerThreshold)
        #expect(abs(p.profile.peekRise - 0.24) < 1e-9)
        p.handleKey(.nextProfile)
        #expect(p.profile.name == "firm")
        p.handleKey(.nextProfile)
        p.handleKey(.nextProfile)
        #expect(p.profile.name == "custom (from medium)", "a tuned profile says what it was tuned from")
        #expect(abs(p.profile.quickActionRise - 0.27) < 1e-9, "the tuned medium profile is kept while cycling")
        // A press at 0.26 no longer opens the menu with the raised threshold.
        p.play(PressScript.press(at: p.centre(of: "Mail"), start: 0, peak: 0.26, rise: 100_000, hold: 300_000))
        if case .menu = p.mode { Issue.record("0.26 is below the tuned 0.27") }
    }

    @Test func appsWithoutQuickActionsSaySo() throws {
        var p = try makePlayground()
        _ = p.drainLog()
        p.play(PressScript.press(at: p.centre(of: "News"), start: 0, peak: 0.5, rise: 100_000, hold: 300_000))
        #expect(p.mode == .resting)
        #expect(p.uiNames() == ["menuEmpty"])
        #expect(p.banner?.title == "News has no quick actions")
    }

    @Test func theSameInputsGiveTheSameLogAndPictures() throws {
        func run() throws -> ([String], DisplayList) {
            var p = try makePlayground()
            p.play(PressScript.press(at: p.centre(of: "Maps"), start: 0, peak: 0.6, rise: 180_000, hold: 300_000))
            p.play(PressScript.tap(at: Point(x: 100, y: 500), start: 600_000), until: 800_000)
            return (p.drainLog().map(\.jsonLine), PlaygroundRenderer().displayList(p))
        }
        let (logA, listA) = try run()
        let (logB, listB) = try run()
        #expect(logA == logB)
        #expect(listA == listB)
    }
}

@Suite struct PressureSynthesizerTests {
    func run(_ synthesizer: inout PressureSynthesizer, steps: Int, from: Int64 = 0) -> [PressureSample] {
        var samples: [PressureSample] = []
        let step = Playground.time(ofStep: 1)
        for n in 1...steps { synthesizer.step(to: from + Int64(n) * step, step: step, into: &samples) }
        return samples
    }

    @Test func theWheelRaisesForceSmoothlyWhileTheButtonIsHeld() {
        var s = PressureSynthesizer()
        s.apply(.pointerMoved(Point(x: 10, y: 20)))
        s.apply(.wheel(steps: 3))
        #expect(run(&s, steps: 5).isEmpty, "the wheel alone is not a touch")
        s.apply(.leftButton(down: true))
        s.apply(.wheel(steps: 4))
        let samples = run(&s, steps: 40)
        #expect(samples.first?.phase == .down)
        #expect(samples.dropFirst().allSatisfy { $0.phase == .move })
        let forces = samples.map(\.force)
        #expect(zip(forces, forces.dropFirst()).allSatisfy { $0 <= $1 + 1e-12 }, "force rises monotonically")
        #expect(abs(forces.last! - (s.settings.restingForce + 4 * s.settings.wheelStep)) < 0.01)
        s.apply(.leftButton(down: false))
        let up = run(&s, steps: 1, from: 1_000_000)
        #expect(up.map(\.phase) == [.up])
    }

    @Test func spaceRampsUpLikeAFingerAndDownWhenReleased() {
        var s = PressureSynthesizer()
        s.apply(.space(down: true))
        let rising = run(&s, steps: 120)
        #expect(rising.last!.force > 0.9)
        s.apply(.space(down: false))
        let falling = run(&s, steps: 60, from: 1_000_000)
        #expect(falling.last?.phase == .up, "the touch lifts once the ramp is down")
        #expect(falling.dropLast().map(\.force).first! > falling.dropLast().map(\.force).last!)
    }

    @Test func levelKeysAndTheRightButtonReachTheirForces() {
        var s = PressureSynthesizer()
        s.useLevels(for: .medium)
        s.apply(.level(2, down: true))
        let peek = run(&s, steps: 60)
        #expect(abs(peek.last!.force - 0.29) < 0.01)
        s.apply(.level(2, down: false))
        _ = run(&s, steps: 2, from: 600_000)
        s.apply(.rightButton(down: true))
        let firm = run(&s, steps: 90, from: 700_000)
        #expect(firm.last!.force > ForceProfile.medium.popRise)
    }

    @Test func losingFocusNeverLeavesATouchDown() {
        var s = PressureSynthesizer()
        s.apply(.leftButton(down: true))
        s.apply(.space(down: true))
        s.apply(.level(3, down: true))
        _ = run(&s, steps: 10)
        s.apply(.focusLost)
        let after = run(&s, steps: 3, from: 500_000)
        #expect(after.map(\.phase) == [.up])
        #expect(!s.touching)
    }

    @Test func fingersAndPensUseTheirOwnPressure() {
        var s = PressureSynthesizer()
        s.apply(.finger(Point(x: 5, y: 6), pressure: 0.42, phase: .down))
        let samples = run(&s, steps: 2)
        #expect(samples.map(\.force) == [0.42, 0.42])
        #expect(samples.first?.x == 5 && samples.first?.y == 6)
        s.apply(.pen(Point(x: 1, y: 2), pressure: 0.3, contact: false))
        #expect(run(&s, steps: 1, from: 100_000).map(\.phase) == [.up])
    }
}

@Suite struct FastClickTests {
    @Test func aClickWithinOneFrameIsStillATouch() {
        var s = PressureSynthesizer()
        s.apply(.pointerMoved(Point(x: 40, y: 50)))
        s.apply(.leftButton(down: true))
        s.apply(.leftButton(down: false))
        var samples: [PressureSample] = []
        let step = Playground.time(ofStep: 1)
        s.step(to: step, step: step, into: &samples)
        s.step(to: 2 * step, step: step, into: &samples)
        #expect(samples.map(\.phase) == [.down, .up])
        #expect(samples.first?.x == 40)
    }
}

extension FastClickTests {
    @Test func aButtonPressedInTheSameFrameMakesTheWheelForce() {
        var s = PressureSynthesizer()
        #expect(!s.isPressing)
        s.apply(.leftButton(down: true))
        #expect(s.isPressing, "the wheel right after the press (same frame) must raise force, not scroll")
        s.apply(.wheel(steps: 2))
        var samples: [PressureSample] = []
        let step = Playground.time(ofStep: 1)
        for n in 1...30 { s.step(to: Int64(n) * step, step: step, into: &samples) }
        #expect(samples.last!.force > 0.15)
    }
}

@Suite struct SessionCalibrationTests {
    @Test func cFitsTheThresholdsToTheSessionsPresses() throws {
        var p = try makePlayground()
        let empty = Point(x: 200, y: 690)  // between the dots and the dock: presses hit no icon
        var t: Int64 = 0
        for peak in [0.08, 0.1, 0.09, 0.11, 0.55, 0.6, 0.58, 0.62] {
            p.play(PressScript.press(at: empty, start: t, peak: peak, rise: 150_000, hold: 300_000))
            t += 600_000
        }
        _ = p.drainLog()
        p.handleKey(.calibrate)
        #expect(p.profile.name == "calibrated")
        #expect(
            p.profile.peekRise > 0.11 && p.profile.peekRise < 0.55,
            "peek between the taps and the deep presses: \(p.profile.peekRise)")
        #expect(p.uiNames().contains("calibrated"))
    }

    @Test func oneLevelOfPressesCannotBeSplit() throws {
        var p = try makePlayground()
        for n in 0..<5 {
            p.play(
                PressScript.press(
                    at: Point(x: 200, y: 690), start: Int64(n) * 600_000, peak: 0.3, rise: 150_000, hold: 300_000))
        }
        _ = p.drainLog()
        p.handleKey(.calibrate)
        #expect(p.profile.name == "medium")
        #expect(p.uiNames() == ["calibrationFailed"])
        #expect(p.banner?.isError == true)
    }
}

@Suite struct ReturnToStartTests {
    @Test func recordingsStartFromAFreshHomeScreen() throws {
        var p = try makePlayground()
        p.play(PressScript.tap(at: p.centre(of: "Clock"), start: 0), until: 400_000)
        guard case .app = p.mode else {
            Issue.record("Clock did not open")
            return
        }
        p.handleKey(.raiseThreshold)
        let tuned = p.profile
        _ = p.drainLog()
        p.returnToStart()
        #expect(p.mode == .resting)
        #expect(p.page == 0)
        #expect(p.profile == tuned, "the thresholds in use are kept (the recording header carries them)")
        #expect(p.uiNames() == ["screen"])
        #expect(p.time == 400_000)
    }
}

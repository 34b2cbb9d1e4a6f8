import ForceCore
import ForceLabText
import Foundation
import Geometry
import QuickActions
import TestSupport
import Testing

@testable import ForceLabSDL
@testable import Simulator

/// A playground on the default scene with the real font, driven by scripted touches.
struct ListStage {
    let stage: Stage
    var playground: Playground

    init(haptic: Bool = false) throws {
        stage = try Stage(scale: 1)
        let content = try SceneContent.load(scene: stage.scene, device: stage.device)
        playground = Playground(
            content: content, measurer: TTFTextMeasurer(library: sharedFonts, scale: 1), menuMetrics: MenuMetrics(),
            profile: .medium, haptic: haptic)
    }

    /// Taps `app`'s icon and lets its load finish.
    mutating func open(_ app: String, settle: Int64 = 3_000_000) {
        let slot = playground.slot(named: app)!
        playground.play(
            PressScript.tap(at: slot.iconFrame.center, start: playground.time + 10_000), until: playground.time + settle
        )
    }

    var screen: AppScreen {
        guard case .app(let screen) = playground.mode else { fatalError("no app open") }
        return screen
    }

    func rowCentre(_ index: Int) -> Point { screen.layout!.rowFrame(index).center }

    /// A light drag from `start` by `dx` in 10 fixed steps, then a lift (unless `lift` is false).
    mutating func drag(from start: Point, dx: Double, lift: Bool = true) {
        let step = Playground.time(ofStep: 1)
        var t = playground.time + 10_000
        playground.handle(PressureSample(time: t, x: start.x, y: start.y, force: 0.05, phase: .down))
        for index in 1...10 {
            t += step
            playground.handle(
                PressureSample(time: t, x: start.x + dx * Double(index) / 10, y: start.y, force: 0.05, phase: .move))
        }
        if lift { playground.handle(PressureSample(time: t + step, x: start.x + dx, y: start.y, force: 0, phase: .up)) }
    }

    func draw() throws -> HeadlessCanvas {
        let canvas = try stage.canvas(scale: 1)
        canvas.draw(PlaygroundRenderer().displayList(playground))
        return canvas
    }
}

extension SDLDrawing {
    @Suite struct ListRenderTests {
        @Test func list() throws {
            var s = try ListStage()
            s.open("Mail")
            assertGolden(.image(try s.draw()), at: "Tests/ForceLabSDLTests/Goldens/lists/list.png")
        }

        @Test func notesListWithSwitchAndAccessories() throws {
            var s = try ListStage()
            s.open("Notes")
            assertGolden(.image(try s.draw()), at: "Tests/ForceLabSDLTests/Goldens/lists/notes.png")
        }

        @Test func hint() throws {
            var s = try ListStage()
            s.open("Mail")
            let start = s.playground.time + 10_000
            s.playground.play(
                PressScript.press(
                    at: s.rowCentre(1), start: start, peak: 0.15, rise: 200_000, hold: 400_000, lift: false),
                until: start + 400_000)
            #expect(s.screen.hintProgress > 0.4)
            assertGolden(.image(try s.draw()), at: "Tests/ForceLabSDLTests/Goldens/lists/hint.png")
        }

        @Test func peek() throws {
            var s = try ListStage()
            s.open("Mail")
            let start = s.playground.time + 10_000
            s.playground.play(
                PressScript.press(
                    at: s.rowCentre(0), start: start, peak: 0.4, rise: 150_000, hold: 400_000, lift: false),
                until: start + 400_000)
            assertGolden(.image(try s.draw()), at: "Tests/ForceLabSDLTests/Goldens/lists/peek.png")
        }

        @Test func previewActions() throws {
            var s = try ListStage()
            s.open("Mail")
            let start = s.playground.time + 10_000
            let point = s.rowCentre(0)
            s.playground.play(
                PressScript.press(at: point, start: start, peak: 0.4, rise: 150_000, hold: 300_000, lift: false))
            var t = start + 300_000
            for step in 1...30 {
                t += 8_333
                s.playground.handle(
                    PressureSample(time: t, x: point.x, y: point.y - Double(step) * 12, force: 0.35, phase: .move))
            }
            s.playground.advance(to: t + 100_000)
            assertGolden(.image(try s.draw()), at: "Tests/ForceLabSDLTests/Goldens/lists/preview-actions.png")
        }

        @Test func popped() throws {
            var s = try ListStage()
            s.open("Mail")
            let start = s.playground.time + 10_000
            s.playground.play(
                PressScript.press(at: s.rowCentre(0), start: start, peak: 0.85, rise: 300_000, hold: 400_000),
                until: start + 900_000)
            #expect(s.screen.destination?.popped == true)
            assertGolden(.image(try s.draw()), at: "Tests/ForceLabSDLTests/Goldens/lists/popped.png")
        }

        @Test func hapticContextMenu() throws {
            var s = try ListStage(haptic: true)
            s.open("Notes")
            let start = s.playground.time + 10_000
            s.playground.play(
                PressScript.press(at: s.rowCentre(2), start: start, peak: 0.05, rise: 100_000, hold: 700_000),
                until: start + 1_000_000)
            assertGolden(.image(try s.draw()), at: "Tests/ForceLabSDLTests/Goldens/lists/context-menu.png")
        }

        @Test func swipeActionsOpen() throws {
            var s = try ListStage()
            s.open("Mail")
            s.drag(from: s.rowCentre(1), dx: -150)
            s.playground.advance(to: s.playground.time + 300_000)
            #expect(s.screen.swipe?.shown == true)
            assertGolden(.image(try s.draw()), at: "Tests/ForceLabSDLTests/Goldens/lists/swipe-actions.png")
        }

        @Test func fullSwipeInProgress() throws {
            var s = try ListStage()
            s.open("Mail")
            s.drag(from: Point(x: 340, y: s.rowCentre(1).y), dx: -290, lift: false)
            #expect(s.screen.swipeReveal(row: 1) >= s.screen.fullSwipeDistance(row: 1))
            assertGolden(.image(try s.draw()), at: "Tests/ForceLabSDLTests/Goldens/lists/full-swipe.png")
        }

        @Test func hintRelaxing() throws {
            var s = try ListStage()
            s.open("Mail")
            let start = s.playground.time + 10_000
            let point = s.rowCentre(1)
            s.playground.play(
                PressScript.press(at: point, start: start, peak: 0.2, rise: 200_000, hold: 400_000, lift: false))
            s.playground.handle(PressureSample(time: start + 400_000, x: point.x, y: point.y, force: 0, phase: .up))
            s.playground.advance(to: start + 490_000)
            #expect(s.screen.hintProgress > 0.3 && s.screen.hintProgress < 0.5)
            assertGolden(.image(try s.draw()), at: "Tests/ForceLabSDLTests/Goldens/lists/hint-relaxing.png")
        }

        @Test func theSameStateGivesTheSameBytes() throws {
            var s = try ListStage()
            s.open("Mail")
            let first = try s.draw().pixels()
            let second = try s.draw().pixels()
            #expect(first == second)
        }
    }
}

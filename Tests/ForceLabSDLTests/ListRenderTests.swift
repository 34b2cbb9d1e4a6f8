import Foundation
import Testing
import QuickActions
@testable import ForceLabSDL
@testable import Simulator

/// A playground on the default scene with the real font, driven by scripted touches.
struct ListStage {
    let stage: Stage
    var playground: Playground

    init(haptic: Bool = false) throws {
        stage = try Stage(scale: 1)
        let content = try SceneContent.load(scene: stage.scene, device: stage.device)
        playground = Playground(content: content, measurer: TTFTextMeasurer(library: sharedFonts, scale: 1), menuMetrics: MenuMetrics(),
                                profile: .medium, haptic: haptic)
    }

    /// Taps `app`'s icon and lets its load finish.
    mutating func open(_ app: String, settle: Int64 = 3_000_000) {
        let slot = playground.slot(named: app)!
        playground.play(PressScript.tap(at: slot.iconFrame.center, start: playground.time + 10_000), until: playground.time + settle)
    }

    var screen: AppScreen {
        guard case .app(let screen) = playground.mode else { fatalError("no app open") }
        return screen
    }

    func rowCentre(_ index: Int) -> Point { screen.layout!.rowFrame(index).center }

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
            try assertGoldenImage(try s.draw(), named: "lists/list.png")
        }

        @Test func notesListWithSwitchAndAccessories() throws {
            var s = try ListStage()
            s.open("Notes")
            try assertGoldenImage(try s.draw(), named: "lists/notes.png")
        }

        @Test func hint() throws {
            var s = try ListStage()
            s.open("Mail")
            let start = s.playground.time + 10_000
            s.playground.play(PressScript.press(at: s.rowCentre(1), start: start, peak: 0.15, rise: 200_000, hold: 400_000, lift: false), until: start + 400_000)
            #expect(s.screen.hintProgress > 0.4)
            try assertGoldenImage(try s.draw(), named: "lists/hint.png")
        }

        @Test func peek() throws {
            var s = try ListStage()
            s.open("Mail")
            let start = s.playground.time + 10_000
            s.playground.play(PressScript.press(at: s.rowCentre(0), start: start, peak: 0.4, rise: 150_000, hold: 400_000, lift: false), until: start + 400_000)
            try assertGoldenImage(try s.draw(), named: "lists/peek.png")
        }

        @Test func previewActions() throws {
            var s = try ListStage()
            s.open("Mail")
            let start = s.playground.time + 10_000
            let point = s.rowCentre(0)
            s.playground.play(PressScript.press(at: point, start: start, peak: 0.4, rise: 150_000, hold: 300_000, lift: false))
            var t = start + 300_000
            for step in 1...30 {
                t += 8_333
                s.playground.handle(PressureSample(time: t, x: point.x, y: point.y - Double(step) * 12, force: 0.35, phase: .move))
            }
            s.playground.advance(to: t + 100_000)
            try assertGoldenImage(try s.draw(), named: "lists/preview-actions.png")
        }

        @Test func popped() throws {
            var s = try ListStage()
            s.open("Mail")
            let start = s.playground.time + 10_000
            s.playground.play(PressScript.press(at: s.rowCentre(0), start: start, peak: 0.85, rise: 300_000, hold: 400_000), until: start + 900_000)
            #expect(s.screen.destination?.popped == true)
            try assertGoldenImage(try s.draw(), named: "lists/popped.png")
        }

        @Test func hapticContextMenu() throws {
            var s = try ListStage(haptic: true)
            s.open("Notes")
            let start = s.playground.time + 10_000
            s.playground.play(PressScript.press(at: s.rowCentre(2), start: start, peak: 0.05, rise: 100_000, hold: 700_000), until: start + 1_000_000)
            try assertGoldenImage(try s.draw(), named: "lists/context-menu.png")
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

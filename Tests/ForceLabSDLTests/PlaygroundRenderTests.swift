import ForceCore
import ForceLabText
import Foundation
import TestSupport
import Testing

@testable import ForceLabSDL
@testable import Simulator

/// Headless pictures of the playground's states, compared with checked-in goldens (scale 1).
extension SDLDrawing {
    @Suite struct PlaygroundRenderTests {
        let stage: Stage
        let measurer: TTFTextMeasurer

        init() throws {
            stage = try Stage(scale: 1)
            measurer = TTFTextMeasurer(library: sharedFonts, scale: 1)
        }

        func playground(haptic: Bool = false) throws -> Playground {
            let content = try SceneContent.load(scene: stage.scene, device: stage.device)
            return Playground(
                content: content, measurer: measurer, menuMetrics: stage.device.quickActionMenu, profile: .medium,
                haptic: haptic)
        }

        func render(_ p: Playground) throws -> HeadlessCanvas {
            let canvas = try HeadlessCanvas(
                size: PlaygroundRenderer().size(of: p), scale: 1, fonts: sharedFonts, images: stage.images)
            canvas.draw(PlaygroundRenderer().displayList(p))
            return canvas
        }

        @Test func hint() throws {
            var p = try playground()
            p.play(
                PressScript.press(
                    at: p.slot(named: "Maps")!.iconFrame.center, start: 0, peak: 0.15, rise: 200_000, hold: 200_000,
                    lift: false))
            assertGolden(.image(try render(p)), at: "Tests/ForceLabSDLTests/Goldens/playground/hint-60.png")
        }

        @Test(arguments: ["Mail", "Photos", "Phone", "Music"])
        func openMenu(app: String) throws {
            var p = try playground()
            p.play(
                PressScript.press(
                    at: p.slot(named: app)!.iconFrame.center, start: 0, peak: 0.5, rise: 150_000, hold: 300_000),
                until: 700_000)
            guard case .menu = p.mode else {
                Issue.record("no menu for \(app)")
                return
            }
            assertGolden(
                .image(try render(p)), at: "Tests/ForceLabSDLTests/Goldens/playground/menu-\(app.lowercased()).png")
        }

        @Test func highlightedItem() throws {
            var p = try playground()
            p.play(
                PressScript.press(
                    at: p.slot(named: "Maps")!.iconFrame.center, start: 0, peak: 0.5, rise: 150_000, hold: 300_000,
                    lift: false))
            guard case .menu(let menu) = p.mode else {
                Issue.record("no menu")
                return
            }
            let row = menu.layout.rows[1].frame.center
            p.handle(PressureSample(time: 350_000, x: row.x, y: row.y, force: 0.3, phase: .move))
            p.advance(to: 600_000)
            assertGolden(
                .image(try render(p)), at: "Tests/ForceLabSDLTests/Goldens/playground/menu-maps-highlighted.png")
        }

        @Test func editMode() throws {
            var p = try playground()
            p.play(
                PressScript.press(
                    at: p.slot(named: "Clock")!.iconFrame.center, start: 0, peak: 0.1, rise: 100_000, hold: 700_000),
                until: 800_000)
            guard case .editing = p.mode else {
                Issue.record("not editing")
                return
            }
            assertGolden(.image(try render(p)), at: "Tests/ForceLabSDLTests/Goldens/playground/edit-mode.png")
        }

        @Test func hudBesideThePhone() throws {
            var p = try playground()
            p.hudVisible = true
            p.play(
                PressScript.press(
                    at: p.slot(named: "Mail")!.iconFrame.center, start: 0, peak: 0.8, rise: 600_000, hold: 900_000),
                until: 1_500_000)
            let canvas = try render(p)
            #expect(canvas.pixelWidth == Int(stage.device.size.width + PlaygroundRenderer.hudWidth))
            assertGolden(.image(canvas), at: "Tests/ForceLabSDLTests/Goldens/playground/hud.png")
        }
    }
}

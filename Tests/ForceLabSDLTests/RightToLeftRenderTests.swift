import ForceCore
import ForceLabText
import Foundation
import Geometry
import QuickActions
import TestSupport
import Testing

@testable import ForceLabSDL
@testable import Simulator

/// Right-to-left pictures compared with checked-in goldens (scale 1): real apps' Arabic and
/// Hebrew menus in two placements each, the mirrored home screen, a mirrored list.
extension SDLDrawing {
    @Suite struct RightToLeftRenderTests {
        static let floorp = "Tests/Fixtures/real-plists/Floorp-Projects__floorp-ios/firefox-ios/Client/Info.plist"
        static let onion = "Tests/Fixtures/real-plists/fel1x-developer__OnionBrowser/Endless/Info.plist"

        let stage: Stage
        let measurer: TTFTextMeasurer

        init() throws {
            stage = try Stage(scale: 1)
            measurer = TTFTextMeasurer(library: sharedFonts, scale: 1)
        }

        /// The default scene with the real app put at grid `position` of the first page (or of
        /// the dock, past the grid's 24), as `forcelab preview --slot` does, shown in `locale`.
        func playground(app path: String, name: String, position: Int, locale: String) throws -> Playground {
            var scene = stage.scene
            scene.apps.append(
                SceneApp(
                    name: name, icon: "generic", info: packageRoot.appendingPathComponent(path).path, manifest: nil,
                    badge: nil))
            if position < 24 {
                scene.pages[0][position] = scene.apps.count - 1
            } else {
                scene.dock[position - 24] = scene.apps.count - 1
            }
            let content = try SceneContent.load(scene: scene, device: stage.device, locale: LocaleID(locale))
            return Playground(
                content: content, measurer: measurer, menuMetrics: stage.device.quickActionMenu, profile: .medium,
                haptic: false)
        }

        func render(_ p: Playground) throws -> HeadlessCanvas {
            let canvas = try HeadlessCanvas(
                size: PlaygroundRenderer().size(of: p), scale: 1, fonts: sharedFonts, images: stage.images)
            canvas.draw(PlaygroundRenderer().displayList(p))
            return canvas
        }

        /// Firefox (Floorp) in Arabic and Onion Browser in Hebrew, each at the first slot (now the
        /// top right: the menu opens down, glyphs right) and the dock's last (now its left end: the
        /// menu opens up, glyphs left).
        @Test(arguments: [
            ("ar", floorp, "Firefox", 0, "menu-ar-firefox-top.png"),
            ("ar", floorp, "Firefox", 27, "menu-ar-firefox-dock.png"),
            ("he", onion, "Onion", 0, "menu-he-onion-top.png"), ("he", onion, "Onion", 27, "menu-he-onion-dock.png"),
        ])
        func realMenus(_ locale: String, _ path: String, _ name: String, _ position: Int, _ golden: String) throws {
            var p = try playground(app: path, name: name, position: position, locale: locale)
            let icon = p.slot(named: name)!.iconFrame
            #expect(
                position == 0 ? icon.minX > 200 : icon.maxX < 175,
                "the first slot is at the right, the last at the left")
            p.play(
                PressScript.press(at: icon.center, start: 0, peak: 0.5, rise: 150_000, hold: 300_000), until: 700_000)
            guard case .menu(let menu) = p.mode else {
                Issue.record("no menu for \(name)")
                return
            }
            #expect(menu.layout.iconSide == (position == 0 ? .right : .left))
            #expect(menu.layout.direction == (position == 0 ? .down : .up))
            let titles = PlaygroundRenderer().displayList(p).textRuns.filter {
                menu.layout.frame.contains($0.frame.center)
            }
            #expect(titles.contains { $0.text == (locale == "ar" ? "لسان جديد" : "לשונית חדשה") })
            assertGolden(.image(try render(p)), at: "Tests/ForceLabSDLTests/Goldens/rtl/\(golden)")
        }

        @Test func mirroredHomeScreen() throws {
            let layout = HomeScreenLayout(scene: stage.scene, device: stage.device, direction: .of(locale: "ar"))
            let home = HomeScreenRenderer(scene: stage.scene, layout: layout, measurer: measurer)
            let canvas = try stage.canvas(scale: 1)
            canvas.draw(home.displayList(page: 0))
            // Mail's blue icon is now at the top right.
            let mail = layout.pages[0][0].iconFrame
            #expect(mail.minX > 280)
            let colour = canvas.color(at: Point(x: mail.minX + 4, y: mail.maxY - 4))
            #expect(colour.b > 150 && colour.r < 120, "Mail at the top right is \(colour.hex)")
            assertGolden(.image(canvas), at: "Tests/ForceLabSDLTests/Goldens/rtl/home-ar.png")
        }

        @Test func mirroredListWithItsSwipeActionsOpen() throws {
            let content = try SceneContent.load(scene: stage.scene, device: stage.device, locale: "he")
            var p = Playground(
                content: content, measurer: measurer, menuMetrics: stage.device.quickActionMenu, profile: .medium,
                haptic: false)
            p.play(PressScript.tap(at: p.slot(named: "Mail")!.iconFrame.center, start: 10_000), until: 3_000_000)
            guard case .app(let screen) = p.mode, let layout = screen.layout else {
                Issue.record("Mail did not open")
                return
            }
            let row = layout.rowFrame(1).center
            var t = p.time + 10_000
            p.handle(PressureSample(time: t, x: row.x, y: row.y, force: 0.05, phase: .down))
            for step in 1...10 {
                t += 8_333
                p.handle(PressureSample(time: t, x: row.x + 15 * Double(step), y: row.y, force: 0.05, phase: .move))
            }
            p.handle(PressureSample(time: t + 8_333, x: row.x + 150, y: row.y, force: 0, phase: .up))
            p.advance(to: t + 500_000)
            guard case .app(let open) = p.mode, open.swipe?.shown == true else {
                Issue.record("the row did not stay open")
                return
            }
            assertGolden(.image(try render(p)), at: "Tests/ForceLabSDLTests/Goldens/rtl/list-he-swiped.png")
        }
    }
}

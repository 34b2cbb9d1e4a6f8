import ForceCore
import ForceLabText
import Foundation
import Geometry
import QuickActions
import TestSupport
import Testing

@testable import ForceLabSDL
@testable import Simulator

/// Dark Mode next to light: the menu on an iOS 13–18 phone and on the iPhone 17 with iOS 26
/// (Liquid Glass), the home screen, an app's list and its context menu, each drawn both ways
/// at scale 1 and compared with checked-in goldens.
extension SDLDrawing {
    @Suite struct DarkModeRenderTests {
        /// A playground on the default scene for `device` on `ios`, in `appearance`.
        func playground(device name: String, ios: Int, appearance: Appearance, haptic: Bool = false) throws
            -> Playground
        {
            let device = try DeviceProfile.load(
                path: packageRoot.appendingPathComponent("Assets/devices/\(name).json").path
            ).onRelease(ios)
            let scene = try Scene.load(
                path: packageRoot.appendingPathComponent("Assets/scenes/default.json").path, device: device)
            let content = try SceneContent.load(scene: scene, device: device)
            var p = Playground(
                content: content, measurer: TTFTextMeasurer(library: sharedFonts, scale: 1),
                menuMetrics: device.menuMetrics(for: IOSRelease(ios)), profile: .medium, haptic: haptic, ios: ios)
            let shown = p.setAppearance(appearance)
            #expect(shown, "\(name) iOS \(ios) shows \(appearance)")
            return p
        }

        func draw(_ p: Playground) throws -> HeadlessCanvas {
            let images = ImageLibrary(iconsDirectory: packageRoot.appendingPathComponent("Icons").path)
            let canvas = try HeadlessCanvas(
                size: PlaygroundRenderer().size(of: p), scale: 1, fonts: sharedFonts, images: images)
            canvas.draw(PlaygroundRenderer().displayList(p))
            return canvas
        }

        /// Mail's menu held open (a long press: these phones have Haptic Touch).
        func openMail(_ p: inout Playground) {
            let centre = p.slot(named: "Mail")!.iconFrame.center
            p.play(
                PressScript.press(at: centre, start: 0, peak: 0.05, rise: 50_000, hold: 600_000, lift: false),
                until: 800_000)
        }

        static let menus: [(device: String, ios: Int)] = [("iphone-15", 18), ("iphone-17", 26)]

        @Test(arguments: menus)
        func menuLightAndDark(device: String, ios: Int) throws {
            var platters: [Appearance: Color] = [:]
            for appearance in Appearance.allCases {
                var p = try playground(device: device, ios: ios, appearance: appearance)
                openMail(&p)
                guard case .menu(let menu) = p.mode else {
                    Issue.record("\(device) iOS \(ios) \(appearance): no menu")
                    continue
                }
                let canvas = try draw(p)
                // Inside the first row, between the title's end and the glyph: the platter itself.
                let row = menu.layout.rows[0].frame
                platters[appearance] = canvas.color(at: Point(x: row.midX + 20, y: row.maxY - 3))
                assertGolden(
                    .image(canvas), at: "Tests/ForceLabSDLTests/Goldens/dark/menu-\(device)-ios\(ios)-\(appearance).png"
                )
            }
            let light = try #require(platters[.light])
            let dark = try #require(platters[.dark])
            #expect(Int(light.r) > 200 && Int(dark.r) < 90, "\(device): light \(light.hex), dark \(dark.hex)")
        }

        @Test func homeScreenLightAndDark() throws {
            var docks: [Appearance: Color] = [:]
            for appearance in Appearance.allCases {
                let p = try playground(device: "iphone-15", ios: 18, appearance: appearance)
                let canvas = try draw(p)
                let dock = p.content.layout.dockFrame
                docks[appearance] = canvas.color(at: Point(x: dock.minX + 6, y: dock.midY))
                assertGolden(
                    .image(canvas), at: "Tests/ForceLabSDLTests/Goldens/dark/home-iphone-15-ios18-\(appearance).png")
            }
            let light = try #require(docks[.light])
            let dark = try #require(docks[.dark])
            #expect(Int(dark.r) + Int(dark.g) + Int(dark.b) < Int(light.r) + Int(light.g) + Int(light.b) - 60)
        }

        @Test func listLightAndDark() throws {
            for appearance in Appearance.allCases {
                var p = try playground(device: "iphone-15", ios: 18, appearance: appearance)
                let slot = p.slot(named: "Mail")!
                p.play(PressScript.tap(at: slot.iconFrame.center, start: 10_000), until: 3_000_000)
                guard case .app(let screen) = p.mode, let layout = screen.layout else {
                    Issue.record("\(appearance): Mail's list did not open")
                    continue
                }
                let canvas = try draw(p)
                // The background at the right end of the second row: white in light, black in dark.
                let background = canvas.color(at: Point(x: layout.size.width - 4, y: layout.rowFrame(1).midY))
                #expect(background == (appearance == .dark ? Color.black : Color.white), "\(background.hex)")
                assertGolden(
                    .image(canvas),
                    at: "Tests/ForceLabSDLTests/Goldens/dark/list-mail-iphone-15-ios18-\(appearance).png")
            }
        }

        @Test func inAppContextMenuDark() throws {
            var p = try playground(device: "iphone-15", ios: 18, appearance: .dark, haptic: true)
            let slot = p.slot(named: "Notes")!
            p.play(PressScript.tap(at: slot.iconFrame.center, start: 10_000), until: 3_000_000)
            guard case .app(let screen) = p.mode, let layout = screen.layout else {
                Issue.record("Notes did not open")
                return
            }
            let start = p.time + 10_000
            p.play(
                PressScript.press(
                    at: layout.rowFrame(2).center, start: start, peak: 0.05, rise: 100_000, hold: 700_000),
                until: start + 1_000_000)
            assertGolden(
                .image(try draw(p)),
                at: "Tests/ForceLabSDLTests/Goldens/dark/context-menu-notes-iphone-15-ios18-dark.png"
            )
        }
    }
}

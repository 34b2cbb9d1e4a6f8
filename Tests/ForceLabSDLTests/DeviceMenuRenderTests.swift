import ForceLabText
import Foundation
import QuickActions
import TestSupport
import Testing

@testable import ForceLabSDL
@testable import Simulator

/// The home-screen menu of each era on a notch, a Dynamic Island, a Touch ID phone and the
/// 12 mini, in four placements (top left and right opening down, the bottom row and the dock
/// opening up), compared with checked-in goldens (scale 1).
extension SDLDrawing {
    @Suite struct DeviceMenuRenderTests {
        static let combinations: [(device: String, ios: Int)] = [
            ("iphone-xs", 12), ("iphone-xs", 18), ("iphone-8", 12), ("iphone-8", 16), ("iphone-15", 18),
            ("iphone-12-mini", 18), ("iphone-16e", 26), ("iphone-17", 26), ("iphone-17-pro-max", 26),
            ("iphone-air", 26), ("iphone-18-pro", 27), ("iphone-xr", 13),
        ]
        /// Mail top left, Photos top right, FaceTime at the end of the last row, Phone first in the dock.
        static let placements = ["Mail", "Photos", "FaceTime", "Phone"]

        func render(device name: String, ios: Int, app: String) throws -> (HeadlessCanvas, Playground) {
            let device = try DeviceProfile.load(
                path: packageRoot.appendingPathComponent("Assets/devices/\(name).json").path
            ).onRelease(ios)
            let scene = try Scene.load(
                path: packageRoot.appendingPathComponent("Assets/scenes/default.json").path, device: device)
            let content = try SceneContent.load(scene: scene, device: device)
            let measurer = TTFTextMeasurer(library: sharedFonts, scale: 1)
            var p = Playground(
                content: content, measurer: measurer, menuMetrics: device.menuMetrics(for: IOSRelease(ios)),
                profile: .medium,
                haptic: false, ios: ios)
            let centre = p.slot(named: app)!.iconFrame.center
            if p.haptic {
                p.play(
                    PressScript.press(at: centre, start: 0, peak: 0.05, rise: 50_000, hold: 600_000, lift: false),
                    until: 800_000)
            } else {
                p.play(PressScript.press(at: centre, start: 0, peak: 0.5, rise: 150_000, hold: 300_000), until: 700_000)
            }
            let images = ImageLibrary(iconsDirectory: packageRoot.appendingPathComponent("Icons").path)
            let canvas = try HeadlessCanvas(
                size: PlaygroundRenderer().size(of: p), scale: 1, fonts: sharedFonts, images: images)
            canvas.draw(PlaygroundRenderer().displayList(p))
            return (canvas, p)
        }

        @Test(arguments: combinations)
        func menus(device: String, ios: Int) throws {
            for app in Self.placements {
                let (canvas, p) = try render(device: device, ios: ios, app: app)
                guard case .menu(let menu) = p.mode else {
                    Issue.record("\(device) iOS \(ios): no menu for \(app)")
                    continue
                }
                if app != "FaceTime" {
                    // The bottom row opens upward only when the menu is too tall for the room below.
                    #expect(menu.layout.direction == (app == "Phone" ? .up : .down), "\(device) iOS \(ios) \(app)")
                }
                #expect(menu.layout.rows.contains { $0.system != nil } == (ios >= 13))
                #expect(
                    menu.layout.frame.minY >= p.content.device.safeArea.top
                        && menu.layout.frame.maxY <= p.content.device.size.height - p.content.device.safeArea.bottom,
                    "\(device) iOS \(ios) \(app): the menu stays in the safe area")
                assertGolden(
                    .image(canvas),
                    at: "Tests/ForceLabSDLTests/Goldens/devices/\(device)-ios\(ios)-\(app.lowercased()).png")
            }
        }

        /// The XR on iOS 12 had no icon menus: the long press starts edit mode instead.
        @Test func theXROnIOS12StartsEditModeInsteadOfAMenu() throws {
            let (canvas, p) = try render(device: "iphone-xr", ios: 12, app: "Mail")
            guard case .editing = p.mode else {
                Issue.record("iPhone XR iOS 12: \(p.mode), not edit mode")
                return
            }
            #expect(p.content.device.safeArea.top == 44, "the XR's iOS 12 safe area")
            assertGolden(.image(canvas), at: "Tests/ForceLabSDLTests/Goldens/devices/iphone-xr-ios12-mail-edit.png")
        }
    }
}

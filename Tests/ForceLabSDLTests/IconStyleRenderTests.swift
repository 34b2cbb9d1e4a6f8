import ForceCore
import ForceLabText
import Foundation
import Geometry
import QuickActions
import TestSupport
import Testing

@testable import ForceLabSDL
@testable import Simulator

/// iOS 26's Liquid Glass home screen and the icon styles, drawn at scale 1 and compared with
/// checked-in goldens: the iPhone 17 on iOS 26 in light and dark, each style on it, and iOS 18's
/// tinted icons on the iPhone 15.
extension SDLDrawing {
    @Suite struct IconStyleRenderTests {
        func home(device name: String, ios: Int, appearance: Appearance, style: IconStyleChoice) throws
            -> (Playground, HeadlessCanvas)
        {
            let device = try DeviceProfile.load(
                path: packageRoot.appendingPathComponent("Assets/devices/\(name).json").path
            ).onRelease(ios)
            let scene = try Scene.load(
                path: packageRoot.appendingPathComponent("Assets/scenes/default.json").path, device: device)
            let content = try SceneContent.load(scene: scene, device: device)
            var p = Playground(
                content: content, measurer: TTFTextMeasurer(library: sharedFonts, scale: 1),
                menuMetrics: device.menuMetrics(for: IOSRelease(ios)), profile: .medium, haptic: false, ios: ios)
            let shown = p.setAppearance(appearance)
            let styled = p.setIconStyle(style)
            #expect(shown && styled, "\(name) iOS \(ios) shows \(appearance) and offers \(style)")
            let images = ImageLibrary(iconsDirectory: packageRoot.appendingPathComponent("Icons").path)
            let canvas = try HeadlessCanvas(
                size: PlaygroundRenderer().size(of: p), scale: 1, fonts: sharedFonts, images: images)
            canvas.draw(PlaygroundRenderer().displayList(p))
            return (p, canvas)
        }

        static let styles: [(appearance: Appearance, style: IconStyleChoice)] = [
            (.light, .automatic), (.dark, .automatic), (.dark, .standard), (.light, .dark), (.light, .tinted),
            (.dark, .tinted), (.light, .clear), (.dark, .clear),
        ]

        @Test(arguments: styles)
        func iPhone17OnIOS26(appearance: Appearance, style: IconStyleChoice) throws {
            let (p, canvas) = try home(device: "iphone-17", ios: 26, appearance: appearance, style: style)
            assertGolden(
                .image(canvas),
                at:
                    "Tests/ForceLabSDLTests/Goldens/icon-styles/home-iphone-17-ios26-\(appearance)-\(style.rawValue).png"
            )
            // The Search capsule replaced the page dots: its glass is lighter than the wallpaper beside it.
            let home = HomeScreenRenderer(
                scene: p.content.scene, layout: p.content.layout, measurer: p.measurer, style: p.homeScreenStyle)
            let y = home.capsuleMidY
            let capsule = canvas.color(at: Point(x: p.content.device.size.width / 2 - 30, y: y))
            let beside = canvas.color(at: Point(x: 20, y: y))
            #expect(Int(capsule.r) + Int(capsule.g) + Int(capsule.b) != Int(beside.r) + Int(beside.g) + Int(beside.b))
        }

        @Test func iOS18TintedIconsOnTheIPhone15() throws {
            let (p, canvas) = try home(device: "iphone-15", ios: 18, appearance: .light, style: .tinted)
            assertGolden(
                .image(canvas), at: "Tests/ForceLabSDLTests/Goldens/icon-styles/home-iphone-15-ios18-light-tinted.png")
            // Mail's tile (blue as designed) is nearly black under iOS 18's tint.
            let mail = p.slot(named: "Mail")!.iconFrame
            let ground = canvas.color(at: Point(x: mail.minX + 6, y: mail.minY + 20))
            #expect(Int(ground.r) + Int(ground.g) + Int(ground.b) < 120, "\(ground.hex)")
        }
    }
}

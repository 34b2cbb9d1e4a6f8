import ForceCore
import ForceLabText
import Foundation
import Geometry
import QuickActions
import TestSupport
import Testing

@testable import ForceLabSDL
@testable import Simulator

/// The menu at three Dynamic Type sizes (xSmall, large, accessibility3) on the action platter
/// and the context menu, compared with checked-in goldens (scale 1), and tall scripts' lines.
extension SDLDrawing {
    @Suite struct TextSizeRenderTests {
        static let sizes: [TextSize] = [.xSmall, .large, .accessibility3]
        static let combinations: [(device: String, ios: Int)] = [("iphone-xs", 12), ("iphone-15", 18)]

        func playground(device name: String, ios: Int, textSize: TextSize, app: String = "Mail") throws -> Playground {
            let device = try DeviceProfile.load(
                path: packageRoot.appendingPathComponent("Assets/devices/\(name).json").path
            ).onRelease(ios)
            let scene = try Scene.load(
                path: packageRoot.appendingPathComponent("Assets/scenes/default.json").path, device: device)
            let content = try SceneContent.load(scene: scene, device: device)
            var p = Playground(
                content: content, release: IOSRelease(ios),
                pressModel: .of(device: device, haptic: false, duration: ForceProfile.medium.hapticMode),
                textSize: textSize, measurer: TTFTextMeasurer(library: sharedFonts, scale: 1), profile: .medium)
            let centre = p.slot(named: app)!.iconFrame.center
            if p.haptic {
                p.play(
                    PressScript.press(at: centre, start: 0, peak: 0.05, rise: 50_000, hold: 600_000, lift: false),
                    until: 800_000)
            } else {
                p.play(PressScript.press(at: centre, start: 0, peak: 0.5, rise: 150_000, hold: 300_000), until: 700_000)
            }
            return p
        }

        func draw(_ p: Playground) throws -> HeadlessCanvas {
            let images = ImageLibrary(iconsDirectory: packageRoot.appendingPathComponent("Icons").path)
            let canvas = try HeadlessCanvas(
                size: PlaygroundRenderer().size(of: p), scale: 1, fonts: sharedFonts, images: images)
            canvas.draw(PlaygroundRenderer().displayList(p))
            return canvas
        }

        @Test(arguments: combinations)
        func menusAtThreeTextSizes(device: String, ios: Int) throws {
            var heights: [Double] = []
            for size in Self.sizes {
                let p = try playground(device: device, ios: ios, textSize: size)
                guard case .menu(let menu) = p.mode else {
                    Issue.record("\(device) iOS \(ios) \(size): no menu")
                    continue
                }
                #expect(p.menuMetrics.titleFont.size == DynamicTypeStyle.body.metrics(at: size).points)
                #expect(p.menuMetrics.subtitleFont.size == DynamicTypeStyle.footnote.metrics(at: size).points)
                #expect(menu.layout.frame.maxX <= p.content.device.size.width - p.menuMetrics.screenMargin)
                heights.append(menu.layout.frame.height)
                assertGolden(
                    .image(try draw(p)),
                    at: "Tests/ForceLabSDLTests/Goldens/text-sizes/\(device)-ios\(ios)-mail-\(size.rawValue).png")
            }
            #expect(heights == heights.sorted() && Set(heights).count == heights.count, "\(heights)")
        }

        /// `=` and `-` step the size one at a time, stop at either end and lay the open menu out again.
        @Test func keysStepTheTextSizeAndRelayTheOpenMenu() throws {
            var p = try playground(device: "iphone-15", ios: 18, textSize: .large)
            guard case .menu(let before) = p.mode else { throw Failure("no menu") }
            p.handleKey(.largerText)
            #expect(p.textSize == .xLarge)
            guard case .menu(let after) = p.mode else { throw Failure("the menu closed") }
            #expect(after.layout.frame.height > before.layout.frame.height)
            #expect(p.settings.textSize == .xLarge)
            for _ in 0..<20 { p.handleKey(.largerText) }
            #expect(p.textSize == .accessibility5)
            for _ in 0..<20 { p.handleKey(.smallerText) }
            #expect(p.textSize == .xSmall)
        }

        /// Stacked marks reach past the UI font's line; the measured line grows to hold them, in
        /// the layout lint and the picture share. Latin and unstacked Thai do not.
        @Test(arguments: [
            ("ที่นี่ กรุ๊ป", true), ("မြန်မာ ကြ္ကြ", true), ("བསྒྲུབས་ སྐྱེས་", true), ("New Message", false),
            ("สวัสดี", false),
        ])
        func tallScriptsGetTallerLines(title: String, tall: Bool) throws {
            let measurer = TTFTextMeasurer(library: sharedFonts, scale: 3)
            let metrics = MenuMetrics.contextMenu
            let overhang = measurer.lineOverhang(of: title, font: metrics.titleFont)
            #expect((overhang.above + overhang.below > 0) == tall, "\(title): \(overhang)")
            let item = ShortcutItem(type: "t", title: title)
            let menu = MenuLayout.layout(
                items: [item], anchor: Rect(x: 20, y: 100, width: 60, height: 60),
                screen: Size(width: 393, height: 852), metrics: metrics, measurer: measurer)
            let row = menu.rows[0]
            #expect((row.frame.height > metrics.rowHeight) == tall, "\(title): \(row.frame.height)")
            // The ink, from the text's top less what reaches above, fits the row.
            #expect(row.textFrame.minY >= row.frame.minY && row.textFrame.maxY <= row.frame.maxY)
        }

        struct Failure: Error, CustomStringConvertible {
            let description: String
            init(_ text: String) { description = text }
        }
    }
}

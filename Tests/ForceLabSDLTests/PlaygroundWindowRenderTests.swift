import ForceCore
import ForceLabText
import Foundation
import Geometry
import QuickActions
import TestSupport
import Testing

@testable import ForceLabSDL
@testable import Simulator

/// Issue 25's window, drawn headless and compared with goldens (each looked at when recorded):
/// the HUD's labels over a full fill, the Haptic Touch hold timer, wrapped lint lines; two
/// banners and a banner while recording; the locale picker; edit mode on iOS 12 and iOS 17.
extension SDLDrawing {
    @Suite struct PlaygroundWindowRenderTests {
        let stage: Stage
        let measurer: TTFTextMeasurer
        static let folder = "Tests/ForceLabSDLTests/Goldens/playground-window"

        init() throws {
            stage = try Stage(scale: 1)
            measurer = TTFTextMeasurer(library: sharedFonts, scale: 1)
        }

        func playground(device name: String = "iphone-xs", ios: Int? = nil, haptic: Bool = false) throws -> Playground {
            let device = try DeviceProfile.load(
                path: packageRoot.appendingPathComponent("Assets/devices/\(name).json").path)
            let scene = try Scene.load(
                path: packageRoot.appendingPathComponent("Assets/scenes/default.json").path, device: device)
            let content = try SceneContent.load(scene: scene, device: device)
            let release = IOSRelease(ios ?? device.ios.default)
            let model = PressModel.of(device: device, haptic: haptic, duration: .default)
            return Playground(
                content: content, release: release, pressModel: model, measurer: measurer, profile: .medium)
        }

        func render(_ p: Playground, recording: Bool = false) throws -> HeadlessCanvas {
            let canvas = try HeadlessCanvas(
                size: PlaygroundRenderer().size(of: p), scale: 1, fonts: sharedFonts, images: stage.images)
            canvas.draw(PlaygroundRenderer().displayList(p, extras: .init(recording: recording)))
            return canvas
        }

        func golden(_ p: Playground, _ name: String, recording: Bool = false) throws {
            assertGolden(.image(try render(p, recording: recording)), at: "\(Self.folder)/\(name).png")
        }

        @Test func hudLabelsOverAFullFill() throws {
            var p = try playground()
            p.hudVisible = true
            // Peek and quick actions at one value share a label; pop tuned down (a custom profile);
            // then a press to full force fills the graph under every label.
            p.handleKey(.nextThreshold)
            p.handleKey(.nextThreshold)
            for _ in 0..<2 { p.handleKey(.lowerThreshold) }
            p.play(
                PressScript.press(
                    at: p.slot(named: "Mail")!.iconFrame.center, start: 0, peak: 1, rise: 300_000, hold: 2_700_000,
                    lift: false))
            try golden(p, "hud-full-fill")
        }

        @Test func hudHapticTouchHoldTimer() throws {
            var p = try playground(device: "iphone-15")
            p.hudVisible = true
            p.play(
                PressScript.press(
                    at: p.slot(named: "Notes")!.iconFrame.center, start: 0, peak: 0.3, rise: 50_000, hold: 300_000,
                    lift: false))
            #expect(p.haptic)
            try golden(p, "hud-haptic-touch")
        }

        @Test func hudWrappedLintLines() throws {
            var p = try playground()
            p.hudVisible = true
            let mail = p.content.scene.apps.firstIndex { $0.name == "Mail" }!
            var lines = Array(repeating: [String](), count: p.content.scene.apps.count)
            lines[mail] =
                [
                    "Info.plist:46: warning: subtitle of item 3 \"All Inboxes\" is cut to one line (QA006)",
                    "en.lproj/InfoPlist.strings:12: error: the title of item 4 is empty (QA003)",
                    "Info.plist:52: note: item 4 has no icon; iOS draws none (QA011)",
                    "de.lproj/InfoPlist.strings:7: warning: title of item 1 \"Neue E-Mail verfassen\" is cut (QA005)",
                    "ar.lproj/InfoPlist.strings:9: warning: subtitle of item 2 is longer than one line (QA006)",
                ]
                + (5...9).map {
                    "Info.plist:\(60 + $0): note: item \($0) names the symbol \"tray.and.arrow.down\" (QA019)"
                }
            p.content.lintLines = lines
            let centre = p.slot(named: "Mail")!.iconFrame.center
            p.handle(PressureSample(time: 10_000, x: centre.x, y: centre.y, force: 0, phase: .move))
            try golden(p, "hud-lint-wrapped")
            p.handleKey(.lintPageDown)
            try golden(p, "hud-lint-page-2")
        }

        @Test func twoBannersAtOnce() throws {
            var p = try playground()
            p.showBanner(
                "Profile and 4 contacts saved",
                detail:
                    "4 contacts: 3 presses, 1 drag left out (moved past the slop) by calibrate; /home/designer/forcelab-profile.json, /home/designer/forcelab-profile.presses.jsonl"
            )
            p.showBanner("Screenshot saved", detail: "forcelab-iphone-xs-de-20261201-142501.png")
            p.advance(to: 400_000)
            try golden(p, "two-banners-first")
            p.advance(to: 1_400_000)
            try golden(p, "two-banners-second")
        }

        @Test func aBannerWhileRecording() throws {
            var p = try playground()
            p.showBanner(
                "Recording from the home screen",
                detail: "R again to stop; writing forcelab-iphone-xs-20261201-142501.jsonl")
            p.advance(to: 400_000)
            try golden(p, "banner-recording", recording: true)
        }

        @Test func thePickerOpen() throws {
            var p = try playground()
            let names = [
                ("ar", "العربية"), ("de", "Deutsch"), ("en", "English"), ("es", "Español"), ("fr", "Français"),
                ("he", "עברית"), ("ja", "日本語"), ("ru", "Русский"), ("th", "ไทย"), ("zh-Hans", "中文（简体）"),
            ]
            p.localePicker = LocalePicker(entries: names.map { .init(code: $0.0, name: $0.1) }, current: "de")
            try golden(p, "picker-open")
            p.localePicker?.type("e")
            p.localePicker?.move(by: 1)
            try golden(p, "picker-filtered")
        }

        @Test(arguments: [12, 17])
        func editMode(ios: Int) throws {
            var p = try playground(ios: ios)
            p.setEditing(true)
            p.advance(to: 100_000)
            try golden(p, "edit-mode-ios\(ios)")
        }
    }
}

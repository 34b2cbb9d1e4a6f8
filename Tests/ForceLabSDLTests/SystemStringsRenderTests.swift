import ForceLabText
import Foundation
import QuickActions
import TestSupport
import Testing

@testable import ForceLabSDL
@testable import Simulator

/// The system items in the phone's language (`Assets/system-strings.json`): a German iPhone 15
/// on iOS 18 shows "Face ID anfordern", "Home-Bildschirm bearbeiten" and "App entfernen" under
/// Mail's German items, and under Notes' English ones (Notes ships no German), with the home
/// screen's labels in German.
extension SDLDrawing {
    @Suite struct SystemStringsRenderTests {
        static func strings() throws -> SystemStrings {
            let url = packageRoot.appendingPathComponent("Assets/system-strings.json")
            return try SystemStrings.parse([UInt8](try Data(contentsOf: url)), path: url.path)
        }

        func openMenu(app: String, locale: LocaleID) throws -> (HeadlessCanvas, Playground) {
            let device = try DeviceProfile.load(
                path: packageRoot.appendingPathComponent("Assets/devices/iphone-15.json").path
            ).onRelease(18)
            let scene = try Scene.load(
                path: packageRoot.appendingPathComponent("Assets/scenes/default.json").path, device: device)
            let content = try SceneContent.load(
                scene: scene, device: device, locale: locale, strings: try Self.strings())
            let measurer = TTFTextMeasurer(library: sharedFonts, scale: 1)
            var p = Playground(
                content: content, measurer: measurer, menuMetrics: device.menuMetrics(for: IOSRelease(18)),
                profile: .medium, haptic: true, ios: 18)
            let centre = p.slot(named: app)!.iconFrame.center
            p.play(
                PressScript.press(at: centre, start: 0, peak: 0.05, rise: 50_000, hold: 600_000, lift: false),
                until: 800_000)
            let images = ImageLibrary(iconsDirectory: packageRoot.appendingPathComponent("Icons").path)
            let canvas = try HeadlessCanvas(
                size: PlaygroundRenderer().size(of: p), scale: 1, fonts: sharedFonts, images: images)
            canvas.draw(PlaygroundRenderer().displayList(p))
            return (canvas, p)
        }

        static let german = ["Face ID anfordern", "Home-Bildschirm bearbeiten", "App entfernen"]

        @Test func aGermanPhoneShowsGermanSystemItems() throws {
            let (canvas, p) = try openMenu(app: "Mail", locale: "de")
            guard case .menu(let menu) = p.mode else {
                Issue.record("no menu: \(p.mode)")
                return
            }
            #expect(menu.layout.rows.compactMap(\.system).map(\.title) == Self.german)
            var drained = p
            let log = drained.drainLog().map(\.jsonLine).joined(separator: "\n")
            #expect(log.contains("{\"title\":\"Home-Bildschirm bearbeiten\",\"system\":true}"), "\(log)")
            #expect(log.contains("\"app\":\"Mail\""), "the log names the app by its scene name")
            #expect(p.content.scene.apps.first { $0.name == "Notes" }?.label == "Notizen")
            assertGolden(.image(canvas), at: "Tests/ForceLabSDLTests/Goldens/devices/iphone-15-ios18-mail-de.png")
        }

        @Test func anAppWithoutTheLanguageStillGetsTheSystemsItemsInIt() throws {
            let (_, p) = try openMenu(app: "Notes", locale: "de")
            guard case .menu(let menu) = p.mode else {
                Issue.record("no menu: \(p.mode)")
                return
            }
            #expect(menu.items.first?.title == "New Note", "Notes has no German: its own items fall back")
            #expect(menu.layout.rows.compactMap(\.system).map(\.title) == Self.german)
            let (_, swedish) = try openMenu(app: "Notes", locale: "sv")
            guard case .menu(let sv) = swedish.mode else { return }
            #expect(sv.layout.rows.compactMap(\.system).map(\.title).last == "Ta bort app")
        }

        /// Thai (stacked marks), Hindi (conjuncts), Ukrainian and Hebrew (right to left) phones
        /// draw the system items in their own script under Notes, which ships none of them: the
        /// log has the titles as drawn, and each picture is a golden (looked at: marks stacked,
        /// conjuncts joined, Hebrew mirrored with "Face ID" kept left to right).
        @Test(arguments: [
            ("th", "แก้ไขหน้าจอโฮม"), ("hi", "होम स्क्रीन संपादित करें"), ("uk", "Редагувати початковий екран"),
            ("he", "עריכת מסך הבית"),
        ])
        func scriptsDrawTheirOwnSystemItems(locale: String, editHomeScreen: String) throws {
            let (canvas, p) = try openMenu(app: "Notes", locale: LocaleID(locale))
            guard case .menu(let menu) = p.mode else {
                Issue.record("\(locale): no menu: \(p.mode)")
                return
            }
            #expect(menu.items.first?.title == "New Note", "\(locale): Notes' own items fall back")
            let system = menu.layout.rows.compactMap(\.system).map(\.title)
            #expect(system.contains(editHomeScreen), "\(locale): \(system)")
            #expect(!system.contains { SystemStrings.english.values.contains($0) }, "\(locale): \(system)")
            var drained = p
            let log = drained.drainLog().map(\.jsonLine).joined(separator: "\n")
            #expect(log.contains("{\"title\":\"\(editHomeScreen)\",\"system\":true}"), "\(locale)")
            assertGolden(
                .image(canvas), at: "Tests/ForceLabSDLTests/Goldens/devices/iphone-15-ios18-notes-\(locale).png")
        }
    }
}

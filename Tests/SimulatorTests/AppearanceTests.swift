import ForceCore
import Foundation
import Geometry
import QuickActions
import Testing

@testable import Simulator

/// Dark Mode in the pure core: the D key, the release that has it, the palette every renderer
/// draws with, and the apps' dark icons.
@Suite struct AppearanceTests {
    func playground(device: String = "iphone-15", ios: Int) throws -> Playground {
        try makePlayground(device: device, ios: ios, haptic: true)
    }

    @Test func theDKeyTogglesDarkModeFromIOS13() throws {
        var p = try playground(ios: 18)
        #expect(p.appearance == .light)
        _ = p.drainLog()
        p.handleKey(.toggleAppearance)
        #expect(p.appearance == .dark)
        #expect(p.drainLog().map(\.jsonLine) == [#"{"t":0,"ui":"appearance","appearance":"dark"}"#])
        #expect(p.settings.appearance == .dark)
        #expect(p.palette == .dark)
        p.handleKey(.toggleAppearance)
        #expect(p.appearance == .light)
    }

    @Test func iOS12HasNoDarkModeAndTheKeySaysSo() throws {
        var p = try playground(device: "iphone-xs", ios: 12)
        let shown = p.setAppearance(.dark)
        #expect(!shown)
        _ = p.drainLog()
        p.handleKey(.toggleAppearance)
        #expect(p.uiNames().isEmpty, "nothing switched, nothing logged")
        #expect(p.appearance == .light)
        #expect(p.banner?.isError == true)
        #expect(p.banner?.detail.contains("iOS 13") == true)
        #expect(Appearance.dark.problem(on: IOSRelease(12))?.contains("iOS 13") == true)
        #expect(Appearance.dark.problem(on: IOSRelease(13)) == nil)
        #expect(Appearance.light.problem(on: IOSRelease(9)) == nil)
    }

    @Test func theKeyIsSpelledDInRecordings() {
        #expect(PlaygroundKey(rawValue: "d") == .toggleAppearance)
    }

    @Test func theLightPaletteIsWhatForceLabDrewBeforeDarkMode() {
        // The light goldens stay byte-identical only if the light values never moved.
        #expect(Palette.light.background == .white)
        #expect(Palette.light.label == .black)
        #expect(Palette.light.menuPlatter(.contextMenu, appear: 1) == Color(r: 248, g: 248, b: 248, a: 232))
        #expect(Palette.light.wallpaper(Color(r: 100, g: 50, b: 20)) == Color(r: 100, g: 50, b: 20))
        // Dark: UIKit's dark systemBackground, label and systemRed, the wallpaper dimmed.
        #expect(Palette.dark.background == .black)
        #expect(Palette.dark.label == .white)
        #expect(Palette.dark.red == Color(r: 255, g: 69, b: 58))
        #expect(Palette.dark.wallpaper(Color(r: 100, g: 50, b: 20)) == Color(r: 70, g: 35, b: 14))
    }

    @Test func theMenuInkAndTemplateTintFollowTheAppearance() throws {
        var p = try playground(ios: 18)
        let shown = p.setAppearance(.dark)
        #expect(shown)
        p.play(
            PressScript.press(at: p.centre(of: "Mail"), start: 0, peak: 0.05, rise: 50_000, hold: 600_000, lift: false),
            until: 800_000)
        guard case .menu = p.mode else {
            Issue.record("no menu: \(p.mode)")
            return
        }
        let items = PlaygroundRenderer().displayList(p).items
        let tints = items.compactMap { item -> Color? in
            if case .image(let image) = item, image.name.hasPrefix("glyphs/") { return image.tint }
            return nil
        }
        #expect(!tints.isEmpty)
        // Every glyph is white (the menu's ink) or dark-mode red (Remove App): none is black.
        #expect(tints.allSatisfy { $0 == .white || $0 == Palette.dark.red }, "\(tints.map(\.hex))")
    }

    @Test func darkIconsFromIOS18Only() {
        #expect(AppIconStyle.automatic(.dark, release: IOSRelease(18)) == .dark)
        #expect(AppIconStyle.automatic(.dark, release: IOSRelease(26)) == .dark)
        #expect(AppIconStyle.automatic(.dark, release: IOSRelease(17)) == .light)
        #expect(AppIconStyle.automatic(.light, release: IOSRelease(18)) == .light)
        var app = SceneApp(name: "Nightjar", icon: "", iconImage: "/a/light.png")
        app.iconImageDark = "/a/dark.png"
        func name(_ items: [DisplayItem]) -> String? {
            if case .image(let image) = items.first { return image.name }
            return nil
        }
        let frame = Rect(x: 0, y: 0, width: 60, height: 60)
        #expect(name(app.iconItems(frame: frame, cornerRadius: 13, style: .dark)) == "/a/dark.png")
        #expect(name(app.iconItems(frame: frame, cornerRadius: 13, style: .light)) == "/a/light.png")
        app.iconImageDark = nil
        #expect(name(app.iconItems(frame: frame, cornerRadius: 13, style: .dark)) == "/a/light.png")
    }

    @Test func theHomeScreensCachedLayerKnowsItsAppearance() throws {
        let p = try playground(ios: 18)
        let light = HomeScreenRenderer(scene: p.content.scene, layout: p.content.layout, measurer: p.measurer)
        let dark = HomeScreenRenderer(
            scene: p.content.scene, layout: p.content.layout, measurer: p.measurer, palette: .dark, iconStyle: .dark)
        #expect(light.pageLayerKey(page: 0) != dark.pageLayerKey(page: 0))
    }
}

import ForceCore
import ForceLabOptions
import ForceLabSDL
import ForceLabText
import Foundation
import Geometry
import QuickActions
import Simulator
import SourceFormats

/// One app's menu opened on the home screen, headless: the app takes a slot (replacing the app
/// there, so every other icon stays where the scene has it), its icon gets a firm press, and the
/// playground runs until the menu is open. `preview` draws one; the contact sheet draws many.
package struct MenuPreview {
    package let stage: StageOptions
    package let bundle: AppBundle
    package let path: String
    package let measurer: TTFTextMeasurer
    /// The Dynamic Type size the menu opens at (`--text-size`; a sheet's cells may name their own).
    package var textSize: TextSize = .large
    /// Every app's files read once (the sheet's cells all show the same apps), by absolute path
    /// and by the path as the scene writes it (making a path absolute resolves its symlinks,
    /// 148k instructions each time: 5 % of a sheet when it was done for every app of every cell).
    private var loaded: [String: AppShortcuts] = [:]
    /// The app's plist (or manifest) and folder, absolute.
    private let file: String, root: String
    /// Every app folder's catalogs and `IconFile` images, searched once for all the cells.
    private let lookups = AppFileLookups()

    package init(stage: StageOptions, bundle: AppBundle, path: String, measurer: TTFTextMeasurer) {
        self.stage = stage
        self.bundle = bundle
        self.path = path
        self.measurer = measurer
        file = bundle.shortcuts.plistPath.standardizedAbsolute
        root = bundle.root.standardizedAbsolute
        loaded[file] = bundle.shortcuts
    }

    /// The locale shown for `requested`: what iOS shows (the app's match, else its development
    /// region's, else Base, else the text as written); without one, the app's default.
    package func locale(for requested: LocaleID?) -> LocaleID? {
        guard let requested else { return bundle.shortcuts.defaultLocale(defines: bundle.defines).map { LocaleID($0) } }
        return bundle.shortcuts.resolveLocale(requested.identifier, defines: bundle.defines).locale.map { LocaleID($0) }
    }

    /// The app as the scene holds it, named in `locale`.
    func sceneApp(locale: LocaleID?) -> SceneApp {
        let images = ImageLibrary(iconsDirectory: stage.resources.icons)
        let name = bundle.name(locale: locale.identifier)
        let iconName = name.lowercased().replacingOccurrences(of: " ", with: "")
        let isManifest = path.lowercased().hasSuffix(".json")
        // The app's own icon; a built-in app's manifest keeps its picture in Icons/apps.
        var app = SceneApp(
            name: name, icon: bundle.icon == nil && images.exists("apps/\(iconName)") ? iconName : "",
            info: isManifest ? nil : file, manifest: isManifest ? file : nil, badge: nil,
            iconImage: bundle.icon.map { $0.path.standardizedAbsolute },
            assets: root,
            appStore: true)
        app.iconImageDark = bundle.darkIcon.map { $0.path.standardizedAbsolute }
        app.iconImageTinted = bundle.tintedIcon.map { $0.path.standardizedAbsolute }
        return app
    }

    /// The scene with the app in `slot` (replacing what was there) and the app's index.
    package func scene(slot: HomeSlot, locale: LocaleID?, name: String? = nil) -> (scene: Scene, index: Int) {
        var scene = stage.scene
        if let name { scene.name = name }
        scene.apps.append(sceneApp(locale: locale))
        let index = scene.apps.count - 1
        let grid = stage.device.homeScreen
        if slot.row == grid.rows {
            while scene.dock.count <= min(slot.column, Scene.dockCapacity - 1) {
                scene.dock.append(scene.dock.first ?? index)
            }
            scene.dock[min(slot.column, scene.dock.count - 1)] = index
        } else {
            if scene.pages.isEmpty { scene.pages = [[]] }
            var page = scene.pages[0]
            let position = slot.row * grid.columns + slot.column
            while page.count <= position { page.append(index) }
            page[position] = index
            scene.pages[0] = page
        }
        return (scene, index)
    }

    /// The playground with the app's menu open (or the home screen when it has no items), and
    /// the pressed icon's frame. `sceneName` keys the renderer's cached home-screen layers.
    package mutating func open(
        slot: HomeSlot, locale: LocaleID?, direction: LayoutDirection, sceneName: String? = nil,
        textSize: TextSize? = nil, phoneLocale: LocaleID? = nil
    ) throws -> (playground: Playground, icon: Rect) {
        let (scene, index) = scene(slot: slot, locale: locale, name: sceneName)
        var cache = loaded
        let content = try SceneContent.load(
            scene: scene, device: stage.device, locale: locale, direction: direction, strings: stage.systemStrings,
            phoneLocale: phoneLocale, lookups: lookups
        ) {
            path in
            if let hit = cache[path] { return hit }
            let key = path.standardizedAbsolute
            let app = try cache[key] ?? AppShortcuts.load(path: path)
            cache[key] = app
            cache[path] = app
            return app
        }
        loaded = cache
        var playground = Playground(
            content: content, release: stage.release,
            pressModel: .of(device: stage.device, haptic: false, duration: ForceProfile.medium.hapticMode),
            textSize: textSize ?? self.textSize, measurer: measurer, profile: .medium)
        playground.setAppearance(stage.appearance)
        playground.setIconStyle(stage.iconStyle)
        guard let icon = playground.content.layout.visibleSlots(page: 0).first(where: { $0.app == index }) else {
            throw UsageError("the slot \(slot.column + 1),\(slot.row + 1) is not on the home screen")
        }
        if playground.haptic {
            // A Haptic Touch phone: hold past the long-press duration, then let go.
            let hold = playground.profile.longPressDelay(haptic: true) + 100_000
            playground.play(
                PressScript.press(at: icon.iconFrame.center, start: 100_000, peak: 0.5, rise: 150_000, hold: hold),
                until: 100_000 + 150_000 + hold + 100_000)
        } else {
            playground.play(
                PressScript.press(at: icon.iconFrame.center, start: 100_000, peak: 0.5, rise: 150_000, hold: 350_000),
                until: 700_000)
        }
        return (playground, icon.iconFrame)
    }
}

extension String {
    /// The path made absolute against the current directory, with `.` and `..` resolved.
    var standardizedAbsolute: String { (absolutePath as NSString).standardizingPath }
}

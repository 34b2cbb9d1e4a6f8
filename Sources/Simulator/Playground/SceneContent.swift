import Foundation
import QuickActions
import SourceFormats

/// A scene with everything it refers to loaded: the device, the layout, each app's quick actions
/// (static from its Info.plist, dynamic from its manifest) and their lint diagnostics.
public struct SceneContent: Sendable {
    public let scene: Scene
    public let device: DeviceProfile
    public let layout: HomeScreenLayout
    /// Per app (same indices as `scene.apps`): the items the menu offers, already localized.
    public let shortcuts: [[ShortcutItem]]
    /// Per app: the loaded files, when it has any (for the HUD's lint lines).
    public let sources: [AppShortcuts?]
    /// The locale the menus are shown in (nil: each app's development region).
    public let locale: LocaleID?
    /// The system items' titles in the phone's language (`locale`), whatever the apps ship.
    public var systemTitles: SystemItemTitles = .english
    /// Per app: its lint diagnostics as `file:line: severity: message [RULE]` lines, for the HUD.
    public var lintLines: [[String]] = []
    /// Every file the scene depends on, for the window's file watcher.
    public var files: [String]

    /// Left to right, or mirrored: the direction of the locale the phone is set to (`--locale`),
    /// for the home screen, the menus and the apps' screens alike.
    public var direction: LayoutDirection { layout.direction }

    /// Loads the scene's apps' files. A broken file is an error naming it; the caller (the
    /// window) keeps the last good content and shows the error. The layout direction is the
    /// locale's (`LayoutDirection.of(locale:)`) unless `direction` says otherwise.
    /// `loadApp` reads an app's files (a contact sheet passes a cache: every cell shows the same apps),
    /// and `lookups` answers its catalog and `IconFile` searches once for every cell.
    /// `strings` (read by the shell) give the system items' titles and Apple's apps' labels in the
    /// phone's language: `phoneLocale`, else `locale` (a preview shows an app's localization on a
    /// phone set to another language).
    public static func load(
        scene: Scene, device: DeviceProfile, locale: LocaleID? = nil, direction: LayoutDirection? = nil,
        strings: SystemStrings = .builtIn, phoneLocale: LocaleID? = nil, lookups: AppFileLookups? = nil,
        loadApp: (String) throws -> AppShortcuts = { try AppShortcuts.load(path: $0) }
    ) throws -> SceneContent {
        let phone = phoneLocale ?? locale
        let scene = localizedLabels(scene, strings: strings, locale: phone)
        var shortcuts: [[ShortcutItem]] = []
        var sources: [AppShortcuts?] = []
        var files = [scene.path]
        for app in scene.apps {
            var items: [ShortcutItem] = []
            var source: AppShortcuts?
            if let info = app.info {
                let path = scene.resolve(info)
                let loaded = try loadApp(path)
                let chosen = locale.map { loaded.resolveLocale($0.identifier).locale } ?? loaded.defaultLocale()
                var localized = loaded.localized(locale: chosen)
                files += findIconImages(
                    &localized, under: app.assets.map(scene.resolve) ?? FileSystemName.folder(of: path),
                    plistPath: loaded.plistPath, lookups: lookups)
                items += localized
                source = loaded
                files.append(loaded.plistPath)
                files += loaded.localizationFiles.values.flatMap { $0 }
            }
            if let manifest = app.manifest {
                let path = scene.resolve(manifest)
                let loaded = try loadApp(path)
                let chosen = locale.map { loaded.resolveLocale($0.identifier).locale } ?? loaded.defaultLocale()
                // Static items of the Info.plist come first; a manifest adds its own static and
                // dynamic items after them.
                var localized = loaded.localized(locale: chosen)
                // An own app's manifest (a recording's snapshot) draws its IconFiles from the app's catalogs.
                if let assets = app.assets {
                    files += findIconImages(
                        &localized, under: scene.resolve(assets), plistPath: loaded.plistPath, lookups: lookups)
                }
                items += localized
                if source == nil { source = loaded }
                files.append(loaded.plistPath)
            }
            shortcuts.append(items)
            sources.append(source)
        }
        var unique: [String] = []
        for file in files where !unique.contains(file) { unique.append(file) }
        var content = SceneContent(
            scene: scene, device: device,
            layout: HomeScreenLayout(
                scene: scene, device: device, direction: direction ?? locale?.direction ?? .leftToRight),
            shortcuts: shortcuts, sources: sources, locale: locale, files: unique)
        content.systemTitles = strings.titles(for: phone)
        return content
    }

    /// Apple's own apps (not from the App Store) labelled as iOS labels them in `locale`.
    public static func localizedLabels(_ scene: Scene, strings: SystemStrings, locale: LocaleID?) -> Scene {
        var copy = scene
        for index in copy.apps.indices where copy.apps[index].appStore != true {
            copy.apps[index].label = strings.label(for: copy.apps[index].name, locale: locale)
        }
        return copy
    }
}

/// IconFile images come from the app's asset catalogs under `folder`, as the app's build has
/// them; returns the catalogs' files (to watch), none when no item names an IconFile. `lookups`
/// (a contact sheet's, shared by its cells) answers each catalog and IconFile search once.
private func findIconImages(
    _ items: inout [ShortcutItem], under folder: String, plistPath: String, lookups: AppFileLookups?
) -> [String] {
    guard items.contains(where: { $0.iconFile != nil }) else { return [] }
    let lookups = lookups ?? AppFileLookups()
    let catalog = lookups.catalog(under: folder)
    for index in items.indices {
        items[index].iconImagePath =
            lookups.image(forIconFile: items[index].iconFile, plistPath: plistPath, catalogRoot: folder)?.path
    }
    return catalog.files
}

extension SceneContent {
    /// The content with each app's lint diagnostics (in its menu's locale) for the HUD, from the
    /// same validator and measurer as `forcelab lint`.
    public func withLint(measurer: TextMeasurer, metrics: MenuMetrics) -> SceneContent {
        var copy = self
        let validator = Validator(metrics: metrics, measurer: measurer)
        copy.lintLines = sources.map { source in
            guard let source else { return [] }
            let locale = self.locale.map { source.resolveLocale($0.identifier).locale } ?? source.defaultLocale()
            return validator.validate(source, locales: [locale]).map { diagnostic in
                "\(FileSystemName.name(of: diagnostic.file)):\(diagnostic.line): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule)]"
            }
        }
        return copy
    }
}

import Foundation
import SourceFormats

/// A designer's own app as the home screen shows it: its quick actions and localizations, its
/// name per locale, its icon and the image sets its `IconFile`s name, all found from one path
/// (an Info.plist, a folder holding one anywhere below, or a JSON manifest).
public struct AppBundle: Equatable, Sendable {
    /// The app's items and localizations.
    public var shortcuts: AppShortcuts
    /// The folder searched for catalogs (the folder given, or the plist's folder).
    public var root: String
    /// The app's asset catalogs.
    public var catalog: AssetCatalog
    /// The app icon's largest image, when the catalog has one.
    public var icon: AssetCatalog.Image?
    /// The icon set's iOS 18 dark and tinted variants (Xcode 16's `appearances`), when it has them.
    public var darkIcon: AssetCatalog.Image?
    public var tintedIcon: AssetCatalog.Image?
    /// Build settings given with `--define`.
    public var defines: [String: String]

    /// Folder names that say where a plist sits, not what the app is called.
    static let genericFolders: Set<String> = [
        "resources", "support", "supporting files", "supportingfiles", "ios", "app", "sources", "src", "config",
        "configuration", ".",
    ]

    /// What loading chose or could not read (the Xcode target picked, absent xcconfigs).
    public var notes: [String] = []
    /// The build's files its settings came from (`project.pbxproj`, `.xcconfig`s), to watch.
    public var buildFiles: [String] = []

    /// Loads the app at `path`. Throws `LoadError` on a broken plist, strings file or Contents.json.
    public static func load(path: String, defines: [String: String] = [:]) throws -> AppBundle {
        try load(path: path, options: AppLoadOptions(defines: defines))
    }

    /// Loads the app at `path` (an Info.plist, a manifest, a folder or an Xcode project) with
    /// the project's build settings, `--xcconfig`s and `--define`s expanded into its plist.
    public static func load(path: String, options: AppLoadOptions) throws -> AppBundle {
        let source = try AppSource.load(path: path, options: options)
        let catalog = AssetCatalog.find(under: source.root)
        // The icon set the configuration builds (`CliqzAppIcon`), else `AppIcon`.
        let iconSet = source.settings["ASSETCATALOG_COMPILER_APPICON_NAME"]
        let icon = try catalog.appIcon(named: iconSet)
        // A broken Contents.json of a set an IconFile names is its `path:line: error:`, never a
        // silently missing icon (lint reports the same set as QA009).
        for name in source.shortcuts.items.compactMap(\.iconFile) where AssetCatalog.isImageName(name) {
            _ = try catalog.iconFile(named: name)
        }
        var bundle = AppBundle(
            shortcuts: source.shortcuts, root: source.root, catalog: catalog, icon: icon, defines: source.settings)
        bundle.notes = source.notes
        bundle.darkIcon = try catalog.appIcon(named: iconSet, luminosity: .dark)
        bundle.tintedIcon = try catalog.appIcon(named: iconSet, luminosity: .tinted)
        bundle.buildFiles = source.buildFiles
        return bundle
    }

    /// The label under the icon in `locale`: the localized `CFBundleDisplayName` / `CFBundleName`,
    /// build settings replaced by `--define` values, else the name of the plist's folder (as
    /// `$(PRODUCT_NAME)` is usually the target's, which names that folder), else "App".
    public func name(locale: String?) -> String {
        if let written = shortcuts.appName(locale: locale) {
            let expanded = BuildSettings.expand(written, defines: defines)
            if expanded.undefined.isEmpty, !expanded.text.trimmingCharacters(in: .whitespaces).isEmpty {
                return expanded.text
            }
        }
        return fallbackName
    }

    /// The build settings nothing defines in the name `locale` shows: when there are any, the
    /// label is `fallbackName`, drawn marked, and a QA015 note says so.
    public func unresolvedNameSettings(locale: String?) -> [String] {
        guard let written = shortcuts.appName(locale: locale) else { return [] }
        return BuildSettings.expand(written, defines: defines).undefined
    }

    /// The QA015 note for a name nothing defines (nil when the name is resolved), in `locale`.
    public func unresolvedNameNote(locale: String?) -> String? {
        let names = unresolvedNameSettings(locale: locale)
        guard !names.isEmpty else { return nil }
        let written = shortcuts.appName(locale: locale) ?? ""
        return
            "\(shortcuts.plistPath):1: note: the app's name \(written) holds build settings nothing defines; the label shows \"\(fallbackName)\" (the plist's folder), marked; pass \(names.map { "--define \($0)=VALUE" }.joined(separator: " ")), --xcconfig FILE or the Xcode project [QA015]"
    }

    /// The folder-derived name used when the plist's name is a build setting nobody defined.
    public var fallbackName: String {
        var folder = PathNames.folder(of: shortcuts.plistPath)
        for _ in 0..<4 {
            let name = PathNames.name(of: folder)
            if name.isEmpty || name == ".." { break }
            if !Self.genericFolders.contains(name.lowercased()) { return name }
            folder = PathNames.folder(of: folder)
        }
        return "App"
    }

    /// The file an item's `IconFile` draws from, when the app's catalogs or folder hold it.
    public func iconFile(for item: ShortcutItem) -> AssetCatalog.Image? {
        catalog.image(forIconFile: item.iconFile, plistPath: shortcuts.plistPath)
    }
}

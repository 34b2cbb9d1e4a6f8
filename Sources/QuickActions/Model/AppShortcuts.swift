import Foundation

/// An app's quick actions as loaded from its Info.plist (or a manifest), with every
/// localization of their titles found beside it.
public struct AppShortcuts: Equatable, Sendable {
    /// `CFBundleDisplayName`, else `CFBundleName`, else the manifest's `app`, as written.
    public var appName: String?
    /// The file the items were read from, as the user named it.
    public var plistPath: String
    /// Static items in file order, then dynamic ones.
    public var items: [ShortcutItem]
    /// locale (the `.lproj` name or catalog locale) -> key -> text.
    public var localizations: [String: [String: String]]
    /// locale -> the files its table was read from.
    public var localizationFiles: [String: [String]]
    /// `CFBundleDevelopmentRegion` as written (it may be `$(DEVELOPMENT_LANGUAGE)`).
    public var developmentRegion: String?
    /// Wrong types outside any item (e.g. `UIApplicationShortcutItems` that is not an array).
    public var typeIssues: [TypeIssue]
    /// The line of the `UIApplicationShortcutItems` key (or manifest), 1 when absent.
    public var itemsLine: Int
    /// Build settings left as written by `expandingSettings` (nothing defines them).
    public var unresolvedSettings: [UnresolvedSetting] = []

    public init(
        appName: String? = nil, plistPath: String, items: [ShortcutItem],
        localizations: [String: [String: String]] = [:],
        localizationFiles: [String: [String]] = [:], developmentRegion: String? = nil, typeIssues: [TypeIssue] = [],
        itemsLine: Int = 1
    ) {
        self.appName = appName
        self.plistPath = plistPath
        self.items = items
        self.localizations = localizations
        self.localizationFiles = localizationFiles
        self.developmentRegion = developmentRegion
        self.typeIssues = typeIssues
        self.itemsLine = itemsLine
    }

    /// Every locale found, sorted ("Base" sorts with the others).
    public var locales: [String] { localizations.keys.sorted() }

    /// The locale lint and the picture use when none is asked for: the development region (with
    /// build settings replaced by `defines`) when it is localized, else `en`, else `Base`, else
    /// nil (the text as written).
    public func defaultLocale(defines: [String: String] = [:]) -> String? {
        if let region = developmentRegion.map({ BuildSettings.expand($0, defines: defines).text }),
            let match = matchLocale(region)
        {
            return match
        }
        return matchLocale("en") ?? (localizations["Base"] != nil ? "Base" : nil)
    }

    /// The localization iOS shows when the device asks for `requested`: the matching one, else
    /// the development region's (with build settings replaced by `defines`), else `Base`, else
    /// the text as written (nil). `note` says what iOS falls back to when the app does not ship
    /// `requested` and it is not the development region (a development region shown from
    /// `Base.lproj` or as written is the normal case and gets no note).
    public func resolveLocale(_ requested: String, defines: [String: String] = [:]) -> (locale: String?, note: String?)
    {
        if let match = matchLocale(requested) { return (match, nil) }
        let region = developmentRegion.map { BuildSettings.expand($0, defines: defines).text }
        let fallback = region.flatMap(matchLocale) ?? (localizations["Base"] != nil ? "Base" : nil)
        func language(_ text: String) -> Substring {
            text.lowercased().replacingOccurrences(of: "_", with: "-").split(separator: "-").first ?? ""
        }
        if let region, language(region) == language(requested) { return (fallback, nil) }
        let shown: String
        switch fallback {
        case nil: shown = "the text as written in the file"
        case "Base"?: shown = "Base.lproj's text"
        case let locale?: shown = "the development region's text (\(locale))"
        }
        let found = locales.isEmpty ? "it has no localizations" : "it has \(locales.joined(separator: ", "))"
        return (fallback, "no localization '\(requested)'; iOS shows \(shown) (\(found))")
    }

    /// The localization found for `requested`: exact, then ignoring case and `_`/`-`, then the
    /// language alone (`de-CH` -> `de`), then a regional one of the language (`hu` -> `hu-HU`).
    public func matchLocale(_ requested: String) -> String? {
        if localizations[requested] != nil { return requested }
        func normal(_ text: String) -> String { text.lowercased().replacingOccurrences(of: "_", with: "-") }
        if let match = locales.first(where: { normal($0) == normal(requested) }) { return match }
        let language = normal(requested).split(separator: "-").first.map(String.init) ?? ""
        return locales.first(where: { normal($0) == language })
            ?? locales.first(where: { normal($0).split(separator: "-").first.map(String.init) == language })
    }

    /// The items with title and subtitle looked up in `locale`'s table; a missing translation
    /// (or a nil locale) keeps the text as written.
    public func localized(locale: String?) -> [ShortcutItem] {
        guard let locale, let table = localizations[locale] else { return items }
        return items.map { item in
            var copy = item
            if let title = item.title, let text = table[title] { copy.title = text }
            if let subtitle = item.subtitle, let text = table[subtitle] { copy.subtitle = text }
            return copy
        }
    }

    /// The app's name as shown in `locale` (its `CFBundleDisplayName`/`CFBundleName` entry), else as written.
    public func appName(locale: String?) -> String? {
        if let locale, let table = localizations[locale],
            let name = table["CFBundleDisplayName"] ?? table["CFBundleName"]
        {
            return name
        }
        return appName
    }

    /// Loads an Info.plist (XML or binary), a folder holding one, or a JSON manifest, and the
    /// localizations beside it (searched up to `appRoot`, the app's folder, when given: see
    /// `LocalizationFinder`). Throws `LoadError` (`path:line: error: ...`) on anything unreadable.
    public static func load(path: String, appRoot: String? = nil) throws -> AppShortcuts {
        let file = try ShortcutsFileLoader.resolve(path)
        var app = try ShortcutsFileLoader.loadItems(file)
        let found = LocalizationFinder.find(nextTo: file, upTo: appRoot)
        for (locale, stringsPath) in found.stringsFiles {
            let data = try ShortcutsFileLoader.readFile(stringsPath)
            app.localizations[locale] = try StringsFileParser.parse(data, path: stringsPath)
            app.localizationFiles[locale] = [stringsPath]
        }
        for catalogPath in found.catalogs {
            let catalog = try StringCatalog.parse(try ShortcutsFileLoader.readFile(catalogPath), path: catalogPath)
            for (locale, table) in catalog.tables {
                // A strings file for the same locale wins; the catalog fills in what it lacks.
                app.localizations[locale, default: [:]].merge(table) { existing, _ in existing }
                app.localizationFiles[locale, default: []].append(catalogPath)
            }
        }
        return app
    }
}

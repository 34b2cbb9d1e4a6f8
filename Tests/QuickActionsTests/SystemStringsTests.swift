import Foundation
import QuickActions
import SourceFormats
import TestSupport
import Testing

/// `Assets/system-strings.json` and its reader: every problem is `path:line: error:`, lookups
/// fall back from a region to its language and then to English, and the shipped table covers
/// the languages iOS ships with a source or a reconstructed reason for each.
@Suite struct SystemStringsTests {
    static let path = "system-strings.json"

    func parse(_ text: String) throws(LoadError) -> SystemStrings {
        try SystemStrings.parse(Array(text.utf8), path: Self.path)
    }

    func error(_ text: String) -> LoadError? {
        do {
            _ = try parse(text)
            return nil
        } catch { return error }
    }

    static func shipped() throws -> SystemStrings {
        let url = packageRoot.appendingPathComponent("Assets/system-strings.json")
        return try SystemStrings.parse([UInt8](try Data(contentsOf: url)), path: url.path)
    }

    /// The lookup goes through an index of normal codes: it ignores case and `_`/`-` both ways,
    /// falls back to the language, and follows a table changed after it was made.
    @Test func languagesAreFoundByTheirNormalCodeAfterAnyChange() {
        var table = SystemStrings(languages: ["ZH_hant": .init(items: ["shareApp": "分享 App"])])
        #expect(table.titles(for: "zh-Hant")["shareApp"] == "分享 App")
        #expect(table.language(for: LocaleID("de")) == nil)
        table.languages["de"] = .init(items: ["shareApp": "App teilen"])
        #expect(table.titles(for: "de-CH")["shareApp"] == "App teilen")
        table.languages["de"] = nil
        #expect(table.language(for: LocaleID("de")) == nil)
    }

    @Test func malformedFilesNameTheLine() {
        let cases: [(String, Int, String)] = [
            (
                "{\n  \"languages\": {\n    \"de\": {\"source\": \"x\", \"items\": {\"shareApp\": 3}}\n  }\n}", 3,
                "non-empty string"
            ),
            (
                "{\n  \"languages\": {\n    \"de\": {\n      \"items\": {\"shareApp\": \"App teilen\"}\n    }\n  }\n}",
                3, "no \"source\""
            ),
            (
                "{\"languages\": {\"de\": {\"source\": \"x\",\n \"items\": {\"editHomeScren\": \"y\"}}}}", 2,
                "editHomeScreen"
            ),
            ("{\"languages\": {\"de\": {\"source\": \"x\",\n \"sources\": \"y\"}}}", 2, "unknown key 'sources'"),
            ("{\"languages\": []}", 1, "must be an object"),
            ("{\"languages\": {},\n}", 2, "malformed JSON"),
            ("{\"languages\": {\"de\": {\"source\": \"x\"},\n \"de\": {\"source\": \"y\"}}}", 2, "twice"),
            ("[1, 2]", 1, "expected an object"),
            ("{\"languages\": {\"de\": {\"source\": \"\"}}}", 1, "non-empty"),
        ]
        for (text, line, words) in cases {
            guard let failure = error(text) else {
                Issue.record("accepted: \(text)")
                continue
            }
            #expect(failure.line == line, "\(failure)")
            #expect(failure.description.hasPrefix("\(Self.path):\(line): error: "), "\(failure)")
            #expect(failure.message.contains(words), "\(failure)")
        }
    }

    @Test func regionsFallBackToTheirLanguageThenEnglish() throws {
        let table = try parse(
            """
            {"languages": {
              "en": {"source": "s", "items": {"removeApp": "Remove App"}},
              "pt": {"source": "s", "items": {"removeApp": "Remover App"}, "labels": {"Notes": "Notas"}},
              "pt-PT": {"reconstructed": "r", "items": {"removeApp": "Remover app"}}
            }}
            """)
        #expect(table.titles(for: "pt-BR")["removeApp"] == "Remover App")
        #expect(table.titles(for: "pt_BR")["removeApp"] == "Remover App")
        #expect(table.titles(for: "pt-PT")["removeApp"] == "Remover app")
        #expect(table.titles(for: "sv")["removeApp"] == "Remove App", "no Swedish: English")
        #expect(table.titles(for: "pt")["editHomeScreen"] == "Edit Home Screen", "a missing key: English")
        #expect(table.titles(for: nil) == .english)
        #expect(table.label(for: "Notes", locale: "pt-BR") == "Notas")
        #expect(table.label(for: "Notes", locale: "de") == nil)
    }

    @Test func theShippedTableCoversTheLanguagesWithSources() throws {
        let table = try Self.shipped()
        let required = [
            "de", "fr", "es", "it", "ja", "zh-Hans", "zh-Hant", "ko", "pt-BR", "ru", "nl", "ar", "he", "tr", "pl", "sv",
        ]
        for code in required {
            guard let language = table.language(for: LocaleID(code)) else {
                Issue.record("no \(code)")
                continue
            }
            #expect(language.source != nil || language.reconstructed != nil, "\(code)")
            for key in SystemStrings.itemKeys {
                #expect(language.items[key] != nil, "\(code) lacks \(key)")
                #expect(language.items[key] != SystemStrings.english[key], "\(code) \(key) is English")
            }
        }
        for code in ["de", "fr", "es", "it", "ja", "zh-Hans", "ar", "he"] {
            let labels = table.language(for: LocaleID(code))?.labels ?? [:]
            #expect(labels.count >= 25, "\(code) labels Apple's apps")
        }
        #expect(table.titles(for: "de")["editHomeScreen"] == "Home-Bildschirm bearbeiten")
        #expect(table.titles(for: "de-CH")["requireFaceID"] == "Face ID anfordern")
        #expect(table.label(for: "Notes", locale: "de") == "Notizen")
        // Right-to-left phones label Apple's apps too (reconstructed, each language says why).
        #expect(table.label(for: "Settings", locale: "ar") == "الإعدادات")
        #expect(table.label(for: "Settings", locale: "he-IL") == "הגדרות")
        #expect(table.language(for: "ar")?.reconstructed?.contains("label") == true)
    }

    /// iOS's UI languages (Settings > General > Language & Region; the README's table names where
    /// each is read from). English and its regions draw the English titles, and regional variants
    /// (`fr-CA`, `es-419`, `es-MX`, `pt-BR`, `zh-TW`, `zh-MO`) fall back to a table entry.
    static let iOSUILanguages = [
        "ar", "ca", "cs", "da", "de", "el", "es", "es-419", "es-MX", "fi", "fr", "fr-CA", "he", "hi", "hr", "hu",
        "id", "it", "ja", "ko", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sv", "th", "tr", "uk",
        "vi", "zh-Hans", "zh-Hant", "zh-HK", "zh-TW", "zh-MO",
    ]

    /// Every iOS UI language draws every system item of every release with context menus in its
    /// own words: none falls back to an English title, for either biometry, App Store app or not.
    @Test func everyIOSUILanguageHasEverySystemItemPerRelease() throws {
        let table = try Self.shipped()
        let english = Set(SystemStrings.english.values)
        for code in Self.iOSUILanguages {
            let language = table.language(for: LocaleID(code))
            #expect(language != nil, "\(code) has no entry and draws English")
            #expect(language?.source != nil || language?.reconstructed != nil, "\(code) names no source")
            let titles = table.titles(for: LocaleID(code))
            for major in IOSRelease.all where IOSRelease(major).hasContextMenus {
                for biometry in ["Face ID", "Touch ID"] {
                    let items = IOSRelease(major).systemItems(appStore: true, biometry: biometry, titles: titles)
                    #expect(items.count >= 3, "\(code) iOS \(major)")
                    for item in items {
                        #expect(
                            !english.contains(item.title),
                            "\(code) iOS \(major) \(biometry): '\(item.title)' is English")
                        #expect(!item.title.isEmpty, "\(code) iOS \(major)")
                    }
                }
            }
        }
    }

    /// Chinese is localized by script and region, Norwegian as Bokmål: `zh` alone and `zh-TW`
    /// must not draw English, and Hong Kong reads its own entry.
    @Test func chineseAndNorwegianFallBackByScriptAndRegion() throws {
        let table = try Self.shipped()
        let hongKong = table.titles(for: "zh-HK")["requireFaceID"]
        #expect(table.titles(for: "zh-Hant-HK")["requireFaceID"] == hongKong)
        #expect(table.titles(for: "zh-MO")["requireFaceID"] == hongKong)
        #expect(table.titles(for: "zh-TW")["editHomeScreen"] == "編輯主畫面")
        #expect(table.titles(for: "zh-Hant-TW")["editHomeScreen"] == "編輯主畫面")
        #expect(table.titles(for: "zh")["editHomeScreen"] == "编辑主屏幕")
        #expect(table.titles(for: "zh-CN")["editHomeScreen"] == "编辑主屏幕")
        #expect(table.titles(for: "no")["removeApp"] == table.titles(for: "nb")["removeApp"])
        #expect(table.titles(for: "nb")["removeApp"] != "Remove App")
        #expect(SystemStrings.fallbacks(of: "pt-br") == ["pt-br", "pt"])
    }

    @Test func systemItemsTakeTheTitles() throws {
        let german = try Self.shipped().titles(for: "de")
        func titles(_ ios: Int, biometry: String = "Face ID") -> [String] {
            IOSRelease(ios).systemItems(appStore: true, biometry: biometry, titles: german).map(\.title)
        }
        #expect(titles(13) == ["App teilen", "Home-Bildschirm bearbeiten", "App löschen"])
        #expect(titles(18) == ["App teilen", "Face ID anfordern", "Home-Bildschirm bearbeiten", "App entfernen"])
        #expect(titles(18, biometry: "Touch ID")[1] == "Touch ID anfordern")
        #expect(IOSRelease(12).systemItems(appStore: true, titles: german).isEmpty)
    }
}

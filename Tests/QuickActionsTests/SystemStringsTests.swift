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

import Foundation
import SourceFormats
import Testing

@testable import QuickActions

/// Each quirk of the real apps' files (Tests/Fixtures/real-plists/SOURCES.md) and of hostile input.
@Suite struct LoaderTests {
    @Test func utf16LittleEndianStringsWithBOM() throws {
        let app = try AppShortcuts.load(path: realPlist("OnionBrowser__OnionBrowser/Resources/Info.plist"))
        #expect(app.localizations["de"]?["Clear Data"] == "Alles löschen")
        #expect(app.localizations["ja"]?["Close tabs and clear data"] == "タブを閉じ、データを削除する")
        // The en file mixes unquoted and quoted keys under a `//` comment header.
        #expect(
            app.localizations["en"]?["NSFaceIDUsageDescription"]
                == "Needed, if you want to unlock the app with Face ID.")
        let de = app.localized(locale: "de")
        #expect(de.map(\.title) == ["Neuer Reiter", "Alles löschen"])
        #expect(de[1].subtitle == "Reiter schließen und alle Daten löschen")
        #expect(
            app.items.map(\.type) == [
                "$(PRODUCT_BUNDLE_IDENTIFIER).OpenNewTab", "$(PRODUCT_BUNDLE_IDENTIFIER).ClearData",
            ])
    }

    @Test func unquotedKeysAndTrailingLineComments() throws {
        let app = try AppShortcuts.load(path: realPlist("RocketChat__Rocket.Chat.iOS/Rocket.Chat/Info.plist"))
        // .lproj folders sit under Resources/, not beside the plist.
        #expect(app.locales == ["cs", "de", "en", "fr", "ja", "ru"])
        #expect(app.localizations["en"]?["add-server-shortcut"] == "Add Server")
        #expect(app.localizations["de"]?["NSCalendarsUsageDescription"] == "To add events to your calendar")
        #expect(app.localized(locale: "ja").first?.title == "サーバーを追加")
        #expect(app.items.first?.type == "addserver")
    }

    @Test func lowerCaseInfoPlistStringsFileName() throws {
        let app = try AppShortcuts.load(path: realPlist("mastodon__mastodon-ios/Mastodon/Info.plist"))
        #expect(app.localized(locale: "de").map(\.title) == ["Neuer Beitrag", "Suchen"])
        #expect(app.localized(locale: "Base").map(\.title) == ["New Post", "Search"])
        #expect(app.items.map(\.iconSymbolName) == ["square.and.pencil", "magnifyingglass"])
        #expect(app.developmentRegion == "$(DEVELOPMENT_LANGUAGE)")
        #expect(app.defaultLocale() == "en")
        #expect(app.defaultLocale(defines: ["DEVELOPMENT_LANGUAGE": "de"]) == "de")
    }

    @Test func stringCatalogAtTheRepositoryRoot() throws {
        let app = try AppShortcuts.load(path: realPlist("anonaddy__addy-ios/addy/Info.plist"))
        #expect(app.localized(locale: "en").first?.title == "Add alias")
        #expect(app.localized(locale: nil).first?.title == "shortcut_add_alias")
        #expect(app.defaultLocale() == "en")
    }

    @Test func stringCatalogUnderTheParentsResources() throws {
        let app = try AppShortcuts.load(path: realPlist("fel1x-developer__OnionBrowser/Endless/Info.plist"))
        #expect(app.locales.count >= 36)
        #expect(app.localized(locale: "hu-HU").count == 2)
        #expect(app.localized(locale: "fi").first?.title == "Uusi välilehti")
        // The source language stands for itself: no false "missing translation" in en.
        #expect(app.localizations["en"]?["New Tab"] == "New Tab")
        #expect(app.matchLocale("hu") == "hu-HU")
    }

    @Test func caseMismatchedKeyIsAMissingTranslation() throws {
        let path = realPlist("duckduckgo__iOS/DuckDuckGo/Info.plist")
        let app = try AppShortcuts.load(path: path)
        #expect(app.localizations["en"]?["Paste from Clipboard"] == nil)
        #expect(app.localizations["de"]?["Paste from Clipboard"] == "Vom Clipboard einfügen")
        let found = Validator(metrics: .iPhoneXS, measurer: fixed, disabled: ["QA009", "QA006"]).validate(
            app, locales: app.locales)
        #expect(found.map(\.rule) == ["QA013"])
        #expect(found.first?.locale == "en")
    }

    @Test func plistWithAnotherNameInAFolder() throws {
        let app = try AppShortcuts.load(path: realPlist("HabitRPG__habitica-ios/HabitRPG"))
        #expect(app.plistPath.hasSuffix("Habitica-Info.plist"))
        #expect(app.items.map(\.title) == ["New Habit", "New Daily", "New To Do"])
        #expect(app.localizations["en"] == [:])
    }

    @Test func fourItemsAndMixedIcons() throws {
        let app = try AppShortcuts.load(path: realPlist("Sileo__Sileo/Sileo/Info.plist"))
        #expect(app.items.count == 4)
        #expect(app.items.compactMap(\.iconFile) == ["UpgradeAll", "Refresh", "Packages"])
        #expect(app.locales.isEmpty)
        #expect(app.defaultLocale() == nil)
    }

    @Test func pathWithASpaceAndBaseOnly() throws {
        let app = try AppShortcuts.load(path: realPlist("zbrateam__Zebra/Zebra/Supporting Files/Info.plist"))
        #expect(app.locales == ["Base"])
        #expect(app.items.map(\.type) == ["Refresh", "Search", "Add"])
        #expect(app.defaultLocale() == "Base")
    }

    @Test func userInfoAndKeyTitles() throws {
        let app = try AppShortcuts.load(
            path: realPlist("Lax__Learn-iOS-Swift-by-Examples/ApplicationShortcuts/ApplicationShortcuts/Info.plist"))
        #expect(app.items[0].userInfo == ["firstShorcutKey1": .string("firstShortcutKeyValue1")])
        #expect(app.items[0].line == 27)
        #expect(app.localized(locale: "en").map(\.subtitle) == ["Will search for an item", "Will share an item"])
    }

    @Test func dottedKeyTitles() throws {
        let app = try AppShortcuts.load(path: realPlist("mozilla-mobile__focus-ios/focus-ios/Blockzilla/Info.plist"))
        #expect(app.items.first?.title == "UIApplicationShortcutItemTitle.EraseAndOpen")
        #expect(app.localized(locale: "ru").first?.title == "Стереть и открыть")
    }

    @Test func binaryPlistLoadsWithLineOne() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("qa-binary-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let plist: [String: Any] = [
            "CFBundleName": "Mail",
            "UIApplicationShortcutItems": [
                [
                    "UIApplicationShortcutItemType": "a", "UIApplicationShortcutItemTitle": "Inbox",
                    "UIApplicationShortcutItemUserInfo": ["n": 3, "b": true],
                ]
            ],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        let path = dir.appendingPathComponent("Info.plist").path
        try data.write(to: URL(fileURLWithPath: path))
        let app = try AppShortcuts.load(path: path)
        #expect(app.appName == "Mail")
        #expect(app.items.first?.title == "Inbox")
        #expect(app.items.first?.line == 1)
        #expect(app.items.first?.userInfo?["n"] == .integer(3))
        #expect(app.items.first?.userInfo?["b"] == .bool(true))
    }

    @Test func stringsEscapesCommentsAndForms() throws {
        let table = try StringsFileParser.parse(
            Data(contentsOf: fixtures.appendingPathComponent("strings/escapes.strings")), path: "e")
        #expect(table["unquoted_key"] == "tab\there")
        #expect(table["quote"] == "say \"hi\"\n")
        #expect(table["uni"] == "été")
        #expect(table["back"] == "single")
        #expect(table["same"] == "same")
        let be = try StringsFileParser.parse(
            Data(contentsOf: fixtures.appendingPathComponent("strings/utf16be.strings")), path: "b")
        #expect(be == ["k": "wert"])
        let xml = try StringsFileParser.parse(
            Data(contentsOf: fixtures.appendingPathComponent("strings/xml.strings")), path: "x")
        #expect(xml == ["k": "from xml"])
    }

    @Test(arguments: [
        ("strings/unterminated.strings", "x:3: error: unterminated string"),
        ("strings/badutf8.strings", "x:2: error: invalid UTF-8 (byte 0xFF); save the file as UTF-8 or UTF-16"),
    ])
    func badStringsFilesNameTheLine(file: String, expected: String) throws {
        let data = try Data(contentsOf: fixtures.appendingPathComponent(file))
        #expect(throws: LoadError.self) { try StringsFileParser.parse(data, path: "x") }
        do { _ = try StringsFileParser.parse(data, path: "x") } catch { #expect("\(error)" == expected) }
    }

    @Test(arguments: [
        ("hostile/truncated", "malformed XML property list: the file ends before </plist> (truncated?)"),
        ("hostile/badutf8", "invalid UTF-8 (byte 0xC3)"),
        ("hostile/badstrings", "unterminated string"),
        ("hostile/rootarray", "an Info.plist holds a dictionary at its root, not an array"),
        ("no-such-folder", "no such file or folder"),
    ])
    func hostileInputIsALoadErrorNotACrash(folder: String, message: String) {
        #expect(throws: LoadError.self) { try AppShortcuts.load(path: fixture(folder)) }
        do { _ = try AppShortcuts.load(path: fixture(folder)) } catch let error as LoadError {
            #expect(error.message == message)
            #expect(error.description.hasPrefix(error.path + ":\(error.line ?? 0): error: "))
        } catch { Issue.record("unexpected \(error)") }
    }

    @Test func hugeFilesAreRefusedBeforeReading() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("qa-huge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("Info.plist").path
        FileManager.default.createFile(atPath: path, contents: nil)
        let handle = FileHandle(forWritingAtPath: path)!
        try handle.truncate(atOffset: 50 * 1024 * 1024)
        try handle.close()
        #expect(throws: LoadError(path: path, "the file is 50 MB; files over 16 MB are refused")) {
            try AppShortcuts.load(path: path)
        }
    }

    @Test func deepNestingIsRefused() throws {
        let deep = String(repeating: "<array>", count: 500) + String(repeating: "</array>", count: 500)
        let data = Data("<?xml version=\"1.0\"?><plist>\(deep)</plist>".utf8)
        #expect(throws: LoadError.self) { try XMLPropertyListReader.read(data, path: "deep") }
        let json = Data((String(repeating: "[", count: 1000) + String(repeating: "]", count: 1000)).utf8)
        #expect(throws: LoadError.self) { try PlistNode.readJSON(json, path: "deep.json") }
    }
}

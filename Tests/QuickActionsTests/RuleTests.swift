import Foundation
import Testing

@testable import QuickActions

/// One small fixture per rule: each must raise exactly its rule, at the item's line.
@Suite struct RuleTests {
    @Test func cleanPlistHasNoFindings() throws {
        #expect(try lint(fixture("clean")).isEmpty)
    }

    @Test(arguments: [
        ("QA001", 2, Severity.warning), ("QA002", 2, .error), ("QA003", 3, .error), ("QA004", 1, .error),
        ("QA005", 1, .warning), ("QA006", 1, .warning), ("QA007", 1, .warning), ("QA008", 2, .error),
        ("QA009", 3, .warning), ("QA010", 1, .note), ("QA011", 1, .warning), ("QA012", 1, .note),
        ("QA014", 3, .error), ("QA015", 1, .note), ("QA016", 3, .warning), ("QA017", 1, .warning),
        ("QA019", 1, .note),
    ])
    func eachRuleFiresOnItsFixture(rule: String, count: Int, severity: Severity) throws {
        let found = try lint(fixture(rule))
        #expect(found.map(\.rule) == Array(repeating: rule, count: count), "\(rule): \(found.map(\.message))")
        #expect(found.allSatisfy { $0.severity == severity })
    }

    @Test func misspelledStringsFilesAreReportedOnTheFileItself() throws {
        let found = try lint(fixture("QA017"))
        #expect(found.first?.file.hasSuffix("QA017/de.lproj/infoPlist.strings") == true)
        #expect(found.first?.locale == "de")
        #expect(found.first?.message.contains("3 entries are never used") == true)
    }

    @Test func diagnosticsPointAtTheItemLine() throws {
        let found = try lint(fixture("QA004"))
        #expect(found.first?.line == 17)
        #expect(found.first?.item == 1)
        #expect(found.first?.file.hasSuffix("QA004/Info.plist") == true)
    }

    @Test func tooManyItemsNamesTheHiddenOnes() throws {
        let found = try lint(fixture("QA001"))
        #expect(found.map(\.item) == [4, 5])
        #expect(found[0].message.contains("\"Item 4\""))
    }

    @Test func truncationRulesCarryTheTextAsShown() throws {
        // Text width is 250 - 16 - 25 - 14 - 16 = 179 pt; at 17 pt per character, 10 characters fit.
        #expect(try lint(fixture("QA005")).first?.rendered == ["A Title M…"])
        #expect(try lint(fixture("QA006")).first?.rendered == ["A Title", "That Runs…"])
        // The subtitle is 13 pt: 13 characters fit.
        #expect(try lint(fixture("QA007")).first?.rendered == ["A subtitle t…"])
    }

    @Test func missingTranslationIsReportedForTheLocaleThatLacksIt() throws {
        let found = try lint(fixture("QA013"), locales: ["de", "en", "fr"])
        #expect(found.map(\.rule) == ["QA013"])
        #expect(found.first?.locale == "fr")
    }

    @Test func wrongTypesOutsideItems() throws {
        let found = try lint(fixture("QA014-list"))
        #expect(found.map(\.rule) == ["QA014"])
        #expect(found.first?.item == nil)
    }

    @Test func defineReplacesBuildSettings() throws {
        let found = try lint(fixture("QA015"), defines: ["PRODUCT_NAME": "Notes"])
        // Defined: no QA015, and the app name (also $(PRODUCT_NAME)) now counts for QA011.
        #expect(found.map(\.rule) == ["QA011"])
    }

    @Test func disabledRulesAreNotReported() throws {
        #expect(try lint(fixture("QA016"), disabled: ["QA016"]).isEmpty)
    }

    @Test func iconFileInAnAssetCatalogMarkedTemplateIsAccepted() throws {
        let found = try lint(fixture("QA009"))
        #expect(!found.contains { $0.item == 3 })
    }

    @Test func manifestDynamicItemsComeAfterStaticOnes() throws {
        let found = try lint(fixture("manifest/shortcuts.json"))
        #expect(found.map(\.rule) == ["QA001"])
        #expect(found.first?.message.contains("Chris") == true)
    }

    @Test func titleCase() {
        #expect(Validator.titleCased("New note") == "New Note")
        #expect(Validator.titleCased("Save to the Cloud") == "Save to the Cloud")
        #expect(Validator.titleCased("go to") == "Go To")
        #expect(Validator.titleCased("新規投稿") == "新規投稿")
    }

    @Test func buildSettingExpansion() {
        #expect(
            BuildSettings.expand("$(A).x ${B} $(C:rfc1034identifier)", defines: ["A": "1", "C": "3"]).text
                == "1.x ${B} 3")
        #expect(BuildSettings.expand("$(A) ${B}", defines: [:]).undefined == ["A", "B"])
    }
}

@Suite struct AppNameWordTests {
    @Test(arguments: [
        ("Search Mail", "Mail", true),
        ("Mail: Search", "Mail", true),
        ("Neue E-Mail", "Mail", false),
        ("Mailbox", "Mail", false),
        ("Open Mail's Inbox", "Mail", true),
        ("Compose in mail", "Mail", true),
    ])
    func theAppNameCountsOnlyAsAWholeWord(title: String, app: String, repeats: Bool) {
        #expect(Validator.contains(title, word: app) == repeats, "\(title)")
    }
}

/// SF Symbol stand-ins: the common names (and their `.fill` / `.circle` variants) have a glyph
/// ForceLab draws; anything else is the placeholder that QA019 names.
@Suite struct SymbolGlyphTests {
    @Test func atLeastFortySymbolNamesHaveAStandIn() {
        #expect(SymbolGlyphs.table.count >= 40)
        for name in [
            "square.and.pencil", "magnifyingglass", "plus", "star", "heart", "trash", "gear", "qrcode.viewfinder",
            "arrow.clockwise",
        ] {
            #expect(SymbolGlyphs.glyph(for: name) != nil, "\(name)")
        }
    }

    @Test func variantsFallBackToTheirBaseSymbol() {
        #expect(SymbolGlyphs.glyph(for: "trash.circle.fill") == "symbols/trash")
        #expect(SymbolGlyphs.glyph(for: "heart.fill") == "glyphs/Love")
        #expect(SymbolGlyphs.glyph(for: "wand.and.stars") == nil)
    }

    @Test func everyStandInIsAFileInIcons() {
        let icons = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Icons")
            .standardized
        for picture in Set(SymbolGlyphs.table.values).union([SymbolGlyphs.placeholder]) {
            let path = icons.appendingPathComponent(picture + ".svg").path
            #expect(FileManager.default.fileExists(atPath: path), "\(path)")
        }
    }
}

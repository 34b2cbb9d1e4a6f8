import Foundation
import TestSupport
import Testing

/// Every language as the menu draws it, through the real binary: Firefox's 104 localizations
/// linted without false warnings, and golden pictures of its menu in seven scripts, opening
/// down from the top-left slot and up from the bottom-right one (`forcelab preview`).
@Suite(.serialized) struct TextCLITests {
    static let firefox = "Tests/Fixtures/real-plists/Floorp-Projects__floorp-ios/firefox-ios/Client/Info.plist"

    @Test func firefoxsLocalizationsLintWithoutFalseWarnings() async throws {
        let result = try await runForceLab(
            ["lint", Self.firefox, "--all-locales", "--format", "json"], directory: packageRoot)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        let rules = diagnostics.compactMap { $0["rule"] as? String }
        // Tamil, Bengali, Malayalam, Myanmar, Odia, Gurmukhi and Telugu titles were measured as
        // .notdef boxes and reported as not fitting on two lines; shaped, they fit.
        #expect(!rules.contains("QA006"), "\(diagnostics.filter { $0["rule"] as? String == "QA006" })")
        #expect(!rules.contains("QA018"), "every Firefox locale's script has a font")
        // What remains is real: the icon files are not in the copy, ny and tzm are untranslated,
        // and the build settings of its types are the Xcode project's (not in this copy): one note.
        #expect(rules.sorted() == ["QA009", "QA009", "QA013", "QA013", "QA013", "QA013", "QA015"])
        let strings = try FileManager.default.contentsOfDirectory(
            atPath: packageRoot.appendingPathComponent(
                "Tests/Fixtures/real-plists/Floorp-Projects__floorp-ios/firefox-ios/Client"
            ).path
        ).filter { $0.hasSuffix(".lproj") }
        #expect(strings.count == 104)
    }

    static let pictures: [(locale: String, slot: String)] = ["ar", "he", "fa", "ur", "ta", "my", "th", "ja"].flatMap {
        [($0, "1,1"), ($0, "4,7")]
    }

    @Test(arguments: pictures.map { "\($0.locale) \($0.slot)" })
    func menuPictureMatchesItsGolden(_ which: String) async throws {
        let parts = which.split(separator: " ").map(String.init)
        let (locale, slot) = (parts[0], parts[1])
        let out = try makeTemporaryDirectory().appendingPathComponent("menu.png")
        let result = try await runForceLab(
            ["preview", Self.firefox, "--locale", locale, "--slot", slot, "--scale", "1", "-o", out.path],
            directory: packageRoot)
        #expect(result.status == 0, "\(result.stderr)")
        let name = "text/menu-\(locale)-\(slot.replacingOccurrences(of: ",", with: "-")).png"
        // The renderer writes the same bytes for the same picture on every run.
        assertGolden(.bytes(try Data(contentsOf: out)), at: "Tests/CLITests/Goldens/\(name)")
    }

    /// Emoji in titles and subtitles, in colour: a ZWJ sequence with a skin tone, a flag, a
    /// keycap, a family, drawn as one glyph each at the text's size.
    @Test func emojiMenuMatchesItsGolden() async throws {
        let out = try makeTemporaryDirectory().appendingPathComponent("menu.png")
        let result = try await runForceLab(
            ["preview", "Tests/Fixtures/characters/emoji.json", "--scale", "1", "-o", out.path], directory: packageRoot)
        #expect(result.status == 0, "\(result.stderr)")
        assertGolden(.bytes(try Data(contentsOf: out)), at: "Tests/CLITests/Goldens/text/menu-emoji.png")
        let lint = try await runForceLab(["lint", "Tests/Fixtures/characters/emoji.json"], directory: packageRoot)
        #expect(!lint.stdout.contains("QA018"), "\(lint.stdout)")
    }

    /// Tibetan subjoined consonants, Myanmar medials and Thai stacked marks: rows grow to fit.
    @Test func tallScriptsMenuMatchesItsGolden() async throws {
        let out = try makeTemporaryDirectory().appendingPathComponent("menu.png")
        let result = try await runForceLab(
            ["preview", "Tests/Fixtures/characters/tall.json", "--scale", "1", "-o", out.path], directory: packageRoot)
        #expect(result.status == 0, "\(result.stderr)")
        assertGolden(.bytes(try Data(contentsOf: out)), at: "Tests/CLITests/Goldens/text/menu-tall-scripts.png")
    }
}

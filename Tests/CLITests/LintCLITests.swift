import Foundation
import TestSupport
import Testing

/// `forcelab lint` run as a process: formats, exit statuses, options, and the real apps' plists
/// against checked-in golden output. Paths are relative to the package root, so goldens hold
/// no machine-specific paths.
@Suite struct LintCLITests {
    static let realPlists = [
        "duckduckgo__iOS/DuckDuckGo/Info.plist",
        "mastodon__mastodon-ios/Mastodon/Info.plist",
        "mozilla-mobile__focus-ios/focus-ios/Blockzilla/Info.plist",
        "OnionBrowser__OnionBrowser/Resources/Info.plist",
        "fel1x-developer__OnionBrowser/Endless/Info.plist",
        "RocketChat__Rocket.Chat.iOS/Rocket.Chat/Info.plist",
        "HabitRPG__habitica-ios/HabitRPG/Habitica-Info.plist",
        "anonaddy__addy-ios/addy/Info.plist",
        "Sileo__Sileo/Sileo/Info.plist",
        "zbrateam__Zebra/Zebra/Supporting Files/Info.plist",
        "Lax__Learn-iOS-Swift-by-Examples/ApplicationShortcuts/ApplicationShortcuts/Info.plist",
    ]

    static func lint(_ args: [String]) async throws -> CLIResult {
        try await runForceLab(["lint"] + args, directory: packageRoot)
    }

    static let fixtures = "Tests/QuickActionsTests/Fixtures/"

    @Test(arguments: realPlists)
    func realPlistLintsWithoutExit2(_ plist: String) async throws {
        let path = "Tests/Fixtures/real-plists/" + plist
        let result = try await Self.lint([path, "--all-locales", "--format", "text"])
        #expect(result.status == 0 || result.status == 1, "\(plist): \(result.stderr)")
        #expect(result.stderr.isEmpty)
        let name = plist.split(separator: "/").first!
        assertGolden(.text(result.stdout), at: "Tests/CLITests/Goldens/lint/\(name).txt")
    }

    /// In a right-to-left locale the menu right-aligns its text, and lint says so where it shows
    /// the text: `"alignment":"right"` beside `rendered`, "right aligned" in the message.
    @Test func rightToLeftLocalesReportTheAlignment() async throws {
        let plist = Self.fixtures + "RTL"
        for locale in ["ar", "he"] {
            let json = try await Self.lint([plist, "--locale", locale, "--format", "json"])
            #expect(json.status == 0)
            #expect(
                json.stdout.contains(#""rendered":["#) && json.stdout.contains(#"],"alignment":"right"}"#),
                "\(json.stdout)")
            #expect(json.stdout.contains("it shows, right aligned, as"))
        }
        let german = try await Self.lint([plist, "--locale", "de", "--format", "json"])
        #expect(german.stdout.contains(#""rendered":["#))
        #expect(!german.stdout.contains("alignment") && !german.stdout.contains("right aligned"))
    }

    @Test func realPlistJSONGolden() async throws {
        let result = try await Self.lint([
            "Tests/Fixtures/real-plists/OnionBrowser__OnionBrowser/Resources/Info.plist", "--all-locales", "--format",
            "json",
        ])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(object?["summary"] != nil)
        assertGolden(.text(result.stdout), at: "Tests/CLITests/Goldens/lint/OnionBrowser__OnionBrowser.json")
    }

    @Test func cleanPlistExitsZero() async throws {
        let result = try await Self.lint([Self.fixtures + "clean"])
        #expect(result.status == 0)
        #expect(result.stdout == "0 errors, 0 warnings, 0 notes\n")
    }

    @Test func errorsExitOne() async throws {
        let result = try await Self.lint([Self.fixtures + "QA004", "--format", "xcode"])
        #expect(result.status == 1)
        #expect(
            result.stdout
                == "Tests/QuickActionsTests/Fixtures/QA004/Info.plist:17: error: item 2 \"Second\" has the same type \"com.example.same\" as item 1 \"First\" (line 11); the app cannot tell them apart [QA004]\n"
        )
    }

    @Test func warningsExitZeroUnlessStrict() async throws {
        #expect(try await Self.lint([Self.fixtures + "QA001"]).status == 0)
        #expect(try await Self.lint([Self.fixtures + "QA001", "--strict"]).status == 1)
        // Notes never fail the run, even with --strict.
        #expect(try await Self.lint([Self.fixtures + "QA012", "--strict"]).status == 0)
    }

    @Test func disableSuppressesRules() async throws {
        let result = try await Self.lint([Self.fixtures + "QA004", "--disable", "QA004,QA012"])
        #expect(result.status == 0)
        #expect(result.stdout == "0 errors, 0 warnings, 0 notes\n")
        #expect(try await Self.lint([Self.fixtures + "QA004", "--disable", "QA999"]).status == 2)
    }

    @Test func defineReplacesBuildSettings() async throws {
        let before = try await Self.lint([Self.fixtures + "QA015", "--format", "xcode"])
        #expect(before.stdout.contains("[QA015]"))
        let after = try await Self.lint([
            Self.fixtures + "QA015", "--format", "xcode", "--define", "PRODUCT_NAME=Notes",
        ])
        #expect(!after.stdout.contains("[QA015]"))
        #expect(after.stdout.contains("[QA011]"))
        #expect(try await Self.lint([Self.fixtures + "QA015", "--define", "NOVALUE"]).status == 2)
    }

    @Test func xcodeFormat() async throws {
        let result = try await Self.lint([Self.fixtures + "QA012", "--format", "xcode"])
        #expect(
            result.stdout
                == "Tests/QuickActionsTests/Fixtures/QA012/Info.plist:11: note: title \"New note\" of item 1 is not in title case (\"New Note\") [QA012]\n"
        )
    }

    @Test func jsonFormatCarriesTheRenderedText() async throws {
        let result = try await Self.lint([Self.fixtures + "QA007", "--format", "json", "--device", "iphone-xs"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0]["rule"] as? String == "QA007")
        #expect(diagnostics[0]["line"] as? Int == 11)
        #expect(diagnostics[0]["item"] as? Int == 0)
        #expect(diagnostics[0]["locale"] is NSNull)
        #expect((diagnostics[0]["rendered"] as? [String])?.first?.hasSuffix("…") == true)
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["errors": 0, "warnings": 1, "notes": 0])
    }

    @Test func localeOption() async throws {
        let path = "Tests/Fixtures/real-plists/mozilla-mobile__focus-ios/focus-ios/Blockzilla/Info.plist"
        #expect(try await Self.lint([path, "--locale", "de", "--disable", "QA009"]).status == 0)
        // A locale the app does not ship is checked as iOS shows it, with a note saying which text.
        let unknown = try await Self.lint([path, "--locale", "xx", "--disable", "QA009"])
        #expect(unknown.status == 0)
        #expect(unknown.stderr.hasPrefix("\(path):"))
        #expect(
            unknown.stderr.contains(
                ": note: no localization 'xx'; iOS shows the development region's text (en) (it has "),
            "\(unknown.stderr)")
        #expect(try await Self.lint([path, "--locale", "de", "--all-locales"]).status == 2)
    }

    /// The development region's text when the app ships no `<region>.lproj`: Base's, else as written.
    @Test func developmentRegionFallsBackToBaseThenTheTextAsWritten() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-base-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>en</string>
            <key>UIApplicationShortcutItems</key><array><dict><key>UIApplicationShortcutItemType</key><string>t</string>
            <key>UIApplicationShortcutItemTitle</key><string>new note</string></dict></array></dict></plist>
            """
        try plist.write(to: folder.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        try "\"new note\" = \"base note\";".write(
            to: folder.appendingPathComponent("Base.lproj/InfoPlist.strings"), atomically: true, encoding: .utf8)
        try "\"new note\" = \"Neue Notiz\";".write(
            to: folder.appendingPathComponent("de.lproj/InfoPlist.strings"), atomically: true, encoding: .utf8)
        // en is the development region and only Base.lproj holds it: Base's text, no note (it used to exit 2).
        let en = try await Self.lint([folder.path, "--locale", "en", "--format", "json"])
        #expect(en.status == 0)
        #expect(en.stderr.isEmpty, "\(en.stderr)")
        #expect(en.stdout.contains("title \\\"base note\\\" of item 1"), "\(en.stdout)")
        // A locale it does not ship: Base's text too, and a note.
        let fr = try await Self.lint([folder.path, "--locale", "fr"])
        #expect(fr.status == 0)
        #expect(
            fr.stderr.contains("note: no localization 'fr'; iOS shows Base.lproj's text (it has Base, de)"),
            "\(fr.stderr)")
        // Without Base.lproj: the text as written.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Base.lproj"))
        let written = try await Self.lint([folder.path, "--locale", "en", "--format", "json"])
        #expect(written.status == 0)
        #expect(written.stderr.isEmpty)
        #expect(written.stdout.contains("title \\\"new note\\\" of item 1"), "\(written.stdout)")
        let ja = try await Self.lint([folder.path, "--locale", "ja"])
        #expect(
            ja.stderr.contains("note: no localization 'ja'; iOS shows the text as written in the file (it has de)"),
            "\(ja.stderr)")
    }

    /// A file name holding ESC and BEL reaches the terminal escaped, on one line.
    @Test func controlCharactersInFileNamesAreEscaped() async throws {
        let result = try await Self.lint(["no\u{1B}[31mred\u{7}\nhere/Info.plist"])
        #expect(result.status == 2)
        #expect(
            result.stderr == "no\\e[31mred\\x07\\nhere/Info.plist:1: error: no such file or folder\n",
            "\(result.stderr)")
    }

    @Test(arguments: [
        (
            "hostile/truncated",
            "Tests/QuickActionsTests/Fixtures/hostile/truncated/Info.plist:5: error: malformed XML property list: the file ends before </plist> (truncated?)\n"
        ),
        (
            "hostile/badutf8",
            "Tests/QuickActionsTests/Fixtures/hostile/badutf8/Info.plist:9: error: invalid UTF-8 (byte 0xC3)\n"
        ),
        (
            "hostile/badstrings",
            "Tests/QuickActionsTests/Fixtures/hostile/badstrings/en.lproj/InfoPlist.strings:3: error: unterminated string\n"
        ),
    ])
    func unreadableInputExitsTwoWithNothingOnStdout(folder: String, stderr: String) async throws {
        // A good file first: its report must not be printed either.
        let result = try await Self.lint([Self.fixtures + "QA001", Self.fixtures + folder])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == stderr)
    }

    @Test func wrongCommandLinesExitTwo() async throws {
        #expect(try await Self.lint([]).status == 2)
        #expect(try await Self.lint([Self.fixtures + "clean", "--format", "yaml"]).status == 2)
        let device = try await Self.lint([Self.fixtures + "clean", "--device", "nokia-3310"])
        #expect(device.status == 2)
        #expect(device.stderr.contains("known devices: iphone-11, "))
        #expect(
            device.stderr.contains(", iphone-8, iphone-8-plus, ")
                && device.stderr.contains(", iphone-xs, iphone-xs-max"))
        #expect(try await Self.lint([Self.fixtures + "clean", "--bogus"]).status == 2)
    }
}

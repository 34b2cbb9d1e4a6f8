import Foundation
import SourceFormats
import Testing

@testable import QuickActions

/// Files that are not what they seem: FIFOs, devices, huge sparse files, links out of the app.
@Suite struct HostileFileTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("qa-files-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UIApplicationShortcutItems</key><array><dict>
        <key>UIApplicationShortcutItemType</key><string>t</string>
        <key>UIApplicationShortcutItemTitle</key><string>New Note</string>
        <key>UIApplicationShortcutItemIconFile</key><string>big</string>
        </dict></array></dict></plist>
        """

    /// Each is refused at once, before reading, as one error naming the file.
    @Test(.timeLimit(.minutes(1))) func nonRegularAndHugeFilesAreRefusedBeforeReading() throws {
        let folder = try Self.folder()
        let fifo = folder + "/Info.plist"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: LoadError(path: fifo, "is a FIFO (named pipe), not a regular file")) {
            try AppShortcuts.load(path: fifo)
        }
        #expect(throws: BoundedFile.Failure.notRegular("a character device")) {
            try BoundedFile.read("/dev/zero", limit: 10)
        }
        #expect(throws: BoundedFile.Failure.missing) { try BoundedFile.read(folder + "/none", limit: 10) }
        let sparse = folder + "/sparse"
        #expect(FileManager.default.createFile(atPath: sparse, contents: Data([1, 2, 3])))
        #expect(truncate(sparse, 3 << 30) == 0)
        #expect(throws: BoundedFile.Failure.tooLarge(3 << 30)) { try BoundedFile.read(sparse, limit: 1 << 20) }
        #expect(try BoundedFile.prefix(sparse, count: 4) == Data([1, 2, 3, 0]))
        #expect(
            BoundedFile.Failure.tooLarge(3 << 30).message(limit: 16 << 20)
                == "the file is 3072 MB; files over 16 MB are refused")
    }

    /// A file is read whole whatever the size the file system gave: exactly at the limit, one
    /// byte over it, empty, and longer than its size says (a /proc file says 0 bytes).
    @Test func filesAreReadWholeUpToTheLimitWhateverTheirSizeSays() throws {
        let folder = try Self.folder()
        let file = folder + "/bytes"
        let bytes = Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        #expect(FileManager.default.createFile(atPath: file, contents: bytes))
        #expect(try BoundedFile.read(file, limit: bytes.count) == bytes)
        #expect(throws: BoundedFile.Failure.tooLarge(bytes.count)) {
            try BoundedFile.read(file, limit: bytes.count - 1)
        }
        #expect(try BoundedFile.prefix(file, count: 70_000) == bytes.prefix(70_000))
        #expect(FileManager.default.createFile(atPath: file, contents: Data()))
        #expect(try BoundedFile.read(file, limit: 10) == Data())
        let status = try BoundedFile.read("/proc/self/status", limit: 1 << 20)
        #expect(String(decoding: status, as: UTF8.self).hasPrefix("Name:"))
        #expect(status.count > 200)
        #expect(throws: BoundedFile.Failure.tooLarge(11)) { try BoundedFile.read("/proc/self/status", limit: 10) }
    }

    /// An IconFile that is a 3 GB sparse file: only its header is read (it used to be read whole).
    @Test(.timeLimit(.minutes(1))) func aHugeIconFileIsReadOnlyForItsHeader() throws {
        let folder = try Self.folder()
        try Self.plist.write(toFile: folder + "/Info.plist", atomically: true, encoding: .utf8)
        // A valid 16 x 16 RGBA header, then 3 GB of holes.
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0, 0, 0, 16, 0, 0, 0, 16, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        let icon = folder + "/big.png"
        #expect(FileManager.default.createFile(atPath: icon, contents: Data(png)))
        #expect(truncate(icon, 3 << 30) == 0)
        let diagnostics = try lint(folder)
        #expect(!diagnostics.contains { $0.rule == "QA009" }, "\(diagnostics)")
    }

    /// A `.lproj` (or a strings file) reached through a link that leads out of the app's folder is
    /// not one of its localizations; links that stay inside are followed.
    @Test func localizationLinksStayInsideTheApp() throws {
        let root = try Self.folder()
        let app = root + "/Project/App"
        let outside = root + "/elsewhere"
        for path in [app + "/fr.lproj", outside + "/de.lproj", app + "/Shared/it.lproj"] {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        try Self.plist.write(toFile: app + "/Info.plist", atomically: true, encoding: .utf8)
        for locale in ["de", "it"] {
            try "\"New Note\" = \"\(locale)\";".write(
                toFile: (locale == "de" ? outside : app + "/Shared") + "/\(locale).lproj/InfoPlist.strings",
                atomically: true, encoding: .utf8)
        }
        try FileManager.default.createSymbolicLink(
            atPath: app + "/de.lproj", withDestinationPath: "../../elsewhere/de.lproj")
        try FileManager.default.createSymbolicLink(
            atPath: app + "/fr.lproj/InfoPlist.strings",
            withDestinationPath: "../../../elsewhere/de.lproj/InfoPlist.strings")
        try FileManager.default.createSymbolicLink(atPath: app + "/Linked", withDestinationPath: "Shared")
        let found = LocalizationFinder.find(nextTo: app + "/Info.plist")
        #expect(found.stringsFiles.keys.sorted() == ["it"], "\(found.stringsFiles)")
        #expect(try AppShortcuts.load(path: app + "/Info.plist").locales == ["it"])
    }
}

@Suite struct ControlCharacterTests {
    @Test(arguments: [
        ("plain/é/日本", "plain/é/日本"),
        ("a\u{1B}[2Jb", "a\\e[2Jb"),
        ("bell\u{7}", "bell\\x07"),
        ("two\nlines\r", "two\\nlines\\r"),
        ("tab\there", "tab\\there"),
        ("csi\u{9B}31m del\u{7F}", "csi\\x9B31m del\\x7F"),
        ("nul\u{0}", "nul\\x00"),
    ])
    func controlCharactersAreVisible(_ text: String, expected: String) {
        #expect(ControlCharacters.escaped(text) == expected)
    }

    @Test func lintLinesAreEscaped() {
        let diagnostic = Diagnostic(
            rule: "QA016", severity: .warning, file: "x\u{1B}]0;pwned\u{7}.plist", line: 3, item: 0, locale: nil,
            message: "title \"a\nb\"")
        #expect(Reporter.xcode.render([diagnostic]) == "x\\e]0;pwned\\x07.plist:3: warning: title \"a\\nb\" [QA016]\n")
    }
}

/// Which localization iOS shows for a locale the app does not ship.
@Suite struct LocaleFallbackTests {
    static func app(region: String?, locales: [String]) -> AppShortcuts {
        var app = AppShortcuts(plistPath: "Info.plist", items: [], developmentRegion: region)
        for locale in locales { app.localizations[locale] = [:] }
        return app
    }

    @Test func fallbacks() {
        // Shipped: itself, no note.
        #expect(Self.app(region: "en", locales: ["en", "de"]).resolveLocale("de-CH") == ("de", nil))
        // The development region shown from Base.lproj, or as written: normal, no note.
        #expect(Self.app(region: "en", locales: ["Base"]).resolveLocale("en") == ("Base", nil))
        #expect(Self.app(region: "en", locales: ["de"]).resolveLocale("en-GB") == (nil, nil))
        #expect(
            Self.app(region: "$(DEVELOPMENT_LANGUAGE)", locales: ["Base"]).resolveLocale(
                "en", defines: ["DEVELOPMENT_LANGUAGE": "en"]) == ("Base", nil))
        // Not shipped: the development region's, else Base, else as written, with a note.
        let de = Self.app(region: "de", locales: ["de", "fr"]).resolveLocale("ja")
        #expect(de.locale == "de")
        #expect(de.note == "no localization 'ja'; iOS shows the development region's text (de) (it has de, fr)")
        #expect(Self.app(region: "en", locales: ["Base", "fr"]).resolveLocale("ja").locale == "Base")
        let none = Self.app(region: nil, locales: [])
        #expect(
            none.resolveLocale("ja") == (
                nil, "no localization 'ja'; iOS shows the text as written in the file (it has no localizations)"
            ))
    }
}

/// The JSON classes of issue 13, through the one JSON reader: a high surrogate followed by a
/// non-low one (it crashed `JSONReader.swift:148`), and a manifest at the size limit.
@Suite struct HostileJSONTests {
    @Test func unpairedSurrogatesInManifestsAndCatalogsAreErrors() throws {
        let folder = try HostileFileTests.folder()
        let manifest = folder + "/m.json"
        try #"{"app": "A", "static": [{"type": "t", "title": "\uD800\u0041"}]}"#.write(
            toFile: manifest, atomically: true, encoding: .utf8)
        #expect { try AppShortcuts.load(path: manifest) } throws: {
            "\($0)".hasPrefix("\(manifest):1: error: malformed JSON: expected a low surrogate")
        }
        try HostileFileTests.plist.write(toFile: folder + "/Info.plist", atomically: true, encoding: .utf8)
        let catalog = folder + "/InfoPlist.xcstrings"
        try
            #"{"sourceLanguage": "en", "strings": {"New Note": {"localizations": {"de": {"stringUnit": {"value": "\uDBFF\uDBFF"}}}}}}"#
            .write(toFile: catalog, atomically: true, encoding: .utf8)
        #expect { try AppShortcuts.load(path: folder + "/Info.plist") } throws: {
            "\($0)".hasPrefix("\(catalog):1: error: malformed JSON: expected a low surrogate")
        }
        try #"{"a": "\uDC00"}"#.write(toFile: manifest, atomically: true, encoding: .utf8)
        #expect(throws: LoadError.self) { try AppShortcuts.load(path: manifest) }
    }

    /// A manifest just under the 8 MiB limit (60,000 items) reads in linear time and bounded
    /// memory (a 14 MB one took 1.8 GB before); one over it is refused from its size.
    @Test(.timeLimit(.minutes(2))) func aManifestAtTheSizeLimitReadsInBoundedMemory() throws {
        let folder = try HostileFileTests.folder()
        let items = (0..<60_000).map {
            #"{"type": "t\#($0)", "title": "Title \#($0)", "subtitle": "Sub", "userInfo": {"k": [1, 2, 3, "xxxxxxxxxxxxxxxxxxxx"]}}"#
        }
        let text = #"{"app": "Big", "static": [], "dynamic": [\#n"# + items.joined(separator: ",\n") + "\n]}\n"
        #expect(text.utf8.count < JSONLimits.maximumDocumentBytes)
        let path = folder + "/big.json"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        var before = rusage()
        getrusage(RUSAGE_SELF.rawValue, &before)
        let app = try AppShortcuts.load(path: path)
        #expect(app.items.count == 60_000)
        #expect(app.items.last?.line == 60_001)
        var after = rusage()
        getrusage(RUSAGE_SELF.rawValue, &after)
        // ru_maxrss is in KB: the high-water mark may rise by at most 600 MB for a file of 7 MB.
        #expect(after.ru_maxrss - before.ru_maxrss < 600_000, "peak grew by \(after.ru_maxrss - before.ru_maxrss) KB")
        let larger = folder + "/larger.json"
        try (text + String(repeating: " ", count: JSONLimits.maximumDocumentBytes)).write(
            toFile: larger, atomically: true, encoding: .utf8)
        #expect { try AppShortcuts.load(path: larger) } throws: {
            "\($0)".contains("are refused") || "\($0)".contains("larger than")
        }
    }
}

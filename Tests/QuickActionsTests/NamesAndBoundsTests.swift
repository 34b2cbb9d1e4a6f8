import Foundation
import SourceFormats
import Testing

@testable import QuickActions

/// Names stay names (an IconFile that is a path finds nothing and is QA009), a broken image set
/// is QA009 at its Contents.json in lint and an error line in preview's loading, and a title
/// past any menu is checked on a bounded prefix and quoted cut with its length.
@Suite struct NamesAndBoundsTests {
    func app(iconFile: String, title: String = "Open", contents: String? = nil) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("forcelab-names-\(UUID().uuidString)")
        let set = root.appendingPathComponent("App/Assets.xcassets/star.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>UIApplicationShortcutItems</key>
                <array>
                    <dict>
                        <key>UIApplicationShortcutItemType</key><string>com.example.open</string>
                        <key>UIApplicationShortcutItemTitle</key><string>\(title)</string>
                        <key>UIApplicationShortcutItemIconFile</key><string>\(iconFile)</string>
                    </dict>
                </array>
            </dict>
            </plist>

            """
        try Data(plist.utf8).write(to: root.appendingPathComponent("App/Info.plist"))
        if let contents { try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json")) }
        return root
    }

    @Test(arguments: ["/etc/passwd", "../../../etc/passwd", "Icons/../../x", "./star", "a\u{0}b"])
    func anIconFileThatIsAPathIsNeverLookedUp(name: String) throws {
        #expect(!AssetCatalog.isImageName(name))
        let root = try app(iconFile: name.replacingOccurrences(of: "\u{0}", with: ""))
        defer { try? FileManager.default.removeItem(at: root) }
        let bundle = try AppBundle.load(path: root.appendingPathComponent("App").path)
        #expect(bundle.iconFile(for: ShortcutItem(type: "t", title: "T", iconFile: name, index: 0)) == nil)
        #expect(IconFileFinder.find(name, nextTo: bundle.shortcuts.plistPath) == .notFound)
    }

    @Test func aPathIconFileIsQA009() throws {
        let root = try app(iconFile: "../../../etc/passwd")
        defer { try? FileManager.default.removeItem(at: root) }
        let found = try lint(root.appendingPathComponent("App").path)
        let qa009 = try #require(found.first { $0.rule == "QA009" })
        #expect(qa009.message.contains("is a path, not an image name"), "\(qa009.message)")
        #expect(AssetCatalog.isImageName("star") && AssetCatalog.isImageName("Icons/star.png"))
    }

    @Test(arguments: [
        ("{\"images\": [", 1), ("{\n  \"images\": 3\n}", 2), ("[1, 2]", 1), ("{\n\"images\": [\n  7\n]}", 3),
    ])
    func aBrokenImageSetIsQA009AtItsContentsJSON(contents: String, line: Int) throws {
        let root = try app(iconFile: "star", contents: contents)
        defer { try? FileManager.default.removeItem(at: root) }
        let found = try lint(root.appendingPathComponent("App").path)
        let broken = found.filter { $0.file.hasSuffix("star.imageset/Contents.json") }
        #expect(broken.count == 1, "\(found.map(\.message))")
        #expect(broken.first?.rule == "QA009")
        #expect(broken.first?.line == line)
        #expect(broken.first?.message.contains("IconFile \"star\"") == true)
        // Preview and the window load the bundle: the same file is their error line.
        #expect {
            _ = try AppBundle.load(path: root.appendingPathComponent("App").path)
        } throws: { error in
            "\(error)".contains("star.imageset/Contents.json:\(line): error: ")
        }
    }

    @Test func aGoodImageSetIsNotReported() throws {
        let root = try app(
            iconFile: "star", contents: "{\"images\": [{\"filename\": \"star.png\", \"scale\": \"1x\"}]}")
        defer { try? FileManager.default.removeItem(at: root) }
        let found = try lint(root.appendingPathComponent("App").path)
        #expect(!found.contains { $0.file.hasSuffix("Contents.json") })
        _ = try AppBundle.load(path: root.appendingPathComponent("App").path)
    }

    @Test func theBytesInEntryPointReadsAsTheFileDoes() throws {
        let data = Data("{\"images\": [{\"filename\": \"a.png\", \"size\": \"60x60\", \"scale\": \"3x\"}]}".utf8)
        let images = try AssetCatalog.images(contents: data, path: "X.imageset/Contents.json", present: ["a.png"])
        #expect(images.map(\.path) == ["X.imageset/a.png"])
        #expect(images.first?.pixels == 180)
        #expect(throws: LoadError.self) {
            try AssetCatalog.images(contents: Data("{".utf8), path: "X.imageset/Contents.json", present: [])
        }
    }

    @Test func aHugeTitleIsQuotedCutWithItsLength() throws {
        let title = "open " + String(repeating: "a", count: 300_000) + " "
        let root = try app(iconFile: "star", title: title)
        defer { try? FileManager.default.removeItem(at: root) }
        let found = try lint(root.appendingPathComponent("App").path, locales: ["en"])
        #expect(found.contains { $0.rule == "QA006" })
        for finding in found {
            #expect(finding.message.unicodeScalars.count < 1000, "\(finding.rule): \(finding.message.prefix(300))")
        }
        let trailing = try #require(found.first { $0.rule == "QA016" })
        #expect(trailing.message.contains("…\" (300,006 characters)"), "\(trailing.message.suffix(80))")
        let titleCase = try #require(found.first { $0.rule == "QA012" })
        #expect(titleCase.message.contains("(300,006 characters)"))
        // The fit message names the item by its whole title (trimmed), not the measured prefix.
        let tooLong = try #require(found.first { $0.rule == "QA006" })
        #expect(tooLong.message.contains("…\" (300,005 characters)"), "\(tooLong.message.prefix(300))")
        #expect(!tooLong.message.contains("(\(TextBounds.grouped(TextBounds.measured)) characters)"))
    }

    @Test func boundsAndGrouping() {
        #expect(TextBounds.grouped(15_728_640) == "15,728,640")
        #expect(TextBounds.grouped(999) == "999")
        #expect(TextBounds.grouped(1000) == "1,000")
        #expect(TextBounds.measuredPrefix("abc") == ("abc", false))
        let long = String(repeating: "é", count: TextBounds.measured + 5)
        let (prefix, cut) = TextBounds.measuredPrefix(long)
        #expect(cut && prefix.unicodeScalars.count == TextBounds.measured)
        #expect(TextBounds.prefix("a👩‍👩‍👧", 2) == "a👩")
    }

    /// The bounded trim that names every item: the same text and length as trimming the whole
    /// title, walking only its ends and a head of `TextBounds.measured` scalars.
    @Test func theTrimmedHeadIsTheWholeTrimCut() {
        for text in ["  All Inboxes \n", "é👩‍👩‍👧 x", "\t\u{3000}新規\u{85}", "a", "  a  "] {
            let whole = text.trimmingCharacters(in: .whitespacesAndNewlines)
            let trimmed = TextBounds.trimmedHead(text)
            #expect(trimmed?.head == whole && trimmed?.cut == false, "\(text.debugDescription)")
            #expect(trimmed?.length == whole.unicodeScalars.count)
            #expect(TextBounds.scalarCount(text) == text.unicodeScalars.count)
        }
        for blank in ["", " ", "\n\t \u{2028}"] { #expect(TextBounds.trimmedHead(blank) == nil) }
        let huge = " \n" + String(repeating: "ab", count: 3_000_000) + "é "
        let trimmed = TextBounds.trimmedHead(huge)
        #expect(trimmed?.cut == true && trimmed?.length == 6_000_001)
        #expect(trimmed?.head.unicodeScalars.count == TextBounds.measured && trimmed?.head.hasPrefix("abab") == true)
        #expect(TextBounds.scalarCount(huge) == 6_000_004)
    }
}

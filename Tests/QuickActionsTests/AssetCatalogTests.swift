import Foundation
import SourceFormats
import Testing

@testable import QuickActions

/// A designer's own app found from its folder: the plist anywhere below, its name through its
/// localizations and build settings, its icon and IconFile images from its asset catalogs, and
/// broken catalogs as one `path:line: error:`.
@Suite struct AssetCatalogTests {
    let sketchbook = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/own-app/Sketchbook").path

    @Test func theAppIsFoundBelowTheFolderGiven() throws {
        let app = try AppBundle.load(path: sketchbook)
        #expect(app.shortcuts.plistPath.hasSuffix("Sketchbook/Sketchbook/Info.plist"))
        #expect(app.shortcuts.items.count == 4)
        #expect(app.shortcuts.locales == ["ar", "de", "en", "he", "ja"])
        // Habitica keeps its plist one level down, named Habitica-Info.plist.
        let habitica = try AppShortcuts.load(path: realPlist("HabitRPG__habitica-ios"))
        #expect(habitica.plistPath.hasSuffix("HabitRPG/Habitica-Info.plist"))
    }

    @Test func theNameComesFromTheLocalizationThenTheFolder() throws {
        let app = try AppBundle.load(path: sketchbook)
        #expect(app.name(locale: "de") == "Skizzenbuch")
        #expect(app.name(locale: "ja") == "スケッチブック")
        // Without a localization the plist says $(PRODUCT_NAME): the folder's name, or --define.
        #expect(app.name(locale: nil) == "Sketchbook")
        let defined = try AppBundle.load(path: sketchbook, defines: ["PRODUCT_NAME": "Doodle"])
        #expect(defined.name(locale: nil) == "Doodle")
        let kiwix = AppBundle(
            shortcuts: AppShortcuts(appName: "$(PRODUCT_NAME)", plistPath: "kiwix/iOS/Support/Info.plist", items: []),
            root: "kiwix", catalog: AssetCatalog(), icon: nil, defines: [:])
        #expect(kiwix.name(locale: nil) == "kiwix")
    }

    @Test func theIconIsTheLargestImageOfTheAppIconSet() throws {
        let app = try AppBundle.load(path: sketchbook)
        #expect(app.icon?.path.hasSuffix("AppIcon.appiconset/icon-1024.png") == true)
        #expect(app.icon?.pixels == 1024)
    }

    @Test func iconFilesComeFromImageSetsVectorsFirst() throws {
        let app = try AppBundle.load(path: sketchbook)
        let items = app.shortcuts.items
        #expect(app.iconFile(for: items[0])?.path.hasSuffix("brush.imageset/brush.pdf") == true)
        #expect(app.iconFile(for: items[1])?.path.hasSuffix("palette.imageset/palette.svg") == true)
        #expect(app.iconFile(for: items[2])?.path.hasSuffix("layers.imageset/layers@3x.png") == true)
        #expect(app.iconFile(for: items[3]) == nil)
        #expect(AssetCatalog.isTemplate(set: (app.catalog.imageSets["layers"])!))
    }

    @Test func aBrokenContentsJSONIsOneErrorLine() throws {
        let root = try temporaryFolder()
        let set = root.appendingPathComponent("Assets.xcassets/AppIcon.appiconset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        for (text, expected) in [
            ("{\n  \"images\" : [\n    { \"filename\" : \"a.png\", }\n  ]\n}", ":3: error:"),
            ("{\n  \"images\" : 7\n}", ":2: error: \"images\" is"),
            ("[1, 2]", ":1: error: Contents.json holds a dictionary"),
            (String(repeating: "[", count: 5000), ":1: error:"),
            (
                "{\"images\": [{\"filename\": \"../../../etc/passwd\", \"size\": \"1e300x1e300\", \"scale\": \"-3x\"}]}",
                ""
            ),
        ] {
            try Data(text.utf8).write(to: set.appendingPathComponent("Contents.json"))
            let catalog = AssetCatalog.find(under: root.path)
            if expected.isEmpty {
                #expect(try catalog.appIcon() == nil, "a path out of the set or absurd sizes are ignored")
            } else {
                #expect(throws: LoadError.self) { try catalog.appIcon() }
                do { _ = try catalog.appIcon() } catch {
                    #expect("\(error)".contains("Contents.json" + expected), "\(error)")
                }
            }
        }
    }

    @Test func symbolicLinksAreNotFollowedOutOfTheApp() throws {
        let root = try temporaryFolder()
        let outside = try temporaryFolder()
        try FileManager.default.createDirectory(
            at: outside.appendingPathComponent("Evil.xcassets/x.imageset"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("link"), withDestinationURL: outside)
        #expect(AssetCatalog.find(under: root.path).catalogs.isEmpty)
    }

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("forcelab-assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// Xcode 16's dark and tinted app icons: `"appearances"` entries in the icon set's Contents.json.
@Suite struct AppIconAppearanceTests {
    let nightjar = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/own-app/Nightjar").path

    @Test func eachVariantIsItsOwnImage() throws {
        let app = try AppBundle.load(path: nightjar)
        // The three entries have the same size: the default never picks the dark one by name.
        #expect(app.icon?.path.hasSuffix("nightjar-light.png") == true)
        #expect(app.darkIcon?.path.hasSuffix("nightjar-dark.png") == true)
        #expect(app.tintedIcon?.path.hasSuffix("nightjar-tinted.png") == true)
    }

    @Test func aSetWithoutAppearancesHasNoVariants() throws {
        let sketchbook = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/own-app/Sketchbook").path
        let app = try AppBundle.load(path: sketchbook)
        #expect(app.icon != nil)
        #expect(app.darkIcon == nil && app.tintedIcon == nil)
    }

    @Test func anUnknownLuminosityIsNeitherTheDefaultNorAVariant() throws {
        let contents = """
            {"images": [
              {"filename": "a.png", "idiom": "universal", "size": "1024x1024",
               "appearances": [{"appearance": "luminosity", "value": "sepia"}]},
              {"filename": "b.png", "idiom": "universal", "size": "1024x1024",
               "appearances": [{"appearance": "contrast", "value": "high"}]}
            ]}
            """
        let images = try AssetCatalog.images(
            contents: Data(contents.utf8), path: "AppIcon.appiconset/Contents.json", present: ["a.png", "b.png"])
        #expect(images.map(\.luminosity) == ["sepia", nil])
    }
}

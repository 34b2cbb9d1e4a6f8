import Foundation
import TestSupport
import Testing

/// `--app` and lint on real apps with their Xcode projects (Tests/Fixtures/xcode): the target,
/// the configuration and its build settings, as the build makes the Info.plist.
@Suite(.serialized) struct XcodeCLITests {
    static let root = "Tests/Fixtures/xcode/"
    static let ghostery = root + "ghostery__browser-ios"

    func layoutNames(_ args: [String]) async throws -> [String] {
        let result = try await runForceLab(["layout", "--format", "json"] + args)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let slots = ((object?["pages"] as? [[[String: Any]]]) ?? []).flatMap { $0 }
        return slots.compactMap { $0["app"] as? String }
    }

    @Test func eachAppTakesItsProjectsNameAndTheOptionsAfterIt() async throws {
        // passforios names itself $(PRODUCT_NAME), set only by the project's configurations.
        let names = try await layoutNames([
            "--app", Self.root + "mssun__passforios", "--xcode-configuration", "Beta",
            "--app", Self.ghostery, "--xcode-configuration", "Lumen",
            "--app", Self.root + "mastodon__mastodon-ios",
        ])
        #expect(Array(names.prefix(3)) == ["Pass Beta", "Lumen", "Mastodon"])
        let release = try await layoutNames(["--app", Self.root + "mssun__passforios"])
        #expect(release.first == "Pass")
    }

    @Test func theLabelFollowsTheLocaleInRenderAndLayout() async throws {
        let names = try await layoutNames(["--app", "Tests/Fixtures/own-app/Sketchbook", "--locale", "de"])
        #expect(names.first == "Skizzenbuch", "\(names)")
        let english = try await layoutNames(["--app", "Tests/Fixtures/own-app/Sketchbook"])
        #expect(english.first == "Sketchbook", "\(english)")
    }

    @Test func lintExpandsTheProjectsSettingsIntoIconFile() async throws {
        // Cliqz: the private tab's IconFile is $(SHORTCUT_PRIVATE_TAB_ICON), an existing image set.
        let cliqz = try await runForceLab([
            "lint", Self.ghostery, "--xcode-configuration", "Cliqz", "--format", "xcode",
        ])
        #expect(cliqz.status == 0, "\(cliqz.stderr)")
        #expect(!cliqz.stdout.contains("QA009") && !cliqz.stdout.contains("QA015"), "\(cliqz.stdout)")
        // Without the project (the plist alone) the settings stay as written: one QA015 note.
        let alone = try await runForceLab([
            "lint", Self.ghostery + "/Client/Info.plist", "--format", "xcode",
        ])
        #expect(alone.stdout.components(separatedBy: "[QA015]").count == 2, "\(alone.stdout)")
        #expect(alone.stdout.contains("$(SHORTCUT_PRIVATE_TAB_ICON)"), "\(alone.stdout)")
        // --xcconfig gives the same settings; --define wins over it.
        let xcconfig = try await runForceLab([
            "lint", Self.ghostery + "/Client/Info.plist", "--format", "xcode",
            "--xcconfig", Self.ghostery + "/Client/Configuration/Cliqz.xcconfig",
        ])
        #expect(
            !xcconfig.stdout.contains("SHORTCUT_PRIVATE") && !xcconfig.stdout.contains("QA009"), "\(xcconfig.stdout)")
        // Only the bundle identifier, which the project (not that xcconfig) sets, is left.
        #expect(
            xcconfig.stdout.contains("$(PRODUCT_BUNDLE_IDENTIFIER) in the type of items 1, 2"), "\(xcconfig.stdout)")
        let defined = try await runForceLab([
            "lint", Self.ghostery + "/Client/Info.plist", "--format", "xcode",
            "--xcconfig", Self.ghostery + "/Client/Configuration/Cliqz.xcconfig",
            "--define", "SHORTCUT_PRIVATE_TAB_ICON=nothing_like_it",
        ])
        #expect(
            defined.stdout.contains("\"nothing_like_it\"") && defined.stdout.contains("[QA009]"), "\(defined.stdout)")
    }

    @Test func sharedPlistSaysWhichTargetAndWrongNamesAreErrors() async throws {
        let sileo = try await runForceLab(["lint", Self.root + "Sileo__Sileo"])
        #expect(sileo.stderr.contains("showing 'Sileo'"), "\(sileo.stderr)")
        let wrong = try await runForceLab(["lint", Self.root + "Sileo__Sileo", "--xcode-target", "Nope"])
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("no target 'Nope'") && wrong.stderr.contains("Sileo (Test Handler)"))
        let config = try await runForceLab([
            "layout", "--app", Self.root + "mssun__passforios", "--xcode-configuration", "Nope",
        ])
        #expect(config.status == 2 && config.stderr.contains("no application target has a configuration 'Nope'"))
        let before = try await runForceLab([
            "layout", "--xcode-target", "pass", "--app", Self.root + "mssun__passforios",
        ])
        #expect(before.status == 2 && before.stderr.contains("applies to the --app it follows"), "\(before.stderr)")
        // Xcode options on a plain plist have nothing to choose from.
        let plain = try await runForceLab([
            "lint", Self.root + "Sileo__Sileo/Sileo/Info.plist", "--xcode-target", "Sileo",
        ])
        #expect(plain.status == 2, "\(plain.stderr)")
    }

    @Test func severalCandidatesWithoutAProjectAreAllNamed() async throws {
        let result = try await runForceLab(["lint", "Tests/Fixtures/xcode/stepik/Stepic"])
        #expect(result.status == 2)
        for name in ["Info-Develop.plist", "Info-Production.plist", "Info-Release.plist"] {
            #expect(result.stderr.contains(name), "\(result.stderr)")
        }
    }

    @Test func ghosterysMenuWithItsSettingsMatchesItsGolden() async throws {
        let out = try makeTemporaryDirectory().appendingPathComponent("menu.png")
        let result = try await runForceLab(
            ["preview", Self.ghostery, "--xcode-configuration", "Cliqz", "--scale", "1", "-o", out.path],
            directory: packageRoot)
        #expect(result.status == 0, "\(result.stderr)")
        assertGolden(.bytes(try Data(contentsOf: out)), at: "Tests/CLITests/Goldens/xcode/ghostery-cliqz.png")
    }

    @Test func unresolvedSettingsAreDrawnMarkedInTheMenu() async throws {
        // The plist alone: its private tab's title and IconFile are settings nothing defines. The
        // title is drawn magenta over a dashed underline, the icon as the marked placeholder.
        let out = try makeTemporaryDirectory().appendingPathComponent("menu.png")
        let result = try await runForceLab(
            ["preview", Self.ghostery + "/Client/Info.plist", "--scale", "2", "-o", out.path], directory: packageRoot)
        #expect(result.status == 0, "\(result.stderr)")
        assertGolden(.bytes(try Data(contentsOf: out)), at: "Tests/CLITests/Goldens/xcode/ghostery-unresolved.png")
    }
}

import Foundation
import TestSupport
import Testing

/// `.forcelab.json` through the real binary: found in the linted path's folder or above, or
/// named with `--config`; every key changes the run; bad files are one `path:line: error:`.
@Suite struct ProjectConfigCLITests {
    static let fixtures = packageRoot.appendingPathComponent("Tests/QuickActionsTests/Fixtures")

    /// A repository in a temporary folder: `Apps/<name>` copies of the named fixtures and the
    /// configuration at its root.
    static func repository(_ apps: [String], config: String?) throws -> URL {
        let root = try makeTemporaryDirectory()
        for app in apps {
            let target = root.appendingPathComponent("Apps").appendingPathComponent(app)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(app), to: target)
        }
        if let config {
            try config.write(to: root.appendingPathComponent(".forcelab.json"), atomically: true, encoding: .utf8)
        }
        return root
    }

    static func lint(_ args: [String], in root: URL) async throws -> CLIResult {
        try await runForceLab(["lint"] + args + ["--format", "xcode"], directory: root)
    }

    @Test func rulesTurnedOffOrRelevelledFromAFolderAbove() async throws {
        let off = try Self.repository(["QA012"], config: #"{"rules": {"QA012": "off"}}"#)
        let quiet = try await Self.lint(["Apps/QA012/Info.plist"], in: off)
        #expect(quiet.status == 0)
        #expect(quiet.stdout.isEmpty, "\(quiet.stdout)")
        let loud = try Self.repository(["QA012"], config: #"{"rules": {"QA012": "error"}}"#)
        let result = try await Self.lint(["Apps/QA012"], in: loud)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("Apps/QA012/Info.plist:11: error: title \"New note\""))
        let sarif = try await runForceLab(["lint", "Apps/QA012", "--format", "sarif"], directory: loud)
        #expect(sarif.stdout.contains("\"level\": \"error\""))
        // Without the configuration it is a note and exits 0.
        let bare = try await runForceLab([
            "lint", Self.fixtures.appendingPathComponent("QA012").path, "--format", "xcode",
        ])
        #expect(bare.status == 0)
        #expect(bare.stdout.contains(": note: "))
    }

    @Test func excludedPathsAndFilesAreLeftOut() async throws {
        let root = try Self.repository(
            ["QA012", "QA004", "QA017"], config: #"{"exclude": ["Apps/QA004", "infoPlist.strings"]}"#)
        let result = try await Self.lint(["Apps/QA012", "Apps/QA004", "Apps/QA017"], in: root)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(!result.stdout.contains("QA004"))
        #expect(!result.stdout.contains("[QA017]"))
        #expect(result.stdout.contains("[QA012]"))
        let none = try await Self.lint(["Apps/QA004"], in: root)
        #expect(none.status == 0)
        #expect(none.stdout.isEmpty)
    }

    @Test func definesLocaleAndTheCommandLineWins() async throws {
        let root = try Self.repository(
            ["QA015", "QA013"], config: #"{"define": {"PRODUCT_NAME": "Notes"}, "locale": "fr"}"#)
        let defined = try await Self.lint(["Apps/QA015"], in: root)
        #expect(!defined.stdout.contains("[QA015]"), "\(defined.stdout)")
        let french = try await Self.lint(["Apps/QA013"], in: root)
        #expect(french.stdout.contains("fr has no translation"))
        let german = try await Self.lint(["Apps/QA013", "--locale", "de"], in: root)
        #expect(german.stdout.isEmpty)
    }

    /// A device path in the configuration is relative to the configuration's folder, wherever
    /// lint runs from; a missing one is an error at the key's line, never the device file's.
    @Test func aDevicePathIsRelativeToTheConfiguration() async throws {
        let root = try Self.repository(["QA012"], config: "{\n  \"device\": \"Devices/phone.json\"\n}")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Devices"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: packageRoot.appendingPathComponent("Assets/devices/iphone-8.json"),
            to: root.appendingPathComponent("Devices/phone.json"))
        let apps = root.appendingPathComponent("Apps")
        let found = try await runForceLab(["lint", "QA012", "--format", "xcode"], directory: apps)
        #expect(found.status == 0, "\(found.stderr)")
        try FileManager.default.removeItem(at: root.appendingPathComponent("Devices/phone.json"))
        let missing = try await runForceLab(["lint", "QA012", "--format", "xcode"], directory: apps)
        #expect(missing.status == 2)
        #expect(
            missing.stderr.hasPrefix(
                root.appendingPathComponent(".forcelab.json").path
                    + ":2: error: \"device\": no device file 'Devices/phone.json'"), "\(missing.stderr)")
    }

    @Test func configOptionNamesTheFileAndDeviceIsChecked() async throws {
        let root = try Self.repository(["QA012"], config: #"{"rules": {"QA012": "error"}}"#)
        let other = root.appendingPathComponent("other.json")
        try "{\n  \"rules\": {\"QA012\": \"off\"},\n  \"device\": \"iphone-8\"\n}".write(
            to: other, atomically: true, encoding: .utf8)
        let result = try await Self.lint(["Apps/QA012", "--config", "other.json"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        try "{\n  \"device\": \"iphone-1\"\n}".write(to: other, atomically: true, encoding: .utf8)
        let bad = try await Self.lint(["Apps/QA012", "--config", "other.json", "--assets", packageRoot.path], in: root)
        #expect(bad.status == 2)
        #expect(bad.stdout.isEmpty)
        #expect(
            bad.stderr.hasPrefix(
                "other.json:2: error: \"device\": no device named 'iphone-1'; did you mean 'iphone-11', "),
            "\(bad.stderr)")
        let missing = try await Self.lint(["Apps/QA012", "--config", "none.json"], in: root)
        #expect(missing.status == 2)
        #expect(missing.stderr == "none.json:1: error: no such file or folder\n")
    }

    @Test func aBadFileIsOneLineAndStatus2() async throws {
        let root = try Self.repository(["QA012"], config: "{\n  \"rules\": {\"QA012\": \"off\"},\n  \"exlcude\": []\n}")
        let result = try await Self.lint(["Apps/QA012"], in: root)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "\(root.path)/.forcelab.json:3: error: unknown key \"exlcude\" (keys: rules, exclude, define, locale, device, ios)\n"
        )
    }
}

/// The `ios` key through lint's `--ios` (the devices' menus).
@Suite struct ProjectConfigIOSCLITests {
    @Test func iosIsCheckedAtItsLineAndTheCommandLineWins() async throws {
        let root = try ProjectConfigCLITests.repository(
            ["QA012"], config: "{\n  \"device\": \"iphone-xs\",\n  \"ios\": \"19\"\n}")
        let result = try await runForceLab(["lint", "Apps/QA012", "--assets", packageRoot.path], directory: root)
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "\(root.path)/.forcelab.json:3: error: \"ios\": there is no iOS 19: after iOS 18 Apple numbers releases by year, so iOS 19 to 25 do not exist and the release after 18 is iOS 26 (2025), then 27 (2026)\n",
            "\(result.stderr)")
        let overridden = try await runForceLab(
            ["lint", "Apps/QA012", "--assets", packageRoot.path, "--ios", "12"], directory: root)
        #expect(overridden.status == 0, "\(overridden.stderr)")
        try "{\"ios\": \"13.4\"}".write(
            to: root.appendingPathComponent(".forcelab.json"), atomically: true, encoding: .utf8)
        let thirteen = try await runForceLab(["lint", "Apps/QA012", "--assets", packageRoot.path], directory: root)
        #expect(thirteen.status == 0, "\(thirteen.stderr)")
    }
}

import Foundation
import TestSupport
import Testing

/// `forcelab lint --format sarif|github|junit|checkstyle`, `--output` and `--base` through the
/// real binary, with real apps' plists: Sileo's findings (QA009, which no font changes) against
/// goldens, and fel1x's OnionBrowser (more than 10 warnings, counted by the text format) by structure.
@Suite struct LintFormatCLITests {
    static let sileo = "Tests/Fixtures/real-plists/Sileo__Sileo/Sileo/Info.plist"
    static let onion = "Tests/Fixtures/real-plists/fel1x-developer__OnionBrowser/Endless/Info.plist"
    static let fixtures = "Tests/QuickActionsTests/Fixtures/"

    @Test func sarifOfARealPlistMatchesItsGolden() async throws {
        let result = try await runForceLab(["lint", Self.sileo, "--all-locales", "--format", "sarif"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        assertGolden(.text(result.stdout), at: "Tests/CLITests/Goldens/lint/Sileo__Sileo.sarif")
        #expect(result.stdout.contains("\"uri\": \"Tests/Fixtures/real-plists/Sileo__Sileo/Sileo/Info.plist\""))
    }

    @Test func spacesInPathsArePercentEncoded() async throws {
        let folder = try makeTemporaryDirectory().appendingPathComponent("Supporting Files")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: packageRoot.appendingPathComponent(Self.fixtures + "QA004/Info.plist").path,
            toPath: folder.appendingPathComponent("Info.plist").path)
        let result = try await runForceLab(
            ["lint", "Supporting Files", "--format", "sarif"], directory: folder.deletingLastPathComponent())
        #expect(result.stdout.contains("\"uri\": \"Supporting%20Files/Info.plist\""), "\(result.stdout)")
    }

    @Test func githubOverflowOfARealPlistIsListedAndCounted() async throws {
        let text = try await runForceLab(["lint", Self.onion, "--all-locales", "--format", "xcode"])
        let warnings = text.stdout.split(separator: "\n").filter { $0.contains(": warning: ") }.count
        try #require(warnings > 10, "the fixture no longer has more than 10 warnings")
        let notes = text.stdout.split(separator: "\n").filter { $0.contains(": note: ") }.count
        #expect(!text.stdout.contains(": error: "))
        let result = try await runForceLab(["lint", Self.onion, "--all-locales", "--format", "github"])
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.filter {
                $0.hasPrefix(
                    "::warning file=Tests/Fixtures/real-plists/fel1x-developer__OnionBrowser/Endless/Info.plist,line=")
            }.count == 10)
        #expect(
            lines.filter {
                $0.hasPrefix("Tests/Fixtures/real-plists/fel1x-developer__OnionBrowser/Endless/Info.plist:")
            }.count == warnings - 10)
        #expect(
            lines.last
                == "forcelab lint: 0 errors, \(warnings) warnings, \(notes) note\(notes == 1 ? "" : "s"); \(warnings - 10) past GitHub's 10 annotations of a kind per step are listed above as plain lines"
        )
    }

    @Test(arguments: ["github", "junit", "checkstyle"])
    func otherFormatsOfARealPlistMatchTheirGoldens(format: String) async throws {
        let result = try await runForceLab(["lint", Self.sileo, "--all-locales", "--format", format])
        #expect(result.stderr.isEmpty)
        assertGolden(
            .text(result.stdout),
            at: "Tests/CLITests/Goldens/lint/Sileo__Sileo." + (format == "github" ? "github.txt" : format + ".xml"))
    }

    @Test func baseMakesPathsRelativeToAnotherFolder() async throws {
        let result = try await runForceLab([
            "lint", Self.fixtures + "QA004", "--format", "github", "--base", "Tests/QuickActionsTests",
        ])
        #expect(result.status == 1)
        #expect(
            result.stdout.hasPrefix(
                "::error file=Fixtures/QA004/Info.plist,line=17,title=QA004%3A two items share a `type`::"))
        let outside = try await runForceLab([
            "lint", Self.fixtures + "QA004", "--format", "github", "--base", "Sources",
        ])
        #expect(
            outside.stdout.hasPrefix(
                "::error file=\(packageRoot.path)/Tests/QuickActionsTests/Fixtures/QA004/Info.plist,"))
        let missing = try await runForceLab(["lint", Self.fixtures + "QA004", "--base", "no/such/folder"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "forcelab: error: --base: no folder 'no/such/folder'\n")
    }

    @Test func outputWritesTheReportAtomicallyAndKeepsTheExitStatus() async throws {
        let folder = try makeTemporaryDirectory()
        let file = folder.appendingPathComponent("lint.sarif")
        let printed = try await runForceLab(["lint", Self.fixtures + "QA004", "--format", "sarif"])
        let written = try await runForceLab([
            "lint", Self.fixtures + "QA004", "--format", "sarif", "--output", file.path,
        ])
        #expect(written.status == 1)
        #expect(written.stdout.isEmpty)
        #expect(try String(contentsOf: file, encoding: .utf8) == printed.stdout)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["lint.sarif"])
        let intoFolder = try await runForceLab(["lint", Self.fixtures + "QA004", "--output", folder.path])
        #expect(intoFolder.status == 2)
        let noFolder = try await runForceLab([
            "lint", Self.fixtures + "QA004", "--output", folder.appendingPathComponent("none/x.sarif").path,
        ])
        #expect(noFolder.status == 2)
        #expect(noFolder.stderr.hasPrefix(folder.appendingPathComponent("none/x.sarif").path + ":"))
    }

    @Test func unknownFormatNamesEveryFormat() async throws {
        let result = try await runForceLab(["lint", Self.fixtures + "QA004", "--format", "html"])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "forcelab: error: --format expects text, xcode, json, sarif, github, junit or checkstyle, got 'html'\n"
        )
    }

    @Test func sceneFindingsUseTheHIGRuleTable() async throws {
        let folder = try makeTemporaryDirectory()
        let path = folder.appendingPathComponent("scene.json").path
        try
            #"{"apps": [{"name": "A", "icon": "mail", "screen": {"title": "T", "rows": [{"id": "r1", "title": "R", "peek": {"title": "P"}}]}}], "pages": [["A"]]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let result = try await runForceLab(["lint", path, "--format", "sarif", "--base", folder.path])
        #expect(result.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(
            ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let result0 = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(result0["ruleId"] as? String == "HIG001")
        #expect(rules[try #require(result0["ruleIndex"] as? Int)]["name"] as? String == "PeekWithoutPop")
        #expect(result.stdout.contains("\"uri\": \"scene.json\""))
    }
}

import Foundation
import TestSupport
import Testing

/// `forcelab rules` and the messages every command shares: one locale note, formats that agree
/// with the output's extension.
@Suite struct RulesCLITests {
    @Test func rulesListsEveryRuleOnceWithItsSeverity() async throws {
        let result = try await runForceLab(["rules"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 28)  // QA001-QA020 and HIG001-HIG008
        #expect(lines.first?.hasPrefix("QA001   warning  more than 4 items") == true, "\(lines.first ?? "")")
        #expect(lines.contains { $0.hasPrefix("QA002   error ") })
        #expect(lines.contains { $0.hasPrefix("HIG008  ") })
    }

    /// The explanation is the SARIF rule's text, so the two cannot differ.
    @Test func ruleExplanationIsTheSARIFRuleText() async throws {
        let explained = try await runForceLab(["rules", "qa005", "--format", "json"])
        #expect(explained.status == 0)
        let rule = try JSONSerialization.jsonObject(with: Data(explained.stdout.utf8)) as? [String: String] ?? [:]
        let sarif = try await runForceLab(["lint", "Tests/QuickActionsTests/Fixtures/QA004", "--format", "sarif"])
        let log = try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any]
        let run = (log?["runs"] as? [[String: Any]])?.first
        let rules = ((run?["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]] ?? []
        let qa005 = rules.first { $0["id"] as? String == "QA005" }
        #expect((qa005?["fullDescription"] as? [String: String])?["text"] == rule["fullDescription"])
        #expect((qa005?["shortDescription"] as? [String: String])?["text"] == rule["shortDescription"])
        #expect(rule["example"]?.isEmpty == false && rule["source"]?.contains("https://developer.apple.com") == true)
        let text = try await runForceLab(["rules", "QA005"])
        for heading in [
            "QA005 TitleWithSubtitleTooLong (warning)", "WHAT IT CHECKS AND WHY:", "EXAMPLE:", "FIX:", "SOURCE:",
        ] {
            #expect(text.stdout.contains(heading), "\(heading)")
        }
        let typo = try await runForceLab(["rules", "QA05"])
        #expect(typo.status == 2)
        #expect(typo.stderr.hasPrefix("forcelab: error: no rule named 'QA05'; did you mean 'QA005'"), "\(typo.stderr)")
    }

    @Test func aFormatThatContradictsTheExtensionIsAUsageError() async throws {
        let html = try await runForceLab(["preview", "Assets/apps/Mail", "--format", "html", "-o", "sheet.png"])
        #expect(html.status == 2)
        #expect(html.stderr == "forcelab: error: -o sheet.png: this writes HTML, not PNG; name the file .html\n")
        let png = try await runForceLab(["render", "-o", "home.html"])
        #expect(png.status == 2)
        #expect(png.stderr == "forcelab: error: -o home.html: this writes PNG, not HTML; name the file .png\n")
        #expect(!FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent("home.html").path))
    }

    /// A phone language that is no language gets the one note, as lint and preview note a locale
    /// an app does not ship.
    @Test func oneLocaleNoteEverywhere() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("forcelab-locale-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let render = try await runForceLab([
            "render", "--scale", "0.25", "--locale", "xx-YY", "-o", folder.path + "/h.png",
        ])
        #expect(render.status == 0)
        #expect(
            render.stderr
                == "forcelab: note: 'xx-YY' names no language iOS has; the phone is shown left to right and each app in its development region\n"
        )
        let known = try await runForceLab(["layout", "--locale", "de-CH"])
        #expect(known.stderr.isEmpty)
        let lint = try await runForceLab(["lint", "Assets/apps/Mail", "--locale", "fe"])
        let preview = try await runForceLab([
            "preview", "Assets/apps/Mail", "--locale", "fe", "--scale", "0.5", "-o", folder.path + "/p.png",
        ])
        #expect(
            lint.stderr.hasSuffix(
                "note: no localization 'fe'; iOS shows the development region's text (en) (it has de, en, fr, ja, ru); did you mean 'de' or 'fr'?\n"
            ), "\(lint.stderr)")
        #expect(preview.stderr == lint.stderr)
    }
}

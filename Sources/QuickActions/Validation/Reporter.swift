import Foundation
import SourceFormats

/// The output formats of `forcelab lint`. Each renders the whole report as one string, so
/// nothing is printed until everything has been checked.
public enum Reporter: String, CaseIterable, Sendable {
    /// Readable: one `path:line: severity: message [ID]` line per finding, the text as the
    /// menu shows it below QA005–QA007, and a summary.
    case text
    /// `path:line: severity: message [ID]`, which Xcode and editors turn into inline marks.
    case xcode
    /// One JSON object: `{"diagnostics":[...],"summary":{"errors":N,"warnings":N,"notes":N}}`.
    case json
    /// SARIF 2.1.0 for GitHub code scanning and other SARIF viewers.
    case sarif
    /// GitHub Actions workflow commands: inline marks on a pull request.
    case github
    /// JUnit XML: one suite per rule, one test case per finding.
    case junit
    /// Checkstyle XML.
    case checkstyle

    /// The whole report. The machine-read formats need the rule table and the paths' base
    /// from `context`; without one they get the rules' IDs only and paths as given.
    public func render(_ diagnostics: [Diagnostic], context: LintReportContext? = nil) -> String {
        let context = context ?? LintReportContext(rules: [], base: "/", workingDirectory: "/", toolVersion: "0")
        switch self {
        case .sarif: return SARIFReporter.render(diagnostics, context: context)
        case .github: return GitHubReporter.render(diagnostics, context: context)
        case .junit: return JUnitReporter.render(diagnostics, context: context)
        case .checkstyle: return CheckstyleReporter.render(diagnostics, context: context)
        case .xcode:
            return diagnostics.map { Self.line($0) + "\n" }.joined()
        case .text:
            var out = ""
            for diagnostic in diagnostics {
                out += Self.line(diagnostic) + "\n"
                for shown in diagnostic.rendered ?? [] { out += "    | \(ControlCharacters.line(shown))\n" }
            }
            return out + Self.summaryLine(Self.counts(diagnostics)) + "\n"
        case .json:
            var out = "{\"diagnostics\":["
            for (index, d) in diagnostics.enumerated() {
                if index > 0 { out += "," }
                out +=
                    "{\"rule\":\(Self.json(d.rule)),\"severity\":\(Self.json(d.severity.rawValue)),\"file\":\(Self.json(d.file))"
                out +=
                    ",\"line\":\(d.line),\"item\":\(d.item.map(String.init) ?? "null"),\"locale\":\(d.locale.map(Self.json) ?? "null")"
                out += ",\"message\":\(Self.json(d.message))"
                if let rendered = d.rendered {
                    out += ",\"rendered\":[" + rendered.map(Self.json).joined(separator: ",") + "]"
                }
                if let alignment = d.alignment { out += ",\"alignment\":\(Self.json(alignment))" }
                out += "}"
            }
            let counts = Self.counts(diagnostics)
            out +=
                "],\"summary\":{\"errors\":\(counts.errors),\"warnings\":\(counts.warnings),\"notes\":\(counts.notes)}}\n"
            return out
        }
    }

    /// How many findings of each severity.
    public static func counts(_ diagnostics: [Diagnostic]) -> (errors: Int, warnings: Int, notes: Int) {
        var counts = (errors: 0, warnings: 0, notes: 0)
        for d in diagnostics {
            switch d.severity {
            case .error: counts.errors += 1
            case .warning: counts.warnings += 1
            case .note: counts.notes += 1
            }
        }
        return counts
    }

    /// One line whatever the file name and the titles hold (control characters escaped, never a
    /// workflow command).
    private static func line(_ d: Diagnostic) -> String {
        ControlCharacters.line("\(d.file):\(d.line): \(d.severity.rawValue): \(d.message) [\(d.rule)]")
    }

    private static func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }

    /// The one summary line of a lint run, whatever was checked: `0 errors, 2 warnings, 0 notes`.
    public static func summaryLine(_ counts: (errors: Int, warnings: Int, notes: Int)) -> String {
        "\(plural(counts.errors, "error")), \(plural(counts.warnings, "warning")), \(plural(counts.notes, "note"))"
    }

    /// A JSON string literal (SourceFormats' `jsonQuoted`, shared with the event log).
    /// A file name's bytes that are not UTF-8 are written visibly (`\xFF`), as in every other
    /// format; the rest by JSON's escapes.
    static func json(_ text: String) -> String { jsonQuoted(FileSystemName.shown(text)) }
}

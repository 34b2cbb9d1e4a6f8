/// GitHub Actions workflow commands (`::warning file=...,line=...,title=...::message`), which
/// a run turns into marks on the pull request's lines. GitHub shows at most 10 errors, 10
/// warnings and 10 notices of one step; findings past that are printed as plain
/// `path:line: severity: message [ID]` lines and counted in a last summary line, so none is lost.
enum GitHubReporter {
    /// GitHub's limit per kind of annotation and step.
    static let limitPerKind = 10

    static func render(_ diagnostics: [Diagnostic], context: LintReportContext) -> String {
        var shown: [Severity: Int] = [:]
        var annotations = ""
        var overflow: [Diagnostic] = []
        let names = Dictionary(
            context.rules.map { ($0.id, $0.shortDescription) }, uniquingKeysWith: { first, _ in first })
        for d in diagnostics {
            let count = shown[d.severity, default: 0]
            guard count < limitPerKind else {
                overflow.append(d)
                continue
            }
            shown[d.severity] = count + 1
            let command = d.severity == .note ? "notice" : d.severity.rawValue
            let title = names[d.rule].map { "\(d.rule): \($0)" } ?? d.rule
            let message = d.message
            annotations +=
                "::\(command) file=\(property(context.relativePath(d.file))),line=\(max(1, d.line)),title=\(property(title))::\(data(message))\n"
        }
        var out = annotations
        for d in overflow {
            out += plainLine(
                "\(context.relativePath(d.file)):\(d.line): \(d.severity.rawValue): \(d.message) [\(d.rule)]")
        }
        let counts = Reporter.counts(diagnostics)
        var summary =
            "forcelab lint: \(plural(counts.errors, "error")), \(plural(counts.warnings, "warning")), \(plural(counts.notes, "note"))"
        if !overflow.isEmpty {
            summary +=
                "; \(overflow.count) past GitHub's \(limitPerKind) annotations of a kind per step are listed above as plain lines"
        }
        return out + plainLine(summary)
    }

    /// A command's message: `%`, CR and LF escaped as GitHub's toolkit does (`escapeData` of
    /// @actions/core), and every other control character (NUL, ESC, BEL, DEL, C1, the
    /// bidirectional overrides) written visibly as `ControlCharacters` spells it, so none reaches
    /// the log raw and a NUL cannot end the line early.
    static func data(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default:
                if ControlCharacters.isControl(scalar) {
                    out += ControlCharacters.visible(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// A line that is not an annotation: escaped as `data` (so a line break in a file name
    /// cannot start a new line), and never the start of a workflow command (`ControlCharacters.line`).
    static func plainLine(_ text: String) -> String {
        ControlCharacters.line(data(text)) + "\n"
    }

    /// A property value (`file=`, `title=`): as `data`, and `:` and `,` too.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    private static func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
}

import SourceFormats

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
                "::\(command) file=\(property(context.relativePath(d.file))),line=\(max(1, d.line)),title=\(property(title))::\(messageData(message))\n"
        }
        var out = annotations
        for d in overflow {
            out += plainLine(
                "\(context.relativePath(d.file)):\(d.line): \(d.severity.rawValue): \(d.message) [\(d.rule)]")
        }
        let counts = Reporter.counts(diagnostics)
        var summary =
            "forcelab lint: \(Reporter.summaryLine(counts))"
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

    /// A property value (`file=`, `title=`): as `data`, and `:` and `,` too; and a last scalar
    /// that would join the `,` or `::` after it into one character (a prepended concatenation
    /// mark such as U+0600) written visibly, so the delimiter stays a delimiter (`inertEdges`).
    static func property(_ text: String) -> String {
        // By scalars: `replacingOccurrences` would leave the `,` of `,\u{FE0F}` raw, splitting
        // the properties there.
        let escaped = ScalarText.replacing(data(text)) { $0 == ":" ? "%3A" : $0 == "," ? "%2C" : nil }
        return inertEdges(escaped, after: "=", before: ":")
    }

    /// The message after the `::` separator: as `data`, with a first scalar that would join the
    /// separator's second `:` into one character (a combining mark, a joiner, a variation
    /// selector) written visibly.
    static func messageData(_ text: String) -> String {
        inertEdges(data(text), after: ":", before: nil)
    }

    /// `text` with its first scalar written visibly when it would join the delimiter `after`
    /// that precedes it into one extended grapheme cluster, and its last when it would join the
    /// delimiter `before` that follows it. The runner finds `::` with .NET's culture-sensitive
    /// `IndexOf`, which, like Swift's `String`, compares whole characters: `::` followed by U+0301
    /// is not `::` to it, so the message would run into the command's properties, or a later
    /// `::` in the message would be taken as the separator. Readers that compare code units see
    /// the same delimiters either way.
    static func inertEdges(_ text: String, after: Unicode.Scalar, before: Unicode.Scalar?) -> String {
        var scalars = Array(text.unicodeScalars)
        var head = ""
        var tail = ""
        if let first = scalars.first, joins(after, first) {
            head = ControlCharacters.visible(first)
            scalars.removeFirst()
        }
        if let before, let last = scalars.last, joins(last, before) {
            tail = ControlCharacters.visible(last)
            scalars.removeLast()
        }
        var body = String.UnicodeScalarView()
        body.append(contentsOf: scalars)
        return head + String(body) + tail
    }

    /// Whether `left` followed by `right` is one character (no grapheme break between them).
    static func joins(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Bool {
        var pair = String.UnicodeScalarView()
        pair.append(left)
        pair.append(right)
        return String(pair).count == 1
    }

}

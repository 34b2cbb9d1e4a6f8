import Foundation
import QuickActions

/// The static HTML page of `forcelab replay --report DIR`, after Playwright's HTML reporter: the
/// run's totals, a filter by status and a search by name; for each failed recording every
/// differing frame (a filmstrip, then golden, actual and diff side by side with a slider that
/// wipes the actual over the golden), the event log side by side from its first difference, and
/// the command that rewrites its goldens; for every recording a timeline of force, thresholds,
/// events and frames. One self-contained file: inline CSS and SVG, nothing fetched. Every text
/// and attribute goes through `XMLText` (URLs through `XMLText.url`); no element carries an
/// event handler: the behaviour is one inline script that adds its listeners, and without
/// script the page shows everything (the wipe rests at half, the filter is hidden).
/// Pure: the same entries give the same bytes.
public enum ReplayReportPage {
    public static func html(_ entries: [ReplayReportEntry], environmentNote: String?) -> String {
        let failed = entries.filter { $0.status != 0 }.count
        var out = head(title: "ForceLab replay: \(entries.count - failed) passed, \(failed) failed")
        if let environmentNote { out += "<p class=\"environment\">\(escape(environmentNote))</p>\n" }
        out += totals(entries)
        out += recordingsTable(entries)
        for (index, entry) in entries.enumerated() {
            out += section(entry, anchor: anchor(index))
        }
        return out + script + "</body>\n</html>\n"
    }

    /// The id of the `index`-th recording's section (`r1`, `r2`...): never made from its name.
    static func anchor(_ index: Int) -> String { "r\(index + 1)" }

    /// The page up to its body's heading: inline CSS only, and a policy that fetches nothing
    /// from elsewhere.
    private static func head(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
        <title>\(escape(title))</title>
        <style>
        \(stylesheet)
        </style>
        </head>
        <body>
        <h1>\(escape(title))</h1>

        """
    }

    /// The counts by kind, and the filter and search (hidden until the script shows them).
    private static func totals(_ entries: [ReplayReportEntry]) -> String {
        let counts = ReplayReportEntry.Kind.allCases.map { kind in (kind, entries.filter { $0.kind == kind }.count) }
        var out = "<p class=\"totals\">\(entries.count) recording\(entries.count == 1 ? "" : "s"): "
        out += counts.filter { $0.1 > 0 || $0.0 != .error }.map { "\($0.1) \($0.0.rawValue)" }.joined(separator: ", ")
        out +=
            "</p>\n<div class=\"controls\" hidden>\n<div class=\"filters\" role=\"group\" aria-label=\"filter by status\">"
        out +=
            "<button type=\"button\" class=\"filter\" data-filter=\"all\" aria-pressed=\"true\">all <span class=\"count\">\(entries.count)</span></button>"
        for (kind, count) in counts where count > 0 || kind != .error {
            out +=
                "<button type=\"button\" class=\"filter \(kind.rawValue)\" data-filter=\"\(kind.rawValue)\" aria-pressed=\"false\">\(kind.rawValue) <span class=\"count\">\(count)</span></button>"
        }
        out +=
            "</div>\n<input type=\"search\" class=\"search\" placeholder=\"search by name\" aria-label=\"search recordings by name\">\n</div>\n"
        return out
    }

    /// One row per recording: its name (a link to its section), result and first line.
    private static func recordingsTable(_ entries: [ReplayReportEntry]) -> String {
        var out = "<table class=\"recordings\">\n<tr><th>recording</th><th>result</th><th>summary</th></tr>\n"
        for (index, entry) in entries.enumerated() {
            let kind = entry.kind.rawValue
            let summary = (entry.status == 2 ? entry.errors : entry.lines).first ?? ""
            out +=
                "<tr class=\"recording-row\" \(filterAttributes(entry))><td><a href=\"#\(anchor(index))\">\(escape(entry.recording))</a></td><td class=\"\(kind)\">\(kind)</td><td class=\"message\">\(escape(summary))</td></tr>\n"
        }
        return out + "</table>\n<p class=\"none-match\" hidden>No recording matches.</p>\n"
    }

    /// What the filter and the search read: the kind, and the name in lower case.
    static func filterAttributes(_ entry: ReplayReportEntry) -> String {
        "data-status=\"\(entry.kind.rawValue)\" data-name=\"\(escape(entry.recording.lowercased()))\""
    }

    /// The event log from its first difference, side by side: the golden's lines on the left,
    /// the replay's on the right, the matching lines before it on both, a removed line beside the
    /// added one that replaced it, and the first differing row marked.
    static func logTable(_ log: ReplayFailure.Log) -> String {
        var out =
            "<h3>event log: first difference at line \(log.line) of \(escape(log.golden))</h3>\n<table class=\"log\">\n"
        out += "<colgroup><col class=\"n\"><col><col class=\"n\"><col></colgroup>\n"
        out += "<tr><th colspan=\"2\">golden</th><th colspan=\"2\">replay</th></tr>\n"
        var goldenLine = log.line - log.before.count
        var actualLine = goldenLine
        for line in log.before {
            out += row(left: (goldenLine, line, "same"), right: (actualLine, line, "same"), first: false)
            goldenLine += 1
            actualLine += 1
        }
        var first = true
        for pair in sideBySide(diff(log.expected, log.actual)) {
            let isChange = pair.left?.1 != "same" || pair.right?.1 != "same"
            let left = pair.left.map { line -> (Int, String, String) in
                defer { goldenLine += 1 }
                return (goldenLine, line.0, line.1)
            }
            let right = pair.right.map { line -> (Int, String, String) in
                defer { actualLine += 1 }
                return (actualLine, line.0, line.1)
            }
            out += row(left: left, right: right, first: isChange && first)
            if isChange { first = false }
        }
        return out + "</table>\n"
    }

    /// Changes as rows: a run of removals beside the run of additions that follows it.
    static func sideBySide(_ changes: [Change]) -> [(left: (String, String)?, right: (String, String)?)] {
        var rows: [(left: (String, String)?, right: (String, String)?)] = []
        var removed: [String] = []
        var added: [String] = []
        func flush() {
            for index in 0..<max(removed.count, added.count) {
                rows.append(
                    (
                        index < removed.count ? (removed[index], "removed") : nil,
                        index < added.count ? (added[index], "added") : nil
                    ))
            }
            removed = []
            added = []
        }
        for change in changes {
            switch change {
            case .same(let line):
                flush()
                rows.append(((line, "same"), (line, "same")))
            case .removed(let line):
                if !added.isEmpty { flush() }
                removed.append(line)
            case .added(let line): added.append(line)
            }
        }
        flush()
        return rows
    }

    private static func row(left: (Int, String, String)?, right: (Int, String, String)?, first: Bool) -> String {
        func cells(_ side: (Int, String, String)?) -> String {
            guard let (number, text, kind) = side else { return "<td class=\"n\"></td><td class=\"empty\"></td>" }
            return "<td class=\"n\">\(number)</td><td class=\"\(kind)\">\(escape(text))</td>"
        }
        return "<tr\(first ? " class=\"first\"" : "")>\(cells(left))\(cells(right))</tr>\n"
    }

    /// A line of a log diff.
    enum Change: Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// The shortest edit from `a` to `b` by longest common subsequence (the windows are at most
    /// `LineComparer.linesAfter` lines, so the table stays small); removals before additions.
    static func diff(_ a: [String], _ b: [String]) -> [Change] {
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var changes: [Change] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                changes.append(.same(a[i]))
                i += 1
                j += 1
            } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                changes.append(.removed(a[i]))
                i += 1
            } else {
                changes.append(.added(b[j]))
                j += 1
            }
        }
        return changes
    }

    static func escape(_ text: String) -> String { XMLText.escape(text) }

    /// A relative path as an attribute's URL: each name percent-encoded.
    static func url(_ path: String) -> String { XMLText.url(path) }
}

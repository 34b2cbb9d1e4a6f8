import Foundation
import QuickActions

/// One recording's line in the HTML report, with the pictures of its failure copied beside
/// the page (paths relative to the report's folder).
public struct ReplayReportEntry {
    public var recording: String
    public var status: Int32
    public var lines: [String]
    public var errors: [String]
    public var failure: ReplayFailure?
    /// Relative paths of the golden, actual and diff pictures of the first failing frame.
    public var pictures: (golden: String, actual: String, diff: String)?

    public init(
        recording: String, status: Int32, lines: [String], errors: [String], failure: ReplayFailure? = nil,
        pictures: (golden: String, actual: String, diff: String)? = nil
    ) {
        self.recording = recording
        self.status = status
        self.lines = lines
        self.errors = errors
        self.failure = failure
        self.pictures = pictures
    }
}

/// The static HTML page of `forcelab replay --report DIR`: every recording, passed or failed;
/// for a failed frame the golden, the actual and the diff side by side and a slider that wipes
/// the actual over the golden; for a failed log the lines around the first difference. One
/// self-contained file: inline CSS, no script files, nothing fetched. Every text and attribute
/// goes through `XMLText` (URLs through `XMLText.url`); no element carries an event handler: the
/// slider's behaviour is one inline script that adds its listener, and without script the page
/// shows everything (the wipe rests at half). Pure: the same entries give the same bytes.
public enum ReplayReportPage {
    public static func html(_ entries: [ReplayReportEntry], environmentNote: String?) -> String {
        let failed = entries.filter { $0.status != 0 }.count
        var out = head(title: "ForceLab replay: \(entries.count - failed) passed, \(failed) failed")
        if let environmentNote { out += "<p class=\"environment\">\(escape(environmentNote))</p>\n" }
        out += recordingsTable(entries)
        for (index, entry) in entries.enumerated() where entry.status != 0 {
            out += failureSection(entry, anchor: "r\(index + 1)")
        }
        return out + script + "</body>\n</html>\n"
    }

    /// The page's one script: each slider wipes the actual over the golden above it.
    static let script = """
        <script>
        document.querySelectorAll("input.wipe-control").forEach(function (control) {
          control.addEventListener("input", function () {
            var over = control.previousElementSibling.querySelector("img.over");
            over.style.clipPath = "inset(0 0 0 " + Number(control.value) + "%)";
          });
        });
        </script>

        """

    /// The page up to its body's heading: inline CSS only, and a policy that fetches nothing.
    private static func head(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
        <title>\(escape(title))</title>
        <style>
        \(stylesheet)
        </style>
        </head>
        <body>
        <h1>\(escape(title))</h1>

        """
    }

    private static let stylesheet = """
        body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1c1c1e; background: #f2f2f7; }
        h1 { font-size: 22px; margin: 0 0 12px; }
        h2 { font-size: 17px; margin: 28px 0 8px; }
        .environment { background: #fff4ce; border: 1px solid #e0b000; padding: 8px 12px; border-radius: 8px; margin-bottom: 16px; }
        table.recordings { border-collapse: collapse; background: #fff; border-radius: 8px; }
        table.recordings td, table.recordings th { padding: 6px 12px; border-bottom: 1px solid #e5e5ea; text-align: left; vertical-align: top; }
        .passed { color: #1b7f37; font-weight: 600; }
        .failed { color: #c4161c; font-weight: 600; }
        .error { color: #8a2be2; font-weight: 600; }
        section.failure { background: #fff; border-radius: 8px; padding: 12px 16px; margin-top: 16px; }
        .message { font-family: ui-monospace, monospace; font-size: 12px; white-space: pre-wrap; word-break: break-all; }
        .frames { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        figure { margin: 0; }
        figcaption { font-weight: 600; margin-bottom: 4px; }
        figure img { display: block; width: 300px; height: auto; border: 1px solid #c7c7cc; image-rendering: pixelated; }
        .wipe { position: relative; display: inline-block; line-height: 0; }
        .wipe img.over { position: absolute; left: 0; top: 0; clip-path: inset(0 0 0 50%); }
        .wipe-control { display: block; width: 100%; margin-top: 6px; }
        table.log { border-collapse: collapse; font-family: ui-monospace, monospace; font-size: 12px; width: 100%; }
        table.log td { padding: 1px 6px; white-space: pre-wrap; word-break: break-all; vertical-align: top; }
        table.log td.n { color: #8e8e93; text-align: right; width: 3em; }
        tr.same td.t { color: #3a3a3c; }
        tr.removed { background: #ffe5e5; }
        tr.added { background: #e3f9e5; }
        """

    /// One row per recording: its name (a link to its failure's section), result and first line.
    private static func recordingsTable(_ entries: [ReplayReportEntry]) -> String {
        var out = "<table class=\"recordings\">\n<tr><th>recording</th><th>result</th><th>summary</th></tr>\n"
        for (index, entry) in entries.enumerated() {
            let (label, css) =
                entry.status == 0 ? ("passed", "passed") : entry.status == 1 ? ("failed", "failed") : ("error", "error")
            let name =
                entry.status == 0
                ? escape(entry.recording) : "<a href=\"#r\(index + 1)\">\(escape(entry.recording))</a>"
            let summary = (entry.status == 2 ? entry.errors : entry.lines).first ?? ""
            out +=
                "<tr><td>\(name)</td><td class=\"\(css)\">\(label)</td><td class=\"message\">\(escape(summary))</td></tr>\n"
        }
        return out + "</table>\n"
    }

    /// A failed recording: its lines, its first differing frame's pictures, its log diff.
    private static func failureSection(_ entry: ReplayReportEntry, anchor: String) -> String {
        var out = "<section class=\"failure\" id=\"\(anchor)\">\n<h2>\(escape(entry.recording))</h2>\n"
        for line in entry.lines + entry.errors { out += "<p class=\"message\">\(escape(line))</p>\n" }
        if let pictures = entry.pictures, let frame = entry.failure?.frame { out += frameFigures(pictures, frame) }
        if let log = entry.failure?.log { out += logTable(log) }
        return out + "</section>\n"
    }

    /// The golden, actual and diff pictures side by side, and the slider wiping one over the other.
    private static func frameFigures(
        _ pictures: (golden: String, actual: String, diff: String), _ frame: ReplayFailure.Frame
    ) -> String {
        let percent = frame.total == 0 ? 0 : Double(frame.differing) * 100 / Double(frame.total)
        var out =
            "<h3>frame \(frame.step): \(frame.differing) of \(frame.total) pixels differ (\(String(format: "%.2f", percent))%)</h3>\n"
        out += "<div class=\"frames\">\n"
        out += figure("golden", pictures.golden)
        out += figure("actual", pictures.actual)
        out += figure("difference (red: differs, blue: masked)", pictures.diff)
        out += """
            <figure><figcaption>golden | actual: drag the slider</figcaption>
            <div class="wipe"><img src="\(url(pictures.golden))" alt="golden"><img class="over" src="\(url(pictures.actual))" alt="actual"></div>
            <input class="wipe-control" type="range" min="0" max="100" value="50" aria-label="wipe between golden and actual">
            </figure>

            """
        return out + "</div>\n"
    }

    /// The event log around its first difference: the matching lines before, then the golden's
    /// and the replay's lines after as a diff, numbered on each side.
    private static func logTable(_ log: ReplayFailure.Log) -> String {
        var out =
            "<h3>event log: first difference at line \(log.line) of \(escape(log.golden))</h3>\n<table class=\"log\">\n"
        var goldenLine = log.line - log.before.count
        var actualLine = goldenLine
        for line in log.before {
            out += row("same", " ", goldenLine, actualLine, line)
            goldenLine += 1
            actualLine += 1
        }
        for change in diff(log.expected, log.actual) {
            switch change {
            case .same(let line):
                out += row("same", " ", goldenLine, actualLine, line)
                goldenLine += 1
                actualLine += 1
            case .removed(let line):
                out += row("removed", "-", goldenLine, nil, line)
                goldenLine += 1
            case .added(let line):
                out += row("added", "+", nil, actualLine, line)
                actualLine += 1
            }
        }
        return out + "</table>\n"
    }

    private static func figure(_ caption: String, _ path: String) -> String {
        "<figure><figcaption>\(escape(caption))</figcaption><img src=\"\(url(path))\" alt=\"\(escape(caption))\"></figure>\n"
    }

    private static func row(_ kind: String, _ mark: String, _ golden: Int?, _ actual: Int?, _ text: String) -> String {
        "<tr class=\"\(kind)\"><td class=\"n\">\(golden.map(String.init) ?? "")</td><td class=\"n\">\(actual.map(String.init) ?? "")</td><td>\(mark)</td><td class=\"t\">\(escape(text))</td></tr>\n"
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

import QuickActions

/// The HTML page of `forcelab preview --sheet ... -o NAME.html`: one row per locale with its
/// cells (PNG files in the side folder) and its lint messages beside them. Static: no script,
/// no event handler, nothing fetched. Every text and attribute goes through `XMLText`, every
/// `src` through `XMLText.url`, so no app name, locale, message or file name can become markup.
/// Pure: the same sheet gives the same bytes.
public struct ContactSheetPage {
    /// One picture of a row: its file in the side folder, its alt text and its caption.
    public struct Cell: Sendable {
        public var file: String
        public var label: String
        public var caption: String

        public init(file: String, label: String, caption: String) {
            self.file = file
            self.label = label
            self.caption = caption
        }
    }

    /// One locale: its name as shown, its cells and its own findings.
    public struct Row: Sendable {
        public var locale: String
        public var cells: [Cell]
        public var findings: [Diagnostic]

        public init(locale: String, cells: [Cell], findings: [Diagnostic]) {
            self.locale = locale
            self.cells = cells
            self.findings = findings
        }
    }

    public var appName: String
    public var deviceName: String
    public var placements: Int
    /// The width every cell is shown at, in CSS pixels.
    public var cellWidth: Int
    /// The side folder's name, relative to the page.
    public var folder: String
    /// Findings that hold in every locale, listed once at the top.
    public var everywhere: [Diagnostic]
    public var rows: [Row]

    public init(
        appName: String, deviceName: String, placements: Int, cellWidth: Int, folder: String,
        everywhere: [Diagnostic], rows: [Row]
    ) {
        self.appName = appName
        self.deviceName = deviceName
        self.placements = placements
        self.cellWidth = cellWidth
        self.folder = folder
        self.everywhere = everywhere
        self.rows = rows
    }

    public var html: String {
        let e = XMLText.escape
        var html = """
            <!doctype html>
            <html><head><meta charset="utf-8"><title>\(e(appName)): quick actions in every locale</title>
            <style>
            body { font: 14px -apple-system, "Inter", sans-serif; background: #f2f2f7; margin: 20px; }
            table { border-collapse: separate; border-spacing: 10px; }
            td { vertical-align: top; }
            figure { margin: 0; text-align: center; }
            img { display: block; border-radius: 6px; border: 4px solid transparent; width: \(cellWidth)px; }
            .warning img { border-color: #ff9500; } .error img { border-color: #ff3b30; }
            .locale { font-weight: 600; white-space: nowrap; }
            .lint { max-width: 420px; font-size: 12px; } .lint li { margin-bottom: 4px; }
            </style></head><body>
            <h1>\(e(appName))</h1>
            <p>\(rows.count) localizations × \(placements) placements on \(e(deviceName)). Framed: the locale has lint warnings (orange) or errors (red).</p>

            """
        if !everywhere.isEmpty {
            html += "<p>In every locale:</p><ul>"
            for d in everywhere {
                html += "<li>\(e(d.severity.rawValue)) (line \(d.line)): \(e(d.message)) [\(e(d.rule))]</li>"
            }
            html += "</ul>"
        }
        html += "\n<table>\n"
        for row in rows {
            let kind =
                row.findings.contains { $0.severity == .error } ? "error" : row.findings.isEmpty ? "clean" : "warning"
            html += "<tr class=\"\(kind)\"><td class=\"locale\">\(e(row.locale))</td>"
            for cell in row.cells {
                html +=
                    "<td><figure><img src=\"\(XMLText.url(folder + "/" + cell.file))\" alt=\"\(e(cell.label))\"><figcaption>\(e(cell.caption))</figcaption></figure></td>"
            }
            html += "<td class=\"lint\"><ul>"
            for d in row.findings { html += "<li>\(e(d.severity.rawValue)): \(e(d.message)) [\(e(d.rule))]</li>" }
            html += "</ul></td></tr>\n"
        }
        return html + "</table></body></html>\n"
    }
}

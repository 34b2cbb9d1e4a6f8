import Geometry
import QuickActions

// The lint lines of the app under the pointer: wrapped to the column (at spaces and path
// separators), paged by Page Up and Page Down when they do not fit.
extension HUDRenderer {
    static let lintLineHeight = 15.0

    /// Where the lint section starts: below the sections above it, and never above 560 points.
    static func lintTop(_ playground: Playground) -> Double {
        var column = HUDColumn(left: 16, inner: PlaygroundRenderer.hudWidth - 32, y: 16, items: [])
        let hud = HUDRenderer()
        hud.sectionsAboveLint(&column, playground)
        return max(column.y, 560)
    }

    /// One wrapped line and its colour (errors red, warnings orange, notes grey).
    struct LintLine {
        var text: String
        var color: Color
    }

    /// The wrapped lines of the app's diagnostics; continuation lines indented.
    func lintLines(_ playground: Playground, app: Int, width: Double) -> [LintLine] {
        let diagnostics = playground.content.lintLines.indices.contains(app) ? playground.content.lintLines[app] : []
        var lines: [LintLine] = []
        for diagnostic in diagnostics {
            let color =
                diagnostic.contains("error")
                ? Self.popColor : (diagnostic.contains("warning") ? Self.peekColor : HUDColumn.dim)
            let wrapped = ToolTextWrap.lines(
                diagnostic, width: width - 10, font: HUDColumn.small, measurer: playground.measurer)
            for (index, text) in wrapped.enumerated() {
                lines.append(LintLine(text: (index == 0 ? "" : "  ") + text, color: color))
            }
        }
        return lines
    }

    /// How many lines fit between `top` and `bottom` (the footer), leaving room for the title
    /// and the page line.
    static func lintLinesPerPage(top: Double, bottom: Double) -> Int {
        max(1, Int((bottom - top - 22 - 16) / lintLineHeight))
    }

    /// The lint diagnostics of the app under the pointer, if it is over one.
    func lint(_ column: inout HUDColumn, _ playground: Playground, bottom: Double) {
        guard let app = playground.lintApp else { return }
        let lines = lintLines(playground, app: app, width: column.inner)
        let perPage = Self.lintLinesPerPage(top: column.y, bottom: bottom)
        let pages = max(1, (lines.count + perPage - 1) / perPage)
        let page = min(playground.lintPage, pages - 1)
        column.text("Lint: \(playground.content.scene.apps[app].name)", HUDColumn.title)
        if pages > 1 {
            column.text("PgUp PgDn · \(page + 1) of \(pages)", HUDColumn.small, HUDColumn.dim, align: .right)
        }
        column.y += 22
        if lines.isEmpty {
            column.text("no diagnostics", HUDColumn.small, HUDColumn.dim)
            column.y += 16
        }
        for line in lines.dropFirst(page * perPage).prefix(perPage) {
            column.text(line.text, HUDColumn.small, line.color)
            column.y += Self.lintLineHeight
        }
    }
}

extension Playground {
    /// The app under the pointer, whose lint lines the HUD shows.
    var lintApp: Int? { content.layout.slot(at: pointer, page: page)?.app }

    /// Page Up and Page Down: the lint lines' page, within the pages there are (the HUD's layout
    /// decides how many lines a page holds).
    mutating func turnLintPage(by pages: Int) {
        guard let app = lintApp else { return }
        let hud = HUDRenderer()
        let top = HUDRenderer.lintTop(self)
        let perPage = HUDRenderer.lintLinesPerPage(top: top, bottom: content.device.size.height - 34)
        let count = hud.lintLines(self, app: app, width: PlaygroundRenderer.hudWidth - 32).count
        let last = max(0, (count + perPage - 1) / perPage - 1)
        lintPage = min(max(0, lintPage + pages), last)
    }

    /// The pointer moved: a new app's lint lines start at their first page.
    mutating func followLintApp() {
        let app = lintApp
        guard app != lintPageApp else { return }
        lintPageApp = app
        lintPage = 0
    }
}

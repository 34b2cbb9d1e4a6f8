import ForceLabSDL
import Foundation
import Geometry
import QuickActions
import Simulator

/// Draws the contact sheet's cells and writes them as one PNG or as an HTML page of PNG cells.
struct ContactSheetOutput {
    let sheet: ContactSheet
    let cells: [ContactSheet.Cell]
    let findings: [String?: [Diagnostic]]
    /// Findings that hold for every locale, listed once in the header.
    let everywhere: [Diagnostic]
    let fonts: FontLibrary
    let images: ImageLibrary
    let scale: Double

    static let margin = 20.0, gap = 14.0, labelHeight = 34.0, headerHeight = 56.0

    /// The size every cell is drawn at: the largest crop, at most the screen.
    var cellSize: Size {
        let screen = sheet.preview.stage.device.size
        let width = min(screen.width, (cells.map(\.crop.width).max() ?? 100).rounded(.up))
        let height = min(screen.height, (cells.map(\.crop.height).max() ?? 100).rounded(.up))
        return Size(width: width, height: height)
    }

    /// The cell's crop grown to the common size around its centre, kept on the screen.
    func region(of cell: ContactSheet.Cell) -> Rect {
        let size = cellSize
        let screen = sheet.preview.stage.device.size
        let x = min(max(0, cell.crop.midX - size.width / 2), screen.width - size.width)
        let y = min(max(0, cell.crop.midY - size.height / 2), screen.height - size.height)
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }

    /// Each cell's pixels, drawn on one device-sized canvas (its cached layers serve every cell).
    func drawCells(_ visit: (Int, [UInt32], Int, Int) throws -> Void) throws {
        let device = sheet.preview.stage.device
        let canvas = try HeadlessCanvas(size: device.size, scale: scale, fonts: fonts, images: images)
        let renderer = PlaygroundRenderer()
        for (index, cell) in cells.enumerated() {
            canvas.draw(renderer.displayList(cell.playground))
            let region = region(of: cell)
            let x = Int((region.minX * scale).rounded())
            let y = Int((region.minY * scale).rounded())
            let width = Int((region.width * scale).rounded())
            let height = Int((region.height * scale).rounded())
            try visit(index, canvas.pixels(x: x, y: y, width: width, height: height), width, height)
        }
    }

    func label(of cell: ContactSheet.Cell) -> String {
        "\(cell.locale ?? "as written") · \(placementName(cell))"
    }

    /// A placement as it looks: a right-to-left phone fills the grid from the right, so the first
    /// column is on the right and "top left" (the first slot) is seen at the top right.
    func placementName(_ cell: ContactSheet.Cell) -> String {
        guard LayoutDirection.of(locale: cell.locale) == .rightToLeft else { return cell.placement.name }
        return cell.placement.name.replacingOccurrences(of: "left", with: "\u{0}").replacingOccurrences(
            of: "right", with: "left"
        )
        .replacingOccurrences(of: "\u{0}", with: "right")
    }

    /// The severity that frames a locale's cells, if any.
    func frameColor(_ locale: String?) -> Color? {
        let found = findings[locale] ?? []
        if found.contains(where: { $0.severity == .error }) { return Color(r: 255, g: 59, b: 48) }
        if !found.isEmpty { return Color(r: 255, g: 149, b: 0) }
        return nil
    }

    func summary(_ locale: String?) -> String {
        let found = findings[locale] ?? []
        let errors = found.filter { $0.severity == .error }.count
        let warnings = found.count - errors
        var parts: [String] = []
        if errors > 0 { parts.append(errors == 1 ? "1 error" : "\(errors) errors") }
        if warnings > 0 { parts.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
        return parts.joined(separator: ", ")
    }

    /// The sheet as one PNG: a header line, then the cells in a grid with their labels.
    func writePNG(to path: String) throws {
        let size = cellSize
        let columns = max(1, sheet.columns)
        let rows = (cells.count + columns - 1) / columns
        // At least wide enough for the header line.
        let width = max(640, 2 * Self.margin + Double(columns) * size.width + Double(columns - 1) * Self.gap)
        let height =
            Self.margin + Self.headerHeight + Double(rows) * (size.height + Self.labelHeight) + Double(max(0, rows - 1))
            * Self.gap + Self.margin
        let canvas = try HeadlessCanvas(
            size: Size(width: width, height: height), scale: scale, fonts: fonts, images: images)
        func origin(_ index: Int) -> Point {
            Point(
                x: Self.margin + Double(index % columns) * (size.width + Self.gap),
                y: Self.margin + Self.headerHeight + Double(index / columns)
                    * (size.height + Self.labelHeight + Self.gap))
        }
        var list = DisplayList(size: Size(width: width, height: height))
        list.append(.rect(Rect(x: 0, y: 0, width: width, height: height), Color(r: 242, g: 242, b: 247)))
        appendHeader(to: &list, width: width)
        appendCellLabels(to: &list, size: size, origin: origin)
        canvas.draw(list)
        try drawCells { index, pixels, w, h in
            let at = origin(index)
            canvas.paste(
                pixels, width: w, height: h, x: Int((at.x * scale).rounded()), y: Int((at.y * scale).rounded()))
        }
        try PNGFile.writeFast(canvas, to: path)
    }

    /// The header: what the sheet shows, and the legend of the framed cells.
    func appendHeader(to list: inout DisplayList, width: Double) {
        let bundle = sheet.preview.bundle
        let title =
            "\(bundle.name(locale: sheet.preview.locale(for: nil))): \(sheet.locales.count) localization\(sheet.locales.count == 1 ? "" : "s") × \(sheet.placements.count) placement\(sheet.placements.count == 1 ? "" : "s") on \(sheet.preview.stage.device.displayName)"
        list.append(
            .text(
                TextRun(
                    title, frame: Rect(x: Self.margin, y: Self.margin, width: width - 2 * Self.margin, height: 24),
                    font: FontSpec(size: 20, weight: .semibold), color: .black)))
        var legend =
            "Framed cells: the locale has lint warnings (orange) or errors (red) of its own; forcelab lint --locale L says which."
        if !everywhere.isEmpty {
            legend +=
                " In every locale: " + everywhere.prefix(3).map { "\($0.rule) line \($0.line)" }.joined(separator: ", ")
                + (everywhere.count > 3 ? " and \(everywhere.count - 3) more" : "") + "."
        }
        list.append(
            .text(
                TextRun(
                    legend,
                    frame: Rect(x: Self.margin, y: Self.margin + 27, width: width - 2 * Self.margin, height: 18),
                    font: FontSpec(size: 13), color: Color(r: 60, g: 60, b: 67))))
    }

    /// Each cell's label under it (locale, placement, lint summary) and the frame of a locale
    /// with findings of its own; the cells' pixels are pasted over this afterwards.
    func appendCellLabels(to list: inout DisplayList, size: Size, origin: (Int) -> Point) {
        for (index, cell) in cells.enumerated() {
            let at = origin(index)
            let frame = Rect(origin: at, size: size)
            if let color = frameColor(cell.locale) {
                list.append(.roundedRect(frame.insetBy(dx: -4, dy: -4), radius: 6, color))
            }
            var text = label(of: cell)
            let lint = summary(cell.locale)
            if !lint.isEmpty { text += " · " + lint }
            list.append(
                .text(
                    TextRun(
                        text, frame: Rect(x: at.x, y: at.y + size.height + 8, width: size.width, height: 18),
                        font: FontSpec(size: 13, weight: frameColor(cell.locale) == nil ? .regular : .semibold),
                        color: .black, alignment: .center)))
        }
    }

    /// The sheet as a page: one row per locale with its cells (PNG files in `NAME_cells/`) and
    /// its lint messages beside them. Static: no scripts, no network.
    func writeHTML(to path: String) throws {
        let base = path.lowercased().hasSuffix(".html") ? String(path.dropLast(5)) : path
        let folder = base + "_cells"
        let folderName = (folder as NSString).lastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var files: [String] = []
        try drawCells { index, pixels, w, h in
            let cell = cells[index]
            let name =
                "\(index + 1)-\(Self.fileSafe(cell.locale ?? "default"))-\(Self.fileSafe(cell.placement.name)).png"
            let canvas = try HeadlessCanvas(
                size: Size(width: Double(w), height: Double(h)), scale: 1, fonts: fonts, images: images)
            canvas.paste(pixels, width: w, height: h, x: 0, y: 0)
            try PNGFile.writeFast(canvas, to: (folder as NSString).appendingPathComponent(name))
            files.append(name)
        }
        let bundle = sheet.preview.bundle
        var html = """
            <!doctype html>
            <html><head><meta charset="utf-8"><title>\(Self.escape(bundle.name(locale: nil))): quick actions in every locale</title>
            <style>
            body { font: 14px -apple-system, "Inter", sans-serif; background: #f2f2f7; margin: 20px; }
            table { border-collapse: separate; border-spacing: 10px; }
            td { vertical-align: top; }
            figure { margin: 0; text-align: center; }
            img { display: block; border-radius: 6px; border: 4px solid transparent; width: \(Int(cellSize.width))px; }
            .warning img { border-color: #ff9500; } .error img { border-color: #ff3b30; }
            .locale { font-weight: 600; white-space: nowrap; }
            .lint { max-width: 420px; font-size: 12px; } .lint li { margin-bottom: 4px; }
            </style></head><body>
            <h1>\(Self.escape(bundle.name(locale: nil)))</h1>
            <p>\(sheet.locales.count) localizations × \(sheet.placements.count) placements on \(Self.escape(sheet.preview.stage.device.displayName)). Framed: the locale has lint warnings (orange) or errors (red).</p>
            \(everywhere.isEmpty ? "" : "<p>In every locale:</p><ul>" + everywhere.map { "<li>\(Self.escape($0.severity.rawValue)) (line \($0.line)): \(Self.escape($0.message)) [\($0.rule)]</li>" }.joined() + "</ul>")
            <table>

            """
        let perLocale = sheet.placements.count
        for (row, locale) in sheet.locales.enumerated() {
            let found = findings[locale] ?? []
            let kind = found.contains { $0.severity == .error } ? "error" : found.isEmpty ? "clean" : "warning"
            html += "<tr class=\"\(kind)\"><td class=\"locale\">\(Self.escape(locale ?? "as written"))</td>"
            for column in 0..<perLocale {
                let index = row * perLocale + column
                html +=
                    "<td><figure><img src=\"\(folderName)/\(files[index])\" alt=\"\(Self.escape(label(of: cells[index])))\"><figcaption>\(Self.escape(placementName(cells[index])))</figcaption></figure></td>"
            }
            html += "<td class=\"lint\"><ul>"
            for diagnostic in found {
                html +=
                    "<li>\(Self.escape(diagnostic.severity.rawValue)): \(Self.escape(diagnostic.message)) [\(diagnostic.rule)]</li>"
            }
            html += "</ul></td></tr>\n"
        }
        html += "</table></body></html>\n"
        try OutputFile.write(html, to: path)
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }

    static func fileSafe(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    }
}

import ForceLabFiles
import ForceLabOptions
import ForceLabSDL
import ForceLabText
import Foundation
import Geometry
import QuickActions
import Reporting
import Simulator
import SourceFormats

/// Draws the contact sheet's cells and writes them as one PNG or as an HTML page of PNG cells.
package struct ContactSheetOutput {
    let sheet: ContactSheet
    package let cells: [ContactSheet.Cell]
    let findings: [LocaleID?: [Diagnostic]]
    /// Findings that hold for every locale, listed once in the header.
    package let everywhere: [Diagnostic]
    package let fonts: FontLibrary
    package let images: ImageLibrary
    package let scale: Double
    /// The size every cell is drawn at: the largest crop, at most the screen (found once: every
    /// cell's region asks, and looking at all the cells each time was 4 % of a sheet).
    let cellSize: Size

    static let margin = 20.0, gap = 14.0, labelHeight = 34.0, headerHeight = 56.0

    init(
        sheet: ContactSheet, cells: [ContactSheet.Cell], findings: [LocaleID?: [Diagnostic]],
        everywhere: [Diagnostic], fonts: FontLibrary, images: ImageLibrary, scale: Double
    ) {
        self.sheet = sheet
        self.cells = cells
        self.findings = findings
        self.everywhere = everywhere
        self.fonts = fonts
        self.images = images
        self.scale = scale
        let screen = sheet.preview.stage.device.size
        cellSize = Size(
            width: min(screen.width, (cells.map(\.crop.width).max() ?? 100).rounded(.up)),
            height: min(screen.height, (cells.map(\.crop.height).max() ?? 100).rounded(.up)))
    }

    /// The cell's crop grown to the common size around its centre, kept on the screen.
    func region(of cell: ContactSheet.Cell) -> Rect {
        let size = cellSize
        let screen = sheet.preview.stage.device.size
        let x = min(max(0, cell.crop.midX - size.width / 2), screen.width - size.width)
        let y = min(max(0, cell.crop.midY - size.height / 2), screen.height - size.height)
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }

    package func label(of cell: ContactSheet.Cell) -> String {
        "\(cell.locale.identifier ?? "as written") · \(placementName(cell))"
    }

    /// A placement as it looks: a right-to-left phone fills the grid from the right, so the first
    /// column is on the right and "top left" (the first slot) is seen at the top right.
    func placementName(_ cell: ContactSheet.Cell) -> String {
        guard cell.locale.direction == .rightToLeft else { return cell.placement.name }
        return cell.placement.name.replacingOccurrences(of: "left", with: "\u{0}").replacingOccurrences(
            of: "right", with: "left"
        )
        .replacingOccurrences(of: "\u{0}", with: "right")
    }

    /// The severity that frames a locale's cells, if any.
    func frameColor(_ locale: LocaleID?) -> Color? {
        let found = findings[locale] ?? []
        if found.contains(where: { $0.severity == .error }) { return Color(r: 255, g: 59, b: 48) }
        if !found.isEmpty { return Color(r: 255, g: 149, b: 0) }
        return nil
    }

    package func summary(_ locale: LocaleID?) -> String {
        let found = findings[locale] ?? []
        let errors = found.filter { $0.severity == .error }.count
        let warnings = found.count - errors
        var parts: [String] = []
        if errors > 0 { parts.append(errors == 1 ? "1 error" : "\(errors) errors") }
        if warnings > 0 { parts.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
        return parts.joined(separator: ", ")
    }

    /// The header: what the sheet shows, and the legend of the framed cells.
    func appendHeader(to list: inout DisplayList, width: Double) {
        let title =
            "\(sheet.appName): \(sheet.locales.count) localization\(sheet.locales.count == 1 ? "" : "s") × \(sheet.placements.count) placement\(sheet.placements.count == 1 ? "" : "s") on \(sheet.preview.stage.device.displayName)"
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
    func appendCellLabels(to list: inout DisplayList, cells indices: Range<Int>, size: Size, origin: (Int) -> Point) {
        for index in indices {
            let cell = cells[index]
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
    /// its lint messages beside them (`Reporting.ContactSheetPage`). Static: no scripts, no network.
    func writeHTML(to path: String) throws {
        let base = path.lowercased().hasSuffix(".html") ? String(path.dropLast(5)) : path
        let folder = base + "_cells"
        let folderName = FileSystemName.name(of: folder)
        // The cells are staged with the page: both land together, or neither (a signal, a full disk).
        Interruption.begin()
        let cellsFolder = try OutputFolder(path: folder, role: .contactSheetCells)
        let page = try OutputFile(path: path)
        let files = try writeCells(into: cellsFolder)
        let perLocale = sheet.placements.count
        let rows = sheet.locales.enumerated().map { row, locale in
            ContactSheetPage.Row(
                locale: locale.identifier ?? "as written",
                cells: (0..<perLocale).map { column in
                    let index = row * perLocale + column
                    return ContactSheetPage.Cell(
                        file: files[index], label: label(of: cells[index]), caption: placementName(cells[index]))
                }, findings: findings[locale] ?? [])
        }
        let html = ContactSheetPage(
            appName: sheet.appName, deviceName: sheet.preview.stage.device.displayName,
            placements: perLocale, cellWidth: Int(cellSize.width), folder: folderName, everywhere: everywhere,
            rows: rows
        ).html
        try page.write(html)
        try page.close()
        try Interruption.check { cellsFolder.abandon() }
        try cellsFolder.commit()
        try page.commit()
    }

    /// Draws every cell into the staged cells folder; returns the files' names, in order.
    private func writeCells(into cellsFolder: OutputFolder) throws -> [String] {
        var files: [String] = []
        try ContactSheetBands(output: self).draw(columns: sheet.columns) { range, drawn in
            try Interruption.check { cellsFolder.abandon() }
            for (index, cell) in zip(range, drawn) {
                let name =
                    "\(index + 1)-\(Self.fileSafe(cells[index].locale.identifier ?? "default"))-\(Self.fileSafe(cells[index].placement.name)).png"
                let bytes = cell.pixels.withUnsafeBytes {
                    FastPNG.encode(argb: $0.baseAddress!, width: cell.width, height: cell.height, pitch: cell.width * 4)
                }
                try OutputFile.write(
                    bytes, to: cellsFolder.stagedPath(name), placement: .inPlace,
                    reportedPath: cellsFolder.finalPath(name))
                files.append(name)
            }
        }
        return files
    }

    static func fileSafe(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    }
}

import ForceLabSDL
import Foundation
import Geometry
import QuickActions
import Simulator
import SourceFormats

/// `forcelab preview PATH --all-locales --all-slots`: every localization of an app in every
/// placement, in one labelled grid (PNG) or one page (HTML). Each cell is the open menu and its
/// icon, cropped from the same picture `preview` draws; a cell whose locale has lint warnings
/// (or errors) is framed, and the HTML page lists the messages beside the row.
struct ContactSheet {
    /// Where the app sits for one column of the sheet.
    struct Placement: Equatable {
        var name: String
        var slot: HomeSlot
    }

    /// One drawn menu.
    struct Cell {
        var locale: LocaleID?
        var placement: Placement
        var playground: Playground
        /// What is cut out of the screen: the icon and the platter with a margin, in points.
        var crop: Rect
    }

    let preview: MenuPreview
    let locales: [LocaleID?]
    let placements: [Placement]
    /// Cells per row of the grid.
    let columns: Int

    /// The four placements a designer checks: the menu opens down-right, down-left, up from the
    /// bottom row and up from the dock, with the glyphs on the side nearer the screen edge.
    static func standardPlacements(device: DeviceProfile) -> [Placement] {
        let grid = device.homeScreen
        return [
            Placement(name: "top left", slot: HomeSlot(column: 0, row: 0)),
            Placement(name: "top right", slot: HomeSlot(column: grid.columns - 1, row: 0)),
            Placement(name: "bottom row", slot: HomeSlot(column: 0, row: grid.rows - 1)),
            Placement(name: "dock", slot: HomeSlot(column: grid.columns - 1, row: grid.rows)),
        ]
    }

    /// `--slots`: placements named (`top-left`, `top-right`, `bottom-row`, `dock`) or given as
    /// `COLUMN,ROW`, separated by spaces or semicolons.
    static func placements(_ text: String, device: DeviceProfile) throws -> [Placement] {
        let standard = standardPlacements(device: device)
        let grid = device.homeScreen
        let words = text.split(whereSeparator: { $0 == ";" || $0 == " " }).map(String.init)
        guard !words.isEmpty else { throw UsageError("--slots needs at least one placement") }
        return try words.map { word in
            if let named = standard.first(where: {
                $0.name.replacingOccurrences(of: " ", with: "-") == word.lowercased()
            }) {
                return named
            }
            guard let slot = HomeSlot.parse(word, columns: grid.columns, rows: grid.rows) else {
                let names = standard.map { $0.name.replacingOccurrences(of: " ", with: "-") }
                if word.first?.isLetter == true, let near = Suggestions.phrase(for: word, in: names) {
                    throw UsageError("--slots: no placement named '\(word)'; \(near)")
                }
                throw UsageError(
                    "--slots: '\(word)' is not top-left, top-right, bottom-row, dock or COLUMN,ROW (columns 1-\(grid.columns), rows 1-\(grid.rows + 1))"
                )
            }
            return Placement(name: "\(slot.column + 1),\(slot.row + 1)", slot: slot)
        }
    }

    /// Opens every cell's menu (no drawing yet).
    mutating func cells() throws -> [Cell] {
        var cells: [Cell] = []
        var preview = self.preview
        let screen = Rect(origin: .zero, size: preview.stage.device.size)
        for locale in locales {
            for (index, placement) in placements.enumerated() {
                // One scene name per placement: the renderer caches each placement's blurred home screen.
                let (playground, icon) = try preview.open(
                    slot: placement.slot, locale: locale, direction: locale.direction,
                    sceneName: "contact-sheet-\(index)-\(locale.direction)")
                var crop = icon
                if case .menu(let open) = playground.mode { crop = crop.union(open.layout.frame) }
                crop = crop.insetBy(dx: -10, dy: -10).intersection(screen)
                cells.append(Cell(locale: locale, placement: placement, playground: playground, crop: crop))
            }
        }
        return cells
    }

    /// Lint findings (warnings and errors) of each locale, and those that hold for every locale
    /// (a missing type, an IconFile not found): only a locale's own findings frame its cells,
    /// or every cell of an app with one file-wide warning would be framed and none would stand out.
    func findings(measurer: TextMeasurer) -> (perLocale: [LocaleID?: [Diagnostic]], everywhere: [Diagnostic]) {
        let validator = Validator(
            metrics: preview.stage.device.menuMetrics(for: preview.stage.release), measurer: measurer,
            defines: preview.bundle.defines)
        var result: [LocaleID?: [Diagnostic]] = [:]
        var everywhere: [Diagnostic] = []
        for locale in locales {
            let found = validator.validate(preview.bundle.shortcuts, locales: [locale.identifier]).filter {
                $0.severity != .note
            }
            result[locale] = found.filter { $0.locale != nil && $0.locale == locale.identifier }
            for diagnostic in found where diagnostic.locale == nil && !everywhere.contains(diagnostic) {
                everywhere.append(diagnostic)
            }
        }
        return (result, everywhere)
    }
}

import ForceLabOptions
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
package struct ContactSheet {
    /// Where the app sits for one column of the sheet.
    package struct Placement: Equatable {
        package var name: String
        package var slot: HomeSlot
        /// The Dynamic Type size of the column (`--text-sizes`; else the preview's).
        package var textSize: TextSize? = nil
    }

    /// One drawn menu.
    package struct Cell {
        package var locale: LocaleID?
        var placement: Placement
        package var playground: Playground
        /// What is cut out of the screen: the icon and the platter with a margin, in points.
        var crop: Rect
    }

    package let preview: MenuPreview
    package let locales: [LocaleID?]
    let placements: [Placement]
    /// Cells per row of the grid.
    package let columns: Int

    /// The app's name in the sheet's title: as the one locale shown labels it (`--locale de`),
    /// else as the app's own default does.
    var appName: String {
        let bundle = preview.bundle
        return bundle.name(locale: preview.locale(for: locales.count == 1 ? locales[0] : nil)?.identifier)
    }

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
    package mutating func cells() throws -> [Cell] {
        var cells: [Cell] = []
        var preview = self.preview
        let screen = Rect(origin: .zero, size: preview.stage.device.size)
        for locale in locales {
            for (index, placement) in placements.enumerated() {
                // One scene name per placement: the renderer caches each placement's blurred home screen.
                let (playground, icon) = try preview.open(
                    slot: placement.slot, locale: locale, direction: locale.direction,
                    sceneName: "contact-sheet-\(index)-\(locale.direction)",
                    textSize: placement.textSize)
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
        // Every text size the sheet shows: a title cut at any of them frames its locale's cells.
        var sizes: [TextSize] = []
        for placement in placements where !sizes.contains(placement.textSize ?? preview.textSize) {
            sizes.append(placement.textSize ?? preview.textSize)
        }
        let validators = sizes.map { size in
            (
                size,
                Validator(
                    metrics: preview.stage.device.menuMetrics(for: preview.stage.release, textSize: size),
                    measurer: measurer, defines: preview.bundle.defines)
            )
        }
        var result: [LocaleID?: [Diagnostic]] = [:]
        var everywhere: [Diagnostic] = []
        for locale in locales {
            var found: [Diagnostic] = []
            for (size, validator) in validators {
                for var diagnostic in validator.validate(preview.bundle.shortcuts, locales: [locale.identifier])
                where diagnostic.severity != .note {
                    // What is cut depends on the size: say which, when the sheet shows several.
                    if sizes.count > 1, AllDevicesLint.fittingRules.contains(diagnostic.rule) {
                        diagnostic.message += " (at text size \(size.rawValue))"
                    }
                    if !found.contains(diagnostic) { found.append(diagnostic) }
                }
            }
            result[locale] = found.filter { $0.locale != nil && $0.locale == locale.identifier }
            for diagnostic in found where diagnostic.locale == nil && !everywhere.contains(diagnostic) {
                everywhere.append(diagnostic)
            }
        }
        return (result, everywhere)
    }
}

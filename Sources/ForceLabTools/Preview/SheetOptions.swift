import ForceLabLint
import ForceLabOptions
import ForceLabSDL
import ForceLabText
import Foundation
import QuickActions
import Simulator

/// The contact-sheet options of `forcelab preview`.
package struct SheetOptions {
    package var allLocales = false
    package var locales: [String]?
    var allSlots = false
    var slots: String?
    package var columns: Int?
    package var format = "png"
    /// `--text-sizes`: each placement at each of these Dynamic Type sizes.
    var textSizes: [TextSize]?

    package var isSheet: Bool { allLocales || locales != nil || allSlots || slots != nil || textSizes != nil }

    package static func parse(_ arguments: inout Arguments) throws -> SheetOptions {
        var options = SheetOptions()
        options.allLocales = arguments.flag("--all-locales")
        options.locales = try arguments.option("--locales").map {
            $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        options.allSlots = arguments.flag("--all-slots")
        options.slots = try arguments.option("--slots")
        if let text = try arguments.option("--columns") {
            guard let number = Int(text), (1...64).contains(number) else {
                throw UsageError("--columns expects a whole number from 1 to 64, got '\(text)'")
            }
            options.columns = number
        }
        if let format = try arguments.option("--format") { options.format = format }
        if let list = try arguments.option("--text-sizes") {
            options.textSizes = try list.split(separator: ",").map { word in
                let name = word.trimmingCharacters(in: .whitespaces)
                guard let size = TextSize(rawValue: name) else {
                    throw UsageError("--text-sizes: '\(name)' is not a text size (\(TextSize.names))")
                }
                return size
            }
            if options.textSizes!.isEmpty { throw UsageError("--text-sizes needs at least one text size") }
        }
        if options.format == "html" && !options.isSheet {
            options.allLocales = true
            options.allSlots = true
        }
        return options
    }

    package func run(
        preview: MenuPreview, fonts: FontLibrary, measurer: TTFTextMeasurer, locale: LocaleID?, slotText: String,
        output: String
    ) throws -> Int32 {
        let shortcuts = preview.bundle.shortcuts
        var chosen: [LocaleID?]
        if allLocales {
            chosen =
                shortcuts.locales.isEmpty
                ? [nil] : shortcuts.locales.filter { $0 != "Base" || shortcuts.locales.count == 1 }.map { LocaleID($0) }
        } else if let locales {
            chosen = locales.map {
                LocaleNote.resolve($0, in: shortcuts, defines: preview.bundle.defines).map { LocaleID($0) }
            }
        } else {
            chosen = [preview.locale(for: locale)]
        }
        let device = preview.stage.device
        var placements: [ContactSheet.Placement]
        if allSlots {
            placements = ContactSheet.standardPlacements(device: device)
        } else if let slots {
            placements = try ContactSheet.placements(slots, device: device)
        } else {
            placements = try ContactSheet.placements(slotText, device: device)
        }
        if let textSizes {
            placements = textSizes.flatMap { size in
                placements.map {
                    ContactSheet.Placement(name: "\($0.name) · \(size.rawValue)", slot: $0.slot, textSize: size)
                }
            }
        }
        let columns =
            self.columns ?? (chosen.count > 8 && placements.count <= 4 ? placements.count * 2 : placements.count)
        var sheet = ContactSheet(preview: preview, locales: chosen, placements: placements, columns: columns)
        let cells = try sheet.cells()
        let found = sheet.findings(measurer: measurer)
        let drawing = ContactSheetOutput(
            sheet: sheet, cells: cells, findings: found.perLocale, everywhere: found.everywhere, fonts: fonts,
            images: ImageLibrary(iconsDirectory: preview.stage.resources.icons), scale: preview.stage.scale)
        if format == "html" { try drawing.writeHTML(to: output) } else { try drawing.writePNG(to: output) }
        return 0
    }
}

import ForceLabCommandLine
import ForceLabLint
import ForceLabOptions
import ForceLabSDL
import ForceLabText
import ForceLabTools
import Foundation
import QuickActions
import Simulator
import SourceFormats

extension PreviewCommand {

    static func drawingRun(_ arguments: inout Arguments) throws -> Int32 {
        guard let output = try arguments.outputOption("--output") else { throw UsageError("preview needs -o OUT.png") }
        let locale = try arguments.option("--locale").map { LocaleID($0) }
        let slotText = try arguments.option("--slot") ?? "1,1"
        let textSize = try TextSizeOption.read(&arguments) ?? .large
        let sheetOptions = try SheetOptions.parse(&arguments)
        if output == "-" && sheetOptions.format == "html" {
            throw UsageError(
                "--format html writes a page and its NAME_cells/ folder, which standard output ('-') cannot hold; give a file name"
            )
        }
        try OutputKind.check(output, writes: sheetOptions.format == "html" ? .html : .png)
        var stage = try StageOptions.parse(
            &arguments, defaultScale: sheetOptions.isSheet ? 1 : nil, locale: locale,
            readsSlot: false)
        try stage.readAppearance(&arguments)
        try stage.readIconStyle(&arguments)
        let paths = try arguments.positionals()
        guard paths.count == 1, let path = paths.first else {
            throw UsageError("preview needs exactly one PATH (an Info.plist, its folder, or a JSON manifest)")
        }
        let grid = stage.device.homeScreen
        guard let slot = HomeSlot.parse(slotText, columns: grid.columns, rows: grid.rows) else {
            throw UsageError(
                "--slot expects COLUMN,ROW with columns 1-\(grid.columns) and rows 1-\(grid.rows + 1) (\(grid.rows + 1) is the dock), got '\(slotText)'"
            )
        }

        // Load the app first: a broken file is its error line and exit 2.
        let bundle = try stage.ownApps.loadBundle(path, choice: stage.ownApps.leadingChoice)
        let shortcuts = bundle.shortcuts
        // A locale the app does not ship shows what iOS shows, with a note saying so.
        if let locale { _ = LocaleNote.resolve(locale.identifier, in: shortcuts, defines: bundle.defines) }
        let fonts = try stage.makeFonts()
        stage.dress(fonts)  // the Han font follows the language asked for
        let measurer = TTFTextMeasurer(library: fonts, scale: stage.scale)
        var preview = MenuPreview(stage: stage, bundle: bundle, path: path, measurer: measurer)
        preview.textSize = textSize
        if sheetOptions.isSheet {
            return try sheetOptions.run(
                preview: preview, fonts: fonts, measurer: measurer, locale: locale, slotText: slotText, output: output)
        }
        // The phone's language decides the direction: the one asked for, else the one shown.
        let shown = preview.locale(for: locale)
        fonts.follow(shown)
        // The system items follow the phone's language even where the app falls back.
        let (playground, _) = try preview.open(
            slot: slot, locale: shown, direction: (locale ?? shown).direction, phoneLocale: locale ?? shown)
        let images = ImageLibrary(iconsDirectory: stage.resources.icons)
        let canvas = try HeadlessCanvas(
            size: stage.device.size, scale: stage.scale, fonts: fonts, images: images, drawnOnce: true)
        canvas.draw(PlaygroundRenderer().displayList(playground))
        try PNGFile.writeFast(canvas, to: output)
        if case .menu = playground.mode {
        } else {
            Console.error("\(path): note: the app has no quick actions to show; the picture shows the home screen")
        }
        return 0
    }
}

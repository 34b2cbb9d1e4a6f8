import ForceLabSDL
import Foundation
import QuickActions
import Simulator
import SourceFormats

/// `forcelab preview`: an app's quick-action menu, open over the blurred home screen, as PNG.
enum PreviewCommand: Command {
    static let name = "preview"
    static let summary = "Picture an app's quick-action menu open on the home screen (headless)"
    static let usage = """
        USAGE: forcelab preview PATH [--locale L] [--device D] [--ios N] [--slot COLUMN,ROW] [--scale N]
                                [--scene S] [--font PATH] [--assets DIR] [--define N=V] -o menu.png
               forcelab preview PATH --all-locales --all-slots [--locales L,...] [--slots LIST]
                                [--columns N] [--format png|html] -o sheet.png

        PATH is an Info.plist (XML or binary), a folder holding one, or a JSON manifest. The app
        takes the home-screen slot given, its icon is pressed with a firm press, and the menu
        that opens is drawn exactly as the playground shows it and 'forcelab lint' measures it:
        placed above or below the icon, glyphs on the side nearer the edge, titles cut where
        they do not fit.

        OPTIONS:
          -o, --output FILE   The PNG to write (required; - is standard output, not for --format html).
          --locale L          Which localization to show (default: the app's development region).
                              A right-to-left language (ar, he, fa, ur...) mirrors the menu (text
                              right aligned, glyphs on the mirrored side) and the home screen.
          --slot COLUMN,ROW   Where the app sits: columns 1-4, rows 1-6 on the first page, row 7
                              for the dock (default: 1,1). Try 4,6 to see the menu open upward
                              with its glyphs on the right. Columns count from the leading edge:
                              right to left, column 1 is the rightmost.
          --device D          A device name in Assets/devices or a path (default: iphone-xs).
          --ios N             The iOS release (9-18, 26, 27), within the device's range (default: the device's);
                              13 and later draw the context menu with the system's items (the app
                              counts as an App Store app: "Share App"), opened by a long press on
                              Haptic Touch phones.
          --scene S           The home screen around the app (default: default).
          --scale N           Pixels per point (default: the device's).
          --font PATH         A font file to use instead of Inter.
          --define N=V        Set the build setting N (over the project's and --xcconfig's); repeatable.
          --xcconfig FILE     Build settings from FILE, over the project's; repeatable.
          --xcode-target T    The Xcode project's target T; after an --app, that app's.
          --xcode-configuration C
                              The project's configuration C (default: the project's default);
                              after an --app, that app's.
          --app PATH          Also install another app of yours on the home screen; repeatable.

        CONTACT SHEET (every localization x every placement, one picture):
          --all-locales       Every localization the app ships (else --locale, else the default).
          --locales L,...     These localizations.
          --all-slots         The four placements: top-left, top-right, bottom-row, dock.
          --slots LIST        These placements: names or COLUMN,ROW, separated by ';' or spaces.
          --columns N         Cells per row (default: the placements, twice over past 8 locales).
          --format png|html   One PNG (default), or an HTML page with a PNG per cell in
                              NAME_cells/ and each locale's lint messages beside its row.
          --scale N           Defaults to 1 for a sheet.
        """

    static func run(_ arguments: inout Arguments) throws -> Int32 {
        guard let output = try arguments.outputOption("--output", alias: "-o") else {
            throw UsageError("preview needs -o OUT.png")
        }
        let locale = try arguments.option("--locale")
        let slotText = try arguments.option("--slot") ?? "1,1"
        let sheetOptions = try SheetOptions.parse(&arguments)
        if output == "-" && sheetOptions.format == "html" {
            throw UsageError(
                "--format html writes a page and its NAME_cells/ folder, which standard output ('-') cannot hold; give a file name"
            )
        }
        let stage = try StageOptions.parse(
            &arguments, defaultScale: sheetOptions.isSheet ? 1 : nil, locale: locale.map { LocaleID($0) },
            readsSlot: false)
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
        if let locale, let note = shortcuts.resolveLocale(locale, defines: bundle.defines).note {
            Console.error("\(shortcuts.plistPath):\(shortcuts.itemsLine): note: \(note)")
        }
        let fonts = try stage.makeFonts()
        fonts.language = locale  // the Han font follows the language shown
        let measurer = TTFTextMeasurer(library: fonts, scale: stage.scale)
        var preview = MenuPreview(stage: stage, bundle: bundle, path: path, measurer: measurer)
        if sheetOptions.isSheet {
            return try sheetOptions.run(
                preview: preview, fonts: fonts, measurer: measurer, locale: locale, slotText: slotText, output: output)
        }
        // The phone's language decides the direction: the one asked for, else the one shown.
        let shown = preview.locale(for: locale)
        fonts.language = shown
        let (playground, _) = try preview.open(slot: slot, locale: shown, direction: .of(locale: locale ?? shown))
        let images = ImageLibrary(iconsDirectory: stage.resources.icons)
        let canvas = try HeadlessCanvas(size: stage.device.size, scale: stage.scale, fonts: fonts, images: images)
        canvas.draw(PlaygroundRenderer().displayList(playground))
        try PNGFile.writeFast(canvas, to: output)
        if case .menu = playground.mode {
        } else {
            Console.error("\(path): note: the app has no quick actions to show; the picture shows the home screen")
        }
        return 0
    }
}

extension String {
    /// The path made absolute against the current directory.
    var absolutePath: String {
        hasPrefix("/") ? self : FileSystemName.join(FileManager.default.currentDirectoryPath, self)
    }
}

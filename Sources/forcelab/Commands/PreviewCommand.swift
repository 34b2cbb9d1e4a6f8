import ForceLabOptions
import ForceLabSDL
import ForceLabTools
import Foundation
import QuickActions
import Simulator
import SourceFormats

/// `forcelab preview`: an app's quick-action menu, open over the blurred home screen, as PNG.
enum PreviewCommand: Command {
    static let table = CommandTable(
        name: "preview",
        summary: "Picture an app's quick-action menu open on the home screen (headless)",
        positionals: [
            PositionalSpec(
                name: "PATH", help: "An Info.plist (XML or binary), a folder holding one, or a JSON manifest.")
        ],
        options: [
            SharedOptions.output(
                "FILE",
                "The PNG to write (required; - is standard output), or with --format html the page (its cell pictures in NAME_cells/; not -)."
            ),
            SharedOptions.locale.with(
                help:
                    "Which localization to show (default: the app's development region). A right-to-left language (ar, he, fa, ur...) mirrors the menu (text right aligned, glyphs on the mirrored side) and the home screen."
            ),
            SharedOptions.slot.with(
                help:
                    "Where the app sits: columns 1-4, rows 1-6 on the first page, row 7 for the dock. Try 4,6 to see the menu open upward with its glyphs on the right. Columns count from the leading edge: right to left, column 1 is the rightmost."
            ),
            SharedOptions.device, SharedOptions.assets,
            SharedOptions.ios.with(
                help:
                    "The iOS release, 9-18, within the device's range (default: the device's); 13 and later draw the context menu with the system's items (the app counts as an App Store app: \"Share App\"), opened by a long press on Haptic Touch phones."
            ),
            SharedOptions.appearance,
            SharedOptions.iconStyle,
            SharedOptions.scene.with(help: "The home screen around the app: a scene name or path."),
            SharedOptions.scale.with(
                help: "Pixels per point, 0.25...4 (default: the device's; 1 for a contact sheet)."),
            SharedOptions.font, SharedOptions.textSize,
            SharedOptions.define.with(
                help: "Replace the build setting $(NAME) in every string of the app's plist (over its Xcode project's)."
            ),
            SharedOptions.app.with(help: "Also install another app of yours on the home screen."),
            SharedOptions.xcodeTarget.with(
                help:
                    "The Xcode project's target T (default: the application target whose Info.plist declares quick actions); after an --app, that app's."
            ),
            SharedOptions.xcodeConfiguration, SharedOptions.xcconfig,
            OptionSpec(
                "--all-locales", .flag,
                help: "Contact sheet: every localization the app ships (else --locale, else the default)."),
            OptionSpec("--locales", .text("L,..."), help: "Contact sheet: these localizations, comma separated."),
            OptionSpec(
                "--all-slots", .flag,
                help: "Contact sheet: the four placements top-left, top-right, bottom-row and dock."),
            OptionSpec(
                "--slots", .text("LIST"),
                help: "Contact sheet: these placements: names or COLUMN,ROW, separated by ';' or spaces."),
            OptionSpec(
                "--text-sizes", .text("LIST"),
                help:
                    "Contact sheet: each placement at each of these Dynamic Type sizes, comma separated (xSmall,large,accessibility3)."
            ),
            OptionSpec(
                "--columns", .integer("N", 1...64),
                help: "Contact sheet: cells per row (default: the placements, twice over past 8 locales)."),
            OptionSpec(
                "--format", .choice(["png", "html"]),
                help:
                    "png (default): one picture; html: a page with a PNG per cell in NAME_cells/ and each locale's lint messages beside its row (alone, it makes a sheet of every locale and placement). The file's extension must agree."
            ),
        ],
        discussion: """
            PATH is an Info.plist (XML or binary), a folder holding one, or a JSON manifest. The app
            takes the home-screen slot given, its icon is pressed with a firm press, and the menu
            that opens is drawn exactly as the playground shows it and 'forcelab lint' measures it:
            placed above or below the icon, glyphs on the side nearer the edge, titles cut where
            they do not fit. With any of --all-locales, --locales, --all-slots, --slots or --format html
            it draws a contact sheet instead: every localization x every placement, one picture.
            """,
        examples: [
            Example("preview Assets/apps/Mail -o mail.png", "Mail's menu from the top-left icon"),
            Example("preview Assets/apps/Mail --slot 4,6 --locale ar -o mail-ar.png", "opening upward, in Arabic"),
            Example("preview Assets/apps/Mail --all-locales --all-slots -o sheet.png", "every locale x placement"),
            Example("preview Assets/apps/Mail --format html -o sheet.html", "the same as a page with lint beside it"),
        ],
        extraUsage: [
            "PATH --all-locales --all-slots [--locales L,...] [--slots LIST] [--text-sizes LIST] [--columns N] [--format png|html] -o sheet.png"
        ])

    static func run(_ arguments: inout Arguments) throws -> Int32 {
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

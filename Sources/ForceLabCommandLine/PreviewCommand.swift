import ForceCore
import ForceLabFiles
import ForceLabOptions
import QuickActions
import Simulator
import SourceFormats

/// `forcelab preview`: an app's quick-action menu, open over the blurred home screen, as PNG.
package enum PreviewCommand: Command {
    package static let table = CommandTable(
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

    package static func run(_ arguments: inout Arguments) throws -> Int32 {
        try Drawing.run(name, &arguments)
    }
}

import ForceCore
import ForceLabFiles
import ForceLabOptions
import QuickActions
import Simulator
import SourceFormats

/// `forcelab layout`: where every icon is, so tests and scripts can aim at apps.
package enum LayoutCommand: Command {
    package static let table = CommandTable(
        name: "layout",
        summary: "Print every icon's frame in points (for aiming tests and xdotool)",
        options: [
            SharedOptions.format(
                ["json", "text"],
                "json is one object: {\"device\",\"size\",\"pages\":[[...]],\"dock\":[...]}, each icon {\"app\",\"page\",\"column\",\"row\",\"frame\":{x,y,width,height},\"center\":{x,y}} (page, column and row count from 1; dock icons have \"page\": null); text is a table."
            ),
            SharedOptions.locale.with(
                help:
                    "The phone's language: right to left (ar, he, fa, ur...) the grid and the dock fill from the right, so column 1 is the rightmost."
            ),
        ] + SharedOptions.stage,
        discussion: """
            Prints each app's icon frame and centre in device points (origin top left), page by page
            and the dock: what a script needs to press an icon (multiply by the window's --scale for
            window pixels).
            """,
        examples: [
            Example("layout --format text", "the default scene's icons as a table"),
            Example("layout --device iphone-15 --locale he", "right to left: column 1 is the rightmost"),
        ])

    package static func run(_ arguments: inout Arguments) throws -> Int32 {
        try Drawing.run(name, &arguments)
    }
}
